//! The SDBG reader (the debug chunk of older compilers) and the listing
//! annotations computed from it, printed as text and as HTML: the input is
//! the chunk's data, annotated against the code of a Microsoft debug build
//! (`tests/corpus/oracle/spdb`).
#![no_main]

use dxsm::dxbc::{sdbg, Container};
use libfuzzer_sys::fuzz_target;

const BUILD: &[u8] =
    include_bytes!("../../tests/corpus/oracle/spdb/cs50_switch_dispatch_ops.0x1.o");

fuzz_target!(|data: &[u8]| {
    match sdbg::read(data, 0) {
        Ok(s) => {
            let c = Container::read(BUILD, true).unwrap();
            let code = c.find(&[b"SHEX"]).unwrap();
            let p = dxsm::sm4::decode::decode(code.data, 0).unwrap();
            let a = dxsm::dxbc::annotate::annotate_sdbg(&s, &p);
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
