//! The grammar of Microsoft's D3D9 assembler, as distinct from its
//! validator: which instructions, modifiers, registers and addressing each
//! version's grammar has. Both the parser (which reports these errors in
//! Microsoft's order) and the validator read these facts from here.

use super::ir::{Item, Program, Relative, Version};
use super::table::{self, op, reg, RegisterType, SrcMod};
use crate::codes::Code;

/// An error of the assembler's grammar: Microsoft's code, the item index
/// and the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrammarError {
    /// Microsoft's code (X2000, X2005, X2007, X2027).
    pub code: Code,
    /// Index of the item in the program.
    pub item: usize,
    /// Microsoft's message text.
    pub message: String,
}

fn reg_text(ty: RegisterType, num: u16, ps: bool) -> String {
    let p = match (ty, ps) {
        (reg::TEMP, _) => "r",
        (reg::INPUT, _) => "v",
        (reg::CONST, _) => "c",
        (reg::ADDR, false) => "a",
        (reg::TEXTURE, true) => "t",
        (reg::RASTOUT, _) => ["oPos", "oFog", "oPts"][(num as usize).min(2)],
        (reg::ATTROUT, _) => "oD",
        (reg::OUTPUT, false) => "o",
        (reg::CONSTINT, _) => "i",
        (reg::COLOROUT, _) => "oC",
        (reg::DEPTHOUT, _) => "oDepth",
        (reg::SAMPLER, _) => "s",
        (reg::CONSTBOOL, _) => "b",
        (reg::LOOP, _) => "aL",
        (reg::MISCTYPE, _) if num == 1 => "vFace",
        (reg::MISCTYPE, _) => "vPos",
        (reg::LABEL, _) => "l",
        (reg::PREDICATE, _) => "p",
        _ => "?",
    };
    if matches!(ty, reg::LOOP | reg::MISCTYPE | reg::RASTOUT | reg::DEPTHOUT) {
        p.into()
    } else {
        format!("{p}{num}")
    }
}

/// Whether the version's grammar has the instruction (flow control of
/// shader model 2+ parses in every version 2+).
pub fn instruction_in_version(v: Version, opcode: table::Opcode) -> bool {
    table::lookup(opcode).is_none_or(|row| row_in_version(v, row))
}

/// Flow control the grammar of every version from 2 on has, whether the
/// version has the instruction or not (the validator, not the grammar,
/// refuses it there).
pub fn in_every_grammar_from_2(opcode: table::Opcode) -> bool {
    matches!(
        opcode,
        op::IF | op::ELSE | op::ENDIF | op::BREAK | op::BREAKP
    )
}

/// [`instruction_in_version`] for the instruction's row.
fn row_in_version(v: Version, row: &table::OpInfo) -> bool {
    row.available(v.is_ps(), v.code()) || (v.major != 1 && in_every_grammar_from_2(row.opcode))
}

/// Whether the version's grammar has the instruction with these result
/// modifiers and shift (`_pp` in pixel shaders, shifts in ps_1_x; `dcl`
/// takes `_pp` and `_centroid` in pixel shaders only).
pub fn modifiers_in_version(v: Version, opcode: table::Opcode, result_mod: u8, shift: u8) -> bool {
    if result_mod == 0 && shift == 0 {
        return true;
    }
    let ps = v.is_ps();
    let shift_bad = shift != 0 && !(ps && v.major == 1);
    // Microsoft's grammar (a generated matrix of every modifier on 33
    // instructions in 10 models, tests/corpus/oracle/modifiers/): vertex
    // shaders before 3.0 take none, vs_3_0 `_sat` alone; ps_1_x `_sat`
    // and the shifts; ps_2_0 and later `_sat` and `_pp`, `_centroid` on
    // `dcl` alone, which takes `_pp` and `_centroid` only; `def*` none.
    let (sat, pp, centroid) = (
        result_mod & 1 != 0,
        result_mod & 2 != 0,
        result_mod & 4 != 0,
    );
    let word_bad = match (ps, v.major) {
        (false, 0..=2) => true,
        (false, _) => pp || centroid,
        (true, 1) => pp || centroid,
        (true, _) => centroid && opcode != op::DCL,
    };
    let dcl_bad = opcode == op::DCL && (sat || shift != 0 || (!ps && result_mod != 0));
    let def_bad = matches!(opcode, op::DEF | op::DEFI | op::DEFB);
    let dcl_ok = opcode == op::DCL && ps && !sat && shift == 0;
    !(shift_bad || (word_bad && !dcl_ok) || dcl_bad || def_bad)
}

/// What Microsoft's assembler (its grammar, before validation) rejects:
/// instructions the version lacks (X2000), modifiers it lacks (X2000),
/// co-issue outside ps_1_x (X2027), registers the version lacks or with a
/// number past the end, relative addressing where none exists, source
/// modifiers the version lacks (X2005), relative addressing other than
/// through `a0.x` in vs_1_1 (X2007).
pub fn check(p: &Program) -> Vec<GrammarError> {
    let v = p.version;
    let ver = v.code();
    let ps = v.is_ps();
    let mut out = Vec::new();
    // The version's register counts, looked up once (per operand, the
    // lookup's match was 1.4% of assembling).
    let counts: [u16; 32] =
        std::array::from_fn(|t| table::register_count(ps, ver, RegisterType(t as u8)));
    let count_of = |ty: RegisterType| match counts.get(ty.0 as usize) {
        Some(&n) => n,
        None => table::register_count(ps, ver, ty),
    };
    for (i, item) in p.items.iter().enumerate() {
        let Item::Instruction(ins) = item else {
            continue;
        };
        let Some(row) = table::lookup(ins.opcode) else {
            continue;
        };
        // The name only for a message: as written (`if_gt`, with the
        // comparison), as Microsoft's message quotes it.
        let name = || match row.kind {
            table::Kind::Comparison => format!(
                "{}_{}",
                row.name(ver),
                table::COMPARISONS[(ins.control & 7) as usize]
            ),
            _ => row.name(ver).to_string(),
        };
        let mut err = |code: Code, message: String| {
            out.push(GrammarError {
                code,
                item: i,
                message,
            });
        };
        if !row_in_version(v, row) {
            // ps_2_0 reads `defb` and refuses it there, as the version's
            // validator words it, before any later line's grammar error
            // (`tests/corpus/oracle/declarations-flow/`).
            if v.is_ps() && v.code() == 0x200 && ins.opcode == op::DEFB {
                err(
                    Code::X5190,
                    "Instruction not supported by version ps_2_0 pixel shader.".into(),
                );
            } else {
                err(
                    Code::X2000,
                    format!("syntax error : unexpected token '{}'", name()),
                );
            }
            return out;
        }
        // Co-issue is ps_1_x's alone (vs_1_1 refuses it too).
        if ins.coissue && (v.major >= 2 || !v.is_ps()) {
            err(
                Code::X2027,
                "instruction coissue is not supported in this shader version".into(),
            );
            return out;
        }
        if let Some(d) = &ins.dst {
            if !modifiers_in_version(v, ins.opcode, d.result_mod, d.shift) {
                err(
                    Code::X2000,
                    format!("syntax error : unexpected token '{}'", name()),
                );
                return out;
            }
        }
        // A sampler declaration where the version has no samplers (vertex
        // shaders before 3.0): Microsoft's grammar has no such `dcl_*`.
        if ins.opcode == op::DCL
            && ins.dst.as_ref().is_some_and(|d| d.reg.ty == reg::SAMPLER)
            && table::register_count(ps, ver, reg::SAMPLER) == 0
        {
            let kind = match ins.decl.and_then(|d| d.texture_type().name()) {
                Some(n) => format!("_{n}"),
                None => String::new(),
            };
            err(
                Code::X2000,
                format!("syntax error : unexpected token 'dcl{kind}'"),
            );
            return out;
        }
        // Registers, in operand order: destination, predicate, then
        // sources, each its type, number, relative address and source
        // modifier (read in place: an allocation per instruction was 4% of
        // assembling, a copy into a buffer 1%).
        let dst = ins
            .dst
            .iter()
            .map(|d| (d.reg.ty, d.reg.num, d.relative.as_ref(), SrcMod::NONE));
        let pred = ins
            .predicate
            .iter()
            .map(|pr| (pr.reg.ty, pr.reg.num, None, SrcMod::NONE));
        let srcs = ins
            .srcs
            .iter()
            .map(|s| (s.reg.ty, s.reg.num, s.relative.as_ref(), s.modifier));
        for (ty, num, rel, modi) in dst.chain(pred).chain(srcs) {
            let count = count_of(ty);
            // Constants: numbers are checked by the validator, except past
            // the largest file. Relative addressing: the base may be any.
            if count == 0 || (num >= count && (rel.is_none() || ty == reg::CONST)) {
                err(
                    Code::X2005,
                    format!("invalid register '{}'", reg_text(ty, num, ps)),
                );
                return out;
            }
            if let Some(r) = rel {
                let (aty, anum) = match r {
                    Relative::ImplicitA0 => (reg::ADDR, 0),
                    Relative::Token(a) => (a.reg.ty, a.reg.num),
                };
                if count_of(aty) == 0 {
                    err(
                        Code::X2005,
                        format!("invalid register '{}'", reg_text(aty, anum, ps)),
                    );
                    return out;
                }
                let addr_ok = if ps {
                    aty == reg::LOOP
                } else {
                    aty == reg::ADDR || aty == reg::LOOP
                };
                let ty_ok = match (ps, v.major) {
                    (false, 3) => matches!(ty, reg::INPUT | reg::CONST | reg::OUTPUT),
                    (false, _) => ty == reg::CONST,
                    (true, 3) => ty == reg::INPUT,
                    _ => false,
                };
                if !addr_ok || !ty_ok {
                    err(
                        Code::X2005,
                        format!("invalid register '{}[...]'", reg_text(ty, num, ps)),
                    );
                    return out;
                }
                // vs_1_1 addresses through `a0.x` only (reported in program
                // order with the validator's findings).
                if v.major < 2 && matches!(r, Relative::Token(_)) {
                    err(
                        Code::X2007,
                        format!(
                            "only a0.x is allowed as a relative address register in {}",
                            super::print::version_name(v)
                        ),
                    );
                }
            }
            use SrcMod as M;
            // `_abs` is shader model 3's alone (ps_1_x, ps_2_x and the
            // software models 2 refuse it: the oracle).
            let mod_ok = match (ps, v.major) {
                (true, 1) => !matches!(modi, M::ABS | M::ABS_NEG),
                _ if modi == M::NOT => true,
                (_, 3) => matches!(modi, M::NONE | M::NEG | M::COMP | M::ABS | M::ABS_NEG),
                _ => matches!(modi, M::NONE | M::NEG | M::COMP),
            };
            if !mod_ok {
                let sfx = modi.text().1;
                err(
                    Code::X2005,
                    format!("invalid register '{}{sfx}'", reg_text(ty, num, ps)),
                );
                return out;
            }
        }
    }
    out
}
