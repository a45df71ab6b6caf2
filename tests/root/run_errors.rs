//! The interpreter's errors as data: each failure a library caller meets
//! has its kind (`dxsm::run::ErrorKind`), and a shader that does not load
//! keeps where (`RunError::at`). The printed messages are the ones the
//! other tests check.

use dxsm::run::{self, ErrorAt, ErrorKind};
use serde_json::json;

const VS: &[u8] = b"vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
mov o0.xyzw, v0.xyzw
ret
";

fn kind_of(shader: &[u8], input: serde_json::Value, max_steps: u64) -> (ErrorKind, String) {
    let s = run::load(shader).unwrap();
    let e = run::run(&s, &input, max_steps).unwrap_err();
    (e.kind(), e.to_string())
}

#[test]
fn each_failure_has_its_kind() {
    // The input names a register the shader does not declare.
    let (k, m) = kind_of(VS, json!({"vertices": [{"v3": [1, 2, 3, 4]}]}), 100);
    assert_eq!(k, ErrorKind::Input, "{m}");
    // An unknown key.
    let (k, m) = kind_of(VS, json!({"vertices": [], "colour": 1}), 100);
    assert_eq!(k, ErrorKind::Input, "{m}");
    // A loop that never ends meets --max-steps.
    let spin = b"vs_4_0
dcl_output o0.xyzw
loop
endloop
ret
";
    let (k, m) = kind_of(spin, json!({"vertices": [{}]}), 1000);
    assert_eq!(k, ErrorKind::Limit, "{m}");
    assert!(m.contains("--max-steps"), "{m}");
    // An instruction the table marks as not run.
    let abort = b"vs_5_0
dcl_output o0.xyzw
abort
ret
";
    let (k, m) = kind_of(abort, json!({"vertices": [{}]}), 100);
    assert_eq!(k, ErrorKind::Unsupported, "{m}");
    assert!(m.contains("'abort' is not supported"), "{m}");
    // A subroutine that calls itself for ever.
    let calls = b"vs_2_0
dcl_position v0
call l0
mov oPos, v0
ret
label l0
call l0
ret
";
    let (k, m) = kind_of(calls, json!({"vertices": [{"v0": [1, 2, 3, 4]}]}), 10_000);
    assert_eq!(k, ErrorKind::Program, "{m}");
    assert!(m.contains("calls nested deeper"), "{m}");
    // A derivative in a vertex shader.
    let deriv = b"vs_5_0
dcl_input v0.xyzw
dcl_output o0.xyzw
deriv_rtx_coarse o0.xyzw, v0.xyzw
ret
";
    let (k, m) = kind_of(deriv, json!({"vertices": [{"v0": [1, 2, 3, 4]}]}), 100);
    assert_eq!(k, ErrorKind::Program, "{m}");
}

#[test]
fn a_wrapped_error_keeps_its_kind_and_message() {
    // The vertex runner says which vertex; the kind is the machine's.
    let (k, m) = kind_of(
        VS,
        json!({"vertices": [{"v0": [1, 2, 3, 4]}, {"v9": [0]}]}),
        100,
    );
    assert_eq!(k, ErrorKind::Input, "{m}");
    assert!(
        m.starts_with("vertices[1]") || m.contains("vertex 1"),
        "{m}"
    );
}

#[test]
fn a_shader_that_does_not_load_says_where() {
    let e = run::load(b"vs_4_0\nmov o0.xyzw, q0.xyzw\n").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Shader, "{e}");
    assert!(matches!(e.at(), Some(ErrorAt::Text { line: 2, .. })), "{e}");
    let e = run::load(b"DXBC\0\0\0\0").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Shader, "{e}");
    assert!(matches!(e.at(), Some(ErrorAt::Byte(_))), "{e}");
}
