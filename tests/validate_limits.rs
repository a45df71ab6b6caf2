//! Direct3D's size limits, with the codes and messages Microsoft's compiler
//! gives for the same limits (`tests/corpus/oracle/limits/`): each rule has
//! a declaration just inside (valid) and just past (invalid) the limit.

use dxsm::validate::validate_text;

fn first_error(text: &str) -> Option<(String, String)> {
    let r = validate_text(text).unwrap();
    r.diagnostics
        .iter()
        .find(|d| d.severity == "error")
        .map(|d| (d.code.clone(), d.message.clone()))
}

fn cs(model: &str, decls: &str) -> String {
    format!("cs_{model}\ndcl_globalFlags refactoringAllowed\n{decls}\nret \n")
}

#[test]
fn thread_groups() {
    for (model, ok, bad, msg) in [
        ("5_0", "dcl_thread_group 1024, 1, 1", "dcl_thread_group 2000, 1, 1", "the product of the arguments of numthreads(2000,1,1) must be less than or equal to 1024"),
        ("5_0", "dcl_thread_group 1, 1, 64", "dcl_thread_group 1, 1, 65", "the final dimension specified (65) for numthreads must be less than or equal to 64"),
        ("4_0", "dcl_thread_group 768, 1, 1", "dcl_thread_group 769, 1, 1", "the product of the arguments of numthreads(769,1,1) must be less than or equal to 768"),
        ("4_0", "dcl_thread_group 16, 16, 3", "dcl_thread_group 1, 769, 1", "the product of the arguments of numthreads(1,769,1) must be less than or equal to 768"),
        ("4_0", "dcl_thread_group 1, 1, 64", "dcl_thread_group 0, 1, 1", "the product of the arguments of numthreads(0,1,1) must be at least 1"),
    ] {
        assert_eq!(first_error(&cs(model, ok)), None, "{ok}");
        assert_eq!(
            first_error(&cs(model, bad)),
            Some(("X3655".into(), msg.into())),
            "{bad}"
        );
    }
}

#[test]
fn group_shared_memory() {
    let ok = cs(
        "5_0",
        "dcl_tgsm_structured g0, 4, 8192\ndcl_thread_group 64, 1, 1",
    );
    assert_eq!(first_error(&ok), None);
    let bad = cs(
        "5_0",
        "dcl_tgsm_structured g0, 4, 9000\ndcl_thread_group 64, 1, 1",
    );
    assert_eq!(
        first_error(&bad),
        Some((
            "X4586".into(),
            "The total amount of group shared memory (36000 bytes) exceeds the cs_5_0 limit of 32768 bytes".into()
        ))
    );
}

#[test]
fn structure_stride() {
    let ps = |stride: u32| {
        format!("ps_5_0\ndcl_globalFlags refactoringAllowed\ndcl_resource_structured t0, {stride}\nret \n")
    };
    assert_eq!(first_error(&ps(2048)), None);
    assert_eq!(
        first_error(&ps(2400)),
        Some((
            "X4599".into(),
            "structured buffer elements cannot be larger than 2048 bytes in ps_5_0 (actual size 2400 bytes)".into()
        ))
    );
}

#[test]
fn temps_and_indexable_temps() {
    let ps = |temps: u32, x: u32| {
        format!("ps_5_0\ndcl_globalFlags refactoringAllowed\ndcl_temps {temps}\ndcl_indexableTemp x0[{x}], 4\nret \n")
    };
    assert_eq!(first_error(&ps(96, 4000)), None);
    assert_eq!(
        first_error(&ps(2, 5000)),
        Some((
            "X4505".into(),
            "Sum of temp registers and indexable temp registers exceeds limit of 4096".into()
        ))
    );
}

#[test]
fn deep_nesting_is_linear() {
    // 400,000 nested loops, each with a break: linear checks take well under
    // a second; the quadratic ones took more than 20 s.
    let n = 400_000;
    let mut t = String::from("ps_4_0\n");
    for _ in 0..n {
        t.push_str("loop\nbreak\n");
    }
    for _ in 0..n {
        t.push_str("endloop\n");
    }
    t.push_str("ret\n");
    let start = std::time::Instant::now();
    let r = validate_text(&t).unwrap();
    assert!(r.valid());
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
}

#[test]
fn run_refuses_a_huge_stride_before_allocating() {
    let text = "cs_5_0\ndcl_globalFlags refactoringAllowed\ndcl_uav_structured u0, 1073741824\ndcl_thread_group 1, 1, 1\nret \n";
    let shader = dxsm::run::load(text.as_bytes()).unwrap();
    let e = dxsm::run::template(&shader).unwrap_err();
    assert!(e.to_string().contains("X4599"), "{e}");
}
