//! The SM1-3 rules beyond flow-control nesting, with the codes of
//! Microsoft's `D3DAssemble` (d3dcompiler_47): reads of uninitialized or
//! undeclared register components, registers that must be written by the
//! end of the program, and per-instruction operand rules.
//!
//! What Microsoft checks, asked of its assembler (see
//! `tests/root/validate_sm1_rules.rs`): uninitialized reads only in vs_1_1,
//! ps_1_x and ps_2_x (not in vs_2+/ps_3); `dcl` coverage of inputs in
//! vs_1_1 (as an uninitialized read), vs_2/3, ps_2/3; `r0` at the end in
//! ps_1_x, `oC0` in ps_2_x, all of `oPos` in vs_1_1. Per-instruction rules
//! are reported before that instruction's uninitialized reads.
//!
//! Instructions are named through the instruction table
//! ([`crate::sm1::table`]); register types are the D3DSPR codes below.

use crate::codes::Code;
use crate::fnv::{FnvMap, FnvSet};
use crate::sm1::ir::{
    DstOperand, Instruction, Item, Program, Relative, SrcMod, SrcOperand, TextureType, Usage,
};
use crate::sm1::table::Opcode;
use crate::sm1::table::RegisterType;
use crate::sm1::table::{self, is_texture_op, op, reg};
use crate::validate::diagnostic::Diagnostic;

/// An instruction's few operands or registers, held in place: a vector
/// allocated per instruction was a visible share of assembling.
type Few<T> = smallvec::SmallVec<[T; 4]>;

/// Instructions that read one component of each source.
const SCALAR_OPS: &[Opcode] = &[
    op::RCP,
    op::RSQ,
    op::EXP,
    op::LOG,
    op::EXPP,
    op::LOGP,
    op::POW,
];
/// Instructions that read three components of each source.
const THREE: &[Opcode] = &[
    op::DP3,
    op::M3X2,
    op::M3X3,
    op::M3X4,
    op::NRM,
    op::CRS,
    op::TEXBEM,
    op::TEXBEML,
    op::TEXM3X2PAD,
    op::TEXM3X2TEX,
    op::TEXM3X3PAD,
    op::TEXM3X3TEX,
    op::TEXM3X3SPEC,
    op::TEXM3X3VSPEC,
    op::TEXDP3TEX,
    op::TEXM3X2DEPTH,
    op::TEXDP3,
    op::TEXM3X3,
];

/// `texld`: the opcode `tex` has that name from ps_1_4 on.
fn is_texld(opcode: Opcode, m: Model) -> bool {
    opcode == op::TEX && m != Model::Ps1
}

/// `texcrd`: the opcode `texcoord` has that name from ps_1_4 on.
fn is_texcrd(opcode: Opcode, m: Model) -> bool {
    opcode == op::TEXCOORD && m != Model::Ps1
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Model {
    Vs11,
    Vs2,
    Vs3,
    Ps1,
    Ps14,
    Ps2,
    /// ps_2_x, ps_2_sw: no uninitialized-read or oC0 checks.
    Ps2x,
    Ps3,
}

fn comp_names(m: Model) -> [&'static str; 4] {
    match m {
        Model::Vs11 | Model::Vs2 | Model::Vs3 => ["x", "y", "z", "w"],
        Model::Ps1 => ["r", "g", "b", "a"],
        _ => ["r/x", "g/y", "b/z", "a/w"],
    }
}

fn list(m: Model, missing: u8, names: [&str; 4]) -> String {
    let _ = m;
    (0..4)
        .map(|c| {
            let star = if missing >> c & 1 != 0 { "*" } else { "" };
            format!("{star}{}/{c}", names[c])
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn reg_name(ty: RegisterType, num: u16, m: Model) -> String {
    let p = match (ty, m) {
        (reg::TEMP, _) => "r",
        (reg::INPUT, _) => "v",
        (reg::CONST, _) => "c",
        (reg::ADDR, Model::Vs11 | Model::Vs2 | Model::Vs3) => "a",
        (reg::ADDR, _) => "t",
        (reg::OUTPUT, _) => "o",
        (reg::SAMPLER, _) => "s",
        (reg::MISCTYPE, _) => {
            return if num == 0 {
                "vPos".into()
            } else {
                "vFace".into()
            }
        }
        _ => "?",
    };
    format!("{p}{num}")
}

/// Register components (after the swizzle) that source `k` reads.
fn src_reads(
    ins: &Instruction,
    s: &SrcOperand,
    k: usize,
    m: Model,
    samplers: &FnvMap<u16, TextureType>,
) -> u8 {
    let dmask = ins.dst.as_ref().map_or(0xF, |d| d.mask);
    let pos: u8 = if SCALAR_OPS.contains(&ins.opcode) {
        8
    } else if matches!(ins.opcode, op::DP4 | op::M4X4 | op::M4X3) {
        0xF
    } else if ins.opcode == op::DP2ADD {
        if k < 2 {
            0b0011
        } else {
            0b0001
        }
    } else if THREE.contains(&ins.opcode) {
        0b0111
    } else if matches!(ins.opcode, op::TEXREG2AR | op::TEXREG2GB | op::TEXREG2RGB) {
        0xF
    } else if (is_texld(ins.opcode, m) || matches!(ins.opcode, op::TEXLDL | op::TEXLDD))
        && m != Model::Ps14
    {
        if k == 0 || k >= 2 {
            let dims = ins
                .srcs
                .get(1)
                .and_then(|s| samplers.get(&s.reg.num))
                .copied();
            let c = match dims {
                Some(TextureType::TEXTURE_2D) => 0b0011,
                Some(TextureType::CUBE | TextureType::VOLUME) => 0b0111,
                _ => 0,
            };
            let w = k == 0
                && (ins.opcode == op::TEXLDL || (is_texld(ins.opcode, m) && ins.control & 3 != 0));
            c | if w { 8 } else { 0 }
        } else {
            0
        }
    } else if is_texld(ins.opcode, m) || is_texcrd(ins.opcode, m) {
        0b0111
    } else {
        dmask
    };
    let mut out = 0;
    for p in 0..4 {
        if pos >> p & 1 != 0 {
            out |= 1 << ((s.swizzle >> (2 * p)) & 3);
        }
    }
    out
}

struct State {
    m: Model,
    /// The version as messages name it (`ps_2_x`).
    profile: String,
    init: FnvMap<(RegisterType, u16), u8>,
    lost: FnvMap<(RegisterType, u16), u8>,
    decl: FnvMap<(RegisterType, u16), u8>,
    samplers: FnvMap<u16, TextureType>,
}

/// What a read of a register is checked against, in this model.
#[derive(Clone, Copy)]
enum ReadRule {
    /// Written before (this code when not).
    Uninit(Code),
    /// Declared before.
    Undecl,
}

/// The rule a read of register `ty` `num` is checked against in model
/// `m`; `None` when none is (temporaries from shader model 2.x and 3 on):
/// then what the read takes is not worked out (8% of the validator's time
/// on shader model 3 listings).
fn read_rule(m: Model, ty: RegisterType, num: u16) -> Option<ReadRule> {
    use ReadRule::*;
    Some(match (m, ty) {
        (Model::Vs11, reg::TEMP | reg::INPUT | reg::ADDR) => Uninit(Code::X5326),
        (Model::Ps1, reg::TEMP | reg::ADDR) => Uninit(Code::X5036),
        (Model::Ps14, reg::TEMP) => Uninit(Code::X5121),
        (Model::Ps2, reg::TEMP) => Uninit(Code::X5204),
        (Model::Ps2 | Model::Ps2x, reg::INPUT | reg::ADDR)
        | (Model::Vs2 | Model::Vs3 | Model::Ps3, reg::INPUT) => Undecl,
        (Model::Ps3, reg::MISCTYPE) if num == 0 => Undecl,
        _ => return None,
    })
}

impl State {
    /// The code and message of a read of `comps` of a register, if bad.
    fn check_read(&self, ty: RegisterType, num: u16, comps: u8) -> Option<(Code, String)> {
        let m = self.m;
        let key = (ty, num);
        let names = comp_names(m);
        let plural = |x: u8| {
            if x.count_ones() == 1 {
                "component"
            } else {
                "components"
            }
        };
        let uninit = |code: Code| {
            let have = self.init.get(&key).copied().unwrap_or(0);
            let missing = comps & !have;
            (missing != 0).then(|| {
                let lost = self.lost.get(&key).copied().unwrap_or(0);
                let code = if m == Model::Ps14 && missing & lost != 0 {
                    Code::X5119
                } else {
                    code
                };
                (
                    code,
                    format!(
                        "Read of uninitialized {}(*) in {}: {}",
                        plural(missing),
                        reg_name(ty, num, m),
                        list(m, missing, names)
                    ),
                )
            })
        };
        let undecl = |code: Code, text: &dyn Fn(u8) -> String| {
            let have = self.decl.get(&key).copied().unwrap_or(0);
            let missing = comps & !have;
            (missing != 0).then(|| (code, text(missing)))
        };
        // The register name is only needed for a message.
        let rn = || reg_name(ty, num, m);
        match (m, read_rule(m, ty, num)?) {
            (_, ReadRule::Uninit(code)) => uninit(code),
            // vPos has x and y only: reading z or w of a declared vPos
            // (undeclared, it is X5985 below).
            (Model::Ps3, _)
                if ty == reg::MISCTYPE && comps & 0b1100 != 0 && self.decl.contains_key(&key) =>
            {
                Some((
                Code::X6063,
                format!("vPos does not have .z or .w channels in this shader model. Attempt to read following unavailable component(s) (*): {}", list(m, comps & 0b1100, names)),
                ))
            }
            (Model::Ps2 | Model::Ps2x, _) => undecl(Code::X5546, &|x| {
                format!("Components of register {} being read, but not declared. v# and t# registers must be declared using a dcl statement (down to the component level) in {}. Undeclared components(*) being read: {}", rn(), self.profile, list(m, x, names))
            }),
            (Model::Vs2, _) => undecl(Code::X5702, &|x| {
                format!("Input register {} was not declared with a dcl statement.  Attempt to read components(*): {}", rn(), list(m, x, names))
            }),
            (Model::Vs3, _) => undecl(Code::X5703, &|x| {
                format!("Attempt to read undeclared component of input register {} (*): {}. Components of v# registers to be read must be declared by a dcl statement.", rn(), list(m, x, names))
            }),
            (Model::Ps3, _) if ty == reg::INPUT => undecl(Code::X5984, &|x| {
                format!("{} of register {} being read, but not declared. v# registers must be declared using dcl statement(s) (down to the component level). Affected components (*): {}", if x.count_ones() == 1 { "Component" } else { "Components" }, rn(), list(m, x, names))
            }),
            (Model::Ps3, _) => undecl(Code::X5985, &|x| {
                format!("Component(s) of register vPos being read, but not declared. vPos must be declared using a dcl statement. Affected components (*): {}", list(m, x, names))
            }),
            _ => None,
        }
    }

    fn write(&mut self, ty: RegisterType, num: u16, mask: u8) {
        // Only these models' rules read what was written (uninitialized
        // reads, and the end of program's r0, oC0 and oPos): a map entry
        // per write was 1.6% of assembling shader model 3 listings.
        if matches!(self.m, Model::Vs11 | Model::Ps1 | Model::Ps14 | Model::Ps2) {
            *self.init.entry((ty, num)).or_insert(0) |= mask;
        }
    }
}

/// One instruction as the operand rules see it.
#[derive(Clone, Copy)]
struct At<'a> {
    name: &'a str,
    ins: &'a Instruction,
    m: Model,
    ver: u16,
    dst: Option<&'a DstOperand>,
}

/// A rule's verdict: Microsoft's code and message.
type Hit = (Code, String);

/// Per-instruction operand rules, checked before the reads.
fn operand_rules(name: &str, ins: &Instruction, m: Model, ver: u16) -> Option<Hit> {
    let at = At {
        name,
        ins,
        m,
        ver,
        dst: ins.dst.as_ref(),
    };
    // In Microsoft's order: the first rule that fails gives the code.
    const GROUPS: [fn(&At) -> Option<Hit>; 10] = [
        register_type_rules,
        texture_operand_rules,
        source_rules,
        texture_rules,
        address_rules,
        instruction_rules,
        defi_rules,
        register_rules,
        replicate_rules,
        operand_register_rules,
    ];
    GROUPS.iter().find_map(|g| g(&at))
}

/// Whether a source selects one component (or is a misc register).
fn is_replicate(s: &SrcOperand) -> bool {
    let c = s.swizzle & 3;
    s.swizzle == c * 0x55 || s.reg.ty == reg::MISCTYPE
}

const ORD: [&str; 4] = ["first", "second", "third", "fourth"];
const ORD_UP: [&str; 4] = ["First", "Second", "Third", "Fourth"];

/// How the pixel models' messages name source `k` of `ins`: "Source
/// param" when it is the only one, else "First source param" and so on.
fn source_param(ins: &Instruction, k: usize) -> String {
    if ins.srcs.len() == 1 {
        "Source param".to_string()
    } else {
        format!("{} source param", ORD_UP[k.min(3)])
    }
}

/// Register types an arithmetic instruction (the table's `Arithmetic`
/// and `Matrix` rows, and `cnd`) may not write or read, per model (the
/// software models as theirs), with Microsoft's codes: found on a
/// generated matrix of every register type in every operand of 22
/// instructions in 15 models (`tests/corpus/oracle/register-types/`).
/// Then source modifiers, one-component sources and destinations.
fn register_type_rules(at: &At) -> Option<Hit> {
    use crate::sm1::table::Semantics;
    let At { ins, m, dst, .. } = *at;
    let arithmetic = ins.opcode == op::CND
        || crate::sm1::table::lookup(ins.opcode).is_some_and(|row| {
            matches!(
                row.semantics,
                Semantics::Arithmetic | Semantics::Matrix { .. }
            )
        });
    // `setp` writes the predicate.
    if !arithmetic || ins.opcode == op::SETP {
        return None;
    }
    if ins.opcode == op::MOVA {
        if dst.is_some_and(|d| d.reg.ty != reg::ADDR) {
            let code = if m == Model::Vs3 {
                Code::X5713
            } else {
                Code::X5372
            };
            return Some((
                code,
                "mova instruction can only write to the address register.".into(),
            ));
        }
    } else if let Some(d) = dst {
        if let Some(code) = bad_destination(m, d.reg.ty) {
            let text = match code {
                Code::X5716 | Code::X5719 | Code::X5373 => {
                    "The only instruction allowed to write to the predicate register is setp."
                }
                Code::X5123 | Code::X5206 | Code::X5578 => {
                    "Invalid register type for destination param."
                }
                _ => "Invalid reg type for dest param.",
            };
            return Some((code, text.into()));
        }
    }
    for (k, s) in ins.srcs.iter().enumerate() {
        // `!` belongs to flow control and `setp`'s predicates; ps_1_4's
        // `_dz`/`_dw`/`_da`/`_db` to its texture instructions.
        let bad_mod = s.modifier == SrcMod::NOT
            || (m == Model::Ps14 && matches!(s.modifier, SrcMod::DZ | SrcMod::DW));
        if bad_mod {
            let ord = ORD[k.min(3)];
            let up = source_param(ins, k);
            let hit = match m {
                Model::Vs11 => Some(Code::X5322),
                Model::Vs2 => Some(Code::X5697),
                Model::Vs3 => Some(Code::X5698),
                Model::Ps3 => Some(Code::X5364),
                Model::Ps14 => {
                    return Some((Code::X5115, format!("({up}) Invalid source modifier.")))
                }
                Model::Ps2 | Model::Ps2x => {
                    return Some((Code::X5201, format!("({up}) Invalid source modifier.")))
                }
                Model::Ps1 => None,
            };
            if let Some(code) = hit {
                return Some((code, format!("Invalid src mod for {ord} source param.")));
            }
        }
        if let Some(code) = bad_source(m, s.reg.ty) {
            let ord = ORD[k.min(3)];
            let up = source_param(ins, k);
            let text = match code {
                Code::X5112 => format!("({up}) Texture coordinate registers (t#) are not available to arithmetic instructions."),
                Code::X5199 => format!("({up}) Invalid source register type for instruction."),
                _ => format!("Invalid reg type for {ord} source param."),
            };
            return Some((code, text));
        }
    }
    if let Some(e) = scalar_source_rule(at) {
        return Some(e);
    }
    dst.and_then(|d| destination_rules(at, d))
}

/// The table's `replicate` rows (`rcp`, `rsq`, `exp`, `log`, `expp`,
/// `logp`, `pow`) take a replicate swizzle on each source (vs_1_1 also
/// takes none, reading .w), with each model's code
/// (`tests/corpus/oracle/register-types/`, `operand-forms/`).
fn scalar_source_rule(at: &At) -> Option<Hit> {
    let At { name, ins, m, .. } = *at;
    if !crate::sm1::table::lookup(ins.opcode).is_some_and(|r| r.replicate) {
        return None;
    }
    let k = ins
        .srcs
        .iter()
        .position(|s| !(is_replicate(s) || (m == Model::Vs11 && s.swizzle == 0xE4)))?;
    const SELECT: &str =
        "in order to select component. i.e. .x | .y | .z | .w (or rgba equivalent)";
    let code = match m {
        Model::Vs11 => {
            return Some((
                Code::X5485,
                format!("{name} requires replicate swizzle for the source parameter {SELECT}"),
            ))
        }
        Model::Ps2 | Model::Ps2x => {
            let which = source_param(ins, k);
            return Some((
                Code::X5422,
                format!("({which}) {name} requires replicate swizzle for this parameter {SELECT}"),
            ));
        }
        Model::Vs2 => Code::X5794,
        Model::Vs3 => Code::X5795,
        Model::Ps3 => Code::X5793,
        Model::Ps1 | Model::Ps14 => return None,
    };
    Some((
        code,
        format!("{name} requires replicate swizzle for source parameter(s) {SELECT}"),
    ))
}

/// What an arithmetic instruction may write, beyond its register type:
/// the address register (vs_1_1: `mov a0.x`), outputs that only `mov`
/// writes (ps_2_x), scalar outputs and `oDepth` from replicate swizzles,
/// `pow` and `lrp` into temps other than their sources. Microsoft's codes
/// and messages (`tests/corpus/oracle/register-types/`).
fn destination_rules(at: &At, d: &DstOperand) -> Option<Hit> {
    let At { name, ins, m, .. } = *at;
    let t = d.reg.ty;
    let op = ins.opcode;
    // A dot product's result is one value: it needs no replicate.
    let replicates =
        matches!(op, op::DP3 | op::DP4 | op::DP2ADD) || ins.srcs.iter().all(is_replicate);
    let scalar_output = t == reg::RASTOUT && matches!(d.reg.num, 1 | 2);
    if m == Model::Vs11 && t == reg::ADDR {
        if op != op::MOV {
            return Some((
                Code::X5329,
                "Only the mov instruction is allowed to write to the address register.".into(),
            ));
        }
        if d.mask != 1 {
            return Some((
                Code::X5328,
                "Format for address register must be a0.x.".into(),
            ));
        }
    }
    if m == Model::Vs11 && op == op::FRC && scalar_output {
        return Some((
            Code::X5441,
            "frc instruction cannot write to scalar output registers (oFog, oPts).".into(),
        ));
    }
    if m == Model::Vs11 && op == op::FRC && !matches!(d.mask, 0b0011 | 0b0010) {
        return Some((
            Code::X5340,
            "The only valid write masks for the FRC instruction are .xy and .y.".into(),
        ));
    }
    if matches!(m, Model::Ps2 | Model::Ps2x) && op != op::MOV {
        if t == reg::COLOROUT {
            return Some((
                Code::X5406,
                "oCn registers may only be written using the mov instruction.".into(),
            ));
        }
        if t == reg::DEPTHOUT {
            return Some((
                Code::X5412,
                "oDepth may only be written using the mov instruction.".into(),
            ));
        }
    }
    if matches!(m, Model::Ps2 | Model::Ps2x) && t == reg::COLOROUT {
        if d.mask != 0xF {
            return Some((Code::X5410, "Write to oCn register must use full writemask (equivalent to not specifying writemask at all).".into()));
        }
        if ins.srcs.iter().any(|s| s.swizzle != 0xE4) {
            return Some((
                Code::X5408,
                "Source parameter for instruction writing to oCn cannot use swizzles.".into(),
            ));
        }
    }
    if matches!(m, Model::Ps2 | Model::Ps2x) && t == reg::DEPTHOUT && !replicates {
        return Some((Code::X5414, "Source parameter for instruction writing to oDepth must use a replicate source swizzle. i.e.: .x | .y | .z | .w or .r | .g | .b | .a.  This identifies the scalar component of the source to send to oDepth.".into()));
    }
    const REPLICATE: &str = "instruction must use replicate swizzle on source parameter(s), in order to select single component. i.e. .x | .y | .z | .w (or rgba equivalent)";
    if m == Model::Ps3 && t == reg::DEPTHOUT {
        if op == op::RSQ {
            return Some((
                Code::X5758,
                "oDepth may not be written by the rsq instruction.".into(),
            ));
        }
        if !replicates {
            return Some((
                Code::X6062,
                format!("When writing to oDepth, {name} {REPLICATE}"),
            ));
        }
    }
    if matches!(m, Model::Vs11 | Model::Vs2) && scalar_output && !replicates {
        let code = if m == Model::Vs11 {
            Code::X5430
        } else {
            Code::X5398
        };
        return Some((
            code,
            format!("When writing to scalar output register, {name} {REPLICATE}"),
        ));
    }
    let (pow, lrp) = (op == op::POW, op == op::LRP);
    // (The address register: only `mova` writes it, reported after.)
    if (pow || lrp) && matches!(m, Model::Vs2 | Model::Vs3) && !matches!(t, reg::TEMP | reg::ADDR) {
        let code = match (m, pow) {
            (Model::Vs2, true) => Code::X5465,
            (Model::Vs2, false) => Code::X5467,
            (_, true) => Code::X5792,
            _ => Code::X5796,
        };
        let which = if pow { "POW" } else { "LRP" };
        return Some((
            code,
            format!("Dest register type for {which} must be temp (r#)."),
        ));
    }
    let same = |k: usize| ins.srcs.get(k).is_some_and(|s| s.reg == d.reg);
    if pow && same(1) {
        let code = match m {
            Model::Vs2 => Code::X5455,
            Model::Vs3 => Code::X5789,
            Model::Ps2 | Model::Ps2x => Code::X5421,
            _ => Code::X5764,
        };
        return Some((
            code,
            "Dest register for POW cannot be the same as second source register.".into(),
        ));
    }
    if lrp && (same(0) || same(2)) && !matches!(m, Model::Vs11 | Model::Ps1 | Model::Ps14) {
        let code = match m {
            Model::Vs2 => Code::X5456,
            Model::Vs3 => Code::X5790,
            Model::Ps2 | Model::Ps2x => Code::X5765,
            _ => Code::X5766,
        };
        return Some((
            code,
            "Dest register for LRP cannot be the same as first or third source register.".into(),
        ));
    }
    None
}

/// The registers of the texture instructions: what `texkill` and
/// `texldl` write and read, and that the shader model 2 `texld*` take
/// unswizzled sources (`tests/corpus/oracle/texture-ops/`).
fn texture_operand_rules(at: &At) -> Option<Hit> {
    let At { ins, m, dst, .. } = *at;
    let constants = |t: RegisterType| {
        matches!(
            t,
            reg::CONST | reg::CONSTINT | reg::CONSTBOOL | reg::SAMPLER | reg::LOOP
        )
    };
    const DEST: &str = "Invalid register type for destination param.";
    if ins.opcode == op::TEXKILL && dst.is_some_and(|d| constants(d.reg.ty)) {
        return match m {
            Model::Ps2 | Model::Ps2x => Some((Code::X5206, DEST.into())),
            Model::Ps3 => Some((Code::X5578, DEST.into())),
            _ => None,
        };
    }
    if ins.opcode == op::TEXLDL {
        if let Some(code) = dst.and_then(|d| bad_destination(m, d.reg.ty)) {
            let text = if m == Model::Vs3 {
                "Invalid reg type for dest param."
            } else {
                DEST
            };
            return Some((code, text.into()));
        }
        let first = ins.srcs.first().map(|s| s.reg.ty);
        if first.is_some_and(|t| !matches!(t, reg::TEMP | reg::INPUT | reg::CONST)) {
            return match m {
                Model::Vs3 => Some((Code::X5527, "First source parameter for texldl must be temp (r#), input (v#) or const (c#) register.".into())),
                Model::Ps3 => Some((Code::X5525, "First source parameter for texld* must be temp (r#), input (v#) or constant (c#) register.".into())),
                _ => None,
            };
        }
        if m == Model::Vs3 && ins.srcs.get(1).is_some_and(|s| s.reg.ty != reg::SAMPLER) {
            return Some((
                Code::X5529,
                "Second source parameter for texldl must be sampler stage (s#).".into(),
            ));
        }
    }
    if matches!(m, Model::Ps2 | Model::Ps2x)
        && matches!(ins.opcode, op::TEX | op::TEXLDD)
        && ins.srcs.len() > 1
    {
        for (k, s) in ins.srcs.iter().enumerate() {
            if s.reg.ty != reg::SAMPLER && s.swizzle != 0xE4 {
                let which = source_param(ins, k);
                return Some((
                    Code::X5198,
                    format!("({which}) Source swizzles not allowed on tex* instruction."),
                ));
            }
        }
    }
    None
}

/// The code for an arithmetic instruction writing register type `t` in
/// model `m`, where Microsoft's validator refuses it.
fn bad_destination(m: Model, t: RegisterType) -> Option<Code> {
    let constants = matches!(
        t,
        reg::INPUT | reg::CONST | reg::CONSTINT | reg::CONSTBOOL | reg::LOOP
    );
    match m {
        Model::Vs11 => matches!(t, reg::INPUT | reg::CONST).then_some(Code::X5330),
        Model::Vs2 if t == reg::PREDICATE => Some(Code::X5716),
        Model::Vs2 => constants.then_some(Code::X5715),
        Model::Vs3 if t == reg::PREDICATE => Some(Code::X5719),
        Model::Vs3 => (constants || t == reg::SAMPLER).then_some(Code::X5718),
        Model::Ps1 => matches!(t, reg::INPUT | reg::CONST).then_some(Code::X5037),
        Model::Ps14 => matches!(t, reg::INPUT | reg::CONST | reg::TEXTURE).then_some(Code::X5123),
        Model::Ps2 | Model::Ps2x => {
            (constants || matches!(t, reg::TEXTURE | reg::SAMPLER)).then_some(Code::X5206)
        }
        Model::Ps3 if t == reg::PREDICATE => Some(Code::X5373),
        Model::Ps3 => {
            (constants || matches!(t, reg::SAMPLER | reg::MISCTYPE)).then_some(Code::X5578)
        }
    }
}

/// The code for an arithmetic instruction reading register type `t` in
/// model `m`, where Microsoft's validator refuses it.
fn bad_source(m: Model, t: RegisterType) -> Option<Code> {
    let outputs = matches!(t, reg::RASTOUT | reg::ATTROUT | reg::OUTPUT);
    let files = matches!(
        t,
        reg::CONSTINT | reg::CONSTBOOL | reg::LOOP | reg::PREDICATE
    );
    match m {
        Model::Vs11 => (t == reg::ADDR || outputs).then_some(Code::X5316),
        Model::Vs2 => (t == reg::ADDR || files || outputs).then_some(Code::X5680),
        Model::Vs3 => {
            (matches!(t, reg::ADDR | reg::SAMPLER) || files || outputs).then_some(Code::X5681)
        }
        Model::Ps1 => None,
        Model::Ps14 => (t == reg::TEXTURE).then_some(Code::X5112),
        Model::Ps2 | Model::Ps2x => (files
            || matches!(t, reg::SAMPLER | reg::COLOROUT | reg::DEPTHOUT))
        .then_some(Code::X5199),
        Model::Ps3 => (files || matches!(t, reg::SAMPLER | reg::COLOROUT | reg::DEPTHOUT))
            .then_some(Code::X5679),
    }
}

/// Source swizzles and modifiers that pixel shaders refuse.
fn source_rules(at: &At) -> Option<Hit> {
    let At { ins, m, .. } = *at;
    // ps_2_0 (not 2_x, 2_sw, 3_0): sources of arithmetic instructions take
    // no swizzle, a replicate, .yzxw, .zxyw or .wzyx (tex* sources: X5198).
    if m == Model::Ps2 && !is_texture_op(ins.opcode) {
        const ALLOWED: [u8; 4] = [0xE4, 0xC9, 0xD2, 0x1B];
        for (k, sr) in ins.srcs.iter().enumerate() {
            if !(ALLOWED.contains(&sr.swizzle) || is_replicate(sr)) {
                let which = source_param(ins, k);
                let sel = |names: &[char; 4]| -> String {
                    (0..4)
                        .map(|i| names[((sr.swizzle >> (2 * i)) & 3) as usize])
                        .collect()
                };
                return Some((
                    Code::X5202,
                    format!(
                        "({which}) Invalid source selector: .{}/{}. The only available source swizzles in this shader version are: .rgba/xyzw (same as not specifying swizzle), .r/x, .g/y, .b/z, .a/w, .gbra/yzxw, .brga/zxyw and .abgr/wzyx. ",
                        sel(&['r', 'g', 'b', 'a']),
                        sel(&['x', 'y', 'z', 'w'])
                    ),
                ));
            }
        }
    }
    if m == Model::Ps1 {
        for (k, sr) in ins.srcs.iter().enumerate() {
            if sr.modifier > SrcMod::COMP {
                return Some((
                    Code::X5025,
                    format!("Invalid src mod for {} source param.", ORD[k.min(3)]),
                ));
            }
        }
    }
    if matches!(m, Model::Ps1 | Model::Ps14) {
        for (k, sr) in ins.srcs.iter().enumerate() {
            if sr.reg.ty == reg::CONST && sr.modifier != SrcMod::NONE {
                return Some(if m == Model::Ps1 {
                    (
                        Code::X5539,
                        format!(
                            "({} source param) Modifiers are not allowed on constants for ps_1_x.",
                            ORD[k.min(3)]
                        ),
                    )
                } else {
                    (
                        Code::X5097,
                        format!(
                            "({} Source param) Modifiers are not allowed on constants for ps_1_4.",
                            ORD_UP[k.min(3)]
                        ),
                    )
                });
            }
        }
    }
    None
}

/// ps_1_x `dp3` masks and the operands of `tex*` instructions.
fn texture_rules(at: &At) -> Option<Hit> {
    let At { ins, m, dst, .. } = *at;
    if m == Model::Ps1
        && ins.opcode == op::DP3
        && dst.is_some_and(|d| d.mask != 0b0111 && d.mask != 0xF)
    {
        return Some((
            Code::X5066,
            "Dest write mask must be .rgb, or .rgba (all) for dp3.".into(),
        ));
    }
    if m == Model::Ps1 && is_texture_op(ins.opcode) && dst.is_some_and(|d| d.reg.ty != reg::ADDR) {
        return Some((
            Code::X5040,
            "Must use texture register a dest param for tex* instructions.".into(),
        ));
    }
    if m == Model::Ps14
        && (is_texld(ins.opcode, m) || is_texcrd(ins.opcode, m))
        && ins
            .srcs
            .first()
            .is_some_and(|s| !matches!(s.reg.ty, reg::TEMP | reg::ADDR))
    {
        return Some((Code::X5099, "(Source param) Source register type must be temp (r#) or texture coordinate input (t#) for tex* instruction.".into()));
    }
    if matches!(m, Model::Ps2 | Model::Ps2x)
        && (is_texld(ins.opcode, m) || ins.opcode == op::TEXLDD)
        && ins
            .srcs
            .first()
            .is_some_and(|s| !matches!(s.reg.ty, reg::TEMP | reg::ADDR))
    {
        return Some((Code::X5192, "First source parameter for texld must be temp (r#) or texture coordinate input(t#) register.".into()));
    }
    if m == Model::Ps3
        && (is_texld(ins.opcode, m) || matches!(ins.opcode, op::TEXLDD | op::TEXLDL))
        && ins.srcs.get(1).is_some_and(|s| s.reg.ty != reg::SAMPLER)
    {
        return Some((
            Code::X5528,
            "Second source parameter for texld* must be sampler stage (s#).".into(),
        ));
    }
    None
}

/// Writes to the address register, and constant reads.
fn address_rules(at: &At) -> Option<Hit> {
    let At {
        ins, m, ver, dst, ..
    } = *at;
    if matches!(m, Model::Vs2 | Model::Vs3)
        && ins.opcode == op::MOVA
        && dst.is_some_and(|d| d.result_mod & 1 != 0)
    {
        return Some((
            Code::X5722,
            "mova instruction does not support _sat modifier.".into(),
        ));
    }
    if matches!(m, Model::Vs2 | Model::Vs3)
        && ins.opcode != op::MOVA
        && dst.is_some_and(|d| d.reg.ty == reg::ADDR)
    {
        let code = if m == Model::Vs2 {
            Code::X5711
        } else {
            Code::X5712
        };
        return Some((
            code,
            "Only the mova instruction is allowed to write to the address register.".into(),
        ));
    }
    // Software vertex processing (vs_2_sw, vs_3_sw) reads constants freely.
    if ver & 0xFF != 0xFF {
        if let Some(e) = constant_reads(m, ins) {
            return Some(e);
        }
    }
    None
}

/// `crs` and `sincos` operands, vs_3_0 output indices, `vFace`.
fn instruction_rules(at: &At) -> Option<Hit> {
    let At { ins, m, dst, .. } = *at;
    if ins.opcode == op::CRS && dst.is_some_and(|d| d.mask & 8 != 0 || d.mask == 0) {
        return Some((Code::X5454, "Write mask for CRS must be one of: .x | .y | .z | .xy | .xz | .yz | .xyz (or rgba equivalent)".into()));
    }
    if ins.opcode == op::SINCOS && ins.srcs.len() == 3 && ins.srcs[1].reg.ty != reg::CONST {
        return Some((
            Code::X5458,
            "Second source paramter for SINCOS must be a constant register.".into(),
        ));
    }
    if ins.opcode == op::SINCOS && matches!(m, Model::Ps2 | Model::Ps2x) {
        if let (Some(d), Some(s0)) = (dst, ins.srcs.first()) {
            if d.reg == s0.reg {
                return Some((
                    Code::X5423,
                    "Dest register for SINCOS cannot be the same as first source register.".into(),
                ));
            }
        }
    }
    if m == Model::Vs3 {
        if let Some(d) = dst {
            if d.reg.ty == reg::OUTPUT && d.relative.is_some() && d.reg.num > 11 {
                return Some((
                    Code::X5721,
                    format!(
                        "Invalid dest reg num: {}. Max allowed for this reg type is 11.",
                        d.reg.num
                    ),
                ));
            }
        }
    }
    // In a `cmp`, only as the condition (its first source).
    if m == Model::Ps3
        && !matches!(
            ins.opcode,
            op::IF | op::IFC | op::BREAK | op::BREAKC | op::SETP
        )
        && ins.srcs.iter().enumerate().any(|(k, s)| {
            s.reg.ty == reg::MISCTYPE && s.reg.num == 1 && !(ins.opcode == op::CMP && k == 0)
        })
    {
        {
            return Some((Code::X5692, "vFace register can only be used as one of the sources to if_(cond), break_(cond), setp_(cond), or the condition in a cmp.".into()));
        }
    }
    None
}

/// Integer constants: loop counts and their unused w.
fn defi_rules(at: &At) -> Option<Hit> {
    let At { ins, m, dst, .. } = *at;
    if ins.opcode == op::DEFI && ins.literals.first().is_some_and(|&x| (x as i32) < 0) {
        let rn = dst.map_or(String::new(), |d| format!("i{}", d.reg.num));
        let x = ins.literals[0] as i32;
        match m {
            Model::Vs2 => return Some((Code::X5991, format!("{rn}.x (which represents loop or rep iteration count) cannot be negative. {rn}.x is currently def'd as {x}."))),
            Model::Ps2x => return Some((Code::X5555, format!("{rn}.x (which represents rep iteration count) cannot be negative. {rn}.x is currently def'd as {x}."))),
            Model::Ps3 => return Some((Code::X5990, format!("{rn}.x (which represents loop or rep iteration count) cannot be negative. {rn}.x is currently def'd as {x}."))),
            Model::Vs3 => return Some((Code::X5992, format!("{rn}.x (which represents loop or rep iteration count) cannot be negative. {rn}.x is currently def'd as {x}."))),
            _ => {}
        }
    }
    // Where `loop` exists, the w of an integer constant means nothing.
    if ins.opcode == op::DEFI && ins.literals.get(3).is_some_and(|&w| w != 0) {
        let rn = dst.map_or(String::new(), |d| format!("i{}", d.reg.num));
        let code = match m {
            Model::Vs2 => Some(Code::X5999),
            Model::Vs3 => Some(Code::X6002),
            Model::Ps3 => Some(Code::X5996),
            _ => None,
        };
        if let Some(code) = code {
            return Some((
                code,
                format!("{rn}.w has no meaning; it must simply be 0. "),
            ));
        }
    }
    None
}

/// Relative outputs, input reads per instruction, ps_1_x self reads, `texcrd` masks.
fn register_rules(at: &At) -> Option<Hit> {
    let At {
        ins, m, ver, dst, ..
    } = *at;
    if m == Model::Vs3 {
        if let Some(d) = dst {
            if d.reg.ty == reg::OUTPUT {
                if let Some(Relative::Token(a)) = d.relative.as_ref() {
                    if a.reg.ty != reg::LOOP {
                        return Some((
                            Code::X5728,
                            "Relative addressing of o# register requires aL register.".into(),
                        ));
                    }
                }
            }
        }
    }
    if matches!(m, Model::Ps2 | Model::Ps2x) {
        let mut vs: Few<(RegisterType, u16)> = ins
            .srcs
            .iter()
            .filter(|s| matches!(s.reg.ty, reg::INPUT | reg::ADDR))
            .map(|s| (s.reg.ty, s.reg.num))
            .collect();
        vs.sort();
        vs.dedup();
        if vs.len() > 1 {
            return Some((Code::X5212, format!("{} different input (v#) or texture (t#) registers read by instruction.  Max. different input/texture registers readable per instruction is 1.", vs.len())));
        }
    }
    // ps_1_2/1_3: cmp and dp4 may not read their destination register.
    if m == Model::Ps1
        && (ver == 0x0102 || ver == 0x0103)
        && matches!(ins.opcode, op::CMP | op::DP4)
    {
        if let Some(d) = dst {
            if ins.srcs.iter().any(|s| s.reg == d.reg) {
                return Some((Code::X5024, "For ps_1_2 or ps_1_3, the cmp or dp4 instructions cannot have a source register the same as the destination register.".into()));
            }
        }
    }
    if m == Model::Ps14 && is_texcrd(ins.opcode, m) && dst.is_some_and(|d| d.mask != 0b0111) {
        return Some((
            Code::X5126,
            "texcrd must use .xyz(=.rgb) destination writemask.".into(),
        ));
    }
    None
}

/// Sources that must be replicate swizzles (comparisons, `sincos`), and
/// those that take none: `rep`'s and `loop`'s integer constant, a matrix
/// macro's matrix; `if` on a boolean or the predicate
/// (`tests/corpus/oracle/declarations-flow/`).
fn replicate_rules(at: &At) -> Option<Hit> {
    let At {
        name, ins, m, ver, ..
    } = *at;
    if matches!(ins.opcode, op::REP | op::LOOP)
        && ins
            .srcs
            .iter()
            .any(|s| s.reg.ty == reg::CONSTINT && s.swizzle != 0xE4)
    {
        let code = match m {
            Model::Vs2 => Code::X5953,
            Model::Vs3 => Code::X5958,
            Model::Ps2x => Code::X5942,
            Model::Ps3 => Code::X5947,
            _ => return None,
        };
        return Some((
            code,
            format!("Parameter(s) for {name} instruction must specify default swizzle (.xyzw, or none specified.) "),
        ));
    }
    if table::matrix_rows(ins.opcode) > 1 && ins.srcs.get(1).is_some_and(|s| s.swizzle != 0xE4) {
        let code = match m {
            Model::Vs11 => Code::X5367,
            Model::Vs2 => Code::X5640,
            Model::Vs3 => Code::X5641,
            Model::Ps2 | Model::Ps2x => Code::X5567,
            Model::Ps3 => Code::X5327,
            Model::Ps1 | Model::Ps14 => return None,
        };
        return Some((
            code,
            "Cannot swizzle second source parameter to vector*matrix instructions.".into(),
        ));
    }
    if ins.opcode == op::IF
        && ins
            .srcs
            .first()
            .is_some_and(|s| !matches!(s.reg.ty, reg::CONSTBOOL | reg::PREDICATE))
    {
        const BOOL: &str =
            "if requires parameter (the branch condition) to be boolean constant register (b#)";
        return match m {
            // vs_2_0 has no predicate.
            Model::Vs2 if ver == 0x200 => Some((Code::X5921, format!("{BOOL}. "))),
            Model::Vs2 => Some((Code::X5920, format!("{BOOL}, or predicate register (p0). "))),
            Model::Vs3 => Some((Code::X5923, format!("{BOOL}, or predicate register (p0). "))),
            Model::Ps3 => Some((Code::X5917, format!("{BOOL}, or predicate register (p0). "))),
            Model::Ps2x => Some((Code::X5914, "if requires the condition parameter to be boolean constant register (b#), or predicate register (p0). ".into())),
            _ => None,
        };
    }
    if matches!(m, Model::Vs2 | Model::Vs3)
        && matches!(ins.opcode, op::IF | op::IFC | op::BREAK | op::BREAKC)
        && ins.control != 0
        && ins.srcs.iter().any(|s| !is_replicate(s))
    {
        return Some((Code::X5794, format!("{name}_cmp requires replicate swizzle for source parameter(s) in order to select component. i.e. .x | .y | .z | .w (or rgba equivalent)")));
    }
    if matches!(m, Model::Ps2 | Model::Ps2x | Model::Ps3)
        && matches!(ins.opcode, op::IF | op::IFC | op::BREAK | op::BREAKC)
        && ins.control != 0
    {
        for (k, s) in ins.srcs.iter().enumerate().take(2) {
            if !is_replicate(s) {
                let which = ["First", "Second"][k];
                return Some((Code::X5422, format!("({which} source param) {name}_cmp requires replicate swizzle for this parameter in order to select component. i.e. .x | .y | .z | .w (or rgba equivalent)")));
            }
        }
    }
    // `sincos` reads one component: shader model 3 says so as the
    // one-component instructions do, shader model 2 in words of its own
    // (`tests/corpus/oracle/operand-forms/`).
    if ins.opcode == op::SINCOS && ins.srcs.first().is_some_and(|s| !is_replicate(s)) {
        const REPLICATE: &str = "sincos requires replicate swizzle for source parameter(s) in order to select component. i.e. .x | .y | .z | .w (or rgba equivalent)";
        const SELECTOR: &str =
            "Source selector for first source parameter for SINCOS must be .x, .y, .z or .w.";
        return match m {
            Model::Vs3 => Some((Code::X5795, REPLICATE.into())),
            Model::Ps3 => Some((Code::X5793, REPLICATE.into())),
            Model::Vs2 => Some((Code::X5461, SELECTOR.into())),
            Model::Ps2 | Model::Ps2x => Some((Code::X5229, SELECTOR.into())),
            _ => None,
        };
    }
    None
}

/// `nrm` and `sgn` registers, sampler `dcl` modifiers, relative components.
fn operand_register_rules(at: &At) -> Option<Hit> {
    let At { ins, m, dst, .. } = *at;
    if ins.opcode == op::NRM {
        if let (Some(d), Some(s)) = (dst, ins.srcs.first()) {
            if d.reg == s.reg {
                let code = if matches!(m, Model::Ps2 | Model::Ps2x | Model::Ps3) {
                    Code::X5604
                } else {
                    Code::X5449
                };
                return Some((
                    code,
                    "Src and dest registers for NRM cannot be the same.".into(),
                ));
            }
        }
    }
    if ins.opcode == op::SGN && ins.srcs.len() == 3 {
        let (a, b) = (&ins.srcs[1], &ins.srcs[2]);
        if a.reg.ty != reg::TEMP || b.reg.ty != reg::TEMP || a.reg == b.reg {
            let code = if m == Model::Vs3 {
                Code::X5797
            } else {
                Code::X5470
            };
            return Some((code, "Second and third source params for SGN must both be different temp (r#) registers.".into()));
        }
    }
    if ins.opcode == op::DEF && dst.is_some_and(|d| d.mask != 0xF) {
        let (code, form) = match m {
            Model::Vs11 => (Code::X5338, "of the form c#"),
            Model::Vs2 => (Code::X5733, "c# register"),
            Model::Vs3 => (Code::X5735, "c# register"),
            Model::Ps2 | Model::Ps2x => (Code::X5223, "of the form c#"),
            Model::Ps3 => (Code::X5587, "of the form c#"),
            Model::Ps1 | Model::Ps14 => return None,
        };
        return Some((code, format!("Destination for def instruction must be {form} (where # = reg number). In addition there may be no mask (equivalent to full .xyzw, which is fine).")));
    }
    if ins.opcode == op::DCL && dst.is_some_and(|d| d.reg.ty == reg::SAMPLER && d.mask != 0xF) {
        match m {
            Model::Ps2 | Model::Ps2x => return Some((Code::X5424, "dcl s# must not specify a writemask (equivalent to a full mask). When samplers are used for texture lookup, 4 components are always returned, including defaults for components that may not be present in the texture format set at the sampler. ".into())),
            Model::Ps3 => return Some((Code::X5770, "dcl s# must not specify a writemask (equivalent to a full mask). ".into())),
            Model::Vs3 => return Some((Code::X5772, "dcl s# must not specify a writemask (equivalent to a full mask). ".into())),
            _ => {}
        }
    }
    if ins.opcode == op::DCL {
        if let Some(d) = dst {
            let ps2 = matches!(m, Model::Ps2 | Model::Ps2x);
            if d.reg.ty == reg::SAMPLER && d.result_mod != 0 {
                // Microsoft's messages end with a space.
                return Some(if ps2 {
                    (
                        Code::X5968,
                        "dcl s# does not support any modifiers. ".into(),
                    )
                } else {
                    (
                        Code::X5969,
                        "dcl for s register does not support any modifiers. ".into(),
                    )
                });
            }
            if ps2 && d.reg.ty == reg::INPUT && d.result_mod != 0 {
                return Some((Code::X5280, "dcl v# does not support any modifiers.".into()));
            }
        }
    }
    // Relative addressing with a non-replicate component (vs_2+).
    for s in &ins.srcs {
        if let Some(Relative::Token(a)) = s.relative.as_ref() {
            {
                // An address register (not the misc file): the swizzle alone.
                let c = a.swizzle & 3;
                if matches!(m, Model::Vs2 | Model::Vs3)
                    && a.reg.ty == reg::ADDR
                    && a.swizzle != c * 0x55
                {
                    return Some((Code::X5804, "Relative address must specify a single component selector (.x, .y, .z or .w) to indicate relative address component. Aborting validation.".into()));
                }
            }
        }
    }
    None
}

/// A `dcl` whose usage and index an earlier one of the same register file
/// (inputs, or vs_3_0 outputs) has: Microsoft's codes per model, checked
/// with the oracle.
fn repeated_usage(
    m: Model,
    ty: RegisterType,
    dc: crate::sm1::ir::Decl,
    seen: &mut FnvSet<(RegisterType, Usage, u8)>,
) -> Option<(Code, String)> {
    let output = ty == reg::OUTPUT;
    if !(ty == reg::INPUT || (output && m == Model::Vs3)) {
        return None;
    }
    if m != Model::Vs11 && m != Model::Vs2 && m != Model::Vs3 && m != Model::Ps3 {
        return None;
    }
    let (usage, index) = (dc.usage(), dc.usage_index());
    if seen.insert((ty, usage, index)) {
        return None;
    }
    let name = usage.name().unwrap_or("unknown");
    let file = if output { "output" } else { "input" };
    let again = format!(
        "dcl usage+index: {name},{index} has already been specified for an {file} register."
    );
    Some(match m {
        Model::Vs11 | Model::Vs2 => (
            Code::X5637,
            format!("dcl usage: {name}{index} has already been specified."),
        ),
        Model::Vs3 if output => (Code::X5639, again),
        Model::Vs3 => (Code::X5638, again),
        _ => (Code::X5304, again),
    })
}

/// Rules Microsoft checks after an instruction's reads.
/// ps_1_4: a tex* instruction reading a temp that another tex* instruction
/// of its block wrote (X5122), after an arithmetic instruction of its phase
/// (X5141), or writing a temp another tex* instruction of its block wrote
/// (X5140), in that order.
const DEF_LATE: &str = "def or dcl instructions must appear before other instructions.";

/// How a vertex shader instruction may read constants, as Microsoft's
/// validator checks it (found on the generated matrix in
/// `tests/corpus/oracle/relative/`): every constant operand is compared
/// with the first one, in order: absolute then relative, relative then
/// absolute, and two different relative reads (another register, address
/// register or component) are errors; vs_2_x allows two constant reads at
/// most; after all operands, more than one different absolute register is
/// an error. The same relative read twice (`c0[a0.x].zwzw`, `c0[a0.x]`)
/// is allowed. `sincos` is exempt in vs_2_x (its constants are operands).
fn constant_reads(m: Model, ins: &Instruction) -> Option<(Code, String)> {
    if matches!(
        m,
        Model::Ps1 | Model::Ps14 | Model::Ps2 | Model::Ps2x | Model::Ps3
    ) {
        return pixel_constant_reads(m, ins);
    }
    // (absolute then relative, different relative, relative then absolute,
    // two different absolute, more than two)
    let (codes, more_code) = match m {
        Model::Vs11 => ([Code::X5341, Code::X5342, Code::X5343, Code::X5346], None),
        Model::Vs2 if ins.opcode != op::SINCOS => (
            [Code::X5739, Code::X5743, Code::X5747, Code::X5393],
            Some(Code::X5366),
        ),
        Model::Vs3 => ([Code::X5741, Code::X5745, Code::X5749, Code::X5752], None),
        _ => return None,
    };
    const MIXED: &str =
        "Absolute and relative addressing of constant registers cannot be combined in one instruction.";
    let key = |s: &SrcOperand| match s.relative.as_ref() {
        Some(Relative::Token(a)) => Some((s.reg.num, a.reg.ty, a.reg.num, a.swizzle & 3)),
        Some(Relative::ImplicitA0) => Some((s.reg.num, reg::ADDR, 0, 0)),
        None => None,
    };
    let consts: Few<&SrcOperand> = ins.srcs.iter().filter(|s| s.reg.ty == reg::CONST).collect();
    let first = consts.first()?;
    for (j, s) in consts.iter().enumerate().skip(1) {
        if let (true, Some(more)) = (j >= 2, more_code) {
            return Some((more, "More than 2 constants (even identical ones) cannot be read by an instruction. (There is one exception: this rule does not apply to the SINCOS instruction.)".into()));
        }
        match (key(first), key(s)) {
            (None, Some(_)) => return Some((codes[0], MIXED.into())),
            (Some(_), None) => return Some((codes[2], MIXED.into())),
            (Some(a), Some(b)) if a != b => {
                return Some((codes[1], "Different relative addressing of constant registers cannot be combined in one instruction.".into()))
            }
            _ => {}
        }
    }
    let mut abs: Few<u16> = consts
        .iter()
        .filter(|s| key(s).is_none())
        .map(|s| s.reg.num)
        .collect();
    abs.sort_unstable();
    abs.dedup();
    if abs.len() > 1 {
        // Microsoft's messages end so: vs_3_0's with a space.
        let tail = match m {
            Model::Vs2 => {
                " (There is one exception: this rule does not apply to the SINCOS instruction.)"
            }
            Model::Vs3 => " ",
            _ => "",
        };
        return Some((codes[3], format!("{} different constant registers (c#) read by instruction.  Max. different constant registers readable per instruction is 1.{tail}", abs.len())));
    }
    None
}

/// How many constant registers a pixel shader instruction may read, as
/// Microsoft's validator checks it (found on the generated matrix in
/// `tests/corpus/oracle/ps_constants/`): ps_1_x two different registers
/// at most, ps_2_0 and ps_2_x one (and two reads, even of the same
/// register; `sincos`'s macro constants are exempt), ps_3_0 one. The
/// software models (ps_2_sw, ps_3_sw) are not checked.
fn pixel_constant_reads(m: Model, ins: &Instruction) -> Option<(Code, String)> {
    if ins.opcode == op::SINCOS && matches!(m, Model::Ps2 | Model::Ps2x) {
        return None;
    }
    let consts = || ins.srcs.iter().filter(|s| s.reg.ty == reg::CONST);
    let mut regs: Few<u16> = consts().map(|s| s.reg.num).collect();
    regs.sort_unstable();
    regs.dedup();
    let (code, most) = match m {
        Model::Ps1 => (Code::X5049, 2),
        Model::Ps14 => (Code::X5134, 2),
        Model::Ps3 => (Code::X5584, 1),
        _ => (Code::X5213, 1),
    };
    if regs.len() > most {
        let tail = match m {
            Model::Ps2 | Model::Ps2x => {
                "(There is one exception: this rule does not apply to the SINCOS macro instruction.)"
            }
            _ => "",
        };
        return Some((code, format!("{} different constant registers (c#) read by instruction.  Max. different constant registers readable per instruction is {most}.{tail}", regs.len())));
    }
    let reads = consts().count();
    if matches!(m, Model::Ps2 | Model::Ps2x) && reads > 2 {
        return Some((Code::X6038, format!("{reads} constant registers (c#) read by instruction.  Max. constant registers readable per instruction (even if they are the same) is 2.  This is in addition to the read port limit of 1 for constants, which restricts how many *different* constants can be read. (There is one exception: none of this applies to the SINCOS macro instruction.)")));
    }
    None
}

fn ps14_tex_block(
    ins: &Instruction,
    tex_written: &[u16],
    arith_seen: bool,
) -> Option<(Code, String)> {
    let dst_read = matches!(ins.opcode, op::TEXKILL | op::TEXDEPTH);
    let read = ins
        .srcs
        .iter()
        .map(|s| s.reg)
        .chain(ins.dst.as_ref().filter(|_| dst_read).map(|d| d.reg))
        .find(|r| r.ty == reg::TEMP && tex_written.contains(&r.num));
    if let Some(r) = read {
        return Some((Code::X5122, format!("The current tex* instruction reads from r{}, which was written earlier by another tex* instruction in the same block of tex* instructions.  Dependent reads are not permitted within a single block of tex* instructions.  To perform a dependent read, separate texture coordinate derivation from the tex* instruction using the coordinates with a 'phase' marker.", r.num)));
    }
    if arith_seen {
        return Some((Code::X5141, "tex* instructions cannot be after arithmetic instructions within one phase of a ps_1_4 shader.  Each phase can have a block of tex* instructions followed by a block of arithmetic instructions.".into()));
    }
    let dst_written = ins.dst.as_ref().filter(|d| {
        ins.opcode != op::TEXKILL && d.reg.ty == reg::TEMP && tex_written.contains(&d.reg.num)
    });
    if let Some(d) = dst_written {
        return Some((Code::X5140, format!("Register r{0} (and thus texture stage {0}) already used as a destination for a tex* instruction in this block of the shader. Reuse of a texture stage in ps_1_4 may only be accmplished by splitting the tex* ops across a phase marker.", d.reg.num)));
    }
    None
}

/// ps_2_0: the dependent order of a tex-op (texld*, texkill; 0 when not
/// dependent, and for other instructions), updating what each temp's
/// contents derive from. A tex-op reading a temp, or writing one written
/// before, is dependent: one order above what those temps derive from, at
/// least 1st. Arithmetic passes its sources' order on to its destination.
fn dependent_order(ins: &Instruction, dep: &mut FnvMap<u16, i32>) -> i32 {
    let tex = matches!(ins.opcode, op::TEX | op::TEXLDD | op::TEXLDL | op::TEXKILL);
    let mut involved: Few<u16> = ins
        .srcs
        .iter()
        .filter(|s| s.reg.ty == reg::TEMP)
        .map(|s| s.reg.num)
        .collect();
    let dst = ins.dst.as_ref().filter(|d| d.reg.ty == reg::TEMP);
    if let Some(d) = dst {
        if dep.contains_key(&d.reg.num) || (tex && ins.opcode == op::TEXKILL) {
            involved.push(d.reg.num);
        }
    }
    let from = involved
        .iter()
        .map(|r| dep.get(r).copied().unwrap_or(-1))
        .max();
    let order = match (tex, from) {
        (true, Some(f)) => (f + 1).max(1),
        (true, None) => 0,
        (false, _) => from.unwrap_or(-1),
    };
    if let Some(d) = dst.filter(|_| ins.opcode != op::TEXKILL) {
        let e = dep.entry(d.reg.num).or_insert(-1);
        *e = (*e).max(order);
    }
    if tex {
        order
    } else {
        0
    }
}

fn ordinal(n: i32) -> String {
    let sfx = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{sfx} order")
}

fn late_rules(ins: &Instruction, m: Model) -> Option<(Code, String)> {
    // ps_1_1-1_3: `cnd` selects on r0.a alone (after the reads: an
    // uninitialized first source is X5036 first).
    if m == Model::Ps1 && ins.opcode == op::CND {
        let r0 = crate::sm1::ir::Register {
            ty: reg::TEMP,
            num: 0,
        };
        if !ins
            .srcs
            .first()
            .is_some_and(|s| s.reg == r0 && s.swizzle == 0xFF)
        {
            return Some((
                Code::X5059,
                "First source for cnd instruction must be 'r0.a'.".into(),
            ));
        }
    }
    if m == Model::Ps1
        && is_texture_op(ins.opcode)
        && ins.dst.as_ref().is_some_and(|d| d.shift != 0)
    {
        return Some((
            Code::X5043,
            "Dest shift not allowed for tex* instructions.".into(),
        ));
    }
    None
}

/// What Microsoft's assembler (its grammar, before validation) rejects,
/// as diagnostics: see `sm1::grammar::check`.
pub fn assembler_rules(p: &Program) -> Vec<Diagnostic> {
    crate::sm1::grammar::check(p)
        .into_iter()
        .map(|e| Diagnostic::new(e.code, Some(e.item), e.message))
        .collect()
}

/// Validates the non-nesting rules. Diagnostics name the item index;
/// `None` = found at the end of the program.
pub fn validate(p: &Program) -> Vec<Diagnostic> {
    let v = p.version;
    let m = match (v.is_ps(), v.major, v.minor) {
        (false, 1, _) => Model::Vs11,
        (false, 2, _) => Model::Vs2,
        (false, _, _) => Model::Vs3,
        (true, 1, 4) => Model::Ps14,
        (true, 1, _) => Model::Ps1,
        (true, 2, 0) => Model::Ps2,
        (true, 2, _) => Model::Ps2x,
        (true, _, _) => Model::Ps3,
    };
    let mut pass = Pass::new(m, v);
    for (i, item) in p.items.iter().enumerate() {
        let Item::Instruction(ins) = item else {
            continue;
        };
        if let Some(row) = table::lookup(ins.opcode) {
            pass.step(i, ins, row.name(pass.ver));
        }
    }
    pass.finish()
}

/// The non-nesting rules' walk over a program: what is initialized and
/// declared, and what each rule remembers from earlier instructions.
struct Pass {
    st: State,
    ver: u16,
    out: Vec<Diagnostic>,
    /// Open `loop` blocks, and whether a `label` was seen (aL rules).
    loops: i32,
    in_sub: bool,
    called: Vec<u16>,
    labels: Vec<u16>,
    /// ps_1_4, per phase: an arithmetic instruction seen; temps written by
    /// tex* instructions (X5141, X5122).
    arith_seen: bool,
    tex_written: Vec<u16>,
    /// ps_1_4: a v# read before `phase` (X5144).
    v_read: bool,
    /// An instruction other than `dcl` and `def*` seen (X5063 ...).
    other_seen: bool,
    usages: FnvSet<(RegisterType, Usage, u8)>,
    /// vs_3_0: the output register declared `psize0` (a scalar).
    point_size: Option<u16>,
    /// ps_2_0: per temp, the highest order of dependent tex-op its
    /// contents derive from (-1: none), never lowered (X5775).
    dep: FnvMap<u16, i32>,
    /// The constants `def`, `defi` and `defb` gave values.
    defined: FnvSet<crate::sm1::ir::Register>,
}

impl Pass {
    fn new(m: Model, v: crate::sm1::ir::Version) -> Pass {
        let ver = v.code();
        Pass {
            st: State {
                m,
                profile: crate::sm1::print::version_name(v),
                init: FnvMap::default(),
                lost: FnvMap::default(),
                decl: FnvMap::default(),
                samplers: FnvMap::default(),
            },
            ver,
            out: Vec::new(),
            loops: 0,
            in_sub: false,
            called: Vec::new(),
            labels: Vec::new(),
            arith_seen: false,
            tex_written: Vec::new(),
            v_read: false,
            other_seen: false,
            usages: FnvSet::default(),
            point_size: None,
            dep: FnvMap::default(),
            defined: FnvSet::default(),
        }
    }

    /// A constant given a value twice: each model's code, per register
    /// file; the vertex models take a float constant's second `def`
    /// (`tests/corpus/oracle/declarations-flow/`).
    fn def(&mut self, i: usize, ins: &Instruction) {
        let Some(d) = &ins.dst else { return };
        if self.defined.insert(d.reg) {
            return;
        }
        let m = self.st.m;
        let code = match (d.reg.ty, m) {
            (reg::CONST, Model::Ps1) => Code::X5224,
            (reg::CONST, Model::Ps14) => Code::X5588,
            (reg::CONST, Model::Ps2 | Model::Ps2x) => Code::X5590,
            (reg::CONST, Model::Ps3) => Code::X5594,
            (reg::CONSTINT, Model::Vs2) => Code::X5599,
            (reg::CONSTINT, Model::Vs3) => Code::X5602,
            (reg::CONSTINT, Model::Ps2x) => Code::X5591,
            (reg::CONSTINT, Model::Ps3) => Code::X5595,
            (reg::CONSTBOOL, Model::Vs2) => Code::X5600,
            (reg::CONSTBOOL, Model::Vs3) => Code::X5603,
            (reg::CONSTBOOL, Model::Ps2x) => Code::X5592,
            (reg::CONSTBOOL, Model::Ps3) => Code::X5596,
            _ => return,
        };
        let letter = match d.reg.ty {
            reg::CONST => 'c',
            reg::CONSTINT => 'i',
            _ => 'b',
        };
        let n = d.reg.num;
        self.error(
            i,
            (code, format!("{letter}{n} already def'd in the shader. ")),
        );
    }

    fn error(&mut self, i: usize, (code, msg): Hit) {
        self.out.push(Diagnostic::new(code, Some(i), msg));
    }

    /// One instruction: the first rule it breaks is reported.
    fn step(&mut self, i: usize, ins: &Instruction, name: &str) {
        let m = self.st.m;
        self.flow(ins);
        if let Some(e) = self.al_rule(ins) {
            return self.error(i, e);
        }
        if let Some(e) = operand_rules(name, ins, m, self.ver) {
            return self.error(i, e);
        }
        let is_def = matches!(ins.opcode, op::DEF | op::DEFI | op::DEFB);
        if is_def && self.other_seen {
            return self.error(i, def_late(m));
        }
        if ins.opcode == op::DCL && self.other_seen {
            if let Some(e) = dcl_late(m) {
                return self.error(i, e);
            }
        }
        if !is_def && ins.opcode != op::DCL {
            self.other_seen = true;
        }
        match ins.opcode {
            op::PHASE => return self.phase(i),
            op::DCL => return self.dcl(i, ins),
            op::DEF | op::DEFI | op::DEFB => return self.def(i, ins),
            _ => {}
        }
        let tex14 = m == Model::Ps14
            && matches!(
                ins.opcode,
                op::TEX | op::TEXCOORD | op::TEXKILL | op::TEXDEPTH
            );
        let mut bad = self
            .read_rules(ins, tex14)
            .or_else(|| self.output_write_rules(ins, name))
            .or_else(|| self.color_written_again(ins));
        if m == Model::Ps2 {
            let order = dependent_order(ins, &mut self.dep);
            if bad.is_none() && order > 3 {
                bad = Some((Code::X5775, format!("Dependent tex-op sequence too long ({}). A 1st order dependent tex-op is a tex[ld*|kill] instruction in which either: (1) an r# reg is input (NOT t# reg), or (2) output r# reg was previously written, now being written AGAIN. A 2nd order dependent tex-op occurs if: a tex-op reads OR WRITES to an r# reg whose contents, BEFORE executing the tex-op, depend (perhaps indirectly) on the outcome of a 1st order dependent tex-op. An (n)th order dependent tex-op derives from an (n-1)th order tex-op. A given tex-op may be dependent to at most 3rd order (ps_2_0/x only).", ordinal(order))));
            }
        }
        if m == Model::Ps14 {
            self.ps14_phase_state(ins, tex14);
        }
        if let Some(e) = bad {
            let uninit = e.0 == Code::X5204;
            self.error(i, e);
            if uninit {
                for note in self.clobber_notes(ins) {
                    self.error(i, note);
                }
            }
        }
        // Writes.
        if let Some(d) = &ins.dst {
            if ins.opcode != op::TEXKILL {
                let mask = if m == Model::Ps1 && is_texture_op(ins.opcode) {
                    0xF
                } else {
                    d.mask
                };
                self.st.write(d.reg.ty, d.reg.num, mask);
            }
            // ps_2_0's `sincos` macro leaves the destination's x, y and z
            // that it does not write uninitialized (Microsoft's validator;
            // ps_2_x's does not).
            if m == Model::Ps2 && ins.opcode == op::SINCOS {
                let key = (d.reg.ty, d.reg.num);
                let init = self.st.init.entry(key).or_insert(0);
                let clobbered = 0b0111 & !d.mask & *init;
                *init &= !clobbered;
                *self.st.lost.entry(key).or_insert(0) |= clobbered;
            }
        }
    }

    /// Loops, labels and calls, for the aL rules and the end of program.
    fn flow(&mut self, ins: &Instruction) {
        match ins.opcode {
            op::LOOP => self.loops += 1,
            op::ENDLOOP => self.loops -= 1,
            op::LABEL => {
                self.in_sub = true;
                if let Some(s) = ins.srcs.first() {
                    self.labels.push(s.reg.num);
                }
            }
            op::CALL | op::CALLNZ => {
                if let Some(s) = ins.srcs.first() {
                    self.called.push(s.reg.num);
                }
            }
            _ => {}
        }
    }

    /// aL used outside a loop and outside subroutines.
    fn al_rule(&self, ins: &Instruction) -> Option<Hit> {
        let uses_al = ins.srcs.iter().find_map(|s| match s.relative.as_ref() {
            Some(Relative::Token(a)) if a.reg.ty == reg::LOOP => Some(s.reg.ty),
            _ => None,
        })?;
        if self.in_sub || self.loops > 0 || ins.opcode == op::LOOP {
            return None;
        }
        let code = match (self.st.m, uses_al) {
            (Model::Ps3, _) => Code::X5370,
            (_, reg::INPUT) => Code::X5706,
            _ => Code::X5707,
        };
        Some((code, "aL can only be referenced in the following scenarios: (1) inside a loop/endloop block, or (2) in a subroutine for which in all cases some call below in the stack is in a loop/endloop block.".into()))
    }

    /// ps_1_4 `phase`: temps written before it keep their values only in
    /// the components later phases may read.
    fn phase(&mut self, i: usize) {
        if self.v_read {
            return self.error(i, (Code::X5144, "v# register read by instruction(s) before phase marker.  This is not permitted. When a phase marker is present, v# register reads are only permitted after the phase marker.".into()));
        }
        self.arith_seen = false;
        self.tex_written.clear();
        let st = &mut self.st;
        for ((ty, _), init) in st.init.iter_mut() {
            if *ty == reg::TEMP && *init & 8 != 0 {
                *init &= !8;
            }
        }
        let keys: Vec<_> = st
            .init
            .keys()
            .copied()
            .filter(|k| k.0 == reg::TEMP)
            .collect();
        for k in keys {
            *st.lost.entry(k).or_insert(0) |= 8;
        }
    }

    /// `dcl`: declared registers and samplers; repeated usages.
    fn dcl(&mut self, i: usize, ins: &Instruction) {
        let (Some(d), Some(dc)) = (&ins.dst, ins.decl) else {
            return;
        };
        let m = self.st.m;
        // ps_3_0 declares inputs, samplers, vPos and vFace
        // (`tests/corpus/oracle/texture-ops/`).
        if m == Model::Ps3 && !matches!(d.reg.ty, reg::INPUT | reg::SAMPLER | reg::MISCTYPE) {
            return self.error(i, (Code::X5299, "Invalid register type for dcl.  Must be input register (v#), sampler (s#), position (vPos) or face (vFace).".into()));
        }
        if let Some(e) = self.psize_alone(d.reg.ty, d.reg.num, d.mask, dc) {
            return self.error(i, e);
        }
        if let Some(e) = self.declared_again(d.reg.ty, d.reg.num, d.mask) {
            // As a repeated usage below, the declaration declares nothing.
            return self.error(i, e);
        }
        if let Some(e) = repeated_usage(m, d.reg.ty, dc, &mut self.usages) {
            // The repeated declaration declares nothing (the oracle: reads
            // of its components are then undeclared).
            return self.error(i, e);
        }
        if m == Model::Vs3
            && d.reg.ty == reg::OUTPUT
            && dc.usage() == Usage::PSIZE
            && dc.usage_index() == 0
        {
            self.point_size = Some(d.reg.num);
        }
        if d.reg.ty == reg::SAMPLER {
            self.st.samplers.insert(d.reg.num, dc.texture_type());
        } else {
            *self.st.decl.entry((d.reg.ty, d.reg.num)).or_insert(0) |= d.mask;
            if m == Model::Vs11 && d.reg.ty == reg::INPUT {
                self.st.write(d.reg.ty, d.reg.num, d.mask);
            }
        }
    }

    /// ps_2_0: an `oC#` written a second time (X5411; the model has no
    /// flow control, so every write is on the one path).
    fn color_written_again(&self, ins: &Instruction) -> Option<Hit> {
        let d = ins.dst.as_ref()?;
        if self.st.m != Model::Ps2 || d.reg.ty != reg::COLOROUT {
            return None;
        }
        let before = self
            .st
            .init
            .get(&(d.reg.ty, d.reg.num))
            .copied()
            .unwrap_or(0);
        (before != 0).then(|| {
            (
                Code::X5411,
                format!(
                    "oC{} already written. (oCn registers can only be written at most once each)",
                    d.reg.num
                ),
            )
        })
    }

    /// vs_3_0 output writes: only to components a `dcl` declared (X5704);
    /// to the point size output whole (X5810), from sources that select
    /// one component (X5776). Microsoft's codes and messages
    /// (`tests/corpus/oracle/dcl-again/`).
    fn output_write_rules(&self, ins: &Instruction, name: &str) -> Option<Hit> {
        let d = ins.dst.as_ref()?;
        if self.st.m != Model::Vs3 || d.reg.ty != reg::OUTPUT || d.relative.is_some() {
            return None;
        }
        if self.point_size == Some(d.reg.num) {
            if d.mask != 0xf {
                return Some((
                    Code::X5810,
                    "Scalar output register must have full write mask.".into(),
                ));
            }
            return ins.srcs.iter().any(|s| !is_replicate(s)).then(|| (Code::X5776, format!("When writing to scalar output register, {name} instruction must use replicate swizzle on source parameter(s), in order to select single component. i.e. .x | .y | .z | .w (or rgba equivalent)")));
        }
        let declared = self.st.decl.get(&(reg::OUTPUT, d.reg.num)).copied();
        let missing = d.mask & !declared.unwrap_or(0);
        (missing != 0).then(|| {
            let s = if missing.count_ones() > 1 { "s" } else { "" };
            (Code::X5704, format!("Attempt to write undeclared component{s} of output register o{} (*): {}. Components of o# registers to be written must be declared by a dcl statement.", d.reg.num, list(Model::Vs3, missing, ["x", "y", "z", "w"])))
        })
    }

    /// vs_3_0: a point size output is a whole register of its own (oracle:
    /// a mask, or another usage declared on the register before, is
    /// X5981).
    fn psize_alone(
        &self,
        ty: RegisterType,
        num: u16,
        mask: u8,
        dc: crate::sm1::ir::Decl,
    ) -> Option<Hit> {
        if self.st.m != Model::Vs3 || ty != reg::OUTPUT || dc.usage() != Usage::PSIZE {
            return None;
        }
        if mask == 0xf && !self.st.decl.contains_key(&(ty, num)) {
            return None;
        }
        let u = format!("psize{}", dc.usage_index());
        Some((Code::X5981, format!("Output register dcl'd with usage+index {u} takes as special meaning as a scalar, so no writemask must be specified (identical to full write mask). In addition, no other semantics may declared for the same output register as one assigned to {u}. ")))
    }

    /// A `dcl` of a register declared before, or a partial one where only
    /// whole registers are declared: Microsoft's codes per model and
    /// register file (`tests/corpus/oracle/dcl-again/`). Shader model 3
    /// declares components, so only an overlap is an error there.
    fn declared_again(&self, ty: RegisterType, num: u16, mask: u8) -> Option<Hit> {
        let m = self.st.m;
        // Named only for a message (this runs for every `dcl`).
        let name = || reg_name(ty, num, m);
        let again = || format!("Register {} has already been declared.", name());
        if ty == reg::SAMPLER {
            return self.st.samplers.contains_key(&num).then(|| match m {
                Model::Vs3 => (
                    Code::X5771,
                    format!("Sampler {} already declared. ", name()),
                ),
                Model::Ps3 => (
                    Code::X5769,
                    format!("Sampler {} already declared. ", name()),
                ),
                _ => (Code::X5219, again()),
            });
        }
        if matches!(m, Model::Vs11 | Model::Vs2) && ty == reg::INPUT && mask != 0xf {
            return Some((Code::X5800, "dcl must specify full writemask in this shader version (same as not specifying mask) for v# registers.".into()));
        }
        let before = self.st.decl.get(&(ty, num)).copied().unwrap_or(0);
        if before == 0 {
            return None;
        }
        match m {
            Model::Vs3 | Model::Ps3 if ty == reg::MISCTYPE => Some((
                Code::X5630,
                format!("{} register already declared.", name()),
            )),
            Model::Vs3 | Model::Ps3 => {
                let overlap = before & mask;
                (overlap != 0).then(|| {
                    (
                        if m == Model::Vs3 { Code::X5633 } else { Code::X5301 },
                        format!(
                            "Declaration for register {} overlaps previous declaration for the following component(s) of the same register (*): {}",
                            name(),
                            list(m, overlap, ["x", "y", "z", "w"])
                        ),
                    )
                })
            }
            Model::Vs11 | Model::Vs2 => Some((Code::X5632, again())),
            Model::Ps2 | Model::Ps2x => Some((Code::X5219, again())),
            _ => None,
        }
    }

    /// The registers and components `ins` reads that a read rule checks:
    /// sources (and their relative addresses), in order.
    fn reads(&self, ins: &Instruction) -> smallvec::SmallVec<[(RegisterType, u16, u8); 8]> {
        let m = self.st.m;
        let mut reads: smallvec::SmallVec<[(RegisterType, u16, u8); 8]> = smallvec::SmallVec::new();
        let dst_read = match ins.opcode {
            op::TEXKILL if m != Model::Ps1 => Some(if m == Model::Ps3 { 0xF } else { 0b0111 }),
            op::TEXDEPTH => Some(0b0011),
            _ => None,
        };
        if let (Some(c), Some(d)) = (dst_read, &ins.dst) {
            reads.push((d.reg.ty, d.reg.num, c));
        }
        for (k, s) in ins.srcs.iter().enumerate() {
            match s.relative.as_ref() {
                Some(Relative::ImplicitA0) => reads.push((reg::ADDR, 0, 1)),
                Some(Relative::Token(a)) => reads.push((a.reg.ty, a.reg.num, 1 << (a.swizzle & 3))),
                None => {}
            }
            // Relatively addressed inputs: the range read is not known.
            if !(s.relative.is_some() && s.reg.ty == reg::INPUT)
                && read_rule(m, s.reg.ty, s.reg.num).is_some()
            {
                reads.push((
                    s.reg.ty,
                    s.reg.num,
                    src_reads(ins, s, k, m, &self.st.samplers),
                ));
            }
        }
        reads
    }

    /// ps_2_0: after an uninitialized read (X5204), a note (X5205) for
    /// each component read that was initialized until a `sincos` clobbered
    /// it, as Microsoft's validator adds them.
    fn clobber_notes(&self, ins: &Instruction) -> Vec<Hit> {
        let names = comp_names(self.st.m);
        let Some((ty, num, missing)) = self.reads(ins).into_iter().find_map(|(ty, num, comps)| {
            let have = self.st.init.get(&(ty, num)).copied().unwrap_or(0);
            (comps & !have != 0).then_some((ty, num, comps & !have))
        }) else {
            return Vec::new();
        };
        let lost = missing & self.st.lost.get(&(ty, num)).copied().unwrap_or(0);
        (0..4)
            .filter(|c| lost >> c & 1 != 0)
            .map(|c| {
                (
                    Code::X5205,
                    format!(
                        "Note that the {} component of {} was previously initialized, but then became uninitialized by a previous instruction (e.g. SINCOS clobbers components).",
                        names[c],
                        reg_name(ty, num, self.st.m)
                    ),
                )
            })
            .collect()
    }

    /// Reads of undeclared or uninitialized registers, undeclared
    /// samplers, ps_1_4 tex blocks, and the rules checked after reads.
    fn read_rules(&self, ins: &Instruction, tex14: bool) -> Option<Hit> {
        let m = self.st.m;
        if let Some(e) = self
            .reads(ins)
            .into_iter()
            .find_map(|(ty, num, comps)| self.st.check_read(ty, num, comps))
        {
            return Some(e);
        }
        if matches!(m, Model::Ps2 | Model::Ps2x | Model::Ps3)
            && matches!(ins.opcode, op::TEX | op::TEXLDD | op::TEXLDL)
        {
            if let Some(smp) = ins.srcs.get(1).filter(|s| s.reg.ty == reg::SAMPLER) {
                if !self.st.samplers.contains_key(&smp.reg.num) {
                    return Some((
                        Code::X5203,
                        format!("Sampler register s{} has not been declared.", smp.reg.num),
                    ));
                }
            }
        }
        if tex14 {
            if let Some(e) = ps14_tex_block(ins, &self.tex_written, self.arith_seen) {
                return Some(e);
            }
        }
        late_rules(ins, m)
    }

    /// ps_1_4: v# reads, and tex* writes and arithmetic within a phase.
    fn ps14_phase_state(&mut self, ins: &Instruction, tex14: bool) {
        self.v_read |= ins.srcs.iter().any(|s| s.reg.ty == reg::INPUT);
        if tex14 {
            if let Some(d) = ins
                .dst
                .as_ref()
                .filter(|d| d.reg.ty == reg::TEMP && ins.opcode != op::TEXKILL)
            {
                self.tex_written.push(d.reg.num);
            }
        } else if ins.opcode != op::NOP {
            self.arith_seen = true;
        }
    }

    /// What is found at the end of the program: calls to labels never
    /// defined, outputs never written.
    fn finish(mut self) -> Vec<Diagnostic> {
        let (m, st) = (self.st.m, &self.st);
        if let Some(l) = self.called.iter().find(|l| !self.labels.contains(l)) {
            self.out.push(Diagnostic::new(
                Code::X5885,
                None,
                format!("Subroutine with label #{l} called, but never defined."),
            ));
        }
        let names = comp_names(m);
        let r0 = st.init.get(&(reg::TEMP, 0)).copied().unwrap_or(0);
        let missing = !r0 & 0xF;
        let end_r0 = |code| {
            let plural = if missing.count_ones() == 1 {
                "component"
            } else {
                "components"
            };
            Diagnostic::new(
                code,
                None,
                format!(
                    "r0 must be written by shader. Uninitialized {plural}(*): {}",
                    list(m, missing, ["r", "g", "b", "a"])
                ),
            )
        };
        let pos = st.init.get(&(reg::RASTOUT, 0)).copied().unwrap_or(0);
        let end = match m {
            Model::Ps1 if missing != 0 => Some(end_r0(Code::X5090)),
            Model::Ps14 if missing != 0 => Some(end_r0(Code::X5185)),
            Model::Ps2 if st.init.get(&(reg::COLOROUT, 0)).copied().unwrap_or(0) == 0 => {
                Some(Diagnostic::new(
                    Code::X5405,
                    None,
                    "Pixel shader must minimally write to oC0 (with a mov instruction).",
                ))
            }
            Model::Vs11 if pos == 0 => Some(Diagnostic::new(
                Code::X5351,
                None,
                "Vertex shader must write all four components (xyzw) of oPos output register.",
            )),
            Model::Vs11 if pos != 0xF => {
                let missing = !pos & 0xF;
                Some(Diagnostic::new(
                    Code::X5350,
                    None,
                    format!(
                        "Vertex shader must minimally write all four components (xyzw) of oPos output register.  Missing component{}(*): {}",
                        if missing.count_ones() == 1 { "" } else { "s" },
                        list(m, missing, names)
                    ),
                ))
            }
            _ => None,
        };
        self.out.extend(end);
        self.out
    }
}

/// `def` after other instructions: Microsoft's code and message per model.
/// A `dcl` after other instructions (`tests/corpus/oracle/texture-ops/`).
fn dcl_late(m: Model) -> Option<Hit> {
    let code = match m {
        Model::Ps2 | Model::Ps2x => Code::X5215,
        Model::Ps3 => Code::X5297,
        Model::Vs2 => Code::X6020,
        Model::Vs3 => Code::X5623,
        _ => return None,
    };
    Some((
        code,
        "def and dcl instructions must appear before other instructions.".into(),
    ))
}

fn def_late(m: Model) -> Hit {
    let (code, msg) = match m {
        Model::Ps1 => (
            Code::X5063,
            "Const declaration (def) must appear before other instructions.",
        ),
        Model::Ps14 => (
            Code::X5155,
            "Const declaration (def) must appear before other instructions.",
        ),
        Model::Ps2 | Model::Ps2x => (Code::X5378, DEF_LATE),
        Model::Ps3 => (Code::X5729, DEF_LATE),
        Model::Vs11 => (Code::X5337, DEF_LATE),
        Model::Vs2 => (Code::X5730, DEF_LATE),
        Model::Vs3 => (Code::X5731, DEF_LATE),
    };
    (code, msg.into())
}
