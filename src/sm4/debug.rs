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

use crate::dxbc::spdb::{DefRange, Spdb};
use crate::sm4::names::{operand, OPERAND_TYPES};
use crate::sm4::{Ctl, Opcode, Program};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// One `register <- variable` item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The register (`r0.x`, `v[1][0].y`, `oDepth`).
    pub register: String,
    /// The variable (`pos.x`, `<main return value>.col.w`).
    pub variable: String,
}

/// A `#line` to print before an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineMark {
    /// A blank line first.
    pub blank: bool,
    /// The source line.
    pub line: u32,
    /// The file name, when it is printed.
    pub file: Option<String>,
}

/// A trailing comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// `Prior locations: ` (at `else`), `Post-call locations: ` (at
    /// `call`) or nothing.
    pub prefix: &'static str,
    /// The locations, in record order.
    pub items: Vec<Location>,
}

/// The debug information of a listing, by instruction index.
#[derive(Clone, Debug, Default)]
pub struct Annotations {
    /// The instruction the variable block goes before, and its lines.
    pub initial: Option<(usize, Vec<Vec<Location>>)>,
    /// `#line` before each instruction.
    pub lines: Vec<Option<LineMark>>,
    /// The comment after each instruction.
    pub comments: Vec<Option<Comment>>,
}

/// Whether the listing counts `op` with the declarations (no line, no
/// comment).
fn is_declaration(op: Opcode) -> bool {
    use Opcode::*;
    op.row().ctl == Ctl::Decl
        || matches!(
            op,
            CustomData | HsDecls | HsControlPointPhase | HsForkPhase | HsJoinPhase
        )
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
            let is_initial = r.start == fs && r.reg_type != operand::TEMP as u16;
            if is_initial {
                let l = loc();
                // One line per register; the streams share one.
                let key = if r.reg_type == operand::STREAM as u16 {
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
        a.comments[k] = Some(Comment { prefix, items });
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
    let mut lines = Lines::new(s);
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
                function_body || pf != file || line.abs_diff(pl) >= 3 || line.abs_diff(lp) >= 11,
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

/// The line, file and inlinee (None: the entry function) of code offsets
/// asked in increasing order: the deepest inlined call whose statement
/// ranges hold the offset (the first such site, and its first such range),
/// else the line table's first entry at the offset. A sweep over the ranges
/// sorted by start with a heap of those begun, so that a damaged file with
/// many ranges costs n log n, not n × m.
struct Lines<'a> {
    s: &'a Spdb,
    /// (start, end, depth, site, range index), by start.
    ranges: Vec<(u32, u32, u32, usize, usize)>,
    next: usize,
    /// Begun ranges: the best on top.
    heap: BinaryHeap<(u32, Reverse<usize>, Reverse<usize>, u32)>,
    table: HashMap<u32, (u32, usize)>,
}

impl<'a> Lines<'a> {
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
        Lines {
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
    let t = ty.min(255) as u8;
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
