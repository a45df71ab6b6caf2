//! The Python package (`python/`): built with maturin into a virtual
//! environment the test makes, its pytest suite run (`python/test.sh`).
//! Needs `python3` with `venv` and the package registry for maturin and
//! pytest.

#[test]
fn the_python_package_passes_its_tests() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new("bash")
        .arg(root.join("python/test.sh"))
        .output()
        .expect("bash runs python/test.sh");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    println!("python: {}", text.lines().last().unwrap_or(""));
    assert!(out.status.success(), "python/test.sh failed:\n{text}");
    assert!(text.contains(" passed"), "{text}");
}
