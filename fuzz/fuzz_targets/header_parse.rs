//! Listing header comments (RDEF buffers/bindings, signatures) back into
//! structures, which are then written as chunks.
#![no_main]

use dxsm::dxbc::header::{parse_header, signature_codes};
use dxsm::dxbc::{rdef, signature};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(h) = parse_header(text) else {
        return;
    };
    let _ = signature_codes(&h);
    if let Some(r) = &h.rdef {
        let _ = rdef::write(r);
    }
    for s in [&h.patch_constant, &h.input, &h.output]
        .into_iter()
        .flatten()
    {
        let _ = signature::write(s);
    }
});
