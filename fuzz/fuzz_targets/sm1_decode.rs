//! D3D9 (SM1-3) token-stream decoder and printer: the listing printed as
//! the stream is read (`disassemble_bytes`, what `dxsm dis` does) is the
//! listing of the decoded program, and both fail with the same error.
#![no_main]
use libfuzzer_sys::fuzz_target;
fuzz_target!(|data: &[u8]| {
    let streamed = dxsm::sm1::disassemble_bytes(data, Default::default());
    match dxsm::sm1::decode(data) {
        Ok(p) => {
            let listing = dxsm::sm1::disassemble(&p);
            assert_eq!(streamed.as_deref().ok(), Some(listing.as_str()));
        }
        Err(e) => {
            assert!(e.offset() <= data.len(), "{e}");
            let s = streamed.expect_err("decoding failed, the streamed listing did not");
            assert_eq!((s.offset(), s.message()), (e.offset(), e.message()));
        }
    }
});
