//! HLSL from a Direct3D 9 shader (vs_1_1 to 3_0, ps_2_0 to 3_0). Every
//! register is a `float4` (Direct3D 9 registers hold floats), named as the
//! listing names it (`r0`, `v1`, `oPos`, `oC0`); float constants keep their
//! registers (`register(c4)`), `def` constants become literals, integer
//! and boolean constants drive loops and branches. Flow control is
//! structured already (`if`/`else`/`endif`, `rep`, `loop`, `break`), so
//! each instruction is one statement or one brace.

mod constants;
mod declare;
mod reduction;
mod statement;

use super::error::{whole, HlslError, Unexpressed};
use crate::sm1::ir::{Instruction, Program, Relative};
use crate::sm1::table::{op, reg, TextureType};
use declare::{declarations, vector};
use reduction::{reduced_from, saturated, Reduced};
use statement::{AsSource, Context};
use std::fmt::Write;
/// `x` times the factor a reduction's constant was folded from, if any.
fn scaled(x: String, scale: Option<f32>) -> String {
    match scale {
        Some(f) => format!("{x} * {}", statement::literal(f)),
        None => x,
    }
}

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
    // The constant table's names, as the listing's header prints them.
    if let Some(Ok(t)) = p.comments().find_map(|c| c.ctab.as_ref()) {
        let mut names = String::new();
        crate::sm1::ctab::print_with(t, false, &mut names);
        h.push_str(&super::names::reflection_names(&names));
    }
    if d.relative {
        // One array, so that an index chosen at run time reaches every
        // register; its size is what the program reads directly.
        let n = d.consts.iter().max().map_or(1, |m| m + 1);
        let _ = writeln!(h, "float4 c[{n}] : register(c0);");
    } else {
        for c in &d.consts {
            let mut digits = itoa::Buffer::new();
            let c = digits.format(*c);
            for part in ["float4 c", c, " : register(c", c, ");\n"] {
                h.push_str(part);
            }
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
    // Subroutines (`label` ... `ret`) read and write the same registers
    // as the main program: then the registers are globals and each
    // subroutine a function.
    let labels: Vec<usize> = code
        .iter()
        .enumerate()
        .filter(|(_, i)| i.opcode == op::LABEL)
        .map(|(k, _)| k)
        .collect();
    let global = !labels.is_empty();
    // `precise`: the compiler keeps each operation as written (no
    // reassociation of sums, which rounds differently). Not with loops:
    // there the compiler then wants the integer constant in a float
    // register too (X4509) and refuses the shader; nor for globals.
    let looped = code.iter().any(|i| {
        matches!(i.opcode, op::REP | op::LOOP)
            && i.srcs
                .iter()
                .any(|s| s.reg.ty == reg::CONSTINT && !d.defi.contains_key(&s.reg.num))
    });
    let precise = if looped { "" } else { "precise " };
    // The registers: (declaration, value it starts with).
    let mut regs: Vec<(String, String)> = Vec::new();
    for r in 0..d.temps {
        let decl = [precise, "float4 r", itoa::Buffer::new().format(r)].concat();
        regs.push((decl, "0".into()));
    }
    for (name, _) in &d.inputs {
        regs.push((format!("float4 {name}"), format!("input.{name}")));
    }
    if d.input_array {
        // The inputs read at the loop counter, one array from `v0` (the
        // compiler reads it as `v0[aL]` again); a register not declared
        // is 0.
        if global {
            return Err(whole(
                "inputs read at the loop counter in a program with subroutines are not decompiled yet",
            ));
        }
        let n = d
            .inputs
            .iter()
            .filter_map(|(name, _)| name.strip_prefix('v')?.parse::<usize>().ok())
            .max()
            .map_or(0, |m| m + 1);
        let all: Vec<String> = (0..n)
            .map(|k| {
                let name = format!("v{k}");
                if d.inputs.iter().any(|(x, _)| *x == name) {
                    name
                } else {
                    "(float4)0".into()
                }
            })
            .collect();
        regs.push((
            format!("float4 v[{n}]"),
            format!("{{ {} }}", all.join(", ")),
        ));
    }
    if d.misc[0] {
        regs.push(("float4 vPos".into(), "float4(position, 0, 0)".into()));
    }
    if d.misc[1] {
        regs.push(("float4 vFace".into(), "face".into()));
    }
    for (name, _, _) in &d.outputs {
        regs.push((format!("{precise}float4 {name}"), "0".into()));
    }
    if d.predicate {
        regs.push(("bool4 p0".into(), "false".into()));
    }
    if d.address {
        // The address register, as the whole numbers `mova` rounds to.
        regs.push(("float4 a0".into(), "0".into()));
    }
    let cx = Context {
        relative: d.relative,
        loop_depth: std::cell::Cell::new(0),
        version: v,
        defs: &d.defs,
        def_texts: statement::def_texts(&d.defs),
        samplers: &d.samplers,
        defb: &d.defb,
        defi: &d.defi,
        precise: !looped,
    };
    let branch = if cx.flattened() { "" } else { "[branch] " };
    let main_end = labels.first().copied().unwrap_or(code.len());
    if global {
        for (decl, _) in &regs {
            let _ = writeln!(h, "static {decl};");
        }
        let mut names = Vec::new();
        for &l in &labels {
            let name = label_name(code[l]).map_err(|e| at_err(l, e))?;
            let _ = writeln!(h, "void {name}();");
            names.push(name);
        }
        for (k, &l) in labels.iter().enumerate() {
            let end = labels.get(k + 1).copied().unwrap_or(code.len());
            let body = section(&cx, &code, l + 1..end, branch, "return;")?;
            let _ = writeln!(h, "void {}() {{", names[k]);
            h.push_str(&body);
            h.push_str("}\n");
        }
    }
    let _ = writeln!(h, "Output main({}) {{", params.join(", "));
    h.push_str("    Output output;\n");
    for (decl, value) in &regs {
        if global {
            if value != "0" && value != "false" {
                let name = decl.rsplit(' ').next().unwrap_or_default();
                let _ = writeln!(h, "    {name} = {value};");
            }
        } else {
            let _ = writeln!(h, "    {decl} = {value};");
        }
    }
    let mut store = String::new();
    for (name, _, n) in &d.outputs {
        let _ = writeln!(store, "output.{name} = {name}.{};", &"xyzw"[..*n]);
    }
    let ret = format!("{{\n{}    return output;\n}}", indent(&store));
    h.push_str(&section(&cx, &code, 0..main_end, branch, &ret)?);
    h.push_str(&indent(&store));
    h.push_str("    return output;\n}\n");
    // Constants and samplers under the constant table's names.
    Ok(match p.comments().find_map(|c| c.ctab.as_ref()) {
        Some(Ok(t)) => constants::named(t, &h),
        _ => h,
    })
}

/// Each line of `text` indented one level.
fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}\n")).collect()
}

/// An error at instruction `at`.
fn at_err(at: usize, e: Unexpressed) -> HlslError {
    HlslError::Unexpressed {
        at: Some(at),
        message: e.0,
    }
}

/// The function name of a `label lN` (or of `call lN`'s label).
fn label_name(ins: &Instruction) -> Result<String, Unexpressed> {
    match ins.srcs.first() {
        Some(s) if s.reg.ty == reg::LABEL => Ok(format!("l{}", s.reg.num)),
        _ => Err(Unexpressed("a label without its number".into())),
    }
}

/// Whether an instruction reads or writes a register at the loop counter.
fn at_counter(i: &Instruction) -> bool {
    let at = |r: &Option<Relative>| matches!(r, Some(Relative::Token(a)) if a.reg.ty == reg::LOOP);
    i.srcs.iter().any(|s| at(&s.relative)) || i.dst.as_ref().is_some_and(|d| at(&d.relative))
}

/// Whether the body of the `loop` at `code[at]` reads a register at its
/// counter: itself (not inside a loop of its own), or a subroutine it
/// calls (any subroutine reading at a counter counts).
fn reads_counter(code: &[&Instruction], at: usize) -> bool {
    let subroutines = code
        .iter()
        .position(|i| i.opcode == op::LABEL)
        .is_some_and(|l| code[l..].iter().any(|i| at_counter(i)));
    let mut nested = 0usize;
    for i in &code[at + 1..] {
        match i.opcode {
            op::LOOP => nested += 1,
            op::ENDLOOP if nested == 0 => return false,
            op::ENDLOOP => nested -= 1,
            op::CALL | op::CALLNZ if nested == 0 && subroutines => return true,
            _ if nested == 0 && at_counter(i) => return true,
            _ => {}
        }
    }
    false
}

/// Whether the `if` at `at` has an `else`.
fn has_else(code: &[&Instruction], at: usize) -> bool {
    let mut nested = 0usize;
    for i in &code[at + 1..] {
        match i.opcode {
            op::IF | op::IFC => nested += 1,
            op::ELSE if nested == 0 => return true,
            op::ENDIF if nested == 0 => return false,
            op::ENDIF => nested -= 1,
            _ => {}
        }
    }
    false
}

/// Whether the loop opened at `at` runs its body at most once, written
/// as a block: its body ends in an unconditional `break` and breaks nowhere
/// else (a loop nested in it may), or its count is `once` (a `defi` of 1)
/// and it does not break. Gives the final `break`'s place, which the block
/// leaves out.
fn one_pass(code: &[&Instruction], at: usize, once: bool) -> Option<Option<usize>> {
    let mut nested = 0usize;
    let mut breaks = false;
    for (k, i) in code.iter().enumerate().skip(at + 1) {
        match i.opcode {
            op::REP | op::LOOP => nested += 1,
            op::ENDREP | op::ENDLOOP if nested == 0 => {
                return if code[k - 1].opcode == op::BREAK && k - 1 > at {
                    (!breaks).then_some(Some(k - 1))
                } else {
                    (once && !breaks).then_some(None)
                };
            }
            op::ENDREP | op::ENDLOOP => nested -= 1,
            op::BREAK if nested == 0 && code.get(k + 1).is_some_and(|n| is_loop_end(n)) => {}
            op::BREAK | op::BREAKC | op::BREAKP if nested == 0 => breaks = true,
            op::RET | op::LABEL => return None,
            _ => {}
        }
    }
    None
}

fn is_loop_end(i: &Instruction) -> bool {
    matches!(i.opcode, op::ENDREP | op::ENDLOOP)
}

/// The statements of instructions `range` (the main program, or one
/// subroutine's body after its `label`), indented one level; they end at
/// their `ret`. A `ret` inside a block becomes `ret` (the main program's
/// outputs stored and returned, or a subroutine's `return;`).
fn section(
    cx: &Context,
    code: &[&Instruction],
    range: std::ops::Range<usize>,
    branch: &str,
    ret: &str,
) -> Result<String, HlslError> {
    let mut h = String::new();
    let mut depth = 1usize;
    let mut loops: Vec<bool> = Vec::new();
    let mut blocks: Vec<Block> = Vec::new();
    cx.loop_depth.set(0);
    let mut ended = false;
    // Values a `sincos` reduces, kept where their reduction starts when
    // the reduction writes over them.
    let mut kept: std::collections::BTreeMap<usize, Vec<(usize, crate::sm1::ir::SrcOperand)>> =
        Default::default();
    for i in range.clone() {
        if code[i].opcode == op::SINCOS {
            if let Some(Reduced {
                x,
                saved_at: Some(k),
                ..
            }) = reduced_from(cx, code, i)
            {
                kept.entry(k).or_default().push((i, x));
            }
        }
    }
    // The `break`s that end loops of one pass, written without them.
    let mut skip = std::collections::BTreeSet::new();
    for i in range {
        let ins = code[i];
        if skip.contains(&i) {
            continue;
        }
        for (s, x) in kept.get(&i).into_iter().flatten() {
            let v = cx.src(x, &[0]).map_err(|e| HlslError::Unexpressed {
                at: Some(i),
                message: e.0,
            })?;
            let _ = writeln!(h, "{}float reduced{s} = {v};", "    ".repeat(depth));
        }
        let at = |m: String| HlslError::Unexpressed {
            at: Some(i),
            message: m,
        };
        if ended {
            return Err(at("instructions after the program's end".into()));
        }
        let (text, before, after) = match ins.opcode {
            op::DCL | op::DEF | op::DEFI | op::DEFB | op::NOP => continue,
            // The end of the program or of the subroutine; inside a
            // block, a return from it.
            op::RET if depth == 1 => {
                ended = true;
                continue;
            }
            op::RET => (ret.to_string(), 0, 0),
            op::CALL | op::CALLNZ => {
                let name = label_name(ins).map_err(|e| at(e.0))?;
                if ins.opcode == op::CALL {
                    (format!("{name}();"), 0, 0)
                } else {
                    let mut test = ins.clone();
                    test.srcs.remove(0);
                    let cond = cx.test(&test).map_err(|e| at(e.0))?;
                    (format!("{branch}if ({cond}) {name}();"), 0, 0)
                }
            }
            op::LABEL => return Err(at("a label inside a subroutine".into())),
            // A branch stays a branch: flattened, the compiler selects
            // with arithmetic (`mad(c, a - b, b)`), which changes signed
            // zeros, infinities and NaNs.
            // ps_2_x has no dynamic branches in HLSL: there the compiler
            // selects with `cmp`, which keeps the values.
            op::IF | op::IFC => {
                blocks.push(Block::If);
                let test = cx.test(ins).map_err(|e| at(e.0))?;
                let boolean = ins
                    .srcs
                    .first()
                    .filter(|s| ins.opcode == op::IF && s.reg.ty == reg::CONSTBOOL);
                // A `defb` is a literal: no branch to keep, and the
                // compiler, taking `[branch]` on it as unknown, refuses the
                // next `[branch]` nested in it as a duplicate (X3524).
                let branch = match boolean {
                    Some(s) if cx.defb.contains_key(&s.reg.num) => "",
                    _ => branch,
                };
                // Two blocks under one `if (!b#)` are merged by the
                // compiler, and the second then reads the registers the
                // first wrote as they were before it (an error of
                // d3dcompiler_47, tests/corpus/oracle/compiler). The
                // same test as an empty `if` and an `else` compiles right.
                let text = match (boolean, test.strip_prefix('!')) {
                    (Some(s), Some(b))
                        if !cx.defb.contains_key(&s.reg.num) && !has_else(code, i) =>
                    {
                        [branch, "if (", b, ") {\n} else {"].concat()
                    }
                    _ => [branch, "if (", &test, ") {"].concat(),
                };
                (text, 0, 1)
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
                // A loop stays a loop: unrolled, the compiler folds the
                // repeated sums into products, which round differently
                // (ps_2_x has no loops in HLSL: there it must unroll).
                let attribute = if cx.version.is_ps() && cx.version.major == 2 {
                    ""
                } else {
                    "[loop] "
                };
                let count = match cx.defi.get(&s.reg.num) {
                    // The counter written from 0 by 1: where the program
                    // reads at it (`c[aL + 2]`), a `defi` that starts or
                    // steps otherwise would read other registers.
                    Some(&[_, start, step])
                        if ins.opcode == op::LOOP
                            && (start, step) != (0, 1)
                            && reads_counter(code, i) =>
                    {
                        return Err(at(format!(
                            "a loop counter from {start} by {step} (defi i{}) read as an address is not decompiled yet",
                            s.reg.num
                        )));
                    }
                    Some(x) => x[0].to_string(),
                    None => format!("i{}.x", s.reg.num),
                };
                let once = matches!(cx.defi.get(&s.reg.num), Some(&[1, ..]));
                if let Some(last_break) = one_pass(code, i, once) {
                    // It runs once or not at all. Written as a loop that
                    // ends in `break`, the compiler counts it as running
                    // zero times (warning X3557) and drops the body; and a
                    // block is no loop to nest (the compiler nests 4).
                    skip.extend(last_break);
                    let counter = if ins.opcode == op::LOOP && reads_counter(code, i) {
                        format!("\n    int {counter} = 0;")
                    } else {
                        String::new()
                    };
                    let head = match cx.defi.get(&s.reg.num) {
                        Some(&[n, ..]) if n > 0 => "{".to_string(),
                        // A literal test takes no `[branch]` (X3524 on a
                        // nested one, as for `defb`).
                        Some(_) => "if (false) {".to_string(),
                        None => format!("{branch}if ({count} > 0) {{"),
                    };
                    (format!("{head}{counter}"), 0, 1)
                } else {
                    (
                        format!(
                            "{attribute}for (int {counter} = 0; {counter} < {count}; {counter}++) {{"
                        ),
                        0,
                        1,
                    )
                }
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
            // `[flatten]`: the compiler writes the conditional break
            // itself (`break_ge a, b`). Under `[branch]` it writes an `if`
            // around an unconditional `break_ne c, -c`, and where its
            // only constant for 1 is a -1 it writes `break_ne -c, -c`,
            // which never breaks (tests/corpus/oracle/compiler/README.md).
            op::BREAKC | op::BREAKP => (
                [
                    if cx.flattened() { "" } else { "[flatten] " },
                    "if (",
                    &cx.test(ins).map_err(|e| at(e.0))?,
                    ") break;",
                ]
                .concat(),
                0,
                0,
            ),
            op::TEXKILL => {
                let Some(dst) = &ins.dst else {
                    return Err(at("texkill without its register".into()));
                };
                let r = cx.name(&dst.reg_src()).map_err(|e| at(e.0))?;
                (["clip(", &r, ");"].concat(), 0, 0)
            }
            op::SINCOS => {
                let text = match reduced_from(cx, code, i) {
                    Some(r) if r.saved_at.is_some() => {
                        cx.sincos_of(ins, &scaled(format!("reduced{i}"), r.scale))
                    }
                    Some(r) => cx
                        .src(&r.x, &[0])
                        .and_then(|x| cx.sincos_of(ins, &scaled(x, r.scale))),
                    None if saturated(code, i) => cx.assignment(ins),
                    None if reduction::scaled_under_precise(cx, code, i) => Err(Unexpressed(
                        "sincos of a scaled value (the reduction's `mad` by a constant other \
                         than 1/(2 pi)) in a program whose registers are `precise`: the \
                         compiler then multiplies by the scale and by 1/(2 pi) apart, which \
                         rounds differently"
                            .into(),
                    )),
                    None => Err(Unexpressed(
                        "sincos of a value not reduced to [-pi, pi] the compiler's way has no \
                         exact HLSL: the compiler reduces it again, which rounds differently"
                            .into(),
                    )),
                };
                (text.map_err(|e| at(e.0))?, 0, 0)
            }
            _ => (cx.assignment(ins).map_err(|e| at(e.0))?, 0, 0),
        };
        if before > depth - 1 {
            return Err(at("a block closed that is not open".into()));
        }
        if matches!(ins.opcode, op::BREAK | op::BREAKC | op::BREAKP) && loops.is_empty() {
            return Err(at("a break outside a loop".into()));
        }
        depth -= before;
        for line in text.lines() {
            for _ in 0..depth {
                h.push_str("    ");
            }
            h.push_str(line);
            h.push('\n');
        }
        depth += after;
    }
    if depth != 1 {
        return Err(whole("a block that is not closed"));
    }
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
