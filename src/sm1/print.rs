//! [`Program`] -> listing text, byte-identical to Microsoft's
//! `D3DDisassemble` (what `fxc /dumpbin` prints) for shader models 1.x–3.0.
//!
//! Contract: printing never fails; whatever the decoder accepted is
//! printed (unknown register types and usages get a placeholder name).

use super::ctab;
use super::ir::*;
use super::slots;
use super::table::{self, Kind, COMPARISONS};
use std::fmt::Write;

/// The whole listing: constant-table header (if any), version line,
/// instructions and the closing instruction-slot line.
pub fn disassemble(p: &Program) -> String {
    let mut out = String::new();
    write_listing(p, &mut out);
    out
}

/// Like [`disassemble`], appending to `out`.
pub fn write_listing(p: &Program, out: &mut String) {
    for c in p.comments() {
        if let Some(t) = &c.ctab {
            ctab::print(t, out);
        }
    }
    write_body(p, out);
}

/// The version line, the instructions and the closing slot line, without
/// the constant-table header (the form embedded in level-9 listings).
pub fn write_body(p: &Program, out: &mut String) {
    let v = p.version;
    out.push_str("    ");
    out.push_str(&version_name(v));
    out.push('\n');
    let mut depth = 0usize;
    for ins in p.instructions() {
        let Some(info) = table::lookup(ins.opcode) else {
            continue;
        };
        let name = info.name(v.code());
        let closes = matches!(name, "endif" | "endrep" | "endloop" | "else");
        if closes {
            depth = depth.saturating_sub(1);
        }
        if ins.coissue {
            out.push_str("  + ");
        } else {
            out.push_str("    ");
        }
        for _ in 0..depth {
            out.push_str("  ");
        }
        write_instruction(v, info, ins, out);
        out.push('\n');
        if matches!(name, "if" | "rep" | "loop" | "else") {
            depth += 1;
        }
    }
    out.push('\n');
    slots::write_summary(p, out);
}

/// `vs_1_1`, `ps_2_x`, `vs_3_sw`, ...
pub fn version_name(v: Version) -> String {
    let ty = if v.is_ps() { "ps" } else { "vs" };
    let minor = match v.minor {
        0xFF => "sw".to_string(),
        1 if v.major == 2 => "x".to_string(),
        m => m.to_string(),
    };
    format!("{ty}_{}_{minor}", v.major)
}

fn write_instruction(v: Version, info: &table::OpInfo, ins: &Instruction, out: &mut String) {
    if let Some(p) = &ins.predicate {
        out.push('(');
        write_src(v, p, out);
        out.push_str(") ");
    }
    let ver = v.code();
    let mut name = info.name(ver).to_string();
    match info.kind {
        Kind::Comparison => {
            name.push('_');
            name.push_str(COMPARISONS[(ins.control & 7) as usize]);
        }
        Kind::Texld if v.major >= 2 => {
            if ins.control & 1 != 0 {
                name.push('p');
            } else if ins.control & 2 != 0 {
                name.push('b');
            }
        }
        _ => {}
    }
    out.push_str(&name);
    match info.kind {
        Kind::Dcl => {
            let d = ins.dst.as_ref().expect("dcl has a destination");
            write_dcl_name(v, ins.decl.expect("dcl has a declaration"), d, out);
            out.push(' ');
            write_dst(v, d, out);
            return;
        }
        Kind::Def | Kind::Defi | Kind::Defb => {
            out.push(' ');
            write_dst(v, ins.dst.as_ref().expect("def has a destination"), out);
            for &l in &ins.literals {
                out.push_str(", ");
                match info.kind {
                    Kind::Def => out.push_str(&fmt_float(f32::from_bits(l))),
                    Kind::Defi => {
                        let _ = write!(out, "{}", l as i32);
                    }
                    _ => out.push_str(if l != 0 { "true" } else { "false" }),
                }
            }
            return;
        }
        Kind::SrcAsDst => {
            // Microsoft prints `breakp` as `break` and reads its source
            // with the destination layout (mask, result modifiers, shift).
            out.truncate(out.len() - 1);
            let s = &ins.srcs[0];
            let d = super::decode::dst_fields(s.token, s.relative.clone());
            write_dst_mods(&d, out);
            out.push(' ');
            write_dst(v, &d, out);
            return;
        }
        _ => {}
    }
    let mut first = true;
    if let Some(d) = &ins.dst {
        write_dst_mods(d, out);
        out.push(' ');
        write_dst(v, d, out);
        first = false;
    }
    for s in &ins.srcs {
        out.push_str(if first { " " } else { ", " });
        first = false;
        write_src(v, s, out);
    }
}

fn write_dst_mods(d: &DstOperand, out: &mut String) {
    out.push_str(match d.shift {
        1 => "_x2",
        2 => "_x4",
        3 => "_x8",
        13 => "_d8",
        14 => "_d4",
        15 => "_d2",
        _ => "",
    });
    write_result_mods(d.result_mod, out);
}

fn write_result_mods(m: u8, out: &mut String) {
    if m & 1 != 0 {
        out.push_str("_sat");
    }
    if m & 2 != 0 {
        out.push_str("_pp");
    }
    if m & 4 != 0 {
        out.push_str("_centroid");
    }
}

const USAGES: [&str; 14] = [
    "position",
    "blendweight",
    "blendindices",
    "normal",
    "psize",
    "texcoord",
    "tangent",
    "binormal",
    "tessfactor",
    "positiont",
    "color",
    "fog",
    "depth",
    "sample",
];

fn write_dcl_name(v: Version, decl: Decl, d: &DstOperand, out: &mut String) {
    const SAMPLER: u8 = 10;
    const INPUT: u8 = 1;
    const OUTPUT: u8 = 6;
    if d.reg.ty == SAMPLER {
        out.push('_');
        out.push_str(match decl.texture_type() {
            1 => "1d",
            2 => "2d",
            3 => "cube",
            4 => "volume",
            _ => "unknown",
        });
    } else if !v.is_ps() || (v.major >= 3 && (d.reg.ty == INPUT || d.reg.ty == OUTPUT)) {
        out.push('_');
        out.push_str(
            USAGES
                .get(decl.usage() as usize)
                .copied()
                .unwrap_or("unknown"),
        );
        if decl.usage_index() != 0 {
            let _ = write!(out, "{}", decl.usage_index());
        }
    }
    write_result_mods(d.result_mod, out);
}

/// The name of a register (`r0`, `oPos`, `c2048`, `vFace`).
pub fn reg_name(v: Version, r: Register) -> String {
    let n = r.num as u32;
    match r.ty {
        0 => format!("r{n}"),
        1 => format!("v{n}"),
        2 => format!("c{n}"),
        3 if v.is_ps() => format!("t{n}"),
        3 => format!("a{n}"),
        4 => match n {
            0 => "oPos".into(),
            1 => "oFog".into(),
            2 => "oPts".into(),
            _ => format!("oRast{n}"),
        },
        5 => format!("oD{n}"),
        6 if v.major >= 3 => format!("o{n}"),
        6 => format!("oT{n}"),
        7 => format!("i{n}"),
        8 => format!("oC{n}"),
        9 => "oDepth".into(),
        10 => format!("s{n}"),
        11 => format!("c{}", n + 2048),
        12 => format!("c{}", n + 4096),
        13 => format!("c{}", n + 6144),
        14 => format!("b{n}"),
        15 => "aL".into(),
        16 => format!("half{n}"),
        17 => match n {
            0 => "vPos".into(),
            1 => "vFace".into(),
            _ => format!("vMisc{n}"),
        },
        18 => format!("l{n}"),
        19 => format!("p{n}"),
        t => format!("unknown{t}_{n}"),
    }
}

fn write_relative(v: Version, rel: &Relative, out: &mut String) {
    out.push('[');
    match rel {
        Relative::ImplicitA0 => out.push_str("a0.x"),
        Relative::Token(a) => {
            out.push_str(&reg_name(v, a.reg));
            write_swizzle(a.swizzle, out);
        }
    }
    out.push(']');
}

fn write_dst(v: Version, d: &DstOperand, out: &mut String) {
    out.push_str(&reg_name(v, d.reg));
    if let Some(rel) = &d.relative {
        write_relative(v, rel, out);
    }
    if d.mask != 0xF {
        // An empty mask prints as a lone dot.
        out.push('.');
        for (i, c) in ['x', 'y', 'z', 'w'].into_iter().enumerate() {
            if d.mask & (1 << i) != 0 {
                out.push(c);
            }
        }
    }
    write_precision(d.token, out);
}

/// Bits 14..15 of a parameter token: minimum precision (level-9 shaders
/// compiled from `min16float` code).
fn write_precision(token: u32, out: &mut String) {
    match (token >> 14) & 3 {
        1 => out.push_str(" {min16f}"),
        2 => out.push_str(" {min10f}"),
        _ => {}
    }
}

fn write_swizzle(sw: u8, out: &mut String) {
    const C: [char; 4] = ['x', 'y', 'z', 'w'];
    if sw == 0xE4 {
        return;
    }
    out.push('.');
    let comps = [sw & 3, (sw >> 2) & 3, (sw >> 4) & 3, (sw >> 6) & 3];
    if comps.iter().all(|&c| c == comps[0]) {
        out.push(C[comps[0] as usize]);
    } else {
        for c in comps {
            out.push(C[c as usize]);
        }
    }
}

fn write_src(v: Version, s: &SrcOperand, out: &mut String) {
    let (prefix, suffix) = match s.modifier {
        1 => ("-", ""),
        2 => ("", "_bias"),
        3 => ("-", "_bias"),
        4 => ("", "_bx2"),
        5 => ("-", "_bx2"),
        6 => ("1-", ""),
        7 => ("", "_x2"),
        8 => ("-", "_x2"),
        9 => ("", "_dz"),
        10 => ("", "_dw"),
        11 => ("", "_abs"),
        12 => ("-", "_abs"),
        13 => ("!", ""),
        _ => ("", ""),
    };
    out.push_str(prefix);
    out.push_str(&reg_name(v, s.reg));
    if let Some(rel) = &s.relative {
        write_relative(v, rel, out);
    }
    out.push_str(suffix);
    write_swizzle(s.swizzle, out);
    write_precision(s.token, out);
}

/// A float as Microsoft's listings print it: C's `%.9g` with the
/// three-digit exponent of the Microsoft C runtime.
pub fn fmt_float(f: f32) -> String {
    if f.is_nan() {
        return if f.is_sign_negative() {
            "-1.#QNAN"
        } else {
            "1.#QNAN"
        }
        .into();
    }
    if f.is_infinite() {
        return if f < 0.0 { "-1.#INF" } else { "1.#INF" }.into();
    }
    if f == 0.0 {
        return if f.is_sign_negative() { "-0" } else { "0" }.into();
    }
    let d = f as f64;
    // 9 significant digits in scientific form: d.dddddddde[+-]X
    let sci = format!("{:.8e}", d);
    let (mant, exp) = sci.split_once('e').expect("exponent");
    let exp: i32 = exp.parse().expect("exponent digits");
    if !(-4..9).contains(&exp) {
        let mut m = mant.to_string();
        if m.contains('.') {
            while m.ends_with('0') {
                m.pop();
            }
            if m.ends_with('.') {
                m.pop();
            }
        }
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{m}e{sign}{:03}", exp.abs());
    }
    let decimals = (8 - exp).max(0) as usize;
    let mut s = format!("{:.*}", decimals, d);
    if s.contains('.') {
        while s.ends_with('0') {
            s.pop();
        }
        if s.ends_with('.') {
            s.pop();
        }
    }
    s
}
