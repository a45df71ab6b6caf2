//! Arithmetic: float, comparison, integer/bit and conversion instructions.
//! One match over the opcode; every instruction here is lane-wise except
//! the dot products and the two-result ones.

use crate::sm4::table::{Opcode, Semantics};

pub fn f(b: u32) -> f32 {
    f32::from_bits(b)
}

/// The bits of a float result: denormals flushed to zero (keeping the
/// sign), and every NaN the one quiet NaN 0x7fc00000 (Direct3D leaves a
/// NaN's bits open; the processor's would depend on how the code was
/// compiled, scalar or vectorized).
pub fn fb(x: f32) -> u32 {
    if x.is_nan() {
        0x7fc0_0000
    } else {
        flush(x.to_bits())
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

/// Every lane-wise instruction with its per-component function, the one
/// list both the scalar path ([`exec`]) and the batch path ([`batch`]) are
/// generated from, so the two cannot disagree. Sources arrive already
/// selected, modified and (for float shapes) flushed. `[clean]` marks an
/// instruction whose result is never a denormal (a float result, made
/// through [`fb`], which flushes, or a comparison's 0 or all ones):
/// batches read such results as floats without flushing them again
/// (`batch/clean.rs`; a test holds the marks to the functions).
macro_rules! for_each_lanewise {
    ($cb:ident) => {
        $cb! {
            [
                [clean] Rsq(a) => fb(1.0 / f(a).sqrt()),
                [clean] Sqrt(a) => fb(f(a).sqrt()),
                [clean] Rcp(a) => fb(1.0 / f(a)),
                [clean] Exp(a) => fb(f(a).exp2()),
                [clean] Log(a) => fb(f(a).log2()),
                [clean] Frc(a) => frc(a),
                [clean] RoundNe(a) => fb(f(a).round_ties_even()),
                [clean] RoundNi(a) => fb(f(a).floor()),
                [clean] RoundPi(a) => fb(f(a).ceil()),
                [clean] RoundZ(a) => fb(f(a).trunc()),
                Mov(a) => a,
                Ineg(a) => (a as i32).wrapping_neg() as u32,
                Not(a) => !a,
                Countbits(a) => a.count_ones(),
                Bfrev(a) => a.reverse_bits(),
                FirstbitLo(a) => if a == 0 { u32::MAX } else { a.trailing_zeros() },
                FirstbitHi(a) => if a == 0 { u32::MAX } else { a.leading_zeros() },
                // Conversions (Rust's `as` saturates and maps NaN to 0, as D3D does).
                Ftoi(a) => f(a) as i32 as u32,
                Ftou(a) => f(a) as u32,
                [clean] Itof(a) => fb(a as i32 as f32),
                [clean] Utof(a) => fb(a as f32),
                FirstbitShi(a) => firstbit_shi(a),
                F32tof16(a) => f32_to_f16(f(a)) as u32,
                F16tof32(a) => f16_to_f32(a as u16).to_bits(),
            ]
            [
                [clean] Add(a, b) => fb(f(a) + f(b)),
                [clean] Mul(a, b) => fb(f(a) * f(b)),
                [clean] Div(a, b) => fb(f(a) / f(b)),
                [clean] Min(a, b) => fb(fmin(f(a), f(b))),
                [clean] Max(a, b) => fb(fmax(f(a), f(b))),
                [clean] Eq(a, b) => bool_bits(f(a) == f(b)),
                [clean] Ne(a, b) => bool_bits(f(a) != f(b)),
                [clean] Lt(a, b) => bool_bits(f(a) < f(b)),
                [clean] Ge(a, b) => bool_bits(f(a) >= f(b)),
                [clean] Ieq(a, b) => bool_bits(a == b),
                [clean] Ine(a, b) => bool_bits(a != b),
                [clean] Ilt(a, b) => bool_bits((a as i32) < (b as i32)),
                [clean] Ige(a, b) => bool_bits((a as i32) >= (b as i32)),
                [clean] Ult(a, b) => bool_bits(a < b),
                [clean] Uge(a, b) => bool_bits(a >= b),
                Iadd(a, b) => a.wrapping_add(b),
                Ishl(a, b) => a << (b & 31),
                Ishr(a, b) => ((a as i32) >> (b & 31)) as u32,
                Ushr(a, b) => a >> (b & 31),
                And(a, b) => a & b,
                Or(a, b) => a | b,
                Xor(a, b) => a ^ b,
                Imin(a, b) => (a as i32).min(b as i32) as u32,
                Imax(a, b) => (a as i32).max(b as i32) as u32,
                Umin(a, b) => a.min(b),
                Umax(a, b) => a.max(b),
            ]
            [
                [clean] Mad(a, b, c) => fb(f(fb(f(a) * f(b))) + f(c)),
                Movc(c, a, b) => if c != 0 { a } else { b },
                Imad(a, b, c) => a.wrapping_mul(b).wrapping_add(c),
                Umad(a, b, c) => a.wrapping_mul(b).wrapping_add(c),
                Ubfe(w, o, x) => ubfe(w, o, x),
                Ibfe(w, o, x) => ibfe(w, o, x),
                Msad(r, x, acc) => msad(r, x, acc),
            ]
            [
                Bfi(w, o, x, y) => bfi(w, o, x, y),
            ]
        }
    };
}

macro_rules! gen_lanewise {
    (
        [$($([$f1:ident])? $o1:ident($a1:ident) => $e1:expr),* $(,)?]
        [$($([$f2:ident])? $o2:ident($a2:ident, $b2:ident) => $e2:expr),* $(,)?]
        [$($([$f3:ident])? $o3:ident($a3:ident, $b3:ident, $c3:ident) => $e3:expr),* $(,)?]
        [$($([$f4:ident])? $o4:ident($a4:ident, $b4:ident, $c4:ident, $d4:ident) => $e4:expr),* $(,)?]
    ) => {
        /// Whether lane-wise `op` is marked `[clean]`: its result is
        /// never a denormal ([`for_each_lanewise`]).
        pub fn result_flushed(op: Opcode) -> bool {
            $($(if stringify!($f1) == "clean" && op == Opcode::$o1 { return true; })?)*
            $($(if stringify!($f2) == "clean" && op == Opcode::$o2 { return true; })?)*
            $($(if stringify!($f3) == "clean" && op == Opcode::$o3 { return true; })?)*
            $($(if stringify!($f4) == "clean" && op == Opcode::$o4 { return true; })?)*
            false
        }

        /// Scalar path: four components of a lane-wise instruction, `None`
        /// when `op` is not lane-wise.
        pub fn lanewise(op: Opcode, s: &[[u32; 4]]) -> Option<[u32; 4]> {
            Some(match op {
                $(Opcode::$o1 => std::array::from_fn(|i| { let $a1 = s[0][i]; $e1 }),)*
                $(Opcode::$o2 => std::array::from_fn(|i| {
                    let ($a2, $b2) = (s[0][i], s[1][i]);
                    $e2
                }),)*
                $(Opcode::$o3 => std::array::from_fn(|i| {
                    let ($a3, $b3, $c3) = (s[0][i], s[1][i], s[2][i]);
                    $e3
                }),)*
                $(Opcode::$o4 => std::array::from_fn(|i| {
                    let ($a4, $b4, $c4, $d4) = (s[0][i], s[1][i], s[2][i], s[3][i]);
                    $e4
                }),)*
                _ => return None,
            })
        }

        /// Whether `op` is lane-wise (has a [`batch`] kernel).
        pub const fn is_lanewise(op: Opcode) -> bool {
            matches!(
                op,
                $(Opcode::$o1)|* | $(Opcode::$o2)|* | $(Opcode::$o3)|* | $(Opcode::$o4)|*
            )
        }

        /// Batch path: one component of a lane-wise instruction over `L`
        /// invocations at once (`s`: its sources' lanes, each a register's
        /// own row or a loaded copy). Returns false when `op` is not
        /// lane-wise.
        #[inline(never)]
        #[multiversion::multiversion(targets("x86_64+avx2"))]
        pub fn batch<const L: usize>(op: Opcode, s: &[&[u32; L]], d: &mut [u32; L]) -> bool {
            match op {
                $(Opcode::$o1 => {
                    let a = s[0];
                    for i in 0..L {
                        let $a1 = a[i];
                        d[i] = $e1;
                    }
                })*
                $(Opcode::$o2 => {
                    let (a, b) = (s[0], s[1]);
                    for i in 0..L {
                        let ($a2, $b2) = (a[i], b[i]);
                        d[i] = $e2;
                    }
                })*
                $(Opcode::$o3 => {
                    let (a, b, c) = (s[0], s[1], s[2]);
                    for i in 0..L {
                        let ($a3, $b3, $c3) = (a[i], b[i], c[i]);
                        d[i] = $e3;
                    }
                })*
                $(Opcode::$o4 => {
                    let (a, b, c, e) = (s[0], s[1], s[2], s[3]);
                    for i in 0..L {
                        let ($a4, $b4, $c4, $d4) = (a[i], b[i], c[i], e[i]);
                        d[i] = $e4;
                    }
                })*
                _ => return false,
            }
            true
        }
    };
}

for_each_lanewise!(gen_lanewise);

// Every row the table calls lane-wise has a kernel here, and every kernel
// is for such a row: checked when the crate compiles.
const _: () = {
    let mut n = 0;
    while n < 1 << 11 {
        if let Some(op) = Opcode::from_u16(n) {
            let row_says = matches!(op.semantics(), Semantics::Lanewise);
            assert!(
                row_says == is_lanewise(op),
                "the table's lane-wise rows and alu.rs's kernels differ"
            );
        }
        n += 1;
    }
};

/// A float's bits with a denormal flushed to zero (keeping the sign), as
/// every float operation reads its sources.
pub fn flush(b: u32) -> u32 {
    // Written as masks, not a choice: vectorized, a choice is a blend
    // (more than one micro-op on many processors).
    let denormal = u32::from(b & 0x7f80_0000 == 0).wrapping_neg();
    b & !(denormal & 0x7fff_ffff)
}

/// A float source's value, flushed ([`flush`]).
fn ftz(b: u32) -> f32 {
    f(flush(b))
}

/// A float result with denormals flushed to zero (keeping the sign) and
/// NaNs left as they are: the steps inside a dot product, whose NaNs all
/// reach its end, where [`fb`] makes every NaN the one quiet NaN.
fn ftz_step(x: f32) -> f32 {
    ftz(x.to_bits())
}

/// Batch dot product of the first `n` components of `a` and `b`, read
/// straight from their rows, flushed here unless `clean` says no row holds
/// a denormal (without the flushes, a third of a clean dot's work). The
/// sum runs in the scalar order (x, then y, ...), each step flushed.
#[multiversion::multiversion(targets("x86_64+avx2"))]
pub fn batch_dot<const L: usize>(
    n: usize,
    a: [&[u32; L]; 4],
    b: [&[u32; L]; 4],
    clean: bool,
    d: &mut [u32; L],
) {
    if clean {
        dot_steps::<L, false>(n, a, |k, i| f(b[k][i]), d)
    } else {
        dot_steps::<L, true>(n, a, |k, i| ftz(b[k][i]), d)
    }
}

/// [`batch_dot`] with the same `b` in every lane (a constant, flushed
/// already).
#[multiversion::multiversion(targets("x86_64+avx2"))]
pub fn batch_dot_splat<const L: usize>(
    n: usize,
    a: [&[u32; L]; 4],
    b: [u32; 4],
    clean: bool,
    d: &mut [u32; L],
) {
    let b = b.map(f);
    if clean {
        dot_steps::<L, false>(n, a, |k, _| b[k], d)
    } else {
        dot_steps::<L, true>(n, a, |k, _| b[k], d)
    }
}

/// The steps of a dot product: `a` flushed when `FLUSH`, `b(k, i)`
/// component `k` of `b` in lane `i`.
#[inline(always)]
fn dot_steps<const L: usize, const FLUSH: bool>(
    n: usize,
    a: [&[u32; L]; 4],
    b: impl Fn(usize, usize) -> f32,
    d: &mut [u32; L],
) {
    let src = |x: u32| if FLUSH { ftz(x) } else { f(x) };
    let mut acc = [0f32; L];
    for (k, a) in a.iter().enumerate().take(n) {
        for i in 0..L {
            acc[i] = ftz_step(acc[i] + ftz_step(src(a[i]) * b(k, i)));
        }
    }
    *d = acc.map(fb);
}

/// `sincos`: (sine, cosine).
pub fn sincos(a: u32) -> (u32, u32) {
    (fb(f(a).sin()), fb(f(a).cos()))
}

/// `udiv`: (quotient, remainder); division by 0 gives 0xffffffff for both.
pub fn udiv(a: u32, b: u32) -> (u32, u32) {
    (
        a.checked_div(b).unwrap_or(u32::MAX),
        a.checked_rem(b).unwrap_or(u32::MAX),
    )
}

/// `frc`: x - floor(x), in [0, 1) as the page's table gives (a tiny
/// negative x would round to 1.0: the largest float below 1 instead).
fn frc(a: u32) -> u32 {
    let x = f(a);
    let r = x - x.floor();
    fb(if r >= 1.0 {
        f32::from_bits(0x3f7f_ffff)
    } else {
        r
    })
}

/// `firstbit_shi`: the first bit, from the top, that differs from the sign
/// bit, counted from the top; none (0 or -1) gives 0xffffffff.
fn firstbit_shi(a: u32) -> u32 {
    match a {
        0 | u32::MAX => u32::MAX,
        _ if a & 0x8000_0000 != 0 => a.leading_ones(),
        _ => a.leading_zeros(),
    }
}

/// `ubfe`: `w` bits from bit `o` of `x`, zero-extended (both counts & 31).
fn ubfe(w: u32, o: u32, x: u32) -> u32 {
    let (w, o) = (w & 31, o & 31);
    match w {
        0 => 0,
        _ if w + o < 32 => (x << (32 - w - o)) >> (32 - w),
        _ => x >> o,
    }
}

/// `ibfe`: as [`ubfe`], sign-extended.
fn ibfe(w: u32, o: u32, x: u32) -> u32 {
    let (w, o) = (w & 31, o & 31);
    match w {
        0 => 0,
        _ if w + o < 32 => (((x << (32 - w - o)) as i32) >> (32 - w)) as u32,
        _ => ((x as i32) >> o) as u32,
    }
}

/// `msad`: `acc` plus the absolute differences of the bytes of `x` from
/// the non-zero bytes of `r`.
fn msad(r: u32, x: u32, acc: u32) -> u32 {
    (0..4).fold(acc, |a, i| {
        let (rb, xb) = ((r >> (8 * i)) & 0xff, (x >> (8 * i)) & 0xff);
        if rb == 0 {
            a
        } else {
            a.wrapping_add(rb.abs_diff(xb))
        }
    })
}

/// `bfi`: `w` bits of `ins` placed at bit `o` of `base`.
fn bfi(w: u32, o: u32, ins: u32, base: u32) -> u32 {
    let (w, o) = (w & 31, o & 31);
    let mask = ((((1u64 << w) - 1) << o) & 0xffff_ffff) as u32;
    ((ins << o) & mask) | (base & !mask)
}

/// A float to half-precision bits by Direct3D's float conversion rules
/// (the f32tof16 page points to them): rounded toward zero, a finite value
/// too large for a half gives the largest half (not infinity); infinities
/// and NaN stay infinities and NaN.
pub fn f32_to_f16(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return sign
            | 0x7c00
            | if man != 0 {
                0x200 | (man >> 13) as u16
            } else {
                0
            };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7bff;
    }
    if e <= 0 {
        // A half denormal (or zero): the mantissa shifted down, truncated.
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        return sign | (m >> (14 - e) as u32) as u16;
    }
    sign | (((e as u32) << 10) | (man >> 13)) as u16
}

/// Half-precision bits to a float (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let man = (h & 0x3ff) as f32;
    match exp {
        0 => sign * man * (2f32).powi(-24),
        0x1f if man == 0.0 => sign * f32::INFINITY,
        0x1f => f32::NAN,
        _ => sign * (1.0 + man / 1024.0) * (2f32).powi(exp - 15),
    }
}

/// The two results of `sincos`, `udiv`, `umul`, `imul`, `uaddc` or
/// `usubb` on one component.
pub fn two(op: Opcode, a: u32, b: u32) -> (u32, u32) {
    match op {
        Opcode::Sincos => sincos(a),
        Opcode::Udiv => udiv(a, b),
        Opcode::Uaddc => {
            let (s, c) = a.overflowing_add(b);
            (s, c as u32)
        }
        Opcode::Usubb => {
            let (s, c) = a.overflowing_sub(b);
            (s, c as u32)
        }
        Opcode::Imul => {
            let w = ((a as i32 as i64) * (b as i32 as i64)) as u64;
            ((w >> 32) as u32, w as u32)
        }
        _ => {
            let w = (a as u64) * (b as u64);
            ((w >> 32) as u32, w as u32)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dots of one lane by the Direct3D 10 float rules: every product and
    /// partial sum flushed when denormal, a NaN anywhere the quiet NaN.
    fn both(a: [f32; 4], b: [f32; 4]) -> (u32, u32) {
        let rows: Vec<[u32; 1]> = a.iter().chain(&b).map(|x| [x.to_bits()]).collect();
        let r = |i: usize| &rows[i];
        let (mut d, mut e) = ([0u32; 1], [0u32; 1]);
        batch_dot(
            4,
            [r(0), r(1), r(2), r(3)],
            [r(4), r(5), r(6), r(7)],
            false,
            &mut d,
        );
        batch_dot_splat(
            4,
            [r(0), r(1), r(2), r(3)],
            b.map(f32::to_bits),
            false,
            &mut e,
        );
        (d[0], e[0])
    }

    /// Every lane-wise instruction marked `[clean]` gives no denormal,
    /// whatever its sources (denormals, NaNs, integers among
    /// them).
    #[test]
    fn listed_results_are_never_denormal() {
        let edges = [
            0u32,
            1,
            0x8000_0001,
            0x007f_ffff,
            0x0080_0000,
            0x7f80_0000,
            0x7fc0_0001,
            0xffff_ffff,
            1f32.to_bits(),
            (-2.5f32).to_bits(),
            1e-38f32.to_bits(),
            0x0000_ffff,
            12345,
        ];
        let mut listed = 0;
        for code in 0..=u16::MAX {
            let Some(op) = Opcode::from_u16(code).filter(|op| result_flushed(*op)) else {
                continue;
            };
            listed += 1;
            assert!(is_lanewise(op), "{op:?}");
            for a in edges {
                for b in edges {
                    for c in edges {
                        let s = [[a; 4], [b; 4], [c; 4], [a ^ b; 4]];
                        let r = lanewise(op, &s).unwrap();
                        assert!(
                            r.iter().all(|x| flush(*x) == *x),
                            "{op:?} {a:#x} {b:#x} {c:#x}: {r:x?}"
                        );
                    }
                }
            }
        }
        assert_eq!(listed, 28);
    }

    /// `flush` by its rule: a zero exponent (zero or denormal) keeps only
    /// the sign; any other float (infinities and NaNs too) is left as it is.
    #[test]
    fn flush_keeps_the_sign_of_denormals_alone() {
        for sign in [0u32, 0x8000_0000] {
            for exp in [0u32, 1, 2, 127, 254, 255] {
                for mant in [0u32, 1, 0x40_0000, 0x7f_ffff, 0x12_3456] {
                    let b = sign | exp << 23 | mant;
                    let want = if exp == 0 { sign } else { b };
                    assert_eq!(flush(b), want, "{b:#010x}");
                }
            }
        }
    }

    /// On sources without denormals, the dots that skip flushing them give
    /// what the flushing ones give (partial sums and products still
    /// flushed).
    #[test]
    fn clean_dots_are_the_flushing_dots_on_clean_sources() {
        let vals = [
            0.0f32,
            -0.0,
            1.0,
            -1.5,
            1.2e-38,
            -1.19e-38,
            3e38,
            1e-20,
            f32::NAN,
        ];
        let rows: Vec<[u32; 8]> = (0..8)
            .map(|k| std::array::from_fn(|i| vals[(k * 3 + i * 5) % vals.len()].to_bits()))
            .collect();
        let r = |i: usize| &rows[i];
        let (a, b) = ([r(0), r(1), r(2), r(3)], [r(4), r(5), r(6), r(7)]);
        for n in 1..=4 {
            let (mut x, mut y) = ([0u32; 8], [0u32; 8]);
            batch_dot(n, a, b, false, &mut x);
            batch_dot(n, a, b, true, &mut y);
            assert_eq!(x, y, "dot{n}");
            let k = rows[5].first_chunk::<4>().copied().unwrap();
            batch_dot_splat(n, a, k, false, &mut x);
            batch_dot_splat(n, a, k, true, &mut y);
            assert_eq!(x, y, "dot{n} by a constant");
        }
    }

    #[test]
    fn dot_steps_flush_denormals_and_quiet_nans() {
        // A denormal product (1e-40) counts as 0.
        let x = 1.2e-38f32;
        assert_eq!(
            both([1e-20, 1.0, 0.0, 0.0], [1e-20, x, 0.0, 0.0]),
            (x.to_bits(), x.to_bits())
        );
        // A denormal partial sum (1.2e-38 - 1.19e-38) counts as 0.
        let y = 1.18e-38f32;
        assert_eq!(
            both([1.2e-38, 1.0, 1.0, 0.0], [1.0, -1.19e-38, y, 0.0]),
            (y.to_bits(), y.to_bits())
        );
        // A signalling NaN's payload is not kept.
        let nan = f32::from_bits(0x7f80_0001);
        assert_eq!(
            both([nan, 1.0, 1.0, 1.0], [1.0; 4]),
            (0x7fc0_0000, 0x7fc0_0000)
        );
        // A denormal source counts as 0: 1e-39 * 1e30 would be 1e-9.
        assert_eq!(both([1e-39, 0.0, 0.0, 0.0], [1e30, 0.0, 0.0, 0.0]), (0, 0));
    }
}
