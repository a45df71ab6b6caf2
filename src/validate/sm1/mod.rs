//! The shader model 2–3 flow-control validator: static, dynamic, loop and
//! call nesting, the static flow count, subroutine structure and block
//! balance, with the verdicts, codes and lines of Microsoft's
//! `D3DAssemble` (d3dcompiler_47; docs/rules.md, flow-control nesting).
//!
//! One pass in file order, as Microsoft's validator does. Because a `call`
//! must name a label later in the file, every call site of a subroutine is
//! seen before its `label`: the subroutine is entered with the deepest
//! counters over its call sites (depth carried along the call graph), and
//! each instruction counts once toward the flow count.
//!
//! The counters each instruction moves come from the instruction table
//! ([`crate::sm1::table`], `Flow`/`Nest` per row).

pub mod rules;

use super::diagnostic::Diagnostic;
use crate::codes::Code;
use crate::sm1::ir::{Instruction, Item, Program, ShaderType};
use crate::sm1::table::Opcode;
use crate::sm1::table::{self, op, reg, Flow, Nest};
use std::collections::{BTreeMap, BTreeSet};

/// The vs_2_x / ps_2_x device caps the validator checks against (other
/// profiles have fixed limits). The default is what Microsoft's assembler
/// assumes: the largest caps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// `DynamicFlowControlDepth`: 0 or 24. With 0, any `if_comp`, `if pred`,
    /// `callnz pred` or `break_comp` is an error.
    pub dynamic_flow_depth: u8,
    /// `StaticFlowControlDepth`: 1 to 4; the loop/rep and the call nesting
    /// limits (counted apart).
    pub static_flow_depth: u8,
}

impl Default for Caps {
    fn default() -> Self {
        Caps {
            dynamic_flow_depth: 24,
            static_flow_depth: 4,
        }
    }
}

/// The profile families that share Microsoft's codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fam {
    Vs2,
    Vs3,
    Ps2,
    Ps3,
}

/// Microsoft's codes per rule, in the order vs_2, vs_3, ps_2, ps_3.
struct Codes([Code; 4]);

impl Codes {
    fn get(&self, f: Fam) -> Code {
        self.0[f as usize]
    }
}

const C_LOOP: Codes = Codes([Code::X5829, Code::X5830, Code::X5493, Code::X5827]);
const C_CALL: Codes = Codes([Code::X5861, Code::X5873, Code::X5843, Code::X5851]);
const C_STATIC: Codes = Codes([Code::X5868, Code::X5878, Code::X5847, Code::X5856]);
const C_DYN_IFC: Codes = Codes([Code::X5871, Code::X5575, Code::X5849, Code::X5858]);
const C_DYN_IFP: Codes = Codes([Code::X5865, Code::X5876, Code::X5846, Code::X5854]);
const C_DYN_BREAKC: Codes = Codes([Code::X5557, Code::X5701, Code::X5880, Code::X5614]);
const C_DYN_CALLNZ: Codes = Codes([Code::X6053, Code::X6055, Code::X6048, Code::X6050]);
const C_CALL_EARLIER: Codes = Codes([Code::X5825, Code::X5826, Code::X5492, Code::X5824]);
const C_LABEL_TWICE: Codes = Codes([Code::X5822, Code::X5823, Code::X5491, Code::X5821]);
const C_AFTER_RET: Codes = Codes([Code::X5882, Code::X5883, Code::X5499, Code::X5881]);
const C_NEVER_CALLED: Codes = Codes([Code::X5888, Code::X5889, Code::X5504, Code::X5887]);
const C_RET_INSIDE: Codes = Codes([Code::X5834, Code::X5835, Code::X5495, Code::X5833]);
const C_BREAK_OUTSIDE: Codes = Codes([Code::X5900, Code::X5903, Code::X5894, Code::X5897]);
const C_ENDLOOP: Codes = Codes([Code::X5831, Code::X5832, Code::X5494, Code::X5494]);
const C_ENDREP: Codes = Codes([Code::X5838, Code::X5839, Code::X5836, Code::X5837]);
const C_ENDIF: Codes = Codes([Code::X5841, Code::X5842, Code::X5497, Code::X5840]);
const C_ELSE_NO_IF: Codes = Codes([Code::X5898, Code::X5901, Code::X5506, Code::X5895]);
const C_DOUBLE_ELSE: Codes = Codes([Code::X5899, Code::X5902, Code::X5893, Code::X5896]);
const C_NO_ENDREP: Codes = Codes([Code::X5907, Code::X5909, Code::X5507, Code::X5905]);
const C_NO_ENDIF: Codes = Codes([Code::X5908, Code::X5910, Code::X5904, Code::X5906]);

/// The limits of one profile.
#[derive(Clone, Copy, Debug)]
struct Limits {
    s: i32,
    d: i32,
    l: i32,
    c: i32,
    /// Static flow count limit (vs_2_0, vs_2_x).
    f: Option<i32>,
    /// Largest label number (vs_2_0, vs_2_x, vs_2_sw: 15).
    max_label: u16,
}

fn limits(ty: ShaderType, major: u8, minor: u8, caps: Caps) -> Limits {
    let ps = ty == ShaderType::Pixel;
    let dynamic = caps.dynamic_flow_depth as i32;
    let stat = caps.static_flow_depth as i32;
    match (ps, major, minor) {
        (false, 2, 0) => Limits {
            s: 24,
            d: 0,
            l: 1,
            c: 1,
            f: Some(16),
            max_label: 15,
        },
        (false, 2, 1) => Limits {
            s: 24,
            d: dynamic,
            l: stat,
            c: stat,
            f: Some(16),
            max_label: 15,
        },
        (false, 2, _) => Limits {
            s: 24,
            d: 24,
            l: 4,
            c: 4,
            f: None,
            max_label: 15,
        },
        (true, 2, 0) => Limits {
            s: 24,
            d: 0,
            l: 0,
            c: 0,
            f: None,
            max_label: 2047,
        },
        (true, 2, 1) => Limits {
            s: 24,
            d: dynamic,
            l: stat,
            c: stat,
            f: None,
            max_label: 2047,
        },
        _ => Limits {
            s: 24,
            d: 24,
            l: 4,
            c: 4,
            f: None,
            max_label: 2047,
        },
    }
}

/// The nesting counters at one point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Depth {
    s: i32,
    d: i32,
    l: i32,
    c: i32,
}

impl Depth {
    fn add(self, n: Nest) -> Depth {
        Depth {
            s: self.s + n.s as i32,
            d: self.d + n.d as i32,
            l: self.l + n.l as i32,
            c: self.c + n.c as i32,
        }
    }
    fn max(self, o: Depth) -> Depth {
        Depth {
            s: self.s.max(o.s),
            d: self.d.max(o.d),
            l: self.l.max(o.l),
            c: self.c.max(o.c),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BlockKind {
    /// `if`: static (`if bN`) or not, `else` seen.
    If {
        boolean: bool,
        has_else: bool,
    },
    Rep,
    Loop,
}

struct Block {
    kind: BlockKind,
    /// Counters inside the block.
    inner: Depth,
}

/// The nest change of a flow-control row for this instruction (`ByOperand`
/// looks at the `bN` / `pN` source), or None when it moves no counter.
fn nest_of(ins: &Instruction) -> Option<(Flow, Nest)> {
    let row = table::lookup(ins.opcode)?;
    match row.flow {
        Flow::None | Flow::Close | Flow::Else => None,
        Flow::Fixed(n) | Flow::Probe(n) => Some((row.flow, n)),
        Flow::ByOperand { boolean, predicate } => {
            let pred = ins.srcs.iter().any(|s| s.reg.ty == reg::PREDICATE);
            Some((row.flow, if pred { predicate } else { boolean }))
        }
    }
}

fn is_pred_cond(ins: &Instruction) -> bool {
    ins.srcs.iter().any(|s| s.reg.ty == reg::PREDICATE)
        && !ins.srcs.iter().any(|s| s.reg.ty == reg::CONSTBOOL)
}

fn label_of(ins: &Instruction) -> Option<u16> {
    ins.srcs
        .iter()
        .find(|s| s.reg.ty == reg::LABEL)
        .map(|s| s.reg.num)
}

/// Validates the flow control of an SM2/3 program with Microsoft's caps
/// assumptions ([`Caps::default`]).
pub fn validate(p: &Program) -> Vec<Diagnostic> {
    validate_with_caps(p, Caps::default())
}

/// Validates the flow control of an SM2/3 program. Diagnostics name the
/// item index in `p.items`; `None` = found at the end of the program.
/// Errors that make Microsoft abort validation end the pass.
pub fn validate_with_caps(p: &Program, caps: Caps) -> Vec<Diagnostic> {
    let v = p.version;
    if v.major < 2 {
        return Vec::new();
    }
    let grammar = grammar_errors(p);
    if !grammar.is_empty() {
        return grammar;
    }
    let mut walk = Walk::new(p, caps);
    for (i, item) in p.items.iter().enumerate() {
        let Item::Instruction(ins) = item else {
            continue;
        };
        match walk.step(i, ins) {
            Ok(true) => {}
            // A label inside a block: Microsoft stops walking there.
            Ok(false) => break,
            // Errors that make Microsoft abort validation end the pass.
            Err(d) => return vec![d],
        }
    }
    walk.finish()
}

/// What Microsoft's assembler rejects before validating (the first such
/// error is the first reported): flow-control or integer-constant
/// instructions its grammar lacks for the version (X2000, syntax error),
/// and `defi` components that mean nothing without `loop` (X5993).
fn grammar_errors(p: &Program) -> Vec<Diagnostic> {
    let (ps, ver) = (p.version.is_ps(), p.version.code());
    let has_loop = table::lookup(op::LOOP).is_some_and(|r| r.available(ps, ver));
    let mut out = Vec::new();
    for (i, item) in p.items.iter().enumerate() {
        let Item::Instruction(ins) = item else {
            continue;
        };
        let Some(row) = table::lookup(ins.opcode) else {
            continue;
        };
        let grammar = (row.flow != Flow::None
            || matches!(ins.opcode, op::LABEL | op::DEFI | op::DEFB))
            && !crate::sm1::grammar::in_every_grammar_from_2(ins.opcode);
        if grammar && !row.available(ps, ver) {
            out.push(Diagnostic::new(
                Code::X2000,
                Some(i),
                format!(
                    "'{}' is not a valid instruction in this shader version",
                    row.name(ver)
                ),
            ));
            return out;
        }
        if ins.opcode == op::DEFI && !has_loop && ins.literals.iter().skip(1).any(|&x| x != 0) {
            let n = ins.dst.as_ref().map_or(0, |d| d.reg.num);
            out.push(Diagnostic::new(
                Code::X5993,
                Some(i),
                format!("i{n}.yzw have no meaning in this shader model; they must simply be 0. "),
            ));
            // Microsoft's assembler goes on to its grammar errors (X2000
            // above), which it reports after this one: they are what
            // D3DCOMPILE_SKIP_VALIDATION still refuses.
        }
    }
    out
}

/// The flow-control walk over an SM2/3 program: open blocks, nesting
/// counters, calls and labels.
struct Walk {
    ps: bool,
    ver: u16,
    version: (u8, u8),
    fam: Fam,
    lim: Limits,
    /// Where label numbers are limited (vs_2_x), the code for too large.
    label_range_code: Option<Code>,
    stack: Vec<Block>,
    /// Counters at the start of the current subroutine (main: zero).
    base: Depth,
    flow_count: i32,
    /// Label number -> deepest entry counters over the calls seen so far.
    entries: BTreeMap<u16, Depth>,
    defined: BTreeSet<u16>,
    never_called: Vec<(usize, u16)>,
    /// The last instruction was a `ret` outside any block: only a `label`
    /// (or the end) may follow.
    after_ret: bool,
}

/// An error that ends validation, at instruction `$i`.
macro_rules! fail {
    ($code:expr, $i:expr, $($msg:tt)*) => {
        return Err(Diagnostic::new($code, Some($i), format!($($msg)*)))
    };
}

impl Walk {
    fn new(p: &Program, caps: Caps) -> Walk {
        let v = p.version;
        let ps = v.is_ps();
        Walk {
            ps,
            ver: v.code(),
            version: (v.major, v.minor),
            fam: match (ps, v.major >= 3) {
                (false, false) => Fam::Vs2,
                (false, true) => Fam::Vs3,
                (true, false) => Fam::Ps2,
                (true, true) => Fam::Ps3,
            },
            lim: limits(v.ty, v.major, v.minor, caps),
            label_range_code: match (ps, v.major, v.minor) {
                (false, 2, 0) | (false, 2, 1) => Some(Code::X5682),
                (false, 2, _) => Some(Code::X5819),
                _ => None,
            },
            stack: Vec::new(),
            base: Depth::default(),
            flow_count: 0,
            entries: BTreeMap::new(),
            defined: BTreeSet::new(),
            never_called: Vec::new(),
            after_ret: false,
        }
    }

    /// Counters inside the innermost open block.
    fn cur(&self) -> Depth {
        self.stack.last().map_or(self.base, |b| b.inner)
    }

    /// One instruction; `Ok(false)` stops the walk.
    fn step(&mut self, i: usize, ins: &Instruction) -> Result<bool, Diagnostic> {
        if std::mem::take(&mut self.after_ret) && ins.opcode != op::LABEL {
            fail!(
                C_AFTER_RET.get(self.fam),
                i,
                "A 'ret' instruction must be followed by either (1) the end of the shader or (2) a 'label' instruction. Aborting shader validation."
            );
        }
        self.after_ret = ins.opcode == op::RET && self.stack.is_empty();
        let Some(row) = table::lookup(ins.opcode) else {
            return Ok(true);
        };
        if row.flow == Flow::None && ins.opcode != op::LABEL {
            return Ok(true);
        }
        if !row.available(self.ps, self.ver) {
            let (code, ty, kind) = if self.ps {
                (Code::X5190, "ps", "pixel shader")
            } else {
                (Code::X5655, "vs", "shader")
            };
            let (major, minor) = self.version;
            fail!(
                code,
                i,
                "Instruction not supported by version {ty}_{major}_{minor} {kind}."
            );
        }
        match ins.opcode {
            op::IF | op::IFC | op::REP | op::LOOP => self.open(i, ins)?,
            op::ELSE => self.else_(i)?,
            op::ENDIF | op::ENDREP | op::ENDLOOP => self.close(i, ins.opcode)?,
            op::BREAK | op::BREAKC | op::BREAKP => self.break_(i, ins)?,
            op::CALL | op::CALLNZ => self.call(i, ins)?,
            op::RET if !self.stack.is_empty() => fail!(
                C_RET_INSIDE.get(self.fam),
                i,
                "'ret' instruction not permitted from inside any flow control block"
            ),
            op::LABEL => return self.label(i, ins),
            _ => {}
        }
        Ok(true)
    }

    /// `if`, `if_comp`, `rep`, `loop`: the nesting limits.
    fn open(&mut self, i: usize, ins: &Instruction) -> Result<(), Diagnostic> {
        let (fam, lim) = (self.fam, self.lim);
        let n = nest_of(ins).map_or(Nest::default(), |x| x.1);
        let next = self.cur().add(n);
        if next.s > lim.s {
            fail!(
                C_STATIC.get(fam),
                i,
                "Depth of static 'if' nesting exceeds limit of {}",
                lim.s
            );
        }
        if next.d > lim.d {
            let code = if ins.opcode == op::IFC {
                &C_DYN_IFC
            } else {
                &C_DYN_IFP
            };
            fail!(
                code.get(fam),
                i,
                "Depth of dynamic 'if' nesting exceeds limit of {}",
                lim.d
            );
        }
        if next.l > lim.l {
            fail!(
                C_LOOP.get(fam),
                i,
                "Depth of loop nesting exceeds limit of {}",
                lim.l
            );
        }
        self.flow_count += n.f as i32;
        let kind = match ins.opcode {
            op::REP => BlockKind::Rep,
            op::LOOP => BlockKind::Loop,
            _ => BlockKind::If {
                boolean: n.s > 0 || (ins.opcode == op::IF && !is_pred_cond(ins)),
                has_else: false,
            },
        };
        self.stack.push(Block { kind, inner: next });
        Ok(())
    }

    fn else_(&mut self, i: usize) -> Result<(), Diagnostic> {
        let fam = self.fam;
        match self.stack.last_mut() {
            Some(Block {
                kind: BlockKind::If { boolean, has_else },
                ..
            }) => {
                if *has_else {
                    fail!(
                        C_DOUBLE_ELSE.get(fam),
                        i,
                        "'else' already used for current 'if' construct"
                    );
                }
                *has_else = true;
                if *boolean {
                    self.flow_count += 1;
                }
                Ok(())
            }
            _ => fail!(
                C_ELSE_NO_IF.get(fam),
                i,
                "'else' instruction does not match up to an 'if'"
            ),
        }
    }

    /// `endif`, `endrep`, `endloop`: each closes its own kind of block.
    fn close(&mut self, i: usize, opcode: Opcode) -> Result<(), Diagnostic> {
        let closes = matches!(
            (opcode, self.stack.last().map(|b| b.kind)),
            (op::ENDIF, Some(BlockKind::If { .. }))
                | (op::ENDREP, Some(BlockKind::Rep))
                | (op::ENDLOOP, Some(BlockKind::Loop))
        );
        if closes {
            self.stack.pop();
            return Ok(());
        }
        let fam = self.fam;
        match opcode {
            op::ENDIF => fail!(
                C_ENDIF.get(fam),
                i,
                "'endif' instruction does not match up to an 'if' or 'else'"
            ),
            op::ENDREP => fail!(
                C_ENDREP.get(fam),
                i,
                "'endrep' instruction does not match up to a 'rep'"
            ),
            _ => fail!(
                C_ENDLOOP.get(fam),
                i,
                "'endloop' instruction does not match up to an 'loop'"
            ),
        }
    }

    fn break_(&mut self, i: usize, ins: &Instruction) -> Result<(), Diagnostic> {
        let fam = self.fam;
        if !self
            .stack
            .iter()
            .any(|b| matches!(b.kind, BlockKind::Rep | BlockKind::Loop))
        {
            fail!(
                C_BREAK_OUTSIDE.get(fam),
                i,
                "'break' instruction not within a local loop/rep construct"
            );
        }
        if let Some((Flow::Probe(_), n)) = nest_of(ins) {
            if self.cur().add(n).d > self.lim.d {
                fail!(C_DYN_BREAKC.get(fam), i, "Depth of dynamic 'if' nesting exceeds limit of {}, due to break_cmp that counts towards same limit", self.lim.d);
            }
        }
        Ok(())
    }

    /// `call`, `callnz`: label range, order, and the callee's entry depth.
    fn call(&mut self, i: usize, ins: &Instruction) -> Result<(), Diagnostic> {
        let (fam, lim) = (self.fam, self.lim);
        let n = nest_of(ins).map_or(Nest::default(), |x| x.1);
        let next = self.cur().add(n);
        let target = label_of(ins).unwrap_or(0);
        if let Some(code) = self.label_range_code {
            if target > lim.max_label {
                fail!(
                    code,
                    i,
                    "Subroutine label number, {target}, is too large. Maximum label number is {}",
                    lim.max_label
                );
            }
        }
        if self.defined.contains(&target) {
            fail!(C_CALL_EARLIER.get(fam), i, "Cannot call subroutine label defined earlier in shader (label #{target} in this case)");
        }
        if next.d > lim.d {
            fail!(C_DYN_CALLNZ.get(fam), i, "Depth of dynamic 'if' nesting exceeds limit of {} (callnz with predicate counts as a dynamic 'if' nesting level)", lim.d);
        }
        if next.c > lim.c {
            fail!(
                C_CALL.get(fam),
                i,
                "Depth of subroutine call nesting exceeds limit of {}",
                lim.c
            );
        }
        self.flow_count += n.f as i32;
        let e = self.entries.entry(target).or_default();
        *e = e.max(next);
        Ok(())
    }

    /// `label`: a subroutine starts at its deepest caller's counters.
    fn label(&mut self, i: usize, ins: &Instruction) -> Result<bool, Diagnostic> {
        let target = label_of(ins).unwrap_or(0);
        if let Some(code) = self.label_range_code {
            if target > self.lim.max_label {
                fail!(
                    code,
                    i,
                    "Subroutine label number, {target}, is too large. Maximum label number is {}",
                    self.lim.max_label
                );
            }
        }
        if !self.stack.is_empty() {
            return Ok(false);
        }
        if !self.defined.insert(target) {
            fail!(
                C_LABEL_TWICE.get(self.fam),
                i,
                "Subroutine label number: {target} already defined earlier. Aborting shader validation."
            );
        }
        self.base = match self.entries.get(&target) {
            Some(d) => *d,
            None => {
                self.never_called.push((i, target));
                Depth::default()
            }
        };
        Ok(true)
    }

    /// What is found at the end of the program: open blocks, the static
    /// flow-control count, labels never called.
    fn finish(self) -> Vec<Diagnostic> {
        let fam = self.fam;
        let mut out = Vec::new();
        if let Some(b) = self.stack.last() {
            let (code, what) = match b.kind {
                BlockKind::If { .. } => (
                    C_NO_ENDIF.get(fam),
                    "'if' construct was not completed with 'else'/'endif'",
                ),
                BlockKind::Rep => (
                    C_NO_ENDREP.get(fam),
                    "'rep' construct was not completed with a 'endrep'",
                ),
                BlockKind::Loop => (
                    C_NO_ENDREP.get(fam),
                    "'loop' construct was not completed with a 'endloop'",
                ),
            };
            out.push(Diagnostic::new(
                code,
                None,
                format!("End of shader reached and {what}."),
            ));
        }
        if let Some(max) = self.lim.f {
            if self.flow_count > max {
                out.push(Diagnostic::new(
                    Code::X5520,
                    None,
                    format!("Too many static flow control instructions ({}) for this shader model. Maximum allowed is {max}.", self.flow_count),
                ));
            }
        }
        for (_, l) in self.never_called {
            out.push(Diagnostic::new(
                C_NEVER_CALLED.get(fam),
                None,
                format!("Subroutine label #{l} never referenced."),
            ));
        }
        out
    }
}
