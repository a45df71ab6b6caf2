//! The SPDB reader (an MSF program database inside a debug build) and the
//! debug annotations computed from it and printed: the input is the
//! chunk's data, annotated against the code of the debug build it was
//! seeded from (`tests/corpus/oracle/spdb`).
#![no_main]

use dxsm::dxbc::{spdb, Container};
use libfuzzer_sys::fuzz_target;

const BUILD: &[u8] =
    include_bytes!("../../tests/corpus/oracle/spdb/cs50_switch_dispatch_ops.0x1.o");

fuzz_target!(|data: &[u8]| {
    match spdb::read(data, 0) {
        Ok(s) => {
            let c = Container::read(BUILD, true).unwrap();
            let code = c.find(&[b"SHEX"]).unwrap();
            let (p, offsets) = dxsm::sm4::decode::decode_with_offsets(code.data, 0).unwrap();
            let a = dxsm::dxbc::annotate::annotate(&s, &p, &offsets);
            for html in [false, true] {
                let lines = dxsm::sm4::print::LinePrefix {
                    debug: Some(&a),
                    html,
                    ..Default::default()
                };
                let mut out = String::new();
                dxsm::sm4::print::program_with(&p, Default::default(), &lines, &mut out);
            }
        }
        Err(e) => assert!(e.offset() <= data.len(), "{e}"),
    }
});
