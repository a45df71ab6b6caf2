//! The library's face: the whole-file entry points at the crate root.

/// The bundled example through the root functions: the disassembly is
/// Microsoft's listing (made by `fxc /dumpbin`, committed beside it), it
/// assembles back to the same code, validates clean and loads to run.
#[test]
fn root_entry_points() {
    let bin = std::fs::read("examples/shaders/ps40_clip_dissolve.o").unwrap();
    let want = std::fs::read_to_string("examples/shaders/ps40_clip_dissolve.asm").unwrap();
    let text = dxsm::disassemble(&bin, &dxsm::DisassembleOptions::default()).unwrap();
    assert_eq!(text, want);
    let opts = dxsm::AssembleOptions {
        base: Some(&bin),
        ..Default::default()
    };
    assert_eq!(dxsm::assemble(&text, &opts).unwrap(), bin);
    let report = dxsm::validate_text(&text).unwrap();
    assert!(report
        .diagnostics
        .iter()
        .all(|d| d.severity != dxsm::Severity::Error));
    assert!(matches!(dxsm::load(&bin), Ok(dxsm::Shader::Sm4(_))));
}
