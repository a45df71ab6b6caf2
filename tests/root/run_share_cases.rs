//! The interpreter benchmark cases (`benches/cases/run_cases.rs`) compare
//! like with like: a case's native version computes what its shader does
//! (within float rounding: the native code orders its arithmetic freely).

use dxsm::run::{run_vertices, Mode, Prepared};

#[allow(dead_code)]
#[path = "../../benches/cases/run_cases.rs"]
mod cases;

/// The light-loop case (lanes part at every light): clip position and lit
/// colour as the shader's, and both lit and unlit vertices in it.
#[test]
fn light_loop_case_native_matches_the_shader() {
    let case = cases::VsLightsCase::new(4096);
    let p = Prepared::new(&case.program).unwrap();
    let out = run_vertices(&p, &case.cb, &case.inputs, 1000, Mode::BatchOnly).unwrap();
    let close = |a: f32, b: u32| (a - f32::from_bits(b)).abs() <= 1e-4 * (1.0 + a.abs());
    let ambient = case.rows[32][1];
    let mut lit = 0;
    for (i, (clip, col)) in case.native().iter().enumerate() {
        let o = out.vertex(i);
        for k in 0..4 {
            assert!(
                close(clip[k], o[0][k]),
                "vertex {i} o0.{k}: {clip:?} {:?}",
                o[0]
            );
        }
        for k in 0..3 {
            assert!(
                close(col[k], o[1][k]),
                "vertex {i} o1.{k}: {col:?} {:?}",
                o[1]
            );
        }
        lit += usize::from(col[0] > ambient + 1e-6);
    }
    assert!(lit > 100 && lit < 3996, "{lit} of 4096 lit");
}
