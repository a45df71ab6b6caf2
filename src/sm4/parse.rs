//! Microsoft's SM4/5 listing text → IR. Accepts what the printer prints
//! (comments and blank lines anywhere; the header comments are read
//! separately) and hand-written assembly in the same syntax. Errors carry
//! the 1-based line and column.

use crate::cfloat::special_float;
use crate::error::TextError;
use crate::lines::{trim, trim_end, trim_start};
use crate::sm4::fields::*;
use crate::sm4::layout::{self, Piece};
use crate::sm4::names::*;
pub use crate::sm4::number::read_float;
use crate::sm4::{
    Components, Ctl, Index, Instruction, Modifier, Opcode, Operand, Program, Selection, Stage,
};

type R<T> = Result<T, TextError>;

/// A multi-line `dcl_immediateConstantBuffer` being gathered: its first
/// line, the joined text, and (offset in the text, line) for each line.
type PendingIcb = (usize, String, Vec<(usize, usize)>);

/// How a decimal float literal becomes bits. By default, and always when
/// nothing else applies, it is the float nearest the decimal (round to
/// nearest even): what the user wrote is what they get.
#[derive(Clone, Copy, Default)]
pub struct Floats<'a> {
    /// `--base`: where the base's float at the same place (instruction,
    /// value) prints as the literal's text, its bits are kept, so that an
    /// unedited six-decimal listing gives back its original.
    pub base: Option<&'a BaseValues>,
    /// Opt-in guess (`--guess-floats`): among the floats that print as the
    /// six-decimal text, prefer a constant a compiler folds (1/255, pi/4).
    pub guess: bool,
}

/// What a listing cannot hold, taken from the base program at the same
/// instruction: the immediate values in the order the parser reads them
/// (operands' 32-bit immediates, then the values of
/// `dcl_immediateConstantBuffer` and `dcl_hs_max_tessfactor`), and the
/// words of custom data Microsoft prints as `undecipherable custom data`.
pub struct BaseValues {
    per_instruction: Vec<Vec<u32>>,
    custom: Vec<Option<Instruction>>,
}

impl BaseValues {
    /// Collects the values of `p`.
    pub fn new(p: &Program) -> Self {
        let per_instruction = p
            .instructions
            .iter()
            .map(|ins| {
                let mut v: Vec<u32> = ins
                    .operands
                    .iter()
                    .filter(|o| o.ty == operand::IMM32)
                    .flat_map(|o| o.imm.iter().copied())
                    .collect();
                if matches!(ins.opcode, Opcode::CustomData | Opcode::DclHsMaxTessFactor) {
                    v.extend(&ins.nums);
                }
                v
            })
            .collect();
        let custom = p
            .instructions
            .iter()
            .map(|i| {
                let icb = i.get::<CustomDataClass>() == CustomDataClass::IMMEDIATE_CONSTANT_BUFFER;
                (i.opcode == Opcode::CustomData && !icb).then(|| i.clone())
            })
            .collect();
        BaseValues {
            per_instruction,
            custom,
        }
    }
    fn at(&self, ins: usize, slot: usize) -> Option<u32> {
        self.per_instruction.get(ins)?.get(slot).copied()
    }
}

/// Whether `bits` print as `text` in a listing (6.3's `%f`, or 9.x's
/// 17-digit form of large values).
fn prints_as(bits: u32, text: &str) -> bool {
    let f = f32::from_bits(bits);
    if !f.is_finite() {
        return false;
    }
    [false, true].into_iter().any(|digits17| {
        let mut s = String::new();
        let st = crate::sm4::number::Style {
            digits17,
            ..Default::default()
        };
        crate::sm4::number::fixed6(f as f64, st, &mut s);
        s == text
    })
}

/// Where a line sits and how its floats are read.
#[derive(Clone, Copy, Default)]
struct Ctx<'a> {
    floats: Floats<'a>,
    /// Index of the instruction being parsed.
    ins: usize,
}

/// A cursor over one line of text.
struct Line<'a> {
    s: &'a str,
    pos: usize,
    line: usize,
    ctx: Ctx<'a>,
    /// Immediate values read so far in this instruction.
    slot: usize,
}

impl<'a> Line<'a> {
    fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        Err(TextError::new(self.line, self.pos + 1, msg))
    }
    fn rest(&self) -> &'a str {
        &self.s[self.pos..]
    }
    /// The byte at the cursor (no slicing of the rest: that checks a
    /// character boundary each time).
    fn peek(&self) -> Option<u8> {
        self.s.as_bytes().get(self.pos).copied()
    }
    fn skip_ws(&mut self) {
        let b = self.s.as_bytes();
        while matches!(b.get(self.pos), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }
    fn eat(&mut self, t: &str) -> bool {
        self.skip_ws();
        let rest = &self.s.as_bytes()[self.pos..];
        // One byte (`,`, `]`, `(`: nearly every call) without a `memcmp`.
        let found = match t.as_bytes() {
            [c] => rest.first() == Some(c),
            t => rest.starts_with(t),
        };
        if found {
            self.pos += t.len();
            true
        } else {
            false
        }
    }
    /// Like [`Line::eat`] without regard to ASCII case, and without
    /// skipping spaces first (for suffixes).
    fn eat_ci(&mut self, t: &str) -> bool {
        match self.rest().get(..t.len()) {
            Some(head) if head.eq_ignore_ascii_case(t) => {
                self.pos += t.len();
                true
            }
            _ => false,
        }
    }
    fn expect(&mut self, t: &str) -> R<()> {
        if self.eat(t) {
            Ok(())
        } else {
            self.err(format!("expected '{t}'"))
        }
    }
    fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.rest().is_empty()
    }
    /// The bytes at the cursor while `f` holds. Every predicate here
    /// either rejects all non-ASCII bytes or accepts them all (it tests
    /// for ASCII characters), so a byte at a time reads what a character
    /// at a time would, without UTF-8 decoding.
    fn take_while(&mut self, f: impl Fn(u8) -> bool) -> &'a str {
        let (start, b) = (self.pos, self.s.as_bytes());
        let mut i = start;
        while b.get(i).is_some_and(|c| f(*c)) {
            i += 1;
        }
        // Never inside a character, whatever the predicate.
        while !self.s.is_char_boundary(i) {
            i += 1;
        }
        self.pos = i;
        &self.s[start..i]
    }
    /// The decimal digits at the cursor as a number: `None` where there
    /// is no digit, `Some(None)` where they pass `u64` (all are taken).
    fn decimal(&mut self) -> Option<Option<u64>> {
        if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
            return None;
        }
        let digits = self.take_while(|c| c.is_ascii_digit());
        Some(crate::lines::decimal(digits.as_bytes()))
    }
    fn ident(&mut self) -> &'a str {
        self.skip_ws();
        self.take_while(|c| c.is_ascii_alphanumeric() || c == b'_')
    }
    fn number(&mut self) -> R<u32> {
        self.skip_ws();
        let neg = self.eat("-");
        let t = self.take_while(|c| c.is_ascii_alphanumeric());
        // `t` holds letters and digits only: in decimal, digits alone, as
        // `str::parse` reads them.
        let v = match t.strip_prefix("0x") {
            Some(h) => u32::from_str_radix(h, 16).ok(),
            None => crate::lines::decimal(t.as_bytes()).and_then(|v| u32::try_from(v).ok()),
        };
        match v {
            Some(v) => Ok(if neg { v.wrapping_neg() } else { v }),
            None => self.err(format!("expected a number, found '{t}'")),
        }
    }
    /// A parenthesised group's inside, without the parentheses.
    fn group(&mut self) -> R<&'a str> {
        self.expect("(")?;
        let start = self.pos;
        let mut depth = 1;
        // Bytes: no other character's UTF-8 holds a parenthesis byte.
        for (i, c) in self.rest().bytes().enumerate() {
            match c {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        self.pos = start + i + 1;
                        return Ok(&self.s[start..start + i]);
                    }
                }
                _ => {}
            }
        }
        self.err("unclosed '('")
    }
}

/// Parses the shader code of a listing (the header comments are skipped).
pub fn parse(text: &str) -> R<Program> {
    parse_with_lines(text).map(|(p, _)| p)
}

/// Parses like [`parse`] and also gives the 1-based source line of each
/// instruction (for diagnostics).
pub fn parse_with_lines(text: &str) -> R<(Program, Vec<usize>)> {
    parse_with(text, Floats::default())
}

/// Parses like [`parse_with_lines`], reading float literals by `floats`.
///
/// `#line N "file"` lines (listings of debug builds) are read and skipped:
/// the line after one is line N in every diagnostic and instruction line,
/// as in the SM1-3 parser.
pub fn parse_with(text: &str, floats: Floats) -> R<(Program, Vec<usize>)> {
    if !text.contains("#line") {
        // Listings printed with instruction numbers or offsets
        // (`D3DDisassemble` 0x4, 0x20): the prefixes become spaces, so
        // that lines and columns stay where they were. Looked for as the
        // lines are parsed (a pass of its own over every line cost 2% of
        // `asm`); found, the parse starts again on the blanked text.
        if let Some(parsed) = parse_physical(text, floats, true)? {
            return Ok(parsed);
        }
        return parse_unprefixed(&blank_prefixes(text), floats);
    }
    let blanked;
    let text = match blank_line_prefixes(text) {
        Some(t) => {
            blanked = t;
            blanked.as_str()
        }
        None => text,
    };
    let map = crate::sm1::preproc::line_map(text);
    let logical = |l: usize| map.get(l.wrapping_sub(1)).copied().unwrap_or(l);
    match parse_unprefixed(text, floats) {
        Ok((p, lines)) => Ok((p, lines.into_iter().map(logical).collect())),
        Err(e) => {
            let line = logical(e.line());
            Err(e.at_line(line))
        }
    }
}

/// The length of a line's numbering or offset prefix (`   3: `,
/// `0x00000054: `, `   3  0x00000054: `, with the spaces before it), 0
/// when it has none.
pub(crate) fn line_prefix_len(l: &str) -> usize {
    let b = l.as_bytes();
    let mut i = b.iter().take_while(|c| **c == b' ').count();
    let digits = b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    let hex_at = |at: usize| -> Option<usize> {
        let h = b.get(at..at + 11)?;
        (h[0] == b'0'
            && h[1] == b'x'
            && h[2..10].iter().all(u8::is_ascii_hexdigit)
            && h[10] == b':')
            .then_some(at + 11)
    };
    if let Some(end) = hex_at(i) {
        i = end;
    } else if digits > 0 {
        i += digits;
        if b.get(i) == Some(&b':') {
            i += 1;
        } else {
            let spaces = b[i..].iter().take_while(|c| **c == b' ').count();
            match hex_at(i + spaces) {
                Some(end) if spaces > 0 => i = end,
                _ => return 0,
            }
        }
    } else {
        return 0;
    }
    // The prefix ends with a space (or the line).
    match b.get(i) {
        None | Some(b' ') => i,
        _ => 0,
    }
}

/// Whether `l` starts with a numbering or offset prefix. Most lines start
/// with a letter or `//`: only those starting with a digit (after spaces)
/// can carry one, so just those are measured.
fn has_line_prefix(l: &str) -> bool {
    l.bytes()
        .find(|&c| c != b' ')
        .is_some_and(|c| c.is_ascii_digit())
        && line_prefix_len(l) > 0
}

/// `text` with every line's numbering or offset prefix turned into
/// spaces; `None` when no line has one.
fn blank_line_prefixes(text: &str) -> Option<String> {
    crate::lines::lines(text)
        .any(has_line_prefix)
        .then(|| blank_prefixes(text))
}

/// `text` with every line's numbering or offset prefix turned into spaces.
fn blank_prefixes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for l in text.split_inclusive('\n') {
        let n = line_prefix_len(l);
        crate::push::spaces(&mut out, n);
        out.push_str(&l[n..]);
    }
    out
}

/// A `#line` directive (the only preprocessor line a listing holds).
fn is_line_directive(l: &str) -> bool {
    trim_start(l)
        .strip_prefix('#')
        .map(str::trim_start)
        .and_then(|d| d.strip_prefix("line"))
        .is_some_and(|d| d.is_empty() || d.starts_with(char::is_whitespace))
}

/// [`parse_physical`] of a text whose prefixes are blanked already (or
/// that is not looked at for them): it always finishes.
fn parse_unprefixed(text: &str, floats: Floats) -> R<(Program, Vec<usize>)> {
    parse_physical(text, floats, false)
        .map(|p| p.expect("a parse that does not look for prefixes finishes"))
}

/// Parses the lines of `text`. With `prefixes`, `None` as soon as a line
/// starts with a numbering or offset prefix (the caller blanks them and
/// parses again); every line before it parses as it would blanked, so an
/// error found first is the same error.
fn parse_physical(text: &str, floats: Floats, prefixes: bool) -> R<Option<(Program, Vec<usize>)>> {
    // 3Dmigoto's dumps end with NUL bytes.
    let text = text.trim_end_matches('\0');
    // `memchr`: the text is scanned whole (the standard search is slower).
    if let Some(at) = memchr::memchr(0, text.as_bytes()) {
        let line = crate::lines::newlines(&text[..at]) + 1;
        let col = at - text[..at].rfind('\n').map_or(0, |n| n + 1) + 1;
        return Err(TextError::new(line, col, "unexpected NUL byte"));
    }
    let mut lines_of = Vec::new();
    let mut lines = crate::lines::lines(text).enumerate().map(|(i, l)| {
        let code = if is_line_directive(l) {
            ""
        } else {
            strip_comment(l)
        };
        (i + 1, code, prefixes && has_line_prefix(l))
    });
    // The version line: the first code line naming a 4.x or 5.x profile.
    let ((stage, major, minor), version_line) = loop {
        let Some((n, l, prefixed)) = lines.next() else {
            return Err(TextError::new(
                crate::lines::lines(text).count().max(1),
                1,
                "no shader version line (e.g. 'ps_5_0') found",
            ));
        };
        if prefixed {
            return Ok(None);
        }
        let t = trim(l);
        if t.is_empty() {
            continue;
        }
        if let Some(v) = parse_version(t) {
            // What the container's code chunk can hold (as the decoder).
            if v.1 > 5 {
                return Err(TextError::new(
                    n,
                    1,
                    format!(
                        "shader model {}.{} is not a DXBC shader model (4.x and 5.x are)",
                        v.1, v.2
                    ),
                ));
            }
            if v.1 >= 4 {
                break (v, n);
            }
            continue;
        }
        if l.starts_with(' ') {
            continue; // the indented Level9 program of a level_9_x listing
        }
        return Err(TextError::new(
            n,
            1,
            format!("expected a shader version line such as 'vs_5_0', found '{t}'"),
        ));
    };
    // About one instruction per line left: room for them at once (an
    // instruction is a few hundred bytes; growing the block copies them).
    let left = (memchr::memchr_iter(b'\n', text.as_bytes()).count() + 1)
        .saturating_sub(version_line)
        .min(crate::limits::MAX_INSTRUCTIONS);
    let mut p = Program {
        stage,
        major,
        minor,
        instructions: Vec::with_capacity(left),
    };
    lines_of.reserve(left);
    // A multi-line immediate constant buffer: its first line, the joined
    // text, and where each line starts in it (to give errors their line).
    let mut pending: Option<PendingIcb> = None;
    for (n, l, prefixed) in lines {
        if prefixed {
            return Ok(None);
        }
        if let Some((start, buf, starts)) = &mut pending {
            starts.push((buf.len(), n));
            buf.push_str(l);
            if trim_end(l).ends_with('}') && balanced(buf) {
                let (start, buf, starts) = (*start, std::mem::take(buf), std::mem::take(starts));
                pending = None;
                let ctx = Ctx {
                    floats,
                    ins: p.instructions.len(),
                };
                if p.instructions.len() == crate::limits::MAX_INSTRUCTIONS {
                    return Err(TextError::new(
                        start,
                        1,
                        crate::limits::too_many_instructions(),
                    ));
                }
                p.instructions.push(Instruction::BLANK);
                let ins = p.instructions.last_mut().unwrap();
                instruction_into(&buf, start, ctx, ins).map_err(|e| {
                    // Column in the joined text -> line and column of its own.
                    let at = e.col() - 1;
                    let (off, line) = starts
                        .iter()
                        .rev()
                        .find(|(off, _)| *off <= at)
                        .copied()
                        .unwrap_or((0, start));
                    TextError::new(line, at - off + 1, e.message())
                })?;
                lines_of.push(start);
            }
            continue;
        }
        if trim(l).is_empty() {
            continue;
        }
        if trim_start(l).starts_with("dcl_immediateConstantBuffer") && !balanced(l) {
            pending = Some((n, l.to_string(), vec![(0, n)]));
            continue;
        }
        // The reference page's spelling `dcl_input vGSInstanceID, N` is
        // Microsoft's printed pair `dcl_input vGSInstanceID` + `dcl_gsinstances N`.
        if let Some(count) = gs_instance_shorthand(l) {
            let count = count.map_err(|col| {
                TextError::new(
                    n,
                    col,
                    "expected an instance count after 'dcl_input vGSInstanceID,'",
                )
            })?;
            p.instructions
                .push(instruction("dcl_input vGSInstanceID", n, Ctx::default())?);
            let mut ins = Instruction::new(Opcode::DclGsInstanceCount);
            ins.nums.push(count);
            p.instructions.push(ins);
            lines_of.extend([n, n]);
            continue;
        }
        let ctx = Ctx {
            floats,
            ins: p.instructions.len(),
        };
        if p.instructions.len() == crate::limits::MAX_INSTRUCTIONS {
            return Err(TextError::new(n, 1, crate::limits::too_many_instructions()));
        }
        p.instructions.push(Instruction::BLANK);
        instruction_into(l, n, ctx, p.instructions.last_mut().unwrap())?;
        lines_of.push(n);
    }
    if let Some((n, _, _)) = pending {
        return Err(TextError::new(
            n,
            1,
            "unterminated dcl_immediateConstantBuffer",
        ));
    }
    Ok(Some((p, lines_of)))
}

/// `dcl_input vGSInstanceID, N` → Some(Ok(N)); a bad count → Some(Err(column)).
fn gs_instance_shorthand(l: &str) -> Option<Result<u32, usize>> {
    let t = trim_start(l);
    let rest = t
        .strip_prefix("dcl_input")?
        .trim_start()
        .strip_prefix("vGSInstanceID")?
        .trim_start()
        .strip_prefix(',')?;
    let col = l.len() - rest.len() + 1;
    Some(trim(rest).parse::<u32>().map_err(|_| col))
}

fn balanced(s: &str) -> bool {
    s.matches('{').count() == s.matches('}').count()
}

/// The code part of a line: without its comment, and without the `;`
/// some hand-written assembly ends statements with.
fn strip_comment(l: &str) -> &str {
    let code = &l[..comment_start(l)];
    let t = trim_end(code);
    t.strip_suffix(';').unwrap_or(code)
}

/// Where a `//` comment starts in a line (its length if none). A line
/// that starts with `//` (a header's comments) is answered at once, the
/// others with [`crate::lines::find`] (`str::find("//")` set up a
/// substring searcher for every line; a plain byte loop cost three
/// instructions a byte).
pub(crate) fn comment_start(l: &str) -> usize {
    if l.starts_with("//") {
        return 0;
    }
    crate::lines::find(l, "//").unwrap_or(l.len())
}

/// `vs_5_0` → (stage, 5, 0).
pub fn parse_version(t: &str) -> Option<(Stage, u8, u8)> {
    let b = t.as_bytes();
    if b.len() != 6 || b[2] != b'_' || b[4] != b'_' {
        return None;
    }
    let stage = match &t[..2] {
        "vs" => Stage::Vertex,
        "ps" => Stage::Pixel,
        "gs" => Stage::Geometry,
        "hs" => Stage::Hull,
        "ds" => Stage::Domain,
        "cs" => Stage::Compute,
        _ => return None,
    };
    let major = (b[3] as char).to_digit(10)? as u8;
    let minor = (b[5] as char).to_digit(10)? as u8;
    Some((stage, major, minor))
}

fn lookup_name(table: &[&str], s: &str) -> Option<u32> {
    table
        .iter()
        .position(|n| !n.is_empty() && *n == s)
        .map(|i| i as u32)
}

fn return_types(l: &Line, s: &str) -> R<ReturnTypes> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    if parts.len() != 4 {
        return l.err(format!("expected four return types, found '{s}'"));
    }
    let mut r = ReturnTypes::default();
    for (i, p) in parts.iter().enumerate() {
        r.0[i] = match ReturnType::parse(p).filter(|t| t.0 < 16) {
            Some(v) => v,
            None => return l.err(format!("unknown return type '{p}'")),
        };
    }
    Ok(r)
}

/// A typed value by name (or number), or an error naming `what`.
fn typed<T>(l: &Line, what: &str, w: &str, parse: impl Fn(&str) -> Option<T>) -> R<T> {
    match parse(w) {
        Some(v) => Ok(v),
        None => l.err(format!("unknown {what} '{w}'")),
    }
}

/// Splits `name_suffix` into a table row and the suffixes' control bits.
fn split_mnemonic(l: &Line, m: &str) -> R<(Opcode, Vec<&'static str>)> {
    // Microsoft's spelling first; hand-written assembly spells mnemonics
    // and suffixes in any case (`_rcpfloat`, `MOV`), tried only then.
    split_with(m, false)
        .or_else(|| split_with(m, true))
        .ok_or(())
        .or_else(|_| l.err(format!("unknown instruction '{m}'")))
}

/// The opcode and suffixes of a mnemonic, with or without regard to case.
fn split_with(m: &str, fold: bool) -> Option<(Opcode, Vec<&'static str>)> {
    const SUFFIXES: &[&str] = &[
        "_uint",
        "_rcpFloat",
        "_sat",
        "_indexable",
        "_aoffimmi",
        "_nz",
        "_z",
        "_t",
        "_g",
        "_uglobal",
        "_ugroup",
    ];
    let find = |s: &str| {
        if fold {
            Opcode::from_mnemonic_ignore_case(s)
        } else {
            Opcode::from_mnemonic(s)
        }
    };
    if let Some(op) = find(m) {
        return Some((op, Vec::new()));
    }
    let mut base = m;
    let mut found = Vec::new();
    'outer: loop {
        for s in SUFFIXES {
            let cut = if fold {
                strip_suffix_ci(base, s)
            } else {
                base.strip_suffix(s)
            };
            if let Some(b) = cut {
                found.push(*s);
                base = b;
                if let Some(op) = find(base) {
                    return Some((op, found));
                }
                continue 'outer;
            }
        }
        return None;
    }
}

/// `s` without `suffix`, compared without regard to ASCII case.
fn strip_suffix_ci<'a>(s: &'a str, suffix: &str) -> Option<&'a str> {
    let cut = s.len().checked_sub(suffix.len())?;
    (s.is_char_boundary(cut) && s[cut..].eq_ignore_ascii_case(suffix)).then(|| &s[..cut])
}

fn instruction<'a>(text: &'a str, line: usize, ctx: Ctx<'a>) -> R<Instruction> {
    let mut ins = Instruction::BLANK;
    instruction_into(text, line, ctx, &mut ins)?;
    Ok(ins)
}

/// [`instruction`] written into `ins` (a blank) in place: returned through
/// a `Result` and pushed, an instruction was copied three times.
fn instruction_into<'a>(text: &'a str, line: usize, ctx: Ctx<'a>, ins: &mut Instruction) -> R<()> {
    let mut l = Line {
        s: text,
        pos: 0,
        line,
        ctx,
        slot: 0,
    };
    let name = l.ident();
    if name.is_empty() {
        return l.err("expected an instruction");
    }
    if let Some(&(id, _)) = crate::sm4::names::MESSAGES.iter().find(|(_, n)| *n == name) {
        *ins = shader_message(id, &mut l)?;
        return Ok(());
    }
    if declaration(name, &mut l, ins)? {
        if !l.at_end() {
            return l.err(format!(
                "unexpected '{}' after the declaration",
                l.rest().trim()
            ));
        }
        return Ok(());
    }
    let (opcode, suffixes) = split_mnemonic(&l, name)?;
    ins.opcode = opcode;
    let row = opcode.row();
    for s in &suffixes {
        match *s {
            "_sat" => ins.set_flag(Field::Saturate, true),
            "_nz" => ins.set_flag(Field::NonZero, true),
            "_z" => {}
            "_uint" if row.ctl == Ctl::ResInfo => ins.set(ResInfoType::UINT),
            "_rcpFloat" => ins.set(ResInfoType::RCP_FLOAT),
            "_uint" => ins.set_flag(Field::SampleInfoUint, true),
            s => {
                if let Some(f) = SyncFlags::parse(s) {
                    let all = ins.get::<SyncFlags>() | f;
                    ins.set(all);
                }
            }
        }
    }
    if row.ctl == Ctl::Test && !suffixes.iter().any(|s| *s == "_z" || *s == "_nz") {
        // A bare `discard` is `discard_nz`: old compilers' listings spell
        // it so (HLSL's `discard` and `clip` compile to the _nz form).
        if opcode != Opcode::Discard {
            return l.err(format!("'{}' needs a _z or _nz suffix", row.mnemonic));
        }
        ins.set_flag(Field::NonZero, true);
    }
    // ` [precise]` / ` [precise(xy)]`
    if l.eat("[precise") {
        let mask = if l.peek() == Some(b'(') {
            let g = l.group()?;
            parse_mask(&l, g)?
        } else {
            0xf
        };
        l.expect("]")?;
        ins.set_field(Field::Precise, mask as u32);
    }
    if suffixes.contains(&"_aoffimmi") {
        let g = l.group()?;
        let v: Vec<i8> = g
            .split(',')
            .map(|x| trim(x).parse::<i8>())
            .collect::<Result<_, _>>()
            .or_else(|_| l.err(format!("bad offsets '({g})'")))?;
        if v.len() != 3 || v.iter().any(|x| !(-8..=7).contains(x)) {
            return l.err(format!(
                "offsets must be three values in -8..7, found '({g})'"
            ));
        }
        ins.offsets = Some([v[0], v[1], v[2]]);
    }
    if suffixes.contains(&"_indexable") {
        let g = l.group()?;
        let (dim, stride) = match g.split_once(',') {
            Some((d, s)) => {
                let s = s
                    .trim()
                    .strip_prefix("stride=")
                    .and_then(|v| v.parse::<u16>().ok());
                match s {
                    Some(s) => (trim(d), s),
                    None => return l.err(format!("bad resource '({g})'")),
                }
            }
            None => (trim(g), 0),
        };
        let d = typed(&l, "resource dimension", dim, ResourceDim::parse)?;
        ins.resource_dim = Some((d.0 as u8, stride));
        if l.peek() == Some(b'(') {
            let g = l.group()?;
            ins.return_type = Some(return_types(&l, g)?.0.map(|t| t.0 as u8));
        }
    }
    // Suffixes printed after the resource groups.
    match row.ctl {
        Ctl::ResInfo => {
            if l.eat_ci("_uint") {
                ins.set(ResInfoType::UINT);
            } else if l.eat_ci("_rcpFloat") {
                ins.set(ResInfoType::RCP_FLOAT);
            }
        }
        Ctl::SampleInfo if l.eat_ci("_uint") => {
            ins.set_flag(Field::SampleInfoUint, true);
        }
        _ => {}
    }
    if opcode == Opcode::InterfaceCall {
        let mut op = Operand::new();
        operand_with_call_site(&mut l, 'r', &mut op)?;
        // `fp0[0][1]`: the last index is the call site, stored apart.
        match op.indices.pop() {
            Some(Index { rel: None, imm, .. }) => ins.nums.push(imm as u32),
            _ => return l.err("fcall needs 'fpN[array index][call site]'"),
        }
        ins.operands.push(op);
        return end(l);
    }
    let mut first = true;
    for c in row.shape.chars() {
        match c {
            'N' | 'F' | 'R' | 'S' => {
                if !first {
                    l.eat(",");
                }
                first = false;
                ins.nums.push(l.number()?);
            }
            '*' => return l.err(format!("'{}' is not written with operands", row.mnemonic)),
            'z' => {
                // Microsoft's padding: after `samplepos t#` and the feedback forms.
                let pad = opcode != Opcode::SamplePos
                    || ins
                        .operands
                        .get(1)
                        .is_some_and(|o| o.ty == operand::RESOURCE);
                if pad {
                    ins.nums.push(0);
                }
            }
            _ => {
                if !first {
                    l.expect(",")?;
                }
                first = false;
                let k = if row.ctl == Ctl::Decl && c == 'd' {
                    'D'
                } else {
                    c
                };
                operand_into(&mut l, k, ins.push_operand())?;
            }
        }
    }
    end(l)
}

/// `printf "fmt", operands` / `errorf ...`: a class-4 customdata whose
/// payload is the message kind, format 1 (text), the character count, the
/// operand count and length, the operands, and the NUL-terminated text.
fn shader_message(id: u32, l: &mut Line) -> R<Instruction> {
    l.expect("\"")?;
    let text = l.take_while(|c| c != b'"');
    l.expect("\"")?;
    let mut ops = Vec::new();
    while l.eat(",") {
        ops.push(operand(l, 'i')?);
    }
    let words = crate::sm4::encode::operands_to_words(&ops);
    let mut ins = Instruction::new(Opcode::CustomData);
    ins.set(CustomDataClass::SHADER_MESSAGE);
    ins.nums.extend([
        id,
        1,
        text.len() as u32,
        ops.len() as u32,
        words.len() as u32,
    ]);
    ins.nums.extend(words);
    let mut bytes = text.as_bytes().to_vec();
    bytes.push(0);
    while !bytes.len().is_multiple_of(4) {
        bytes.push(0);
    }
    ins.nums.extend(
        bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
    );
    if !l.at_end() {
        return l.err(format!("unexpected '{}'", l.rest().trim()));
    }
    Ok(ins)
}

fn end(mut l: Line) -> R<()> {
    if !l.at_end() {
        return l.err(format!("unexpected '{}'", l.rest().trim()));
    }
    Ok(())
}

fn parse_mask(l: &Line, s: &str) -> R<u8> {
    let mut m = 0u8;
    for c in s.bytes() {
        match component_number(c) {
            Some(i) => m |= 1 << i,
            None => return l.err(format!("bad component mask '{s}'")),
        }
    }
    Ok(m)
}

/// Parses one operand; `kind` is the table's shape letter.
fn operand(l: &mut Line, kind: char) -> R<Operand> {
    let mut op = Operand::new();
    operand_into(l, kind, &mut op)?;
    Ok(op)
}

/// [`operand()`] written into `op` (a blank), in place: an operand is about
/// a hundred bytes, and returned through a `Result` it was copied twice.
fn operand_into(l: &mut Line, kind: char, op: &mut Operand) -> R<()> {
    operand_with_call_site(l, kind, op)?;
    // Shader models 4 and 5 index a register in at most two dimensions
    // (the decoder refuses a 3-D index too).
    if op.indices.len() > 2 {
        return l.err("a register takes at most two indices");
    }
    Ok(())
}

/// Like [`operand()`], with up to three indices: `fcall fp0[0][1]`, whose
/// last is the call site.
fn operand_with_call_site(l: &mut Line, kind: char, op: &mut Operand) -> R<()> {
    // `-`, `|`, each with spaces after it (one pass over the spaces: this
    // runs for every operand).
    l.skip_ws();
    let mut sign = |c: u8| {
        let found = l.peek() == Some(c);
        if found {
            l.pos += 1;
            l.skip_ws();
        }
        found
    };
    let neg = sign(b'-');
    let abs = sign(b'|');
    op.modifier = match (neg, abs) {
        (false, false) => Modifier::None,
        (true, false) => Modifier::Neg,
        (false, true) => Modifier::Abs,
        (true, true) => Modifier::AbsNeg,
    };
    let name = l.take_while(|c| c.is_ascii_alphabetic());
    if name == "l" || name == "d" {
        // An immediate's values follow in parentheses; `l` alone or `l0`
        // would be an immediate operand without values (a label is
        // `label0`).
        if l.peek() != Some(b'(') {
            return l.err(format!("expected '(' and the values after '{name}'"));
        }
        immediate(l, name == "d", op)?;
    } else {
        let lname = if name == "CB" { "cb" } else { name };
        let Some(ty) = OperandType::from_prefix(lname) else {
            return l.err(format!("unknown register '{name}'"));
        };
        op.ty = ty;
        // A number right after the name is the first index.
        if let Some(v) = l.decimal() {
            let Some(v) = v else {
                return l.err("index too large");
            };
            op.indices.push(Index {
                repr: 0,
                imm: v,
                rel: None,
            });
        }
        while l.peek() == Some(b'[') {
            l.pos += 1;
            l.skip_ws();
            if l.peek().is_some_and(|c| c.is_ascii_digit()) {
                let v = l.number()?;
                op.indices.push(Index {
                    repr: 0,
                    imm: v as u64,
                    rel: None,
                });
            } else {
                let r = operand(l, 'a')?;
                let imm = if l.eat("+") { l.number()? } else { 0 };
                // Microsoft prints "+ 0" for a purely relative index.
                let repr = if imm == 0 { 2 } else { 3 };
                op.indices.push(Index {
                    repr,
                    imm: imm as u64,
                    rel: Some(Box::new(r)),
                });
            }
            l.expect("]")?;
        }
        if op.indices.len() > 3 {
            return l.err("at most three indices");
        }
        op.comps = default_components(op.ty, kind);
        if l.peek() == Some(b'.') {
            l.pos += 1;
            op.comps = Components::Four(selection(l, kind)?);
        }
    }
    // Microsoft prints a precision mark inside an absolute value's bars
    // (`|v0.x {min16f}|`, `-|cb0[0].x {def32 as min16f}|`); one after the
    // bars (as earlier dxsm listings have it) is read too.
    let inside = precision_mark(l, op)?;
    if abs {
        l.expect("|")?;
        if !inside {
            precision_mark(l, op)?;
        }
    }
    Ok(())
}

/// An operand's precision mark (` {min16f}`, ` {def32 as min16f}`,
/// ` {min16f as def32}`), if one follows; whether there was one.
fn precision_mark(l: &mut Line, op: &mut Operand) -> R<bool> {
    if !l.eat("{") {
        return Ok(false);
    }
    l.skip_ws();
    let t = l.take_while(|c| c != b'}');
    l.expect("}")?;
    // `{def32 as min16f}` and `{min16f as def32}` mark a conversion
    // between the operand's precision (the first name) and the
    // instruction's; only the first is the operand's own.
    let t = t.split(" as ").next().unwrap_or(t);
    if trim(t) != "def32" {
        match lookup_name(MIN_PRECISION, trim(t)) {
            Some(v) => op.min_precision = v as u8,
            None => return l.err(format!("unknown precision '{t}'")),
        }
    }
    Ok(true)
}

/// The component letters after an operand's `.`: a mask for a
/// destination (`kind` `d`/`D`), otherwise a swizzle, one component, or
/// two or three letters in order (a mask). Read a byte at a time into a
/// fixed array (a collected list cost more than the rest of the operand).
fn selection(l: &mut Line, kind: char) -> R<Selection> {
    let (start, b) = (l.pos, l.s.as_bytes());
    let (mut idx, mut n, mut mask) = ([0u8; 4], 0usize, 0u8);
    // Each letter after the one before it (`last` starts below `x`).
    let (mut ordered, mut last) = (true, -1i8);
    while let Some(i) = b.get(l.pos).and_then(|c| component_number(*c)) {
        if n < 4 {
            idx[n] = i;
        }
        ordered &= i as i8 > last;
        last = i as i8;
        mask |= 1 << i;
        n += 1;
        l.pos += 1;
    }
    Ok(if kind == 'd' || kind == 'D' {
        // A write mask names each component once, in xyzw order: `.yx`,
        // `.xx` or `.xyzwxyzw` has no encoding (as the Direct3D 9
        // assembler refuses them, X2003), and reading one as `.xy` would
        // change what the user wrote.
        if !ordered {
            let sel = &l.s[start..l.pos];
            return l.err(format!(
                "a write mask names each of x, y, z, w at most once, in that order; found '.{sel}'"
            ));
        }
        Selection::Mask(mask)
    } else if n == 4 {
        Selection::Swizzle(idx)
    } else if n == 1 {
        Selection::Select1(idx[0])
    } else if n >= 2 && ordered {
        // Two or three letters in order (`cb0[174].xyz`; five or more
        // cannot be in order): 3Dmigoto's assembler writes these in
        // mask-selection mode, which Microsoft's disassembler prints back
        // the same way; each selected component reads itself.
        Selection::Mask(mask)
    } else {
        let sel = &l.s[start..l.pos];
        return l.err(format!(
            "a source takes one letter, four, or two or three in xyzw order (a mask); found '.{sel}'"
        ));
    })
}

/// The component form of an operand written without a selection.
fn default_components(ty: OperandType, kind: char) -> Components {
    if kind == 'D' {
        // In declarations only the four-component register files carry a
        // (mask) selection; scalar outputs are one component.
        use operand::*;
        return match ty {
            TEMP | INPUT | OUTPUT | INDEXABLE | INPUT_CP | OUTPUT_CP | PATCH_CONSTANT | DOMAIN => {
                Components::Four(Selection::Mask(0))
            }
            DEPTH | COVERAGE | DEPTH_GE | DEPTH_LE => Components::One,
            _ => Components::Zero,
        };
    }
    use operand::*;
    match ty {
        // samplers, labels, streams, function bodies/tables/interfaces,
        // null, this, UAVs and group-shared memory
        SAMPLER | LABEL | NULL | STREAM | FUNCTION_BODY | FUNCTION_TABLE | INTERFACE | THIS
        | UAV | TGSM => Components::Zero,
        // scalar system values
        PRIM_ID | DEPTH | MASK | OUTPUT_CP_ID | FORK_INSTANCE_ID | JOIN_INSTANCE_ID | COVERAGE
        | THREAD_IN_GROUP_FLAT | GS_INSTANCE_ID | DEPTH_GE | DEPTH_LE | CYCLE_COUNTER => {
            Components::One
        }
        _ if kind == 'd' || kind == 'D' => Components::Four(Selection::Mask(0)),
        _ => Components::Four(Selection::Swizzle([0, 1, 2, 3])),
    }
}

fn immediate(l: &mut Line, double: bool, op: &mut Operand) -> R<()> {
    let g = l.group()?;
    // `split(',')` a byte at a time (the values are a few bytes each: the
    // standard search set up a `memchr` per value).
    let mut parts: smallvec::SmallVec<[&str; 4]> = smallvec::SmallVec::new();
    let mut start = 0;
    for (i, c) in g.bytes().enumerate() {
        if c == b',' {
            parts.push(trim(&g[start..i]));
            start = i + 1;
        }
    }
    parts.push(trim(&g[start..]));
    op.ty = if double {
        operand::IMM64
    } else {
        operand::IMM32
    };
    // `d(0x00000000, 0x3ff00000, ...)`: the words themselves, as
    // D3DDisassemble prints doubles with hex literals (flag 0x80).
    if double && parts.len() == 4 && parts.iter().all(|p| p.starts_with("0x")) {
        for p in &parts {
            let w = u32::from_str_radix(&p[2..], 16)
                .or_else(|_| l.err(format!("bad hex value '{p}'")))?;
            op.imm.push(w);
        }
        op.ty = operand::IMM64;
        op.comps = Components::Four(Selection::Mask(0));
        return Ok(());
    }
    if double {
        for p in &parts {
            let Some(v) = p.strip_suffix('l').and_then(|v| v.parse::<f64>().ok()) else {
                return l.err(format!("bad double '{p}'"));
            };
            let b = v.to_bits();
            op.imm.push(b as u32);
            op.imm.push((b >> 32) as u32);
        }
        op.comps = match parts.len() {
            1 => Components::One,
            2 => Components::Four(Selection::Mask(0)),
            _ => return l.err("a double immediate has one or two values"),
        };
        return Ok(());
    }
    for p in &parts {
        op.imm.push(value(l, p)?);
    }
    op.comps = match parts.len() {
        1 => Components::One,
        4 => Components::Four(Selection::Mask(0)),
        // 3Dmigoto's assembler repeats the last value (`l(0,0,0)` is
        // `l(0,0,0,0)`); taken only where that cannot differ from what a
        // reader of the text expects: every value the same.
        2 | 3 if op.imm.iter().all(|v| *v == op.imm[0]) => {
            op.imm.resize(4, op.imm[0]);
            Components::Four(Selection::Mask(0))
        }
        _ => {
            return l.err(format!(
                "an immediate has one or four values; l({g}) is ambiguous (3Dmigoto reads it with its last value repeated)"
            ))
        }
    };
    Ok(())
}

/// The opt-in guess (`--guess-floats`; never the default). Microsoft
/// prints floats with six decimals, so many floats print the same. The
/// compiler's constants are often folded reciprocals (1/3, 1/255) or
/// multiples of pi; when one of those prints exactly as `text`, it is
/// taken instead of the float nearest to the six-decimal text.
pub fn likely_float(text: &str, nearest: f32) -> f32 {
    let Some((_, frac)) = text.split_once('.') else {
        return nearest;
    };
    // Below 0.001 six decimals hold three digits or fewer: too few to
    // tell a folded constant from the value written.
    if frac.len() != 6 || nearest.abs() < 1e-3 || !nearest.is_finite() {
        return nearest;
    }
    let prints_as = |c: f32| prints_as(c.to_bits(), text);
    // Exact in six decimals already: keep it.
    if nearest as f64 * 1e6 == (nearest as f64 * 1e6).round() {
        return nearest;
    }
    let v = nearest as f64;
    let mut candidates: Vec<f32> = Vec::new();
    // k/n with "round" n first (2^e, 2^e - 1, 2^e + 1, 10^e): 1/255, 1/1023...
    let mut nice: Vec<f64> = Vec::new();
    for e in 1..24 {
        let p = (1u64 << e) as f64;
        nice.extend([p, p - 1.0, p + 1.0]);
    }
    nice.extend((1..8).map(|e| 10f64.powi(e)));
    for k in 1..=16u32 {
        for &n in &nice {
            let c = k as f64 / n * v.signum();
            if (c - v).abs() < 1e-6 {
                candidates.push(c as f32);
                candidates.push(v.signum() as f32 * (k as f32 / n as f32));
            }
        }
    }
    // multiples and fractions of pi: 2*pi, pi/8, ...
    for n in 1..=64u32 {
        for m in [std::f64::consts::PI, std::f64::consts::TAU] {
            let k = (v * n as f64 / m).round();
            if k != 0.0 && k.abs() <= 64.0 {
                candidates.push((m * k / n as f64) as f32);
                candidates.push(m as f32 * k as f32 / n as f32);
            }
        }
    }
    // any other k/n
    for k in 1..=16u32 {
        let n = (k as f64 / v).round();
        if n.abs() >= 2.0 && n.abs() < 1e7 {
            candidates.push((k as f64 / n) as f32);
            candidates.push((k as f32) / (n as f32));
        }
    }
    // A float prints as the six-decimal text only within half a unit of
    // its last place: skip the others before formatting (the costly part).
    let shown: f64 = text.parse().unwrap_or(v);
    candidates
        .into_iter()
        .find(|c| *c != nearest && (*c as f64 - shown).abs() <= 1e-6 && prints_as(*c))
        .unwrap_or(nearest)
}

/// The bits of a decimal float literal, by the line's [`Floats`] rule.
fn float_bits(l: &Line, slot: usize, text: &str, nearest: f32) -> u32 {
    let f = l.ctx.floats;
    if let Some(b) = f.base.and_then(|b| b.at(l.ctx.ins, slot)) {
        if b == nearest.to_bits() || prints_as(b, text) {
            return b;
        }
    }
    if f.guess {
        return likely_float(text, nearest).to_bits();
    }
    nearest.to_bits()
}

/// One immediate value: integer, hex, or float (incl. Microsoft's `1.#INF00`).
fn value(l: &mut Line, p: &str) -> R<u32> {
    let slot = l.slot;
    l.slot += 1;
    if let Some(bits) = special_float(p) {
        return Ok(bits);
    }
    if let Some(h) = p.strip_prefix("0x") {
        return u32::from_str_radix(h, 16).or_else(|_| l.err(format!("bad hex value '{p}'")));
    }
    let word = p.trim_start_matches(['-', '+']);
    if p.contains(['.', 'e'])
        || ["inf", "infinity", "nan"]
            .iter()
            .any(|w| word.eq_ignore_ascii_case(w))
    {
        return match p.parse::<f32>() {
            Ok(f) => Ok(float_bits(l, slot, p, f)),
            Err(_) => l.err(format!("bad float '{p}'")),
        };
    }
    p.parse::<i64>()
        .ok()
        .filter(|v| (-(1i64 << 31)..(1i64 << 32)).contains(v))
        .map(|v| v as u32)
        .ok_or(())
        .or_else(|_| l.err(format!("bad integer '{p}'")))
}

fn decl_operand(l: &mut Line) -> R<Operand> {
    operand(l, 'D')
}

/// The row whose layout reads a declaration named `name`: by its
/// mnemonic, or by the mnemonic that a suffix of fields extends
/// (`dcl_resource_texture2d`, `dcl_uav_raw_glc`, `dcl_globalFlagsnone`).
fn layout_row(name: &str) -> Option<&'static crate::sm4::table::Row> {
    // Every row with a layout is a `dcl_*` (the layout test checks it):
    // other instructions skip the lookups.
    if !name.starts_with("dcl_") {
        return None;
    }
    if let Some(op) = Opcode::from_mnemonic(name) {
        let row = op.row();
        return (!row.layout.is_empty()).then_some(row);
    }
    // The rows whose layout starts with a suffix, longest mnemonic first.
    static SUFFIXED: std::sync::OnceLock<Vec<&'static crate::sm4::table::Row>> =
        std::sync::OnceLock::new();
    SUFFIXED
        .get_or_init(|| {
            let mut v: Vec<_> = crate::sm4::ROWS
                .iter()
                .filter(|r| !r.layout.is_empty() && !r.layout.starts_with(' '))
                .collect();
            v.sort_by_key(|r| std::cmp::Reverse(r.mnemonic.len()));
            v
        })
        .iter()
        .copied()
        .find(|r| name.starts_with(r.mnemonic))
}

/// Reads a declaration by its row's layout (`layout.rs`) into `ins` (a
/// blank); `l` is just past `name`.
fn by_layout(
    row: &crate::sm4::table::Row,
    name: &str,
    l: &mut Line,
    ins: &mut Instruction,
) -> R<()> {
    let name_end = l.pos;
    l.pos = name_end - name.len() + row.mnemonic.len();
    ins.opcode = row.opcode;
    let pieces = layout::row_pieces(row);
    // Before the first space the pieces extend the mnemonic: no spacing,
    // and one-bit fields in any order.
    let mut suffix = true;
    let end_suffix = |l: &mut Line, suffix: &mut bool| -> R<()> {
        if *suffix && l.pos < name_end {
            let rest = &l.s[l.pos..name_end];
            return l.err(format!("unknown suffix '{rest}' of '{}'", row.mnemonic));
        }
        *suffix = false;
        Ok(())
    };
    let mut i = 0;
    while i < pieces.len() {
        match pieces[i] {
            Piece::Space => {
                end_suffix(l, &mut suffix)?;
                l.skip_ws();
            }
            Piece::Text(t) if suffix => {
                if !l.rest().starts_with(t) {
                    return l.err(format!("expected '{t}'"));
                }
                l.pos += t.len();
            }
            Piece::Text(t) => {
                // Each character may have spaces before it (`x0[4] , 3`).
                for c in t.split_inclusive(|_| true) {
                    l.expect(c)?;
                }
            }
            Piece::Operand => operand_into(l, 'D', ins.push_operand())?,
            Piece::Buffer => {
                let mut op = decl_operand(l)?;
                op.comps = Components::Four(Selection::Swizzle([0, 1, 2, 3]));
                ins.operands.push(op);
            }
            Piece::Number(kind) => {
                let n = match kind {
                    'F' => {
                        l.skip_ws();
                        let t = l.take_while(|c| c != b')');
                        value(l, trim(t))?
                    }
                    'R' => {
                        let g = l.group()?;
                        return_types(l, g)?.token()
                    }
                    'S' => system_value(l)?.0,
                    _ => l.number()?,
                };
                ins.nums.push(n);
            }
            Piece::Field(_, _) if suffix && is_flag(pieces[i]) => {
                // A run of one-bit fields, in any order.
                let run = pieces[i..].iter().take_while(|p| is_flag(**p)).count();
                'next: loop {
                    for p in &pieces[i..i + run] {
                        if let Piece::Field(f, arg) = *p {
                            let (on, _) = layout::flag_spellings(arg);
                            if !ins.flag(f) && l.pos < name_end && l.rest().starts_with(on) {
                                l.pos += on.len();
                                ins.set_flag(f, true);
                                continue 'next;
                            }
                        }
                    }
                    break;
                }
                i += run;
                continue;
            }
            Piece::Field(f, arg) => field(l, ins, f, arg, suffix)?,
        }
        i += 1;
    }
    end_suffix(l, &mut suffix)?;
    Ok(())
}

/// A one-bit field written as a word or suffix (`{GloballyCoherent:_glc}`).
fn is_flag(p: Piece) -> bool {
    matches!(p, Piece::Field(f, _) if f.is_flag())
}

/// Reads a declaration's control field as its layout writes it (the
/// printer's `field` is the other half).
fn field(l: &mut Line, ins: &mut Instruction, f: Field, arg: Option<&str>, suffix: bool) -> R<()> {
    // A value's name: inside the mnemonic it ends at the next `_`.
    fn named<T: ControlField>(
        l: &mut Line,
        ins: &mut Instruction,
        suffix: bool,
        what: &str,
        parse: fn(&str) -> Option<T>,
    ) -> R<()> {
        let w = if suffix {
            l.take_while(|c| c.is_ascii_alphanumeric())
        } else {
            l.ident()
        };
        ins.set(typed(l, what, w, parse)?);
        Ok(())
    }
    match f {
        Field::Dim => named(l, ins, suffix, "resource dimension", ResourceDim::parse)?,
        Field::SamplerMode => named(l, ins, suffix, "sampler mode", SamplerMode::parse)?,
        Field::InputPrimitive => named(l, ins, suffix, "input primitive", InputPrimitive::parse)?,
        Field::Topology => named(l, ins, suffix, "output topology", Topology::parse)?,
        Field::TessDomain => named(l, ins, suffix, "tessellator domain", TessDomain::parse)?,
        Field::TessPartitioning => named(l, ins, suffix, "partitioning", TessPartitioning::parse)?,
        Field::TessOutput => named(l, ins, suffix, "output primitive", TessOutput::parse)?,
        Field::SampleCount => {
            if l.peek() == Some(b'(') {
                let g = l.group()?;
                let Ok(n) = trim(g).parse::<u32>() else {
                    return l.err("bad sample count");
                };
                ins.set_field(f, n);
            }
        }
        Field::Interpolation => {
            // The mode's words, before the register.
            let mut words = Vec::new();
            loop {
                l.skip_ws();
                let save = l.pos;
                let w = l.ident();
                let is_word = |m: &(Interpolation, &str)| m.1.split(' ').any(|x| x == w);
                if !w.is_empty() && Interpolation::NAMED.iter().any(is_word) {
                    words.push(w);
                } else {
                    l.pos = save;
                    break;
                }
            }
            if words.is_empty() && arg == Some("v10") {
                // Only fxc 10.x prints it; the compiler writes constant.
                ins.set(Interpolation::CONSTANT);
            } else if !words.is_empty() {
                let j = words.join(" ");
                match Interpolation::NAMED.iter().find(|(_, n)| *n == j) {
                    Some((v, _)) => ins.set(*v),
                    None => return l.err(format!("unknown interpolation mode '{j}'")),
                }
            }
        }
        Field::GlobalFlags => {
            // `dcl_globalFlagsnone` is how Microsoft prints no flag.
            if suffix && l.rest().starts_with("none") {
                l.pos += 4;
                return Ok(());
            }
            let mut flags = GlobalFlags::default();
            if !l.at_end() {
                loop {
                    let w = l.ident();
                    flags = flags | typed(l, "global flag", w, GlobalFlags::parse)?;
                    if !l.eat("|") {
                        break;
                    }
                }
            }
            ins.set(flags);
        }
        f if f.is_flag() => {
            let (on, off) = layout::flag_spellings(arg);
            let w = l.ident();
            if w == on {
                ins.set_flag(f, true);
            } else if w != off {
                return l.err(format!("expected {on} or {off}, found '{w}'"));
            }
        }
        _ => {
            let n = l.number()?;
            ins.set_field(f, n);
        }
    }
    Ok(())
}

/// Parses a declaration whose text is not "mnemonic operands" into `out`
/// (a blank): by its row's layout, or one of the few laid out here by
/// hand. False when `name` is not such a declaration.
fn declaration(name: &str, l: &mut Line, out: &mut Instruction) -> R<bool> {
    if let Some(row) = layout_row(name) {
        by_layout(row, name, l, out)?;
        return Ok(true);
    }
    let mk = |op: Opcode| Instruction::new(op);
    let ins =
        {
            match name {
                "dcl_function_table" => {
                    let mut ins = mk(Opcode::DclFunctionTable);
                    l.expect("ft")?;
                    ins.nums.push(l.number()?);
                    l.expect("=")?;
                    let list = brace_list(l, "fb")?;
                    ins.nums.push(list.len() as u32);
                    ins.nums.extend(list);
                    ins
                }
                "dcl_interface" | "dcl_interface_dynamicindexed" => {
                    let mut ins = mk(Opcode::DclInterface);
                    ins.set_flag(Field::DynamicIndexed, name.ends_with("dynamicindexed"));
                    l.expect("fp")?;
                    let id = l.number()?;
                    l.expect("[")?;
                    let arr = l.number()?;
                    l.expect("]")?;
                    l.expect("[")?;
                    let sites = l.number()?;
                    l.expect("]")?;
                    l.expect("=")?;
                    let list = brace_list(l, "ft")?;
                    ins.nums
                        .extend([id, sites, (list.len() as u32) | (arr << 16)]);
                    ins.nums.extend(list);
                    ins
                }
                "undecipherable" => {
                    l.expect("custom")?;
                    l.expect("data")?;
                    let base = l.ctx.floats.base;
                    match base.and_then(|b| b.custom.get(l.ctx.ins).cloned().flatten()) {
                        Some(ins) => ins,
                        None => return l.err(
                            "the listing does not hold this custom data's words: assemble with \
                             --base ORIGINAL, or disassemble with --lossless",
                        ),
                    }
                }
                // dxsm's own text for a custom-data block of another class:
                // `customdata class 2 (3 words) { 0x00000001, ... }`.
                "customdata" => {
                    let mut ins = mk(Opcode::CustomData);
                    l.expect("class")?;
                    ins.set(CustomDataClass(l.number()?));
                    let g = l.group()?;
                    let count: usize = g
                        .trim()
                        .strip_suffix("words")
                        .or_else(|| trim(g).strip_suffix("word"))
                        .and_then(|n| trim(n).parse().ok())
                        .ok_or(())
                        .or_else(|_| l.err(format!("expected '(N words)', found '({g})'")))?;
                    if l.eat("{") {
                        while !l.eat("}") {
                            if !ins.nums.is_empty() {
                                l.expect(",")?;
                            }
                            let w = l.number()?;
                            ins.nums.push(w);
                        }
                    }
                    if ins.nums.len() != count {
                        return l.err(format!(
                            "customdata says {count} words but lists {}",
                            ins.nums.len()
                        ));
                    }
                    ins
                }
                "dcl_immediateConstantBuffer" => {
                    let mut ins = mk(Opcode::CustomData);
                    ins.set(CustomDataClass::IMMEDIATE_CONSTANT_BUFFER);
                    l.expect("{")?;
                    loop {
                        l.expect("{")?;
                        for i in 0..4 {
                            if i > 0 {
                                l.expect(",")?;
                            }
                            l.skip_ws();
                            let t = l.take_while(|c| c != b',' && c != b'}');
                            ins.nums.push(value(l, trim(t))?);
                        }
                        l.expect("}")?;
                        if !l.eat(",") {
                            break;
                        }
                    }
                    l.expect("}")?;
                    ins
                }
                _ => return Ok(false),
            }
        };
    *out = ins;
    Ok(true)
}

fn system_value(l: &mut Line) -> R<SystemValue> {
    let w = l.ident();
    typed(l, "system value", w, SystemValue::parse)
}

fn brace_list(l: &mut Line, prefix: &str) -> R<Vec<u32>> {
    l.expect("{")?;
    let mut v = Vec::new();
    if l.eat("}") {
        return Ok(v);
    }
    loop {
        l.expect(prefix)?;
        v.push(l.number()?);
        if !l.eat(",") {
            break;
        }
    }
    l.expect("}")?;
    Ok(v)
}

#[cfg(test)]
mod prefix_tests {
    use super::*;

    // Listings printed with D3DDisassemble 0x4 / 0x20 / 0x24.
    #[test]
    fn numbering_and_offset_prefixes() {
        assert_eq!(line_prefix_len("   3: mov r0.x, l(1)"), 5);
        assert_eq!(line_prefix_len("0x00000000: cs_4_0"), 11);
        assert_eq!(line_prefix_len("      0x00000054: dcl_temps 2"), 17);
        assert_eq!(line_prefix_len("  12  0x000000B8: ret "), 17);
        assert_eq!(line_prefix_len("mov r0.x, l(1)"), 0);
        assert_eq!(line_prefix_len("  0x12: x"), 0);
        let t = "0x00000000: vs_4_0\n0x00000008: dcl_output o0.xyzw\n0x00000014: mov o0.xyzw, l(0,0,0,0)\n0x0000002C: ret \n";
        assert!(parse(t).is_ok(), "{:?}", parse(t).err());
    }

    // Prefixes are looked for as the lines are parsed: one first met late
    // (after lines without any) gives what blanking every line first
    // gives, and an error on a line before it is that line's error.
    #[test]
    fn prefixes_met_late_parse_as_blanked() {
        let t = "vs_4_0\ndcl_output o0.xyzw\n   2: mov o0.xyzw, l(0,0,0,0)\n   3: ret \n";
        let blanked = blank_line_prefixes(t).expect("two lines have prefixes");
        assert_eq!(
            parse_with_lines(t).unwrap(),
            parse_with_lines(&blanked).unwrap()
        );
        let (_, lines) = parse_with_lines(t).unwrap();
        assert_eq!(lines, [2, 3, 4]);
        let bad = "vs_4_0\nmov o0.xyzw, q0\n   2: ret \n";
        let (e, e_blanked) = (
            parse(bad).unwrap_err(),
            parse(&blank_line_prefixes(bad).unwrap()).unwrap_err(),
        );
        assert_eq!(e.line(), 2, "{e}");
        assert_eq!(e.to_string(), e_blanked.to_string());
    }

    // Register numbers are read a byte at a time: the value, the largest
    // u64, one past it (refused at the column after the digits), and
    // letters outside ASCII after a name (refused, not split mid-letter).
    #[test]
    fn register_numbers_and_names() {
        let p = parse("vs_4_0\nmov r18446744073709551615.x, r12.y\nret \n").unwrap();
        let ix = |o: usize| p.instructions[0].operands[o].indices[0].imm;
        assert_eq!((ix(0), ix(1)), (u64::MAX, 12));
        let e = parse("vs_4_0\nmov r18446744073709551616.x, r0.y\nret \n").unwrap_err();
        assert!(e.to_string().contains("index too large"), "{e}");
        assert!(e.to_string().contains("2:26"), "{e}");
        let e = parse("vs_4_0\nmov r\u{e9}0.x, r0.y\nret \n").unwrap_err();
        assert!(e.to_string().contains("2:6"), "{e}");
    }

    #[test]
    fn comment_starts() {
        for (line, at) in [
            ("// a comment", 0),
            ("mov r0.x, r1.x // note", 15),
            ("  div r0.x, r1.x, r2.x", 22),
            ("l(1.0) / 2 //x", 11),
            ("a/b/c", 5),
            ("end /", 5),
            ("/", 1),
            ("", 0),
            ("\u{e9}//", 2),
        ] {
            assert_eq!(comment_start(line), at, "{line:?}");
            assert_eq!(comment_start(line), line.find("//").unwrap_or(line.len()));
        }
    }

    #[test]
    fn modifiers_and_selections() {
        use crate::sm4::ir::{Components::*, Modifier, Selection::*};
        let p = parse(
            "ps_4_0\nmov r0.xy, - | r1.xxyz |\nmov r0.x, cb0[1].yzw\nmov r0.x, -r1.y\nret \n",
        )
        .unwrap();
        let op = |i: usize, o: usize| &p.instructions[i].operands[o];
        assert_eq!(op(0, 0).comps, Four(Mask(0b0011)));
        assert_eq!(op(0, 1).modifier, Modifier::AbsNeg);
        assert_eq!(op(0, 1).comps, Four(Swizzle([0, 0, 1, 2])));
        // Letters in order: a mask selection, as 3Dmigoto writes them.
        assert_eq!(op(1, 1).comps, Four(Mask(0b1110)));
        assert_eq!(op(2, 1).modifier, Modifier::Neg);
        assert_eq!(op(2, 1).comps, Four(Select1(1)));
        for bad in ["r1.zy", "r1.xyzwx", "r1.xxz"] {
            let e = parse(&format!("ps_4_0\nmov r0.x, {bad}\nret \n")).unwrap_err();
            let sel = &bad[2..];
            assert!(e.to_string().contains(&format!("found '{sel}'")), "{e}");
        }
        // A letter that is not ASCII ends the selection; an error, no panic.
        assert!(parse("ps_4_0\nmov r0.x, r1.x\u{e9}\nret \n").is_err());
    }
}
