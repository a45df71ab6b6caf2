//! The fixed-function tessellator (`dxsm::run::tessellator`) against
//! Microsoft's reference tessellator: tests/corpus/tessellator/reference.txt
//! holds, for 3,120 factor sets over every domain, partitioning and output
//! primitive (uniform factors across the whole range, mixed edge and
//! inside factors, NaN, negative, infinite and out-of-range ones), the
//! reference's point and index counts and an FNV-1a hash of its point bits
//! and indices (made by driver.cpp there; see its README). Each case is
//! its own check; the test prints how many agree and fails on any other.
//! Then properties the spec states, checked independently of any
//! implementation: triangles tile the domain with one winding, and edges
//! with the same factor get the same points whatever the rest of the patch.

use dxsm::run::tessellator::{tessellate, Domain, Output, Partitioning, Tessellation};

fn fnv(h: &mut u64, w: u32) {
    for i in 0..4 {
        *h ^= ((w >> (8 * i)) & 0xff) as u64;
        *h = h.wrapping_mul(1_099_511_628_211);
    }
}

fn hash(t: &Tessellation) -> u64 {
    let mut h = 14_695_981_039_346_656_037u64;
    for p in &t.points {
        fnv(&mut h, p[0].to_bits());
        fnv(&mut h, p[1].to_bits());
    }
    for i in &t.indices {
        fnv(&mut h, *i);
    }
    h
}

fn domain(s: &str) -> Domain {
    match s {
        "isoline" => Domain::Isoline,
        "tri" => Domain::Tri,
        _ => Domain::Quad,
    }
}

fn partitioning(s: &str) -> Partitioning {
    match s {
        "integer" => Partitioning::Integer,
        "pow2" => Partitioning::Pow2,
        "fractional_odd" => Partitioning::FractionalOdd,
        _ => Partitioning::FractionalEven,
    }
}

fn output(s: &str) -> Output {
    match s {
        "point" => Output::Point,
        "line" => Output::Line,
        "triangle_cw" => Output::TriangleCw,
        _ => Output::TriangleCcw,
    }
}

#[test]
fn every_case_matches_the_reference_tessellator() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/tessellator/reference.txt"
    ))
    .unwrap();
    let (mut same, mut total) = (0, 0);
    let mut bad = Vec::new();
    for line in text.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        let n = w.len();
        let factors: Vec<f32> = w[3..n - 3]
            .iter()
            .map(|h| f32::from_bits(u32::from_str_radix(h, 16).unwrap()))
            .collect();
        let (np, ni) = (
            w[n - 3].parse::<usize>().unwrap(),
            w[n - 2].parse::<usize>().unwrap(),
        );
        let want = u64::from_str_radix(w[n - 1], 16).unwrap();
        let t = tessellate(domain(w[0]), partitioning(w[1]), output(w[2]), &factors);
        total += 1;
        if t.points.len() == np && t.indices.len() == ni && hash(&t) == want {
            same += 1;
        } else {
            bad.push(format!(
                "{line}: got {} points, {} indices",
                t.points.len(),
                t.indices.len()
            ));
        }
    }
    println!("tessellator: {same} / {total} identical to the reference");
    assert!(
        bad.is_empty(),
        "{} differ, e.g.:\n{}",
        bad.len(),
        bad[..bad.len().min(10)].join("\n")
    );
    assert_eq!(total, 3120);
}

/// Twice the signed area of a triangle of domain points (a tri domain's
/// (u, v) as Cartesian coordinates: its area is 1/2).
fn area2(t: &Tessellation, k: usize) -> f64 {
    let p = |i: usize| t.points[t.indices[3 * k + i] as usize].map(|x| x as f64);
    let (a, b, c) = (p(0), p(1), p(2));
    (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])
}

// The triangles cover the domain exactly once: every one has the same
// winding, and their areas add up to the domain's (within the 16.16
// grid's rounding).
#[test]
fn triangles_tile_the_domain() {
    let factors = [1.0f32, 1.5, 2.0, 2.5, 3.0, 4.7, 7.0, 8.0, 15.5, 31.0, 64.0];
    for part in [
        Partitioning::Integer,
        Partitioning::FractionalOdd,
        Partitioning::FractionalEven,
    ] {
        for (i, &a) in factors.iter().enumerate() {
            let b = factors[(i * 7 + 3) % factors.len()];
            let c = factors[(i * 5 + 1) % factors.len()];
            for (dom, f, whole) in [
                (Domain::Quad, vec![a, b, c, a, b, c], 1.0),
                (Domain::Tri, vec![a, b, c, b], 0.5),
            ] {
                // Clockwise with v pointing down (the domain's picture): a positive
                // cross product in (u, v).
                for (out, sign) in [(Output::TriangleCw, 1.0), (Output::TriangleCcw, -1.0)] {
                    let t = tessellate(dom, part, out, &f);
                    let n = t.indices.len() / 3;
                    let mut sum = 0.0;
                    for k in 0..n {
                        let a2 = area2(&t, k) * sign;
                        assert!(a2 >= -1e-9, "{dom:?} {part:?} {f:?}: triangle {k} inverted");
                        sum += a2 / 2.0;
                    }
                    assert!(
                        (sum - whole).abs() < 1e-3,
                        "{dom:?} {part:?} {f:?}: area {sum}"
                    );
                }
            }
        }
    }
}

/// The points of a quad on its u = 0 edge (v values, sorted).
fn edge_u0(t: &Tessellation) -> Vec<u32> {
    let mut v: Vec<u32> = t
        .points
        .iter()
        .filter(|p| p[0] == 0.0)
        .map(|p| p[1].to_bits())
        .collect();
    v.sort_unstable();
    v
}

// Two patches that share an edge with the same factor place the same
// points on it, whatever their other factors (no cracks), and an edge
// factor f gives the number of segments the partitioning rounds f to:
// integer ceil(f), fractional_even the next even, fractional_odd the next
// odd, at least 1, 2 and 1.
#[test]
fn shared_edges_agree() {
    for part in [
        Partitioning::Integer,
        Partitioning::FractionalOdd,
        Partitioning::FractionalEven,
    ] {
        for k in 0..200 {
            let f = 0.3 + k as f32 * 0.33;
            let a = tessellate(
                Domain::Quad,
                part,
                Output::TriangleCw,
                &[f, 3.0, 5.0, 2.0, 7.5, 1.0],
            );
            let b = tessellate(
                Domain::Quad,
                part,
                Output::TriangleCw,
                &[f, 9.0, 1.0, 4.0, 2.0, 30.0],
            );
            assert_eq!(edge_u0(&a), edge_u0(&b), "{part:?} f = {f}");
            let fc = f.clamp(1.0, 64.0);
            let segments = match part {
                Partitioning::Integer => fc.ceil(),
                Partitioning::FractionalEven => (fc.max(2.0) / 2.0).ceil() * 2.0,
                _ => ((fc.min(63.0) - 1.0) / 2.0).ceil() * 2.0 + 1.0,
            };
            assert_eq!(edge_u0(&a).len() as f32, segments + 1.0, "{part:?} f = {f}");
            // Symmetric about the edge's middle.
            let pts: Vec<f32> = edge_u0(&a).iter().map(|b| f32::from_bits(*b)).collect();
            for (x, y) in pts.iter().zip(pts.iter().rev()) {
                assert!((x + y - 1.0).abs() < 2e-5, "{part:?} f = {f}: {pts:?}");
            }
        }
    }
}

// Culled patches (an edge factor not above 0, or NaN) have no points;
// factors past the range clamp to it; isolines have ceil(density) lines.
#[test]
fn culling_clamping_and_isolines() {
    for f in [0.0, -2.0, f32::NAN] {
        let t = tessellate(
            Domain::Tri,
            Partitioning::Integer,
            Output::TriangleCw,
            &[f, 2.0, 2.0, 2.0],
        );
        assert!(t.points.is_empty() && t.indices.is_empty());
    }
    let big = tessellate(
        Domain::Quad,
        Partitioning::Integer,
        Output::TriangleCw,
        &[100.0; 6],
    );
    let max = tessellate(
        Domain::Quad,
        Partitioning::Integer,
        Output::TriangleCw,
        &[64.0; 6],
    );
    assert_eq!(big, max);
    assert_eq!(max.points.len(), 65 * 65);
    assert_eq!(max.indices.len(), 64 * 64 * 2 * 3);
    let iso = tessellate(
        Domain::Isoline,
        Partitioning::Integer,
        Output::Line,
        &[2.5, 4.0],
    );
    // 3 lines (v = 0, 1/3, 2/3) of 5 points, 4 segments each.
    assert_eq!(iso.points.len(), 15);
    assert_eq!(iso.indices.len(), 3 * 4 * 2);
}
