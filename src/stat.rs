//! The STAT chunk: statistics Microsoft's compiler records about the code.
//! Only the fields derived here are filled (see [`compute`]); the rest are
//! zero until the counting rules are worked out against the corpus.

use crate::sm4::{Ctl, Opcode, Program};

/// Builds a STAT chunk body for `p`: 29 words for shader model 4, 37 for 5.
/// Filled: word 0 (instruction count: every non-declaration instruction)
/// and word 1 (temporary registers, from `dcl_temps`).
pub fn compute(p: &Program) -> Vec<u8> {
    let words = if p.major >= 5 { 37 } else { 29 };
    let mut w = vec![0u32; words];
    for ins in &p.instructions {
        match ins.opcode {
            Opcode::DclTemps => w[1] = ins.nums.first().copied().unwrap_or(0),
            Opcode::CustomData => {}
            o if o.row().ctl == Ctl::Decl => {}
            _ => w[0] += 1,
        }
    }
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}
