//! HLSL from a Direct3D 9 shader (vs_1_1 to 3_0, ps_2_0 to 3_0). Every
//! register is a `float4` (Direct3D 9 registers hold floats), named as the
//! listing names it (`r0`, `v1`, `oPos`, `oC0`); float constants keep their
//! registers (`register(c4)`), `def` constants become literals, integer
//! and boolean constants drive loops and branches. Flow control is
//! structured already (`if`/`else`/`endif`, `rep`, `loop`, `break`), so
//! each instruction is one statement or one brace.

mod declare;
mod reduction;
mod statement;

use super::error::{HlslError, Unexpressed};
use crate::sm1::ir::{Instruction, Program};
use crate::sm1::table::{op, reg, TextureType};
use declare::{declarations, vector, whole};
use reduction::{reduced_from, saturated};
use statement::{AsSource, Context};
use std::fmt::Write;
/// The HLSL of Direct3D 9 program `p`.
pub fn program(p: &Program) -> Result<String, HlslError> {
    let v = p.version;
    if v.is_ps() && v.major < 2 {
        return Err(whole(format!(
            "ps_1_{} shaders are not decompiled yet",
            v.minor
        )));
    }
    let profile = profile(p);
    let code: Vec<&Instruction> = p.instructions().collect();
    let d = declarations(p, &code)?;
    let mut h = String::new();
    let _ = writeln!(h, "// Decompiled by dxsm from {profile} code.");
    if d.relative {
        // One array, so that an index chosen at run time reaches every
        // register; its size is what the program reads directly.
        let n = d.consts.iter().max().map_or(1, |m| m + 1);
        let _ = writeln!(h, "float4 c[{n}] : register(c0);");
    } else {
        for c in &d.consts {
            let _ = writeln!(h, "float4 c{c} : register(c{c});");
        }
    }
    for i in &d.ints {
        let _ = writeln!(h, "int4 i{i} : register(i{i});");
    }
    for b in &d.bools {
        let _ = writeln!(h, "bool b{b} : register(b{b});");
    }
    for (s, t) in &d.samplers {
        let kind = match *t {
            TextureType::CUBE => "samplerCUBE",
            TextureType::VOLUME => "sampler3D",
            _ => "sampler2D",
        };
        let _ = writeln!(h, "{kind} s{s} : register(s{s});");
    }
    h.push_str("struct Input {\n");
    for (name, sem) in &d.inputs {
        let _ = writeln!(h, "    float4 {name} : {sem};");
    }
    h.push_str("};\nstruct Output {\n");
    for (name, sem, n) in &d.outputs {
        let _ = writeln!(h, "    {} {name} : {sem};", vector(*n));
    }
    h.push_str("};\n");
    let mut params = vec!["Input input".to_string()];
    if d.misc[0] {
        params.push("float2 position : VPOS".into());
    }
    if d.misc[1] {
        params.push("float face : VFACE".into());
    }
    let _ = writeln!(h, "Output main({}) {{", params.join(", "));
    h.push_str("    Output output;\n");
    // `precise`: the compiler keeps each operation as written (no
    // reassociation of sums, which rounds differently). Not with loops:
    // there the compiler then wants the integer constant in a float
    // register too (X4509) and refuses the shader.
    let looped = code.iter().any(|i| matches!(i.opcode, op::REP | op::LOOP));
    let precise = if looped { "" } else { "precise " };
    for r in 0..d.temps {
        let _ = writeln!(h, "    {precise}float4 r{r} = 0;");
    }
    for (name, _) in &d.inputs {
        let _ = writeln!(h, "    float4 {name} = input.{name};");
    }
    if d.misc[0] {
        h.push_str("    float4 vPos = float4(position, 0, 0);\n");
    }
    if d.misc[1] {
        h.push_str("    float4 vFace = face;\n");
    }
    for (name, _, _) in &d.outputs {
        let _ = writeln!(h, "    {precise}float4 {name} = 0;");
    }
    if d.predicate {
        h.push_str("    bool4 p0 = false;\n");
    }
    if d.address {
        // The address register, as the whole numbers `mova` rounds to.
        h.push_str("    float4 a0 = 0;\n");
    }
    let cx = Context {
        relative: d.relative,
        loop_depth: std::cell::Cell::new(0),
        version: v,
        defs: &d.defs,
        samplers: &d.samplers,
        defb: &d.defb,
    };
    let mut depth = 1usize;
    let mut loops: Vec<bool> = Vec::new();
    let mut blocks: Vec<Block> = Vec::new();
    let branch = if v.is_ps() && v.major == 2 && v.minor != 0 {
        ""
    } else {
        "[branch] "
    };
    let mut ended = false;
    for (i, ins) in code.iter().enumerate() {
        let at = |m: String| HlslError::Unexpressed {
            at: Some(i),
            message: m,
        };
        if ended {
            return Err(at("instructions after the program's end".into()));
        }
        let (text, before, after) = match ins.opcode {
            op::DCL | op::DEF | op::DEFI | op::DEFB | op::NOP => continue,
            op::RET => {
                // The end of the program (subroutines are refused).
                ended = true;
                continue;
            }
            // A branch stays a branch: flattened, the compiler selects
            // with arithmetic (`mad(c, a - b, b)`), which changes signed
            // zeros, infinities and NaNs.
            // ps_2_x has no dynamic branches in HLSL: there the compiler
            // selects with `cmp`, which keeps the values.
            op::IF | op::IFC => {
                blocks.push(Block::If);
                (
                    format!("{branch}if ({}) {{", cx.test(ins).map_err(|e| at(e.0))?),
                    0,
                    1,
                )
            }
            op::ELSE => {
                if blocks.last() != Some(&Block::If) {
                    return Err(at("an else without its if".into()));
                }
                *blocks.last_mut().unwrap_or(&mut Block::Else) = Block::Else;
                ("} else {".to_string(), 1, 1)
            }
            op::ENDIF => {
                if !matches!(blocks.pop(), Some(Block::If | Block::Else)) {
                    return Err(at("an endif without its if".into()));
                }
                ("}".to_string(), 1, 0)
            }
            op::REP | op::LOOP => {
                let Some(s) = ins.srcs.iter().rev().find(|s| s.reg.ty == reg::CONSTINT) else {
                    return Err(at("a loop without its integer constant".into()));
                };
                let counter = if ins.opcode == op::LOOP {
                    format!("aL{}", loops.iter().filter(|l| **l).count())
                } else {
                    format!("k{}", loops.len())
                };
                loops.push(ins.opcode == op::LOOP);
                cx.loop_depth.set(loops.iter().filter(|l| **l).count());
                blocks.push(if ins.opcode == op::LOOP {
                    Block::Loop
                } else {
                    Block::Rep
                });
                // The compiler takes an integer constant as (count, start,
                // step) and keeps the instruction; only the count is read
                // here.
                // A count from the program may be unrolled (the same
                // statements one after another); one from the input stays a
                // loop.
                let (attribute, count) = match d.defi.get(&s.reg.num) {
                    Some(x) => ("", x.to_string()),
                    None => ("[loop] ", format!("i{}.x", s.reg.num)),
                };
                (
                    format!(
                        "{attribute}for (int {counter} = 0; {counter} < {count}; {counter}++) {{"
                    ),
                    0,
                    1,
                )
            }
            op::ENDREP | op::ENDLOOP => {
                let want = if ins.opcode == op::ENDLOOP {
                    Block::Loop
                } else {
                    Block::Rep
                };
                if blocks.pop() != Some(want) {
                    return Err(at("a loop end without its loop".into()));
                }
                loops.pop();
                cx.loop_depth.set(loops.iter().filter(|l| **l).count());
                ("}".to_string(), 1, 0)
            }
            op::BREAK => ("break;".to_string(), 0, 0),
            op::BREAKC | op::BREAKP => (
                format!("{branch}if ({}) break;", cx.test(ins).map_err(|e| at(e.0))?),
                0,
                0,
            ),
            op::TEXKILL => {
                let Some(dst) = &ins.dst else {
                    return Err(at("texkill without its register".into()));
                };
                let r = cx.name(&dst.reg_src()).map_err(|e| at(e.0))?;
                (format!("clip({r});"), 0, 0)
            }
            op::SINCOS => {
                let text = match reduced_from(&cx, &code, i) {
                    Some(x) => cx.sincos(ins, &x),
                    None if saturated(&code, i) => cx.assignment(ins, &loops),
                    None => Err(Unexpressed(
                        "sincos of a value not reduced to [-pi, pi] the compiler's way has no \
                         exact HLSL: the compiler reduces it again, which rounds differently"
                            .into(),
                    )),
                };
                (text.map_err(|e| at(e.0))?, 0, 0)
            }
            _ => (cx.assignment(ins, &loops).map_err(|e| at(e.0))?, 0, 0),
        };
        if before > depth - 1 {
            return Err(at("a block closed that is not open".into()));
        }
        if matches!(ins.opcode, op::BREAK | op::BREAKC | op::BREAKP) && loops.is_empty() {
            return Err(at("a break outside a loop".into()));
        }
        depth -= before;
        for line in text.lines() {
            let _ = writeln!(h, "{}{line}", "    ".repeat(depth));
        }
        depth += after;
    }
    if depth != 1 {
        return Err(whole("a block that is not closed".into()));
    }
    for (name, _, n) in &d.outputs {
        let _ = writeln!(h, "    output.{name} = {name}.{};", &"xyzw"[..*n]);
    }
    h.push_str("    return output;\n}\n");
    Ok(h)
}

/// An open block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Block {
    If,
    Else,
    Rep,
    Loop,
}

/// The profile to compile with: the version's (`ps_2_x` as `ps_2_a`).
fn profile(p: &Program) -> String {
    let v = p.version;
    let stage = if v.is_ps() { "ps" } else { "vs" };
    let minor = match v.minor {
        0xFF => "sw".to_string(),
        1 if v.major == 2 => "a".to_string(),
        m => m.to_string(),
    };
    format!("{stage}_{}_{minor}", v.major)
}
