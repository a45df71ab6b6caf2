//! The closing `// approximately N instruction slots used` line of
//! Microsoft's listings: the instruction-slot costs of the table summed
//! over the program, split into texture and arithmetic slots for pixel
//! shaders.

use super::ir::*;
use super::table;

/// Slot totals of a program.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SlotCount {
    /// All slots.
    pub total: u32,
    /// Texture slots.
    pub texture: u32,
}

/// Counts the slots of a program.
pub fn count(p: &Program) -> SlotCount {
    let mut c = SlotCount::default();
    let vs1 = !p.version.is_ps() && p.version.major == 1;
    for ins in p.instructions() {
        let Some(info) = table::lookup(ins.opcode) else {
            continue;
        };
        if ins.coissue {
            continue;
        }
        let s = info.slots;
        c.total += if vs1 { s.vs1 } else { s.total } as u32;
        c.texture += s.texture as u32;
        if ins.predicate.is_some() {
            c.total += 1;
        }
    }
    c
}

/// Writes the closing line(s).
pub fn write_summary(p: &Program, out: &mut String) {
    let c = count(p);
    let s = if c.total == 1 { "slot" } else { "slots" };
    out.push_str(&format!(
        "// approximately {} instruction {s} used",
        c.total
    ));
    if c.texture > 0 {
        out.push_str(&format!(
            " ({} texture, {} arithmetic)",
            c.texture,
            c.total - c.texture
        ));
    }
    out.push('\n');
}
