//! Double-precision instructions. A register holds two doubles, one in
//! x,y and one in z,w (low word first). Double results go to the pairs
//! the write mask names, from the sources' swizzled pairs at the same
//! positions; single results (`dtof`, `deq`, ...) go to the enabled
//! components in order, from pair 0 then pair 1; `ftod`, `itod`, `utod`
//! read components 0 and 1 of their source for the enabled pairs in order.
//! Double denormals are kept.

use super::machine::Machine;
use crate::run::error::{bad_program, RunError};
use crate::sm4::ir::{Components, Instruction, Selection};
use crate::sm4::table::{Opcode, Semantics};

// Every row the table calls double-precision is one `exec` handles, and
// only those: checked when the crate compiles.
const _: () = {
    let mut n = 0;
    while n < 1 << 11 {
        if let Some(op) = Opcode::from_u16(n) {
            let row_says = matches!(op.semantics(), Semantics::Double);
            assert!(
                row_says == is_double(op),
                "the table's double rows and double.rs differ"
            );
        }
        n += 1;
    }
};

/// Whether `op` is a double-precision instruction handled here.
pub const fn is_double(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Dadd
            | Opcode::Dmax
            | Opcode::Dmin
            | Opcode::Dmul
            | Opcode::Deq
            | Opcode::Dge
            | Opcode::Dlt
            | Opcode::Dne
            | Opcode::Dmov
            | Opcode::Dmovc
            | Opcode::Dtof
            | Opcode::Ftod
            | Opcode::Ddiv
            | Opcode::Dfma
            | Opcode::Drcp
            | Opcode::Dtoi
            | Opcode::Dtou
            | Opcode::Itod
            | Opcode::Utod
    )
}

fn pair(v: &[u32; 4], p: usize) -> f64 {
    f64::from_bits(((v[2 * p + 1] as u64) << 32) | v[2 * p] as u64)
}

fn put(v: &mut [u32; 4], p: usize, x: f64) {
    // One NaN, as for floats.
    let b = if x.is_nan() {
        0x7ff8_0000_0000_0000
    } else {
        x.to_bits()
    };
    v[2 * p] = b as u32;
    v[2 * p + 1] = (b >> 32) as u32;
}

/// D3D min/max: a NaN operand gives the other one, and -0 is less than
/// +0 (as for floats), so the result does not depend on the order.
fn dmin(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_negative() {
            a
        } else {
            b
        }
    } else {
        a.min(b)
    }
}

fn dmax(a: f64, b: f64) -> f64 {
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

fn sat(x: f64) -> f64 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

/// Executes a double-precision instruction.
pub fn exec(m: &mut Machine, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
    let o = &ins.operands;
    if o.len() < op.row().shape.len() {
        return bad_program(format!("{}: too few operands", op.row().mnemonic));
    }
    let mask = match o[0].comps {
        Components::Four(Selection::Mask(mk)) => mk,
        Components::One => 1,
        _ => 0xf,
    };
    // Pairs the mask names (x,y → 0; z,w → 1) and its enabled components.
    let pairs: Vec<usize> = [0usize, 1]
        .into_iter()
        .filter(|p| mask & (3 << (2 * p)) != 0)
        .collect();
    let comps: Vec<usize> = (0..4).filter(|c| mask & (1 << c) != 0).collect();
    let saturate = ins.saturate();
    let mut out = [0u32; 4];
    match op {
        Opcode::Dadd
        | Opcode::Dmax
        | Opcode::Dmin
        | Opcode::Dmul
        | Opcode::Ddiv
        | Opcode::Dmov
        | Opcode::Drcp
        | Opcode::Dfma => {
            let a = m.src(&o[1], 'b')?;
            let b = if o.len() > 2 {
                m.src(&o[2], 'b')?
            } else {
                [0; 4]
            };
            let c = if o.len() > 3 {
                m.src(&o[3], 'b')?
            } else {
                [0; 4]
            };
            for p in 0..2 {
                let (x, y, z) = (pair(&a, p), pair(&b, p), pair(&c, p));
                let r = match op {
                    Opcode::Dadd => x + y,
                    Opcode::Dmax => dmax(x, y),
                    Opcode::Dmin => dmin(x, y),
                    Opcode::Dmul => x * y,
                    Opcode::Ddiv => x / y,
                    Opcode::Drcp => 1.0 / x,
                    // Fused: one rounding.
                    Opcode::Dfma => x.mul_add(y, z),
                    _ => x,
                };
                if op == Opcode::Dmov && !saturate {
                    // A move keeps the bits (NaNs included).
                    out[2 * p..2 * p + 2].copy_from_slice(&a[2 * p..2 * p + 2]);
                } else {
                    put(&mut out, p, if saturate { sat(r) } else { r });
                }
            }
        }
        Opcode::Dmovc => {
            // The condition is a vec2 across x and y: x picks the first
            // double, y the second (dmovc page).
            let cond = m.src(&o[1], 't')?;
            let a = m.src(&o[2], 'b')?;
            let b = m.src(&o[3], 'b')?;
            for p in 0..2 {
                let from = if cond[p] != 0 { &a } else { &b };
                if saturate {
                    put(&mut out, p, sat(pair(from, p)));
                } else {
                    out[2 * p..2 * p + 2].copy_from_slice(&from[2 * p..2 * p + 2]);
                }
            }
        }
        Opcode::Deq
        | Opcode::Dge
        | Opcode::Dlt
        | Opcode::Dne
        | Opcode::Dtof
        | Opcode::Dtoi
        | Opcode::Dtou => {
            let a = m.src(&o[1], 'b')?;
            let b = if o.len() > 2 {
                m.src(&o[2], 'b')?
            } else {
                [0; 4]
            };
            for (k, c) in comps.iter().take(2).enumerate() {
                let (x, y) = (pair(&a, k), pair(&b, k));
                let t = |v: bool| if v { u32::MAX } else { 0 };
                out[*c] = match op {
                    Opcode::Deq => t(x == y),
                    Opcode::Dge => t(x >= y),
                    Opcode::Dlt => t(x < y),
                    Opcode::Dne => t(x != y),
                    Opcode::Dtof => super::alu::fb(x as f32),
                    Opcode::Dtoi => x as i32 as u32,
                    _ => x as u32,
                };
            }
        }
        Opcode::Ftod | Opcode::Itod | Opcode::Utod => {
            let kind = match op {
                Opcode::Ftod => 'f',
                Opcode::Itod => 'i',
                _ => 'u',
            };
            let a = m.src(&o[1], kind)?;
            for (k, p) in pairs.iter().enumerate() {
                let x = match op {
                    Opcode::Ftod => f32::from_bits(a[k]) as f64,
                    Opcode::Itod => a[k] as i32 as f64,
                    _ => a[k] as f64,
                };
                put(&mut out, *p, x);
            }
        }
        _ => return bad_program(format!("{} is not a double instruction", op.row().mnemonic)),
    }
    m.dst(&o[0], out, false)
}

#[cfg(test)]
mod tests {
    use super::{dmax, dmin};

    /// -0 is less than +0 whichever operand comes first (as `min` and
    /// `max` of floats), so a compiler that swaps the operands changes
    /// nothing.
    #[test]
    fn signed_zeros_order() {
        for (a, b) in [(0.0, -0.0), (-0.0, 0.0)] {
            assert!(dmin(a, b).is_sign_negative());
            assert!(dmax(a, b).is_sign_positive());
        }
    }
}
