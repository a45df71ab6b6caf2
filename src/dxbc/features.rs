//! The SFI0 chunk: the optional hardware features a program needs, as the
//! compiler records them (a 64-bit mask; the chunk is present only when it
//! is not zero). Derived from the code: global flags, UAVs outside pixel
//! and compute shaders, tiled-resource instructions.

use crate::sm4::{GlobalFlags, Opcode, Program, Stage};

/// Doubles (`enableDoublePrecisionFloatOps`).
pub const DOUBLES: u64 = 0x1;
/// Raw and structured buffers on 4.x (`enableRawAndStructuredBuffers`).
pub const RAW_STRUCTURED_4X: u64 = 0x2;
/// UAVs at every shader stage.
pub const UAVS_AT_EVERY_STAGE: u64 = 0x4;
/// Minimum precision (`enableMinimumPrecision`).
pub const MINIMUM_PRECISION: u64 = 0x10;
/// 11.1 double extensions.
pub const DOUBLE_EXTENSIONS_11_1: u64 = 0x20;
/// 11.1 shader extensions.
pub const SHADER_EXTENSIONS_11_1: u64 = 0x40;
/// Tiled resources (the `*_s` feedback forms, `check_access_fully_mapped`).
pub const TILED_RESOURCES: u64 = 0x100;

/// The feature mask of a program.
pub fn flags(p: &Program) -> u64 {
    let mut f = 0;
    for ins in &p.instructions {
        match ins.opcode {
            Opcode::DclGlobalFlags => {
                let flags = ins.get::<GlobalFlags>();
                for (flag, feature) in [
                    (GlobalFlags::DOUBLES, DOUBLES),
                    (GlobalFlags::RAW_AND_STRUCTURED, RAW_STRUCTURED_4X),
                    (GlobalFlags::MINIMUM_PRECISION, MINIMUM_PRECISION),
                    (GlobalFlags::DOUBLE_EXTENSIONS_11_1, DOUBLE_EXTENSIONS_11_1),
                    (GlobalFlags::SHADER_EXTENSIONS_11_1, SHADER_EXTENSIONS_11_1),
                ] {
                    if flags.contains(flag) {
                        f |= feature;
                    }
                }
            }
            Opcode::DclUavTyped | Opcode::DclUavRaw | Opcode::DclUavStructured
                if !matches!(p.stage, Stage::Pixel | Stage::Compute) =>
            {
                f |= UAVS_AT_EVERY_STAGE
            }
            o if (o as u16) >= Opcode::Gather4S as u16 => f |= TILED_RESOURCES,
            _ => {}
        }
    }
    f
}

/// The SFI0 chunk body, or None when no feature is needed.
pub fn chunk(p: &Program) -> Option<Vec<u8>> {
    let f = flags(p);
    (f != 0).then(|| f.to_le_bytes().to_vec())
}
