//! Sampling, loading, gathering and size queries of textures as HLSL: the
//! resource's method, its result swizzled by the resource operand and
//! masked by the destination.

use super::declare::{Layout, Memories};
use super::error::Unexpressed;
use super::operand::{letters, memory_key, picked, saturated, source, Read};
use super::types::{Assignment, Ty};
use crate::sm4::fields::{Field, ResInfoType, ResourceDim};
use crate::sm4::ir::{Components, Instruction, Operand, Selection};
use crate::sm4::names::operand as ty;
use crate::sm4::table::Opcode;

/// Components of a texel offset or a gradient for `dim`.
fn offset_comps(dim: ResourceDim) -> usize {
    match dim {
        ResourceDim::TEXTURE1D | ResourceDim::TEXTURE1DARRAY => 1,
        ResourceDim::TEXTURE3D => 3,
        _ => 2,
    }
}

/// The texture `op` names: its name and dimension.
fn texture(op: &Operand, memories: &Memories) -> Result<(String, ResourceDim), Unexpressed> {
    if op.indices.iter().any(|x| x.rel.is_some()) {
        return Err(Unexpressed(
            "a resource chosen at run time is not decompiled yet".into(),
        ));
    }
    let Some(key) = memory_key(op) else {
        return Err(Unexpressed(format!(
            "operand type {} where a texture was expected",
            op.ty
        )));
    };
    match memories.get(&key).map(|m| m.layout) {
        Some(Layout::Typed(dim, _)) => Ok((format!("{}{}", key.0, key.1), dim)),
        Some(_) => Err(Unexpressed(
            "a raw or structured buffer where a texture was expected".into(),
        )),
        None => Err(Unexpressed(
            "a resource the program does not declare".into(),
        )),
    }
}

/// What the methods of the resource `op` names return.
fn element(op: &Operand, memories: &Memories) -> Ty {
    match memory_key(op)
        .and_then(|k| memories.get(&k))
        .map(|m| m.element)
    {
        Some(e) if e.ends_with("float") => Ty::Float,
        Some("int") => Ty::Int,
        _ => Ty::Uint,
    }
}

/// The type of what a sampling, loading, gathering or query instruction
/// stores (as [`statement`] writes it).
pub fn result_type(ins: &Instruction, memories: &Memories) -> Ty {
    use Opcode as O;
    let uint_query = match ins.opcode {
        O::ResInfo => ins.get::<ResInfoType>() == ResInfoType::UINT,
        O::SampleInfo => ins.flag(Field::SampleInfoUint),
        _ => false,
    };
    match ins.opcode {
        _ if uint_query => Ty::Uint,
        O::ResInfo | O::SampleInfo | O::Lod | O::SamplePos | O::SampleC | O::SampleCLz => Ty::Float,
        _ if ins.saturate() => Ty::Float,
        O::Gather4Po | O::Gather4PoC => ins
            .operands
            .get(3)
            .map_or(Ty::Uint, |t| element(t, memories)),
        _ => ins
            .operands
            .get(2)
            .map_or(Ty::Uint, |t| element(t, memories)),
    }
}

/// The sampler `op` names.
fn sampler(op: &Operand) -> Result<String, Unexpressed> {
    if op.ty != ty::SAMPLER {
        return Err(Unexpressed("a sampler operand was expected".into()));
    }
    if op.indices.iter().any(|x| x.rel.is_some()) {
        return Err(Unexpressed(
            "a sampler chosen at run time is not decompiled yet".into(),
        ));
    }
    match op.indices.first() {
        Some(x) => Ok(format!("s{}", x.imm)),
        None => Err(Unexpressed("a sampler without its register".into())),
    }
}

/// The immediate texel offset (`aoffimmi`) as an argument, if any.
fn offsets(ins: &Instruction, dim: ResourceDim) -> String {
    ins.offsets
        .filter(|v| v.iter().any(|x| *x != 0))
        .map(|v| {
            let k = offset_comps(dim);
            let v: Vec<String> = v.iter().take(k).map(|x| x.to_string()).collect();
            if k == 1 {
                format!(", {}", v[0])
            } else {
                format!(", int{k}({})", v.join(", "))
            }
        })
        .unwrap_or_default()
}

/// `n` float components `0..n`.
fn first(n: usize) -> Vec<usize> {
    (0..n).collect()
}

/// A sampling, loading, gathering or query instruction writing `target`
/// (its components `comps`).
pub fn statement(
    ins: &Instruction,
    target: &str,
    comps: &[usize],
    memories: &Memories,
) -> Result<Assignment, Unexpressed> {
    statement_with(ins, target, comps, memories, None)
}

/// A feedback form's extra arguments: its level-of-detail clamp (the
/// `_cl_` forms) and the variable its status goes to.
pub struct Feedback {
    /// The clamp's value.
    pub clamp: Option<String>,
    /// The `uint` variable given the status.
    pub status: String,
}

/// [`statement`] for a feedback form's base instruction `ins`: the call
/// takes its offset (0 when it has none), clamp and status too.
pub fn statement_with(
    ins: &Instruction,
    target: &str,
    comps: &[usize],
    memories: &Memories,
    feedback: Option<&Feedback>,
) -> Result<Assignment, Unexpressed> {
    let o = &ins.operands;
    let dst = &o[0];
    use Opcode as O;
    let res_at = match ins.opcode {
        O::Gather4Po | O::Gather4PoC => 3,
        O::SampleInfo => 1,
        O::SamplePos => 1,
        _ => 2,
    };
    let t = &o[res_at];
    if matches!(ins.opcode, O::SampleInfo | O::SamplePos) && t.ty == ty::RASTERIZER {
        return rasterizer(ins, target, comps);
    }
    let (tex, dim) = texture(t, memories)?;
    let element = element(t, memories);
    // Coordinates (and for `ld`, the mip after them).
    let Some(n) = dim.coordinates() else {
        return Err(Unexpressed(format!(
            "a {dim} resource is not decompiled yet"
        )));
    };
    let f = |k: usize, c: &[usize]| source(&o[k], c, Read::Float);
    let offsets = match feedback {
        None => offsets(ins, dim),
        Some(fb) => {
            // HLSL gives the status only after the offset (and clamp).
            if dim == ResourceDim::BUFFER
                || matches!(
                    dim,
                    ResourceDim::TEXTURECUBE | ResourceDim::TEXTURECUBEARRAY
                )
            {
                return Err(Unexpressed(format!(
                    "feedback from a {dim} resource is not decompiled yet"
                )));
            }
            let mut a = offsets(ins, dim);
            if a.is_empty() && !matches!(ins.opcode, O::Gather4Po | O::Gather4PoC) {
                a = match offset_comps(dim) {
                    1 => ", 0".into(),
                    k => format!(", int{k}({})", vec!["0"; k].join(", ")),
                };
            }
            if let Some(c) = &fb.clamp {
                a.push_str(&format!(", {c}"));
            }
            a.push_str(&format!(", {}", fb.status));
            a
        }
    };
    let ms = dim.is_multisampled();
    let call = match ins.opcode {
        O::Sample => format!(
            "{tex}.Sample({}, {}{offsets})",
            sampler(&o[3])?,
            f(1, &first(n))?
        ),
        O::SampleL => format!(
            "{tex}.SampleLevel({}, {}, {}{offsets})",
            sampler(&o[3])?,
            f(1, &first(n))?,
            f(4, &[0])?
        ),
        O::SampleB => format!(
            "{tex}.SampleBias({}, {}, {}{offsets})",
            sampler(&o[3])?,
            f(1, &first(n))?,
            f(4, &[0])?
        ),
        O::SampleC => format!(
            "{tex}.SampleCmp({}, {}, {}{offsets})",
            sampler(&o[3])?,
            f(1, &first(n))?,
            f(4, &[0])?
        ),
        O::SampleCLz => format!(
            "{tex}.SampleCmpLevelZero({}, {}, {}{offsets})",
            sampler(&o[3])?,
            f(1, &first(n))?,
            f(4, &[0])?
        ),
        O::SampleD => {
            let g = match dim {
                ResourceDim::TEXTURECUBE | ResourceDim::TEXTURECUBEARRAY => 3,
                _ => offset_comps(dim),
            };
            format!(
                "{tex}.SampleGrad({}, {}, {}, {}{offsets})",
                sampler(&o[3])?,
                f(1, &first(n))?,
                f(4, &first(g))?,
                f(5, &first(g))?
            )
        }
        O::Ld if !ms => {
            // Integer coordinates, the mip level in the next component
            // (buffers have none).
            let k = if dim == ResourceDim::BUFFER { n } else { n + 1 };
            let v = source(&o[1], &first(k), Read::Int)?;
            format!("{tex}.Load({v}{offsets})")
        }
        O::LdMs if ms => {
            let v = source(&o[1], &first(n), Read::Int)?;
            let s = source(&o[3], &[0], Read::Int)?;
            format!("{tex}.Load({v}, {s}{offsets})")
        }
        O::Gather4 | O::Gather4C | O::Gather4Po | O::Gather4PoC => {
            let cmp = matches!(ins.opcode, O::Gather4C | O::Gather4PoC);
            let s_at = res_at + 1;
            let s = &o[s_at];
            // The sampler's selected component picks the channel.
            let channel = match s.comps {
                Components::Four(Selection::Select1(c)) => c,
                Components::Four(Selection::Swizzle(sw)) => sw[0],
                _ => 0,
            };
            let name = match (cmp, channel) {
                (false, 0) => "Gather",
                (false, 1) => "GatherGreen",
                (false, 2) => "GatherBlue",
                (false, _) => "GatherAlpha",
                (true, 0) => "GatherCmp",
                (true, 1) => "GatherCmpGreen",
                (true, 2) => "GatherCmpBlue",
                (true, _) => "GatherCmpAlpha",
            };
            let reference = if cmp {
                format!(", {}", f(s_at + 1, &[0])?)
            } else {
                String::new()
            };
            let offset = if res_at == 3 {
                // A feedback form's status follows the programmable offset.
                let status = if feedback.is_some() {
                    offsets.as_str()
                } else {
                    ""
                };
                format!(
                    ", {}{status}",
                    source(&o[2], &first(offset_comps(dim)), Read::Int)?
                )
            } else {
                offsets
            };
            format!(
                "{tex}.{name}({}, {}{reference}{offset})",
                sampler(s)?,
                f(1, &first(n))?
            )
        }
        O::Lod => {
            let k = match dim {
                ResourceDim::TEXTURE1D | ResourceDim::TEXTURE1DARRAY => 1,
                ResourceDim::TEXTURE3D
                | ResourceDim::TEXTURECUBE
                | ResourceDim::TEXTURECUBEARRAY => 3,
                _ => 2,
            };
            let s = sampler(&o[3])?;
            let c = f(1, &first(k))?;
            format!(
                "float4({tex}.CalculateLevelOfDetail({s}, {c}), \
                 {tex}.CalculateLevelOfDetailUnclamped({s}, {c}), 0.0, 0.0)"
            )
        }
        O::ResInfo => return resinfo(ins, target, comps, &tex, dim).map(Assignment::Text),
        O::SampleInfo if ms => {
            let t = if ins.flag(Field::SampleInfoUint) {
                Ty::Uint
            } else {
                Ty::Float
            };
            let params = if dim == ResourceDim::TEXTURE2DMS {
                "w, h, n"
            } else {
                "w, h, e, n"
            };
            let swz = picked(t_op(ins)?, comps);
            let store = Assignment::value(
                target,
                dst,
                comps,
                format!("{}(n, 0, 0, 0).{}", t.name(4), letters(&swz)),
                t,
            )
            .text();
            return Ok(Assignment::Text(format!(
                "{{\n    {} w = 0, h = 0, e = 0, n = 0;\n    {tex}.GetDimensions({params});\n    \
                 {store}\n}}",
                t.name(1)
            )));
        }
        O::SamplePos if ms => {
            let i = source(&o[2], &[0], Read::Int)?;
            format!("float4({tex}.GetSamplePosition({i}), 0.0, 0.0)")
        }
        _ => {
            return Err(Unexpressed(format!(
                "'{}' of a {dim} resource is not decompiled yet",
                ins.opcode.row().mnemonic
            )))
        }
    };
    let (value, vt) = if matches!(ins.opcode, O::SampleC | O::SampleCLz) {
        // One value, in every selected component.
        let n = comps.len();
        if n == 1 {
            (call, Ty::Float)
        } else {
            (format!("(float{n})({call})"), Ty::Float)
        }
    } else {
        let swz = picked(t, comps);
        let v = format!("({call}).{}", letters(&swz));
        match ins.opcode {
            // These compute floats whatever the resource holds.
            O::Lod | O::SamplePos => saturated(ins, v),
            _ if ins.saturate() => saturated(ins, v),
            _ => (v, element),
        }
    };
    Ok(Assignment::value(target, dst, comps, value, vt))
}

/// The resource operand of `sampleinfo` and `samplepos`.
fn t_op(ins: &Instruction) -> Result<&Operand, Unexpressed> {
    ins.operands
        .get(1)
        .ok_or_else(|| Unexpressed("too few operands".into()))
}

/// `sampleinfo` and `samplepos` of the render target.
fn rasterizer(ins: &Instruction, target: &str, comps: &[usize]) -> Result<Assignment, Unexpressed> {
    let o = &ins.operands;
    let swz = picked(&o[1], comps);
    if ins.opcode == Opcode::SampleInfo {
        let t = if ins.flag(Field::SampleInfoUint) {
            Ty::Uint
        } else {
            Ty::Float
        };
        let v = format!(
            "{}(GetRenderTargetSampleCount(), 0, 0, 0).{}",
            t.name(4),
            letters(&swz)
        );
        return Ok(Assignment::value(target, &o[0], comps, v, t));
    }
    let i = source(&o[2], &[0], Read::Int)?;
    let (v, t) = saturated(
        ins,
        format!(
            "float4(GetRenderTargetSamplePosition({i}), 0.0, 0.0).{}",
            letters(&swz)
        ),
    );
    Ok(Assignment::value(target, &o[0], comps, v, t))
}

/// `resinfo`: `GetDimensions` of the level, in the order the instruction
/// returns them (width, height, depth or array size, levels).
fn resinfo(
    ins: &Instruction,
    target: &str,
    comps: &[usize],
    tex: &str,
    dim: ResourceDim,
) -> Result<String, Unexpressed> {
    let o = &ins.operands;
    let t = match ins.get::<ResInfoType>() {
        ResInfoType::UINT => Ty::Uint,
        ResInfoType::RCP_FLOAT => return Err(Unexpressed("resinfo_rcpFloat has no HLSL".into())),
        _ => Ty::Float,
    };
    let swz = picked(&o[2], comps);
    let uav = o[2].ty == ty::UAV;
    // (the parameters after the level, the returned vector)
    let (params, vector) = match dim {
        ResourceDim::TEXTURE1D => ("w, l", "w, 0, 0, l"),
        ResourceDim::TEXTURE1DARRAY => ("w, e, l", "w, e, 0, l"),
        ResourceDim::TEXTURE2D | ResourceDim::TEXTURECUBE => ("w, h, l", "w, h, 0, l"),
        ResourceDim::TEXTURE2DARRAY | ResourceDim::TEXTURECUBEARRAY => ("w, h, e, l", "w, h, e, l"),
        ResourceDim::TEXTURE3D => ("w, h, e, l", "w, h, e, l"),
        // Multisampled textures have one level; the sample count is
        // returned by sampleinfo.
        ResourceDim::TEXTURE2DMS => ("w, h, n, l", "w, h, 0, l"),
        ResourceDim::TEXTURE2DMSARRAY => ("w, h, e, n, l", "w, h, e, l"),
        other => {
            return Err(Unexpressed(format!(
                "resinfo of a {other} resource is not decompiled yet"
            )))
        }
    };
    let ms = dim.is_multisampled();
    let call = if uav || ms {
        // A UAV views one level, a multisampled texture has one: its
        // size at level 0, one level.
        let level0 = o[1].ty == ty::IMM32 && o[1].imm.iter().all(|w| *w == 0);
        if !level0 {
            return Err(Unexpressed(
                "resinfo of a UAV or a multisampled texture at a level chosen at run time has no HLSL"
                    .into(),
            ));
        }
        let params = params.trim_end_matches(", l");
        format!("{tex}.GetDimensions({params});\n    l = 1;")
    } else {
        let mip = source(&o[1], &[0], Read::Bits)?;
        format!("{tex}.GetDimensions({mip}, {params});")
    };
    let store = Assignment::value(
        target,
        &o[0],
        comps,
        format!("{}({vector}).{}", t.name(4), letters(&swz)),
        t,
    )
    .text();
    Ok(format!(
        "{{\n    {} w = 0, h = 0, e = 0, n = 0, l = 0;\n    {call}\n    {store}\n}}",
        t.name(1)
    ))
}
