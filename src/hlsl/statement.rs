//! Instructions as HLSL statements. SM4/5 flow control is structured
//! already (`if`/`else`/`endif`, `loop`/`endloop`, `switch`), so each
//! instruction is one statement or one brace, indented by its depth.

use super::declare::Memories;
use super::error::{instruction_text, HlslError, Unexpressed};
use super::fold::{self, Fold};
use super::operand::{letters, mask_comps, moved, register, saturated, source, Read};
use super::types::{self, Assignment, Ty, Writer};
use crate::sm4::fields::Field;
use crate::sm4::ir::{Instruction, Modifier, Program};
use crate::sm4::names::operand as ty;
use crate::sm4::table::{Opcode, Semantics};

/// What leaving the program, and a geometry shader's output, become.
pub struct Exits {
    /// `ret`: the outputs stored, then `return` (geometry shaders:
    /// `return;`).
    pub ret: String,
    /// `emit` of each stream: the outputs appended to it.
    pub emit: Vec<(u32, String)>,
    /// `cut` of each stream: its strip restarted.
    pub cut: Vec<(u32, String)>,
}

/// What the statements refer to besides registers.
pub struct Context<'a> {
    /// Leaving the program, emitting and cutting.
    pub exits: Exits,
    /// Declared textures, buffers, UAVs and group-shared memory.
    pub memories: &'a Memories,
    /// Pixel-shader input attributes by register: each member's first
    /// component, component count and name in the input structure (what
    /// `eval_*` evaluates).
    pub attributes: Attributes,
    /// What instructions become in append and consume buffers.
    pub plan: super::append::Plan,
    /// Values folded into the instruction that reads them.
    pub folds: fold::Plan,
}

/// Input structure members by register: first component, count, name.
pub type Attributes = std::collections::BTreeMap<u32, Vec<(usize, usize, String)>>;

/// The statements of `p`'s code.
pub fn body(p: &Program, range: std::ops::Range<usize>, cx: &Context) -> Result<String, HlslError> {
    let mut out = String::with_capacity(48 * range.len());
    let mut depth = 1usize;
    for (i, ins) in p
        .instructions
        .iter()
        .enumerate()
        .take(range.end)
        .skip(range.start)
    {
        // Declarations are written before the code; a shader message is
        // a `customdata` block among the statements.
        if ins.opcode.row().semantics == Semantics::Declaration
            && !(ins.opcode == Opcode::CustomData
                && ins.get::<crate::sm4::fields::CustomDataClass>()
                    == crate::sm4::fields::CustomDataClass::SHADER_MESSAGE)
        {
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
        fold::at(i);
        // A value read once, by a later instruction: kept for it.
        if let Some(&(reader, temp)) = cx.folds.folded.get(&i) {
            match assignment(i, ins, cx).map_err(|Unexpressed(m)| at(m))? {
                Assignment::Value {
                    value, ty, comps, ..
                } => fold::keep(
                    reader,
                    temp,
                    Fold {
                        text: value,
                        ty,
                        comps,
                    },
                ),
                Assignment::Text(_) => {
                    return Err(at("a value to fold that is written as statements".into()))
                }
            }
            continue;
        }
        let (text, before, after) = statement(i, ins, cx).map_err(|Unexpressed(m)| at(m))?;
        depth = depth.saturating_sub(before);
        for line in text.lines() {
            for _ in 0..depth {
                out.push_str("    ");
            }
            out.push_str(line);
            out.push('\n');
        }
        depth += after;
    }
    Ok(out)
}

/// The function a `call` names (`l3` for `label l3`).
fn label(op: &crate::sm4::ir::Operand) -> Result<String, Unexpressed> {
    match op.indices.first() {
        Some(x) if op.ty == ty::LABEL && x.rel.is_none() => Ok(format!("l{}", x.imm)),
        _ => Err(Unexpressed("a call without its label".into())),
    }
}

/// An `fcall fpN[a][k]` (interface pointer `N`, element `a`, call site
/// `k`) as the method it calls: `fpN.ck`, or `fpN[a].ck` for an array of
/// interfaces.
fn method(ins: &Instruction) -> Result<String, Unexpressed> {
    let op = ins.operands.first();
    let (Some(op), Some(k)) = (op, ins.nums.first()) else {
        return Err(Unexpressed(
            "an fcall without its interface and call site".into(),
        ));
    };
    let (Some(n), Some(a)) = (op.indices.first(), op.indices.get(1)) else {
        return Err(Unexpressed("an fcall without its interface element".into()));
    };
    if op.ty != ty::INTERFACE || n.rel.is_some() {
        return Err(Unexpressed(
            "an fcall of this form is not decompiled yet".into(),
        ));
    }
    let Some((name, array)) = super::classes::call(n.imm as u32, *k) else {
        return Err(Unexpressed(format!(
            "fcall fp{}: no such interface pointer",
            n.imm
        )));
    };
    let index = match &a.rel {
        None if !array => String::new(),
        None => format!("[{}]", a.imm),
        Some(r) => {
            let r = source(r, &[0], Read::Bits)?;
            if a.imm == 0 {
                format!("[{r}]")
            } else {
                format!("[{r} + {}]", a.imm)
            }
        }
    };
    Ok(format!("fp{}{index}.{name}", n.imm))
}

/// A debug-layer message, `printf("%0 is fine!", x);`: the format text as
/// stored, each value it prints (one component, read as its register's
/// type; the decompiler has made the message's operands the
/// instruction's, so that every pass sees them read).
fn message(ins: &Instruction) -> Result<String, Unexpressed> {
    let Some(m) = crate::sm4::decode::message_parts(ins) else {
        return Err(Unexpressed("a shader message not understood".into()));
    };
    let mut text = String::with_capacity(m.text.len() + 2);
    for c in m.text.chars() {
        match c {
            '"' => text.push_str("\\\""),
            '\\' => text.push_str("\\\\"),
            '\n' => text.push_str("\\n"),
            '\t' => text.push_str("\\t"),
            c if c == ' ' || c.is_ascii_graphic() => text.push(c),
            c => {
                return Err(Unexpressed(format!(
                    "a shader message with the character U+{:04X} is not decompiled",
                    c as u32
                )))
            }
        }
    }
    let mut out = format!("{}(\"{text}\"", m.name);
    for op in &ins.operands {
        use crate::sm4::ir::{Components, Selection};
        let one = matches!(
            op.comps,
            Components::One | Components::Four(Selection::Select1(_))
        );
        if !one {
            return Err(Unexpressed(
                "a shader message printing a vector is not decompiled yet".into(),
            ));
        }
        let read = match types::of(op) {
            Ty::Float => Read::Float,
            Ty::Int => Read::Int,
            _ => Read::Bits,
        };
        out.push_str(", ");
        out.push_str(&source(op, &[0], read)?);
    }
    out.push_str(");");
    Ok(out)
}

/// Whether the test of `ins` (its operand 0) is true: `_nz` or `_z`.
fn test(ins: &Instruction) -> Result<String, Unexpressed> {
    let op = &ins.operands[0];
    // A comparison folded here is its condition.
    if let Some(c) = fold::condition(op) {
        return Ok(if ins.flag(Field::NonZero) {
            c
        } else {
            format!("!({c})")
        });
    }
    // An integer register is tested as one; anything else as bits (a
    // float -0 is not zero).
    let (c, zero) = if types::of(op) == Ty::Int && op.modifier == Modifier::None {
        (source(op, &[0], Read::Int)?, "0")
    } else {
        (source(op, &[0], Read::Bits)?, "0u")
    };
    Ok(if ins.flag(Field::NonZero) {
        format!("{c} != {zero}")
    } else {
        format!("{c} == {zero}")
    })
}

/// The statement of one instruction, and how it changes the depth: levels
/// closed before it, opened after it.
fn statement(
    i: usize,
    ins: &Instruction,
    cx: &Context,
) -> Result<(String, usize, usize), Unexpressed> {
    let ret = cx.exits.ret.as_str();
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
        Opcode::Abort => ("abort();".into(), 0, 0),
        Opcode::CustomData if crate::sm4::decode::message_parts(ins).is_some() => {
            (message(ins)?, 0, 0)
        }
        Opcode::Call => (format!("{}();", label(&o[0])?), 0, 0),
        Opcode::InterfaceCall => (format!("{}();", method(ins)?), 0, 0),
        Opcode::Callc => (
            format!("if ({}) {{ {}(); }}", test(ins)?, label(&o[1])?),
            0,
            0,
        ),
        _ => match ins.opcode.row().semantics {
            Semantics::Stream(emit, cut) => (stream(ins, &cx.exits, emit, cut)?, 0, 0),
            _ => (assignment(i, ins, cx)?.text(), 0, 0),
        },
    })
}

/// `emit`, `cut` or both: the outputs appended, the strip restarted, on
/// the stream the instruction names (`emit_stream m1`) or stream 0.
fn stream(ins: &Instruction, exits: &Exits, emit: bool, cut: bool) -> Result<String, Unexpressed> {
    let m = ins
        .operands
        .first()
        .filter(|o| o.ty == ty::STREAM)
        .and_then(|o| o.indices.first())
        .map_or(0, |x| x.imm as u32);
    let find = |list: &[(u32, String)]| {
        list.iter()
            .find(|(s, _)| *s == m)
            .map(|(_, t)| t.clone())
            .ok_or_else(|| Unexpressed(format!("stream m{m} is not declared")))
    };
    if exits.emit.is_empty() {
        return Err(Unexpressed(
            "emit and cut outside a geometry shader's main function are not decompiled yet".into(),
        ));
    }
    Ok(match (emit, cut) {
        (true, true) => format!("{}\n{}", find(&exits.emit)?, find(&exits.cut)?),
        (true, false) => find(&exits.emit)?,
        _ => find(&exits.cut)?,
    })
}

/// `dst = value;` for an instruction with one result.
fn assignment(i: usize, ins: &Instruction, cx: &Context) -> Result<Assignment, Unexpressed> {
    let memories = cx.memories;
    let roles = cx.plan.get(&i).map(Vec::as_slice).unwrap_or_default();
    if !roles.is_empty() {
        use super::append::Role;
        let mut local = None;
        let mut finish = Vec::new();
        for r in roles {
            match r {
                Role::Start => local = Some(format!("e{i}")),
                Role::Element(s) => local = Some(format!("e{s}")),
                Role::Finish(s) => finish.push(s),
            }
        }
        let mut text = super::memory::statement(ins, memories, local.as_deref())?;
        for s in finish {
            let u = ins.operands.first().and_then(super::operand::memory_key);
            let Some(('u', r)) = u else {
                return Err(Unexpressed("an append that does not store".into()));
            };
            text.push_str(&format!("\nu{r}.Append(e{s});"));
        }
        return Ok(Assignment::Text(text));
    }
    let o = &ins.operands;
    let row = ins.opcode.row();
    match row.semantics {
        Semantics::Pair | Semantics::Swap => return pair(ins).map(Assignment::Text),
        Semantics::Feedback(_) if ins.opcode != Opcode::CheckAccessFullyMapped => {
            return feedback(ins, memories).map(Assignment::Text)
        }
        Semantics::Double => return super::double::statement(ins).map(Assignment::Text),
        _ if on_memory(ins) => {
            return super::memory::statement(ins, memories, None).map(Assignment::Text)
        }
        _ => {}
    }
    if row.shape.starts_with("dd") || row.shape.is_empty() || !row.shape.starts_with('d') {
        return Err(Unexpressed(format!(
            "'{}' is not decompiled yet",
            row.mnemonic
        )));
    }
    let dst = &o[0];
    if dst.ty == ty::NULL {
        return Ok(Assignment::Text(String::new()));
    }
    let comps = mask_comps(dst);
    let n = comps.len();
    // Room for the whole statement: `text` appends the value.
    let mut target = String::with_capacity(96);
    super::operand::push_register(&mut target, dst)?;
    if dst.comps != crate::sm4::ir::Components::One {
        target.push('.');
        super::operand::push_letters(&mut target, &comps);
    }
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
    use Opcode as O;
    // The destination's type: what it moves is read as that.
    let dt = types::of(dst);
    let mv = |k: usize| moved(&o[k], &comps, dt);
    // A float result (saturated where the instruction says).
    let float = |e: String| saturated(ins, e);
    // Integer and bit results.
    let int = |e: String| (e, Ty::Int);
    let uint = |e: String| (e, Ty::Uint);
    // A shift's or bitwise result: the type its first source is read as.
    let first_ty = match Read::of(shape.get(1).copied().unwrap_or(b'u')) {
        Read::Int => Ty::Int,
        _ => Ty::Uint,
    };
    let (value, vt) = match ins.opcode {
        O::Mov if ins.saturate() => float(source(&o[1], &comps, Read::Float)?),
        O::Mov => (mv(1)?, dt),
        // `x * 1.0` flushes a denormal to a zero of its sign; Microsoft's
        // compiler folds it to `x`, `precise` or not, so the flush is
        // written on the bits.
        O::Mul if super::operand::flush_of(ins).is_some() => float(format!(
            "{}({})",
            super::operand::FLUSHED,
            a(super::operand::flush_of(ins).unwrap_or(1))?
        )),
        O::Dp2 | O::Dp3 | O::Dp4 => {
            let k = match ins.opcode {
                O::Dp2 => 2,
                O::Dp3 => 3,
                _ => 4,
            };
            let all: Vec<usize> = (0..k).collect();
            let (x, y) = (
                source(&o[1], &all, Read::Float)?,
                source(&o[2], &all, Read::Float)?,
            );
            let dot = if n == 1 {
                ["dot(", &x, ", ", &y, ")"].concat()
            } else {
                ["((", &vec("float"), ")(dot(", &x, ", ", &y, ")))"].concat()
            };
            float(dot)
        }
        O::Movc => {
            let (test, x, y) = (a(1)?, mv(2)?, mv(3)?);
            (["(", &test, " != 0u) ? ", &x, " : ", &y].concat(), dt)
        }
        _ if !row.hlsl.is_empty() => {
            let (t, form) = row.hlsl.split_at(1);
            let e = super::form::render(form, n, |x| match x.as_bytes() {
                [d @ b'1'..=b'4'] => a(usize::from(d - b'0')),
                _ => Err(Unexpressed(format!("the table's form item {{{x}}}"))),
            })?;
            match t {
                "f" => float(e),
                "i" => int(e),
                "u" => uint(e),
                _ => (e, first_ty),
            }
        }
        // One lane of msad4: the source's next bytes are zero and unused.
        O::Msad => {
            let parts: Vec<String> = comps
                .iter()
                .map(|&c| -> Result<String, Unexpressed> {
                    let s = |k: usize| source(&o[k], &[c], Read::Bits);
                    Ok(format!(
                        "msad4({}, uint2({}, 0u), uint4({}, 0u, 0u, 0u)).x",
                        s(1)?,
                        s(2)?,
                        s(3)?
                    ))
                })
                .collect::<Result<_, _>>()?;
            uint(if n == 1 {
                parts[0].clone()
            } else {
                format!("uint{n}({})", parts.join(", "))
            })
        }
        O::Bfi => {
            let (w, off) = (format!("({} & 31u)", a(1)?), format!("({} & 31u)", a(2)?));
            let m = format!("(((1u << {w}) - 1u) << {off})");
            uint(format!("(({} << {off}) & {m}) | ({} & ~{m})", a(3)?, a(4)?))
        }
        O::Ubfe | O::Ibfe => {
            let (w, off) = (format!("({} & 31u)", a(1)?), format!("({} & 31u)", a(2)?));
            let v = a(3)?;
            // A field that runs past bit 31 is the bits above the offset.
            let (field, rest) = if ins.opcode == O::Ubfe {
                (
                    format!("(({v} << (32u - {w} - {off})) >> (32u - {w}))"),
                    format!("({v} >> {off})"),
                )
            } else {
                let u = format!("asuint({v})");
                (
                    format!("asuint(asint({u} << (32u - {w} - {off})) >> (32u - {w}))"),
                    format!("asuint({v} >> {off})"),
                )
            };
            uint(format!(
                "({w} == 0u) ? 0u : ((({w} + {off}) < 32u) ? {field} : {rest})"
            ))
        }
        // The instruction counts from the top bit; `firstbithigh` from
        // the bottom. Both give ~0 for no bit.
        O::FirstbitHi | O::FirstbitShi => {
            let v = format!("firstbithigh({})", a(1)?);
            uint(format!("({v} == 0xffffffffu) ? {v} : (31u - {v})"))
        }
        op if matches!(
            op.row().semantics,
            Semantics::Sample(_)
                | Semantics::Gather
                | Semantics::Load
                | Semantics::ResInfo
                | Semantics::SampleInfo
        ) =>
        {
            return super::texture::statement(ins, &target, &comps, memories)
        }
        O::EvalCentroid | O::EvalSampleIndex | O::EvalSnapped => {
            let v = &o[1];
            let picked = super::operand::picked(v, &comps);
            let reg = v.indices.first().map_or(0, |x| x.imm as u32);
            let member = (v.ty == ty::INPUT && v.indices.iter().all(|x| x.rel.is_none()))
                .then(|| cx.attributes.get(&reg))
                .flatten()
                .and_then(|ms| {
                    ms.iter()
                        .find(|(f, k, _)| picked.iter().all(|c| (*f..f + k).contains(c)))
                });
            let Some((first, _, name)) = member.filter(|_| v.modifier == Modifier::None) else {
                return Err(Unexpressed(
                    "an evaluated attribute that is not one input member".into(),
                ));
            };
            let rel: Vec<usize> = picked.iter().map(|c| c - first).collect();
            let call = match ins.opcode {
                O::EvalCentroid => format!("EvaluateAttributeCentroid(input.{name})"),
                O::EvalSampleIndex => format!(
                    "EvaluateAttributeAtSample(input.{name}, {})",
                    source(&o[2], &[0], Read::Int)?
                ),
                _ => format!(
                    "EvaluateAttributeSnapped(input.{name}, {})",
                    source(&o[2], &[0, 1], Read::Int)?
                ),
            };
            // A one-component member is a scalar: its `.x` is itself.
            float(format!("({call}).{}", letters(&rel)))
        }
        other => {
            return Err(Unexpressed(format!(
                "'{}' is not decompiled yet",
                other.row().mnemonic
            )))
        }
    };
    Ok(Assignment::value(target, dst, &comps, value, vt))
}

/// A tiled-resource feedback form: its base's call with the offset, the
/// clamp and a status variable, then the status stored.
fn feedback(ins: &Instruction, memories: &Memories) -> Result<String, Unexpressed> {
    let op = ins.opcode;
    let refused = || Unexpressed(format!("'{}' is not decompiled yet", op.row().mnemonic));
    let parts = ins.feedback_parts().ok_or_else(refused)?;
    let (b, status) = (parts.base, parts.status);
    let base = b.opcode;
    let words = matches!(base, Opcode::LdRaw | Opcode::LdStructured);
    let texture = matches!(
        base.row().semantics,
        Semantics::Sample(_) | Semantics::Gather | Semantics::Load
    );
    if !(words || texture) || base == Opcode::LdUavTyped {
        return Err(refused());
    }
    let clamp = match &parts.clamp {
        Some(c) => Some(source(c, &[0], Read::Float)?),
        None => None,
    };
    let fb = super::texture::Feedback {
        clamp,
        status: "status".into(),
    };
    let mut text = String::from("{\n    uint status;\n");
    let dst = &b.operands[0];
    if dst.ty == ty::NULL {
        return Err(Unexpressed(format!(
            "'{}' without a result is not decompiled yet",
            op.row().mnemonic
        )));
    }
    if words {
        text.push_str(&format!(
            "    {}\n",
            super::memory::feedback_load(&b, memories)?
        ));
    } else {
        let comps = mask_comps(dst);
        let target = format!("{}.{}", register(dst)?, letters(&comps));
        let call = super::texture::statement_with(&b, &target, &comps, memories, Some(&fb))?;
        text.push_str(&format!("    {}\n", call.text()));
    }
    if status.ty != ty::NULL {
        let sc = mask_comps(&status);
        let st = format!("{}.{}", register(&status)?, letters(&sc));
        let v = match sc.len() {
            1 => "status".to_string(),
            n => format!("uint{n}({})", vec!["status"; n].join(", ")),
        };
        text.push_str(&format!(
            "    {}\n",
            Assignment::value(&st, &status, &[], v, Ty::Uint).text()
        ));
    }
    text.push('}');
    Ok(text)
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
        let (value, t) = match (ins.opcode, k) {
            (Opcode::Sincos, 0) => saturated(ins, format!("sin({})", a(2, Read::Float)?)),
            (Opcode::Sincos, _) => saturated(ins, format!("cos({})", a(2, Read::Float)?)),
            (Opcode::Udiv, 0) => (
                format!("{} / {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
                Ty::Uint,
            ),
            (Opcode::Udiv, _) => (
                format!("{} % {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
                Ty::Uint,
            ),
            (Opcode::Imul, 1) => (
                format!("{} * {}", a(2, Read::Int)?, a(3, Read::Int)?),
                Ty::Int,
            ),
            (Opcode::Umul, 1) => (
                format!("{} * {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
                Ty::Uint,
            ),
            (Opcode::Uaddc, 0) => (
                format!("{} + {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
                Ty::Uint,
            ),
            (Opcode::Usubb, 0) => (
                format!("{} - {}", a(2, Read::Bits)?, a(3, Read::Bits)?),
                Ty::Uint,
            ),
            (Opcode::Swapc, _) => {
                let (x, y) = if k == 0 { (4, 3) } else { (3, 4) };
                let dt = types::of(dst);
                (
                    format!(
                        "({} != 0u) ? {} : {}",
                        a(2, Read::Bits)?,
                        moved(&o[x], &comps, dt)?,
                        moved(&o[y], &comps, dt)?
                    ),
                    dt,
                )
            }
            (op, _) => {
                return Err(Unexpressed(format!(
                    "the {} result of '{}' is not decompiled yet",
                    if k == 0 { "first" } else { "second" },
                    op.row().mnemonic
                )))
            }
        };
        out.push((target, dst, value, t, n));
    }
    // Both results are computed before either is written: one may
    // overwrite what the other reads.
    let mut text = String::from("{\n");
    for (k, (_, _, value, t, n)) in out.iter().enumerate() {
        text.push_str(&format!("    {} p{k} = {value};\n", t.name(*n)));
    }
    for (k, (target, dst, _, t, _)) in out.iter().enumerate() {
        text.push_str(&format!(
            "    {}\n",
            Assignment::value(target, dst, &[], format!("p{k}"), *t).text()
        ));
    }
    text.push('}');
    Ok(text)
}

/// Whether `ins` is written by `memory::statement` (buffers, UAVs,
/// group-shared memory, atomics, barriers): its own text, as words.
fn on_memory(ins: &Instruction) -> bool {
    match ins.opcode.row().semantics {
        Semantics::LoadWords
        | Semantics::StoreWords
        | Semantics::Store
        | Semantics::Atomic
        | Semantics::Counter
        | Semantics::Sync
        | Semantics::BufInfo => true,
        Semantics::Load => ins.opcode == Opcode::LdUavTyped,
        _ => false,
    }
}

/// How instruction `i` stores its destination (see [`types::infer`]):
/// what [`assignment`] and [`pair`] store through [`types::store`], and
/// of which type; the rest write bits of their own.
pub fn writer(
    i: usize,
    ins: &Instruction,
    plan: &super::append::Plan,
    memories: &Memories,
) -> Writer {
    use Opcode as O;
    if plan.get(&i).is_some_and(|r| !r.is_empty()) {
        return Writer::Bits;
    }
    let row = ins.opcode.row();
    let t = Writer::Typed;
    match row.semantics {
        Semantics::Pair | Semantics::Swap => {
            return match ins.opcode {
                O::Sincos => t(Ty::Float),
                O::Imul => t(Ty::Int),
                O::Swapc => Writer::Moves(&[3, 4]),
                _ => t(Ty::Uint),
            }
        }
        Semantics::Double => return Writer::Bits,
        _ if ins.opcode == O::CheckAccessFullyMapped => return t(Ty::Uint),
        Semantics::Feedback(_) => {
            return match ins.feedback_parts() {
                // Buffer loads write words of their own.
                Some(p) if matches!(p.base.opcode, O::LdRaw | O::LdStructured) => Writer::Bits,
                Some(p) => Writer::Feedback(super::texture::result_type(&p.base, memories)),
                None => Writer::Bits,
            };
        }
        _ if on_memory(ins) => return Writer::Bits,
        Semantics::Sample(_)
        | Semantics::Gather
        | Semantics::Load
        | Semantics::ResInfo
        | Semantics::SampleInfo => {
            return t(super::texture::result_type(ins, memories));
        }
        _ => {}
    }
    match ins.opcode {
        O::Mov if !ins.saturate() => Writer::Moves(&[1]),
        O::Movc => Writer::Moves(&[2, 3]),
        O::Iadd | O::Imad | O::Ineg | O::Ishr | O::Imin | O::Imax | O::Ftoi => t(Ty::Int),
        O::And | O::Or | O::Xor | O::Not | O::Ishl => {
            match Read::of(row.shape.as_bytes().get(1).copied().unwrap_or(b'u')) {
                Read::Int => t(Ty::Int),
                _ => t(Ty::Uint),
            }
        }
        O::Eq | O::Ne | O::Lt | O::Ge | O::Ieq | O::Ine | O::Ilt | O::Ige | O::Ult | O::Uge => {
            t(Ty::Uint)
        }
        O::Umad | O::Ushr | O::Umin | O::Umax | O::Ftou | O::Countbits | O::Bfrev => t(Ty::Uint),
        O::FirstbitLo | O::FirstbitHi | O::FirstbitShi | O::F32tof16 | O::Msad => t(Ty::Uint),
        O::Bfi | O::Ubfe | O::Ibfe => t(Ty::Uint),
        // Everything else computes floats.
        _ => t(Ty::Float),
    }
}
