//! The sizes Direct3D 11 allows an SM4/5 program to declare, with the codes
//! and messages Microsoft's compiler gives when its output would pass them
//! (checked with the oracle's `D3DCompile`: X3655, X4505, X4586, X4599).
//! The interpreter checks these before it allocates anything.

use super::Diagnostic;
use crate::sm4::{Opcode, Program, Stage};

/// `r#` and `x#` registers together (D3D11_COMMONSHADER_TEMP_REGISTER_COUNT).
pub const MAX_TEMPS: u64 = 4096;
/// Bytes of one structured-buffer element.
pub const MAX_STRUCTURE_STRIDE: u32 = 2048;
/// Group-shared memory of cs_5_0, in bytes (D3D11_CS_TGSM_REGISTER_COUNT × 4).
pub const MAX_TGSM_5: u64 = 32768;
/// Group-shared memory of cs_4_x, in bytes.
pub const MAX_TGSM_4: u64 = 16384;

/// Thread-group limits (x, y, z, threads in all) of a model, as
/// Microsoft's compiler applies them (cs_4_x takes z up to 64 too).
fn thread_group_limits(major: u8) -> (u32, u32, u32, u64) {
    if major >= 5 {
        (1024, 1024, 64, 1024)
    } else {
        (768, 768, 64, 768)
    }
}

/// Every size limit of the program; the first finding per rule is enough
/// for a verdict, but each declaration past a limit is named.
pub fn limits(p: &Program, d: &mut Vec<Diagnostic>) {
    let profile = format!("{}_{}_{}", p.stage.prefix(), p.major, p.minor);
    let mut temps: u64 = 0;
    let mut tgsm: u64 = 0;
    let mut temps_at = None;
    let mut tgsm_at = None;
    for (i, ins) in p.instructions.iter().enumerate() {
        let n = |k: usize| ins.nums.get(k).copied().unwrap_or(0);
        match ins.opcode {
            Opcode::DclTemps => {
                temps = temps.saturating_add(n(0) as u64);
                temps_at.get_or_insert(i);
            }
            Opcode::DclIndexableTemp => {
                temps = temps.saturating_add(n(1) as u64);
                temps_at.get_or_insert(i);
                if !(1..=4).contains(&n(2)) {
                    d.push(Diagnostic::error(
                        "DXSM2101",
                        Some(i),
                        format!("an indexable temp has 1 to 4 components, not {}", n(2)),
                    ));
                }
            }
            // Hull-shader phases declare their own temps.
            Opcode::HsControlPointPhase | Opcode::HsForkPhase | Opcode::HsJoinPhase => {
                check_temps(temps, temps_at, d);
                temps = 0;
                temps_at = None;
            }
            Opcode::DclResourceStructured
            | Opcode::DclUavStructured
            | Opcode::DclTgsmStructured => {
                let stride = n(0);
                if stride > MAX_STRUCTURE_STRIDE {
                    d.push(Diagnostic::error(
                        "X4599",
                        Some(i),
                        format!("structured buffer elements cannot be larger than {MAX_STRUCTURE_STRIDE} bytes in {profile} (actual size {stride} bytes)"),
                    ));
                } else if stride == 0 || stride % 4 != 0 {
                    d.push(Diagnostic::error(
                        "DXSM2102",
                        Some(i),
                        format!(
                            "a structure stride is a positive multiple of 4 bytes, not {stride}"
                        ),
                    ));
                }
                if ins.opcode == Opcode::DclTgsmStructured {
                    tgsm = tgsm.saturating_add(stride as u64 * n(1) as u64);
                    tgsm_at = Some(i);
                }
            }
            Opcode::DclTgsmRaw => {
                let bytes = n(0);
                if bytes % 4 != 0 {
                    d.push(Diagnostic::error(
                        "DXSM2102",
                        Some(i),
                        format!("raw group-shared memory is a multiple of 4 bytes, not {bytes}"),
                    ));
                }
                tgsm = tgsm.saturating_add(bytes as u64);
                tgsm_at = Some(i);
            }
            Opcode::DclThreadGroup => thread_group(p, i, [n(0), n(1), n(2)], d),
            _ => {}
        }
    }
    check_temps(temps, temps_at, d);
    let max_tgsm = if p.major >= 5 { MAX_TGSM_5 } else { MAX_TGSM_4 };
    if p.stage == Stage::Compute && tgsm > max_tgsm || tgsm > MAX_TGSM_5 {
        d.push(Diagnostic::error(
            "X4586",
            tgsm_at,
            format!("The total amount of group shared memory ({tgsm} bytes) exceeds the {profile} limit of {max_tgsm} bytes"),
        ));
    }
}

fn check_temps(temps: u64, at: Option<usize>, d: &mut Vec<Diagnostic>) {
    if temps > MAX_TEMPS {
        d.push(Diagnostic::error(
            "X4505",
            at,
            format!(
                "Sum of temp registers and indexable temp registers exceeds limit of {MAX_TEMPS}"
            ),
        ));
    }
}

fn thread_group(p: &Program, i: usize, [x, y, z]: [u32; 3], d: &mut Vec<Diagnostic>) {
    let (mx, my, mz, mt) = thread_group_limits(p.major);
    let args = format!("numthreads({x},{y},{z})");
    if x == 0 || y == 0 || z == 0 {
        d.push(Diagnostic::error(
            "X3655",
            Some(i),
            format!("the product of the arguments of {args} must be at least 1"),
        ));
    } else if z > mz {
        d.push(Diagnostic::error(
            "X3655",
            Some(i),
            format!("the final dimension specified ({z}) for numthreads must be less than or equal to {mz}"),
        ));
    } else if x > mx || y > my || x as u64 * y as u64 * z as u64 > mt {
        d.push(Diagnostic::error(
            "X3655",
            Some(i),
            format!("the product of the arguments of {args} must be less than or equal to {mt}"),
        ));
    }
}
