//! Arithmetic of the Direct3D 9 (SM1-3) vertex- and pixel-shader
//! instructions, on already swizzled and modified sources. The rules
//! follow Microsoft's instruction pages for vs_1_1..vs_3_0 and
//! ps_2_0..ps_3_0 (see `docs/run.md`, "SM1-3 vertex
//! shaders"); matrix macros, flow control and register writes live in
//! [`super`].

use crate::sm1::table::op;
use crate::sm1::table::Opcode;

/// Four float components.
pub type Vec4 = [f32; 4];

/// Comparison by the control code of `if_comp`, `break_comp`, `setp_comp`
/// (1 gt, 2 eq, 3 ge, 4 lt, 5 ne, 6 le); `None` for another code.
pub fn compare(ctl: u8, a: f32, b: f32) -> Option<bool> {
    Some(match ctl {
        1 => a > b,
        2 => a == b,
        3 => a >= b,
        4 => a < b,
        5 => a != b,
        6 => a <= b,
        _ => return None,
    })
}

/// `_sat`: clamp to [0, 1]; NaN gives 0.
pub fn saturate(x: f32) -> f32 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

/// `rcp`: exactly 1 for 1, +inf for ±0 (the page: "a source of 0.0
/// yields infinity"), else 1/x.
pub fn rcp(x: f32) -> f32 {
    if x == 1.0 {
        1.0
    } else if x == 0.0 {
        f32::INFINITY
    } else {
        1.0 / x
    }
}

/// `rsq`: of |x|; exactly 1 for 1, +inf for ±0.
pub fn rsq(x: f32) -> f32 {
    let a = x.abs();
    if a == 1.0 {
        1.0
    } else if a == 0.0 {
        f32::INFINITY
    } else {
        1.0 / a.sqrt()
    }
}

/// `log`/`logp`: log2 of |x|; -inf for ±0.
pub fn log2(x: f32) -> f32 {
    let a = x.abs();
    if a == 0.0 {
        f32::NEG_INFINITY
    } else {
        a.log2()
    }
}

/// A product as Direct3D 9 forms it. With `legacy` (the run's
/// `legacy_mul`, on by default) 0 times anything, infinity and NaN
/// included, is +0: games rely on it (a constant set to infinity times a
/// zero weight), and translation layers emulate it for them (DXVK's
/// `d3d9.floatEmulation`, on by default; AMD's `v_mul_legacy` gives +0
/// for either zero). Without it the product is IEEE's.
#[inline]
pub fn mul(legacy: bool, x: f32, y: f32) -> f32 {
    if legacy && (x == 0.0 || y == 0.0) {
        0.0
    } else {
        x * y
    }
}

fn dot(legacy: bool, a: &Vec4, b: &Vec4, n: usize) -> f32 {
    let mut acc = mul(legacy, a[0], b[0]);
    for k in 1..n {
        acc += mul(legacy, a[k], b[k]);
    }
    acc
}

/// `dp3`.
pub fn dp3(legacy: bool, a: &Vec4, b: &Vec4) -> f32 {
    dot(legacy, a, b, 3)
}

/// `dp4`.
pub fn dp4(legacy: bool, a: &Vec4, b: &Vec4) -> f32 {
    dot(legacy, a, b, 4)
}

fn lanes1(a: &Vec4, g: impl Fn(f32) -> f32) -> Vec4 {
    std::array::from_fn(|i| g(a[i]))
}
fn lanes2(a: &Vec4, b: &Vec4, g: impl Fn(f32, f32) -> f32) -> Vec4 {
    std::array::from_fn(|i| g(a[i], b[i]))
}
fn lanes3(a: &Vec4, b: &Vec4, c: &Vec4, g: impl Fn(f32, f32, f32) -> f32) -> Vec4 {
    std::array::from_fn(|i| g(a[i], b[i], c[i]))
}

/// `lit`: x = 1, y = max(src.x, 0) as documented (src.x when positive),
/// z = src.y^power when src.x > 0 and src.y > 0 (power = src.w clamped to
/// ±127.9961), w = 1.
pub fn lit(legacy: bool, s: &Vec4) -> Vec4 {
    const MAXPOWER: f32 = 127.9961;
    let power = s[3].clamp(-MAXPOWER, MAXPOWER);
    let mut d = [1.0, 0.0, 0.0, 1.0];
    if s[0] > 0.0 {
        d[1] = s[0];
        if s[1] > 0.0 {
            // The power as `pow` computes it.
            d[2] = mul(legacy, log2(s[1]), power).exp2();
        }
    }
    d
}

/// The opcodes [`exec`] computes.
pub const OPCODES: &[Opcode] = &[
    op::MOV,
    op::ADD,
    op::SUB,
    op::MAD,
    op::MUL,
    op::RCP,
    op::RSQ,
    op::DP3,
    op::DP4,
    op::MIN,
    op::MAX,
    op::SLT,
    op::SGE,
    op::EXP,
    op::LOG,
    op::LIT,
    op::DST,
    op::LRP,
    op::FRC,
    op::POW,
    op::CRS,
    op::SGN,
    op::ABS,
    op::NRM,
    op::SINCOS,
    op::MOVA,
    op::EXPP,
    op::LOGP,
    op::CMP,
    op::DP2ADD,
    op::SETP,
];

// `OPCODES` is exactly the table's arithmetic rows: checked when the
// crate compiles.
const _: () = {
    let rows = crate::sm1::table::ROWS;
    let mut i = 0;
    while i < rows.len() {
        let row_says = matches!(rows[i].semantics, crate::sm1::table::Semantics::Arithmetic);
        let mut here = false;
        let mut k = 0;
        while k < OPCODES.len() {
            here |= OPCODES[k].0 == rows[i].opcode.0;
            k += 1;
        }
        assert!(
            row_says == here,
            "the SM1-3 table's arithmetic rows and run/d3d9/alu.rs differ"
        );
        i += 1;
    }
};

thread_local! {
    /// Whether the run follows `compare`'s rules
    /// (`machine::with_compare_rules`).
    pub(super) static COMPARE_RULES: std::cell::Cell<bool> =
        const { std::cell::Cell::new(false) };
}

/// Whether the run follows `compare`'s rules.
pub(super) fn compare_rules() -> bool {
    COMPARE_RULES.with(|b| b.get())
}

/// `min`/`max`: `x` where `first` (the reference page's test, `x < y` or
/// `x >= y`), else `y`. With a NaN operand the result follows the
/// operands' order; under `compare` it is the other operand either way
/// (see `with_compare_rules`).
fn pick(x: f32, y: f32, first: bool) -> f32 {
    if (x.is_nan() || y.is_nan()) && compare_rules() {
        if x.is_nan() {
            y
        } else {
            x
        }
    } else if first {
        x
    } else {
        y
    }
}

/// One arithmetic instruction by opcode; `None` when the opcode is not
/// arithmetic here. `vs1` selects the vs_1_x form of `expp`; `legacy` the
/// Direct3D 9 product ([`mul`]) in every multiplication.
pub fn exec(op: Opcode, ctl: u8, vs1: bool, legacy: bool, s: &[Vec4]) -> Option<Vec4> {
    let m = |x: f32, y: f32| mul(legacy, x, y);
    let a = || &s[0];
    let b = || &s[1];
    let c = || &s[2];
    let splat = |x: f32| [x; 4];
    Some(match op {
        op::MOV | op::MOVA => *a(), // mov, mova (the conversion is the register write's)
        op::ADD => lanes2(a(), b(), |x, y| x + y), // add
        op::SUB => lanes2(a(), b(), |x, y| x - y), // sub
        op::MAD => lanes3(a(), b(), c(), |x, y, z| m(x, y) + z), // mad
        op::MUL => lanes2(a(), b(), m), // mul
        op::RCP => splat(rcp(a()[0])), // rcp
        op::RSQ => splat(rsq(a()[0])), // rsq
        op::DP3 => splat(dp3(legacy, a(), b())), // dp3
        op::DP4 => splat(dp4(legacy, a(), b())), // dp4
        op::MIN => lanes2(a(), b(), |x, y| pick(x, y, x < y)), // min
        op::MAX => lanes2(a(), b(), |x, y| pick(x, y, x >= y)), // max
        op::SLT => lanes2(a(), b(), |x, y| if x < y { 1.0 } else { 0.0 }), // slt
        op::SGE => lanes2(a(), b(), |x, y| if x >= y { 1.0 } else { 0.0 }), // sge
        op::EXP => splat(a()[0].exp2()), // exp
        op::LOG | op::LOGP => splat(log2(a()[0])), // log, logp
        op::LIT => lit(legacy, a()), // lit
        op::DST => [1.0, m(a()[1], b()[1]), a()[2], b()[3]], // dst
        op::LRP => lanes3(a(), b(), c(), |x, y, z| m(x, y - z) + z), // lrp
        op::FRC => lanes1(a(), |x| x - x.floor()), // frc
        // As the reference pages expand it, exp(src1 * log(src0)), each
        // step rounded: what Microsoft's compiler writes for HLSL `pow`
        // where it does not use the instruction.
        op::POW => splat(m(log2(a()[0]), b()[0]).exp2()), // pow
        op::CRS => {
            // crs
            let (x, y) = (a(), b());
            [
                m(x[1], y[2]) - m(x[2], y[1]),
                m(x[2], y[0]) - m(x[0], y[2]),
                m(x[0], y[1]) - m(x[1], y[0]),
                0.0,
            ]
        }
        op::SGN => lanes1(a(), |x| {
            // sgn (the two scratch sources are not read)
            if x < 0.0 {
                -1.0
            } else if x > 0.0 {
                1.0
            } else {
                0.0
            }
        }),
        op::ABS => lanes1(a(), f32::abs), // abs
        op::NRM => {
            // nrm: every component times rsq(dp3).
            let f = rsq(dp3(legacy, a(), a()));
            lanes1(a(), |x| m(x, f))
        }
        op::SINCOS => {
            // sincos: x = cos, y = sin of the scalar source.
            let v = a()[0];
            [v.cos(), v.sin(), 0.0, 0.0]
        }
        op::EXPP => {
            // expp
            let v = a()[0];
            if vs1 {
                [v.floor().exp2(), v - v.floor(), v.exp2(), 1.0]
            } else {
                splat(v.exp2())
            }
        }
        op::CMP => lanes3(a(), b(), c(), |x, y, z| if x >= 0.0 { y } else { z }), // cmp
        op::DP2ADD => splat(m(a()[0], b()[0]) + m(a()[1], b()[1]) + c()[0]),      // dp2add
        op::SETP => {
            // setp_comp: 1.0 / 0.0 per component, stored as booleans.
            let mut r = [0.0; 4];
            for (i, x) in r.iter_mut().enumerate() {
                *x = if compare(ctl, a()[i], b()[i])? {
                    1.0
                } else {
                    0.0
                };
            }
            r
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcode_list_matches_exec() {
        let s = [[0.5f32; 4]; 3];
        for op in (0..0x70u16).map(Opcode) {
            assert_eq!(
                exec(op, 1, false, true, &s).is_some(),
                OPCODES.contains(&op),
                "{op:?}"
            );
        }
    }

    #[test]
    fn special_values() {
        assert_eq!(rcp(0.0), f32::INFINITY);
        assert_eq!(rcp(-0.0), f32::INFINITY);
        assert_eq!(rsq(-4.0), 0.5);
        assert_eq!(log2(0.0), f32::NEG_INFINITY);
        assert_eq!(log2(-8.0), 3.0);
        assert_eq!(lit(true, &[0.5, 0.25, 0.0, 2.0]), [1.0, 0.5, 0.0625, 1.0]);
        assert_eq!(lit(true, &[-0.5, 0.25, 0.0, 2.0]), [1.0, 0.0, 0.0, 1.0]);
    }
}
