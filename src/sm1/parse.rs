//! Assembly text -> [`Program`], for shader models 1.x–3.0, the syntax
//! that Microsoft's `D3DAssemble` reads.
//!
//! Contract: syntax only (no validation of versions, register ranges or
//! nesting); errors carry a 1-based line and column. Mnemonics, operand
//! counts and versions come from [`super::table`]; `#define` macros are
//! expanded by `sm1::preproc` first (no `#include`).

use super::ir::*;
use super::table::{self, op, reg, Kind, RegisterType, COMPARISONS};
use crate::codes::Code;
use crate::error::TextError;
use crate::lines::{trim, trim_end, trim_start};
use smallvec::SmallVec;

/// Parses a whole program.
pub fn parse(text: &str) -> Result<Program, TextError> {
    parse_with_lines(text).map(|(p, _)| p)
}

/// Parses a whole program; also gives the 1-based source line of each item.
///
/// Item lines are physical lines of `text`; an error is at the line
/// Microsoft's assembler names (after `#line`). Errors of Microsoft's
/// assembler carry its code ([`TextError::code`]): X2000 (syntax), X2003
/// (write mask), X2005 (register), X2010, X2011, X2029 (source modifiers),
/// X2022 (swizzled or masked scalar register). Some of those Microsoft finds only on
/// reading the next token, and names that token's line.
pub fn parse_with_lines(text: &str) -> Result<(Program, Vec<usize>), TextError> {
    // Microsoft's assembler reads a C string: the text ends at the first
    // NUL byte (dumps of some tools end with one; checked with the oracle).
    let text = memchr::memchr(0, text.as_bytes()).map_or(text, |i| &text[..i]);
    let pre = &super::preproc::preprocess(text)?;
    // Where an error is, worked out only when there is one.
    parse_physical(pre, false).map_err(|e| locate_error(text, pre, e))
}

/// The line (and column) Microsoft's assembler names for error `e` of the
/// preprocessed text `pre` of `text`.
fn locate_error(text: &str, pre: &str, e: TextError) -> TextError {
    let map = super::preproc::line_map(text);
    let logical = |l: usize| map.get(l.wrapping_sub(1)).copied().unwrap_or(l);
    // Line of the next token after each line: the next line with text, or
    // the end of the file.
    let raw: Vec<&str> = crate::lines::lines(pre).collect();
    let eof = crate::lines::newlines(text) + 1;
    let mut next_token = vec![eof; raw.len() + 1];
    for i in (0..raw.len()).rev() {
        let t = trim(strip_comment(raw[i]));
        let has = !t.is_empty() && !t.starts_with('#');
        next_token[i] = if has { i + 1 } else { next_token[i + 1] };
    }
    let src: Vec<&str> = crate::lines::lines(text).collect();
    {
        // Microsoft's grammar reports an instruction or register the
        // version lacks on an earlier line first: look for one in the
        // instructions before the one that failed.
        let failed = if e.line() == 0 { e.col() } else { e.line() };
        let prefix: String = crate::lines::lines(pre)
            .take(failed.saturating_sub(1))
            .flat_map(|l| [l, "\n"])
            .collect();
        if let Ok((p, lines)) = parse_physical(&prefix, false) {
            let earlier = super::grammar::check(&p)
                .into_iter()
                .find(|d| !matches!(d.code, Code::X2007 | Code::X2027));
            if let Some(d) = earlier {
                let line = lines.get(d.item).copied().unwrap_or(1);
                let col = src
                    .get(line - 1)
                    .map_or(1, |l| l.len() - trim_start(l).len() + 1);
                return TextError::coded(d.code.as_str(), logical(line), col, d.message);
            }
        }
        if e.line() != 0 {
            let line = e.line();
            return e.at_line(logical(line));
        }
        // Line 0: found at the next token after line `col`: the first
        // token of a later line, or the end of the file (the end of the
        // last line when the text does not end in a newline).
        let line = next_token.get(e.col()).copied().unwrap_or(eof);
        let col = match src.get(line - 1) {
            Some(l) if line == eof => l.len() + 1,
            Some(l) => l.len() - trim_start(l).len() + 1,
            None => 1,
        };
        e.at(logical(line), col)
    }
}

fn parse_physical(text: &str, listing: bool) -> Result<(Program, Vec<usize>), TextError> {
    let mut version: Option<Version> = None;
    // At most an item per line: room for them at once (growing the block
    // copies every item parsed so far).
    let most = (memchr::memchr_iter(b'\n', text.as_bytes()).count() + 1)
        .min(crate::limits::MAX_INSTRUCTIONS);
    let mut items = Vec::with_capacity(most);
    let mut lines = Vec::with_capacity(most);
    for (i, line) in (CodeLines { rest: text }).enumerate() {
        let line_no = i + 1;
        let trimmed = trim(line);
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let col = line.len() - trim_start(line).len() + 1;
        let Some(v) = version else {
            let (rest, v) = parse_version(trimmed)
                .ok_or_else(|| coded(Code::X2001, line_no, col, "shader version expected"))?;
            version = Some(v);
            let rest = trim(rest);
            if !rest.is_empty() {
                parse_instruction(v, rest, line_no, col, listing, &mut items)?;
                lines.push(line_no);
            }
            continue;
        };
        if items.len() == crate::limits::MAX_INSTRUCTIONS {
            return Err(TextError::new(
                line_no,
                col,
                crate::limits::too_many_instructions(),
            ));
        }
        parse_instruction(v, trimmed, line_no, col, listing, &mut items)?;
        lines.push(line_no);
    }
    let version = version.ok_or_else(|| TextError::new(1, 1, "no version statement"))?;
    Ok((Program { version, items }, lines))
}

/// The lines of a text as [`crate::lines::lines`] gives them, each without
/// its comment as [`strip_comment`] cuts it, found in one search per line
/// (a line end, `;` or `/`): two searches per line, for the end and for a
/// comment, were 4% of assembling a public listing.
struct CodeLines<'a> {
    rest: &'a str,
}

impl<'a> Iterator for CodeLines<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        if self.rest.is_empty() {
            return None;
        }
        let b = self.rest.as_bytes();
        let mut from = 0;
        loop {
            let Some(k) = memchr::memchr3(b'\n', b';', b'/', &b[from..]) else {
                // The last line, without a line ending (a `\r` it ends with
                // stays, as `lines` keeps it).
                return Some(std::mem::take(&mut self.rest));
            };
            let i = from + k;
            match b[i] {
                b'\n' => {
                    let line = &self.rest[..i];
                    self.rest = &self.rest[i + 1..];
                    return Some(line.strip_suffix('\r').unwrap_or(line));
                }
                b';' => {}
                _ if b.get(i + 1) == Some(&b'/') => {}
                // A lone `/` is text.
                _ => {
                    from = i + 1;
                    continue;
                }
            }
            // A comment: the code before it; the line ends at the next `\n`.
            let line = &self.rest[..i];
            self.rest = match memchr::memchr(b'\n', &b[i..]) {
                Some(n) => &self.rest[i + n + 1..],
                None => "",
            };
            return Some(line);
        }
    }
}

fn strip_comment(l: &str) -> &str {
    // The first `//` or `;`: `memchr2` finds the candidates (a loop over
    // every byte of every line was 2% of assembling).
    let b = l.as_bytes();
    let mut from = 0;
    while let Some(k) = memchr::memchr2(b';', b'/', &b[from..]) {
        let i = from + k;
        if b[i] == b';' || b.get(i + 1) == Some(&b'/') {
            return &l[..i];
        }
        from = i + 1;
    }
    l
}

fn parse_version(s: &str) -> Option<(&str, Version)> {
    let ty = match s.get(..2)? {
        "vs" => ShaderType::Vertex,
        "ps" => ShaderType::Pixel,
        _ => return None,
    };
    let sep = s.as_bytes().get(2).copied()?;
    if sep != b'_' && sep != b'.' {
        return None;
    }
    let word_end = crate::lines::find_whitespace(s).unwrap_or(s.len());
    let (maj, min) = s.get(3..word_end)?.split_once(sep as char)?;
    // The versions Microsoft's assembler knows, spelled as it spells them;
    // anything else (`vs_2_1`, `vs_3_1`, `ps_1_5`, `vs_20_2`, `vs_2_X`) is
    // "shader version expected" (checked with the oracle). A 1.0 shader is
    // assembled as 1.1, as Microsoft's does (with a warning).
    let pixel = ty == ShaderType::Pixel;
    let (major, minor) = match (maj, min) {
        ("1", "0" | "1") => (1, 1),
        ("1", "2") if pixel => (1, 2),
        ("1", "3") if pixel => (1, 3),
        ("1", "4") if pixel => (1, 4),
        ("2", "0") => (2, 0),
        ("2", "x") => (2, 1),
        ("2", "sw") => (2, 0xFF),
        ("3", "0") => (3, 0),
        ("3", "sw") => (3, 0xFF),
        _ => return None,
    };
    Some((&s[word_end..], Version { ty, major, minor }))
}

fn err(line: usize, col: usize, msg: impl Into<String>) -> TextError {
    TextError::new(line, col, msg)
}

/// An error of Microsoft's assembler at this line.
fn coded(code: Code, line: usize, col: usize, msg: impl Into<String>) -> TextError {
    TextError::coded(code.as_str(), line, col, msg)
}

/// An error of Microsoft's assembler that it finds on reading the token
/// after the instruction on `line` (resolved by [`parse_with_lines`]).
fn at_next(code: Code, line: usize, msg: impl Into<String>) -> TextError {
    TextError::coded(code.as_str(), 0, line, msg)
}

/// Splits `s` at top-level commas.
fn split_operands(s: &str) -> SmallVec<[&str; 6]> {
    let mut v = SmallVec::new();
    let mut depth = 0i32;
    let mut start = 0;
    // ASCII bytes only: positions are character boundaries.
    for (i, c) in s.bytes().enumerate() {
        match c {
            b'[' => depth += 1,
            b']' => depth -= 1,
            b',' if depth == 0 => {
                v.push(trim(&s[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = trim(&s[start..]);
    if !last.is_empty() || !v.is_empty() {
        v.push(last);
    }
    v
}

/// An instruction word's opcode, comparison or texld control, `dcl`
/// token, and the modifier suffixes left (`_sat`, `_x2`).
struct Word<'a> {
    opcode: Opcode,
    control: u8,
    decl_token: Option<u32>,
    suffixes: SmallVec<[&'a str; 4]>,
}

/// Reads an instruction word (lower case); `None` if no row has it.
fn word(v: Version, lower: &str) -> Option<Word<'_>> {
    // Most words have no suffix: nothing to split.
    let (base, mut rest_parts): (&str, SmallVec<[&str; 4]>) =
        match memchr::memchr(b'_', lower.as_bytes()) {
            None => (lower, SmallVec::new()),
            // The pieces `split('_')` gives, found byte by byte: the
            // pieces are a few bytes long, and the standard splitter's
            // searcher and collecting into the vector were 2% of assembling.
            Some(i) => {
                let rest = &lower[i + 1..];
                let mut parts = SmallVec::new();
                let mut start = 0;
                for (k, b) in rest.bytes().enumerate() {
                    if b == b'_' {
                        parts.push(&rest[start..k]);
                        start = k + 1;
                    }
                }
                parts.push(&rest[start..]);
                (&lower[..i], parts)
            }
        };
    let ver = v.code();
    let mut control = 0u8;
    let mut decl_token: Option<u32> = None;
    // Comparison suffix (of `if`, `break` and `setp` only).
    let comp = match base {
        "if" | "break" | "setp" => rest_parts
            .first()
            .and_then(|p| COMPARISONS.iter().position(|c| !c.is_empty() && c == p)),
        _ => None,
    };
    let opcode: Opcode = match base {
        "if" | "break" | "setp" if comp.is_some() => {
            control = comp.unwrap_or(0) as u8;
            rest_parts.remove(0);
            match base {
                "if" => op::IFC,
                "break" => op::BREAKC,
                _ => op::SETP,
            }
        }
        "if" => op::IF,
        "break" => op::BREAK,
        "breakp" => op::BREAKP,
        "texldp" => {
            control = 1;
            op::TEX
        }
        "texldb" => {
            control = 2;
            op::TEX
        }
        "tex" | "texld" => op::TEX,
        "texcoord" | "texcrd" => op::TEXCOORD,
        "dcl" => {
            let mut tok = 0x8000_0000u32;
            if let Some(first) = rest_parts.first().copied() {
                if let Some(tt) = TextureType::from_name(first) {
                    tok |= (tt.0 as u32) << 27;
                    rest_parts.remove(0);
                } else {
                    let digits = first.trim_end_matches(|c: char| c.is_ascii_digit());
                    // Pixel shaders before 3.0 declare no usages: the
                    // word is not in Microsoft's grammar (X2000).
                    if v.is_ps() && v.major < 3 && Usage::from_name(digits).is_some() {
                        return None;
                    }
                    if let Some(u) = Usage::from_name(digits) {
                        let idx: u32 = first[digits.len()..].parse().unwrap_or(0);
                        tok |= u.0 as u32 | (idx & 0xF) << 16;
                        rest_parts.remove(0);
                    }
                }
            }
            decl_token = Some(tok);
            op::DCL
        }
        name => match table::by_name(name) {
            [one] => one.opcode,
            rows => rows
                .iter()
                .max_by_key(|r| (r.available(v.is_ps(), ver), r.name(ver) == name))
                .map(|r| r.opcode)?,
        },
    };
    Some(Word {
        opcode,
        control,
        decl_token,
        suffixes: rest_parts,
    })
}

/// Parses an instruction line onto the end of `items` (made in its place:
/// an instruction is a few hundred bytes, and returning it copied it
/// three times).
fn parse_instruction(
    v: Version,
    s: &str,
    line: usize,
    col: usize,
    listing: bool,
    items: &mut Vec<Item>,
) -> Result<(), TextError> {
    let mut s = trim(s);
    let mut coissue = false;
    if let Some(r) = s.strip_prefix('+') {
        coissue = true;
        s = trim_start(r);
    }
    let mut predicate = None;
    if let Some(r) = s.strip_prefix('(') {
        let close =
            byte_pos(r, b')').ok_or_else(|| err(line, col, "missing ')' after predicate"))?;
        predicate = Some(parse_src(v, trim(&r[..close]), line, col, listing)?);
        s = trim_start(&r[close + 1..]);
    }
    let (mnemonic, rest) = match crate::lines::find_whitespace(s) {
        Some(i) => (&s[..i], trim(&s[i..])),
        None => (s, ""),
    };
    // Most listings write mnemonics in lower case already.
    let lower: std::borrow::Cow<str> = if mnemonic.bytes().any(|b| b.is_ascii_uppercase()) {
        mnemonic.to_ascii_lowercase().into()
    } else {
        mnemonic.into()
    };
    let ver = v.code();
    let Word {
        opcode,
        control,
        decl_token,
        suffixes: rest_parts,
    } = word(v, &lower).ok_or_else(|| {
        if lower.starts_with("dcl_") {
            // A usage where the version declares none.
            coded(
                Code::X2000,
                line,
                col,
                format!("syntax error : unexpected token '{mnemonic}'"),
            )
        } else {
            err(line, col, format!("unknown instruction '{mnemonic}'"))
        }
    })?;
    let info = table::lookup(opcode).expect("opcode from the table");
    let (result_mod, shift) = result_modifiers(&rest_parts, mnemonic, line, col)?;
    // An instruction without a destination takes no result modifier, nor
    // `def*` (Microsoft's grammar rejects the word). But `break` with an
    // operand: a `breakp` whose predicate's bits Microsoft's disassembler
    // prints as modifiers (`break_pp p0.x`).
    let breakp = opcode == op::BREAK && !trim(rest).is_empty();
    if (result_mod != 0 || shift != 0)
        && ((!info.dst && !breakp) || matches!(opcode, op::DEF | op::DEFI | op::DEFB))
    {
        return Err(coded(
            Code::X2000,
            line,
            col,
            format!("syntax error : unexpected token '{mnemonic}'"),
        ));
    }
    let ops = split_operands(rest);
    // Microsoft's grammar rejects the instruction word (X2000) before
    // reading its operands.
    let word_ok = super::grammar::instruction_in_version(v, opcode)
        && super::grammar::modifiers_in_version(v, opcode, result_mod, shift);
    let word = |e: TextError| {
        if e.code().is_some() && !word_ok {
            coded(
                Code::X2000,
                line,
                col,
                format!("syntax error : unexpected token '{mnemonic}'"),
            )
        } else {
            e
        }
    };
    items.push(Item::NOP);
    let Some(Item::Instruction(ins)) = items.last_mut() else {
        unreachable!("an instruction was pushed");
    };
    ins.opcode = opcode;
    ins.control = control;
    ins.coissue = coissue;
    ins.decl = decl_token.map(|token| Decl { token });
    ins.predicate = predicate;
    let mut body = || -> Result<(), TextError> {
        // Found at the next token: the ',' after the destination, or the token
        // after the instruction.
        let dst_at = |e: TextError| {
            if e.line() == 0 && ops.len() > 1 {
                e.at(line, col)
            } else {
                e
            }
        };
        let want = |n: usize| -> Result<(), TextError> {
            if ops.len() != n {
                return Err(err(
                    line,
                    col,
                    format!(
                        "error X2000: '{mnemonic}' takes {n} operands, found {}",
                        ops.len()
                    ),
                ));
            }
            Ok(())
        };
        if opcode == op::BREAK && ops.len() == 1 {
            // Microsoft's listing form of `breakp`: `break_d8_pp p0.yw`, the
            // source token's bits read as a destination (see the printer).
            // The listing drops bit 3 of the "result modifier" (bit 23); a
            // replicated swizzle (`.x` .. `.w`) is what the assembler writes, so
            // take the high nibble equal to the low one when the printed bits
            // agree with that.
            // An empty mask prints as `p0.`.
            let empty = trim_end(ops[0]).strip_suffix('.');
            let mut d =
                parse_dst(v, empty.unwrap_or(ops[0]), line, col, listing).map_err(dst_at)?;
            if empty.is_some() {
                d.mask = 0;
            }
            ins.opcode = op::BREAKP;
            let high = if [0x0, 0x5, 0xA, 0xF].contains(&d.mask) && d.mask & 7 == result_mod {
                d.mask
            } else {
                result_mod
            };
            ins.srcs.push(SrcOperand {
                reg: d.reg,
                swizzle: d.mask | high << 4,
                modifier: SrcMod(shift),
                relative: d.relative,
                token: 0,
            });
            return Ok(());
        }
        match info.kind {
            Kind::Dcl => {
                want(1)?;
                let d = ins.dst.insert(DstOperand::EMPTY);
                parse_dst_into(v, ops[0], line, col, listing, d).map_err(dst_at)?;
            }
            Kind::Def | Kind::Defi | Kind::Defb => {
                let n = if info.kind == Kind::Defb { 2 } else { 5 };
                want(n)?;
                let d = ins.dst.insert(DstOperand::EMPTY);
                parse_dst_into(v, ops[0], line, col, listing, d).map_err(dst_at)?;
                for o in &ops[1..] {
                    let val = constant(info.kind, o, listing)
                        .ok_or_else(|| err(line, col, format!("bad constant '{o}'")))?;
                    ins.literals.push(val);
                }
            }
            _ => {
                let nsrc = info.src_count(ver) as usize;
                let ndst = info.dst as usize;
                want(ndst + nsrc)?;
                if info.dst {
                    let d = ins.dst.insert(DstOperand::EMPTY);
                    parse_dst_into(v, ops[0], line, col, listing, d).map_err(dst_at)?;
                }
                for (k, o) in ops.iter().enumerate().skip(ndst) {
                    // Found at the next token: the ',' on this line, or the
                    // token after the instruction.
                    let last = k + 1 == ops.len();
                    ins.srcs.push(SrcOperand::EMPTY);
                    let slot = ins.srcs.last_mut().expect("just pushed");
                    parse_src_into(v, o, line, col, listing, slot).map_err(|e| {
                        if e.line() == 0 && !last {
                            e.at(line, col)
                        } else {
                            e
                        }
                    })?;
                }
            }
        }
        if opcode == op::SUB && (v.major >= 2 || !v.is_ps()) {
            // Vertex shaders and shader model 2+: Microsoft's assembler
            // writes `sub a, b, c` as `add a, b, -c` (ps_1_x keeps `sub`;
            // tests/corpus/oracle/sm1-encoding).
            if let Some(c) = ins.srcs.get_mut(1) {
                c.modifier = c.modifier.negated().ok_or_else(|| {
                    err(
                        line,
                        col,
                        "the second source of sub cannot take this modifier",
                    )
                })?;
            }
            ins.opcode = op::ADD;
        }
        if let Some(d) = &mut ins.dst {
            d.result_mod = result_mod;
            d.shift = shift;
        } else if info.kind == Kind::SrcAsDst && (result_mod != 0 || shift != 0) {
            return Err(err(
                line,
                col,
                "modifiers on an instruction without destination",
            ));
        }
        Ok(())
    };
    let done = body().map_err(word);
    if done.is_err() {
        items.pop();
    }
    done
}

/// The result modifiers (`_sat`, `_pp`, `_centroid` bits) and shift
/// (`_x2` .. `_d8`) of an instruction word's suffixes.
fn result_modifiers(
    parts: &[&str],
    mnemonic: &str,
    line: usize,
    col: usize,
) -> Result<(u8, u8), TextError> {
    let mut result_mod = 0u8;
    let mut shift = 0u8;
    // A modifier given twice, or two shifts, is not a token of Microsoft's
    // grammar.
    let twice = || {
        coded(
            Code::X2000,
            line,
            col,
            format!("syntax error : unexpected token '{mnemonic}'"),
        )
    };
    for &p in parts {
        let flag = match p {
            "sat" => 1,
            "pp" => 2,
            "centroid" => 4,
            _ => 0,
        };
        if flag != 0 {
            if result_mod & flag != 0 {
                return Err(twice());
            }
            result_mod |= flag;
            continue;
        }
        if shift != 0 && matches!(p, "x2" | "x4" | "x8" | "d2" | "d4" | "d8") {
            return Err(twice());
        }
        match p {
            "x2" => shift = 1,
            "x4" => shift = 2,
            "x8" => shift = 3,
            "d2" => shift = 15,
            "d4" => shift = 14,
            "d8" => shift = 13,
            // Not a modifier: Microsoft's grammar stops at the word
            // (X2000, then X2024 "invalid instruction modifiers").
            _ => {
                return Err(coded(
                    Code::X2000,
                    line,
                    col,
                    format!("syntax error : unexpected token '{mnemonic}'"),
                ))
            }
        }
    }
    Ok((result_mod, shift))
}

/// A `def`, `defi` or `defb` value as written.
fn constant(kind: Kind, o: &str, listing: bool) -> Option<u32> {
    Some(match kind {
        // Microsoft's assembler reads a hex `def` value as the
        // number it writes (0x3f800000 is 1065353216.0, as the
        // oracle shows), not as float bits.
        // A listing printed with hex literals (D3DDisassemble
        // 0x80) gives the bits.
        Kind::Def if listing && o.starts_with("0x") => u32::from_str_radix(&o[2..], 16).ok()?,
        Kind::Def if o.starts_with("0x") => u32::from_str_radix(&o[2..], 16)
            .ok()
            .map(|v| (v as f32).to_bits())?,
        Kind::Def => match crate::cfloat::special_float(o) {
            Some(bits) => bits,
            None => o
                .strip_suffix(['f', 'F'])
                .unwrap_or(o)
                .parse::<f32>()
                .ok()?
                .to_bits(),
        },
        Kind::Defi => o.parse::<i32>().ok()? as u32,
        _ => match o.to_ascii_lowercase().as_str() {
            "true" => 1,
            "false" => 0,
            _ => return None,
        },
    })
}

/// Register name -> (type, number); `c` alone (as in `c[a0.x + 3]`) is c0.
fn parse_reg(v: Version, s: &str) -> Option<Register> {
    use super::table::reg;
    let named: &[(&str, RegisterType, u16)] = &[
        ("oPos", reg::RASTOUT, 0),
        ("oFog", reg::RASTOUT, 1),
        ("oPts", reg::RASTOUT, 2),
        ("oDepth", reg::DEPTHOUT, 0),
        ("vPos", reg::MISCTYPE, 0),
        ("vFace", reg::MISCTYPE, 1),
        ("aL", reg::LOOP, 0),
    ];
    // Digits are ASCII: their first byte is their first character.
    let split = s.bytes().position(|c| c.is_ascii_digit());
    // No named register has a digit (most registers do: skip the names).
    if split.is_none() {
        for &(n, ty, num) in named {
            if s.eq_ignore_ascii_case(n) {
                return Some(Register { ty, num });
            }
        }
    }
    let split = split.unwrap_or(s.len());
    let (prefix, digits) = s.split_at(split);
    let num: u32 = if digits.is_empty() {
        if ["c", "o", "v"]
            .iter()
            .any(|p| prefix.eq_ignore_ascii_case(p))
        {
            0
        } else {
            return None;
        }
    } else {
        crate::lines::decimal(digits.as_bytes()).and_then(|n| u32::try_from(n).ok())?
    };
    // Lower case on the stack: register names are short (a byte loop: a
    // copy of a length known only here is a library call).
    let mut buf = [0u8; 16];
    let lower = buf.get_mut(..prefix.len())?;
    for (d, c) in lower.iter_mut().zip(prefix.bytes()) {
        *d = c.to_ascii_lowercase();
    }
    let ty = match &*lower {
        b"r" => reg::TEMP,
        b"v" => reg::INPUT,
        b"c" => {
            let (ty, n) = match num {
                0..=2047 => (reg::CONST, num),
                2048..=4095 => (reg::CONST2, num - 2048),
                4096..=6143 => (reg::CONST3, num - 4096),
                6144..=8191 => (reg::CONST4, num - 6144),
                _ => return None,
            };
            return Some(Register { ty, num: n as u16 });
        }
        b"a" if !v.is_ps() => reg::ADDR,
        b"t" if v.is_ps() => reg::TEXTURE,
        b"od" => reg::ATTROUT,
        // `oT#` before vs_3_0, `o#` from it (Microsoft's assembler: X2005
        // `invalid register` for the other spelling).
        b"ot" if v.major < 3 => reg::OUTPUT,
        b"o" if v.major >= 3 => reg::OUTPUT,
        b"i" => reg::CONSTINT,
        b"oc" => reg::COLOROUT,
        b"s" => reg::SAMPLER,
        b"b" => reg::CONSTBOOL,
        b"l" => reg::LABEL,
        b"p" => reg::PREDICATE,
        _ => return None,
    };
    if num > 0x7FF {
        return None;
    }
    Some(Register {
        ty,
        num: num as u16,
    })
}

/// aL, b#, l# and vFace hold one value: they take no swizzle.
fn is_scalar(reg: Register) -> bool {
    matches!(reg.ty, reg::CONSTBOOL | reg::LOOP | reg::LABEL)
        || (reg.ty == reg::MISCTYPE && reg.num == 1)
}

/// Whether a destination register is scalar, so that Microsoft's
/// assembler refuses a write mask on it (X2022): `oFog`, `oPts`,
/// `oDepth` (asked of the oracle; a full `.xyzw` is refused too).
fn is_scalar_dst(reg: Register) -> bool {
    (reg.ty == reg::RASTOUT && matches!(reg.num, 1 | 2)) || reg.ty == reg::DEPTHOUT
}

/// The swizzle a selector's letters spell (`xyzw`, `rgba`, any case: up to
/// four, the last repeated; none: no swizzle); `None` for another letter
/// or a fifth.
#[inline(always)]
fn swizzle_bits(sel: &str) -> Option<u8> {
    if sel.is_empty() {
        return Some(0xE4);
    }
    let mut comps = [0u8; 4];
    let mut n = 0;
    for c in sel.chars() {
        *comps.get_mut(n)? = comp_index(c)?;
        n += 1;
    }
    let mut swizzle = 0;
    for (i, shift) in (0..4).zip((0..8).step_by(2)) {
        swizzle |= comps[i.min(n - 1)] << shift;
    }
    Some(swizzle)
}

/// Why a write mask is bad.
enum MaskFault {
    /// A letter that names no component.
    Letter,
    /// A component out of order or twice.
    Order,
}

/// The write mask a selector's letters spell (`xyzw`, `rgba`, any case,
/// in order, each once; none: all four).
#[inline(always)]
fn mask_bits(sel: &str) -> Result<u8, MaskFault> {
    if sel.is_empty() {
        return Ok(0xF);
    }
    let mut mask = 0u8;
    for c in sel.chars() {
        let i = comp_index(c).ok_or(MaskFault::Letter)?;
        if mask >> i != 0 {
            return Err(MaskFault::Order);
        }
        mask |= 1 << i;
    }
    Ok(mask)
}

fn comp_index(c: char) -> Option<u8> {
    match c.to_ascii_lowercase() {
        'x' | 'r' => Some(0),
        'y' | 'g' => Some(1),
        'z' | 'b' => Some(2),
        'w' | 'a' => Some(3),
        _ => None,
    }
}

/// Splits `reg[rel].sel` into the register text, the relative part and the
/// selector (mask or swizzle) text.
fn split_operand(s: &str) -> (&str, Option<&str>, &str) {
    if let Some(open) = byte_pos(s, b'[') {
        let close = s.bytes().rposition(|c| c == b']').unwrap_or(s.len());
        let after = s.get(close + 1..).unwrap_or("");
        let sel = after.strip_prefix('.').unwrap_or(after);
        return (&s[..open], Some(&s[open + 1..close.max(open + 1)]), sel);
    }
    match byte_pos(s, b'.') {
        Some(i) => (&s[..i], None, &s[i + 1..]),
        None => (s, None, ""),
    }
}

/// Where ASCII byte `b` first is in `s`. Operands are a few bytes long:
/// a plain loop, where `str::find` sets up a `memchr` search per call.
fn byte_pos(s: &str, b: u8) -> Option<usize> {
    s.bytes().position(|c| c == b)
}

/// The relative part `a0.x`, `aL`, `a0.x + 3`: the address and an offset.
fn parse_relative(
    v: Version,
    s: &str,
    line: usize,
    col: usize,
) -> Result<(Option<Relative>, u32), TextError> {
    let mut offset = 0u32;
    let mut addr = None;
    for term in s.split('+') {
        let t = trim(term);
        if t.is_empty() {
            continue;
        }
        if let Ok(n) = t.parse::<u32>() {
            offset += n;
            continue;
        }
        let a0x = t
            .split_whitespace()
            .collect::<String>()
            .eq_ignore_ascii_case("a0.x");
        if v.major < 2 && a0x {
            addr = Some(Relative::ImplicitA0);
        } else {
            // vs_1_1 with `a0`, `a0.y`, `aL`...: an address token, which
            // the assembler rules report (X2007 "only a0.x", X2005).
            let a = parse_src(v, t, line, col, false)?;
            if a.relative.is_some() {
                // An address with an address of its own: Microsoft's
                // assembler names the register (checked with the oracle).
                let name = trim(t.split('[').next().unwrap_or(t));
                return Err(coded(
                    Code::X2005,
                    line,
                    col,
                    format!("invalid register '{name}[...]'"),
                ));
            }
            addr = Some(Relative::Token(Address {
                reg: a.reg,
                swizzle: a.swizzle,
                modifier: a.modifier,
                token: a.token,
            }));
        }
    }
    Ok((addr, offset))
}

/// A register, or Microsoft's X2005 for a name the version lacks.
#[inline(always)]
fn register(v: Version, text: &str, line: usize, col: usize) -> Result<Register, TextError> {
    parse_reg(v, trim(text)).ok_or_else(|| {
        coded(
            Code::X2005,
            line,
            col,
            format!("invalid register '{}'", trim(text)),
        )
    })
}

/// A register and its relative address (`c[a0.x + 3]`: the offset is
/// added to the register number), written into the operand's `reg` and
/// `relative`: returned as a pair through memory, it was read back right
/// after it was written, in other widths (a stall).
#[inline(always)]
fn register_relative(
    v: Version,
    (reg_s, rel_s): (&str, Option<&str>),
    (line, col): (usize, usize),
    reg: &mut Register,
    relative: &mut Option<Relative>,
) -> Result<(), TextError> {
    if rel_s.is_some() && reg_s.contains('.') {
        // `a0.x[1]`: a selector ends the register (checked with the oracle).
        return Err(coded(
            Code::X2000,
            line,
            col,
            "syntax error : unexpected token '['",
        ));
    }
    *reg = register(v, reg_s, line, col)?;
    if let Some(r) = rel_s {
        let (a, off) = parse_relative(v, r, line, col)?;
        reg.num = reg.num.saturating_add(off as u16);
        *relative = a;
    }
    Ok(())
}

fn parse_dst(
    v: Version,
    s: &str,
    line: usize,
    col: usize,
    listing: bool,
) -> Result<DstOperand, TextError> {
    let mut d = DstOperand::EMPTY;
    parse_dst_into(v, s, line, col, listing, &mut d)?;
    Ok(d)
}

/// [`parse_dst`] into its place in the instruction: an operand returned
/// by value was read back, a field at a time, right after the callee wrote
/// it, which stalls (a tenth of parsing an instruction).
fn parse_dst_into(
    v: Version,
    s: &str,
    line: usize,
    col: usize,
    listing: bool,
    out: &mut DstOperand,
) -> Result<(), TextError> {
    if fast_dst(v, s, out).is_some() {
        return Ok(());
    }
    general_dst_into(v, s, (line, col), listing, out)
}

/// [`parse_dst_into`] for any form (see [`fast_dst`]).
fn general_dst_into(
    v: Version,
    s: &str,
    (line, col): (usize, usize),
    listing: bool,
    out: &mut DstOperand,
) -> Result<(), TextError> {
    let (s, token) = precision_mark(s, listing);
    let (reg_s, rel_s, sel) = split_operand(trim(s));
    let (to_reg, to_rel) = (&mut out.reg, &mut out.relative);
    register_relative(v, (reg_s, rel_s), (line, col), to_reg, to_rel)?;
    if sel.is_empty() && trim_end(s).ends_with('.') {
        return Err(at_next(
            Code::X2000,
            line,
            "syntax error : unexpected token",
        ));
    }
    if !sel.is_empty() && is_scalar_dst(out.reg) {
        return Err(coded(
            Code::X2022,
            line,
            col,
            "scalar registers cannot be masked",
        ));
    }
    out.mask = mask_bits(sel).map_err(|fault| match fault {
        MaskFault::Letter => err(line, col, format!("bad write mask '.{sel}'")),
        MaskFault::Order => coded(Code::X2003, line, col, format!("invalid mask '{sel}'")),
    })?;
    out.result_mod = 0;
    out.shift = 0;
    out.token = token;
    Ok(())
}

fn parse_src(
    v: Version,
    s: &str,
    line: usize,
    col: usize,
    listing: bool,
) -> Result<SrcOperand, TextError> {
    let mut o = SrcOperand::EMPTY;
    parse_src_into(v, s, line, col, listing, &mut o)?;
    Ok(o)
}

/// [`parse_src`] into its place in the instruction (see
/// [`parse_dst_into`]).
fn parse_src_into(
    v: Version,
    s: &str,
    line: usize,
    col: usize,
    listing: bool,
    out: &mut SrcOperand,
) -> Result<(), TextError> {
    if fast_src(v, s, out).is_some() {
        return Ok(());
    }
    general_src_into(v, s, (line, col), listing, out)
}

/// [`parse_src_into`] for any form (see [`fast_src`]).
fn general_src_into(
    v: Version,
    s: &str,
    (line, col): (usize, usize),
    listing: bool,
    out: &mut SrcOperand,
) -> Result<(), TextError> {
    let (s, token) = precision_mark(s, listing);
    let mut s = trim(s);
    let mut modifier = SrcMod::NONE;
    let mut neg = false;
    if let Some(r) = s.strip_prefix('-') {
        neg = true;
        s = trim_start(r);
    } else if let Some(r) = s.strip_prefix('!') {
        modifier = SrcMod::NOT;
        s = trim_start(r);
    } else if s.starts_with(|c: char| c.is_ascii_digit()) {
        // `1 - r0`: the complement (ps_1_x only); another number there is
        // an invalid complement, a number alone a syntax error.
        let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        let (num, r) = s.split_at(end);
        let r = trim_start(r);
        if r.starts_with('.') {
            return Err(coded(
                Code::X2000,
                line,
                col,
                "syntax error : unexpected float",
            ));
        }
        let Some(r) = r.strip_prefix('-') else {
            return Err(coded(
                Code::X2000,
                line,
                col,
                "syntax error : unexpected integer",
            ));
        };
        if num != "1" {
            return Err(at_next(Code::X2010, line, "invalid complement expression"));
        }
        if !(v.is_ps() && v.major == 1) {
            return Err(at_next(
                Code::X2029,
                line,
                "complement is not supported in this shader version",
            ));
        }
        modifier = SrcMod::COMP;
        s = trim_start(r);
    }
    // A suffix modifier sits between the register (or its `[...]`) and
    // the swizzle: `r0_bx2.x`, `c0[a0.x]_abs`.
    let (body, suffix) = match byte_pos(s, b'_') {
        Some(i) => {
            let after = &s[i + 1..];
            let (suf, swz) = match byte_pos(after, b'.') {
                Some(j) => (&after[..j], &after[j..]),
                None => (after, ""),
            };
            (std::borrow::Cow::Owned(format!("{}{swz}", &s[..i])), suf)
        }
        None => (std::borrow::Cow::Borrowed(s), ""),
    };
    let (reg_s, rel_s, sel) = split_operand(&body);
    let Some(m) = SrcMod::from_suffix(suffix) else {
        return Err(err(
            line,
            col,
            format!("unknown source modifier '_{suffix}'"),
        ));
    };
    if m != SrcMod::NONE {
        modifier = m;
    }
    if neg {
        modifier = match modifier {
            SrcMod::DZ | SrcMod::DW if v.is_ps() && v.major == 1 => {
                return Err(at_next(
                    Code::X2011,
                    line,
                    "negate and divide modifiers cannot be combined",
                ))
            }
            SrcMod::DZ | SrcMod::DW => {
                return Err(coded(
                    Code::X2005,
                    line,
                    col,
                    format!("invalid register '{reg_s}_{suffix}'"),
                ))
            }
            m => m
                .negated()
                .filter(|n| *n > m)
                .ok_or_else(|| err(line, col, "this source modifier cannot be negated"))?,
        };
    }
    let (to_reg, to_rel) = (&mut out.reg, &mut out.relative);
    register_relative(v, (reg_s, rel_s), (line, col), to_reg, to_rel)?;
    let reg = out.reg;
    if sel.is_empty() && trim_end(&body).ends_with('.') {
        return Err(at_next(
            Code::X2000,
            line,
            "syntax error : unexpected token",
        ));
    }
    // Scalar registers (and the scalar outputs, which no instruction may
    // read) take no swizzle; one the version lacks is that first (X2005,
    // as Microsoft's assembler reports it).
    if !sel.is_empty() && (is_scalar(reg) || is_scalar_dst(reg)) {
        if super::table::register_count(v.is_ps(), v.code(), reg.ty) <= reg.num {
            return Err(coded(
                Code::X2005,
                line,
                col,
                format!("invalid register '{reg_s}'"),
            ));
        }
        return Err(coded(
            Code::X2022,
            line,
            col,
            "scalar registers cannot be swizzled",
        ));
    }
    let swizzle = swizzle_bits(sel)
        .ok_or_else(|| err(line, col, format!("error X2004: invalid swizzle '{sel}'")))?;
    out.swizzle = swizzle;
    out.modifier = modifier;
    out.token = token;
    Ok(())
}

/// The register and selector of the common operand, `r0.xyzw`: ASCII
/// letters then letters and digits, then a `.` and its selector or
/// nothing. `None` for any other form.
#[inline(always)]
fn plain_operand(s: &str) -> Option<(&str, &str)> {
    let (reg_s, sel) = match byte_pos(s, b'.') {
        // `r0.` is an error the general path reports.
        Some(i) if i + 1 == s.len() => return None,
        Some(i) => (&s[..i], &s[i + 1..]),
        None => (s, ""),
    };
    let first = reg_s.as_bytes().first()?;
    (first.is_ascii_alphabetic() && reg_s.bytes().all(|c| c.is_ascii_alphanumeric()))
        .then_some((reg_s, sel))
}

/// The common source operand, `r0.xyzw` or `-r0.xyzw`, read in one pass
/// into `out`; `None` (and `out` untouched) for any other form, which the
/// general path of [`parse_src_into`] reads and reports. Most operands
/// are this form, and the general path's steps (precision mark, prefix
/// and suffix modifiers, relative address) cost several times the
/// reading (about 400 instructions a source).
#[inline(always)]
fn fast_src(v: Version, s: &str, out: &mut SrcOperand) -> Option<()> {
    let neg = s.starts_with('-');
    let (reg_s, sel) = plain_operand(if neg { &s[1..] } else { s })?;
    let reg = parse_reg(v, reg_s)?;
    // Scalar registers cannot be swizzled (an error: general path).
    if !sel.is_empty() && (is_scalar(reg) || is_scalar_dst(reg)) {
        return None;
    }
    let swizzle = swizzle_bits(sel)?;
    out.reg = reg;
    out.relative = None;
    out.swizzle = swizzle;
    out.modifier = if neg { SrcMod::NEG } else { SrcMod::NONE };
    out.token = 0;
    Some(())
}

/// The common destination, `r0.xyz`, read in one pass into `out`; `None`
/// (and `out` untouched) for any other form (see [`fast_src`]).
#[inline(always)]
fn fast_dst(v: Version, s: &str, out: &mut DstOperand) -> Option<()> {
    let (reg_s, sel) = plain_operand(s)?;
    let reg = parse_reg(v, reg_s)?;
    if !sel.is_empty() && is_scalar_dst(reg) {
        return None;
    }
    let mask = mask_bits(sel).ok()?;
    out.reg = reg;
    out.relative = None;
    out.mask = mask;
    out.result_mod = 0;
    out.shift = 0;
    out.token = 0;
    Some(())
}

/// A minimum-precision mark after an operand (` {min16f}`, ` {min10f}`:
/// bits 14..15 of its token), read only in a level-9 listing's SM2 part,
/// where Microsoft's disassembler prints them; `D3DAssemble` has no such
/// syntax.
fn precision_mark(s: &str, listing: bool) -> (&str, u32) {
    let t = trim_end(s);
    if listing {
        if let Some(r) = t.strip_suffix("{min16f}") {
            return (trim_end(r), 1 << 14);
        }
        if let Some(r) = t.strip_suffix("{min10f}") {
            return (trim_end(r), 2 << 14);
        }
    }
    (s, 0)
}

/// Parses the SM2 program of a level-9 listing (the indented lines after
/// `// Level9 shader bytecode:`, every other line blank so that line
/// numbers stay the listing's): Microsoft's assembler syntax plus what its
/// disassembler prints there, minimum-precision marks and `def` values as
/// hex bits.
pub fn parse_level9(text: &str) -> Result<(Program, Vec<usize>), TextError> {
    let pre = &super::preproc::preprocess(text)?;
    parse_physical(pre, true).map_err(|e| locate_error(text, pre, e))
}

/// Assembles text into a token stream (no validation).
pub fn assemble(text: &str) -> Result<Vec<u8>, TextError> {
    Ok(super::encode::encode(&parse(text)?))
}

#[cfg(test)]
mod comment_tests {
    /// A comment starts at the first `;` or `//`; a lone `/` is text.
    #[test]
    fn comments_start_at_the_first_semicolon_or_double_slash() {
        for (line, code) in [
            ("mov r0, r1 // copy", "mov r0, r1 "),
            ("mov r0, r1 ; copy // not this", "mov r0, r1 "),
            ("a/b/c // d", "a/b/c "),
            ("a/b;c", "a/b"),
            ("a/", "a/"),
            ("/", "/"),
            ("//", ""),
            (";", ""),
            ("", ""),
            ("tex t0 /é/ é; x", "tex t0 /é/ é"),
        ] {
            assert_eq!(super::strip_comment(line), code, "{line:?}");
        }
    }

    /// The one-search line reader gives the lines `lines` gives, each cut
    /// at its comment by `strip_comment`, for every text of up to six
    /// characters from an alphabet of line ends, comment starts and text
    /// (ASCII and not).
    #[test]
    fn code_lines_are_lines_without_comments() {
        let alphabet = ["\n", "\r", ";", "/", "a", " ", "é"];
        let mut n = 0;
        for len in 0..=6u32 {
            for mut k in 0..alphabet.len().pow(len) {
                let mut text = String::new();
                for _ in 0..len {
                    text.push_str(alphabet[k % alphabet.len()]);
                    k /= alphabet.len();
                }
                let want: Vec<&str> = crate::lines::lines(&text)
                    .map(super::strip_comment)
                    .collect();
                let got: Vec<&str> = (super::CodeLines { rest: &text }).collect();
                assert_eq!(got, want, "{text:?}");
                n += 1;
            }
        }
        assert_eq!(n, (0..=6).map(|l| 7usize.pow(l)).sum::<usize>());
    }
}

#[cfg(test)]
mod fast_operand_tests {
    use super::*;

    /// Operands built from registers of every kind, with and without a
    /// sign, suffix, relative address and selector, good and bad.
    fn operands() -> Vec<String> {
        let regs = [
            "r0", "R12", "c2047", "c2048", "c8191", "c9000", "v1", "t3", "a0", "aL", "b0", "vFace",
            "vPos", "oPos", "oT1", "o3", "oD0", "oC0", "s0", "i5", "p0", "l2", "x0", "r", "c",
            "r0x", "r2048", "oDepth", "1", "",
        ];
        let sels = [
            "",
            ".",
            ".x",
            ".xyzw",
            ".wzyx",
            ".rgba",
            ".X",
            ".xx",
            ".yx",
            ".xyzwx",
            ".q",
            ".x.y",
            "_bx2",
            "[a0.x]",
            " {min16f}",
            ".é",
        ];
        let mut out = Vec::new();
        for pre in ["", "-", "!", "1-", "--", "- "] {
            for r in regs {
                for s in sels {
                    out.push(format!("{pre}{r}{s}"));
                }
            }
        }
        out
    }

    fn versions() -> Vec<Version> {
        ["vs_1_1", "ps_1_4", "vs_2_0", "ps_2_x", "vs_3_0", "ps_3_0"]
            .iter()
            .filter_map(|t| parse_version(t).map(|(_, v)| v))
            .collect()
    }

    /// Where the one-pass reading takes an operand, the general path reads
    /// the same operand from it.
    #[test]
    fn fast_operands_read_as_the_general_path_reads_them() {
        let (mut fast, mut total) = (0, 0);
        for v in versions() {
            for o in operands() {
                total += 1;
                let mut a = SrcOperand::EMPTY;
                if fast_src(v, &o, &mut a).is_some() {
                    fast += 1;
                    let mut b = SrcOperand::EMPTY;
                    assert_eq!(general_src_into(v, &o, (1, 1), true, &mut b), Ok(()), "{o}");
                    assert_eq!(a, b, "{o} in {v:?}");
                }
                let mut a = DstOperand::EMPTY;
                if fast_dst(v, &o, &mut a).is_some() {
                    let mut b = DstOperand::EMPTY;
                    assert_eq!(general_dst_into(v, &o, (1, 1), true, &mut b), Ok(()), "{o}");
                    assert_eq!(a, b, "{o} in {v:?}");
                }
            }
        }
        // The common forms do take the one pass.
        assert!(fast > total / 20, "{fast} of {total}");
    }
}
