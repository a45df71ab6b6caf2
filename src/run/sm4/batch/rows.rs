//! Whole rows written outside the kernels (a step's results into their
//! registers, saturated; a source flushed or modified into a column) with
//! the kernels' vector width: a row written in narrower pieces and read
//! next by a kernel's wider loads stalls those loads (narrower stores
//! cannot be forwarded to a wider load). Against the baseline loops: 2-3%
//! fewer instructions, vertex batches a few percent faster in pairs.

use super::code::modify as modify_one;
use crate::run::sm4::alu;
use crate::run::sm4::lanes::Lanes;
use crate::sm4::ir::Modifier;

/// `*to = *from`.
#[multiversion::multiversion(targets("x86_64+avx2"))]
pub(super) fn copy(to: &mut Lanes, from: &Lanes) {
    to.copy_from_slice(from);
}

/// `from`'s lanes of `lanes` (a bit per lane), `to`'s own in the others:
/// through a select per lane (all ones or zero), made here, which
/// vectorizes where a test per lane does not.
#[multiversion::multiversion(targets("x86_64+avx2"))]
pub(super) fn blend(to: &mut Lanes, from: &Lanes, lanes: u64) {
    for (i, (x, r)) in to.iter_mut().zip(from).enumerate() {
        let s = 0u32.wrapping_sub((lanes >> i) as u32 & 1);
        *x = (*x & !s) | (r & s);
    }
}

/// `row` saturated in place (`_sat`).
#[multiversion::multiversion(targets("x86_64+avx2"))]
pub(super) fn saturate(row: &mut Lanes) {
    for x in row.iter_mut() {
        *x = alu::saturate(*x);
    }
}

/// `from` with denormals flushed.
#[multiversion::multiversion(targets("x86_64+avx2"))]
pub(super) fn flush(to: &mut Lanes, from: &Lanes) {
    for (o, x) in to.iter_mut().zip(from) {
        *o = alu::flush(*x);
    }
}

/// [`super::modify`] on every lane of `from`: a loop per modifier and
/// kind, chosen once (a choice per lane, when the compiler left it there,
/// was eight times the loop).
#[multiversion::multiversion(targets("x86_64+avx2"))]
pub(super) fn modify(to: &mut Lanes, from: &Lanes, m: Modifier, kind: u8) {
    fn each(to: &mut Lanes, from: &Lanes, f: impl Fn(u32) -> u32) {
        for (o, x) in to.iter_mut().zip(from) {
            *o = f(*x);
        }
    }
    macro_rules! by_kind {
        ($m:expr) => {
            match kind {
                b'f' => each(to, from, |v| modify_one(v, $m, b'f')),
                b'i' | b'u' => each(to, from, |v| modify_one(v, $m, b'i')),
                _ => each(to, from, |v| modify_one(v, $m, 0)),
            }
        };
    }
    match m {
        Modifier::None => by_kind!(Modifier::None),
        Modifier::Neg => by_kind!(Modifier::Neg),
        Modifier::Abs => by_kind!(Modifier::Abs),
        Modifier::AbsNeg => by_kind!(Modifier::AbsNeg),
    }
}
