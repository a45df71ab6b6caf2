//! Constant rows: a constant source (a cb register, an immediate) read in
//! place from a row of the register file that holds its value in every
//! lane, filled once per file, instead of spread over a scratch row at
//! every read.
//!
//! Spreading a constant at each read cost a loop per component (6% of a
//! compute run's instructions), and the kernel that read the row next
//! waited on those stores (two narrow stores under one wide load cannot be
//! forwarded): the kernels' slowest loads.

use super::code::{BOp, BSrc, Loc};

/// Most constant rows a batch holds (a value each, 64 KB); constants past
/// them are spread at each read as before.
const MOST: usize = 256;

/// Turns the constant sources that are read in place where they can be
/// (lane-wise sources, buffer addresses and stored values) into reads of
/// constant rows from flat row `base` on; gives the rows' values. A dot
/// with a constant first source and a register second takes them the
/// other way round, so that the constant is the one kept out of a column
/// (the products are the same: multiplication commutes, and a NaN comes
/// out as the one quiet NaN whichever operand carried it).
pub(super) fn place(ops: &mut [BOp], base: usize) -> Vec<u32> {
    let mut values = Vec::new();
    for op in ops.iter_mut() {
        match op {
            BOp::Lane { src, .. } => {
                for s in src {
                    to_rows(s, base, &mut values);
                }
            }
            BOp::Dot { a, b, .. }
                if matches!(a.loc, Loc::Splat(_)) && !matches!(b.loc, Loc::Splat(_)) =>
            {
                std::mem::swap(a, b);
            }
            BOp::LoadWords { a0, a1, .. } => {
                to_rows(a0, base, &mut values);
                if let Some(a1) = a1 {
                    to_rows(a1, base, &mut values);
                }
            }
            BOp::Store {
                typed: false,
                a0,
                a1,
                val,
                ..
            } => {
                for s in [Some(a0), a1.as_mut(), Some(val)].into_iter().flatten() {
                    to_rows(s, base, &mut values);
                }
            }
            _ => {}
        }
    }
    values
}

/// `s`, when a constant, as a read of the rows of its components' values
/// (added to `values` when new); left a constant when they do not fit.
fn to_rows(s: &mut BSrc, base: usize, values: &mut Vec<u32>) {
    let Loc::Splat(v) = &s.loc else { return };
    let mut offsets = [0u8; 4];
    for (k, at) in offsets.iter_mut().enumerate() {
        let x = v[s.swz[k] as usize];
        let i = match values.iter().position(|y| *y == x) {
            Some(i) => i,
            None if values.len() < MOST => {
                values.push(x);
                values.len() - 1
            }
            None => return,
        };
        *at = u8::try_from(i).expect("at most 256 rows");
    }
    // Already selected, modified and flushed: the row is read as it is.
    s.loc = Loc::Reg(base);
    s.swz = offsets;
}
