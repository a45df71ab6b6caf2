//! Texture sampling shared by both interpreters: addressing, filtering
//! (point, linear, anisotropic, mip chains and cube edges as the D3D11.3
//! functional spec §7.18 orders them), gathers and texel lookup. The SM4/5
//! resource instructions (`sm4::res`) and the Direct3D 9 `tex*`
//! instructions read textures through it.

use super::error::{bad_input, RunError};
use super::lod::{self, LodFrom};
use super::mem::{Address, Resource, Sampler};
use crate::sm4::fields::ResourceDim;

pub(crate) fn f(b: u32) -> f32 {
    f32::from_bits(b)
}

/// A texel coordinate from a float: floor, NaN as 0, far values kept far
/// but finite (so offsets cannot overflow).
fn floor_i(x: f32) -> i64 {
    if x.is_nan() {
        0
    } else {
        x.floor().clamp(-1e9, 1e9) as i64
    }
}

/// Resolves an integer texel coordinate by the address mode; `None` for
/// border.
pub(crate) fn address(i: i64, n: u32, mode: Address) -> Option<i64> {
    let n = n as i64;
    Some(match mode {
        Address::Wrap => i.rem_euclid(n),
        Address::Mirror => {
            let m = i.rem_euclid(2 * n);
            if m >= n {
                2 * n - 1 - m
            } else {
                m
            }
        }
        Address::Clamp => i.clamp(0, n - 1),
        Address::Border => {
            if i < 0 || i >= n {
                return None;
            }
            i
        }
        Address::MirrorOnce => {
            let j = if i < 0 { -i - 1 } else { i };
            j.min(n - 1)
        }
    })
}

/// Filtered axes and the array axis of a texture dimension.
pub(crate) fn axes(d: ResourceDim) -> Option<(usize, Option<usize>)> {
    Some(match d {
        ResourceDim::TEXTURE1D => (1, None),
        ResourceDim::TEXTURE1DARRAY => (1, Some(1)),
        ResourceDim::TEXTURE2D => (2, None),
        ResourceDim::TEXTURE2DARRAY => (2, Some(2)),
        ResourceDim::TEXTURE3D => (3, None),
        _ => return None,
    })
}

/// What one tap of a filter reads.
#[derive(Clone, Copy)]
pub(crate) enum Tap {
    /// The texel's four components as floats.
    Texel,
    /// 1.0 or 0.0: the comparison of the reference with the red component.
    Compare(f32),
}

/// One tap at integer coordinates of level `mip` (before addressing), as
/// floats. `n` axes are addressed; `slice` is the array slice (or cube
/// face), kept in the third coordinate.
pub(crate) fn tap(
    r: &Resource,
    s: &Sampler,
    mip: u32,
    ijk: [i64; 3],
    slice: i64,
    n: usize,
    what: Tap,
) -> [f32; 4] {
    let dims = r.level(mip);
    let mut c = [0i64; 3];
    let mut border = false;
    for a in 0..n {
        match address(ijk[a], dims[a], s.address[a]) {
            Some(v) => c[a] = v,
            None => border = true,
        }
    }
    if n < 3 {
        c[2] = slice;
    }
    // A border texel is the border colour, compared like any other.
    let t = if border {
        s.border.map(f)
    } else {
        r.texel_at(mip, c[0], c[1], c[2]).unwrap_or([0; 4]).map(f)
    };
    match what {
        Tap::Texel => t,
        Tap::Compare(reference) => {
            let v = if s.compare.test(reference, t[0]) {
                1.0
            } else {
                0.0
            };
            [v; 4]
        }
    }
}

/// A cube direction to (face, u, v): the face of the major axis (+x, -x,
/// +y, -y, +z, -z; z wins ties, then y), u and v from the other two.
fn cube_face(d: [f32; 4]) -> (i64, f32, f32) {
    let (ax, ay, az) = (d[0].abs(), d[1].abs(), d[2].abs());
    let (face, sc, tc, ma) = if az >= ax && az >= ay {
        if d[2] >= 0.0 {
            (4, d[0], -d[1], az)
        } else {
            (5, -d[0], -d[1], az)
        }
    } else if ay >= ax {
        if d[1] >= 0.0 {
            (2, d[0], d[2], ay)
        } else {
            (3, d[0], -d[2], ay)
        }
    } else if d[0] >= 0.0 {
        (0, -d[2], -d[1], ax)
    } else {
        (1, d[2], -d[1], ax)
    };
    let ma = if ma == 0.0 { 1.0 } else { ma };
    (face, (sc / ma + 1.0) * 0.5, (tc / ma + 1.0) * 0.5)
}

/// For a cube (array): the 2D coordinates and slice of a direction, and a
/// sampler that clamps at the face edges.
pub(crate) fn cube(r: &Resource, s: &Sampler, coord: [f32; 4]) -> Option<([f32; 4], i64, Sampler)> {
    if !matches!(
        r.decl.dim,
        ResourceDim::TEXTURECUBE | ResourceDim::TEXTURECUBEARRAY
    ) {
        return None;
    }
    let (face, u, v) = cube_face(coord);
    let cubes = (r.depth / 6).max(1) as i64;
    let a = if r.decl.dim == ResourceDim::TEXTURECUBEARRAY {
        floor_i(coord[3].round_ties_even()).clamp(0, cubes - 1)
    } else {
        0
    };
    let mut s = s.clone();
    s.address = [Address::Clamp; 3];
    Some(([u, v, 0.0, 0.0], a * 6 + face, s))
}

/// Samples `r` with `s` at `coord`: the level of detail from `from` (plus
/// `bias`, `sample_b`'s), the sampler's clamps, the magnification or
/// minification filter (magnifying when the clamped LOD is ≤ 0), one or
/// two mip levels blended by weight, and for an anisotropic footprint
/// `ceil(ratio)` trilinear taps spread evenly along its major axis,
/// averaged (the spec leaves the taps to the implementation).
pub(crate) fn sample(
    r: &Resource,
    s: &Sampler,
    coord: [f32; 4],
    offset: [i32; 3],
    what: Tap,
    from: LodFrom,
    bias: f32,
) -> Result<[f32; 4], RunError> {
    let l = lod::compute(r, s, coord, from);
    let (coord, n, slice, s) = match cube(r, s, coord) {
        Some((uv, slice, cs)) => (uv, 2, slice, std::borrow::Cow::Owned(cs)),
        None => {
            let Some((n, arr)) = axes(r.decl.dim) else {
                return bad_input("sampling needs a 1D, 2D, 3D or cube texture (or array)");
            };
            let slice = match arr {
                Some(a) => floor_i(coord[a].round_ties_even()).clamp(0, r.depth.max(1) as i64 - 1),
                None => 0,
            };
            (coord, n, slice, std::borrow::Cow::Borrowed(s))
        }
    };
    let clamped = lod::clamp(l.lod, &s, bias);
    let linear = if clamped <= 0.0 || clamped.is_nan() {
        s.mag_linear
    } else {
        s.min_linear
    };
    let [(m0, w0), (m1, w1)] = lod::levels(clamped, &s, r.mips);
    let at_level = |m: u32| -> [f32; 4] {
        match l.aniso {
            Some(a) if a.ratio > 1.0 => {
                let k = (a.ratio.ceil() as u32).min(s.max_anisotropy).max(1);
                let mut sum = [0f32; 4];
                for i in 0..k {
                    let t = ((i as f32 + 0.5) / k as f32 - 0.5) * a.length;
                    let c = [
                        coord[0] + a.dir[0] * t / r.width as f32,
                        coord[1] + a.dir[1] * t / r.height as f32,
                        coord[2],
                        coord[3],
                    ];
                    let v = filter(r, &s, m, c, n, slice, offset, what, linear);
                    for j in 0..4 {
                        sum[j] += v[j];
                    }
                }
                sum.map(|x| x / k as f32)
            }
            _ => filter(r, &s, m, coord, n, slice, offset, what, linear),
        }
    };
    let a = at_level(m0);
    if w1 == 0.0 || m1 == m0 {
        return Ok(a);
    }
    let b = at_level(m1);
    Ok(std::array::from_fn(|c| b[c] * w1 + a[c] * w0))
}

/// Samples `r` with `s` at `coord` (no offset, no comparison) with the
/// level of detail `from` plus `bias`: the Direct3D 9 texture
/// instructions.
pub(crate) fn sample_texel(
    r: &Resource,
    s: &Sampler,
    coord: [f32; 4],
    from: LodFrom,
    bias: f32,
) -> Result<[f32; 4], RunError> {
    sample(r, s, coord, [0; 3], Tap::Texel, from, bias)
}

/// Point or linear filtering over `n` axes of slice `slice` of level
/// `mip`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn filter(
    r: &Resource,
    s: &Sampler,
    mip: u32,
    coord: [f32; 4],
    n: usize,
    slice: i64,
    offset: [i32; 3],
    what: Tap,
    linear: bool,
) -> [f32; 4] {
    let dims = r.level(mip);
    if !linear {
        let ijk: [i64; 3] = std::array::from_fn(|a| {
            if a < n {
                floor_i(coord[a] * dims[a] as f32) + offset[a] as i64
            } else {
                0
            }
        });
        return tap(r, s, mip, ijk, slice, n, what);
    }
    if matches!(
        r.decl.dim,
        ResourceDim::TEXTURECUBE | ResourceDim::TEXTURECUBEARRAY
    ) {
        if let Some(v) = cube_bilinear(r, mip, coord, slice, what, s) {
            return v;
        }
    }
    // Linear: the 2^n texels around the sample point, weighted by the
    // fractions, combined axis by axis (x, then y, then z) as a·(1-t) + b·t.
    let mut base = [0i64; 3];
    let mut frac = [0f32; 3];
    for a in 0..n {
        let x = coord[a] * dims[a] as f32 - 0.5;
        let fl = x.floor();
        base[a] = floor_i(x) + offset[a] as i64;
        frac[a] = if fl.is_finite() { x - fl } else { 0.0 };
    }
    let mut vals = [[0f32; 4]; 8];
    let mut len = 1usize << n;
    for (k, v) in vals.iter_mut().enumerate().take(len) {
        let ijk = std::array::from_fn(|a| base[a] + ((k >> a) & 1) as i64);
        *v = tap(r, s, mip, ijk, slice, n, what);
    }
    for &t in &frac[..n] {
        len /= 2;
        for k in 0..len {
            let (p, q) = (vals[2 * k], vals[2 * k + 1]);
            vals[k] = std::array::from_fn(|c| p[c] * (1.0 - t) + q[c] * t);
        }
    }
    vals[0]
}

/// The direction of the centre of texel (`i`, `j`) of cube face `face`
/// with `n` texels a side, on the face's plane extended past its edges.
fn cube_texel_dir(face: i64, i: i64, j: i64, n: u32) -> [f32; 4] {
    let sc = (i as f32 + 0.5) / n as f32 * 2.0 - 1.0;
    let tc = (j as f32 + 0.5) / n as f32 * 2.0 - 1.0;
    // The inverse of the face table in `cube_face`.
    match face {
        0 => [1.0, -tc, -sc, 0.0],
        1 => [-1.0, -tc, sc, 0.0],
        2 => [sc, 1.0, tc, 0.0],
        3 => [sc, -1.0, -tc, 0.0],
        4 => [sc, -tc, 1.0, 0.0],
        _ => [-sc, -tc, -1.0, 0.0],
    }
}

/// A cube texel: face, column, row.
type FaceTexel = (i64, i64, i64);

/// A texel of a cube face given past one edge: the adjacent face's texel
/// the same direction reaches (§7.18.12: bilinear taps that fall off a
/// face spill over by one texel row or column onto the adjacent face);
/// `None` past a corner (the missing fourth texel).
fn cube_spill(face: i64, i: i64, j: i64, n: u32) -> Option<FaceTexel> {
    let ni = n as i64;
    let (iout, jout) = (!(0..ni).contains(&i), !(0..ni).contains(&j));
    match (iout, jout) {
        (false, false) => Some((face, i, j)),
        (true, true) => None,
        _ => {
            let (f2, u, v) = cube_face(cube_texel_dir(face, i, j, n));
            let k = |x: f32| floor_i(x * n as f32).clamp(0, ni - 1);
            Some((f2, k(u), k(v)))
        }
    }
}

/// Bilinear filtering on a cube face with the spec's edge and corner
/// handling: a tap past an edge reads the adjacent face; past a corner the
/// missing texel's weight is shared evenly by the other three (§7.18.12,
/// the reference behaviour). `None` when every tap is on the face (the
/// usual 2D filter then gives the same result).
fn cube_bilinear(
    r: &Resource,
    mip: u32,
    uv: [f32; 4],
    slice: i64,
    what: Tap,
    s: &Sampler,
) -> Option<[f32; 4]> {
    let n = r.level(mip)[0];
    let (face, base) = (slice.rem_euclid(6), slice - slice.rem_euclid(6));
    let x = uv[0] * n as f32 - 0.5;
    let y = uv[1] * n as f32 - 0.5;
    let (i0, j0) = (floor_i(x), floor_i(y));
    let ni = n as i64;
    if (0..ni - 1).contains(&i0) && (0..ni - 1).contains(&j0) {
        return None;
    }
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let (fx, fy) = (
        if fx.is_finite() { fx } else { 0.0 },
        if fy.is_finite() { fy } else { 0.0 },
    );
    let taps = [
        (i0, j0, (1.0 - fx) * (1.0 - fy)),
        (i0 + 1, j0, fx * (1.0 - fy)),
        (i0, j0 + 1, (1.0 - fx) * fy),
        (i0 + 1, j0 + 1, fx * fy),
    ];
    let got: [(Option<FaceTexel>, f32); 4] = taps.map(|(i, j, w)| (cube_spill(face, i, j, n), w));
    let missing: f32 = got
        .iter()
        .filter(|(t, _)| t.is_none())
        .map(|(_, w)| w)
        .sum();
    let present = got.iter().filter(|(t, _)| t.is_some()).count().max(1) as f32;
    let mut sum = [0f32; 4];
    for (t, w) in &got {
        let Some((f2, i, j)) = t else { continue };
        let v = tap(r, s, mip, [*i, *j, 0], base + f2, 2, what);
        let w = w + missing / present;
        for c in 0..4 {
            sum[c] += v[c] * w;
        }
    }
    Some(sum)
}

/// The four texels a bilinear filter would read from level 0 (gather4
/// reads the view's most detailed level), red (or `channel`) components,
/// in gather order: (0,1), (1,1), (1,0), (0,0).
pub(crate) fn gather(
    r: &Resource,
    s: &Sampler,
    coord: [f32; 4],
    offset: [i32; 3],
    channel: usize,
    reference: Option<f32>,
) -> Result<[f32; 4], RunError> {
    let cubed = cube(r, s, coord);
    let (coord, slice, s) = match (&cubed, axes(r.decl.dim)) {
        (Some((uv, slice, cs)), _) => (*uv, *slice, cs),
        (None, Some((2, arr))) => (
            coord,
            arr.map(|a| floor_i(coord[a].round_ties_even()).clamp(0, r.depth.max(1) as i64 - 1))
                .unwrap_or(0),
            s,
        ),
        _ => return bad_input("gather needs a 2D or cube texture (or array)"),
    };
    let dims = r.level(0);
    let b: [i64; 2] =
        std::array::from_fn(|a| floor_i(coord[a] * dims[a] as f32 - 0.5) + offset[a] as i64);
    let what = match reference {
        Some(v) => Tap::Compare(v),
        None => Tap::Texel,
    };
    let pick = |t: [f32; 4]| {
        if reference.is_some() {
            t[0]
        } else {
            t[channel]
        }
    };
    if cubed.is_some() {
        // Past a face's edge the adjacent face (as for bilinear
        // filtering); past a corner, the mean of the other three.
        let n = dims[0];
        let (face, base) = (slice.rem_euclid(6), slice - slice.rem_euclid(6));
        let at = |dx: i64, dy: i64| {
            cube_spill(face, b[0] + dx, b[1] + dy, n)
                .map(|(f2, i, j)| pick(tap(r, s, 0, [i, j, 0], base + f2, 2, what)))
        };
        let v = [at(0, 1), at(1, 1), at(1, 0), at(0, 0)];
        let known: Vec<f32> = v.iter().flatten().copied().collect();
        let mean = known.iter().sum::<f32>() / known.len().max(1) as f32;
        return Ok(v.map(|x| x.unwrap_or(mean)));
    }
    let at = |dx: i64, dy: i64| pick(tap(r, s, 0, [b[0] + dx, b[1] + dy, 0], slice, 2, what));
    Ok([at(0, 1), at(1, 1), at(1, 0), at(0, 0)])
}

/// `lod`'s (ClampedLOD, NonClampedLOD, 0, 0): the clamped one as `sample`
/// would use it (the sampler's bias and MinLOD/MaxLOD, then the texture's
/// levels, 0 to mips − 1); the unclamped one with the sampler's bias but
/// no clamp (it can be negative). 1D, 2D, 3D and cube textures only.
pub(crate) fn lod_vector(
    r: &Resource,
    s: &Sampler,
    coord: [f32; 4],
    from: LodFrom,
) -> Result<[f32; 4], RunError> {
    if !r.decl.dim.is_filterable() {
        return bad_input("lod needs a 1D, 2D, 3D or cube texture (or array)");
    }
    let l = lod::compute(r, s, coord, from).lod;
    let unclamped = l + s.mip_lod_bias;
    let clamped = lod::clamp(l, s, 0.0).clamp(0.0, r.mips.saturating_sub(1) as f32);
    Ok([clamped, unclamped, 0.0, 0.0])
}

/// Integer coordinates of `ld` (with its mip level) or `ld_uav_typed`.
pub(crate) fn texel_coords(d: ResourceDim, a: [u32; 4], mip: bool) -> Option<([i64; 3], u32)> {
    let i = |k: usize| a[k] as i32 as i64;
    let (c, m) = match d {
        ResourceDim::BUFFER => ([i(0), 0, 0], 0),
        ResourceDim::TEXTURE1D => ([i(0), 0, 0], a[1]),
        ResourceDim::TEXTURE1DARRAY => ([i(0), 0, i(1)], a[2]),
        ResourceDim::TEXTURE2D => ([i(0), i(1), 0], a[2]),
        // Multisampled textures hold one sample per texel here.
        ResourceDim::TEXTURE2DMS => ([i(0), i(1), 0], 0),
        ResourceDim::TEXTURE2DMSARRAY => ([i(0), i(1), i(2)], 0),
        ResourceDim::TEXTURE2DARRAY | ResourceDim::TEXTURE3D => ([i(0), i(1), i(2)], a[3]),
        _ => return None,
    };
    // 1D arrays keep the slice in the depth axis.
    let c = if d == ResourceDim::TEXTURE1DARRAY {
        [c[0], 0, c[2]]
    } else {
        c
    };
    Some((c, if mip { m } else { 0 }))
}

/// The position of sample 0 of texel `c` of level `mip` (1D arrays keep
/// the slice in the third coordinate), `None` outside.
pub(crate) fn texel_at(r: &Resource, mip: u32, c: [i64; 3]) -> Option<usize> {
    if r.decl.dim == ResourceDim::TEXTURE1DARRAY {
        r.at(mip, c[0], 0, c[2])
    } else {
        r.at(mip, c[0], c[1], c[2])
    }
}
