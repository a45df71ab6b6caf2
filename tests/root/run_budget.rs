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

/// Threads that pass barriers run one at a time; their steps count
/// [`dxsm::run::ALONE`] against the run's budget (what they cost in time
/// next to a lane of a batch), so a barrier inside an endless loop of a
/// 1,024-thread group ends on the run's default budget in seconds (it
/// took a minute to reach each thread's own limit).
#[test]
fn steps_of_threads_run_alone_count_more() {
    // 1,024 threads, 1,000 rounds of a barrier: about 5,000 steps each.
    let cs = "cs_5_0\ndcl_temps 1\ndcl_tgsm_raw g0, 4\ndcl_thread_group 1024, 1, 1\nmov r0.x, l(0)\nloop\n  uge r0.y, r0.x, l(1000)\n  breakc_nz r0.y\n  iadd r0.x, r0.x, l(1)\n  sync_g_t\nendloop\nret\n";
    let s = load(cs.as_bytes()).unwrap();
    let steps = 1024 * 8000;
    let e = run_within(&s, &input(1), 1_000_000, steps).unwrap_err();
    assert!(e.to_string().contains("--max-total-steps"), "{e}");
    let ok = run_within(&s, &input(1), 1_000_000, steps * dxsm::run::ALONE);
    assert!(ok.is_ok(), "{ok:?}");
    // The same number of steps run batched: 64 threads without a
    // barrier, about 400 steps each, 100 groups.
    let ok = run_within(&load(CS.as_bytes()).unwrap(), &input(100), 1_000_000, steps);
    assert!(ok.is_ok(), "{ok:?}");
}

/// A batch of lanes charges the budget as it runs: lanes each allowed a
/// huge number of steps stop on the run's budget, not after their own.
#[test]
fn a_batch_stops_on_the_budget_while_it_runs() {
    let vs = "vs_4_0\ndcl_output o0.x\ndcl_temps 1\nmov r0.x, l(0)\nloop\n  iadd r0.x, r0.x, l(1)\nendloop\nmov o0.x, r0.x\nret\n";
    let s = load(vs.as_bytes()).unwrap();
    let verts: Vec<_> = (0..64).map(|_| json!({})).collect();
    let t = std::time::Instant::now();
    let e = run_within(&s, &json!({ "vertices": verts }), u64::MAX, 10_000_000).unwrap_err();
    assert!(e.to_string().contains("--max-total-steps"), "{e}");
    assert!(t.elapsed().as_secs() < 30, "{:?}", t.elapsed());
}

/// A long program that ends is not called endless: the message names the
/// limit it ran into.
#[test]
fn the_step_limit_message_names_the_limit() {
    let mut vs = String::from("vs_4_0\ndcl_output o0.x\n");
    for _ in 0..2000 {
        vs.push_str("nop\n");
    }
    vs.push_str("mov o0.x, l(1.0)\nret\n");
    let s = load(vs.as_bytes()).unwrap();
    let e = run_within(&s, &json!({"vertices": [{}]}), 1000, u64::MAX).unwrap_err();
    let m = e.to_string();
    assert!(
        m.contains("stopped after 1000 steps, the most one invocation may take (--max-steps)"),
        "{m}"
    );
    assert!(!m.contains("does not end"), "{m}");
}
