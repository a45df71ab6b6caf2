//! D3D9 (SM1-3) token-stream decoder and printer.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match dxsm::sm1::decode(data) {
        Ok(p) => {
            let _ = dxsm::sm1::disassemble(&p);
        }
        Err(e) => assert!(e.offset() <= data.len(), "{e}"),
    }
});
