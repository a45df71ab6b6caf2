//! The interpreter's JSON input reader and the interpreter itself: one of
//! a few Microsoft-compiled shaders (every stage the interpreter runs),
//! chosen by the first byte, on the rest as input JSON. Bad input must be
//! an error, never a panic. Inputs asking for very large runs (grids,
//! dispatches, long lists) are skipped: they are bounded but slow.
#![no_main]

use libfuzzer_sys::fuzz_target;

const SHADERS: [&[u8]; 14] = [
    include_bytes!("../../tests/corpus/sm4-5/vs40_transform_normal_uv.o"),
    include_bytes!("../../tests/corpus/sm4-5/gs40_line_to_tristrip.o"),
    include_bytes!("../../tests/corpus/sm4-5/ps40_alpha_test_discard.o"),
    include_bytes!("../../tests/corpus/sm4-5/ps50_deriv_coarse_fine.o"),
    include_bytes!("../../tests/corpus/sm4-5/cs40_reduce_sum_tgsm.o"),
    include_bytes!("../../tests/corpus/sm4-5/cs50_histogram_atomics.o"),
    include_bytes!("../../tests/corpus/sm4-5/ps40_sample_variants.o"),
    include_bytes!("../../tests/corpus/sm1-3/hlsl/out/loop_break.vs_main.vs_3_0.o"),
    include_bytes!("../../tests/corpus/sm1-3/hlsl/out/discard_clip.ps_clip.ps_3_0.o"),
    include_bytes!("../../tests/corpus/sm1-3/hlsl/out/derivatives.ps_main.ps_2_a.o"),
    // Multisampling (sample frequency, eval_*, ldms/samplepos), mips.
    include_bytes!("../../tests/corpus/sm4-5/ps41_msaa_sample_freq.o"),
    include_bytes!("../../tests/corpus/sm4-5/ps50_eval_attribute.o"),
    include_bytes!("../../tests/corpus/sm4-5/ps41_lod_query.o"),
    include_bytes!("../../tests/corpus/sm4-5/ps50_texcube_sample_grad_offset.o"),
];

/// A hull and domain shader pair (the tessellator between them).
const HULL: &[u8] = include_bytes!("../../tests/corpus/sm4-5/hs50_quad_integer_join_phase.o");
const DOMAIN: &[u8] = include_bytes!("../../tests/corpus/sm4-5/ds50_quad_bilinear_patchconst.o");

fn too_big(v: &serde_json::Value) -> bool {
    let grid = &v["grid"];
    let side = |k: &str| grid[k].as_u64().unwrap_or(0).min(1 << 20);
    if grid.is_object() && side("width") * side("height") > 256 {
        return true;
    }
    if let Some(d) = v["dispatch"].as_array() {
        let n = d
            .iter()
            .map(|x| x.as_u64().unwrap_or(0).clamp(1, 1 << 20))
            .fold(1u64, |a, b| a.saturating_mul(b));
        if n > 8 {
            return true;
        }
    }
    ["vertices", "primitives", "pixels", "patches"]
        .iter()
        .any(|k| v[*k].as_array().is_some_and(|a| a.len() > 64))
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    // The compact reader of the input's long lists is a parser too: every
    // text goes through it.
    let doc = dxsm::run::Doc::from_text(text);
    let Ok(value) = serde_json::from_str::<serde_json::Value>(text) else {
        return;
    };
    if too_big(&value) {
        return;
    }
    // The tessellator on the first factors of the text: any floats.
    let factors: Vec<f32> = rest
        .chunks(4)
        .take(6)
        .map(|c| {
            f32::from_le_bytes([
                c[0],
                *c.get(1).unwrap_or(&0),
                *c.get(2).unwrap_or(&0),
                *c.get(3).unwrap_or(&0),
            ])
        })
        .collect();
    {
        use dxsm::run::tessellator::{tessellate, Domain, Output, Partitioning};
        let d = [Domain::Isoline, Domain::Tri, Domain::Quad][(pick % 3) as usize];
        let p = [
            Partitioning::Integer,
            Partitioning::Pow2,
            Partitioning::FractionalOdd,
            Partitioning::FractionalEven,
        ][((pick / 3) % 4) as usize];
        let o = [
            Output::Point,
            Output::Line,
            Output::TriangleCw,
            Output::TriangleCcw,
        ][((pick / 12) % 4) as usize];
        let t = tessellate(d, p, o, &factors);
        for i in &t.indices {
            assert!((*i as usize) < t.points.len());
        }
    }
    let n = SHADERS.len() + 1;
    let shader = if pick as usize % n == SHADERS.len() {
        let hull = dxsm::run::load(HULL).unwrap();
        let domain = dxsm::run::load(DOMAIN).unwrap();
        dxsm::run::pair(hull, domain).unwrap()
    } else {
        dxsm::run::load(SHADERS[pick as usize % n]).unwrap()
    };
    if let Ok(out) = dxsm::run::run(&shader, &value, 2000) {
        let _ = dxsm::run::picture(&shader, &out);
    }
    // The CLI's way: the output written while the run goes, the picture
    // drawn on the way.
    if let Ok(doc) = doc {
        // With a trace of every invocation (the first byte's high bit).
        if pick & 0x80 != 0 {
            dxsm::run::trace::start(Box::new(std::io::sink()), Default::default());
        }
        let mut picture = dxsm::run::Picture::new(&shader).ok();
        let tap = picture.as_mut().map(|p| p as &mut dyn dxsm::run::Tap);
        let mut sink = std::io::sink();
        if dxsm::run::run_to(&shader, doc, 2000, 1 << 24, &mut sink, tap).is_ok() {
            if let Some(p) = picture {
                let _ = p.png();
            }
        }
        let _ = dxsm::run::trace::stop();
    }
});
