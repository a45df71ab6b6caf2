//! Moving registers between a batch's rows of lanes (one row per component,
//! `batch.rs`) and per-invocation registers (`[x, y, z, w]`), four lanes at
//! a time. Element by element each component is its own load and store at
//! a row's stride; a 4×4 transpose moves four registers with four loads,
//! four stores and eight shuffles (SSE2 on x86-64, every such CPU has it).
//! Used for vertex and pixel shaders' inputs and outputs (-30% of the
//! instructions spent moving them), and for a geometry shader's emitted
//! vertices when every lane made every emit (-7% of a geometry run's
//! instructions, its time within the machine's noise). A geometry shader's
//! inputs stay element by element: moved this way they measured no faster
//! in time or instructions (its time goes to reading nested input vectors
//! and writing fresh output memory).

use super::lanes::Lanes;

/// `m` with rows and columns exchanged.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub fn t4(m: [[u32; 4]; 4]) -> [[u32; 4]; 4] {
    use safe_arch::{
        m128i, unpack_high_i32_m128i as hi32, unpack_high_i64_m128i as hi64,
        unpack_low_i32_m128i as lo32, unpack_low_i64_m128i as lo64,
    };
    let [a, b, c, d] = m.map(m128i::from);
    let (ab0, ab1, cd0, cd1) = (lo32(a, b), hi32(a, b), lo32(c, d), hi32(c, d));
    [
        lo64(ab0, cd0),
        hi64(ab0, cd0),
        lo64(ab1, cd1),
        hi64(ab1, cd1),
    ]
    .map(<[u32; 4]>::from)
}

/// `m` with rows and columns exchanged.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub fn t4(m: [[u32; 4]; 4]) -> [[u32; 4]; 4] {
    plain(m)
}

/// [`t4`] by indexing: other processors' version, and the SSE2 version's
/// reference in the tests.
#[cfg(any(test, not(target_arch = "x86_64")))]
fn plain(m: [[u32; 4]; 4]) -> [[u32; 4]; 4] {
    std::array::from_fn(|j| std::array::from_fn(|c| m[c][j]))
}

/// The register held in rows `quad` (x, y, z, w) of lanes `lane..lane + 4`,
/// a lane each.
#[inline(always)]
pub fn lanes_out<const L: usize>(quad: &[[u32; L]; 4], lane: usize) -> [[u32; 4]; 4] {
    t4(quad
        .each_ref()
        .map(|row| row[lane..lane + 4].try_into().unwrap()))
}

/// Sets the register held in rows `quad` of lanes `lane..lane + 4` to `v`,
/// a lane each.
#[inline(always)]
pub fn lanes_in(quad: &mut [Lanes; 4], lane: usize, v: [[u32; 4]; 4]) {
    for (row, c) in quad.iter_mut().zip(t4(v)) {
        row[lane..lane + 4].copy_from_slice(&c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::sm4::lanes::LANES;

    /// A value that names its row and lane.
    fn at(row: usize, lane: usize) -> u32 {
        (row * 1000 + lane) as u32
    }

    #[test]
    fn transpose_exchanges_rows_and_columns() {
        let m: [[u32; 4]; 4] = std::array::from_fn(|r| std::array::from_fn(|c| at(r, c)));
        let t = t4(m);
        for r in 0..4 {
            for c in 0..4 {
                assert_eq!(t[c][r], m[r][c]);
            }
        }
        assert_eq!(t4(t), m);
        assert_eq!(plain(m), t);
    }

    #[test]
    fn lanes_in_and_out_match_element_by_element() {
        let quad: [Lanes; 4] = std::array::from_fn(|c| std::array::from_fn(|l| at(c, l)));
        for lane in (0..LANES).step_by(4) {
            let regs = lanes_out(&quad, lane);
            for (j, reg) in regs.iter().enumerate() {
                assert_eq!(*reg, std::array::from_fn(|c| quad[c][lane + j]));
            }
            let mut back = [[0; LANES]; 4];
            lanes_in(&mut back, lane, regs);
            for (c, row) in back.iter().enumerate() {
                for (l, v) in row.iter().enumerate() {
                    let want = if (lane..lane + 4).contains(&l) {
                        at(c, l)
                    } else {
                        0
                    };
                    assert_eq!(*v, want, "row {c} lane {l}");
                }
            }
        }
    }
}
