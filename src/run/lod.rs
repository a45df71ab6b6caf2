//! Level of detail and mip-level choice, as the Direct3D 11.3 functional
//! spec gives them (§7.18.10 "Mipmap Selection", §7.18.11 "LOD
//! Calculations"): derivatives scaled to texels (cubes moved to the major
//! face first), the ideal orthogonal Jacobian of [Heckbert 89] where it
//! applies, isotropic or anisotropic LOD, then the sampler's bias and
//! clamps, then one level (point mip) or two with weights (linear mip).

use super::mem::{Resource, Sampler};
use crate::sm4::fields::ResourceDim;

/// Where an instruction's level of detail comes from.
#[derive(Clone, Copy, Debug)]
pub enum LodFrom {
    /// Derivatives of the coordinates along x and y, in normalized space
    /// (`sample` and `sample_b` from the quad, `sample_d` given). Outside
    /// a pixel shader's quad they are 0.
    Derivs([f32; 3], [f32; 3]),
    /// A level given directly (`sample_l`; `sample_c_lz`'s 0): isotropic.
    Level(f32),
}

/// The anisotropic footprint: the ratio (at least 1) and the unit line
/// direction in level-0 texels, with the major axis's length.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Aniso {
    pub ratio: f32,
    pub dir: [f32; 2],
    pub length: f32,
}

/// A computed level of detail, before the sampler's bias and clamps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lod {
    pub lod: f32,
    pub aniso: Option<Aniso>,
}

fn dot(a: [f32; 3], b: [f32; 3]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

/// A cube coordinate's major axis (z, then y, then x win ties) and the
/// face's (s, t) axes with their signs (the texture-cube face table).
fn cube_axes(tc: [f32; 3]) -> (usize, [(usize, f32); 2]) {
    let a = tc.map(f32::abs);
    if a[2] >= a[0] && a[2] >= a[1] {
        let s = if tc[2] >= 0.0 { 1.0 } else { -1.0 };
        (2, [(0, s), (1, -1.0)])
    } else if a[1] >= a[0] {
        let t = if tc[1] >= 0.0 { 1.0 } else { -1.0 };
        (1, [(0, 1.0), (2, t)])
    } else {
        let s = if tc[0] >= 0.0 { -1.0 } else { 1.0 };
        (0, [(2, s), (1, -1.0)])
    }
}

/// Derivatives on a cube's major face (§7.18.11): with `AxisMajor` = |TC
/// major|, dX.uv = (AxisMajor·dX'.uv − TC'.uv·dX.major) / AxisMajor².
fn cube_derivs(tc: [f32; 3], dx: [f32; 3], dy: [f32; 3]) -> ([f32; 3], [f32; 3]) {
    let (major, st) = cube_axes(tc);
    let am = tc[major].abs();
    let tcp = st.map(|(i, sg)| tc[i] * sg);
    let conv = |d: [f32; 3]| -> [f32; 3] {
        // The major component's sign follows the face (+ or −).
        let dm = d[major] * tc[major].signum();
        let dp = st.map(|(i, sg)| d[i] * sg);
        [
            (am * dp[0] - tcp[0] * dm) / (am * am),
            (am * dp[1] - tcp[1] * dm) / (am * am),
            0.0,
        ]
    };
    (conv(dx), conv(dy))
}

/// The texel-space scale of each derivative component: the filtered axes'
/// sizes at level 0 (a cube: half its side, as its face coordinates span
/// −1..1), 0 for axes the texture does not filter (the array axis).
fn scale(r: &Resource) -> [f32; 3] {
    let (w, h, d) = (r.width as f32, r.height as f32, r.depth as f32);
    match r.decl.dim {
        ResourceDim::TEXTURE1D | ResourceDim::TEXTURE1DARRAY => [w, 0.0, 0.0],
        ResourceDim::TEXTURE2D | ResourceDim::TEXTURE2DARRAY => [w, h, 0.0],
        ResourceDim::TEXTURE3D => [w, h, d],
        ResourceDim::TEXTURECUBE | ResourceDim::TEXTURECUBEARRAY => [0.5 * w, 0.5 * w, 0.0],
        _ => [0.0; 3],
    }
}

/// The reference rasterizer's reduction of 3D derivative vectors to two
/// 2D ones with the same lengths and inner angle (§7.18.11).
fn flatten(dx: [f32; 3], dy: [f32; 3]) -> ([f32; 2], [f32; 2]) {
    if dx[2] == 0.0 && dy[2] == 0.0 {
        return ([dx[0], dx[1]], [dy[0], dy[1]]);
    }
    let lx = dot(dx, dx).sqrt();
    let ortho = cross(dx, cross(dx, dy));
    let lo = dot(ortho, ortho).sqrt();
    if lx == 0.0 || lo == 0.0 || !lx.is_finite() || !lo.is_finite() {
        // Parallel or zero: only the lengths matter.
        return ([lx, 0.0], [dot(dy, dy).sqrt(), 0.0]);
    }
    ([lx, 0.0], [dot(dy, dx) / lx, dot(dy, ortho) / lo])
}

/// The ideal orthogonal Jacobian of [Heckbert 89] (§7.18.11), skipped in
/// the cases the spec lists (a zero or non-finite vector, parallel or
/// perpendicular vectors, a non-finite result).
fn jacobian(dx: [f32; 2], dy: [f32; 2]) -> ([f32; 2], [f32; 2]) {
    let all = [dx[0], dx[1], dy[0], dy[1]];
    let cross = dx[0] * dy[1] - dy[0] * dx[1];
    let dotp = dx[0] * dy[0] + dx[1] * dy[1];
    if all.iter().any(|v| !v.is_finite())
        || (dx[0] == 0.0 && dx[1] == 0.0)
        || (dy[0] == 0.0 && dy[1] == 0.0)
        || cross == 0.0
        || dotp == 0.0
    {
        return (dx, dy);
    }
    let a = dx[1] * dx[1] + dy[1] * dy[1];
    let b = -2.0 * (dx[0] * dx[1] + dy[0] * dy[1]);
    let c = dx[0] * dx[0] + dy[0] * dy[0];
    let f = cross * cross;
    let p = a - c;
    let q = a + c;
    let t = (p * p + b * b).sqrt();
    let sg = if b > 0.0 {
        1.0
    } else if b < 0.0 {
        -1.0
    } else {
        0.0
    };
    let nx = [
        (f * (t + p) / (t * (q + t))).sqrt(),
        (f * (t - p) / (t * (q + t))).sqrt() * sg,
    ];
    let ny = [
        (f * (t - p) / (t * (q - t))).sqrt() * -sg,
        (f * (t + p) / (t * (q - t))).sqrt(),
    ];
    if nx.iter().chain(ny.iter()).all(|v| v.is_finite()) {
        (nx, ny)
    } else {
        (dx, dy)
    }
}

/// The level of detail of a sample at `coord` (§7.18.11), before the
/// sampler's bias and clamps. Anisotropic only for 2D textures (and
/// arrays) with derivatives; `sample_l` and cubes are isotropic.
pub fn compute(r: &Resource, s: &Sampler, coord: [f32; 4], from: LodFrom) -> Lod {
    let (mut dx, mut dy) = match from {
        LodFrom::Level(l) => {
            return Lod {
                lod: l,
                aniso: None,
            }
        }
        LodFrom::Derivs(dx, dy) => (dx, dy),
    };
    let cube = matches!(
        r.decl.dim,
        ResourceDim::TEXTURECUBE | ResourceDim::TEXTURECUBEARRAY
    );
    if cube {
        (dx, dy) = cube_derivs([coord[0], coord[1], coord[2]], dx, dy);
    }
    let k = scale(r);
    for i in 0..3 {
        // An axis the texture does not filter is not looked at, even when
        // its derivative is not finite (a 2D sample's z, infinite in all
        // four pixels, differs by NaN).
        (dx[i], dy[i]) = if k[i] == 0.0 {
            (0.0, 0.0)
        } else {
            (dx[i] * k[i], dy[i] * k[i])
        };
    }
    let (dx, dy) = flatten(dx, dy);
    let (dx, dy) = jacobian(dx, dy);
    let anisotropic = s.anisotropic
        && matches!(
            r.decl.dim,
            ResourceDim::TEXTURE2D | ResourceDim::TEXTURE2DARRAY
        )
        && !cube;
    if !anisotropic {
        let lx = (dx[0] * dx[0] + dx[1] * dx[1]).sqrt();
        let ly = (dy[0] * dy[0] + dy[1] * dy[1]).sqrt();
        return Lod {
            lod: lx.max(ly).log2(),
            aniso: None,
        };
    }
    let sx = dx[0] * dx[0] + dx[1] * dx[1];
    let sy = dy[0] * dy[0] + dy[1] * dy[1];
    let det = (dx[0] * dy[1] - dx[1] * dy[0]).abs();
    let major_x = sx > sy;
    let sq_major = if major_x { sx } else { sy };
    let l_major = sq_major.sqrt();
    let norm = 1.0 / l_major;
    let d = if major_x { dx } else { dy };
    let dir = [d[0] * norm, d[1] * norm];
    let mut ratio = sq_major / det;
    let max = s.max_anisotropy as f32;
    let l_minor = if ratio > max {
        ratio = max;
        l_major / ratio
    } else {
        det / l_major
    };
    if l_minor < 1.0 {
        ratio = (ratio * l_minor).max(1.0);
    }
    // A degenerate footprint (zero or non-finite) samples once.
    let ratio = if ratio.is_finite() {
        ratio.max(1.0)
    } else {
        1.0
    };
    let dir = if dir.iter().all(|v| v.is_finite()) {
        dir
    } else {
        [1.0, 0.0]
    };
    Lod {
        lod: l_minor.log2(),
        aniso: Some(Aniso {
            ratio,
            dir,
            length: if l_major.is_finite() { l_major } else { 0.0 },
        }),
    }
}

/// The sampler's bias (and `sample_b`'s) and its MinLOD/MaxLOD clamp:
/// `max(MinLOD, min(MaxLOD, lod + MipLODBias + bias))`; a NaN does not
/// propagate (the floating-point rules' min and max).
pub fn clamp(lod: f32, s: &Sampler, bias: f32) -> f32 {
    let biased = lod + s.mip_lod_bias + bias;
    s.min_lod.max(s.max_lod.min(biased))
}

/// The levels a clamped LOD reads, with their weights (§7.18.10): point
/// mip, floor(LOD + 0.5); linear mip, floor(LOD) and the next with the
/// fraction as its weight; both clamped to the texture's levels.
pub fn levels(clamped: f32, s: &Sampler, mips: u32) -> [(u32, f32); 2] {
    let last = mips.saturating_sub(1) as f32;
    let pick = |x: f32| -> u32 {
        if x.is_nan() {
            0
        } else {
            x.clamp(0.0, last) as u32
        }
    };
    if !s.mip_linear {
        let l = pick((clamped + 0.5).floor());
        return [(l, 1.0), (l, 0.0)];
    }
    let fl = clamped.floor();
    let w = if (clamped - fl).is_finite() {
        clamped - fl
    } else {
        0.0
    };
    [(pick(fl), 1.0 - w), (pick(fl + 1.0), w)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::mem::ResDecl;

    fn tex(dim: ResourceDim, w: u32, h: u32, d: u32, mips: u32) -> Resource {
        Resource {
            decl: ResDecl {
                dim,
                ret: crate::sm4::fields::ReturnType::FLOAT,
                stride: 0,
                samples: 0,
            },
            width: w,
            height: h,
            depth: d,
            mips,
            samples: 1,
            texels: Vec::new(),
            words: Vec::new(),
            counter: 0,
        }
    }

    // §7.18.11 isotropic: log2(max(|dX|, |dY|)) in texels.
    #[test]
    fn isotropic_lod_is_log2_of_the_longer_footprint() {
        let r = tex(ResourceDim::TEXTURE2D, 64, 32, 1, 7);
        let s = Sampler::default();
        // dU/dx = 4/64 → 4 texels along x; dV/dy = 1/32 → 1 texel.
        let l = compute(
            &r,
            &s,
            [0.5; 4],
            LodFrom::Derivs([4.0 / 64.0, 0.0, 0.0], [0.0, 1.0 / 32.0, 0.0]),
        );
        assert_eq!(l.lod, 2.0);
        assert_eq!(l.aniso, None);
    }

    // A 2D texture filters u and v only: a coordinate's z, whatever its
    // derivative (NaN between infinite coordinates), leaves the LOD alone.
    #[test]
    fn an_axis_not_filtered_leaves_the_lod_alone() {
        let r = tex(ResourceDim::TEXTURE2D, 64, 32, 1, 7);
        let s = Sampler::default();
        let l = compute(
            &r,
            &s,
            [0.5, 0.5, f32::INFINITY, 0.0],
            LodFrom::Derivs([4.0 / 64.0, 0.0, f32::NAN], [0.0, 1.0 / 32.0, f32::NAN]),
        );
        assert_eq!(l.lod, 2.0);
    }

    // §7.18.11 anisotropic: ratio = major²/det, LOD = log2(det/major).
    #[test]
    fn anisotropic_lod_follows_the_minor_axis() {
        let r = tex(ResourceDim::TEXTURE2D, 64, 64, 1, 7);
        let s = Sampler {
            anisotropic: true,
            ..Sampler::default()
        };
        let l = compute(
            &r,
            &s,
            [0.5; 4],
            LodFrom::Derivs([8.0 / 64.0, 0.0, 0.0], [0.0, 2.0 / 64.0, 0.0]),
        );
        assert_eq!(l.lod, 1.0);
        let a = l.aniso.unwrap_or_else(|| unreachable!());
        assert_eq!((a.ratio, a.dir, a.length), (4.0, [1.0, 0.0], 8.0));
        // Clamped by MaxAnisotropy 2: lengthMinor = 8 / 2 = 4.
        let s2 = Sampler {
            max_anisotropy: 2,
            ..s
        };
        let l2 = compute(
            &r,
            &s2,
            [0.5; 4],
            LodFrom::Derivs([8.0 / 64.0, 0.0, 0.0], [0.0, 2.0 / 64.0, 0.0]),
        );
        assert_eq!(l2.lod, 2.0);
        assert_eq!(l2.aniso.map(|a| a.ratio), Some(2.0));
    }

    // §7.18.11: the bias is added, then min(MaxLOD), then max(MinLOD);
    // MinLOD wins when MinLOD > MaxLOD.
    #[test]
    fn bias_then_clamps() {
        let s = Sampler {
            mip_lod_bias: 1.0,
            min_lod: 0.5,
            max_lod: 3.0,
            ..Sampler::default()
        };
        assert_eq!(clamp(1.25, &s, 0.5), 2.75);
        assert_eq!(clamp(5.0, &s, 0.0), 3.0);
        assert_eq!(clamp(-5.0, &s, 0.0), 0.5);
        let t = Sampler {
            min_lod: 4.0,
            max_lod: 2.0,
            ..Sampler::default()
        };
        assert_eq!(clamp(0.0, &t, 0.0), 4.0);
        assert_eq!(clamp(f32::NAN, &t, 0.0), 4.0);
    }

    // §7.18.10: point mip takes floor(LOD + 0.5); linear mip floor(LOD)
    // and the next, weighted by the fraction; clamped to the levels.
    #[test]
    fn mip_selection() {
        let point = Sampler::default();
        assert_eq!(levels(1.49, &point, 4)[0], (1, 1.0));
        assert_eq!(levels(1.5, &point, 4)[0], (2, 1.0));
        assert_eq!(levels(9.0, &point, 4)[0], (3, 1.0));
        assert_eq!(levels(-3.0, &point, 4)[0], (0, 1.0));
        let lin = Sampler {
            mip_linear: true,
            ..Sampler::default()
        };
        assert_eq!(levels(1.25, &lin, 4), [(1, 0.75), (2, 0.25)]);
        assert_eq!(levels(3.5, &lin, 4), [(3, 0.5), (3, 0.5)]);
        assert_eq!(levels(f32::NEG_INFINITY, &lin, 4)[0].0, 0);
    }

    // A cube's derivatives are taken on the major face and scaled by half
    // its side: moving along +x on the +z face at distance 1 by 2/side
    // per pixel is one texel.
    #[test]
    fn cube_footprint_on_the_major_face() {
        let r = tex(ResourceDim::TEXTURECUBE, 16, 16, 6, 5);
        let s = Sampler::default();
        let l = compute(
            &r,
            &s,
            [0.0, 0.0, 1.0, 0.0],
            LodFrom::Derivs([2.0 / 16.0, 0.0, 0.0], [0.0, 2.0 / 16.0, 0.0]),
        );
        assert_eq!(l.lod, 0.0);
    }
}
