//! Single-use temporaries folded into the expression that reads them:
//! `r0.xy = a * b; o0.xy = r0.xy + c;` becomes `o0.xy = a * b + c;`
//! where nothing else reads `r0.xy` before it is written again.
//!
//! A temp's value is folded from the instruction `d` that computes it
//! into the instruction `u` that reads it when:
//! - `d` computes a value without side effects (arithmetic, sampling and
//!   loading textures, derivatives, attribute evaluation) into one temp,
//!   and reads no indexable temp;
//! - `u` is the first instruction after `d` that touches those
//!   components, in the same block (no flow control, discard, emit or
//!   barrier between them), and no instruction between them writes what
//!   `d` reads;
//! - `u` reads only components `d` wrote, in one operand;
//! - after `u`, those components are dead (per-component liveness over
//!   the program's structured flow control).
//!
//! Microsoft's compiler sees through variables, so the compiled result
//! is the same; the text reads like an expression.

use super::comps::Comps;
use super::types::{self, Key, Ty};
use crate::sm4::ir::{Components, Instruction, Operand, Program, Selection};
use crate::sm4::names::operand as ty;
use crate::sm4::table::{Opcode, Semantics};
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;
use std::cell::RefCell;

/// A folded value: its expression, type and the components of the
/// register it stood for (the expression's components, in order).
#[derive(Clone, Debug)]
pub struct Fold {
    /// The HLSL expression.
    pub text: String,
    /// Its type.
    pub ty: Ty,
    /// The register components it computes, first to last.
    pub comps: Comps,
}

/// Which instructions fold into which: `d` → (`u`, temp).
#[derive(Clone, Debug, Default)]
pub struct Plan {
    /// Instructions whose value is folded, with the instruction that
    /// reads it and the temp.
    pub folded: HashMap<usize, (usize, Key)>,
}

#[derive(Default)]
struct State {
    /// The instruction being written.
    at: usize,
    /// Values waiting for their reader: (reader, temp) → value.
    values: HashMap<(usize, Key), Fold>,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State::default());
}

/// While alive, reads see the folded values; dropped, none.
pub struct Scope(());

impl Scope {
    /// Starts a program's folding.
    pub fn enter() -> Scope {
        STATE.with(|s| *s.borrow_mut() = State::default());
        Scope(())
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        STATE.with(|s| *s.borrow_mut() = State::default());
    }
}

/// The statements are now at instruction `i`.
pub fn at(i: usize) {
    STATE.with(|s| s.borrow_mut().at = i);
}

/// Keeps `value` for instruction `reader`'s read of `temp`.
pub fn keep(reader: usize, temp: Key, value: Fold) {
    STATE.with(|s| {
        s.borrow_mut().values.insert((reader, temp), value);
    });
}

/// What `f` gives, for the folded value operand `op` of the current
/// instruction reads, if any.
fn with_value<R>(op: &Operand, f: impl FnOnce(&Fold) -> R) -> Option<R> {
    // Only temps are folded.
    if op.ty != ty::TEMP {
        return None;
    }
    let k = types::key(op)?;
    STATE.with(|s| {
        let s = s.borrow();
        if s.values.is_empty() {
            return None;
        }
        s.values.get(&(s.at, k)).map(f)
    })
}

/// The folded value operand `op` of the current instruction reads, at
/// register components `picked`, and its type: `None` if there is none,
/// `Some(None)` if it does not compute those components.
pub fn read(op: &Operand, picked: &[usize]) -> Option<Option<(String, Ty)>> {
    with_value(op, |f| swizzled(f, picked).map(|t| (t, f.ty)))
}

/// The condition a folded comparison tests, where operand `op` (read as
/// one component) is one: `a < b` for `(a < b) ? 0xffffffffu : 0u`.
pub fn condition(op: &Operand) -> Option<String> {
    with_value(op, |f| tested(f, op)).flatten()
}

/// [`condition`] of folded value `f`.
fn tested(f: &Fold, op: &Operand) -> Option<String> {
    if f.comps.len() != 1 || op.modifier != crate::sm4::ir::Modifier::None {
        return None;
    }
    let inner = f
        .text
        .strip_suffix(") ? 0xffffffffu : 0u")?
        .strip_prefix('(')?;
    // The parentheses must be one group: `(a) ? 1 : (b) ...` is not.
    let mut depth = 0i32;
    for c in inner.bytes() {
        match c {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth < 0 {
                    return None;
                }
            }
            _ => {}
        }
    }
    (depth == 0).then(|| inner.to_string())
}

/// `f` read at register components `picked`: the expression's
/// components at those places, parenthesized where an operator could
/// bind into it.
pub fn swizzled(f: &Fold, picked: &[usize]) -> Option<String> {
    let mut pos = Comps::default();
    for c in picked {
        if !pos.push(f.comps.iter().position(|m| m == c)?) {
            return None;
        }
    }
    let identity = pos.iter().enumerate().all(|(k, p)| k == *p) && pos.len() == f.comps.len();
    // A scalar's swizzle (`(a * b).xx`) is parenthesized, a literal's
    // too.
    let paren = !atom(&f.text) || (!identity && f.comps.len() == 1);
    let mut out = String::with_capacity(f.text.len() + 8);
    if paren {
        out.push('(');
    }
    out.push_str(&f.text);
    if paren {
        out.push(')');
    }
    if identity {
        return Some(out);
    }
    out.push('.');
    super::comps::push_letters(&mut out, &pos);
    Some(out)
}

/// Whether `e` needs no parentheses as an operand: a name, a literal, a
/// member or element, a call, or a chain of these.
fn atom(e: &str) -> bool {
    let b = e.as_bytes();
    if b.is_empty() || !(b[0].is_ascii_alphanumeric() || b[0] == b'_' || b[0] == b'(') {
        return false;
    }
    // Outside brackets, only names, numbers and dots.
    let mut depth = 0i32;
    for &c in b {
        match c {
            b'(' | b'[' => depth += 1,
            b')' | b']' => {
                depth -= 1;
                if depth < 0 {
                    return false;
                }
            }
            _ if depth == 0 && !(c.is_ascii_alphanumeric() || c == b'_' || c == b'.') => {
                return false
            }
            _ => {}
        }
    }
    depth == 0
}

/// The components a write mask or a source selection names.
fn comps_of(op: &Operand) -> u8 {
    match op.comps {
        Components::Four(Selection::Mask(m)) => m & 0xf,
        Components::Four(Selection::Swizzle(s)) => s.iter().fold(0, |a, c| a | (1 << (c & 3))),
        Components::Four(Selection::Select1(c)) => 1 << (c & 3),
        _ => 0xf,
    }
}

/// (temp, component mask) pairs; an instruction has a few.
type Masks = SmallVec<[(u64, u8); 4]>;

/// Temps an instruction reads and writes, as (temp, component mask).
struct Access {
    reads: Masks,
    writes: Masks,
    /// Operands (relative indices counted) that name each temp read.
    operands: SmallVec<[(u64, usize); 4]>,
    /// Temps read as relative indices.
    indices: SmallVec<[u64; 2]>,
}

impl Access {
    /// One more operand names temp `r`.
    fn count(&mut self, r: u64) {
        match self.operands.iter_mut().find(|(x, _)| *x == r) {
            Some((_, n)) => *n += 1,
            None => self.operands.push((r, 1)),
        }
    }

    /// How many operands name temp `r`.
    fn operands_of(&self, r: u64) -> usize {
        self.operands
            .iter()
            .find(|(x, _)| *x == r)
            .map_or(0, |(_, n)| *n)
    }
}

fn access(ins: &Instruction) -> Access {
    let shape = ins.opcode.row().shape.as_bytes();
    let dests = shape.iter().take_while(|c| **c == b'd').count();
    let mut a = Access {
        reads: Masks::new(),
        writes: Masks::new(),
        operands: SmallVec::new(),
        indices: SmallVec::new(),
    };
    fn rel_reads(op: &Operand, a: &mut Access) {
        for x in &op.indices {
            if let Some(r) = x.rel.as_deref() {
                if r.ty == ty::TEMP {
                    if let Some(i) = r.indices.first() {
                        a.reads.push((i.imm, comps_of(r)));
                        a.indices.push(i.imm);
                        a.count(i.imm);
                    }
                }
                rel_reads(r, a);
            }
        }
    }
    for (k, op) in ins.operands.iter().enumerate() {
        rel_reads(op, &mut a);
        if op.ty != ty::TEMP {
            continue;
        }
        let Some(r) = op.indices.first().map(|i| i.imm) else {
            continue;
        };
        if k < dests {
            a.writes.push((r, comps_of(op)));
        } else {
            a.reads.push((r, comps_of(op)));
            a.count(r);
        }
    }
    a
}

/// Whether instruction `ins` ends a block for folding: flow control,
/// labels, discard, emit and cut, barriers, declarations.
fn barrier(ins: &Instruction) -> bool {
    !matches!(
        ins.opcode.row().semantics,
        Semantics::Lanewise
            | Semantics::Dot(_)
            | Semantics::Pair
            | Semantics::Swap
            | Semantics::Double
            | Semantics::Derivative(..)
            | Semantics::Sample(_)
            | Semantics::Gather
            | Semantics::SampleInfo
            | Semantics::Load
            | Semantics::Store
            | Semantics::ResInfo
            | Semantics::BufInfo
            | Semantics::LoadWords
            | Semantics::StoreWords
            | Semantics::Counter
            | Semantics::Atomic
            | Semantics::Eval
    )
}

/// Whether `ins` reads each source once in its text (a folded value is
/// written where it is read: twice would compute it twice).
fn reads_once(ins: &Instruction) -> bool {
    use Opcode as O;
    match ins.opcode.row().semantics {
        Semantics::Lanewise => !matches!(
            ins.opcode,
            O::Ubfe | O::Ibfe | O::Bfi | O::FirstbitHi | O::FirstbitShi | O::Msad
        ),
        Semantics::Dot(_) | Semantics::Derivative(..) | Semantics::Gather | Semantics::Eval => true,
        Semantics::Sample(_) => ins.opcode != O::Lod,
        Semantics::Load => matches!(ins.opcode, O::Ld | O::LdMs),
        Semantics::SampleInfo => ins.opcode == O::SamplePos,
        Semantics::Jump => matches!(
            ins.opcode,
            O::If | O::Breakc | O::Continuec | O::Retc | O::Switch
        ),
        Semantics::Discard => true,
        _ => false,
    }
}

/// Whether `ins` computes one temp's value without side effects, as an
/// expression the statements can give in place of the store.
fn foldable(ins: &Instruction) -> bool {
    let row = ins.opcode.row();
    let pure = match row.semantics {
        Semantics::Lanewise
        | Semantics::Dot(_)
        | Semantics::Derivative(..)
        | Semantics::Eval
        | Semantics::Gather => true,
        Semantics::Sample(_) => true,
        Semantics::Load => matches!(ins.opcode, Opcode::Ld | Opcode::LdMs),
        Semantics::SampleInfo => ins.opcode == Opcode::SamplePos,
        _ => false,
    };
    let one_dest = row.shape.starts_with('d') && !row.shape.starts_with("dd");
    pure && one_dest
        && ins.operands.first().is_some_and(|d| {
            d.ty == ty::TEMP && matches!(d.comps, Components::Four(Selection::Mask(_)))
        })
        && ins.operands.iter().all(|o| {
            !matches!(o.ty, ty::INDEXABLE | ty::UAV | ty::TGSM)
                && o.indices
                    .iter()
                    .all(|x| x.rel.as_deref().is_none_or(|r| r.ty != ty::INDEXABLE))
        })
        // Resources read at run-time indices, and the resource's element
        // type decides the text: kept simple, only t# by constant.
        && ins.operands.iter().skip(1).all(|o| {
            o.ty != ty::RESOURCE || o.indices.iter().all(|x| x.rel.is_none())
        })
}

/// An instruction's successors: most have one or two.
type Succ = SmallVec<[usize; 2]>;

/// The successors of each instruction in `p`'s structured flow control,
/// or `None` if the program has subroutines or is not well nested.
fn successors(p: &Program) -> Option<Vec<Succ>> {
    let n = p.instructions.len();
    let mut succ = vec![Succ::new(); n];
    // Open constructs: (opcode, start, else or cases).
    enum Open {
        If(usize, Option<usize>),
        Loop(usize),
        Switch(usize, Vec<usize>),
    }
    let mut stack: Vec<Open> = Vec::new();
    // Jumps to patch once their construct closes: (instruction, kind).
    let mut pending_break: Vec<Vec<usize>> = Vec::new(); // per stack level
    let mut loop_start: Vec<usize> = Vec::new();
    for (i, ins) in p.instructions.iter().enumerate() {
        use Opcode as O;
        let next: Succ = if i + 1 < n {
            smallvec::smallvec![i + 1]
        } else {
            Succ::new()
        };
        match ins.opcode {
            O::Label | O::Call | O::Callc => return None,
            O::If => {
                stack.push(Open::If(i, None));
                pending_break.push(Vec::new());
                succ[i] = next;
            }
            O::Else => {
                let Some(Open::If(_, None)) = stack.last() else {
                    return None;
                };
                if let Some(Open::If(_, e)) = stack.last_mut() {
                    *e = Some(i);
                }
            }
            O::EndIf => {
                let Some(Open::If(s, e)) = stack.pop() else {
                    return None;
                };
                let carried = pending_break.pop()?;
                if let Some(up) = pending_break.last_mut() {
                    up.extend(carried);
                } else if !carried.is_empty() {
                    return None;
                }
                // The test falls to the else branch, or past the endif.
                succ[s].push(e.map_or(i, |e| e + 1));
                if let Some(e) = e {
                    succ[e] = smallvec::smallvec![i];
                }
                succ[i] = next;
            }
            O::Loop => {
                stack.push(Open::Loop(i));
                pending_break.push(Vec::new());
                loop_start.push(i);
                succ[i] = next;
            }
            O::EndLoop => {
                let Some(Open::Loop(s)) = stack.pop() else {
                    return None;
                };
                loop_start.pop();
                succ[i] = smallvec::smallvec![s + 1];
                for b in pending_break.pop()? {
                    succ[b].push(i + 1);
                }
            }
            O::Switch => {
                stack.push(Open::Switch(i, Vec::new()));
                pending_break.push(Vec::new());
            }
            O::Case | O::Default => {
                let Some(Open::Switch(_, cases)) = stack.last_mut() else {
                    return None;
                };
                cases.push(i);
                succ[i] = next;
            }
            O::EndSwitch => {
                let Some(Open::Switch(s, cases)) = stack.pop() else {
                    return None;
                };
                let has_default = cases
                    .iter()
                    .any(|c| p.instructions[*c].opcode == O::Default);
                succ[s] = cases.into_iter().collect();
                if !has_default {
                    succ[s].push(i);
                }
                for b in pending_break.pop()? {
                    succ[b].push(i + 1);
                }
                succ[i] = next;
            }
            O::Break | O::Breakc => {
                // The innermost loop or switch.
                let level = stack
                    .iter()
                    .rposition(|o| matches!(o, Open::Loop(_) | Open::Switch(..)))?;
                pending_break.get_mut(level)?.push(i);
                if ins.opcode == O::Breakc {
                    succ[i] = next;
                }
            }
            O::Continue | O::Continuec => {
                let s = *loop_start.last()?;
                succ[i] = smallvec::smallvec![s + 1];
                if ins.opcode == O::Continuec {
                    succ[i].extend(next);
                }
            }
            O::Ret => {}
            _ => succ[i] = next,
        }
    }
    if !stack.is_empty() {
        return None;
    }
    // Past the last instruction is the program's end.
    for v in &mut succ {
        v.retain(|s| *s < n);
    }
    Some(succ)
}

/// Per-instruction live-out temps (bit `4 * temp + component`), `words`
/// words an instruction from index `i * words`, or `None` where the
/// program is too large to analyse cheaply.
/// The instructions of `p` whose results nothing reads: each writes temps
/// only (or nothing), has no other effect (no store, atomic, discard,
/// emit or flow), and every component it writes is dead after it once
/// the other such instructions are taken out, so that a chain of them is
/// dead as a whole. `None` where the flow is not analysed (subroutines, a
/// program too large for the analysis).
pub(crate) fn dead(p: &Program) -> Option<Vec<bool>> {
    /// Rounds of taking out what is dead; what is left after them counts
    /// as read (the answer errs towards "read").
    const ROUNDS: usize = 64;
    let succ = successors(p)?;
    let mut acc: Vec<Access> = p.instructions.iter().map(access).collect();
    let temps = temps_of(&acc);
    let pure: Vec<bool> = p
        .instructions
        .iter()
        .map(|ins| {
            let row = ins.opcode.row();
            let dests = row.shape.bytes().take_while(|c| *c == b'd').count();
            dests > 0
                && ins.operands.len() >= dests
                && ins.operands[..dests]
                    .iter()
                    .all(|o| o.ty == ty::TEMP || o.ty == ty::NULL)
                && row.semantics.writes_only_destinations()
        })
        .collect();
    let mut dead = vec![false; acc.len()];
    for _ in 0..ROUNDS {
        let (live, words) = live_out(&succ, &acc, temps)?;
        let is_live = |i: usize, r: u64, c: usize| live_at(&live, words, i, r, c);
        let mut changed = false;
        for i in 0..acc.len() {
            if dead[i] || !pure[i] {
                continue;
            }
            let unread = acc[i].writes.iter().all(|&(r, m)| {
                (0..4)
                    .filter(|c| m & (1 << c) != 0)
                    .all(|c| !is_live(i, r, c))
            });
            if unread {
                dead[i] = true;
                acc[i].reads.clear();
                acc[i].writes.clear();
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Some(dead)
}

/// How many temps the accesses name (one past the highest).
fn temps_of(acc: &[Access]) -> usize {
    acc.iter()
        .flat_map(|a| a.reads.iter().chain(&a.writes))
        .map(|(r, _)| *r as usize + 1)
        .max()
        .unwrap_or(0)
}

/// Whether temp `r`, component `c` is live after instruction `i`, in
/// what [`live_out`] gives (`words` per instruction).
fn live_at(live: &[u64], words: usize, i: usize, r: u64, c: usize) -> bool {
    let b = r as usize * 4 + c;
    b / 64 < words && live[i * words + b / 64] & (1 << (b % 64)) != 0
}

fn live_out(succ: &[Succ], acc: &[Access], temps: usize) -> Option<(Vec<u64>, usize)> {
    let words = temps.saturating_mul(4).div_ceil(64).max(1);
    let n = acc.len();
    if n.saturating_mul(words) > 1 << 20 {
        return None;
    }
    let set = |v: &mut [u64], r: u64, m: u8| {
        for c in 0..4 {
            if m & (1 << c) != 0 {
                let b = r as usize * 4 + c;
                if let Some(w) = v.get_mut(b / 64) {
                    *w |= 1 << (b % 64);
                }
            }
        }
    };
    // What each instruction reads (gen) and writes (kill), once.
    let mut gen = vec![0u64; n * words];
    let mut kill = vec![0u64; n * words];
    for (i, a) in acc.iter().enumerate() {
        for (r, m) in &a.writes {
            set(&mut kill[i * words..(i + 1) * words], *r, *m);
        }
        for (r, m) in &a.reads {
            set(&mut gen[i * words..(i + 1) * words], *r, *m);
        }
    }
    let mut live_in = vec![0u64; n * words];
    let mut out = vec![0u64; n * words];
    let mut o = vec![0u64; words];
    let mut changed = true;
    while changed {
        changed = false;
        for i in (0..n).rev() {
            o.fill(0);
            for &s in &succ[i] {
                for (w, x) in o.iter_mut().zip(&live_in[s * words..(s + 1) * words]) {
                    *w |= x;
                }
            }
            for (k, &ok) in o.iter().enumerate() {
                let at = i * words + k;
                let inn = (ok & !kill[at]) | gen[at];
                if inn != live_in[at] {
                    live_in[at] = inn;
                    changed = true;
                }
                out[at] = ok;
            }
        }
    }
    Some((out, words))
}

/// Which instructions of `p` fold into which.
pub fn plan(p: &Program) -> Plan {
    let mut plan = Plan::default();
    let Some(succ) = successors(p) else {
        return plan;
    };
    let acc: Vec<Access> = p.instructions.iter().map(access).collect();
    let temps = temps_of(&acc);
    let Some((live, words)) = live_out(&succ, &acc, temps) else {
        return plan;
    };
    let is_live = |i: usize, r: u64, c: usize| live_at(&live, words, i, r, c);
    let overlaps =
        |list: &[(u64, u8)], r: u64, m: u8| list.iter().any(|(x, y)| *x == r && y & m != 0);
    // What each instruction's text reads, with the values folded into
    // it: a folded value must find its own sources unchanged where it is
    // read.
    let mut reads: Vec<Masks> = acc.iter().map(|a| a.reads.clone()).collect();
    for (d, ins) in p.instructions.iter().enumerate() {
        if !foldable(ins) {
            continue;
        }
        let Some(&(r, m)) = acc[d].writes.first() else {
            continue;
        };
        let reads_of_d = &reads[d];
        let mut u = None;
        for (k, a) in acc.iter().enumerate().skip(d + 1) {
            if overlaps(&a.reads, r, m) {
                u = Some(k);
                break;
            }
            let next = &p.instructions[k];
            if barrier(next)
                || overlaps(&a.writes, r, m)
                || a.writes.iter().any(|(x, y)| overlaps(reads_of_d, *x, *y))
            {
                break;
            }
        }
        let Some(u) = u else { continue };
        let a = &acc[u];
        let read_mask = a
            .reads
            .iter()
            .filter(|(x, _)| *x == r)
            .fold(0u8, |s, (_, y)| s | y);
        // Not into an index: the constant-buffer names read indices as
        // registers (`g_lights[r0.x + 1]`).
        let one_operand = a.operands_of(r) == 1 && !a.indices.contains(&r);
        let dead_after = (0..4)
            .filter(|c| m & (1 << c) != 0)
            .all(|c| overlaps(&a.writes, r, 1 << c) || !is_live(u, r, c));
        // The reading operand must be a four-component selection.
        let selection = p.instructions[u].operands.iter().all(|o| {
            o.ty != ty::TEMP
                || o.indices.first().map(|i| i.imm) != Some(r)
                || matches!(o.comps, Components::Four(_))
        });
        if read_mask & !m == 0
            && one_operand
            && dead_after
            && selection
            && reads_once(&p.instructions[u])
        {
            plan.folded.insert(d, (u, ('r', r)));
            let carried = reads[d].clone();
            reads[u].extend(carried);
        }
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(body: &str) -> Program {
        let text = format!(
            "ps_5_0\ndcl_constantbuffer cb0[2], immediateIndexed\ndcl_input_ps linear v1.xyzw\ndcl_output o0.xyzw\ndcl_temps 3\n{body}ret\n"
        );
        crate::sm4::parse::parse(&text).unwrap()
    }

    /// The (definition, reader) pairs the plan folds.
    fn folds(body: &str) -> Vec<(usize, usize)> {
        let p = program(body);
        let first = p
            .instructions
            .iter()
            .position(|i| i.opcode.row().semantics != Semantics::Declaration)
            .unwrap();
        let mut v: Vec<(usize, usize)> = plan(&p)
            .folded
            .iter()
            .map(|(d, (u, _))| (d - first, u - first))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_value_read_once_then_dead_folds_into_its_reader() {
        assert_eq!(
            folds("mul r0.xy, v1.xyxx, cb0[0].xyxx\nadd o0.xy, r0.xyxx, v1.zwzz\n"),
            vec![(0, 1)]
        );
    }

    #[test]
    fn a_value_read_twice_or_live_later_stays_a_register() {
        // Two readers.
        assert!(
            folds("mul r0.x, v1.x, cb0[0].x\nadd o0.x, r0.x, v1.z\nadd o0.y, r0.x, v1.w\n")
                .is_empty()
        );
        // Two operands of one reader.
        assert!(folds("mul r0.x, v1.x, cb0[0].x\nmul o0.x, r0.x, r0.x\n").is_empty());
        // Read again around a loop's back edge.
        assert_eq!(
            folds(
                "mov r0.x, v1.x\nloop\nadd r1.x, r0.x, l(1.0)\nmul r0.x, r1.x, l(2.0)\n\
                 lt r2.x, l(8.0), r0.x\nbreakc_nz r2.x\nendloop\nmov o0.x, r0.x\n"
            ),
            // r1.x folds into the multiply, the comparison into the
            // break; r0.x, read at the loop's top, does not.
            vec![(2, 3), (4, 5)]
        );
    }

    #[test]
    fn a_value_whose_sources_change_before_its_reader_stays_a_register() {
        // r1.x is written between the definition of r0.x and its read.
        assert!(
            folds("add r0.x, r1.x, v1.x\nmov r1.x, l(3.0)\nadd o0.x, r0.x, r1.x\n")
                .iter()
                .all(|f| f.0 != 0)
        );
        // Through a fold: r0.x (reading r1.x) folds into r2.x's
        // definition, which then may not move past the write of r1.x.
        let f = folds(
            "add r0.x, r1.x, v1.x\nmul r2.x, r0.x, l(2.0)\nmov r1.x, l(3.0)\nadd o0.x, r2.x, r1.x\n",
        );
        assert!(f.contains(&(0, 1)), "{f:?}");
        assert!(!f.iter().any(|x| x.0 == 1), "{f:?}");
    }

    #[test]
    fn not_across_flow_control_nor_into_an_index() {
        assert!(folds("mov r0.x, v1.x\nif_nz v1.y\nmov o0.x, r0.x\nendif\n").is_empty());
        assert!(folds("ftou r0.x, v1.x\nmov o0.x, cb0[r0.x + 0].x\n").is_empty());
    }

    #[test]
    fn folded_text_is_parenthesized_and_swizzled_by_place() {
        let f = |text: &str, comps: &[usize]| Fold {
            text: text.into(),
            ty: Ty::Float,
            comps: Comps::of(comps).unwrap(),
        };
        assert_eq!(swizzled(&f("a + b", &[0, 1]), &[0, 1]).unwrap(), "(a + b)");
        assert_eq!(
            swizzled(&f("a + b", &[1, 3]), &[3, 3]).unwrap(),
            "(a + b).yy"
        );
        assert_eq!(
            swizzled(&f("dot(a, b)", &[2]), &[2, 2]).unwrap(),
            "(dot(a, b)).xx"
        );
        assert_eq!(
            swizzled(&f("t0.Sample(s0, c).xyzw", &[0, 1, 2, 3]), &[2]).unwrap(),
            "t0.Sample(s0, c).xyzw.z"
        );
        assert_eq!(
            swizzled(&f("(a) * (b)", &[0]), &[0]).unwrap(),
            "((a) * (b))"
        );
        assert!(swizzled(&f("a", &[0]), &[1]).is_none());
    }
}
