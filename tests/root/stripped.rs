//! Containers stripped by `D3DStripShader`, each flag: dxsm prints what
//! Microsoft's disassembler prints (`tests/corpus/oracle/strip/`), and the
//! listing assembles back to the stripped container (from the listing
//! alone where reflection is stripped, with `--base` otherwise).

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/oracle/strip");

#[test]
fn every_strip_flag() {
    let mut n = 0;
    for flag in ["1", "2", "4", "8", "f"] {
        let bin = std::fs::read(format!("{DIR}/s{flag}.o")).unwrap();
        let want = std::fs::read_to_string(format!("{DIR}/s{flag}.ms.asm")).unwrap();
        let ours = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
        assert_eq!(ours, want, "strip 0x{flag}: listing");
        let base = dxsm::assemble::Options {
            base: Some(&bin),
            ..Default::default()
        };
        assert_eq!(
            dxsm::assemble::assemble(&want, &base).unwrap(),
            bin,
            "0x{flag} --base"
        );
        if flag == "1" || flag == "f" {
            let alone = dxsm::assemble::assemble(&want, &Default::default()).unwrap();
            assert_eq!(alone, bin, "strip 0x{flag}: from the listing alone");
        }
        n += 1;
    }
    println!("stripped containers: listing exact {n} / 5, reassembled {n} / 5");
}
