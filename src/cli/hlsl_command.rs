//! `dxsm hlsl FILE`: HLSL from a compiled shader (docs/hlsl.md). Exit
//! status: 0 written, 1 the shader has no HLSL here (the reason names the
//! instruction), 2 usage or I/O.

use crate::io::{self, is_std, shown, Fail, MAX_SHADER_BYTES};
use std::path::Path;

/// Runs the command: `input` decompiled to `output` (standard output when
/// `None`).
pub fn command(input: &Path, output: Option<&Path>, force: bool) -> Result<u8, Fail> {
    if let Some(out) = output.filter(|o| !is_std(o)) {
        crate::plan::check_outputs(&[input], &[("-o", out)], force)?;
    }
    let data = io::read_capped(input, MAX_SHADER_BYTES).map_err(Fail::io)?;
    let text =
        dxsm::hlsl::decompile(&data).map_err(|e| Fail::input(format!("{}: {e}", shown(input))))?;
    match output.filter(|o| !is_std(o)) {
        Some(out) => io::write_atomic(out, text.as_bytes()).map_err(Fail::io)?,
        None => io::stdout_write(text.as_bytes())?,
    }
    Ok(0)
}
