//! SM4/5 listing text: the code parser, and the whole assembler (code,
//! header comments, container, a level-9 listing's SM2 part and tables;
//! with and without a base container). What the parser accepts must encode to a
//! token stream the decoder reads back.
#![no_main]

use dxsm::sm4::parse::parse;
use dxsm::sm4::{decode::decode, encode::encode};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let nlines = text.lines().count().max(1);
    match parse(text) {
        Ok(p) => {
            let bytes = encode(&p);
            let _ = decode(&bytes, 0);
        }
        // `#line N` renumbers the lines after it: diagnostics give those
        // numbers, which may pass the text's own count.
        Err(e) => assert!(text.contains("#line") || e.line() <= nlines + 1, "{e}"),
    }
    // What the assembler writes (a level-9 listing's Aon9 chunk included)
    // the disassembler reads.
    if let Ok(bin) = dxsm::assemble::assemble(text, &Default::default()) {
        if let Err(e) = dxsm::listing::disassemble(&bin, &Default::default()) {
            panic!("assembled output does not disassemble: {e}");
        }
    }
    // The modder's path: a base container whose values and unedited
    // instructions are kept, and the opt-in float guess.
    let opts = dxsm::assemble::Options {
        base: Some(BASE),
        guess_floats: true,
        ..Default::default()
    };
    let _ = dxsm::assemble::assemble(text, &opts);
    // A level-9 base: an unedited level-9 part is kept, an edited one rebuilt.
    let opts = dxsm::assemble::Options {
        base: Some(LEVEL9_BASE),
        ..Default::default()
    };
    let _ = dxsm::assemble::assemble(text, &opts);
});

static LEVEL9_BASE: &[u8] = include_bytes!("../../tests/corpus/sm4-5/ps40l93_min16_grading.o");
static BASE: &[u8] = include_bytes!("../../examples/shaders/ps40_clip_dissolve.o");
