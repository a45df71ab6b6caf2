//! SM4/5 token decoder and printer, plus the encoder: whatever decodes must
//! encode to a canonical stream that decodes to the same program, and that
//! stream must be a fixed point of decode -> encode.
#![no_main]

use dxsm::sm4::print::{self as sm4_print, Style};
use dxsm::sm4::{decode::decode, encode::encode};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let prog = match decode(data, 0) {
        Ok(p) => p,
        Err(e) => {
            assert!(e.offset() <= data.len(), "{e}");
            return;
        }
    };
    for st in [
        Style::default(),
        Style {
            digits17: true,
            ..Style::default()
        },
        Style {
            v10: true,
            ..Style::default()
        },
        Style {
            lossless: true,
            ..Style::default()
        },
        Style {
            hex: true,
            ..Style::default()
        },
    ] {
        let mut out = String::new();
        sm4_print::program(&prog, st, &mut out);
    }
    let bytes = encode(&prog);
    let again = decode(&bytes, 0).expect("encoded program must decode");
    assert_eq!(again, prog, "decode(encode(p)) != p");
    assert_eq!(encode(&again), bytes, "encode is not a fixed point");
});
