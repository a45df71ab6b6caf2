//! A shader read into parts (`dxsm::edit`, the Python package's `parse`)
//! from any bytes, binary or text: printing, assembling and every operand
//! edit never panic.
#![no_main]

use dxsm::edit::Shader;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(mut s) = Shader::read(data) else {
        return;
    };
    let _ = s.text();
    let _ = s.assemble(true);
    let f = s.family;
    for ins in s.instructions.iter_mut().take(256) {
        let _ = ins.text(&f);
        let _ = ins.mnemonic(&f);
        for k in 0..ins.operand_count() + 1 {
            let _ = ins.operand(&f, k);
            let _ = dxsm::edit::with_operand(&f, ins, k, "r1.x");
            let _ = ins.set_mask(k, "xz");
            let _ = ins.set_swizzle(k, "yx");
            let _ = ins.set_modifier(k, Some("abs"));
            let _ = ins.set_index(k, &[3, 1]);
            let _ = ins.set_index(k, &[7]);
        }
        let _ = ins.set_saturate(true);
    }
    let _ = s.text();
    let _ = s.assemble(true);
    let _ = s.parse_instructions(std::str::from_utf8(data).unwrap_or("mov r0, r1"));
});
