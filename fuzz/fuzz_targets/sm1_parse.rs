//! SM1-3 assembly text: the parser (with its `#define` preprocessor), the
//! SM1-3 validator, and the whole assembler (validation, then encoding).
//! What the parser accepts must encode to a token stream the decoder reads
//! back, and the validator must run on that decoded stream too.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let nlines = text.lines().count().max(1);
    // `#line N` renumbers lines: errors and findings may name any line.
    let renumbered = text
        .lines()
        .any(|l| l.trim_start().starts_with('#') && l.contains("line"));
    match dxsm::sm1::parse::parse_with_lines(text) {
        Ok((p, lines)) => {
            assert!(lines.iter().all(|&l| l >= 1 && l <= nlines + 1));
            let bytes = dxsm::sm1::encode(&p);
            if let Ok(q) = dxsm::sm1::decode(&bytes) {
                let _ = dxsm::sm1::disassemble(&q);
                let _ = dxsm::validate::sm1_all(&q, Default::default());
            }
        }
        Err(e) => assert!(renumbered || e.line() <= nlines + 1, "{e}"),
    }
    match dxsm::validate::validate_sm1_text(text) {
        Ok(r) => {
            for d in &r.diagnostics {
                assert!(
                    renumbered || d.line.is_some_and(|l| l >= 1 && l <= nlines + 1),
                    "{d:?}"
                );
            }
        }
        Err(e) => assert!(renumbered || e.line() <= nlines + 1, "{e}"),
    }
    let _ = dxsm::assemble::assemble(text, &Default::default());
});
