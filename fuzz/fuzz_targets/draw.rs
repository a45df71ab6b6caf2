//! `dxsm draw`'s pipeline description and the draw itself: any text as
//! the description, the shaders it names taken from a few
//! Microsoft-compiled ones by the name's length. Bad input must be an
//! error, never a panic. Descriptions asking for large targets or many
//! vertices are skipped: bounded, but slow for a fuzzer.
#![no_main]

use libfuzzer_sys::fuzz_target;

const SHADERS: [&[u8]; 27] = [
    include_bytes!("../../examples/draw/vs_color.o"),
    include_bytes!("../../examples/draw/ps_color.o"),
    include_bytes!("../../examples/draw/ps_flat.o"),
    include_bytes!("../../examples/draw/vs_clip.o"),
    include_bytes!("../../examples/draw/ps_depth.o"),
    include_bytes!("../../examples/draw/vs_instanced.o"),
    include_bytes!("../../examples/draw/gs_quad.o"),
    include_bytes!("../../examples/draw/gs_prim.o"),
    include_bytes!("../../examples/draw/hs_quad.o"),
    include_bytes!("../../examples/draw/ds_quad.o"),
    include_bytes!("../../examples/draw/ps_centroid.o"),
    include_bytes!("../../examples/draw/ps_coverage.o"),
    include_bytes!("../../examples/draw/ps_omask.o"),
    include_bytes!("../../examples/draw/ps_sample.o"),
    include_bytes!("../../examples/draw/ps_sample_index.o"),
    include_bytes!("../../examples/draw/vs9_color.o"),
    include_bytes!("../../examples/draw/ps9_color.o"),
    include_bytes!("../../examples/draw/vs9_color3.o"),
    include_bytes!("../../examples/draw/ps9_color3.o"),
    include_bytes!("../../examples/draw/vs9_uv.o"),
    include_bytes!("../../examples/draw/ps9_vpos.o"),
    include_bytes!("../../examples/draw/vs11_color_uv.o"),
    include_bytes!("../../examples/draw/ps11_tex.o"),
    include_bytes!("../../examples/draw/ps14_texcrd.o"),
    include_bytes!("../../examples/draw/gs_triadj.o"),
    include_bytes!("../../examples/draw/vs11_point.o"),
    include_bytes!("../../examples/draw/ps14_tex.o"),
];

fn too_big(v: &serde_json::Value) -> bool {
    let n = |k: &str| v[k].as_u64().unwrap_or(0);
    let d = &v["draw"];
    let m = |k: &str| d[k].as_u64().unwrap_or(0);
    n("width") * n("height") > 4096 || m("vertices") > 64 || m("indices") > 64 || m("instances") > 4
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(v) = serde_json::from_str::<serde_json::Value>(text) {
        if too_big(&v) {
            return;
        }
    }
    let load = |name: &str| -> Result<Vec<u8>, String> {
        Ok(SHADERS[name.len() % SHADERS.len()].to_vec())
    };
    let _ = dxsm::draw::draw_json(text, &load);
});
