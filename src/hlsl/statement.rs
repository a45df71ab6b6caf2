//! Instructions as HLSL statements. SM4/5 flow control is structured
//! already (`if`/`else`/`endif`, `loop`/`endloop`, `switch`), so each
//! instruction is one statement or one brace, indented by its depth.

use super::error::{instruction_text, HlslError, Unexpressed};
use super::operand::{letters, mask_comps, picked, register, source, Read};
use crate::sm4::fields::{Field, ResourceDim};
use crate::sm4::ir::{Instruction, Program};
use crate::sm4::names::operand as ty;
use crate::sm4::table::{Opcode, Semantics};
use std::fmt::Write;

/// Each declared `t#`'s dimension.
pub(crate) type Dims = std::collections::BTreeMap<u32, ResourceDim>;

/// What leaving the program, and a geometry shader's output, become.
pub struct Exits {
    /// `ret`: the outputs stored, then `return` (geometry shaders:
    /// `return;`).
    pub ret: String,
    /// `emit`: the outputs appended to the stream.
    pub emit: Option<String>,
    /// `cut`: the strip restarted.
    pub cut: Option<String>,
}

/// The statements of `p`'s code.
pub fn body(p: &Program, exits: &Exits, dims: &Dims) -> Result<String, HlslError> {
    let mut out = String::new();
    let mut depth = 1usize;
    for (i, ins) in p.instructions.iter().enumerate() {
        if ins.opcode.row().semantics == Semantics::Declaration {
            continue;
        }
        let at = |m: String| HlslError::Unexpressed {
            at: Some(i),
            message: format!("{m} ({})", instruction_text(ins)),
        };
        // Every operand its shape names is there (a damaged file can hold
        // fewer).
        let shape = ins.opcode.row().shape;
        if ins.operands.len()
            < shape
                .bytes()
                .filter(|c| c.is_ascii_lowercase() && *c != b'z')
                .count()
        {
            return Err(at("too few operands".into()));
        }
        let (text, before, after) = statement(ins, exits, dims).map_err(|Unexpressed(m)| at(m))?;
        depth = depth.saturating_sub(before);
        for line in text.lines() {
            let _ = writeln!(out, "{}{line}", "    ".repeat(depth));
        }
        depth += after;
    }
    Ok(out)
}

/// Whether the test of `ins` (its operand 0) is true: `_nz` or `_z`.
fn test(ins: &Instruction) -> Result<String, Unexpressed> {
    let c = source(&ins.operands[0], &[0], Read::Bits)?;
    Ok(if ins.flag(Field::NonZero) {
        format!("{c} != 0u")
    } else {
        format!("{c} == 0u")
    })
}

/// The statement of one instruction, and how it changes the depth: levels
/// closed before it, opened after it.
fn statement(
    ins: &Instruction,
    exits: &Exits,
    dims: &Dims,
) -> Result<(String, usize, usize), Unexpressed> {
    let ret = exits.ret.as_str();
    let o = &ins.operands;
    let s = |k: usize, comps: &[usize], r: Read| source(&o[k], comps, r);
    Ok(match ins.opcode {
        Opcode::If => (format!("if ({}) {{", test(ins)?), 0, 1),
        Opcode::Else => ("} else {".into(), 1, 1),
        Opcode::EndIf | Opcode::EndLoop | Opcode::EndSwitch => ("}".into(), 1, 0),
        Opcode::Loop => ("[loop] while (true) {".into(), 0, 1),
        Opcode::Break => ("break;".into(), 0, 0),
        Opcode::Breakc => (format!("if ({}) {{ break; }}", test(ins)?), 0, 0),
        Opcode::Continue => ("continue;".into(), 0, 0),
        Opcode::Continuec => (format!("if ({}) {{ continue; }}", test(ins)?), 0, 0),
        Opcode::Switch => (format!("switch ({}) {{", s(0, &[0], Read::Int)?), 0, 1),
        Opcode::Case => {
            let v = o[0].imm.first().copied().unwrap_or(0) as i32;
            (format!("case {v}:"), 1, 1)
        }
        Opcode::Default => ("default:".into(), 1, 1),
        Opcode::Ret => (ret.to_string(), 0, 0),
        Opcode::Retc => (format!("if ({}) {ret}", test(ins)?), 0, 0),
        Opcode::Discard => (format!("if ({}) {{ discard; }}", test(ins)?), 0, 0),
        Opcode::Nop => (String::new(), 0, 0),
        _ => match ins.opcode.row().semantics {
            Semantics::Stream(emit, cut) => (stream(exits, emit, cut)?, 0, 0),
            _ => (assignment(ins, dims)?, 0, 0),
        },
    })
}

/// `emit`, `cut` or both: the outputs appended, the strip restarted.
fn stream(exits: &Exits, emit: bool, cut: bool) -> Result<String, Unexpressed> {
    let (Some(e), Some(c)) = (&exits.emit, &exits.cut) else {
        return Err(Unexpressed("emit and cut outside a geometry shader".into()));
    };
    Ok(match (emit, cut) {
        (true, true) => format!("{e}\n{c}"),
        (true, false) => e.clone(),
        _ => c.clone(),
    })
}

/// `dst = value;` for an instruction with one result.
fn assignment(ins: &Instruction, dims: &Dims) -> Result<String, Unexpressed> {
    let o = &ins.operands;
    let row = ins.opcode.row();
    if row.semantics == Semantics::Pair {
        return pair(ins);
    }
    if row.shape.starts_with("dd") || row.shape.is_empty() || !row.shape.starts_with('d') {
        return Err(Unexpressed(format!(
            "'{}' is not decompiled yet",
            row.mnemonic
        )));
    }
    let dst = &o[0];
    if dst.ty == ty::NULL {
        return Ok(String::new());
    }
    let comps = mask_comps(dst);
    let n = comps.len();
    let target = if dst.comps == crate::sm4::ir::Components::One {
        register(dst)?
    } else {
        format!("{}.{}", register(dst)?, letters(&comps))
    };
    let shape = row.shape.as_bytes();
    let a = |k: usize| -> Result<String, Unexpressed> {
        let letter = shape.get(k).copied().unwrap_or(b't');
        source(&o[k], &comps, Read::of(letter))
    };
    let vec = |t: &str| {
        if n == 1 {
            t.to_string()
        } else {
            format!("{t}{n}")
        }
    };
    let mask_of = |cond: String| format!("({cond}) ? 0xffffffffu : 0u");
    use Opcode as O;
    // A float result, as bits (saturated where the instruction says).
    let float = |e: String| sat(ins, e);
    let value = match ins.opcode {
        O::Mov if ins.saturate() => float(source(&o[1], &comps, Read::Float)?),
        O::Mov => a(1)?,
        O::Add => float(format!("{} + {}", a(1)?, a(2)?)),
        O::Mul => float(format!("{} * {}", a(1)?, a(2)?)),
        O::Div => float(format!("{} / {}", a(1)?, a(2)?)),
        O::Mad => float(format!("mad({}, {}, {})", a(1)?, a(2)?, a(3)?)),
        O::Min => float(format!("min({}, {})", a(1)?, a(2)?)),
        O::Max => float(format!("max({}, {})", a(1)?, a(2)?)),
        O::Sqrt => float(format!("sqrt({})", a(1)?)),
        O::Rsq => float(format!("rsqrt({})", a(1)?)),
        O::Rcp => float(format!("rcp({})", a(1)?)),
        O::Exp => float(format!("exp2({})", a(1)?)),
        O::Log => float(format!("log2({})", a(1)?)),
        O::Frc => float(format!("frac({})", a(1)?)),
        O::RoundNe => float(format!("round({})", a(1)?)),
        O::RoundNi => float(format!("floor({})", a(1)?)),
        O::RoundPi => float(format!("ceil({})", a(1)?)),
        O::RoundZ => float(format!("trunc({})", a(1)?)),
        O::DerivRtx => float(format!("ddx({})", a(1)?)),
        O::DerivRty => float(format!("ddy({})", a(1)?)),
        O::DerivRtxCoarse => float(format!("ddx_coarse({})", a(1)?)),
        O::DerivRtyCoarse => float(format!("ddy_coarse({})", a(1)?)),
        O::DerivRtxFine => float(format!("ddx_fine({})", a(1)?)),
        O::DerivRtyFine => float(format!("ddy_fine({})", a(1)?)),
        O::Dp2 | O::Dp3 | O::Dp4 => {
            let k = match ins.opcode {
                O::Dp2 => 2,
                O::Dp3 => 3,
                _ => 4,
            };
            let all: Vec<usize> = (0..k).collect();
            let dot = format!(
                "dot({}, {})",
                source(&o[1], &all, Read::Float)?,
                source(&o[2], &all, Read::Float)?
            );
            let dot = if n == 1 {
                dot
            } else {
                format!("(({})({dot}))", vec("float"))
            };
            float(dot)
        }
        O::Eq => mask_of(format!("{} == {}", a(1)?, a(2)?)),
        O::Ne => mask_of(format!("{} != {}", a(1)?, a(2)?)),
        O::Lt => mask_of(format!("{} < {}", a(1)?, a(2)?)),
        O::Ge => mask_of(format!("{} >= {}", a(1)?, a(2)?)),
        O::Ieq => mask_of(format!("{} == {}", a(1)?, a(2)?)),
        O::Ine => mask_of(format!("{} != {}", a(1)?, a(2)?)),
        O::Ilt => mask_of(format!("{} < {}", a(1)?, a(2)?)),
        O::Ige => mask_of(format!("{} >= {}", a(1)?, a(2)?)),
        O::Ult => mask_of(format!("{} < {}", a(1)?, a(2)?)),
        O::Uge => mask_of(format!("{} >= {}", a(1)?, a(2)?)),
        O::Movc => format!("({} != 0u) ? {} : {}", a(1)?, a(2)?, a(3)?),
        O::Iadd => format!("asuint({} + {})", a(1)?, a(2)?),
        O::Imad => format!("asuint({} * {} + {})", a(1)?, a(2)?, a(3)?),
        O::Umad => format!("{} * {} + {}", a(1)?, a(2)?, a(3)?),
        O::Ineg => format!("asuint(-{})", a(1)?),
        O::And => format!("{} & {}", a(1)?, a(2)?),
        O::Or => format!("{} | {}", a(1)?, a(2)?),
        O::Xor => format!("{} ^ {}", a(1)?, a(2)?),
        O::Not => format!("~{}", a(1)?),
        O::Ishl => format!("{} << ({} & 31u)", a(1)?, a(2)?),
        O::Ushr => format!("{} >> ({} & 31u)", a(1)?, a(2)?),
        O::Ishr => format!("asuint(asint({}) >> ({} & 31u))", a(1)?, a(2)?),
        O::Imin => format!("asuint(min({}, {}))", a(1)?, a(2)?),
        O::Imax => format!("asuint(max({}, {}))", a(1)?, a(2)?),
        O::Umin => format!("min({}, {})", a(1)?, a(2)?),
        O::Umax => format!("max({}, {})", a(1)?, a(2)?),
        O::Ftoi => format!("asuint(({}){})", vec("int"), a(1)?),
        O::Ftou => format!("({}){}", vec("uint"), a(1)?),
        O::Itof => float(format!("({}){}", vec("float"), a(1)?)),
        O::Utof => float(format!("({}){}", vec("float"), a(1)?)),
        O::Countbits => format!("countbits({})", a(1)?),
        O::Bfrev => format!("reversebits({})", a(1)?),
        O::FirstbitLo => format!("firstbitlow({})", a(1)?),
        O::Sample | O::SampleL | O::SampleB | O::SampleD | O::SampleC | O::SampleCLz | O::Ld => {
            return sample(ins, &target, &comps, dims)
        }
        other => {
            return Err(Unexpressed(format!(
                "'{}' is not decompiled yet",
                other.row().mnemonic
            )))
        }
    };
    Ok(format!("{target} = {value};"))
}

/// The two-result instructions, each result that is written (`null`
/// skips it) as its own assignment.
fn pair(ins: &Instruction) -> Result<String, Unexpressed> {
    let o = &ins.operands;
    let mut out = Vec::new();
    for (k, dst) in o.iter().take(2).enumerate() {
        if dst.ty == ty::NULL {
            continue;
        }
        let comps = mask_comps(dst);
        let target = format!("{}.{}", register(dst)?, letters(&comps));
        let n = comps.len();
        let a = |i: usize, r: Read| source(&o[i], &comps, r);
        let value = match (ins.opcode, k) {
            (Opcode::Sincos, 0) => sat(ins, format!("sin({})", a(2, Read::Float)?)),
            (Opcode::Sincos, _) => sat(ins, format!("cos({})", a(2, Read::Float)?)),
            (Opcode::Udiv, 0) => format!("{} / {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
            (Opcode::Udiv, _) => format!("{} % {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
            (Opcode::Imul, 1) => format!("asuint({} * {})", a(2, Read::Int)?, a(3, Read::Int)?),
            (Opcode::Umul, 1) => format!("{} * {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
            (Opcode::Uaddc, 0) => format!("{} + {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
            (Opcode::Usubb, 0) => format!("{} - {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
            (op, _) => {
                return Err(Unexpressed(format!(
                    "the {} result of '{}' is not decompiled yet",
                    if k == 0 { "first" } else { "second" },
                    op.row().mnemonic
                )))
            }
        };
        out.push((target, value, n));
    }
    // Both results are computed before either is written: one may
    // overwrite what the other reads.
    let ty = |n: usize| {
        if n == 1 {
            "uint".to_string()
        } else {
            format!("uint{n}")
        }
    };
    let mut text = String::from("{\n");
    for (k, (_, value, n)) in out.iter().enumerate() {
        text.push_str(&format!("    {} p{k} = {value};\n", ty(*n)));
    }
    for (k, (target, _, _)) in out.iter().enumerate() {
        text.push_str(&format!("    {target} = p{k};\n"));
    }
    text.push('}');
    Ok(text)
}

/// A float result as bits, saturated where the instruction says.
fn sat(ins: &Instruction, e: String) -> String {
    if ins.saturate() {
        format!("asuint(saturate({e}))")
    } else {
        format!("asuint({e})")
    }
}

/// Coordinates a texture of `dim` takes (and for `ld`, the mip after them).
fn coords(dim: ResourceDim) -> Option<usize> {
    Some(match dim {
        ResourceDim::TEXTURE1D | ResourceDim::BUFFER => 1,
        ResourceDim::TEXTURE1DARRAY | ResourceDim::TEXTURE2D => 2,
        ResourceDim::TEXTURE2DARRAY | ResourceDim::TEXTURE3D | ResourceDim::TEXTURECUBE => 3,
        ResourceDim::TEXTURECUBEARRAY => 4,
        _ => return None,
    })
}

/// The sampling and loading instructions: the resource's method, its
/// result swizzled by the resource operand and masked by the destination.
fn sample(
    ins: &Instruction,
    target: &str,
    comps: &[usize],
    dims: &Dims,
) -> Result<String, Unexpressed> {
    let o = &ins.operands;
    let t = &o[2];
    if t.ty != ty::RESOURCE || t.indices.iter().any(|x| x.rel.is_some()) {
        return Err(Unexpressed(
            "a resource chosen at run time is not decompiled yet".into(),
        ));
    }
    let Some(slot) = t.indices.first().map(|x| x.imm) else {
        return Err(Unexpressed("a resource without its register".into()));
    };
    let Some(&dim) = dims.get(&(slot as u32)) else {
        return Err(Unexpressed(
            "a resource the program does not declare".into(),
        ));
    };
    let Some(n) = coords(dim) else {
        return Err(Unexpressed(format!(
            "a {dim} resource is not decompiled yet"
        )));
    };
    let all: Vec<usize> = (0..n).collect();
    let tex = format!("t{slot}");
    let f = |k: usize, c: &[usize]| source(&o[k], c, Read::Float);
    let offsets = ins
        .offsets
        .filter(|v| v.iter().any(|x| *x != 0))
        .map(|v| {
            let k = match dim {
                ResourceDim::TEXTURE1D | ResourceDim::TEXTURE1DARRAY => 1,
                ResourceDim::TEXTURE3D => 3,
                _ => 2,
            };
            let v: Vec<String> = v.iter().take(k).map(|x| x.to_string()).collect();
            if k == 1 {
                format!(", {}", v[0])
            } else {
                format!(", int{k}({})", v.join(", "))
            }
        })
        .unwrap_or_default();
    let sampler = || -> Result<String, Unexpressed> {
        let s = &o[3];
        if s.ty != ty::SAMPLER {
            return Err(Unexpressed("a sampler operand was expected".into()));
        }
        match s.indices.first() {
            Some(x) => Ok(format!("s{}", x.imm)),
            None => Err(Unexpressed("a sampler without its register".into())),
        }
    };
    let call = match ins.opcode {
        Opcode::Sample => format!("{tex}.Sample({}, {}{offsets})", sampler()?, f(1, &all)?),
        Opcode::SampleL => format!(
            "{tex}.SampleLevel({}, {}, {}{offsets})",
            sampler()?,
            f(1, &all)?,
            f(4, &[0])?
        ),
        Opcode::SampleB => format!(
            "{tex}.SampleBias({}, {}, {}{offsets})",
            sampler()?,
            f(1, &all)?,
            f(4, &[0])?
        ),
        Opcode::SampleC => format!(
            "{tex}.SampleCmp({}, {}, {}{offsets})",
            sampler()?,
            f(1, &all)?,
            f(4, &[0])?
        ),
        Opcode::SampleCLz => format!(
            "{tex}.SampleCmpLevelZero({}, {}, {}{offsets})",
            sampler()?,
            f(1, &all)?,
            f(4, &[0])?
        ),
        Opcode::SampleD => {
            let g = match dim {
                ResourceDim::TEXTURE1D | ResourceDim::TEXTURE1DARRAY => 1,
                ResourceDim::TEXTURE3D
                | ResourceDim::TEXTURECUBE
                | ResourceDim::TEXTURECUBEARRAY => 3,
                _ => 2,
            };
            let gc: Vec<usize> = (0..g).collect();
            format!(
                "{tex}.SampleGrad({}, {}, {}, {}{offsets})",
                sampler()?,
                f(1, &all)?,
                f(4, &gc)?,
                f(5, &gc)?
            )
        }
        _ => {
            // ld: integer coordinates, the mip level in the next component
            // (buffers have none).
            let k = if dim == ResourceDim::BUFFER { n } else { n + 1 };
            let c: Vec<usize> = (0..k).collect();
            let v = source(&o[1], &c, Read::Int)?;
            format!("{tex}.Load({v}{offsets})")
        }
    };
    let comparison = matches!(ins.opcode, Opcode::SampleC | Opcode::SampleCLz);
    let value = if comparison {
        // One value, in every selected component.
        let n = comps.len();
        if n == 1 {
            format!("asuint({call})")
        } else {
            format!("asuint((float{n})({call}))")
        }
    } else {
        let swz = picked(t, comps);
        sat(ins, format!("({call}).{}", letters(&swz)))
    };
    Ok(format!("{target} = {value};"))
}
