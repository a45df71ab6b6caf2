//! The decompiler on any bytes: HLSL or an error, never a panic (the
//! container's checksum is not checked, so mutations reach the code).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = dxsm::hlsl::decompile(data) {
        assert!(text.contains("main("));
    }
});
