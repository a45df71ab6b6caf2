//! The constant registers a program reads from its input: the float,
//! integer and boolean constants that no `def`, `defi` or `defb` of its
//! own gives (what the interpreter's input template lists and what a
//! decompiled shader declares).

use super::ir::Program;
use super::table::{matrix_rows, op, reg};
use std::collections::BTreeSet;

/// The constants a program reads from its input.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConstantReads {
    /// Float constants (`c#`), a matrix macro's rows included; for a read
    /// at a relative address, its base register.
    pub floats: BTreeSet<u16>,
    /// Whether a float constant is read at a relative address (`c0[a0.x]`,
    /// `c2[aL]`): then any of them may be.
    pub relative: bool,
    /// Integer constants (`i#`).
    pub ints: BTreeSet<u16>,
    /// Boolean constants (`b#`).
    pub bools: BTreeSet<u16>,
}

/// The constants `p` reads from its input.
pub fn constant_reads(p: &Program) -> ConstantReads {
    let mut defined = BTreeSet::new();
    for ins in p.instructions() {
        if matches!(ins.opcode, op::DEF | op::DEFI | op::DEFB) {
            if let Some(d) = &ins.dst {
                defined.insert((d.reg.ty, d.reg.num));
            }
        }
    }
    let mut r = ConstantReads::default();
    for ins in p.instructions() {
        // The matrix macros read the rows after their second source.
        let rows = matrix_rows(ins.opcode);
        for (k, s) in ins.srcs.iter().chain(ins.predicate.iter()).enumerate() {
            let own = |num: u16| defined.contains(&(s.reg.ty, num));
            match s.reg.ty {
                reg::CONST if s.relative.is_some() => {
                    r.relative = true;
                    r.floats.insert(s.reg.num);
                }
                reg::CONST => {
                    let last = if k == 1 { rows } else { 1 };
                    for row in 0..last {
                        let num = s.reg.num.saturating_add(row);
                        if !own(num) {
                            r.floats.insert(num);
                        }
                    }
                }
                reg::CONSTINT if !own(s.reg.num) => {
                    r.ints.insert(s.reg.num);
                }
                reg::CONSTBOOL if !own(s.reg.num) => {
                    r.bools.insert(s.reg.num);
                }
                _ => {}
            }
        }
    }
    r
}
