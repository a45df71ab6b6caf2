//! Temps that never hold a denormal ("clean"), so that a float source of
//! one needs no flush: it is read in its own row (kind `c`) where flushing
//! copied it first (-18% of a pixel run's instructions, -9% of a
//! geometry run's).
//!
//! Found over the whole program, not along its paths: a temp component is
//! clean when every step that writes it writes a clean value, given that
//! the components marked clean are. Temps start clean (zero, or the last
//! batch's value of a component written before it is read), so by
//! induction over the steps run, whatever their path (loops, calls, lanes
//! that part), a component marked clean is clean at every step.
//!
//! Clean values: a float result (made through `alu::fb`, which flushes)
//! or a comparison's 0 or all ones; saturated, a clean value stays clean;
//! `mov`, `movc` copy their sources' bits, clean when those are (a sign
//! modifier keeps a value clean). Anything else (integer results, loads,
//! samples, derivatives) is taken as not clean.

use super::code::{BDst, BOp, BSrc, Loc};
use crate::run::sm4::alu;
use crate::sm4::ir::Modifier;
use crate::sm4::table::Opcode;

/// The kind letter of a float source whose rows are all clean: read as it
/// is, without a flush ([`super::modify`] flushes only `f`).
pub(super) const CLEAN: u8 = b'c';

/// Marks the float sources of `ops` that read only clean temp rows
/// (`temps`: the temps' flat rows; `regs`: all the rows) as [`CLEAN`].
pub(super) fn mark(ops: &mut [BOp], temps: std::ops::Range<usize>, regs: usize) {
    let clean = rows(ops, temps, regs);
    for op in ops.iter_mut() {
        for s in sources_mut(op) {
            if s.kind == b'f' && reads_clean(s, &clean) {
                s.kind = CLEAN;
            }
        }
    }
}

/// Per flat row, whether it is clean: the temps start so, and lose it at
/// any write of a value that may not be, until no more do. A chain of
/// copies loses it a link per round: past [`ROUNDS`] every row is taken
/// as not clean (sound, and bounded on any program).
fn rows(ops: &[BOp], temps: std::ops::Range<usize>, regs: usize) -> Vec<bool> {
    let mut clean = vec![false; regs];
    for c in clean.get_mut(temps.clone()).into_iter().flatten() {
        *c = true;
    }
    let mut lose = vec![false; regs];
    for _ in 0..ROUNDS {
        for op in ops {
            writes(op, &clean, &temps, |row, ok| {
                if let Some(l) = lose.get_mut(row).filter(|_| !ok) {
                    *l = true;
                }
            });
        }
        let mut changed = false;
        for (c, l) in clean.iter_mut().zip(&mut lose) {
            if *l && *c {
                *c = false;
                changed = true;
            }
            *l = false;
        }
        if !changed {
            return clean;
        }
    }
    vec![false; regs]
}

/// Rounds of [`rows`] before it gives up.
const ROUNDS: usize = 16;

/// Whether component `c` of `s` (its swizzled row, or its constant) is
/// clean.
fn component_clean(s: &BSrc, c: usize, clean: &[bool]) -> bool {
    // An integer negation or absolute value can make any bits.
    if matches!(s.kind, b'i' | b'u') && s.modifier != Modifier::None {
        return false;
    }
    let k = s.swz[c] as usize;
    match &s.loc {
        Loc::Reg(base) => clean.get(base + k).copied().unwrap_or(false),
        Loc::Splat(v) => alu::flush(v[k]) == v[k],
        _ => false,
    }
}

/// Whether `s` reads registers, all four of its components clean.
fn reads_clean(s: &BSrc, clean: &[bool]) -> bool {
    matches!(s.loc, Loc::Reg(_)) && (0..4).all(|c| component_clean(s, c, clean))
}

/// Calls `f(row, clean)` for each temp row (of `temps`) step `op` may
/// write, with whether the value it writes there is clean given `clean`.
fn writes(
    op: &BOp,
    clean: &[bool],
    temps: &std::ops::Range<usize>,
    mut f: impl FnMut(usize, bool),
) {
    let mut dst = |d: &BDst, value: &dyn Fn(usize) -> bool| match (&d.rel, d.base) {
        // An indexed write may reach any row of its array (an indexable
        // temp's, past the temps: none of theirs).
        (
            Some(Loc::RelReg {
                base, n, stride, ..
            }),
            _,
        ) => {
            let end = n.saturating_mul(*stride).saturating_add(base + 4);
            for row in (*base).max(temps.start)..end.min(temps.end) {
                f(row, false);
            }
        }
        // (No other relative destination is made; were one, any temp.)
        (Some(_), _) => temps.clone().for_each(|row| f(row, false)),
        (None, Some(base)) => {
            for c in (0..4).filter(|c| d.mask & (1 << c) != 0) {
                f(base + c, value(c));
            }
        }
        (None, None) => {}
    };
    match op {
        BOp::Lane {
            op, dst: d, src, ..
        } => match op {
            Opcode::Mov => dst(d, &|c| component_clean(&src[0], c, clean)),
            Opcode::Movc => dst(d, &|c| {
                component_clean(&src[1], c, clean) && component_clean(&src[2], c, clean)
            }),
            op => {
                let ok = alu::result_flushed(*op);
                dst(d, &|_| ok)
            }
        },
        BOp::Dot { dst: d, .. } => dst(d, &|_| true),
        BOp::Two { op, d0, d1, .. } => {
            let ok = *op == Opcode::Sincos;
            dst(d0, &|_| ok);
            dst(d1, &|_| ok);
        }
        BOp::Deriv { dst: d, .. } | BOp::Sample { dst: d, .. } | BOp::LoadWords { dst: d, .. } => {
            dst(d, &|_| false)
        }
        BOp::Skip
        | BOp::Nop
        | BOp::If { .. }
        | BOp::Else { .. }
        | BOp::EndIf
        | BOp::Loop { .. }
        | BOp::EndLoop
        | BOp::Branch { .. }
        | BOp::Call { .. }
        | BOp::Switch { .. }
        | BOp::Case
        | BOp::EndSwitch
        | BOp::Stream { .. }
        | BOp::Discard { .. }
        | BOp::Store { .. } => {}
    }
}

/// The sources of step `op` read with their kind (an index inside a
/// relative source is read as an integer, and left alone).
fn sources_mut(op: &mut BOp) -> Vec<&mut BSrc> {
    match op {
        BOp::Lane { src, .. } | BOp::Two { src, .. } => src.iter_mut().collect(),
        BOp::Dot { a, b, .. } => vec![a, b],
        BOp::Deriv { src, .. } => vec![src],
        BOp::Sample { coord, a4, a5, .. } => {
            let mut v = vec![coord];
            v.extend(a4.as_mut());
            v.extend(a5.as_mut());
            v
        }
        BOp::If { cond, .. } | BOp::Discard { cond, .. } => vec![cond],
        BOp::Switch { sel, .. } => vec![sel],
        BOp::Branch { cond, .. } | BOp::Call { cond, .. } => {
            cond.as_mut().map(|(c, _)| c).into_iter().collect()
        }
        BOp::LoadWords { a0, a1, .. } => {
            let mut v = vec![a0];
            v.extend(a1.as_mut());
            v
        }
        BOp::Store { a0, a1, val, .. } => {
            let mut v = vec![a0, val];
            v.extend(a1.as_mut());
            v
        }
        BOp::Skip
        | BOp::Nop
        | BOp::Else { .. }
        | BOp::EndIf
        | BOp::Loop { .. }
        | BOp::EndLoop
        | BOp::Case
        | BOp::EndSwitch
        | BOp::Stream { .. } => Vec::new(),
    }
}
