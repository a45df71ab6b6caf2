//! The whole disassembler: DXBC containers (header chunks, level-9 code,
//! SM4/5 code) and D3D9 token streams.
#![no_main]

use dxsm::listing::{disassemble, Options};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The checksum is ignored so that mutations get past the container.
    let opts = Options {
        ignore_checksum: true,
        dialect: None,
        lossless: false,
        flags: 0,
    };
    if let Err(e) = disassemble(data, &opts) {
        assert!(e.offset() <= data.len(), "{e}");
    }
});
