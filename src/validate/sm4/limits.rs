//! The sizes Direct3D 11 allows an SM4/5 program to declare, with the codes
//! and messages Microsoft's compiler gives when its output would pass them
//! (checked with the oracle's `D3DCompile`: X3655, X4505, X4586, X4599;
//! register slots, counts and sizes: X4509, X4567, X4506, X4571, X4502,
//! X4589, X4600, X3657, X4584, X4576, X3666 and the bytecode checker's
//! X8000, `tests/corpus/oracle/limits/slots.md`). The interpreter checks
//! these before it allocates anything.

use crate::codes::Code;
use crate::sm4::{CustomDataClass, SystemValue};
use crate::sm4::{Opcode, Program, Stage};
use crate::validate::diagnostic::Diagnostic;

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
    let profile = p.profile();
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
                    d.push(Diagnostic::new(
                        Code::DXSM2101,
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
                    d.push(Diagnostic::new(
                        Code::X4599,
                        Some(i),
                        format!("structured buffer elements cannot be larger than {MAX_STRUCTURE_STRIDE} bytes in {profile} (actual size {stride} bytes)"),
                    ));
                } else if stride == 0 || stride % 4 != 0 {
                    d.push(Diagnostic::new(
                        Code::DXSM2102,
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
                    d.push(Diagnostic::new(
                        Code::DXSM2102,
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
    registers(p, &profile, d);
    check_temps(temps, temps_at, d);
    let max_tgsm = if p.major >= 5 { MAX_TGSM_5 } else { MAX_TGSM_4 };
    if p.stage == Stage::Compute && tgsm > max_tgsm || tgsm > MAX_TGSM_5 {
        d.push(Diagnostic::new(
            Code::X4586,
            tgsm_at,
            format!("The total amount of group shared memory ({tgsm} bytes) exceeds the {profile} limit of {max_tgsm} bytes"),
        ));
    }
}

fn check_temps(temps: u64, at: Option<usize>, d: &mut Vec<Diagnostic>) {
    if temps > MAX_TEMPS {
        d.push(Diagnostic::new(
            Code::X4505,
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
        d.push(Diagnostic::new(
            Code::X3655,
            Some(i),
            format!("the product of the arguments of {args} must be at least 1"),
        ));
    } else if z > mz {
        d.push(Diagnostic::new(
            Code::X3655,
            Some(i),
            format!("the final dimension specified ({z}) for numthreads must be less than or equal to {mz}"),
        ));
    } else if x > mx || y > my || x as u64 * y as u64 * z as u64 > mt {
        d.push(Diagnostic::new(
            Code::X3655,
            Some(i),
            format!("the product of the arguments of {args} must be less than or equal to {mt}"),
        ));
    }
}

/// Texture (`t#`) slots of every model (D3D11_COMMONSHADER_INPUT_RESOURCE_SLOT_COUNT).
pub const TEXTURE_SLOTS: u64 = 128;
/// Sampler (`s#`) slots.
pub const SAMPLER_SLOTS: u64 = 16;
/// Constant-buffer (`cb#`) slots the API binds (D3D11_COMMONSHADER_
/// CONSTANT_BUFFER_API_SLOT_COUNT); Microsoft's compiler refuses more.
pub const CBUFFER_SLOTS: u64 = 14;
/// Constant-buffer slots of the hardware (..._HW_SLOT_COUNT): `cb14`
/// exists but no application can bind it. Modders' shipped shaders declare
/// it (30 of 87,074 public listings), so it is a warning, `cb15` an error.
pub const CBUFFER_HW_SLOTS: u64 = 15;
/// 16-byte entries of one constant buffer, and of the immediate constant
/// buffer.
pub const CBUFFER_ENTRIES: u64 = 4096;
/// Patch control points in and out of hull and domain shaders.
pub const CONTROL_POINTS: u32 = 32;
/// Scalars of all a hull shader's output control points together.
pub const HS_OUTPUT_SCALARS: u64 = 3968;
/// Interface pointers of a program.
pub const INTERFACE_POINTERS: u64 = 253;

/// The UAV slots of a model and stage: 64 in every 5.0 stage (the 11.1
/// compiler's count), one in cs_4_x, none elsewhere in 4.x.
fn uav_slots(p: &Program) -> u64 {
    match (p.major, p.stage) {
        (5.., _) => 64,
        (_, Stage::Compute) => 1,
        _ => 0,
    }
}

/// Input and output registers (`v#`, `o#`): vs_4_0 and gs_4_0 take 16
/// inputs, vs_4_0 16 outputs, pixel shaders 8 render targets; 32 elsewhere.
fn register_limits(p: &Program) -> (u64, u64) {
    let old = p.major == 4 && p.minor == 0;
    let inputs = match p.stage {
        Stage::Vertex | Stage::Geometry if old => 16,
        _ => 32,
    };
    let outputs = match p.stage {
        Stage::Vertex if old => 16,
        Stage::Pixel => 8,
        _ => 32,
    };
    (inputs, outputs)
}

/// Slots, register counts and sizes of the declarations.
fn registers(p: &Program, profile: &str, d: &mut Vec<Diagnostic>) {
    let (max_in, max_out) = register_limits(p);
    let uavs = uav_slots(p);
    // Hull shaders: which phase the declarations are in.
    let mut phase = Opcode::HsControlPointPhase;
    let mut hs_out_regs: u64 = 0;
    let mut hs_out_points: Option<(u64, usize)> = None;
    let mut clip_regs: Vec<u64> = Vec::new();
    let mut clip_at = None;
    let mut pointers: u64 = 0;
    let mut pointers_at = None;
    for (i, ins) in p.instructions.iter().enumerate() {
        let op = ins.operands.first();
        let first = op.and_then(|o| o.indices.first()).map(|x| x.imm);
        let last = op.and_then(|o| o.indices.last()).map(|x| x.imm);
        let n = |k: usize| ins.nums.get(k).copied().unwrap_or(0);
        match ins.opcode {
            Opcode::HsControlPointPhase | Opcode::HsForkPhase | Opcode::HsJoinPhase => {
                phase = ins.opcode
            }
            Opcode::DclResource | Opcode::DclResourceRaw | Opcode::DclResourceStructured => {
                slot(d, i, "texture", 't', first, TEXTURE_SLOTS)
            }
            Opcode::DclSampler => slot(d, i, "sampler", 's', first, SAMPLER_SLOTS),
            Opcode::DclUavTyped | Opcode::DclUavRaw | Opcode::DclUavStructured => {
                slot(d, i, "UAV", 'u', first, uavs);
                if ins.opcode == Opcode::DclUavTyped && p.major == 4 && p.stage == Stage::Compute {
                    d.push(Diagnostic::new(
                        Code::X3666,
                        Some(i),
                        format!("{profile} does not support typed UAVs"),
                    ));
                }
            }
            Opcode::DclConstantBuffer => {
                if let Some(s) = first.filter(|s| *s >= CBUFFER_SLOTS) {
                    let msg = format!("maximum cbuffer exceeded. target has {CBUFFER_SLOTS} slots, manual bind to slot {s} failed");
                    d.push(if s >= CBUFFER_HW_SLOTS {
                        Diagnostic::new(Code::X4567, Some(i), msg)
                    } else {
                        Diagnostic::warning(
                            Code::X4567,
                            Some(i),
                            format!("{msg} (Microsoft's compiler; the hardware has a cb{s}, which no application can bind: it reads 0)"),
                        )
                    });
                }
                let size = op.and_then(|o| o.indices.get(1)).map(|x| x.imm);
                if let Some(size) = size.filter(|s| *s > CBUFFER_ENTRIES) {
                    d.push(Diagnostic::new(
                        Code::X8000,
                        Some(i),
                        format!("Invalid Bytecode: Index Dimension 2 out of range ({size} specified, max allowed is {CBUFFER_ENTRIES}) for operand #1 of opcode #{} (counts are 1-based).", i + 1),
                    ));
                }
            }
            Opcode::CustomData
                if ins.get::<CustomDataClass>() == CustomDataClass::IMMEDIATE_CONSTANT_BUFFER =>
            {
                let entries = ins.nums.len() as u64 / 4;
                if entries > CBUFFER_ENTRIES {
                    d.push(Diagnostic::new(
                        Code::X4600,
                        Some(i),
                        format!("Shader uses too many ({entries}) indexable literal values, the maximum allowed is {CBUFFER_ENTRIES}, consider using less constant arrays"),
                    ));
                }
            }
            op if op.declares_input() => {
                // System values without a register (vPrim, vThreadID, ...)
                // have no index and count for nothing.
                if let Some(r) = last.filter(|r| *r >= max_in) {
                    let what = match p.stage {
                        Stage::Hull => "control point input",
                        _ => "input",
                    };
                    d.push(Diagnostic::new(
                        Code::X4506,
                        Some(i),
                        format!(
                            "{profile} {what} limit ({max_in}) exceeded, shader uses {} inputs.",
                            r + 1
                        ),
                    ));
                }
                if matches!(ins.opcode, Opcode::DclInputPsSiv) {
                    clip_cull(ins, last, &mut clip_regs, &mut clip_at, i);
                }
            }
            Opcode::DclOutput | Opcode::DclOutputSgv | Opcode::DclOutputSiv => {
                let Some(r) = last else { continue };
                if p.stage == Stage::Pixel && r >= max_out {
                    d.push(Diagnostic::new(
                        Code::X4502,
                        Some(i),
                        format!("invalid {profile} output o{r}: legal render-target indices are in [0,{}]", max_out - 1),
                    ));
                } else if r >= max_out {
                    let what = match (p.stage, phase) {
                        (Stage::Hull, Opcode::HsControlPointPhase) => "control point output",
                        (Stage::Hull, _) => "patch constant output",
                        _ => "output",
                    };
                    d.push(Diagnostic::new(
                        Code::X4571,
                        Some(i),
                        format!(
                            "{profile} {what} limit ({max_out}) exceeded, shader uses {} outputs.",
                            r + 1
                        ),
                    ));
                }
                if p.stage == Stage::Hull && phase == Opcode::HsControlPointPhase {
                    hs_out_regs = hs_out_regs.max(r + 1);
                }
                if ins.opcode == Opcode::DclOutputSiv {
                    clip_cull(ins, Some(r), &mut clip_regs, &mut clip_at, i);
                }
            }
            Opcode::DclInputControlPointCount | Opcode::DclOutputControlPointCount => {
                let count = ins.control_point_count();
                let least = u32::from(ins.opcode == Opcode::DclInputControlPointCount);
                if count > CONTROL_POINTS || count < least {
                    let what = match p.stage {
                        Stage::Hull => "control point control point",
                        _ => "control point",
                    };
                    d.push(Diagnostic::new(
                        Code::X4589,
                        Some(i),
                        format!(
                            "Maximum {profile} {what} count ({CONTROL_POINTS}) exceeded ({count})."
                        ),
                    ));
                }
                if ins.opcode == Opcode::DclOutputControlPointCount {
                    hs_out_points = Some((count as u64, i));
                }
            }
            Opcode::DclHsMaxTessFactor => {
                let f = f32::from_bits(n(0));
                if !(1.0..=64.0).contains(&f) {
                    d.push(Diagnostic::new(
                        Code::X3657,
                        Some(i),
                        "max tesselation factor must be in the range [1,64]",
                    ));
                }
            }
            Opcode::DclInterface => {
                // fp{n}[array][calls]: pointers n .. n + array.
                let end = n(0) as u64 + (n(2) >> 16) as u64;
                if end > pointers {
                    pointers = end;
                    pointers_at = Some(i);
                }
            }
            _ => {}
        }
    }
    if let Some((points, at)) = hs_out_points {
        let total = points * hs_out_regs * 4;
        if total > HS_OUTPUT_SCALARS {
            d.push(Diagnostic::new(
                Code::X8000,
                Some(at),
                format!("Validation Error: Total number of scalars across all HS output control points must not exceed {HS_OUTPUT_SCALARS}. Current output control point declaration specifies {} scalars of output per control point with {points} output control points, resulting in {total} total scalars of output control point data. ", hs_out_regs * 4),
            ));
        }
    }
    if clip_regs.len() > 2 {
        let dir = if p.stage == Stage::Pixel {
            "Input"
        } else {
            "Output"
        };
        d.push(Diagnostic::new(
            Code::X4576,
            clip_at,
            format!("Too many {dir} signature parameters of type SV_ClipDistance or SV_CullDistance.  Maximum number of registers usable is 2."),
        ));
    }
    if pointers > INTERFACE_POINTERS {
        d.push(Diagnostic::new(
            Code::X4584,
            pointers_at,
            format!("maximum number of interface pointers exceeded ({profile} max is {INTERFACE_POINTERS})"),
        ));
    }
}

/// A resource, sampler or UAV slot past the model's count.
fn slot(d: &mut Vec<Diagnostic>, i: usize, what: &str, letter: char, n: Option<u64>, slots: u64) {
    if let Some(n) = n.filter(|n| *n >= slots) {
        d.push(Diagnostic::new(
            Code::X4509,
            Some(i),
            format!("maximum {what} register index exceeded, target has {slots} slots, manual bind to slot {letter}{n} failed"),
        ));
    }
}

/// Registers holding clip or cull distances.
fn clip_cull(
    ins: &crate::sm4::Instruction,
    reg: Option<u64>,
    regs: &mut Vec<u64>,
    at: &mut Option<usize>,
    i: usize,
) {
    let sv = ins.system_value().unwrap_or_default();
    if let (Some(r), SystemValue::CLIP_DISTANCE | SystemValue::CULL_DISTANCE) = (reg, sv) {
        if !regs.contains(&r) {
            regs.push(r);
            if regs.len() == 3 {
                *at = Some(i);
            }
        }
    }
}
