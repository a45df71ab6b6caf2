//! What a Direct3D 9 program declares and reads: inputs and outputs with
//! their semantics, constants by kind, samplers, `def` literals.

use crate::hlsl::error::{whole, HlslError, Unexpressed};
use crate::sm1::ir::{Instruction, Program};
use crate::sm1::table::{op, reg, TextureType, Usage};
use std::collections::{BTreeMap, BTreeSet};

/// What the program declares and reads.
#[derive(Default)]
pub(super) struct Decls {
    pub(super) temps: u16,
    /// Float constants the program reads from its input.
    pub(super) consts: BTreeSet<u16>,
    /// Whether a float constant is read at a relative address (then they
    /// are one array, `c[N]`, from `c0`).
    pub(super) relative: bool,
    /// Whether the address register `a0` is written.
    pub(super) address: bool,
    pub(super) ints: BTreeSet<u16>,
    pub(super) bools: BTreeSet<u16>,
    pub(super) samplers: BTreeMap<u16, TextureType>,
    /// Input registers: name and semantic.
    pub(super) inputs: Vec<(String, String)>,
    /// Output registers: name, semantic and components (x to the last
    /// written or declared one).
    pub(super) outputs: Vec<(String, String, usize)>,
    /// Whether an input register is read at the loop counter (`v0[aL]`,
    /// vs_3_0 and ps_3_0): then the inputs are an array as well, `v[N]`.
    pub(super) input_array: bool,
    /// `vPos`, `vFace`.
    pub(super) misc: [bool; 2],
    pub(super) predicate: bool,
    /// `def` constants by register.
    pub(super) defs: BTreeMap<u16, [f32; 4]>,
    /// `defi` constants by register: count, start and step (x, y, z).
    pub(super) defi: BTreeMap<u16, [i32; 3]>,
    /// `defb` constants by register.
    pub(super) defb: BTreeMap<u16, bool>,
}

/// A usage as an HLSL semantic: its name in capitals and the index
/// (`texcoord`, 1: `TEXCOORD1`).
fn semantic(u: Usage, index: u8) -> Result<String, Unexpressed> {
    match u.name() {
        Some(name) => Ok(format!("{}{index}", name.to_ascii_uppercase())),
        None => Err(Unexpressed(format!("usage {} has no semantic", u.0))),
    }
}

pub(super) fn declarations(p: &Program, code: &[&Instruction]) -> Result<Decls, HlslError> {
    let v = p.version;
    let mut d = Decls::default();
    let mut written: BTreeMap<(u8, u16), u8> = BTreeMap::new();
    let has_table = p.comments().any(|c| matches!(c.ctab, Some(Ok(_))));
    for (i, ins) in code.iter().enumerate() {
        let at = |m: String| HlslError::Unexpressed {
            at: Some(i),
            message: m,
        };
        crate::sm1::table::lookup(ins.opcode)
            .ok_or_else(|| at(format!("opcode {:#x} is unknown", ins.opcode.0)))?;
        match ins.opcode {
            op::DEF => {
                let Some(dst) = &ins.dst else { continue };
                let f: Vec<f32> = ins.literals.iter().map(|w| f32::from_bits(*w)).collect();
                if f.len() != 4 || f.iter().any(|x| !x.is_finite()) {
                    return Err(at("a def constant that is not four finite floats".into()));
                }
                d.defs.insert(dst.reg.num, [f[0], f[1], f[2], f[3]]);
                continue;
            }
            op::DEFI | op::DEFB => {
                let Some(dst) = &ins.dst else { continue };
                let w = ins.literals.first().copied().unwrap_or(0);
                if ins.opcode == op::DEFI {
                    let at = |k: usize| ins.literals.get(k).copied().unwrap_or(0) as i32;
                    d.defi.insert(dst.reg.num, [at(0), at(1), at(2)]);
                } else {
                    d.defb.insert(dst.reg.num, w != 0);
                }
                continue;
            }
            op::DCL => {
                let (Some(dst), Some(decl)) = (&ins.dst, &ins.decl) else {
                    return Err(at("a declaration without its register".into()));
                };
                let n = dst.reg.num;
                let centroid = if dst.result_mod & 4 != 0 {
                    "_centroid"
                } else {
                    ""
                };
                match dst.reg.ty {
                    reg::SAMPLER => {
                        d.samplers.insert(n, decl.texture_type());
                    }
                    reg::INPUT => {
                        // ps_2_x: `dcl v#` is a colour.
                        let sem = if v.is_ps() && v.major < 3 {
                            format!("COLOR{n}")
                        } else {
                            semantic(decl.usage(), decl.usage_index()).map_err(|e| at(e.0))?
                        };
                        d.inputs.push((format!("v{n}"), format!("{sem}{centroid}")));
                    }
                    reg::TEXTURE if v.is_ps() => {
                        d.inputs
                            .push((format!("t{n}"), format!("TEXCOORD{n}{centroid}")));
                    }
                    reg::MISCTYPE if n < 2 => d.misc[n as usize] = true,
                    reg::OUTPUT if v.major >= 3 && !v.is_ps() => {
                        let sem =
                            semantic(decl.usage(), decl.usage_index()).map_err(|e| at(e.0))?;
                        // A point size is a scalar in HLSL (X4540); fog
                        // takes the components declared (`dcl_fog o9`
                        // writes four).
                        let n = if decl.usage() == Usage::PSIZE {
                            1
                        } else {
                            crate::sm1::ir::mask_span(dst.mask)
                        };
                        d.outputs.push((format!("o{}", dst.reg.num), sem, n));
                    }
                    other => {
                        return Err(at(format!(
                            "a declaration of register type {} is not decompiled yet",
                            other.0
                        )))
                    }
                }
                continue;
            }
            _ => {}
        }
        if ins.coissue || ins.dst.is_some_and(|x| x.shift != 0) {
            return Err(at("ps_1_x modifiers are not decompiled yet".into()));
        }
        if let Some(dst) = &ins.dst {
            if dst.relative.is_some() {
                return Err(at(
                    "a destination register chosen at run time is not decompiled yet".into(),
                ));
            }
            match dst.reg.ty {
                reg::TEMP => d.temps = d.temps.max(dst.reg.num + 1),
                reg::PREDICATE => d.predicate = true,
                reg::RASTOUT | reg::ATTROUT | reg::OUTPUT | reg::COLOROUT | reg::DEPTHOUT
                    if v.major < 3 || v.is_ps() =>
                {
                    *written.entry((dst.reg.ty.0, dst.reg.num)).or_default() |= dst.mask;
                }
                reg::OUTPUT => {}
                reg::ADDR if !v.is_ps() && dst.reg.num == 0 => d.address = true,
                other => {
                    return Err(at(format!(
                        "writes to register type {} are not decompiled yet",
                        other.0
                    )))
                }
            }
        }
        for s in ins.srcs.iter().chain(ins.predicate.iter()) {
            // Float constants at `a0` or `aL` plus an offset are one array;
            // so are the inputs of vs_3_0 and ps_3_0 at `aL`.
            let at_loop = matches!(
                s.relative,
                Some(crate::sm1::ir::Relative::Token(a)) if a.reg.ty == reg::LOOP
            );
            if s.reg.ty == reg::INPUT && v.major == 3 && at_loop {
                d.input_array = true;
            } else if s.reg.ty == reg::CONST && s.relative.is_some() && !at_loop && !has_table {
                // Without a constant table an address may reach any
                // register the application sets (a bone palette past the
                // registers the program names), and the HLSL array ends
                // where the compiler puts its own literals.
                return Err(at(
                    "a float constant read at an address register in a program without a \
                     constant table: the application may set any register there, and the \
                     HLSL array would end at the registers the program names"
                        .into(),
                ));
            } else if s.relative.is_some() && s.reg.ty != reg::CONST {
                return Err(at(
                    "a register other than a float constant chosen at run time (relative \
                     addressing) is not decompiled yet"
                        .into(),
                ));
            }
            match s.reg.ty {
                reg::TEMP => d.temps = d.temps.max(s.reg.num + 1),
                reg::PREDICATE => d.predicate = true,
                _ => {}
            }
        }
    }
    let reads = crate::sm1::reads::constant_reads(p);
    d.consts = reads.floats;
    d.relative = reads.relative;
    d.ints = reads.ints;
    d.bools = reads.bools;
    // Outputs of vs_1_1-2_x and pixel shaders: the registers written.
    let written_mask = written.clone();
    for ((ty, n), mask) in written {
        let r = crate::sm1::ir::Register {
            ty: crate::sm1::table::RegisterType(ty),
            num: n,
        };
        let name = crate::sm1::print::reg_name(v, r);
        let scalar = matches!(
            (crate::sm1::table::RegisterType(ty), n),
            (reg::RASTOUT, 1 | 2) | (reg::DEPTHOUT, _)
        );
        let comps = if scalar {
            1
        } else {
            crate::sm1::ir::mask_span(mask)
        };
        let sem = match (crate::sm1::table::RegisterType(ty), n) {
            (reg::RASTOUT, 0) => "POSITION".to_string(),
            (reg::RASTOUT, 1) => "FOG".to_string(),
            (reg::RASTOUT, 2) => "PSIZE".to_string(),
            (reg::ATTROUT, n) => format!("COLOR{n}"),
            (reg::OUTPUT, n) => format!("TEXCOORD{n}"),
            (reg::COLOROUT, n) => format!("COLOR{n}"),
            (reg::DEPTHOUT, _) => "DEPTH".to_string(),
            _ => return Err(whole(format!("output {name} is not decompiled yet"))),
        };
        d.outputs.push((name, sem, comps));
    }
    // vs_3_0 outputs in register order: the compiler gives the members of
    // the output structure registers in order, and a program may declare
    // them in another (`dcl_fog o9` first).
    let number = |name: &str| name[1..].parse::<u32>().unwrap_or(u32::MAX);
    if v.major >= 3 && !v.is_ps() {
        d.outputs.sort_by_key(|(name, ..)| number(name));
    }
    // Inputs of vertex shaders and ps_3_0 likewise: the compiler numbers
    // them in the order of the input structure's members (a ps_3_0 that
    // declares `dcl_color v0` after `dcl_texcoord v1` must list it first).
    if v.major >= 3 || !v.is_ps() {
        d.inputs.sort_by_key(|(name, _)| number(name));
    }
    // The compiler requires a vertex shader's position and a pixel shader's
    // first colour, all four components.
    let (needed, what) = if v.is_ps() {
        ("COLOR0", "a pixel shader's oC0")
    } else {
        ("POSITION", "a vertex shader's position")
    };
    let whole_output = d.outputs.iter().any(|(_, sem, n)| {
        (sem == needed || (needed == "POSITION" && sem == "POSITION0")) && *n == 4
    });
    let complete = if v.major >= 3 && !v.is_ps() {
        whole_output
    } else {
        let ty = if v.is_ps() {
            reg::COLOROUT
        } else {
            reg::RASTOUT
        };
        whole_output && written_mask.get(&(ty.0, 0)).is_some_and(|m| m & 0xf == 0xf)
    };
    if !complete {
        return Err(whole(format!(
            "{what} not written whole (x, y, z and w) has no HLSL: the compiler requires it"
        )));
    }
    Ok(d)
}

/// `float`, `float2`, ...
pub(super) fn vector(n: usize) -> String {
    if n == 1 {
        "float".into()
    } else {
        format!("float{n}")
    }
}
