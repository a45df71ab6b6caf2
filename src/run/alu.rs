//! Arithmetic: float, comparison, integer/bit and conversion instructions.
//! One match over the opcode; every instruction here is lane-wise except
//! the dot products and the two-result ones.

use super::exec::Machine;
use super::{err, RunError};
use crate::sm4::ir::Instruction;
use crate::sm4::table::Opcode;

fn f(b: u32) -> f32 {
    f32::from_bits(b)
}

/// A float result, denormals flushed to zero (keeping the sign).
fn fb(x: f32) -> u32 {
    let b = x.to_bits();
    if b & 0x7f80_0000 == 0 {
        b & 0x8000_0000
    } else {
        b
    }
}

/// `_sat`: clamp to [0, 1], NaN to 0.
pub fn saturate(b: u32) -> u32 {
    let x = f(b);
    if x.is_nan() {
        0
    } else {
        fb(x.clamp(0.0, 1.0))
    }
}

fn bool_bits(c: bool) -> u32 {
    if c {
        0xffff_ffff
    } else {
        0
    }
}

/// D3D10 min/max: a NaN operand gives the other one.
fn fmin(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == 0.0 && b == 0.0 {
        // -0 < +0
        if a.is_sign_negative() {
            a
        } else {
            b
        }
    } else {
        a.min(b)
    }
}
fn fmax(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_negative() {
            b
        } else {
            a
        }
    } else {
        a.max(b)
    }
}

/// Executes one arithmetic instruction.
pub fn exec(m: &mut Machine, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
    let shape = op.row().shape.as_bytes();
    let ndst = shape.iter().take_while(|c| **c == b'd').count();
    let mut s = Vec::with_capacity(4);
    for (i, k) in shape.iter().enumerate().skip(ndst) {
        s.push(m.src(&ins.operands[i], *k as char)?);
    }
    let sat = ins.saturate();
    let lanes1 = |g: &dyn Fn(u32) -> u32| -> [u32; 4] { std::array::from_fn(|i| g(s[0][i])) };
    let lanes2 =
        |g: &dyn Fn(u32, u32) -> u32| -> [u32; 4] { std::array::from_fn(|i| g(s[0][i], s[1][i])) };
    let lanes3 = |g: &dyn Fn(u32, u32, u32) -> u32| -> [u32; 4] {
        std::array::from_fn(|i| g(s[0][i], s[1][i], s[2][i]))
    };
    let dot = |n: usize| -> [u32; 4] {
        let mut acc = 0f32;
        for (a, b) in s[0].iter().zip(&s[1]).take(n) {
            acc = f(fb(acc + f(fb(f(*a) * f(*b)))));
        }
        [fb(acc); 4]
    };
    let r: [u32; 4] = match op {
        // Float arithmetic.
        Opcode::Add => lanes2(&|a, b| fb(f(a) + f(b))),
        Opcode::Mul => lanes2(&|a, b| fb(f(a) * f(b))),
        Opcode::Div => lanes2(&|a, b| fb(f(a) / f(b))),
        Opcode::Mad => lanes3(&|a, b, c| fb(f(fb(f(a) * f(b))) + f(c))),
        Opcode::Min => lanes2(&|a, b| fb(fmin(f(a), f(b)))),
        Opcode::Max => lanes2(&|a, b| fb(fmax(f(a), f(b)))),
        Opcode::Dp2 => dot(2),
        Opcode::Dp3 => dot(3),
        Opcode::Dp4 => dot(4),
        Opcode::Rsq => lanes1(&|a| fb(1.0 / f(a).sqrt())),
        Opcode::Sqrt => lanes1(&|a| fb(f(a).sqrt())),
        Opcode::Rcp => lanes1(&|a| fb(1.0 / f(a))),
        Opcode::Exp => lanes1(&|a| fb(f(a).exp2())),
        Opcode::Log => lanes1(&|a| fb(f(a).log2())),
        Opcode::Frc => lanes1(&|a| fb(f(a) - f(a).floor())),
        Opcode::RoundNe => lanes1(&|a| fb(f(a).round_ties_even())),
        Opcode::RoundNi => lanes1(&|a| fb(f(a).floor())),
        Opcode::RoundPi => lanes1(&|a| fb(f(a).ceil())),
        Opcode::RoundZ => lanes1(&|a| fb(f(a).trunc())),
        Opcode::Mov => s[0],
        Opcode::Movc => lanes3(&|c, a, b| if c != 0 { a } else { b }),
        // Float comparisons.
        Opcode::Eq => lanes2(&|a, b| bool_bits(f(a) == f(b))),
        Opcode::Ne => lanes2(&|a, b| bool_bits(f(a) != f(b))),
        Opcode::Lt => lanes2(&|a, b| bool_bits(f(a) < f(b))),
        Opcode::Ge => lanes2(&|a, b| bool_bits(f(a) >= f(b))),
        // Integer comparisons.
        Opcode::Ieq => lanes2(&|a, b| bool_bits(a == b)),
        Opcode::Ine => lanes2(&|a, b| bool_bits(a != b)),
        Opcode::Ilt => lanes2(&|a, b| bool_bits((a as i32) < (b as i32))),
        Opcode::Ige => lanes2(&|a, b| bool_bits((a as i32) >= (b as i32))),
        Opcode::Ult => lanes2(&|a, b| bool_bits(a < b)),
        Opcode::Uge => lanes2(&|a, b| bool_bits(a >= b)),
        // Integer and bit arithmetic.
        Opcode::Iadd => lanes2(&|a, b| a.wrapping_add(b)),
        Opcode::Imad => lanes3(&|a, b, c| a.wrapping_mul(b).wrapping_add(c)),
        Opcode::Umad => lanes3(&|a, b, c| a.wrapping_mul(b).wrapping_add(c)),
        Opcode::Ineg => lanes1(&|a| (a as i32).wrapping_neg() as u32),
        Opcode::Ishl => lanes2(&|a, b| a << (b & 31)),
        Opcode::Ishr => lanes2(&|a, b| ((a as i32) >> (b & 31)) as u32),
        Opcode::Ushr => lanes2(&|a, b| a >> (b & 31)),
        Opcode::And => lanes2(&|a, b| a & b),
        Opcode::Or => lanes2(&|a, b| a | b),
        Opcode::Xor => lanes2(&|a, b| a ^ b),
        Opcode::Not => lanes1(&|a| !a),
        Opcode::Imin => lanes2(&|a, b| (a as i32).min(b as i32) as u32),
        Opcode::Imax => lanes2(&|a, b| (a as i32).max(b as i32) as u32),
        Opcode::Umin => lanes2(&|a, b| a.min(b)),
        Opcode::Umax => lanes2(&|a, b| a.max(b)),
        Opcode::Countbits => lanes1(&|a| a.count_ones()),
        Opcode::Bfrev => lanes1(&|a| a.reverse_bits()),
        Opcode::FirstbitLo => lanes1(&|a| if a == 0 { u32::MAX } else { a.trailing_zeros() }),
        Opcode::FirstbitHi => lanes1(&|a| if a == 0 { u32::MAX } else { a.leading_zeros() }),
        // Conversions (Rust's `as` saturates and maps NaN to 0, as D3D does).
        Opcode::Ftoi => lanes1(&|a| f(a) as i32 as u32),
        Opcode::Ftou => lanes1(&|a| f(a) as u32),
        Opcode::Itof => lanes1(&|a| fb(a as i32 as f32)),
        Opcode::Utof => lanes1(&|a| fb(a as f32)),
        // Two results.
        Opcode::Sincos => {
            let sin = std::array::from_fn(|i| fb(f(s[0][i]).sin()));
            let cos = std::array::from_fn(|i| fb(f(s[0][i]).cos()));
            m.dst(&ins.operands[0], sin, sat)?;
            m.dst(&ins.operands[1], cos, sat)?;
            return Ok(());
        }
        Opcode::Udiv => {
            let q = std::array::from_fn(|i| s[0][i].checked_div(s[1][i]).unwrap_or(u32::MAX));
            let r = std::array::from_fn(|i| s[0][i].checked_rem(s[1][i]).unwrap_or(u32::MAX));
            m.dst(&ins.operands[0], q, false)?;
            m.dst(&ins.operands[1], r, false)?;
            return Ok(());
        }
        Opcode::Umul | Opcode::Imul => {
            let wide = |i: usize| -> u64 {
                if op == Opcode::Imul {
                    ((s[0][i] as i32 as i64) * (s[1][i] as i32 as i64)) as u64
                } else {
                    (s[0][i] as u64) * (s[1][i] as u64)
                }
            };
            let hi = std::array::from_fn(|i| (wide(i) >> 32) as u32);
            let lo = std::array::from_fn(|i| wide(i) as u32);
            m.dst(&ins.operands[0], hi, false)?;
            m.dst(&ins.operands[1], lo, false)?;
            return Ok(());
        }
        Opcode::Swapc => {
            let a = std::array::from_fn(|i| if s[0][i] != 0 { s[2][i] } else { s[1][i] });
            let b = std::array::from_fn(|i| if s[0][i] != 0 { s[1][i] } else { s[2][i] });
            m.dst(&ins.operands[0], a, false)?;
            m.dst(&ins.operands[1], b, false)?;
            return Ok(());
        }
        other => {
            return err(format!(
                "instruction '{}' is not supported by the interpreter",
                other.row().mnemonic
            ))
        }
    };
    m.dst(&ins.operands[0], r, sat)
}
