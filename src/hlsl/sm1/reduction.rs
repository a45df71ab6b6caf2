//! The compiler's range reduction before `sincos`, recognized so that the
//! HLSL says `sin(x)` of the value before it.

use super::statement::Context;
use crate::sm1::ir::{Instruction, SrcOperand};
use crate::sm1::table::{op, reg, SrcMod};

/// The last instruction before `end` (back to the start of its
/// straight-line code) that writes component `c` of register `r`.
fn last_writer(
    code: &[&Instruction],
    end: usize,
    r: crate::sm1::ir::Register,
    c: usize,
) -> Option<usize> {
    for k in (0..end).rev() {
        let ins = code[k];
        if crate::sm1::table::lookup(ins.opcode)
            .is_some_and(|row| row.semantics == crate::sm1::table::Semantics::Jump)
        {
            return None;
        }
        if let Some(d) = &ins.dst {
            if d.reg == r && d.mask & (1 << c) != 0 {
                return Some(k);
            }
        }
    }
    None
}

/// Whether the `sincos` at `i` takes a value saturated just before (in
/// [0, 1]: the compiler knows it needs no reduction).
pub(super) fn saturated(code: &[&Instruction], i: usize) -> bool {
    let Some((r, c)) = code[i].srcs.first().and_then(|s| component(s, 0)) else {
        return false;
    };
    last_writer(code, i, r, c).is_some_and(|k| {
        let w = code[k];
        w.predicate.is_none() && w.dst.is_some_and(|d| d.result_mod & 1 != 0)
    })
}

/// Source `s`'s component at destination position `c`, when it is a
/// plain register component.
fn component(s: &SrcOperand, c: usize) -> Option<(crate::sm1::ir::Register, usize)> {
    (s.modifier == SrcMod::NONE && s.relative.is_none())
        .then_some((s.reg, ((s.swizzle >> (2 * c)) & 3) as usize))
}

/// The compiler's range reduction before `sincos`: `mad t, x, 1/(2 pi),
/// 0.5`, `frc t, t`, `mad t, t, 2 pi, -pi`. When the argument of the
/// `sincos` at `i` was made so from `x`, and `x` is not written since,
/// this is `x`: the HLSL says `sin(x)`, and the compiler makes the same
/// three instructions again (given the reduced value, it would reduce it
/// once more and round differently). A `mad` by another constant `K` is
/// `sin(x * F)` with `K` folded from `F` ([`factor`]): the compiler
/// folds so only where it may reassociate, so not under `precise` (there
/// it multiplies by `F`, then by 1/(2 pi), and rounds twice).
pub(super) fn reduced_from(cx: &Context, code: &[&Instruction], i: usize) -> Option<Reduced> {
    reduction(cx, code, i).filter(|r| r.scale.is_none() || !cx.precise)
}

/// Whether the `sincos` at `i` is reduced from a scaled value, which has
/// no exact HLSL where the registers are `precise`.
pub(super) fn scaled_under_precise(cx: &Context, code: &[&Instruction], i: usize) -> bool {
    cx.precise && reduction(cx, code, i).is_some_and(|r| r.scale.is_some())
}

/// The reduction before the `sincos` at `i`, scaled or not.
fn reduction(cx: &Context, code: &[&Instruction], i: usize) -> Option<Reduced> {
    let plain = |ins: &Instruction| {
        ins.predicate.is_none()
            && ins
                .dst
                .is_some_and(|d| d.result_mod & 1 == 0 && d.shift == 0)
    };
    // A defined constant's bits.
    let def = |s: &SrcOperand, c: usize| {
        (s.modifier == SrcMod::NONE && s.reg.ty == reg::CONST)
            .then(|| cx.defs.get(&s.reg.num))
            .flatten()
            .map(|v| v[((s.swizzle >> (2 * c)) & 3) as usize].to_bits())
    };
    // A defined constant, or a temp a plain `mov` filled from one (ps_2_x
    // reads one constant an instruction: the compiler moves the other).
    let constant = |k: usize, s: &SrcOperand, c: usize| {
        if let Some(bits) = def(s, c) {
            return Some(bits);
        }
        let (r, rc) = component(s, c).filter(|(r, _)| r.ty == reg::TEMP)?;
        let m = code[last_writer(code, k, r, rc)?];
        (m.opcode == op::MOV && plain(m))
            .then(|| m.srcs.first().and_then(|src| def(src, rc)))
            .flatten()
    };
    let is_at = |k: usize, s: &SrcOperand, c: usize, bits: u32| constant(k, s, c) == Some(bits);
    let (r, c) = component(code[i].srcs.first()?, 0)?;
    let k3 = last_writer(code, i, r, c)?;
    let m3 = code[k3];
    if m3.opcode != op::MAD || !plain(m3) {
        return None;
    }
    if m3.srcs.len() != 3
        || !is_at(k3, &m3.srcs[1], c, 0x40c9_0fdb)
        || !is_at(k3, &m3.srcs[2], c, 0xc049_0fdb)
    {
        return None;
    }
    let (r2, c2) = component(&m3.srcs[0], c)?;
    let k2 = last_writer(code, k3, r2, c2)?;
    let f = code[k2];
    if f.opcode != op::FRC || !plain(f) {
        return None;
    }
    let (r1, c1) = component(f.srcs.first()?, c2)?;
    let k1 = last_writer(code, k2, r1, c1)?;
    let m1 = code[k1];
    if m1.opcode != op::MAD || !plain(m1) {
        return None;
    }
    if m1.srcs.len() != 3 || !is_at(k1, &m1.srcs[2], c1, 0x3f00_0000) {
        return None;
    }
    // x times 1/(2 pi), in either order; or times another constant K,
    // which the compiler folded from `sin(x * F)` (K = F / (2 pi)).
    let (x, scale) = if is_at(k1, &m1.srcs[1], c1, INV_TWO_PI) {
        (m1.srcs[0], None)
    } else if is_at(k1, &m1.srcs[0], c1, INV_TWO_PI) {
        (m1.srcs[1], None)
    } else if let Some(f) = constant(k1, &m1.srcs[1], c1).and_then(factor) {
        (m1.srcs[0], Some(f))
    } else if let Some(f) = constant(k1, &m1.srcs[0], c1).and_then(factor) {
        (m1.srcs[1], Some(f))
    } else {
        return None;
    };
    let (rx, cx_) = (x.reg, ((x.swizzle >> (2 * c1)) & 3) as usize);
    if x.relative.is_some() {
        return None;
    }
    // Written since (the reduction often reuses its register): its value
    // is kept where the reduction reads it, in straight-line code.
    let saved_at = last_writer(code, i, rx, cx_)
        .is_some_and(|w| w >= k1)
        .then_some(k1);
    if saved_at.is_some() && !straight(code, k1..i) {
        return None;
    }
    // The value at position 0 of the `sincos` source.
    let mut one = x;
    let sel = (x.swizzle >> (2 * c1)) & 3;
    one.swizzle = sel * 0x55;
    Some(Reduced {
        x: one,
        scale,
        saved_at,
    })
}

/// The value a reduction before `sincos` started from: `x`, read where
/// the `sincos` is, or where the reduction begins (`saved_at`) when `x`
/// is written in between.
#[derive(Clone, Copy, Debug)]
pub(super) struct Reduced {
    /// The value (component 0).
    pub x: SrcOperand,
    /// The factor `x` is multiplied by before the reduction, when the
    /// compiler folded one into it.
    pub scale: Option<f32>,
    /// The reduction's first instruction, where `x` must be kept.
    pub saved_at: Option<usize>,
}

/// 1/(2 pi) as a float's bits: the factor of the compiler's reduction.
const INV_TWO_PI: u32 = 0x3e22_f983;

/// The float `F` whose product with the reduction's 1/(2 pi) the
/// compiler folds to the constant whose bits are `k`, when one does:
/// `sin(x * F)` compiles to `mad t, x, K, 0.5`. The compiler divides `F`
/// by 2 pi in double precision and rounds once to a float
/// (`tests/corpus/oracle/compiler/sincos_scale`); not every `K` is such
/// a quotient.
pub(super) fn factor(k: u32) -> Option<f32> {
    let k = f32::from_bits(k);
    if !k.is_finite() || k == 0.0 {
        return None;
    }
    let two_pi = std::f64::consts::TAU;
    let first = (f64::from(k) * two_pi) as f32;
    let folds = |f: f32| f.is_finite() && (f64::from(f) / two_pi) as f32 == k;
    // The nearest floats first, one unit in the last place apart.
    (0..8i32)
        .flat_map(|d| [d, -d])
        .map(|d| f32::from_bits(first.to_bits().wrapping_add_signed(d)))
        .find(|&f| folds(f))
}

/// Whether `range` holds no flow control (one block: a variable declared
/// at its start is seen at its end).
fn straight(code: &[&Instruction], range: std::ops::Range<usize>) -> bool {
    code[range].iter().all(|ins| {
        crate::sm1::table::lookup(ins.opcode)
            .is_some_and(|row| row.semantics != crate::sm1::table::Semantics::Jump)
    })
}
