//! Where inside a pixel its inputs are evaluated (D3D11.3 functional spec
//! §3.5.5 centroid, §16.4 interpolation modes, §16.5 pull-model
//! evaluation): at the centre, at the centroid of the covered samples, at
//! a sample of the standard pattern, or at an offset a shader asks for.
//!
//! The input gives each pixel's values at its centre. Away from the centre
//! a grid's inputs are its bilinear interpolation evaluated at the point
//! itself; a pixel list's are extended along the plane through its quad
//! (the value plus the fine x and y differences of the quad times the
//! offset), which is exact for attributes linear across the quad.

use crate::run::json::Grid;
use std::collections::BTreeMap;
use std::rc::Rc;

/// A grid's corner values by input register, and its depth corners.
#[derive(Debug, Default)]
pub struct Corners {
    pub width: u32,
    pub height: u32,
    pub regs: BTreeMap<usize, [[f32; 4]; 4]>,
    pub depth: Option<[f32; 4]>,
}

impl Corners {
    /// The grid's corners, by register number (names were checked when
    /// the grid was read; non-`v#` names are left out).
    pub fn of(g: &Grid) -> Corners {
        Corners {
            width: g.width,
            height: g.height,
            regs: g
                .inputs
                .iter()
                .filter_map(|(k, c)| Some((k.strip_prefix('v')?.parse().ok()?, *c)))
                .collect(),
            depth: g.depth,
        }
    }

    /// Bilinear interpolation of corners `c` at grid point (`x`, `y`) in
    /// pixels (the same arithmetic as at pixel centres).
    fn at(&self, c: &[[f32; 4]; 4], x: f32, y: f32) -> [f32; 4] {
        let u = x / self.width as f32;
        let v = y / self.height as f32;
        std::array::from_fn(|i| {
            let top = c[0][i] * (1.0 - u) + c[1][i] * u;
            let bottom = c[2][i] * (1.0 - u) + c[3][i] * u;
            top * (1.0 - v) + bottom * v
        })
    }

    /// The rasterizer depth at grid point (`x`, `y`), 0 without corners.
    pub fn depth_at(&self, x: f32, y: f32) -> f32 {
        match self.depth {
            Some(d) => self.at(&d.map(|z| [z, 0.0, 0.0, 0.0]), x, y)[0],
            None => 0.0,
        }
    }
}

/// How one pixel's inputs vary away from its centre.
#[derive(Clone, Debug)]
pub enum Plane {
    /// A list's pixel: per register (the last slot is the rasterizer
    /// depth), the fine differences to the right and downwards in its quad.
    Quad {
        ddx: Vec<[f32; 4]>,
        ddy: Vec<[f32; 4]>,
    },
    /// A grid's pixel at (`x`, `y`).
    Grid { c: Rc<Corners>, x: i64, y: i64 },
    /// A pixel at (`x`, `y`) of a primitive a rasterizer set up.
    Drawn {
        a: Rc<dyn Attributes>,
        x: i64,
        y: i64,
    },
}

/// A rasterized primitive's inputs anywhere in the render target: what a
/// rasterizer gives the pixel shader for pull-model evaluation.
pub trait Attributes: std::fmt::Debug {
    /// Input register `reg` at render-target point (`x`, `y`) (pixels, the
    /// target's top-left corner at 0, 0); `base` is its value at the
    /// pixel's centre (kept where the register does not vary).
    fn at(&self, reg: usize, base: [u32; 4], x: f32, y: f32) -> [u32; 4];
    /// The rasterizer depth at (`x`, `y`).
    fn depth(&self, x: f32, y: f32) -> f32;
}

impl Plane {
    /// The planes of a quad of register files (each with the depth in its
    /// last slot): member k's differences along its own row and column.
    pub fn of_quad(files: &[Vec<[u32; 4]>]) -> Vec<Plane> {
        let f = |k: usize, r: usize, c: usize| f32::from_bits(files[k][r][c]);
        (0..4)
            .map(|k| {
                let (l, rt) = crate::run::pixel_quads::neighbours(k, true, true);
                let (t, b) = crate::run::pixel_quads::neighbours(k, false, true);
                let n = files[k].len();
                Plane::Quad {
                    ddx: (0..n)
                        .map(|r| std::array::from_fn(|c| f(rt, r, c) - f(l, r, c)))
                        .collect(),
                    ddy: (0..n)
                        .map(|r| std::array::from_fn(|c| f(b, r, c) - f(t, r, c)))
                        .collect(),
                }
            })
            .collect()
    }

    /// Register `reg`, whose value at the centre is `base`, at offset
    /// `off` (pixels, x right, y down) from the centre. `position` marks
    /// the position register (on a grid that does not give it: x, y from
    /// the pixel, z the depth, w 1).
    pub fn eval(&self, reg: usize, base: [u32; 4], off: [f32; 2], position: bool) -> [u32; 4] {
        if off == [0.0, 0.0] {
            return base;
        }
        match self {
            Plane::Quad { ddx, ddy } => {
                let (Some(dx), Some(dy)) = (ddx.get(reg), ddy.get(reg)) else {
                    return base;
                };
                std::array::from_fn(|c| {
                    (f32::from_bits(base[c]) + dx[c] * off[0] + dy[c] * off[1]).to_bits()
                })
            }
            Plane::Grid { c, x, y } => {
                let (px, py) = (*x as f32 + 0.5 + off[0], *y as f32 + 0.5 + off[1]);
                match c.regs.get(&reg) {
                    Some(corners) => c.at(corners, px, py).map(f32::to_bits),
                    None if position => [
                        px.to_bits(),
                        py.to_bits(),
                        c.depth_at(px, py).to_bits(),
                        1f32.to_bits(),
                    ],
                    None => base,
                }
            }
            Plane::Drawn { a, x, y } => a.at(
                reg,
                base,
                *x as f32 + 0.5 + off[0],
                *y as f32 + 0.5 + off[1],
            ),
        }
    }
}

impl Plane {
    /// The rasterizer depth at offset `off`, `base` being the depth at the
    /// centre (a list's file keeps it in its last slot).
    pub fn depth(&self, base: f32, off: [f32; 2]) -> f32 {
        if off == [0.0, 0.0] {
            return base;
        }
        match self {
            Plane::Quad { ddx, ddy } => match (ddx.last(), ddy.last()) {
                (Some(dx), Some(dy)) => base + dx[0] * off[0] + dy[0] * off[1],
                _ => base,
            },
            Plane::Grid { c, x, y } => {
                c.depth_at(*x as f32 + 0.5 + off[0], *y as f32 + 0.5 + off[1])
            }
            Plane::Drawn { a, x, y } => a.depth(*x as f32 + 0.5 + off[0], *y as f32 + 0.5 + off[1]),
        }
    }
}

/// The centroid of a pixel's coverage (§3.5.5) as an offset from its
/// centre: the centre when every sample is covered, else the first covered
/// sample in increasing index (coverage after the SampleMask); with no
/// sample covered (a helper pixel), the first sample of the SampleMask
/// when it leaves some out, else the centre.
pub fn centroid_offset(samples: u32, coverage: u32, sample_mask: u32) -> [f32; 2] {
    let all = crate::run::json::full_coverage(samples);
    let mask = sample_mask & all;
    let cov = coverage & mask;
    let first = |m: u32| super::msaa::position(samples, m.trailing_zeros()).unwrap_or([0.0; 2]);
    if cov == all {
        [0.0; 2]
    } else if cov != 0 {
        first(cov)
    } else if mask != all && mask != 0 {
        first(mask)
    } else {
        [0.0; 2]
    }
}

/// `eval_snapped`'s offset: the low 4 bits of x and y, signed, in 1/16
/// pixel (the instruction's table: 1000 is −0.5, 0111 is 0.4375).
pub fn snapped(x: u32, y: u32) -> [f32; 2] {
    let s = |v: u32| (((v << 28) as i32) >> 28) as f32 / 16.0;
    [s(x), s(y)]
}

#[cfg(test)]
mod tests {
    use super::*;

    // §3.5.5: all covered → centre; partial → first covered sample.
    #[test]
    fn centroid_rules() {
        assert_eq!(centroid_offset(4, 0xf, !0), [0.0, 0.0]);
        assert_eq!(centroid_offset(4, 0, !0), [0.0, 0.0]);
        // 4x pattern sample 1 is (6, -2)/16.
        assert_eq!(centroid_offset(4, 0b1010, !0), [0.375, -0.125]);
        assert_eq!(centroid_offset(1, 1, !0), [0.0, 0.0]);
        // The SampleMask: coverage after it; a helper's first masked sample.
        assert_eq!(centroid_offset(4, 0xf, 0b1010), [0.375, -0.125]);
        assert_eq!(centroid_offset(4, 0, 0b0100), [-0.375, 0.125]);
    }

    // eval_snapped's table: 1000 = -0.5, 1111 = -0.0625, 0111 = 0.4375;
    // other bits ignored.
    #[test]
    fn snapped_offsets() {
        assert_eq!(snapped(0b1000, 0b0111), [-0.5, 0.4375]);
        assert_eq!(snapped(0xffff_fff1, 0b1111), [0.0625, -0.0625]);
    }
}
