//! The fixed-function tessellator of Direct3D 11: a hull shader's tess
//! factors become domain points and the primitives that join them.
//!
//! This follows the reference tessellator Microsoft published with the
//! Direct3D 11.3 functional spec (`tessellator.cpp`, its hardware
//! tessellator), whose arithmetic defines the results exactly: factors
//! are clamped and rounded in float, then everything else is 16.16 fixed
//! point, so that points land on the same bits everywhere. In outline:
//!
//! - Each factor gives a number of points along its edge. Points are
//!   placed on one half of the edge and mirrored; a fractional factor
//!   blends the positions of its floor and ceiling halves, and the point
//!   that appears first as the factor grows is chosen by the ruler
//!   function (the split point), so neighbouring edges agree.
//! - Tri and quad domains: the outer ring comes from the edge factors,
//!   the inner rings from the inside factor(s); the first inner ring is
//!   stitched to the outer one by the ruler order (`Builder::transition`),
//!   the others ring to ring (`Builder::regular`), and the centre closes
//!   with a triangle, a point or a strip of quads.
//! - Isolines: lines of points across u, one per density step in v.

/// `dcl_tessellator_domain`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    /// Lines across u, stacked in v.
    Isoline,
    /// A triangle (barycentric u, v, w).
    Tri,
    /// A square (u, v).
    Quad,
}

/// `dcl_tessellator_partitioning`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Partitioning {
    /// Factors rounded up to integers.
    Integer,
    /// As integer (the hardware makes no distinction).
    Pow2,
    /// Fractional, an odd number of segments (1 to 63).
    FractionalOdd,
    /// Fractional, an even number of segments (2 to 64).
    FractionalEven,
}

/// `dcl_tessellator_output_primitive`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// Each point.
    Point,
    /// Line segments (isolines).
    Line,
    /// Triangles, clockwise with v pointing down.
    TriangleCw,
    /// Triangles, counterclockwise.
    TriangleCcw,
}

impl Output {
    /// Indices per primitive.
    pub fn arity(self) -> usize {
        match self {
            Output::Point => 1,
            Output::Line => 2,
            Output::TriangleCw | Output::TriangleCcw => 3,
        }
    }
}

/// A patch's tessellation: domain points (u, v; a tri's w is 1 − u − v)
/// and the indices of the primitives, `arity` per primitive.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tessellation {
    /// Domain points (u, v).
    pub points: Vec<[f32; 2]>,
    /// Point indices, `arity` per primitive.
    pub indices: Vec<u32>,
}

type Fxp = u32;
const FRACTION_BITS: u32 = 16;
const ONE: Fxp = 1 << FRACTION_BITS;
const HALF: Fxp = 0x8000;
const ONE_THIRD: Fxp = 0x5555;
const TWO_THIRDS: Fxp = 0xaaaa;
const INTEGER_MASK: Fxp = 0x7fff_0000;
/// 2^-16, the smallest fixed-point fraction.
const EPSILON: f32 = 1.0 / 65536.0;

/// `1/n` in 16.16, rounded to nearest (the reference's table for n = 1 to
/// 64).
fn reciprocal(n: u32) -> Fxp {
    if n == 0 {
        return u32::MAX;
    }
    (ONE + n / 2) / n
}

/// A float to unsigned 15.16 fixed point, rounding to nearest even:
/// NaN and negatives give 0, 32768 and above the largest value.
fn to_fixed(x: f32) -> Fxp {
    if x.is_nan() || x <= 0.0 {
        return 0;
    }
    if x >= 32768.0 {
        return 0x7fff_ffff;
    }
    (x as f64 * 65536.0).round_ties_even() as u32
}

fn to_float(x: Fxp) -> f32 {
    (x >> FRACTION_BITS) as f32 + (x & 0xffff) as f32 / 65536.0
}

fn fx_ceil(x: Fxp) -> Fxp {
    if x & 0xffff != 0 {
        (x & INTEGER_MASK) + ONE
    } else {
        x
    }
}

fn fx_floor(x: Fxp) -> Fxp {
    x & INTEGER_MASK
}

/// The value without its highest set bit (0 for 0).
fn without_msb(v: i32) -> i32 {
    if v <= 0 {
        0
    } else {
        v & !(1 << (31 - v.leading_zeros()))
    }
}

/// The spec's floating-point min and max (denormals flushed; a NaN second
/// operand gives the first): what the factor clamps use, so that a NaN
/// factor becomes the lower bound.
fn flush(a: f32) -> f32 {
    if a.is_subnormal() {
        0.0f32.copysign(a)
    } else {
        a
    }
}

fn fmin(a: f32, b: f32) -> f32 {
    let (x, y) = (flush(a), flush(b));
    if y.is_nan() {
        a
    } else if x == 0.0 && y == 0.0 {
        if x.is_sign_negative() {
            a
        } else {
            b
        }
    } else if x < y {
        a
    } else {
        b
    }
}

fn fmax(a: f32, b: f32) -> f32 {
    let (x, y) = (flush(a), flush(b));
    if y.is_nan() {
        a
    } else if x == 0.0 && y == 0.0 {
        if y.is_sign_negative() {
            a
        } else {
            b
        }
    } else if x >= y {
        a
    } else {
        b
    }
}

/// Everything about one factor that point placement needs.
#[derive(Clone, Copy, Debug, Default)]
struct Ctx {
    inv_floor_segments: Fxp,
    inv_ceil_segments: Fxp,
    half_fraction: Fxp,
    half_points: i32,
    split: i32,
}

/// A factor's parity and fixed-point value, with its context.
#[derive(Clone, Copy, Debug, Default)]
struct Factor {
    odd: bool,
    fx: Fxp,
    ctx: Ctx,
    points: i32,
}

impl Factor {
    fn new(fx: Fxp, odd: bool) -> Factor {
        let mut f = Factor {
            odd,
            fx,
            ..Factor::default()
        };
        f.ctx = context(fx, odd);
        f.points = point_count(fx, odd);
        f
    }

    fn place(&self, point: i32) -> Fxp {
        place(&self.ctx, point, self.odd)
    }
}

fn point_count(tf: Fxp, odd: bool) -> i32 {
    let half = tf.wrapping_add(1) / 2;
    if odd {
        ((fx_ceil(HALF + half) * 2) >> FRACTION_BITS) as i32
    } else {
        (((fx_ceil(half) * 2) >> FRACTION_BITS) + 1) as i32
    }
}

fn context(tf: Fxp, odd: bool) -> Ctx {
    let mut half = tf.wrapping_add(1) / 2;
    // A factor of 1 treated as even behaves like odd here.
    if odd || half == HALF {
        half += HALF;
    }
    let floor = fx_floor(half);
    let ceil = fx_ceil(half);
    let half_points = (ceil >> FRACTION_BITS) as i32;
    let split = if ceil == floor {
        // No split: a value past every point.
        half_points + 1
    } else if odd {
        if floor == ONE {
            0
        } else {
            (without_msb((floor >> FRACTION_BITS) as i32 - 1) << 1) + 1
        }
    } else {
        (without_msb((floor >> FRACTION_BITS) as i32) << 1) + 1
    };
    let mut floor_segments = (floor * 2) >> FRACTION_BITS;
    let mut ceil_segments = (ceil * 2) >> FRACTION_BITS;
    if odd {
        floor_segments -= 1;
        ceil_segments -= 1;
    }
    Ctx {
        inv_floor_segments: reciprocal(floor_segments.min(64)),
        inv_ceil_segments: reciprocal(ceil_segments.min(64)),
        half_fraction: half - floor,
        half_points,
        split,
    }
}

/// The position (16.16, 0 to 1) of point `point` along an edge.
fn place(c: &Ctx, point: i32, odd: bool) -> Fxp {
    let mut point = point;
    let flip = point >= c.half_points;
    if flip {
        point = (c.half_points << 1) - point;
        if odd {
            point -= 1;
        }
    }
    if point == c.half_points {
        // The middle, which the arithmetic below cannot give exactly.
        return HALF;
    }
    let on_ceil = point as u32;
    let on_floor = if point > c.split {
        on_ceil - 1
    } else {
        on_ceil
    };
    let at_floor = on_floor.wrapping_mul(c.inv_floor_segments);
    let at_ceil = on_ceil.wrapping_mul(c.inv_ceil_segments);
    let mut loc = at_floor
        .wrapping_mul(ONE - c.half_fraction)
        .wrapping_add(at_ceil.wrapping_mul(c.half_fraction));
    loc = loc.wrapping_add(HALF) >> FRACTION_BITS;
    if flip {
        ONE - loc
    } else {
        loc
    }
}

/// How indices are remapped while a ring's last side is stitched (its
/// rows wrap around to the ring's first points) or a row runs backwards.
#[derive(Clone, Copy, Debug)]
enum Remap {
    None,
    /// Inside indices count from 0 and outside ones from `outside_base`;
    /// each is moved by its delta, and the row's last index (which wrapped
    /// around) becomes the ring's first.
    Wrap {
        inside_delta: i32,
        inside_last: i32,
        inside_first: i32,
        outside_base: i32,
        outside_delta: i32,
        outside_last: i32,
        outside_first: i32,
    },
    /// Indices from `base` on run backwards (`end − index`); `bad`
    /// becomes `good`.
    Reverse {
        base: i32,
        bad: i32,
        good: i32,
        end: i32,
    },
}

impl Remap {
    fn apply(self, i: i32) -> i32 {
        match self {
            Remap::None => i,
            Remap::Wrap {
                inside_delta,
                inside_last,
                inside_first,
                outside_base,
                outside_delta,
                outside_last,
                outside_first,
            } => {
                if i >= outside_base {
                    if i == outside_last {
                        outside_first
                    } else {
                        i + outside_delta
                    }
                } else if i == inside_last {
                    inside_first
                } else {
                    i + inside_delta
                }
            }
            Remap::Reverse {
                base,
                bad,
                good,
                end,
            } => {
                if i == bad {
                    good
                } else if i >= base {
                    end - i
                } else {
                    i
                }
            }
        }
    }
}

/// Which way the diagonals of a regular strip run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Diagonals {
    InsideToOutside,
    InsideToOutsideExceptMiddle,
    Mirrored,
}

/// Where a point lands on the half edge at the largest factor, in the
/// ruler function's order of appearance (33 entries: odd factors up to 65,
/// even up to 64), and for each half-point count the first and last
/// entries smaller than it (0 and 1 skip the loop).
const RULER: [i32; 33] = [
    0, 32, 16, 8, 17, 4, 18, 9, 19, 2, 20, 10, 21, 5, 22, 11, 23, 1, 24, 12, 25, 6, 26, 13, 27, 3,
    28, 14, 29, 7, 30, 15, 31,
];
const RULER_FIRST: [usize; 33] = [
    1, 1, 17, 9, 9, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    2, 2,
];
const RULER_LAST: [usize; 33] = [
    0, 0, 17, 17, 25, 25, 25, 25, 29, 29, 29, 29, 29, 29, 29, 29, 31, 31, 31, 31, 31, 31, 31, 31,
    31, 31, 31, 31, 31, 31, 31, 31, 32,
];

/// Points and indices as they are made.
struct Builder {
    points: Vec<[f32; 2]>,
    indices: Vec<u32>,
    clockwise: bool,
    remap: Remap,
}

impl Builder {
    fn point(&mut self, u: Fxp, v: Fxp) {
        self.points.push([to_float(u), to_float(v)]);
    }

    fn index(&mut self, i: i32) {
        self.indices.push(self.remap.apply(i).max(0) as u32);
    }

    /// A triangle given clockwise, stored in the output's winding.
    fn tri(&mut self, a: i32, b: i32, c: i32) {
        self.index(a);
        if self.clockwise {
            self.index(b);
            self.index(c);
        } else {
            self.index(c);
            self.index(b);
        }
    }

    /// A strip between an inside row of `inside_n` points and an outside
    /// row one longer (a trapezoid: one more triangle at each end) or as
    /// long.
    fn regular(
        &mut self,
        trapezoid: bool,
        diag: Diagonals,
        inside_n: i32,
        inside: i32,
        outside: i32,
    ) {
        let (mut i, mut o) = (inside, outside);
        if trapezoid {
            self.tri(o, o + 1, i);
            o += 1;
        }
        let mut p = 0;
        match diag {
            Diagonals::InsideToOutside => {
                while p < inside_n - 1 {
                    self.tri(i, o, o + 1);
                    self.tri(i, o + 1, i + 1);
                    i += 1;
                    o += 1;
                    p += 1;
                }
            }
            Diagonals::InsideToOutsideExceptMiddle => {
                while p < inside_n / 2 - 1 {
                    self.tri(o, o + 1, i);
                    self.tri(i, o + 1, i + 1);
                    i += 1;
                    o += 1;
                    p += 1;
                }
                self.tri(o, i + 1, i);
                self.tri(o, o + 1, i + 1);
                i += 1;
                o += 1;
                p += 2;
                while p < inside_n {
                    self.tri(o, o + 1, i);
                    self.tri(i, o + 1, i + 1);
                    i += 1;
                    o += 1;
                    p += 1;
                }
            }
            Diagonals::Mirrored => {
                while p < inside_n / 2 {
                    self.tri(o, i + 1, i);
                    self.tri(o, o + 1, i + 1);
                    i += 1;
                    o += 1;
                    p += 1;
                }
                while p < inside_n - 1 {
                    self.tri(i, o, o + 1);
                    self.tri(i, o + 1, i + 1);
                    i += 1;
                    o += 1;
                    p += 1;
                }
            }
        }
        if trapezoid {
            self.tri(o, o + 1, i);
        }
    }

    /// Stitches an inside row to an outside row of any factors: each half
    /// walks the ruler order, advancing on whichever row has the point
    /// that appears next; the middle closes by the two parities.
    fn transition(&mut self, inside: i32, inside_f: &Factor, outside: i32, outside_f: &Factor) {
        let in_half = (inside_f.ctx.half_points - i32::from(inside_f.odd)).clamp(0, 32) as usize;
        let out_half = (outside_f.ctx.half_points - i32::from(outside_f.odd)).clamp(0, 32) as usize;
        let (mut i, mut o) = (inside, outside);
        let first = RULER_FIRST[in_half].min(RULER_FIRST[out_half]);
        let last = RULER_LAST[in_half].max(RULER_LAST[out_half]);
        let (in_half, out_half) = (in_half as i32, out_half as i32);
        if RULER[0] < out_half {
            self.tri(o, o + 1, i);
            o += 1;
        }
        for &r in &RULER[first..=last] {
            if r < in_half {
                self.tri(i, o, i + 1);
                i += 1;
            }
            if r < out_half {
                self.tri(o, o + 1, i);
                o += 1;
            }
        }
        if inside_f.odd != outside_f.odd || inside_f.odd {
            if inside_f.odd == outside_f.odd {
                // A quad in the middle.
                self.tri(i, o, i + 1);
                self.tri(i + 1, o, o + 1);
                i += 1;
                o += 1;
            } else if !inside_f.odd {
                // A triangle pointing inside.
                self.tri(i, o, o + 1);
                o += 1;
            } else {
                // A triangle pointing outside.
                self.tri(i, o, i + 1);
                i += 1;
            }
        }
        for &r in RULER[first..=last].iter().rev() {
            if r < out_half {
                self.tri(o, o + 1, i);
                o += 1;
            }
            if r < in_half {
                self.tri(i, o, i + 1);
                i += 1;
            }
        }
        if RULER[0] < out_half {
            self.tri(o, o + 1, i);
        }
    }

    /// Primitives that just list the points (point output), or join them
    /// in order (line output on a tri or quad domain, as the reference
    /// does).
    fn list_points(&mut self, output: Output) {
        let n = self.points.len() as u32;
        self.indices.clear();
        match output {
            Output::Line => {
                for p in 1..n {
                    self.indices.push(p - 1);
                    self.indices.push(p);
                }
            }
            _ => self.indices.extend(0..n),
        }
    }
}

/// Clamps a factor to the partitioning's range; integer and pow2 round up.
fn bounds(p: Partitioning) -> (f32, f32) {
    match p {
        Partitioning::Integer | Partitioning::Pow2 => (1.0, 64.0),
        Partitioning::FractionalEven => (2.0, 64.0),
        Partitioning::FractionalOdd => (1.0, 63.0),
    }
}

fn integer(p: Partitioning) -> bool {
    matches!(p, Partitioning::Integer | Partitioning::Pow2)
}

/// Whether an integer-partitioned factor (already rounded up) is odd.
fn odd_int(f: f32) -> bool {
    (f as i32) & 1 == 1
}

/// Tessellates one patch. `factors`: quad [Ueq0, Veq0, Ueq1, Veq1,
/// inside U, inside V]; tri [Ueq0, Veq0, Weq0, inside]; isoline [density,
/// detail]. A patch with an edge factor that is not above 0 (or NaN) is
/// culled: no points.
pub fn tessellate(
    domain: Domain,
    part: Partitioning,
    output: Output,
    factors: &[f32],
) -> Tessellation {
    let mut b = Builder {
        points: Vec::new(),
        indices: Vec::new(),
        clockwise: output != Output::TriangleCcw,
        remap: Remap::None,
    };
    match domain {
        Domain::Quad => quad(&mut b, part, output, factors),
        Domain::Tri => tri(&mut b, part, output, factors),
        Domain::Isoline => isoline(&mut b, part, output, factors),
    }
    Tessellation {
        points: b.points,
        indices: b.indices,
    }
}

/// A factor that culls its patch: not above 0 (NaN included).
fn culls(f: f32) -> bool {
    f.is_nan() || f <= 0.0
}

fn get(f: &[f32], i: usize) -> f32 {
    f.get(i).copied().unwrap_or(0.0)
}

/// Edge and inside factors clamped (and, for integer partitioning,
/// rounded up) as the reference does; fractional_odd forces an inside
/// factor above 1 when any factor is, so that there is a ring.
fn clamp_factors(part: Partitioning, edges: &mut [f32], inside: &mut [f32], inside_counts: bool) {
    let (lo, hi) = bounds(part);
    for e in edges.iter_mut() {
        *e = fmin(hi, fmax(lo, *e));
        if integer(part) {
            *e = e.ceil();
        }
    }
    let mut lo_in = lo;
    if part == Partitioning::FractionalOdd {
        let over = 1.0 + EPSILON / 2.0;
        let any =
            edges.iter().any(|e| *e > over) || (inside_counts && inside.iter().any(|e| *e > over));
        if any {
            lo_in = 1.0 + EPSILON;
        }
    }
    for e in inside.iter_mut() {
        *e = fmin(hi, fmax(lo_in, *e));
        if integer(part) {
            *e = e.ceil();
        }
    }
}

/// The parity of an edge factor and of an inside factor (an inside factor
/// of 1 counts as even).
fn parities(part: Partitioning, f: f32, inside: bool) -> bool {
    match part {
        Partitioning::FractionalOdd => true,
        Partitioning::FractionalEven => false,
        _ => odd_int(f) && !(inside && f == 1.0),
    }
}

fn quad(b: &mut Builder, part: Partitioning, output: Output, f: &[f32]) {
    let mut edges = [get(f, 0), get(f, 1), get(f, 2), get(f, 3)];
    if edges.iter().any(|e| culls(*e)) {
        return;
    }
    let mut inside = [get(f, 4), get(f, 5)];
    clamp_factors(part, &mut edges, &mut inside, true);
    let out: [Factor; 4] =
        std::array::from_fn(|e| Factor::new(to_fixed(edges[e]), parities(part, edges[e], false)));
    let mut ins: [Factor; 2] =
        std::array::from_fn(|a| Factor::new(to_fixed(inside[a]), parities(part, inside[a], true)));
    let all_one = out.iter().chain(ins.iter()).all(|x| x.fx == ONE);
    if (integer(part) || part == Partitioning::FractionalOdd) && all_one {
        b.point(0, 0);
        b.point(ONE, 0);
        b.point(ONE, ONE);
        b.point(0, ONE);
        match output {
            Output::TriangleCw | Output::TriangleCcw => {
                b.tri(0, 1, 3);
                b.tri(1, 2, 3);
            }
            o => b.list_points(o),
        }
        return;
    }
    for x in ins.iter_mut() {
        // At least one inner ring, degenerate when the factor is 1.
        x.points = x.points.max(if x.odd { 4 } else { 3 });
    }
    quad_points(b, &out, &ins);
    match output {
        Output::Point | Output::Line => b.list_points(output),
        _ => quad_connect(b, &out, &ins),
    }
}

fn quad_points(b: &mut Builder, out: &[Factor; 4], ins: &[Factor; 2]) {
    // The outer ring, clockwise from (0, 0) along u = 0.
    for (e, fe) in out.iter().enumerate() {
        let end = fe.points - 1;
        for p in 0..end {
            let q = if e == 1 || e == 2 { p } else { end - p };
            let t = fe.place(q);
            if e & 1 == 1 {
                b.point(t, if e == 3 { ONE } else { 0 });
            } else {
                b.point(if e == 2 { ONE } else { 0 }, t);
            }
        }
    }
    // Inner rings, spiralling in.
    let (nu, nv) = (ins[0].points, ins[1].points);
    let rings = nu.min(nv) >> 1;
    for ring in 1..rings {
        let end = [nu - 1 - ring, nv - 1 - ring];
        for e in 0..4usize {
            let (perp_axis, along_axis) = (e & 1, (e + 1) & 1);
            let perp_point = if e < 2 { ring } else { end[perp_axis] };
            let perp = ins[perp_axis].place(perp_point);
            for p in ring..end[along_axis] {
                let q = if e == 1 || e == 2 {
                    p
                } else {
                    end[along_axis] - (p - ring)
                };
                let t = ins[along_axis].place(q);
                if along_axis == 1 {
                    b.point(perp, t);
                } else {
                    b.point(t, perp);
                }
            }
        }
    }
    // An even inside factor leaves a row of points through the middle.
    if nu > nv && !ins[1].odd {
        for p in rings..=(nu - 1 - rings) {
            b.point(ins[0].place(p), HALF);
        }
    } else if nv >= nu && !ins[0].odd {
        for p in (rings..=(nv - 1 - rings)).rev() {
            b.point(HALF, ins[1].place(p));
        }
    }
}

fn quad_connect(b: &mut Builder, out: &[Factor; 4], ins: &[Factor; 2]) {
    let (nu, nv) = (ins[0].points, ins[1].points);
    let to_centre = [(nu + 1) >> 1, (nv + 1) >> 1];
    let rings = to_centre[0].min(to_centre[1]);
    // The ring whose last side runs back along a degenerate middle row.
    let degenerate = [
        if !ins[1].odd { to_centre[1] - 1 } else { -1 },
        if !ins[0].odd { to_centre[0] - 1 } else { -1 },
    ];
    let mut outer: [Factor; 4] = *out;
    let mut outer_points = [out[0].points, out[1].points, out[2].points, out[3].points];
    let outer_total: i32 = outer_points.iter().map(|n| n - 1).sum();
    let mut inside_base = outer_total;
    let mut outside_base = 0;
    for ring in 1..rings {
        let inside_points = [nu - 2 * ring, nv - 2 * ring];
        let first_inside = inside_base;
        let first_outside = outside_base;
        for e in 0..4usize {
            let axis = (e + 1) & 1;
            let (mut ib, mut ob) = (inside_base, outside_base);
            if e == 3 {
                if ring == degenerate[axis] {
                    let base = inside_base + 1;
                    b.remap = Remap::Reverse {
                        base,
                        bad: outside_base + outer_points[e] - 1,
                        good: first_outside,
                        end: (base << 1) - 1,
                    };
                    ib = base;
                } else {
                    let patch_base = inside_points[axis];
                    b.remap = Remap::Wrap {
                        inside_delta: inside_base,
                        inside_last: inside_points[axis] - 1,
                        inside_first: first_inside,
                        outside_base: patch_base,
                        outside_delta: outside_base - patch_base,
                        outside_last: patch_base + outer_points[e] - 1,
                        outside_first: first_outside,
                    };
                    ib = 0;
                    ob = patch_base;
                }
            } else if e == 2 && ring == degenerate[axis] {
                b.remap = Remap::Reverse {
                    base: inside_base,
                    bad: -1,
                    good: -1,
                    end: inside_base << 1,
                };
            }
            if ring == 1 {
                b.transition(ib, &ins[axis], ob, &outer[e]);
            } else {
                b.regular(true, Diagonals::Mirrored, inside_points[axis], ib, ob);
            }
            b.remap = Remap::None;
            outside_base += outer_points[e] - 1;
            if e == 2 && ring == degenerate[axis] {
                inside_base -= inside_points[axis] - 1;
            } else {
                inside_base += inside_points[axis] - 1;
            }
            outer_points[e] = inside_points[axis];
        }
        if ring == 1 {
            for (e, o) in outer.iter_mut().enumerate() {
                *o = ins[e & 1];
            }
        }
    }
    // The centre: a strip of quads when the shorter axis is odd.
    if nu > nv && ins[1].odd {
        let quads = (((nu >> 1) - (nv >> 1)) << 1) + if !ins[0].odd { 2 } else { 1 };
        let base = outside_base + quads + 2;
        b.remap = Remap::Reverse {
            base,
            bad: base,
            good: outside_base,
            end: base + base + quads,
        };
        b.regular(
            false,
            Diagonals::InsideToOutside,
            quads + 1,
            base,
            outside_base + 1,
        );
        b.remap = Remap::None;
    } else if nv >= nu && ins[0].odd {
        let quads = (((nv >> 1) - (nu >> 1)) << 1) + if !ins[1].odd { 2 } else { 1 };
        let base = outside_base + quads + 1;
        b.remap = Remap::Reverse {
            base,
            bad: -1,
            good: -1,
            end: base + base + quads,
        };
        let diag = if !ins[1].odd {
            Diagonals::InsideToOutside
        } else {
            Diagonals::InsideToOutsideExceptMiddle
        };
        b.regular(false, diag, quads + 1, base, outside_base);
        b.remap = Remap::None;
    }
}

fn tri(b: &mut Builder, part: Partitioning, output: Output, f: &[f32]) {
    let mut edges = [get(f, 0), get(f, 1), get(f, 2)];
    if edges.iter().any(|e| culls(*e)) {
        return;
    }
    let mut inside = [get(f, 3)];
    // Only the edges decide the fractional_odd ring (one inside factor).
    clamp_factors(part, &mut edges, &mut inside, false);
    let out: [Factor; 3] =
        std::array::from_fn(|e| Factor::new(to_fixed(edges[e]), parities(part, edges[e], false)));
    let mut ins = Factor::new(to_fixed(inside[0]), parities(part, inside[0], true));
    let all_one = ins.fx == ONE && out.iter().all(|x| x.fx == ONE);
    if (integer(part) || part == Partitioning::FractionalOdd) && all_one {
        b.point(0, ONE);
        b.point(0, 0);
        b.point(ONE, 0);
        match output {
            Output::TriangleCw | Output::TriangleCcw => b.tri(0, 1, 2),
            o => b.list_points(o),
        }
        return;
    }
    ins.points = ins.points.max(if ins.odd { 4 } else { 3 });
    tri_points(b, &out, &ins);
    match output {
        Output::Point | Output::Line => b.list_points(output),
        _ => tri_connect(b, &out, &ins),
    }
}

fn tri_points(b: &mut Builder, out: &[Factor; 3], ins: &Factor) {
    // The outer ring, clockwise from v = 1 along u = 0.
    for (e, fe) in out.iter().enumerate() {
        let end = fe.points - 1;
        for p in 0..end {
            let q = if e & 1 == 1 { p } else { end - p };
            let t = fe.place(q);
            match e {
                0 => b.point(0, t),
                1 => b.point(t, 0),
                _ => b.point(t, ONE - t),
            }
        }
    }
    let rings = ins.points >> 1;
    for ring in 1..rings {
        let end = ins.points - 1 - ring;
        for e in 0..3usize {
            // The ring's distance from the edge, in barycentric terms.
            let perp = ins.place(ring).wrapping_mul(TWO_THIRDS);
            let perp = perp.wrapping_add(HALF) >> FRACTION_BITS;
            let shift = perp.wrapping_add(1) / 2;
            for p in ring..end {
                let q = if e & 1 == 1 { p } else { end - (p - ring) };
                let t = ins.place(q).wrapping_sub(shift);
                match e {
                    0 => b.point(perp, t),
                    1 => b.point(t, perp),
                    _ => b.point(t, ONE.wrapping_sub(t).wrapping_sub(perp)),
                }
            }
        }
    }
    if !ins.odd {
        b.point(ONE_THIRD, ONE_THIRD);
    }
}

fn tri_connect(b: &mut Builder, out: &[Factor; 3], ins: &Factor) {
    let rings = (ins.points + 1) >> 1;
    let mut outer: [Factor; 3] = *out;
    let mut outer_points = [out[0].points, out[1].points, out[2].points];
    let mut inside_base: i32 = outer_points.iter().map(|n| n - 1).sum();
    let mut outside_base = 0;
    for ring in 1..rings {
        let inside_points = ins.points - 2 * ring;
        let first_inside = inside_base;
        let first_outside = outside_base;
        for e in 0..3usize {
            let (mut ib, mut ob) = (inside_base, outside_base);
            if e == 2 {
                let patch_base = inside_points;
                b.remap = Remap::Wrap {
                    inside_delta: inside_base,
                    inside_last: inside_points - 1,
                    inside_first: first_inside,
                    outside_base: patch_base,
                    outside_delta: outside_base - patch_base,
                    outside_last: patch_base + outer_points[e] - 1,
                    outside_first: first_outside,
                };
                ib = 0;
                ob = patch_base;
            }
            if ring == 1 {
                b.transition(ib, ins, ob, &outer[e]);
            } else {
                b.regular(true, Diagonals::Mirrored, inside_points, ib, ob);
            }
            b.remap = Remap::None;
            outside_base += outer_points[e] - 1;
            inside_base += inside_points - 1;
            outer_points[e] = inside_points;
        }
        if ring == 1 {
            outer = [*ins; 3];
        }
    }
    if ins.odd {
        // The centre triangle.
        b.tri(outside_base, outside_base + 1, outside_base + 2);
    }
}

fn isoline(b: &mut Builder, part: Partitioning, output: Output, f: &[f32]) {
    let (density, detail) = (get(f, 0), get(f, 1));
    if culls(density) || culls(detail) {
        return;
    }
    let (lo, hi) = bounds(part);
    let density = fmin(64.0, fmax(1.0, density)).ceil();
    let mut detail = fmin(hi, fmax(lo, detail));
    let detail_odd = if integer(part) {
        detail = detail.ceil();
        odd_int(detail)
    } else {
        part == Partitioning::FractionalOdd
    };
    let det = Factor::new(to_fixed(detail), detail_odd);
    // Density is always integer partitioned; the line at v = 1 is not
    // drawn.
    let den = Factor::new(to_fixed(density), odd_int(density));
    let lines = den.points - 1;
    for line in 0..lines {
        let v = den.place(line);
        for p in 0..det.points {
            b.point(det.place(p), v);
        }
    }
    let per_line = det.points as u32;
    match output {
        Output::Point => b.indices.extend(0..b.points.len() as u32),
        _ => {
            for line in 0..lines as u32 {
                for p in 1..per_line {
                    let at = line * per_line + p;
                    b.indices.push(at - 1);
                    b.indices.push(at);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The reference's table of 1/n for n = 1 to 64, spot-checked.
    #[test]
    fn reciprocals_match_the_table() {
        let table = [
            (1, 0x10000),
            (3, 0x5555),
            (6, 0x2aab),
            (7, 0x2492),
            (9, 0x1c72),
            (11, 0x1746),
            (13, 0x13b1),
            (17, 0xf0f),
            (33, 0x7c2),
            (63, 0x410),
            (64, 0x400),
        ];
        for (n, want) in table {
            assert_eq!(reciprocal(n), want, "1/{n}");
        }
    }

    #[test]
    fn fixed_point_conversion() {
        assert_eq!(to_fixed(1.0), ONE);
        assert_eq!(to_fixed(-3.0), 0);
        assert_eq!(to_fixed(f32::NAN), 0);
        assert_eq!(to_fixed(1.5), ONE + HALF);
        assert_eq!(to_float(HALF), 0.5);
        assert_eq!(without_msb(0b1011), 0b0011);
        assert_eq!(without_msb(1), 0);
    }
}
