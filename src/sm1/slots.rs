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

/// The slots one instruction takes (0 for a co-issued one; a predicate
/// adds one): what the total sums, and what numbered listings count.
/// `info` is the instruction's row.
pub fn cost(v: Version, info: &table::OpInfo, ins: &Instruction) -> SlotCount {
    if ins.coissue {
        return SlotCount::default();
    }
    let vs1 = !v.is_ps() && v.major == 1;
    let s = info.slots;
    SlotCount {
        total: if vs1 { s.vs1 } else { s.total } as u32 + u32::from(ins.predicate.is_some()),
        texture: s.texture as u32,
    }
}

/// Writes the closing line(s) for slot totals `c`, which the printer sums
/// from [`cost`] as it prints each instruction.
pub fn write_count(c: SlotCount, out: &mut String) {
    // Piece by piece: through `format!` this line was 2% of SM1-3 `dis`.
    out.push_str("// approximately ");
    crate::push::uint(out, c.total.into());
    out.push_str(if c.total == 1 {
        " instruction slot used"
    } else {
        " instruction slots used"
    });
    if c.texture > 0 {
        out.push_str(" (");
        crate::push::uint(out, c.texture.into());
        out.push_str(" texture, ");
        crate::push::uint(out, (c.total - c.texture).into());
        out.push_str(" arithmetic)");
    }
    out.push('\n');
}
