//! The rasterizer (functional spec §3.4, chapter 15): clipping in clip
//! space, the perspective divide and viewport scale in float32, vertex
//! snapping to 16.8 fixed point, culling on the snapped positions, the
//! top-left rule at pixel centres, and attribute interpolation set up from
//! the snapped positions (perspective-correct, `noperspective`, or the
//! leading vertex's bits for `constant`).

use crate::run::Attributes;
use crate::sm4::fields::Interpolation;

/// Sub-pixel bits of a snapped position (16.8 fixed point).
pub const SUBPIXEL_BITS: u32 = 8;
const ONE: i64 = 1 << SUBPIXEL_BITS;
const HALF: i64 = ONE / 2;

/// The viewport.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    /// TopLeftX.
    pub x: f32,
    /// TopLeftY.
    pub y: f32,
    /// Width.
    pub width: f32,
    /// Height.
    pub height: f32,
    /// MinDepth.
    pub min_depth: f32,
    /// MaxDepth.
    pub max_depth: f32,
}

/// A pixel rectangle: left, top (inclusive), right, bottom (exclusive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// Left column.
    pub left: i64,
    /// Top row.
    pub top: i64,
    /// One past the right column.
    pub right: i64,
    /// One past the bottom row.
    pub bottom: i64,
}

impl Rect {
    /// The part inside both.
    pub fn and(self, o: Rect) -> Rect {
        Rect {
            left: self.left.max(o.left),
            top: self.top.max(o.top),
            right: self.right.min(o.right),
            bottom: self.bottom.min(o.bottom),
        }
    }

    /// Whether (`x`, `y`) lies inside.
    pub fn has(&self, x: i64, y: i64) -> bool {
        x >= self.left && x < self.right && y >= self.top && y < self.bottom
    }
}

impl Viewport {
    /// The implicit scissor of the viewport (§15.7: extents rounded
    /// toward negative infinity).
    pub fn rect(&self) -> Rect {
        Rect {
            left: self.x.floor() as i64,
            top: self.y.floor() as i64,
            right: (self.x + self.width).floor() as i64,
            bottom: (self.y + self.height).floor() as i64,
        }
    }

    /// A clip-space position in render-target space (§15.5, §15.6): x, y,
    /// z after the divide and scale, float32 arithmetic.
    pub fn map(&self, p: [f32; 4]) -> [f32; 3] {
        let (x, y, z) = (p[0] / p[3], p[1] / p[3], p[2] / p[3]);
        [
            (x + 1.0) * self.width * 0.5 + self.x,
            (1.0 - y) * self.height * 0.5 + self.y,
            self.min_depth + z * (self.max_depth - self.min_depth),
        ]
    }
}

/// FLOAT → 16.8 fixed point (§3.2.4.1): NaN 0, the range's ends for
/// infinities and values past them, else round to nearest even.
pub fn snap(x: f32) -> i64 {
    const MAX: i64 = (1 << 23) - 1;
    const MIN: i64 = -(1 << 23);
    if x.is_nan() {
        return 0;
    }
    let v = (x as f64 * ONE as f64).round_ties_even();
    (v as i64).clamp(MIN, MAX)
}

/// A vertex of a clipped polygon: its clip-space position and its weights
/// against the primitive's vertices, linear in clip space (`lam`: what
/// perspective-correct attributes take) and linear on the screen (`nu`:
/// what `noperspective` attributes take).
#[derive(Clone, Copy, Debug)]
pub struct ClipVertex {
    /// Clip-space position.
    pub pos: [f64; 4],
    /// Clip-space weights of the primitive's vertices.
    pub lam: [f64; 3],
    /// Screen-space weights of the primitive's vertices.
    pub nu: [f64; 3],
}

/// Clips triangle `p` (clip-space positions) to the volume of §15.4:
/// 0 < w, |x|, |y| <= `guard` * w (a guard band: pixels outside the
/// viewport are scissored), and 0 <= z <= w when `depth_clip`. Returns
/// the polygon (empty when nothing is left).
pub fn clip(p: [[f32; 4]; 3], depth_clip: bool, guard: f64) -> Vec<ClipVertex> {
    let mut poly: Vec<ClipVertex> = (0..3)
        .map(|i| {
            let mut e = [0.0; 3];
            e[i] = 1.0;
            ClipVertex {
                pos: p[i].map(f64::from),
                lam: e,
                nu: e,
            }
        })
        .collect();
    let planes = clip_planes(guard);
    let used = if depth_clip { 7 } else { 5 };
    for k in &planes[..used] {
        let plane = |v: &[f64; 4]| distance(k, v);
        if poly.iter().all(|v| plane(&v.pos) >= 0.0) {
            continue;
        }
        let mut out = Vec::with_capacity(poly.len() + 1);
        for i in 0..poly.len() {
            let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
            let (da, db) = (plane(&a.pos), plane(&b.pos));
            if da >= 0.0 {
                out.push(a);
            }
            if (da >= 0.0) != (db >= 0.0) {
                out.push(between(&a, &b, da / (da - db)));
            }
        }
        poly = out;
        if poly.len() < 3 {
            return Vec::new();
        }
    }
    poly
}

/// Clips segment `p` to the same volume as [`clip`] (the parametric
/// form: each plane shortens the segment from the end outside it).
/// `None` when nothing is left.
pub fn clip_line(p: [[f32; 4]; 2], depth_clip: bool, guard: f64) -> Option<[ClipVertex; 2]> {
    let e = |i: usize| {
        let mut w = [0.0; 3];
        w[i] = 1.0;
        ClipVertex {
            pos: p[i].map(f64::from),
            lam: w,
            nu: w,
        }
    };
    let (a, b) = (e(0), e(1));
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for k in &clip_planes(guard)[..if depth_clip { 7 } else { 5 }] {
        let (da, db) = (distance(k, &a.pos), distance(k, &b.pos));
        if da < 0.0 && db < 0.0 {
            return None;
        }
        if da < 0.0 {
            t0 = t0.max(da / (da - db));
        } else if db < 0.0 {
            t1 = t1.min(da / (da - db));
        }
    }
    if t0 > t1 {
        return None;
    }
    Some([between(&a, &b, t0), between(&a, &b, t1)])
}

/// The point of segment a-b at clip-space parameter `t`, with its
/// weights (screen-space ones by the screen-space parameter of the same
/// point where both ends are in front of the eye).
fn between(a: &ClipVertex, b: &ClipVertex, t: f64) -> ClipVertex {
    let lerp = |x: f64, y: f64| x + (y - x) * t;
    let ts = if a.pos[3] > 0.0 && b.pos[3] > 0.0 {
        t * b.pos[3] / ((1.0 - t) * a.pos[3] + t * b.pos[3])
    } else {
        t
    };
    ClipVertex {
        pos: std::array::from_fn(|k| lerp(a.pos[k], b.pos[k])),
        lam: std::array::from_fn(|k| lerp(a.lam[k], b.lam[k])),
        nu: std::array::from_fn(|k| a.nu[k] + (b.nu[k] - a.nu[k]) * ts),
    }
}

/// The clip volume's planes as coefficients of x, y, z, w and a
/// constant: 0 < w, the guard band in x and y, then 0 <= z <= w.
fn clip_planes(guard: f64) -> [[f64; 5]; 7] {
    [
        [0.0, 0.0, 0.0, 1.0, -1e-30],
        [-1.0, 0.0, 0.0, guard, 0.0],
        [1.0, 0.0, 0.0, guard, 0.0],
        [0.0, -1.0, 0.0, guard, 0.0],
        [0.0, 1.0, 0.0, guard, 0.0],
        [0.0, 0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, -1.0, 1.0, 0.0],
    ]
}

/// A vertex's distance to plane `k` (inside: >= 0).
fn distance(k: &[f64; 5], v: &[f64; 4]) -> f64 {
    k[0] * v[0] + k[1] * v[1] + k[2] * v[2] + k[3] * v[3] + k[4]
}

/// A vertex ready to rasterize: snapped x, y; z and 1/w; its weights.
#[derive(Clone, Copy, Debug)]
pub struct ScreenVertex {
    /// Snapped x (16.8).
    pub x: i64,
    /// Snapped y (16.8).
    pub y: i64,
    /// Render-target z.
    pub z: f32,
    /// 1 / clip w.
    pub inv_w: f64,
    /// Clip-space weights of the primitive's vertices.
    pub lam: [f64; 3],
    /// Screen-space weights of the primitive's vertices.
    pub nu: [f64; 3],
}

/// A triangle set up for coverage: its vertices turned so that the edge
/// functions are positive inside, and twice its area (fixed point²).
#[derive(Clone, Copy, Debug)]
pub struct Tri {
    /// The vertices.
    pub v: [ScreenVertex; 3],
    /// Twice the area, positive.
    pub area: i64,
}

/// Twice the signed area of a, b, c (positive: clockwise on the screen,
/// y pointing down).
pub fn area2(a: (i64, i64), b: (i64, i64), c: (i64, i64)) -> i64 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}

impl Tri {
    /// Sets up a triangle; `None` when it has no area.
    pub fn new(v: [ScreenVertex; 3]) -> Option<Tri> {
        let a = area2((v[0].x, v[0].y), (v[1].x, v[1].y), (v[2].x, v[2].y));
        match a {
            0 => None,
            a if a > 0 => Some(Tri { v, area: a }),
            a => Some(Tri {
                v: [v[0], v[2], v[1]],
                area: -a,
            }),
        }
    }

    /// The edge functions at fixed-point point (`px`, `py`): edge i is the
    /// one opposite vertex i, so they are the barycentric weights times
    /// the area.
    pub fn edges(&self, px: i64, py: i64) -> [i64; 3] {
        let p = |i: usize| (self.v[i].x, self.v[i].y);
        [
            area2(p(1), p(2), (px, py)),
            area2(p(2), p(0), (px, py)),
            area2(p(0), p(1), (px, py)),
        ]
    }

    /// Whether the centre of pixel (`x`, `y`) is inside, by the top-left
    /// rule on the edges it lies on (§3.4.2.1).
    pub fn covers(&self, x: i64, y: i64) -> bool {
        self.covers_point(x * ONE + HALF, y * ONE + HALF)
    }

    /// Whether fixed-point point (`px`, `py`) is inside, by the top-left
    /// rule on the edges it lies on (a sample's position, §3.4.2.1).
    pub fn covers_point(&self, px: i64, py: i64) -> bool {
        let e = self.edges(px, py);
        (0..3).all(|i| {
            if e[i] != 0 {
                return e[i] > 0;
            }
            // The edge opposite vertex i, from vertex i+1 to vertex i+2:
            // with positive area (clockwise, y down) a top edge runs to
            // the right and a left edge runs upwards.
            let (a, b) = (self.v[(i + 1) % 3], self.v[(i + 2) % 3]);
            let (dx, dy) = (b.x - a.x, b.y - a.y);
            dy < 0 || (dy == 0 && dx > 0)
        })
    }

    /// The screen-space barycentric weights at render-target point (`x`,
    /// `y`) (pixels).
    pub fn weights(&self, x: f64, y: f64) -> [f64; 3] {
        let one = ONE as f64;
        let (px, py) = (x * one, y * one);
        let v = |i: usize| (self.v[i].x as f64, self.v[i].y as f64);
        let a2 = |a: (f64, f64), b: (f64, f64)| (b.0 - a.0) * (py - a.1) - (b.1 - a.1) * (px - a.0);
        let area = self.area as f64;
        [
            a2(v(1), v(2)) / area,
            a2(v(2), v(0)) / area,
            a2(v(0), v(1)) / area,
        ]
    }

    /// The bounding box of the pixel centres it may cover.
    pub fn bounds(&self) -> Rect {
        let xs = self.v.map(|v| v.x);
        let ys = self.v.map(|v| v.y);
        let lo = |m: i64| (m - HALF).div_euclid(ONE);
        let hi = |m: i64| (m - HALF).div_euclid(ONE) + 2;
        Rect {
            left: lo(*xs.iter().min().unwrap_or(&0)),
            top: lo(*ys.iter().min().unwrap_or(&0)),
            right: hi(*xs.iter().max().unwrap_or(&0)),
            bottom: hi(*ys.iter().max().unwrap_or(&0)),
        }
    }
}

/// An aliased line set up for coverage: its snapped ends and whether it
/// is y-major (steeper than 45°).
#[derive(Clone, Copy, Debug)]
pub struct Line {
    /// The start.
    pub a: ScreenVertex,
    /// The end.
    pub b: ScreenVertex,
}

impl Line {
    /// Whether the line is y-major (|dy| > |dx|).
    fn y_major(&self) -> bool {
        (self.b.y - self.a.y).abs() > (self.b.x - self.a.x).abs()
    }

    /// Whether fixed-point offset (`u`, `v`) from a pixel centre lies in
    /// the pixel's diamond test area: |u| + |v| < 1/2, with the lower-left
    /// and lower-right edges and the bottom corner in, the upper edges and
    /// the top, left and right corners out — the right corner in for
    /// y-major lines.
    fn in_diamond(&self, u: i64, v: i64) -> bool {
        (-u - v < HALF && u - v < HALF && -u + v <= HALF && u + v <= HALF)
            || (self.y_major() && u == HALF && v == 0)
    }

    /// Whether the line covers pixel (`x`, `y`): going from its start to
    /// its end it exits the pixel's diamond (it meets the diamond and does
    /// not end inside it).
    pub fn covers(&self, x: i64, y: i64) -> bool {
        let (cx, cy) = (x * ONE + HALF, y * ONE + HALF);
        let (ax, ay) = (self.a.x - cx, self.a.y - cy);
        let (dx, dy) = (self.b.x - self.a.x, self.b.y - self.a.y);
        if self.in_diamond(ax + dx, ay + dy) {
            return false;
        }
        // The parameters t in [0, 1] where a + t d lies in the diamond:
        // each edge is a + t b (< or <=) 1/2 in the edge's own measure.
        let edges = [
            (-ax - ay, -dx - dy, true),
            (ax - ay, dx - dy, true),
            (-ax + ay, -dx + dy, false),
            (ax + ay, dx + dy, false),
        ];
        // Bounds as fractions (numerator, denominator > 0, strict).
        let mut lo = (0i128, 1i128, false);
        let mut hi = (1i128, 1i128, false);
        let less = |p: (i128, i128, bool), q: (i128, i128, bool)| p.0 * q.1 < q.0 * p.1;
        let same = |p: (i128, i128, bool), q: (i128, i128, bool)| p.0 * q.1 == q.0 * p.1;
        for (a, b, strict) in edges {
            let (a, b) = (a as i128, b as i128);
            let room = HALF as i128 - a;
            match b.cmp(&0) {
                std::cmp::Ordering::Equal => {
                    if room < 0 || (strict && room == 0) {
                        return self.through_right_corner(ax, ay, dx, dy);
                    }
                }
                std::cmp::Ordering::Greater => {
                    let c = (room, b, strict);
                    if less(c, hi) || (same(c, hi) && strict) {
                        hi = c;
                    }
                }
                std::cmp::Ordering::Less => {
                    let c = (-room, -b, strict);
                    if less(lo, c) || (same(c, lo) && strict) {
                        lo = c;
                    }
                }
            }
        }
        less(lo, hi)
            || (same(lo, hi) && !lo.2 && !hi.2)
            || self.through_right_corner(ax, ay, dx, dy)
    }

    /// A y-major line passing exactly through the right corner, which its
    /// diamond includes.
    fn through_right_corner(&self, ax: i64, ay: i64, dx: i64, dy: i64) -> bool {
        if !self.y_major() {
            return false;
        }
        let (px, py) = ((HALF - ax) as i128, (-ay) as i128);
        let (dx, dy) = (dx as i128, dy as i128);
        let dot = px * dx + py * dy;
        px * dy - py * dx == 0 && dot >= 0 && dot <= dx * dx + dy * dy
    }

    /// Screen-space weights of the two ends at render-target point (`x`,
    /// `y`): its projection on the line.
    pub fn weights(&self, x: f64, y: f64) -> [f64; 3] {
        let one = ONE as f64;
        let (ax, ay) = (self.a.x as f64 / one, self.a.y as f64 / one);
        let (dx, dy) = (
            (self.b.x - self.a.x) as f64 / one,
            (self.b.y - self.a.y) as f64 / one,
        );
        let len = dx * dx + dy * dy;
        let s = if len > 0.0 {
            ((x - ax) * dx + (y - ay) * dy) / len
        } else {
            0.0
        };
        [1.0 - s, s, 0.0]
    }

    /// The pixels it may cover.
    pub fn bounds(&self) -> Rect {
        let lo = |m: i64| m.div_euclid(ONE) - 1;
        let hi = |m: i64| m.div_euclid(ONE) + 2;
        Rect {
            left: lo(self.a.x.min(self.b.x)),
            top: lo(self.a.y.min(self.b.y)),
            right: hi(self.a.x.max(self.b.x)),
            bottom: hi(self.a.y.max(self.b.y)),
        }
    }
}

/// What a primitive covers: a clipped polygon's fan of triangles, or a
/// line.
#[derive(Clone, Debug)]
pub enum Shape {
    /// Triangles (a point's square is two).
    Tris(Vec<Tri>),
    /// An aliased line.
    Line(Line),
}

/// How a pixel-shader input register is filled.
#[derive(Clone, Debug)]
pub enum Source {
    /// Interpolated from the vertex output register of the same number.
    Interp(Interpolation),
    /// The pixel's position (x, y at the point, z, w).
    Position,
    /// IsFrontFace: all ones on a front face, 0 on a back face.
    FrontFace,
    /// PrimitiveID.
    PrimitiveId,
    /// SampleIndex: the sample of a pass at sample frequency, else 0.
    SampleIndex,
}

/// A pixel-shader input: register, components, what fills it.
#[derive(Clone, Debug)]
pub struct PsInput {
    /// Register `v#`.
    pub reg: usize,
    /// Components filled.
    pub mask: u8,
    /// What fills them.
    pub src: Source,
    /// Declared `centroid`: read at the centroid of the pixel's coverage.
    pub centroid: bool,
    /// Declared `sample`: read at the sample of a pass at sample
    /// frequency.
    pub per_sample: bool,
}

/// A primitive ready for its pixels: its triangles (a clipped polygon's
/// fan), its vertices' output registers and what the pixel shader reads.
#[derive(Debug)]
pub struct Prim {
    /// What it covers.
    pub shape: Shape,
    /// Output registers of the primitive's three vertices (a point's
    /// vertex three times), leading vertex first.
    pub outs: [Vec<[u32; 4]>; 3],
    /// The pixel shader's inputs.
    pub inputs: std::sync::Arc<Vec<PsInput>>,
    /// Whether it faces the front.
    pub front: bool,
    /// Its PrimitiveID.
    pub id: u32,
    /// The viewport it is drawn through.
    pub vp: usize,
    /// The render-target array slice it is drawn to.
    pub slice: u32,
    /// Registers of a pixel shader's input file.
    pub regs: usize,
    /// Clip distances: (vertex output register, components).
    pub clip: Vec<(usize, u8)>,
}

impl Prim {
    /// The triangle covering pixel (`x`, `y`) (0 for a line), if one does.
    pub fn covering(&self, x: i64, y: i64) -> Option<usize> {
        match &self.shape {
            Shape::Tris(t) => t.iter().position(|t| t.covers(x, y)),
            Shape::Line(l) => l.covers(x, y).then_some(0),
        }
    }

    /// The pixels it may cover.
    pub fn bounds(&self) -> Rect {
        match &self.shape {
            Shape::Line(l) => l.bounds(),
            Shape::Tris(t) => t.iter().map(Tri::bounds).fold(
                Rect {
                    left: i64::MAX,
                    top: i64::MAX,
                    right: i64::MIN,
                    bottom: i64::MIN,
                },
                |a, b| Rect {
                    left: a.left.min(b.left),
                    top: a.top.min(b.top),
                    right: a.right.max(b.right),
                    bottom: a.bottom.max(b.bottom),
                },
            ),
        }
    }

    /// The primitive's weights at point (`x`, `y`) on triangle `t`:
    /// clip-space (perspective-correct), screen-space, and the point's z
    /// and w.
    fn at(&self, t: usize, x: f64, y: f64) -> ([f64; 3], [f64; 3], f64, f64) {
        let (b, v) = match &self.shape {
            Shape::Tris(tris) => {
                let tri = &tris[t.min(tris.len() - 1)];
                (tri.weights(x, y), tri.v)
            }
            Shape::Line(l) => (l.weights(x, y), [l.a, l.b, l.b]),
        };
        let q: [f64; 3] = std::array::from_fn(|j| b[j] * v[j].inv_w);
        let sum: f64 = q.iter().sum();
        let mut lam = [0.0; 3];
        let mut nu = [0.0; 3];
        for j in 0..3 {
            for i in 0..3 {
                lam[i] += q[j] / sum * v[j].lam[i];
                nu[i] += b[j] * v[j].nu[i];
            }
        }
        let z: f64 = (0..3).map(|j| b[j] * v[j].z as f64).sum();
        (lam, nu, z, 1.0 / sum)
    }

    /// Register `reg` of the vertices interpolated with weights `w`.
    fn mix(&self, reg: usize, w: &[f64; 3]) -> [u32; 4] {
        std::array::from_fn(|c| {
            let v: f64 = (0..3)
                .map(|i| w[i] * f32::from_bits(self.outs[i][reg][c]) as f64)
                .sum();
            (v as f32).to_bits()
        })
    }

    /// Whether every clip distance is >= 0 at pixel (`x`, `y`) of triangle
    /// `t` (§15.4.1, evaluated per pixel).
    pub fn clip_passes(&self, t: usize, x: i64, y: i64) -> bool {
        self.clip_passes_at(t, x as f64 + 0.5, y as f64 + 0.5)
    }

    /// [`Prim::clip_passes`] at render-target point (`x`, `y`) (a sample).
    pub fn clip_passes_at(&self, t: usize, x: f64, y: f64) -> bool {
        if self.clip.is_empty() {
            return true;
        }
        let (lam, ..) = self.at(t, x, y);
        self.clip.iter().all(|&(reg, mask)| {
            let v = self.mix(reg, &lam);
            (0..4).all(|c| mask & (1 << c) == 0 || f32::from_bits(v[c]) >= 0.0)
        })
    }

    /// The samples of pixel (`x`, `y`) it covers, by `pattern` (offsets
    /// from the centre in 1/16 pixel): each sample inside one of its
    /// triangles by the top-left rule and passing the clip distances
    /// there (§3.5, §15.4.1); with the triangle whose attributes the pixel
    /// takes (the one covering the centre, else the first covering a
    /// sample). An aliased line covers every sample of the pixels it
    /// covers (§15.14.1).
    pub fn sample_coverage(&self, x: i64, y: i64, pattern: &[[i8; 2]]) -> (u32, Option<usize>) {
        let tris = match &self.shape {
            Shape::Tris(tris) => tris,
            Shape::Line(l) => {
                let all = (1u32 << pattern.len().min(31)) - 1;
                return match l.covers(x, y) && self.clip_passes(0, x, y) {
                    true => (all, Some(0)),
                    false => (0, None),
                };
            }
        };
        let mut mask = 0;
        let mut first = None;
        for (s, o) in pattern.iter().enumerate() {
            // 1/16 pixel is 16 units of the 16.8 fixed point.
            let (px, py) = (
                x * ONE + HALF + o[0] as i64 * 16,
                y * ONE + HALF + o[1] as i64 * 16,
            );
            let Some(t) = tris.iter().position(|t| t.covers_point(px, py)) else {
                continue;
            };
            let (fx, fy) = (px as f64 / ONE as f64, py as f64 / ONE as f64);
            if self.clip_passes_at(t, fx, fy) {
                mask |= 1 << s;
                first.get_or_insert(t);
            }
        }
        let centre = tris.iter().position(|t| t.covers(x, y));
        (mask, centre.or(first))
    }

    /// The rasterizer depth at render-target point (`x`, `y`) of triangle
    /// `t` (a sample's depth).
    pub fn depth_at(&self, t: usize, x: f64, y: f64) -> f32 {
        self.at(t, x, y).2 as f32
    }

    /// [`Prim::file_into`] at the pixel centre (`x`, `y`), the inputs
    /// declared `centroid` at offset `centroid` from it (§3.5.5); in a
    /// pass at sample frequency (`sample`: its index and offset) the
    /// inputs declared `sample` at the sample and SV_SampleIndex its index.
    pub fn file_at(
        &self,
        t: usize,
        (x, y): (f64, f64),
        centroid: [f32; 2],
        sample: Option<(u32, [f32; 2])>,
        f: &mut Vec<[u32; 4]>,
    ) -> f32 {
        let z = self.file_into(t, x, y, f);
        let mut at = Vec::new();
        let mut set = |off: [f32; 2], which: &dyn Fn(&PsInput) -> bool, f: &mut Vec<[u32; 4]>| {
            if off == [0.0; 2] || !self.inputs.iter().any(which) {
                return;
            }
            self.file_into(t, x + off[0] as f64, y + off[1] as f64, &mut at);
            for inp in self.inputs.iter().filter(|i| which(i)) {
                for c in 0..4 {
                    if inp.mask & (1 << c) != 0 {
                        f[inp.reg][c] = at[inp.reg][c];
                    }
                }
            }
        };
        set(centroid, &|i| i.centroid, f);
        if let Some((index, off)) = sample {
            set(off, &|i| i.per_sample, f);
            for inp in self.inputs.iter() {
                if matches!(inp.src, Source::SampleIndex) {
                    for (c, v) in f[inp.reg].iter_mut().enumerate() {
                        if inp.mask & (1 << c) != 0 {
                            *v = index;
                        }
                    }
                }
            }
        }
        z
    }

    /// The pixel shader's input file at point (`x`, `y`) of triangle `t`,
    /// and the rasterizer depth there.
    pub fn file(&self, t: usize, x: f64, y: f64) -> (Vec<[u32; 4]>, f32) {
        let mut f = Vec::new();
        let z = self.file_into(t, x, y, &mut f);
        (f, z)
    }

    /// [`Prim::file`] into `f` (its allocation reused); gives the depth.
    pub fn file_into(&self, t: usize, x: f64, y: f64, f: &mut Vec<[u32; 4]>) -> f32 {
        let (lam, nu, z, w) = self.at(t, x, y);
        f.clear();
        f.resize(self.regs, [0u32; 4]);
        for inp in self.inputs.iter() {
            let v = match &inp.src {
                Source::FrontFace => [if self.front { u32::MAX } else { 0 }; 4],
                Source::PrimitiveId => [self.id; 4],
                Source::SampleIndex => [0; 4],
                Source::Position => [
                    (x as f32).to_bits(),
                    (y as f32).to_bits(),
                    (z as f32).to_bits(),
                    (w as f32).to_bits(),
                ],
                Source::Interp(Interpolation::CONSTANT) => self.outs[0][inp.reg],
                Source::Interp(m)
                    if [
                        Interpolation::LINEAR_NOPERSPECTIVE,
                        Interpolation::LINEAR_NOPERSPECTIVE_CENTROID,
                        Interpolation::LINEAR_NOPERSPECTIVE_SAMPLE,
                    ]
                    .contains(m) =>
                {
                    self.mix(inp.reg, &nu)
                }
                Source::Interp(_) => self.mix(inp.reg, &lam),
            };
            for c in 0..4 {
                if inp.mask & (1 << c) != 0 {
                    f[inp.reg][c] = v[c];
                }
            }
        }
        z as f32
    }
}

/// Pull-model evaluation on a primitive: its first triangle's planes
/// (every triangle of a clipped polygon lies in one plane).
#[derive(Debug)]
pub struct PrimAttributes(pub std::sync::Arc<Prim>);

impl Attributes for PrimAttributes {
    fn at(&self, reg: usize, base: [u32; 4], x: f32, y: f32) -> [u32; 4] {
        let p = &self.0;
        let Some(inp) = p.inputs.iter().find(|i| i.reg == reg) else {
            return base;
        };
        if !matches!(inp.src, Source::Position | Source::Interp(_))
            || matches!(inp.src, Source::Interp(Interpolation::CONSTANT))
        {
            return base;
        }
        let (f, _) = p.file(0, x as f64, y as f64);
        let mut v = base;
        for c in 0..4 {
            if inp.mask & (1 << c) != 0 {
                v[c] = f[reg][c];
            }
        }
        v
    }

    fn depth(&self, x: f32, y: f32) -> f32 {
        self.0.at(0, x as f64, y as f64).2 as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sv(x: f64, y: f64) -> ScreenVertex {
        ScreenVertex {
            x: (x * 256.0) as i64,
            y: (y * 256.0) as i64,
            z: 0.0,
            inv_w: 1.0,
            lam: [0.0; 3],
            nu: [0.0; 3],
        }
    }

    fn count(t: &Tri) -> usize {
        let mut n = 0;
        for y in -2..10 {
            for x in -2..10 {
                n += usize::from(t.covers(x, y));
            }
        }
        n
    }

    // The rasterization-rules page's example, in Direct3D 11's pixel
    // coordinates (centres at .5): the square (0,0)-(5,5) split along its
    // diagonal gives 15 pixels to the triangle whose left edge is the
    // diagonal and 10 to the other; together the 25 pixels, none twice.
    #[test]
    fn top_left_rule_splits_a_square() {
        let a = Tri::new([sv(0.5, 0.5), sv(5.5, 0.5), sv(5.5, 5.5)]).unwrap();
        let b = Tri::new([sv(0.5, 5.5), sv(0.5, 0.5), sv(5.5, 5.5)]).unwrap();
        assert_eq!(count(&a), 15);
        assert_eq!(count(&b), 10);
        for y in 0..5 {
            for x in 0..5 {
                assert!(a.covers(x, y) != b.covers(x, y), "pixel {x},{y}");
            }
        }
    }

    // A rectangle on pixel edges (0,0)-(5,5) made of two triangles covers
    // exactly its 25 pixels (§3.4.2: centres strictly inside).
    #[test]
    fn rectangle_on_pixel_edges() {
        let a = Tri::new([sv(0.0, 0.0), sv(5.0, 0.0), sv(0.0, 5.0)]).unwrap();
        let b = Tri::new([sv(5.0, 0.0), sv(5.0, 5.0), sv(0.0, 5.0)]).unwrap();
        assert_eq!(count(&a) + count(&b), 25);
    }

    fn line(a: (f64, f64), b: (f64, f64)) -> Vec<(i64, i64)> {
        let l = Line {
            a: sv(a.0, a.1),
            b: sv(b.0, b.1),
        };
        let mut v = Vec::new();
        for y in -2..10 {
            for x in -2..10 {
                if l.covers(x, y) {
                    v.push((x, y));
                }
            }
        }
        v
    }

    // §3.4.3 (the rasterization-rules page's diamond test): a horizontal
    // line through pixel centres from the centre of pixel 1 to the centre
    // of pixel 5 covers 1 to 4 (it exits their diamonds, and ends inside
    // pixel 5's); the same line reversed covers 2 to 5.
    #[test]
    fn lines_exit_diamonds() {
        let fwd = line((1.5, 2.5), (5.5, 2.5));
        assert_eq!(fwd, vec![(1, 2), (2, 2), (3, 2), (4, 2)]);
        let back = line((5.5, 2.5), (1.5, 2.5));
        assert_eq!(back, vec![(2, 2), (3, 2), (4, 2), (5, 2)]);
        // A line along a row boundary (y = 3.0) passes through the bottom
        // corners of row 2's diamonds (included) and the top corners of
        // row 3's (excluded): row 2 is drawn.
        let edge = line((1.5, 3.0), (5.5, 3.0));
        assert!(edge.iter().all(|&(_, y)| y == 2), "{edge:?}");
        assert_eq!(edge.len(), 4);
        // A vertical (y-major) line along a column boundary passes through
        // the right corners of column 1 (included for y-major lines).
        let vert = line((2.0, 1.5), (2.0, 5.5));
        assert!(vert.iter().all(|&(x, _)| x == 1), "{vert:?}");
        assert_eq!(vert.len(), 4);
    }

    // §3.2.4.1: round to nearest even at 1/256; NaN 0.
    #[test]
    fn snapping() {
        assert_eq!(snap(1.0), 256);
        assert_eq!(snap(0.5 / 256.0), 0);
        assert_eq!(snap(1.5 / 256.0), 2);
        assert_eq!(snap(f32::NAN), 0);
        assert_eq!(snap(1e9), (1 << 23) - 1);
    }

    // §15.4: a triangle crossing z = 0 loses the part in front of the near
    // plane; one wholly behind is gone.
    #[test]
    fn clipping_near_plane() {
        let p = clip(
            [
                [0.0, 0.0, -1.0, 1.0],
                [1.0, 0.0, 1.0, 1.0],
                [0.0, 1.0, 1.0, 1.0],
            ],
            true,
            1.0,
        );
        assert_eq!(p.len(), 4);
        assert!(p.iter().all(|v| v.pos[2] >= 0.0));
        let gone = clip(
            [
                [0.0, 0.0, -1.0, 1.0],
                [1.0, 0.0, -1.0, 1.0],
                [0.0, 1.0, -1.0, 1.0],
            ],
            true,
            1.0,
        );
        assert!(gone.is_empty());
        let kept = clip(
            [
                [0.0, 0.0, -1.0, 1.0],
                [1.0, 0.0, -1.0, 1.0],
                [0.0, 1.0, -1.0, 1.0],
            ],
            false,
            1.0,
        );
        assert_eq!(kept.len(), 3);
    }
}
