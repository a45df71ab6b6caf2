//! The whole disassembler: DXBC containers (header chunks, level-9 code,
//! SM4/5 code) and D3D9 token streams.
#![no_main]

use dxsm::listing::{disassemble, Options};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The checksum is ignored so that mutations get past the container.
    // The length picks the D3DDisassemble flags printed (numbers, offsets,
    // default values, code only, hex, HTML, debug information or not), so
    // every printer path is fed.
    let flags = [0, 0x4, 0x20, 0x24, 0x2, 0xd6, 0x1, 0x81][data.len() % 8];
    let opts = Options {
        ignore_checksum: true,
        dialect: None,
        lossless: false,
        flags,
    };
    if let Err(e) = disassemble(data, &opts) {
        assert!(e.offset() <= data.len(), "{e}");
    }
});
