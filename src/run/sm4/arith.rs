//! Arithmetic instructions run on the machine: sources read (selected,
//! modified, flushed), the kernels of `alu.rs` and `double.rs` applied,
//! results written (saturated where the instruction says).

use super::alu::{f, fb, lanewise, two};
use super::double;
use super::machine::Machine;
use crate::run::error::{internal, RunError};
use crate::sm4::ir::Instruction;
use crate::sm4::table::{Opcode, Semantics};

/// Runs one arithmetic instruction (its row's semantics: lane-wise, a dot
/// product, two results, `swapc` or double precision).
pub fn arithmetic(m: &mut Machine, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
    let sem = op.row().semantics;
    if sem == Semantics::Double {
        return double::exec(m, op, ins);
    }
    let shape = op.row().shape.as_bytes();
    let ndst = shape.iter().take_while(|c| **c == b'd').count();
    let mut s = Vec::with_capacity(4);
    for (i, k) in shape.iter().enumerate().skip(ndst) {
        s.push(m.src(&ins.operands[i], *k as char)?);
    }
    let sat = ins.saturate();
    let r: [u32; 4] = match sem {
        Semantics::Lanewise => match lanewise(op, &s) {
            Some(r) => r,
            // alu.rs checks at compile time that every lane-wise row has one.
            None => return internal(format!("internal: no kernel for '{}'", op.row().mnemonic)),
        },
        Semantics::Dot(n) => {
            let mut acc = 0f32;
            for (a, b) in s[0].iter().zip(&s[1]).take(n as usize) {
                acc = f(fb(acc + f(fb(f(*a) * f(*b)))));
            }
            [fb(acc); 4]
        }
        Semantics::Pair => {
            let z = [0u32; 4];
            let b = s.get(1).unwrap_or(&z);
            let r: [(u32, u32); 4] = std::array::from_fn(|i| two(op, s[0][i], b[i]));
            m.dst(&ins.operands[0], r.map(|x| x.0), sat)?;
            m.dst(&ins.operands[1], r.map(|x| x.1), sat)?;
            return Ok(());
        }
        Semantics::Swap => {
            let a = std::array::from_fn(|i| if s[0][i] != 0 { s[2][i] } else { s[1][i] });
            let b = std::array::from_fn(|i| if s[0][i] != 0 { s[1][i] } else { s[2][i] });
            m.dst(&ins.operands[0], a, false)?;
            m.dst(&ins.operands[1], b, false)?;
            return Ok(());
        }
        _ => {
            return internal(format!(
                "internal: '{}' is not arithmetic",
                op.row().mnemonic
            ))
        }
    };
    m.dst(&ins.operands[0], r, sat)
}
