//! The language server's answers on any text: diagnostics, hover and
//! definition at every line's start and middle, completion, symbols and
//! formatting never panic.
#![no_main]

use dxsm::lsp;
use libfuzzer_sys::fuzz_target;
use lsp_types::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = lsp::diagnostics(text);
    for (i, l) in text.lines().enumerate().take(64) {
        for c in [0, l.len() / 2, l.len()] {
            let p = Position::new(i as u32, c as u32);
            let _ = lsp::hover(text, p);
            let _ = lsp::definition(text, p);
        }
    }
    let _ = lsp::completion(text);
    let _ = lsp::symbols(text);
    let _ = lsp::format(text);
});
