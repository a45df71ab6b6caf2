//! What `D3DDisassemble` prints from an SPDB chunk (debug builds of SM4/5
//! code): the `// Initial variable locations:` block, `#line N "file"`
//! before instructions, and `// r0.x <- name` after them.
//!
//! The rules, each measured against Microsoft's listings of the 530
//! debug builds (`D3DCOMPILE_DEBUG`, with and without skip-optimization)
//! of the SM4/5 corpus, all 530 printed the same:
//! * An instruction's line is that of the deepest inlined call whose
//!   statement ranges hold it, else the line table's entry at its offset;
//!   instructions with neither keep the last line.
//! * `#line` is printed before the first instruction with a line; then
//!   when the line moves 3 or more from the previous instruction's, or 11
//!   or more from the last printed one, or the file changes, or at the
//!   `label` of an inlined function body. The file name goes with the
//!   first `#line` and with those at function bodies only. Every `#line`
//!   has a blank line before it, except the first when the variable block
//!   is right above it.
//! * A variable part's location is printed after the instruction before
//!   the code offset where it starts to live there (and where each gap in
//!   its range ends): the instruction that put it there. Parts of inlined
//!   functions only when that instruction lies within the inlined code's
//!   span. `else` says `Prior locations:`, `call` `Post-call locations:`.
//! * Parts that live from the entry function's first instruction outside
//!   temporary registers are the `Initial variable locations`, one line
//!   per register (per stream for `m#`), inlined functions' first.

use super::spdb::{DefRange, Spdb};
use crate::sm4::debug::{Annotations, Comment, LineMark, Location, Piece};
use crate::sm4::names::{operand, OperandType, OPERAND_TYPES};
use crate::sm4::table::Semantics;
use crate::sm4::{Opcode, Program};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// Whether the listing counts `op` with the declarations (no line, no
/// comment).
fn is_declaration(op: Opcode) -> bool {
    op.row().semantics == Semantics::Declaration
}

/// The annotations of program `p`, whose instructions start at `offsets`
/// (bytes from the version token).
pub fn annotate(s: &Spdb, p: &Program, offsets: &[usize]) -> Annotations {
    let n = p.instructions.len().min(offsets.len());
    let mut a = Annotations {
        initial: None,
        lines: vec![None; n],
        comments: vec![None; n],
    };
    let offs: Vec<u32> = offsets[..n].iter().map(|&o| o as u32).collect();
    let decl: Vec<bool> = p.instructions[..n]
        .iter()
        .map(|i| is_declaration(i.opcode))
        .collect();

    // Variable locations first: whether the block is printed decides the
    // first #line's blank.
    let fs = s.function_start;
    // (in an inlined function, grouping key, item)
    let mut initial: Vec<(bool, String, Location)> = Vec::new();
    let mut comments: Vec<Vec<Location>> = vec![Vec::new(); n];
    for local in &s.locals {
        for r in &local.ranges {
            let loc = || Location {
                register: register_name(r),
                variable: format!("{}{}", local.name, r.path),
            };
            let is_initial = r.start == fs && r.reg_type != operand::TEMP.0 as u16;
            if is_initial {
                let l = loc();
                // One line per register; the streams share one.
                let key = if r.reg_type == operand::STREAM.0 as u16 {
                    String::new()
                } else {
                    l.register.split('.').next().unwrap_or("").to_string()
                };
                initial.push((local.site.is_some(), key, l));
            }
            let end = r.start as u64 + r.len as u64;
            let starts =
                (!is_initial)
                    .then_some(r.start)
                    .into_iter()
                    .chain(r.gaps.iter().filter_map(|&(o, l)| {
                        let at = r.start as u64 + o as u64 + l as u64;
                        (at < end).then_some(at as u32)
                    }));
            for at in starts {
                // The instruction before `at` put the value there.
                let k = offs.partition_point(|&o| o < at);
                let Some(k) = k.checked_sub(1) else { continue };
                if offs[k] < fs {
                    continue;
                }
                if let Some(site) = local.site {
                    let (lo, hi) = s.sites[site].span;
                    if !(lo <= offs[k] && offs[k] < hi) {
                        continue;
                    }
                }
                comments[k].push(loc());
            }
        }
    }
    for (k, items) in comments.into_iter().enumerate() {
        if items.is_empty() {
            continue;
        }
        let prefix = match p.instructions[k].opcode {
            Opcode::Else => "Prior locations: ",
            Opcode::Call | Opcode::Callc => "Post-call locations: ",
            _ => "",
        };
        a.comments[k] = Some(Comment {
            prefix,
            items,
            text: None,
        });
    }
    let first_code = (0..n).find(|&k| !decl[k]);
    if !initial.is_empty() {
        if let Some(k) = first_code {
            // Inlined functions' parts first, each group in record order.
            let ordered = initial
                .iter()
                .filter(|(site, _, _)| *site)
                .chain(initial.iter().filter(|(site, _, _)| !*site));
            let mut lines: Vec<Vec<Location>> = Vec::new();
            let mut last_key: Option<&str> = None;
            for (_, key, loc) in ordered {
                match lines.last_mut() {
                    Some(line) if last_key == Some(key.as_str()) => line.push(loc.clone()),
                    _ => {
                        lines.push(vec![loc.clone()]);
                        last_key = Some(key);
                    }
                }
            }
            a.initial = Some((k, lines));
        }
    }

    // Lines.
    let mut lines = InlineLines::new(s);
    let mut prev: Option<(u32, usize, Option<u32>)> = None;
    let mut printed: Option<u32> = None;
    for k in 0..n {
        if decl[k] {
            continue;
        }
        let Some((line, file, ctx)) = lines.at(offs[k]) else {
            continue;
        };
        let function_body = p.instructions[k].opcode == Opcode::Label && ctx.is_some();
        let (print, with_file) = match (prev, printed) {
            (Some((pl, pf, _)), Some(lp)) => (
                function_body || pf != file || line_moved(line, pl, lp),
                function_body,
            ),
            _ => (true, true),
        };
        if print {
            let first = printed.is_none();
            let after_block = a.initial.as_ref().is_some_and(|(i, _)| *i == k);
            a.lines[k] = Some(LineMark {
                blank: !(first && after_block),
                line,
                file: with_file.then(|| s.files.get(file).cloned().unwrap_or_default()),
            });
            printed = Some(line);
        }
        prev = Some((line, file, ctx));
    }
    a
}

/// Microsoft's rule for a new `#line` (both debug chunks): the line moved
/// 3 or more from the previous instruction's, or 11 or more from the last
/// one printed.
fn line_moved(line: u32, previous: u32, last_printed: u32) -> bool {
    line.abs_diff(previous) >= 3 || line.abs_diff(last_printed) >= 11
}

/// The line, file and inlinee (None: the entry function) of code offsets
/// asked in increasing order: the deepest inlined call whose statement
/// ranges hold the offset (the first such site, and its first such range),
/// else the line table's first entry at the offset. A sweep over the ranges
/// sorted by start with a heap of those begun, so that a damaged file with
/// many ranges costs n log n, not n × m.
struct InlineLines<'a> {
    s: &'a Spdb,
    /// (start, end, depth, site, range index), by start.
    ranges: Vec<(u32, u32, u32, usize, usize)>,
    next: usize,
    /// Begun ranges: the best on top.
    heap: BinaryHeap<(u32, Reverse<usize>, Reverse<usize>, u32)>,
    table: HashMap<u32, (u32, usize)>,
}

impl<'a> InlineLines<'a> {
    fn new(s: &'a Spdb) -> Self {
        let mut ranges: Vec<_> = s
            .sites
            .iter()
            .enumerate()
            .flat_map(|(i, site)| {
                site.ranges
                    .iter()
                    .enumerate()
                    .map(move |(k, r)| (r.start, r.end, site.depth, i, k))
            })
            .collect();
        ranges.sort_by_key(|r| r.0);
        let mut table = HashMap::new();
        for l in &s.lines {
            table.entry(l.offset).or_insert((l.line, l.file));
        }
        InlineLines {
            s,
            ranges,
            next: 0,
            heap: BinaryHeap::new(),
            table,
        }
    }

    fn at(&mut self, offset: u32) -> Option<(u32, usize, Option<u32>)> {
        while let Some(&(start, end, depth, site, k)) = self.ranges.get(self.next) {
            if start > offset {
                break;
            }
            self.heap.push((depth, Reverse(site), Reverse(k), end));
            self.next += 1;
        }
        while let Some(&(_, _, _, end)) = self.heap.peek() {
            if end > offset {
                break;
            }
            self.heap.pop();
        }
        if let Some(&(_, Reverse(site), Reverse(k), _)) = self.heap.peek() {
            let site = &self.s.sites[site];
            let r = &site.ranges[k];
            return Some((r.line, r.file, Some(site.inlinee)));
        }
        self.table
            .get(&offset)
            .map(|&(line, file)| (line, file, None))
    }
}

/// The register a variable part lives in, as the listing names it.
fn register_name(r: &DefRange) -> String {
    let ty = r.reg_type;
    let base = OPERAND_TYPES
        .get(ty as usize)
        .copied()
        .filter(|s| !s.is_empty())
        .map_or_else(|| format!("<register type {ty}>"), str::to_string);
    let comp = |i: i32| ['x', 'y', 'z', 'w'][((i & 15) >> 2) as usize];
    let t = OperandType(ty.min(255) as u8);
    match r.indices.as_slice() {
        [] => base,
        [i] if t == operand::INDEXABLE || t == operand::STREAM => format!("{base}{i}"),
        [i] if t == operand::THIS => format!("{base}[{}].{}", i >> 4, comp(*i)),
        [i] if matches!(
            t,
            operand::TEMP
                | operand::INPUT
                | operand::OUTPUT
                | operand::PATCH_CONSTANT
                | operand::INPUT_CP
                | operand::OUTPUT_CP
        ) =>
        {
            format!("{base}{}.{}", i >> 4, comp(*i))
        }
        [i] => format!("{base}.{}", comp(*i)),
        [i, j, ..] => format!("{base}[{j}][{}].{}", i >> 4, comp(*i)),
    }
}

/// The annotations of program `p` from an SDBG chunk (older compilers):
/// `#line`s by the same rules as SPDB's (file names with the first and
/// when the file changes), and after each instruction the variables it
/// writes, per destination `name<component...>` with what the compiler
/// knew of each value: `:NaN`, `:Inf`, a range `:[min,max]` (left out
/// when the value may be NaN), or the one value it has. Measured on the one
/// public SDBG binary (961 instructions): every comment and `#line` as
/// Microsoft prints them.
pub fn annotate_sdbg(s: &super::sdbg::Sdbg, p: &Program) -> Annotations {
    let n = p.instructions.len();
    let mut a = Annotations {
        initial: None,
        lines: vec![None; n],
        comments: vec![None; n],
    };
    let code = (0..n).filter(|&k| !is_declaration(p.instructions[k].opcode));
    let mut prev: Option<u32> = None;
    let mut printed: Option<(u32, usize)> = None;
    for (k, d) in code.zip(&s.instructions) {
        if let Some((line, file)) = d.line {
            let print = match (prev, printed) {
                (Some(pl), Some((lp, _))) => line_moved(line, pl, lp),
                _ => true,
            };
            if print {
                let with_file = printed.is_none_or(|(_, f)| f != file);
                a.lines[k] = Some(LineMark {
                    blank: true,
                    line,
                    file: with_file.then(|| s.files.get(file).cloned().unwrap_or_default()),
                });
                printed = Some((line, file));
            }
            prev = Some(line);
        }
        let mut pieces: Vec<Piece> = Vec::new();
        for out in &d.outputs {
            // Per destination, the variables in order of their first
            // component.
            let mut groups: Vec<(&str, Vec<&super::sdbg::Written>)> = Vec::new();
            for w in out.iter().flatten() {
                match groups.iter_mut().find(|(name, _)| *name == w.name) {
                    Some((_, ws)) => ws.push(w),
                    None => groups.push((&w.name, vec![w])),
                }
            }
            for (name, ws) in groups {
                if !pieces.is_empty() {
                    pieces.push(Piece::Plain("; ".into()));
                }
                pieces.push(Piece::Plain(format!("{name}<")));
                for (i, w) in ws.iter().enumerate() {
                    let sep = if i > 0 { "," } else { "" };
                    pieces.push(Piece::Plain(format!("{sep}{}", w.component)));
                    value_note(w, &mut pieces);
                }
                pieces.push(Piece::Plain(">".into()));
            }
        }
        if !pieces.is_empty() {
            a.comments[k] = Some(Comment {
                prefix: "",
                items: Vec::new(),
                text: Some(pieces),
            });
        }
    }
    a
}

/// What the compiler knew of a written value, as the listing adds it to
/// the component number.
fn value_note(w: &super::sdbg::Written, out: &mut Vec<Piece>) {
    let (lo, hi) = w.range;
    if lo == hi {
        // `% g`: a space for a sign, outside the number's colour.
        let v = g(lo as f64, false);
        let space = if v.starts_with('-') { "" } else { " " };
        out.push(Piece::Plain(format!(":{space}")));
        out.push(Piece::Number(format!("{v}f")));
        return;
    }
    for (on, flag) in [(w.nan, "NaN"), (w.inf, "Inf")] {
        if on {
            out.push(Piece::Plain(":".into()));
            out.push(Piece::Flag(flag));
        }
    }
    let unbounded = lo <= -f32::MAX && hi >= f32::MAX;
    if !(w.nan || unbounded) {
        out.push(Piece::Plain(":[".into()));
        out.push(Piece::Number(format!("{}f", g(lo as f64, false))));
        out.push(Piece::Plain(",".into()));
        out.push(Piece::Number(format!("{}f", g(hi as f64, false))));
        out.push(Piece::Plain("]".into()));
    }
}

/// C's `%g` (`% g` with `space`) as Microsoft's C library prints it:
/// three-digit exponents, `1.#INF` for infinity.
fn g(x: f64, space: bool) -> String {
    let sign = if space && !x.is_sign_negative() {
        " "
    } else {
        ""
    };
    if x.is_infinite() {
        return format!("{}1.#INF", if x < 0.0 { "-" } else { sign });
    }
    if x.is_nan() {
        return format!("{sign}1.#QNAN");
    }
    if x == 0.0 {
        return format!("{}0", if x.is_sign_negative() { "-" } else { sign });
    }
    format!("{sign}{}", crate::cfloat::g(x, 6))
}

#[cfg(test)]
mod g_tests {
    use super::g;

    /// Values and texts of Microsoft's SDBG listing (and C's %g).
    #[test]
    fn percent_g_as_microsoft_prints_it() {
        for (x, want) in [
            (9.9995e-5, "9.9995e-005"),
            (100.01, "100.01"),
            (0.0001, "0.0001"),
            (1.0001, "1.0001"),
            (1e-6, "1e-006"),
            (1.00015e6, "1.00015e+006"),
            (-0.0, "-0"),
            (6.0, "6"),
            (f64::INFINITY, "1.#INF"),
        ] {
            assert_eq!(g(x, false), want, "{x}");
        }
        assert_eq!(g(0.0, true), " 0");
        assert_eq!(g(-1.5, true), "-1.5");
    }
}

#[cfg(test)]
mod sdbg_tests {
    use super::*;

    /// A hand-made SDBG chunk in the documented layout (one file, two
    /// instructions, one variable): the reader and the rules give the
    /// `#line` and the comment the listing rules say.
    #[test]
    fn sdbg_lines_and_value_notes() {
        let mut d = vec![0u8; 84];
        let put =
            |d: &mut Vec<u8>, at: usize, v: u32| d[at..at + 4].copy_from_slice(&v.to_le_bytes());
        let (files, instrs, vars, tokens, strings) = (0u32, 16u32, 808u32, 832u32, 872u32);
        d.resize(84 + 872 + 8, 0);
        for (k, v) in [
            (0, 84),
            (5, 1),
            (6, files),
            (7, 2),
            (8, instrs),
            (9, 1),
            (10, vars),
            (13, 2),
            (14, tokens),
            (19, strings),
            (20, strings),
        ] {
            put(&mut d, 4 * k, v);
        }
        d[84 + 872..].copy_from_slice(b"a.hlsluv");
        let h = 84;
        put(&mut d, h, 0); // file name "a.hlsl"
        put(&mut d, h + 4, 6);
        for (i, (line, len, off)) in [(10u32, 0u32, 0u32), (12, 2, 6)].iter().enumerate() {
            let t = h + tokens as usize + 20 * i;
            put(&mut d, t + 4, *line);
            put(&mut d, t + 12, *len);
            put(&mut d, t + 16, *off);
        }
        let v = h + vars as usize;
        put(&mut d, v, 1); // the name token
        put(&mut d, v + 20, 1); // component 1 of the variable
        for i in 0..2 {
            let at = h + instrs as usize + 396 * i;
            put(&mut d, at + 372, 0); // line 10
            if i == 1 {
                continue;
            }
            put(&mut d, at + 8, 1); // one destination
            let block = at + 12;
            for c in 0..4 {
                put(
                    &mut d,
                    block + 12 + 4 * c,
                    if c < 2 { c as u32 } else { u32::MAX },
                );
                let w = block + 28 + 36 * c;
                put(&mut d, w, if c < 2 { 0 } else { u32::MAX });
                let (lo, hi, inf) = if c == 0 {
                    (-f32::MAX, f32::MAX, 1)
                } else {
                    (0.0, 1.0, 0)
                };
                put(&mut d, w + 20, f32::to_bits(lo));
                put(&mut d, w + 24, f32::to_bits(hi));
                put(&mut d, w + 32, inf);
            }
        }
        let s = crate::dxbc::sdbg::read(&d, 0).unwrap();
        let p = crate::sm4::parse::parse(
            "vs_5_0\ndcl_input v0.xy\ndcl_temps 1\nmov r0.xy, v0.xyxx\nret \n",
        )
        .unwrap();
        let a = annotate_sdbg(&s, &p);
        let mov = 2;
        assert_eq!(
            a.lines[mov],
            Some(LineMark {
                blank: true,
                line: 10,
                file: Some("a.hlsl".into())
            })
        );
        assert_eq!(a.lines[mov + 1], None, "same line: no #line");
        let mut text = String::new();
        for piece in a.comments[mov].as_ref().unwrap().text.as_ref().unwrap() {
            match piece {
                Piece::Plain(t) | Piece::Number(t) => text.push_str(t),
                Piece::Flag(t) => text.push_str(t),
            }
        }
        assert_eq!(text, "uv<1:Inf,1:[0f,1f]>");
        assert!(a.comments[mov + 1].is_none());
    }
}
