//! The run-wide work budget (`--max-total-steps`): many invocations, each
//! within `--max-steps`, stop with a clear error once their sum passes it.

use dxsm::run::{load, run_within};
use serde_json::json;

const CS: &str = "cs_5_0\ndcl_globalFlags refactoringAllowed\ndcl_input vThreadID.x\ndcl_temps 1\ndcl_thread_group 64, 1, 1\nmov r0.x, l(0)\nloop \n  uge r0.y, r0.x, l(100)\n  breakc_nz r0.y\n  iadd r0.x, r0.x, l(1)\nendloop \nret \n";

fn input(groups: u32) -> serde_json::Value {
    json!({ "dispatch": [groups, 1, 1] })
}

#[test]
fn a_dispatch_stops_when_the_total_is_spent() {
    let s = load(CS.as_bytes()).unwrap();
    // 64 threads × about 400 steps each: 25,600 per group.
    let ok = run_within(&s, &input(1), 1_000_000, 100_000);
    assert!(ok.is_ok(), "{ok:?}");
    let e = run_within(&s, &input(100), 1_000_000, 100_000).unwrap_err();
    assert!(e.to_string().contains("--max-total-steps"), "{e}");
    // Each invocation stays within its own limit all along.
    assert!(!e.to_string().contains("--max-steps)"), "{e}");
}

#[test]
fn vertices_in_batches_count_too() {
    let vs = "vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\ndcl_temps 1\nmov r0.xyzw, v0.xyzw\nmul o0.xyzw, r0.xyzw, l(2.000000, 2.000000, 2.000000, 2.000000)\nret \n";
    let s = load(vs.as_bytes()).unwrap();
    let verts: Vec<_> = (0..1000).map(|_| json!({"v0": [1, 2, 3, 4]})).collect();
    let input = json!({"vertices": verts});
    assert!(run_within(&s, &input, 1_000, 1_000_000).is_ok());
    let e = run_within(&s, &input, 1_000, 500).unwrap_err();
    assert!(e.to_string().contains("--max-total-steps"), "{e}");
}
