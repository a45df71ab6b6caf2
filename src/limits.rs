//! Sizes no Direct3D shader reaches, which bound what the readers hold in
//! memory: a damaged or hostile file is refused at the first instruction
//! or byte past them, not after it has filled the machine.

/// The most instructions a program may have, in text or in binary:
/// 524,288, eight times the 65,536 instruction slots Direct3D 10 hardware
/// must run and sixteen times the 32,768 of the largest Direct3D 9 shader.
/// A program held whole takes a few hundred bytes an instruction (and its
/// findings as many again), so this keeps a command on one under a
/// gigabyte.
pub const MAX_INSTRUCTIONS: usize = 1 << 19;

/// The largest shader file read (binary or text), and the largest the
/// assembler writes, so that what `asm` writes `dis`, `validate` and `run`
/// read back.
pub const MAX_SHADER_BYTES: u64 = 64 << 20;

/// The message of a program longer than [`MAX_INSTRUCTIONS`].
pub(crate) fn too_many_instructions() -> String {
    format!("more than {MAX_INSTRUCTIONS} instructions: no Direct3D shader is this long")
}
