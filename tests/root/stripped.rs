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

/// Containers without an input or an output signature chunk: an fxc
/// `ps_4_0` missing ISGN, OSGN or both (or with SHDR alone), and a
/// `vs_4_0` that `dxsm asm` made from text without header comments.
/// Microsoft prints the code alone for them, with every flag tried
/// (`tests/corpus/oracle/no-signatures`, see its README).
#[test]
fn containers_without_signatures_print_the_code_alone() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/no-signatures");
    let mut n = 0;
    let mut failures = Vec::new();
    for name in ["nosig", "noisgn", "noosgn", "shdr", "vs_from_text"] {
        let bin = std::fs::read(dir.join(format!("{name}.o"))).unwrap();
        for flags in [0u32, 0x1, 0x4, 0x20, 0x40] {
            let want =
                std::fs::read_to_string(dir.join(format!("{name}.{flags:x}.ms.asm"))).unwrap();
            let opts = dxsm::listing::Options {
                flags,
                ..Default::default()
            };
            let ours = dxsm::listing::disassemble(&bin, &opts).unwrap();
            n += 1;
            if ours != want {
                failures.push(format!(
                    "{name} flags 0x{flags:x}:\n{ours}\n--- Microsoft:\n{want}"
                ));
            }
        }
    }
    println!(
        "no signatures: {} / {n} listings as Microsoft's",
        n - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
