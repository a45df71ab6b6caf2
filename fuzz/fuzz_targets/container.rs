//! DXBC container reader, then every chunk the library knows how to read
//! (RDEF, signatures) read and printed; `dxsm info` and `dxsm strip` on
//! the same bytes.
#![no_main]

use dxsm::dxbc::rdef::{self, BindingStyle};
use dxsm::dxbc::signature::{self, Layout, PrintOptions};
use dxsm::dxbc::Container;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(i) = dxsm::info::info(data) {
        let _ = dxsm::info::text(data, &i);
    }
    if let Ok(s) = dxsm::dxbc::strip::strip(data, dxsm::dxbc::strip::StripFlags(0x1f)) {
        assert!(s.len() <= data.len());
    }
    // With checksum verification: almost every mutation stops here, but the
    // check itself must not panic.
    let _ = Container::read(data, true);
    let Ok(c) = Container::read(data, false) else {
        return;
    };
    for ch in &c.chunks {
        // Chunks are borrowed from the file and their offsets point into it.
        assert!(ch.offset + ch.data.len() <= data.len());
        let mut out = String::new();
        if &ch.fourcc == b"RDEF" {
            if let Ok(r) = rdef::read(ch.data, ch.offset) {
                rdef::print_buffers(&r, &mut out);
                rdef::print_bindings(&r, BindingStyle::SlotElements, &mut out);
                rdef::print_bindings(&r, BindingStyle::HlslBind, &mut out);
                let _ = rdef::write(&r);
            }
        } else if Layout::of(&ch.fourcc).is_some() {
            match signature::read(&ch.fourcc, ch.data, ch.offset) {
                Ok(s) => {
                    signature::print(&s, "Input signature", PrintOptions::default(), &mut out);
                    let opts = PrintOptions {
                        output: true,
                        stream_prefix: true,
                    };
                    signature::print(&s, "Output signature", opts, &mut out);
                    let _ = signature::write(&s);
                }
                Err(e) => assert!(e.offset() <= data.len(), "{e}"),
            }
        }
    }
});
