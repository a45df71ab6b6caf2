//! Batch execution: `LANES` invocations of one program at once, registers
//! stored lane by lane (structure of arrays), the program decoded once
//! into [`BOp`]s whose operands are resolved to flat register positions.
//! Vertex shaders (`vs.rs`), geometry shaders (`gs.rs`: emits and cuts are
//! recorded in [`Effects`] and replayed per invocation), pixel shaders
//! (`ps.rs`, `quads.rs`: lanes four by four a quad, for derivatives and
//! implicit levels of detail) and compute shaders (`cs.rs`: UAV writes held
//! in [`Effects`]) use it.
//!
//! This is a fast path, not a second semantics: every lane-wise result
//! comes from the same per-component functions as the scalar machine
//! (`alu::for_each_lanewise`). Lanes that disagree at flow control part
//! and meet again ([`Flow`]), each writing its own registers; where a step
//! needs parted lanes together (a derivative), or a step limit is hit, the
//! batch reports
//! [`Bail`] and the caller runs those invocations on the scalar machine,
//! which gives the same results (tests compare the two on the corpus).

use super::alu;
use super::flow::{Act, Flow};
use super::prepared::{ty, Prepared};
use super::transpose;
use crate::run::mem::Memory;
use crate::sm4::ir::{Components, Instruction, Modifier, Operand, Selection};
use crate::sm4::names::operand::{RESOURCE, UAV};
use crate::sm4::table::{Axis, Lod, Opcode, Semantics};
use std::collections::BTreeMap;

mod clean;
mod constants;
mod rows;

pub use super::lanes::{lanes_of, Bail, Lanes, LANES};

/// Where a source's components come from.
#[derive(Clone, Debug)]
enum Loc {
    /// Flat register index of component x (y, z, w follow), or of the
    /// first constant row (`batch/constants.rs`).
    Reg(usize),
    /// The same value in every lane (constant buffer, immediate, icb),
    /// already selected, modified and flushed.
    Splat([u32; 4]),
    /// Per lane, register `imm + rel` of an array of `n` registers at
    /// flat `base`, `stride` flat positions apart; out of range reads give
    /// 0, or stop the batch when `strict` (the scalar machine reports that
    /// error).
    RelReg {
        base: usize,
        n: usize,
        stride: usize,
        imm: u32,
        rel: Box<BSrc>,
        strict: bool,
    },
    /// Per lane, entry `imm + rel` of constant table `table`
    /// ([`Batch`]'s `consts`); out of range reads give 0.
    RelConst {
        table: usize,
        imm: u32,
        rel: Box<BSrc>,
    },
}

#[derive(Clone, Debug)]
struct BSrc {
    loc: Loc,
    /// Per component, the row read past a [`Loc::Reg`]'s base (its
    /// swizzle; for constant rows, the row of the value) or the component
    /// of a [`Loc::Splat`].
    swz: [u8; 4],
    modifier: Modifier,
    /// Shape letter `f`: flush denormals; `i`/`u`: integer modifiers; `c`:
    /// a float source whose rows never hold a denormal (`batch/clean.rs`),
    /// read without a flush.
    kind: u8,
}

impl BSrc {
    /// Whether reading this source in its register's own rows would skip
    /// a flush it needs: a plain float register that may hold a denormal.
    fn needs_flush_in_place(&self) -> bool {
        matches!(
            (&self.loc, self.modifier, self.kind),
            (Loc::Reg(_), Modifier::None, b'f')
        )
    }

    /// The flat row component `comp` is read from in place, when loading
    /// it would copy it unchanged (a plain register, but for a float one
    /// that may hold a denormal: that is flushed).
    fn row_in_place(&self, comp: usize) -> Option<usize> {
        match (&self.loc, self.modifier) {
            (Loc::Reg(base), Modifier::None) if !self.needs_flush_in_place() => {
                Some(base + self.swz[comp] as usize)
            }
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
struct BDst {
    /// Flat register index of component x; `None` for `null`.
    base: Option<usize>,
    /// A relative destination (indexable temps): `Loc::RelReg`.
    rel: Option<Loc>,
    mask: u8,
    /// The output register written (geometry shaders track which outputs
    /// an emit sends).
    out: Option<usize>,
}

#[derive(Clone, Debug)]
enum BOp {
    /// A declaration: not an executed step.
    Skip,
    /// An executed instruction with no effect (`nop`).
    Nop,
    Lane {
        op: Opcode,
        dst: BDst,
        src: Vec<BSrc>,
        sat: bool,
        /// The kernel may write each component straight into its row
        /// ([`writes_in_place`]).
        in_place: bool,
    },
    Dot {
        n: usize,
        dst: BDst,
        a: BSrc,
        b: BSrc,
        sat: bool,
    },
    /// `sincos` / `udiv`: two destinations.
    Two {
        op: Opcode,
        d0: BDst,
        d1: BDst,
        src: Vec<BSrc>,
        sat: bool,
    },
    /// `if`: on to the next step when the test passes, else to the
    /// `else` part (`else_at`) or past the `endif`. When the lanes
    /// disagree, both parts run, each with its lanes (see [`Flow`]).
    If {
        cond: BSrc,
        nz: bool,
        else_at: Option<usize>,
        endif: usize,
    },
    /// `else`: past the `endif`, or into the `else` part of a split `if`.
    Else { endif: usize },
    /// `endif`: where a split `if`'s lanes meet again.
    EndIf,
    /// `loop`, its `endloop` at `end`.
    Loop { end: usize },
    /// `endloop`: the next round.
    EndLoop,
    /// `break`, `continue`, `ret` (and the `label` that ends the main
    /// program), or with a test (`breakc`, `continuec`, `retc`) the lanes
    /// whose test passes.
    Branch { cond: Option<(BSrc, bool)>, to: Act },
    /// `call` (no condition) or `callc`: go to `to`, returning after.
    Call {
        cond: Option<(BSrc, bool)>,
        to: usize,
    },
    /// `switch`: the case positions, then the default position (the
    /// `endswitch` + 1 when there is none), the `endswitch` at `end`.
    Switch {
        sel: BSrc,
        cases: Vec<(u32, usize)>,
        default: usize,
        end: usize,
    },
    /// `case` or `default`: where lanes going in join those falling
    /// through.
    Case,
    /// `endswitch`: where lanes that left by `break` join.
    EndSwitch,
    /// Geometry shaders: `emit`, `cut` or both on a stream.
    Stream { stream: u32, emit: bool, cut: bool },
    /// Pixel shaders: `deriv_rt[xy]*`, across each quad of four lanes.
    Deriv {
        x: bool,
        fine: bool,
        dst: BDst,
        src: BSrc,
        sat: bool,
    },
    /// Pixel shaders: `discard_[n]z`; a discarded lane runs on as a helper.
    Discard { cond: BSrc, nz: bool },
    /// `sample`, `sample_l`, `_b`, `_d`, `_c`, `_c_lz` and `lod`, lane by
    /// lane through the scalar machine's sampling; `quad`: the level of
    /// detail comes from each quad's coordinates.
    Sample {
        ins: Box<Instruction>,
        dst: BDst,
        coord: BSrc,
        a4: Option<BSrc>,
        a5: Option<BSrc>,
        quad: bool,
    },
    /// `ld_raw`/`ld_structured` from a (read-only) `t#`, lane by lane.
    LoadWords {
        st: bool,
        dst: BDst,
        a0: BSrc,
        a1: Option<BSrc>,
        rop: Box<Operand>,
    },
    /// `store_raw`/`store_structured` (`typed`: `store_uav_typed`) to a
    /// `u#`: held until every lane has run (see [`Effects::held`]).
    Store {
        typed: bool,
        st: bool,
        a0: BSrc,
        a1: Option<BSrc>,
        val: BSrc,
        target: Box<Operand>,
    },
}

/// What a batch did besides its registers: a geometry shader's emits and
/// cuts (each made by the lanes running at the time, usually all of them),
/// a pixel shader's discards, a compute shader's stores.
#[derive(Debug, Default)]
pub struct Effects {
    /// The emits and cuts, in program order.
    pub events: Vec<Event>,
    /// Per lane, whether it discarded.
    pub discarded: Vec<bool>,
    /// Compute shaders: the UAV stores, in the order made. They reach
    /// memory only when no word or texel is written by two lanes (then
    /// order between lanes cannot matter, and the result is the scalar
    /// machine's thread after thread).
    pub held: super::res::HeldLog<LANES>,
    /// The columns [`Batch::run_with`] computes in, kept for the next
    /// batch.
    scratch: Option<Box<Scratch>>,
    /// Per emit, the stream's output registers as the register file holds
    /// them (a row of lanes per component), copied whole.
    data: Vec<Lanes>,
    /// Geometry shaders: per lane, the vertices emitted so far.
    emitted: Vec<u32>,
}

impl Effects {
    /// Empties the record for the next batch.
    pub fn clear(&mut self) {
        self.events.clear();
        self.data.clear();
        self.emitted.clear();
        self.emitted.resize(LANES, 0);
        self.discarded.clear();
        self.discarded.resize(LANES, false);
        self.held.clear();
    }

    /// Whether two lanes wrote the same word or texel component.
    pub fn writes_collide(&self) -> bool {
        // None when each store's lanes write in increasing order and no
        // two stores write in the same span of a UAV; else place by place.
        let spans: Option<smallvec::SmallVec<[_; 4]>> = self
            .held
            .stores()
            .iter()
            .map(|h| h.ordered_span().map(|(lo, hi)| (h.key(), lo, hi)))
            .filter(|s| s.is_none_or(|(_, lo, hi)| lo < hi))
            .collect();
        if let Some(mut spans) = spans {
            spans.sort_unstable();
            if spans
                .windows(2)
                .all(|p| p[0].0 != p[1].0 || p[0].2 <= p[1].1)
            {
                return false;
            }
        }
        let writes: Vec<_> = self.held.stores().iter().flat_map(|h| h.writes()).collect();
        Self::collide(&writes)
    }

    /// Whether two lanes of `writes` (in the order made) wrote the same
    /// place.
    fn collide(writes: &[(usize, super::res::HeldWrite)]) -> bool {
        let key = |(lane, w): &(usize, super::res::HeldWrite)| ((w.reg, w.typed, w.at), *lane);
        // Writes already in increasing order of place (thread i writing
        // element i, the common case) cannot meet: one pass.
        if writes.windows(2).all(|p| key(&p[0]).0 < key(&p[1]).0) {
            return false;
        }
        let mut keys: Vec<_> = writes.iter().map(key).collect();
        keys.sort_unstable();
        keys.windows(2)
            .any(|p| p[0].0 == p[1].0 && p[0].1 != p[1].1)
    }

    /// Register `r` of an emit at `at`: its four rows of lanes.
    pub fn emitted(&self, at: usize, r: usize) -> &[Lanes; 4] {
        self.data[at + r * 4..at + r * 4 + 4]
            .first_chunk()
            .expect("four rows")
    }

    /// Lane `lane`'s vertex of an emit at `at` with `regs` registers.
    pub fn vertex(
        &self,
        at: usize,
        regs: usize,
        lane: usize,
    ) -> impl ExactSizeIterator<Item = [u32; 4]> + '_ {
        let quads = self.data[at..at + regs * 4].as_chunks::<4>().0;
        let lane = lane % LANES;
        quads
            .iter()
            .map(move |q| [q[0][lane], q[1][lane], q[2][lane], q[3][lane]])
    }
}

/// One step of a geometry shader's output, made by lanes `lanes` (a bit
/// per lane).
#[derive(Debug)]
pub enum Event {
    /// A vertex on `stream`: `regs` registers from row `at` of the data;
    /// `unwritten` are the stream's outputs these lanes did not write since
    /// their last emit.
    Emit {
        stream: u32,
        unwritten: Vec<u32>,
        at: usize,
        regs: usize,
        lanes: u64,
    },
    /// The strip on this stream ends.
    Cut { stream: u32, lanes: u64 },
}

impl Event {
    /// The lanes that made it.
    pub fn lanes(&self) -> u64 {
        match self {
            Event::Emit { lanes, .. } | Event::Cut { lanes, .. } => *lanes,
        }
    }
}

/// A program compiled for batch execution, with its constants resolved.
pub struct Batch {
    ops: Vec<BOp>,
    /// Flat registers: inputs, then temps, then outputs, then indexable.
    regs: usize,
    /// The rows a new batch zeroes: all but the inputs, except temps'
    /// components the program writes before it reads them
    /// ([`TempReads`]).
    zero: Vec<std::ops::Range<usize>>,
    in_base: usize,
    in_regs: usize,
    out_base: usize,
    out_regs: usize,
    /// Constant tables read with a relative index (cb slots, icb).
    consts: Vec<Vec<[u32; 4]>>,
    /// The values of the constant rows, the last rows of a file
    /// (`batch/constants.rs`).
    constant_rows: Vec<u32>,
    /// Geometry shaders: flat position of the primitive id (the instance
    /// id follows).
    ids: Option<usize>,
    /// Geometry shaders: each stream's declared outputs (register, mask),
    /// in declaration order.
    streams: Vec<Vec<(usize, u8)>>,
    /// Geometry shaders: `dcl_maxout`, past which an invocation's emits
    /// are dropped (recorded without their registers).
    maxout: u32,
    /// The id components the program reads (bit `4k + c`: component c of
    /// id k; compute shaders: the thread ids of [`Batch::thread_id_rows`],
    /// geometry shaders: the primitive id, then the instance id); the
    /// others are never written.
    ids_read: u16,
}

/// The input registers a batch holds per lane.
#[derive(Clone, Copy, Debug)]
pub enum Inputs {
    /// `v0`..: one register file (vertex shaders).
    Flat(usize),
    /// `v0`..: one register file, lanes four by four a 2×2 quad (top left,
    /// top right, bottom left, bottom right) for derivatives (pixel
    /// shaders).
    Quads(usize),
    /// The thread ids (`vThreadID`, `vThreadGroupID`, `vThreadIDInGroup`,
    /// `vThreadIDInGroupFlattened`), compute shaders.
    Threads,
    /// `v[vertex][n]`: `vertices` files of `per_vertex` registers each,
    /// then the primitive and instance ids (geometry shaders).
    Primitive { per_vertex: usize, vertices: usize },
}

/// Sets registers `0..` of `quads` (four rows of lanes each) in lane
/// `lane` to `regs`; registers past the end of either are left.
fn put(quads: &mut [[Lanes; 4]], lane: usize, regs: &[[u32; 4]]) {
    for (quad, v) in quads.iter_mut().zip(regs) {
        for (row, x) in quad.iter_mut().zip(v) {
            row[lane] = *x;
        }
    }
}

/// Whether a lane-wise step may compute each component of `dst` straight
/// into its row, in order x, y, z, w: a plain destination that no source
/// reads for that component or a later one (such a read would see the new
/// value, not the one the step started with, or be the row written).
fn writes_in_place(dst: &BDst, src: &[BSrc]) -> bool {
    let (None, Some(base)) = (&dst.rel, dst.base) else {
        return false;
    };
    let comps = || (0..4).filter(|c| dst.mask & (1 << c) != 0);
    src.iter().all(|s| {
        comps().all(|c| {
            comps()
                .filter(|later| *later >= c)
                .all(|later| !may_read(s, later, base + c))
        })
    })
}

/// Whether reading component `comp` of `s` may read flat row `row`
/// (through its relative index too).
fn may_read(s: &BSrc, comp: usize, row: usize) -> bool {
    match &s.loc {
        Loc::Reg(b) => b + s.swz[comp] as usize == row,
        Loc::Splat(_) => false,
        // An index is its source's first component.
        Loc::RelConst { rel, .. } => may_read(rel, 0, row),
        // Any row of its array.
        Loc::RelReg { .. } => true,
    }
}

fn modify(mut v: u32, modifier: Modifier, kind: u8) -> u32 {
    let int = matches!(kind, b'i' | b'u');
    if kind == b'f' {
        v = super::alu::flush(v);
    }
    match (modifier, int) {
        (Modifier::None, _) => v,
        (Modifier::Neg, false) => v ^ 0x8000_0000,
        (Modifier::Abs, false) => v & 0x7fff_ffff,
        (Modifier::AbsNeg, false) => v | 0x8000_0000,
        (Modifier::Neg, true) => (v as i32).wrapping_neg() as u32,
        (Modifier::Abs, true) => (v as i32).wrapping_abs() as u32,
        (Modifier::AbsNeg, true) => (v as i32).wrapping_abs().wrapping_neg() as u32,
    }
}

fn swizzle(op: &Operand) -> [u8; 4] {
    match op.comps {
        Components::Four(Selection::Swizzle(s)) => s,
        Components::Four(Selection::Select1(c)) => [c; 4],
        _ => [0, 1, 2, 3],
    }
}

/// Immediate indices only: a relative index makes the program scalar-only.
fn imms(op: &Operand) -> Option<Vec<usize>> {
    op.indices
        .iter()
        .map(|i| i.rel.is_none().then_some(i.imm as usize))
        .collect()
}

/// Constant tables: cb slot (or `None` for the icb) and its registers.
type Tables = Vec<(Option<u32>, Vec<[u32; 4]>)>;

struct Layout<'a> {
    in_base: usize,
    in_regs: usize,
    inputs: Inputs,
    temp_base: usize,
    temps: usize,
    out_base: usize,
    out_regs: usize,
    /// Indexable temp number → (flat base, length).
    x: BTreeMap<u32, (usize, usize)>,
    cb: &'a BTreeMap<u32, Vec<[u32; 4]>>,
    icb: &'a [[u32; 4]],
    /// Tables for relative reads: icb first, then cb slots by request.
    consts: std::cell::RefCell<Tables>,
    /// The id components the program reads ([`Batch::ids_read`]).
    ids_read: std::cell::Cell<u16>,
    /// Which temps' components are read before they are written.
    temp_reads: std::cell::RefCell<TempReads>,
}

/// Which temp components (rows) a program may read before writing them,
/// found in program order as its steps compile: a row is written for sure
/// once a step outside every `if`, loop and `switch` writes it (every
/// running lane takes that write, and a lane that is not running never
/// runs again); a read of a row not yet written for sure needs the row
/// zeroed, as a new invocation's temps are. Rows written for sure before
/// any read need no zeroing between batches. Subroutines are read in
/// program order, not call order: a program with calls zeroes every row.
#[derive(Default)]
struct TempReads {
    /// Per temp row: written for sure so far.
    written: Vec<bool>,
    /// Per temp row: read before written for sure.
    read_first: Vec<bool>,
    /// The rows the step being compiled writes (they count once it has
    /// read its sources).
    pending: Vec<usize>,
    /// Open `if`, loop and `switch` blocks.
    depth: u32,
    /// A `call` or `label` seen.
    calls: bool,
}

impl TempReads {
    fn new(rows: usize) -> TempReads {
        TempReads {
            written: vec![false; rows],
            read_first: vec![false; rows],
            ..TempReads::default()
        }
    }

    fn read(&mut self, row: usize) {
        if !self.written.get(row).copied().unwrap_or(true) {
            self.read_first[row] = true;
        }
    }

    /// After step `op` compiled: its writes count when outside blocks.
    fn step_done(&mut self, op: Opcode) {
        match op {
            Opcode::If | Opcode::Loop | Opcode::Switch => self.depth += 1,
            Opcode::EndIf | Opcode::EndLoop | Opcode::EndSwitch => {
                self.depth = self.depth.saturating_sub(1)
            }
            Opcode::Call | Opcode::Callc | Opcode::Label => self.calls = true,
            _ => {}
        }
        for r in std::mem::take(&mut self.pending) {
            if self.depth == 0 {
                if let Some(w) = self.written.get_mut(r) {
                    *w = true;
                }
            }
        }
    }

    /// Whether temp row `row` needs zeroing for a new batch.
    fn needs_zero(&self, row: usize) -> bool {
        self.calls || self.read_first.get(row).copied().unwrap_or(true)
    }
}

impl Layout<'_> {
    /// The table number of cb slot `slot` (or the icb for `None`).
    fn table(&self, slot: Option<u32>) -> usize {
        let mut t = self.consts.borrow_mut();
        if let Some(i) = t.iter().position(|(s, _)| *s == slot) {
            return i;
        }
        let data = match slot {
            Some(s) => self.cb.get(&s).cloned().unwrap_or_default(),
            None => self.icb.to_vec(),
        };
        t.push((slot, data));
        t.len() - 1
    }

    /// A relative index `imm + rel`, when the operand's index `i` has one.
    fn rel(&self, op: &Operand, i: usize) -> Option<Option<(u32, Box<BSrc>)>> {
        let ix = op.indices.get(i)?;
        Some(match &ix.rel {
            None => None,
            Some(r) => Some((ix.imm as u32, Box::new(self.src(r, b'i')?))),
        })
    }

    /// A register array read or written with a relative index.
    fn rel_reg(&self, op: &Operand) -> Option<Option<Loc>> {
        let (base, n, at, strict, stride) = match (op.ty, self.inputs, op.indices.len()) {
            (ty::INPUT, Inputs::Flat(_) | Inputs::Quads(_), 1) => {
                (self.in_base, self.in_regs, 0, true, 4)
            }
            // `v[vertex][n]` with a relative vertex: register n of each.
            (
                ty::INPUT,
                Inputs::Primitive {
                    per_vertex,
                    vertices,
                },
                2,
            ) => {
                let reg = &op.indices[1];
                if reg.rel.is_some() || reg.imm as usize >= per_vertex {
                    return None;
                }
                let base = self.in_base + reg.imm as usize * 4;
                (base, vertices, 0, true, per_vertex * 4)
            }
            (ty::INDEXABLE, ..) => {
                let (base, n) = *self.x.get(&(op.indices.first()?.imm as u32))?;
                if op.indices.first()?.rel.is_some() {
                    return None;
                }
                (base, n, 1, false, 4)
            }
            _ => return Some(None),
        };
        Some(self.rel(op, at)?.map(|(imm, rel)| Loc::RelReg {
            base,
            n,
            stride,
            imm,
            rel,
            strict,
        }))
    }

    fn reg(&self, op: &Operand) -> Option<usize> {
        let ix = imms(op)?;
        let at = |base: usize, n: usize, i: usize| (i < n).then(|| base + i * 4);
        match op.ty {
            ty::TEMP => at(self.temp_base, self.temps, *ix.first()?),
            ty::INPUT => match (self.inputs, ix.as_slice()) {
                (Inputs::Flat(_) | Inputs::Quads(_), [i]) => at(self.in_base, self.in_regs, *i),
                (
                    Inputs::Primitive {
                        per_vertex,
                        vertices,
                    },
                    [v, i],
                ) if *v < vertices => at(self.in_base + v * per_vertex * 4, per_vertex, *i),
                _ => None,
            },
            // The two ids close the input registers of a primitive.
            ty::PRIM_ID | ty::GS_INSTANCE_ID => match self.inputs {
                Inputs::Primitive { .. } => {
                    let k = usize::from(op.ty == ty::GS_INSTANCE_ID);
                    let comps = swizzle(op).iter().fold(0u16, |m, &c| m | 1 << (c & 3));
                    self.ids_read.set(self.ids_read.get() | comps << (4 * k));
                    Some(self.in_base + (self.in_regs - 2 + k) * 4)
                }
                _ => None,
            },
            ty::THREAD_ID | ty::GROUP_ID | ty::THREAD_IN_GROUP | ty::THREAD_IN_GROUP_FLAT
                if matches!(self.inputs, Inputs::Threads) =>
            {
                let k = [
                    ty::THREAD_ID,
                    ty::GROUP_ID,
                    ty::THREAD_IN_GROUP,
                    ty::THREAD_IN_GROUP_FLAT,
                ]
                .iter()
                .position(|t| *t == op.ty)?;
                // The components its loads take: those of its swizzle, as
                // the loads read it.
                let comps = swizzle(op).iter().fold(0u16, |m, &c| m | 1 << (c & 3));
                self.ids_read.set(self.ids_read.get() | comps << (4 * k));
                Some(self.in_base + k * 4)
            }
            ty::OUTPUT => at(self.out_base, self.out_regs, *ix.first()?),
            ty::INDEXABLE => {
                let (base, n) = *self.x.get(&(*ix.first()? as u32))?;
                at(base, n, *ix.get(1)?)
            }
            _ => None,
        }
    }

    fn src(&self, op: &Operand, kind: u8) -> Option<BSrc> {
        let swz = swizzle(op);
        let splat = |raw: [u32; 4]| {
            let v = std::array::from_fn(|c| modify(raw[swz[c] as usize], op.modifier, kind));
            BSrc {
                loc: Loc::Splat(v),
                swz: [0, 1, 2, 3],
                modifier: Modifier::None,
                kind: 0,
            }
        };
        Some(match op.ty {
            ty::IMM32 => {
                let raw = match op.imm.len() {
                    1 => [op.imm[0]; 4],
                    n if n >= 4 => [op.imm[0], op.imm[1], op.imm[2], op.imm[3]],
                    _ => return None,
                };
                let v = raw.map(|b| modify(b, op.modifier, kind));
                BSrc {
                    loc: Loc::Splat(v),
                    swz: [0, 1, 2, 3],
                    modifier: Modifier::None,
                    kind: 0,
                }
            }
            ty::CB | ty::ICB if op.indices.iter().any(|i| i.rel.is_some()) => {
                let slot = match op.ty {
                    ty::CB => {
                        let s = op.indices.first()?;
                        if s.rel.is_some() {
                            return None;
                        }
                        Some(s.imm as u32)
                    }
                    _ => None,
                };
                let (imm, rel) = self.rel(op, usize::from(slot.is_some()))??;
                BSrc {
                    loc: Loc::RelConst {
                        table: self.table(slot),
                        imm,
                        rel,
                    },
                    swz,
                    modifier: op.modifier,
                    kind,
                }
            }
            ty::CB => {
                let ix = imms(op)?;
                let (slot, i) = (*ix.first()? as u32, *ix.get(1)?);
                splat(
                    self.cb
                        .get(&slot)
                        .and_then(|c| c.get(i))
                        .copied()
                        .unwrap_or([0; 4]),
                )
            }
            ty::ICB => {
                let i = *imms(op)?.first()?;
                splat(self.icb.get(i).copied().unwrap_or([0; 4]))
            }
            _ => {
                let swz = if op.comps == Components::One {
                    [0; 4]
                } else {
                    swz
                };
                let loc = match self.rel_reg(op)? {
                    Some(loc) => loc,
                    None => Loc::Reg(self.reg(op)?),
                };
                if let (Loc::Reg(base), ty::TEMP) = (&loc, op.ty) {
                    let mut t = self.temp_reads.borrow_mut();
                    for c in swz {
                        t.read(base - self.temp_base + c as usize);
                    }
                }
                BSrc {
                    loc,
                    swz,
                    modifier: op.modifier,
                    kind,
                }
            }
        })
    }

    fn dst(&self, op: &Operand) -> Option<BDst> {
        let mask = match op.comps {
            Components::Four(Selection::Mask(m)) => m,
            Components::One => 1,
            Components::Zero if op.ty == ty::NULL => 0,
            _ => 0xf,
        };
        if op.ty == ty::NULL {
            return Some(BDst {
                base: None,
                rel: None,
                mask,
                out: None,
            });
        }
        if !matches!(op.ty, ty::TEMP | ty::OUTPUT | ty::INDEXABLE) {
            return None;
        }
        if op.ty == ty::INDEXABLE {
            if let Some(loc) = self.rel_reg(op)? {
                return Some(BDst {
                    base: None,
                    rel: Some(loc),
                    mask,
                    out: None,
                });
            }
        }
        let base = self.reg(op)?;
        if op.ty == ty::TEMP {
            let rows = (0..4).filter(|c| mask & (1 << c) != 0);
            let mut t = self.temp_reads.borrow_mut();
            t.pending.extend(rows.map(|c| base - self.temp_base + c));
        }
        Some(BDst {
            base: Some(base),
            rel: None,
            mask,
            out: (op.ty == ty::OUTPUT).then(|| op.indices[0].imm as usize),
        })
    }
}

/// Columns a step computes in.
#[derive(Debug)]
struct Scratch {
    /// Source components.
    s: [Lanes; 8],
    /// Result components.
    res: [Lanes; 4],
    /// The lanes a step writes (bit per lane): all, or the running ones
    /// when lanes have parted.
    mask: u64,
    /// Per output register and component, the lanes that wrote it since
    /// their last emit (geometry shaders); kept, as the columns are, so a
    /// batch does not allocate it.
    written: Vec<[u64; 4]>,
}

/// The rows of a step's unused source places.
static NO_ROW: Lanes = [0; LANES];

/// Which stage-specific instructions a batch compiles.
#[derive(Clone, Copy)]
struct Kinds {
    /// `emit` and `cut` (geometry shaders).
    gs: bool,
    /// Derivatives and `discard` (pixel shaders).
    quads: bool,
    /// Sampling (the run gives resources).
    resources: bool,
    /// Loads from `t#` and stores to `u#` (compute shaders).
    cs: bool,
}

impl Layout<'_> {
    /// Instruction `pc` as a batch step, or `None` when it needs the
    /// scalar machine.
    fn op(&self, p: &Prepared, pc: usize, ins: &Instruction, k: Kinds) -> Option<BOp> {
        let shape = ins.opcode.row().shape.as_bytes();
        if ins.operands.len() < shape.iter().filter(|c| c.is_ascii_lowercase()).count() {
            return None;
        }
        let ndst = shape.iter().take_while(|c| **c == b'd').count();
        let srcs = || -> Option<Vec<BSrc>> {
            shape[ndst..]
                .iter()
                .enumerate()
                .map(|(i, k)| self.src(ins.operands.get(ndst + i)?, *k))
                .collect()
        };
        Some(match ins.opcode.row().semantics {
            Semantics::Dot(n) => {
                let s = srcs()?;
                BOp::Dot {
                    n: n as usize,
                    dst: self.dst(&ins.operands[0])?,
                    a: s[0].clone(),
                    b: s[1].clone(),
                    sat: ins.saturate(),
                }
            }
            Semantics::Pair => BOp::Two {
                op: ins.opcode,
                d0: self.dst(&ins.operands[0])?,
                d1: self.dst(&ins.operands[1])?,
                src: srcs()?,
                sat: ins.saturate(),
            },
            Semantics::Lanewise => {
                let op = ins.opcode;
                let (dst, src) = (self.dst(&ins.operands[0])?, srcs()?);
                BOp::Lane {
                    op,
                    in_place: op != Opcode::Mov && writes_in_place(&dst, &src),
                    dst,
                    src,
                    sat: ins.saturate(),
                }
            }
            Semantics::Jump | Semantics::Nothing => return self.flow(p, pc, ins),
            Semantics::Derivative(..) | Semantics::Discard | Semantics::Stream(..) => {
                return self.stage(p, ins, k)
            }
            Semantics::Sample(_) => return self.sampling(ins, k),
            Semantics::LoadWords | Semantics::StoreWords | Semantics::Store => {
                return self.memory(ins, k)
            }
            // Run by the scalar machine, one invocation at a time.
            Semantics::Declaration
            | Semantics::Swap
            | Semantics::Double
            | Semantics::Gather
            | Semantics::SampleInfo
            | Semantics::Load
            | Semantics::ResInfo
            | Semantics::BufInfo
            | Semantics::Counter
            | Semantics::Atomic
            | Semantics::Eval
            | Semantics::Sync
            | Semantics::NotRun => return None,
        })
    }

    /// Flow control: branches, jumps, calls, switches.
    fn flow(&self, p: &Prepared, pc: usize, ins: &Instruction) -> Option<BOp> {
        let jump = p.jump[pc];
        Some(match ins.opcode {
            Opcode::Nop => BOp::Nop,
            Opcode::Loop => {
                let end = p.prog.instructions.get(jump)?;
                (end.opcode == Opcode::EndLoop).then_some(BOp::Loop { end: jump })?
            }
            Opcode::EndLoop => BOp::EndLoop,
            Opcode::EndIf => BOp::EndIf,
            Opcode::If => {
                let (cond, nz) = test_of(ins, self)?;
                let to = p.prog.instructions.get(jump)?;
                let (else_at, endif) = if to.opcode == Opcode::Else {
                    (Some(jump), *p.jump.get(jump)?)
                } else {
                    (None, jump)
                };
                BOp::If {
                    cond,
                    nz,
                    else_at,
                    endif,
                }
            }
            Opcode::Break
            | Opcode::Breakc
            | Opcode::Continue
            | Opcode::Continuec
            | Opcode::Ret
            | Opcode::Retc
            | Opcode::Label => {
                let to = match ins.opcode {
                    // A `break` leaves its loop, or its switch.
                    Opcode::Break | Opcode::Breakc => match p.prog.instructions.get(jump)?.opcode {
                        Opcode::EndLoop => Act::Break,
                        _ => Act::EndSwitch,
                    },
                    Opcode::Continue | Opcode::Continuec => Act::Continue,
                    _ => Act::Return,
                };
                let cond = match ins.opcode {
                    Opcode::Breakc | Opcode::Continuec | Opcode::Retc => Some(test_of(ins, self)?),
                    _ => None,
                };
                BOp::Branch { cond, to }
            }
            Opcode::Else => BOp::Else { endif: jump },
            Opcode::Call | Opcode::Callc => {
                let (cond, lab) = if ins.opcode == Opcode::Call {
                    (None, ins.operands.first()?)
                } else {
                    (Some(test_of(ins, self)?), ins.operands.get(1)?)
                };
                let at = *p.labels.get(&(*imms(lab)?.first()? as u32))?;
                BOp::Call { cond, to: at + 1 }
            }
            Opcode::Switch => {
                let (cases, default) = p.cases.get(&pc).cloned().unwrap_or_default();
                let end = p.prog.instructions.get(jump)?;
                (end.opcode == Opcode::EndSwitch).then_some(())?;
                BOp::Switch {
                    sel: self.src(ins.operands.first()?, b'i')?,
                    cases: cases.iter().map(|(v, at)| (*v, at + 1)).collect(),
                    default: default.map(|d| d + 1).unwrap_or(jump + 1),
                    end: jump,
                }
            }
            Opcode::Case | Opcode::Default => BOp::Case,
            Opcode::EndSwitch => BOp::EndSwitch,
            _ => return None,
        })
    }

    /// Geometry and pixel shaders' own instructions.
    fn stage(&self, p: &Prepared, ins: &Instruction, k: Kinds) -> Option<BOp> {
        Some(match ins.opcode.row().semantics {
            Semantics::Derivative(axis, fine) if k.quads => {
                let x = axis == Axis::X;
                BOp::Deriv {
                    x,
                    fine,
                    dst: self.dst(ins.operands.first()?)?,
                    src: self.src(ins.operands.get(1)?, b'f')?,
                    sat: ins.saturate(),
                }
            }
            Semantics::Discard if k.quads => {
                let (cond, nz) = test_of(ins, self)?;
                BOp::Discard { cond, nz }
            }
            Semantics::Stream(emit, cut) if k.gs => {
                let stream = ins
                    .operands
                    .first()
                    .map_or(0, |o| o.indices.first().map_or(0, |i| i.imm as u32));
                // An undeclared stream is the scalar machine's error.
                p.topology.get(stream as usize)?.as_ref()?;
                BOp::Stream { stream, emit, cut }
            }
            _ => return None,
        })
    }

    /// Compute shaders' memory: loads from `t#`, stores to `u#` (a resource
    /// chosen per lane, a `u#` read, shared memory or atomics need the
    /// scalar machine).
    fn memory(&self, ins: &Instruction, k: Kinds) -> Option<BOp> {
        if !k.cs || !k.resources {
            return None;
        }
        let o = &ins.operands;
        let fixed = |op: &Operand, ty| op.ty == ty && op.indices.iter().all(|i| i.rel.is_none());
        let op = ins.opcode;
        let st = matches!(op, Opcode::LdStructured | Opcode::StoreStructured);
        // Structured addresses have an index and a byte offset.
        let next = if st { 3 } else { 2 };
        let a1 = || -> Option<Option<BSrc>> {
            Some(if st {
                Some(self.src(o.get(2)?, b'u')?)
            } else {
                None
            })
        };
        Some(match op {
            Opcode::LdRaw | Opcode::LdStructured => {
                let rop = o.get(next)?;
                if !fixed(rop, RESOURCE) {
                    return None;
                }
                BOp::LoadWords {
                    st,
                    dst: self.dst(o.first()?)?,
                    a0: self.src(o.get(1)?, b'u')?,
                    a1: a1()?,
                    rop: Box::new(rop.clone()),
                }
            }
            Opcode::StoreRaw | Opcode::StoreStructured | Opcode::StoreUavTyped => {
                let typed = op == Opcode::StoreUavTyped;
                if !fixed(o.first()?, UAV) {
                    return None;
                }
                BOp::Store {
                    typed,
                    st,
                    a0: self.src(o.get(1)?, if typed { b'i' } else { b'u' })?,
                    a1: if typed { None } else { a1()? },
                    val: self.src(o.get(if typed { 2 } else { next })?, b't')?,
                    target: Box::new(o.first()?.clone()),
                }
            }
            _ => return None,
        })
    }

    /// The `sample` family, lane by lane.
    fn sampling(&self, ins: &Instruction, k: Kinds) -> Option<BOp> {
        Some(match ins.opcode.row().semantics {
            Semantics::Sample(lod) if k.resources => {
                let o = &ins.operands;
                // A resource or sampler chosen per lane needs the
                // scalar machine.
                let fixed = |op: &Operand| op.indices.iter().all(|i| i.rel.is_none());
                if !fixed(o.get(2)?) || !fixed(o.get(3)?) {
                    return None;
                }
                let (reads4, reads5) = super::res::sample_reads(ins.opcode);
                let opt = |on: bool, k: usize| -> Option<Option<BSrc>> {
                    Some(if on {
                        Some(self.src(o.get(k)?, b'f')?)
                    } else {
                        None
                    })
                };
                BOp::Sample {
                    ins: Box::new(ins.clone()),
                    dst: self.dst(o.first()?)?,
                    coord: self.src(o.get(1)?, b'f')?,
                    a4: opt(reads4, 4)?,
                    a5: opt(reads5, 5)?,
                    quad: k.quads && lod != Lod::Given,
                }
            }
            _ => return None,
        })
    }
}

fn test_of(ins: &Instruction, l: &Layout) -> Option<(BSrc, bool)> {
    Some((
        l.src(ins.operands.first()?, b'i')?,
        ins.flag(crate::sm4::Field::NonZero),
    ))
}

impl Batch {
    /// Compiles a program with `cb` as its constants, or `None` when it
    /// needs the scalar machine (relative indices the batch does not model,
    /// instructions that are not lane by lane). `emit` and `cut` compile
    /// for geometry shaders ([`Inputs::Primitive`]), derivatives and
    /// `discard` for pixel shaders ([`Inputs::Quads`]), sampling when the
    /// run gives `resources`.
    pub fn compile(
        p: &Prepared,
        cb: &BTreeMap<u32, Vec<[u32; 4]>>,
        inputs: Inputs,
        out_regs: usize,
        resources: bool,
    ) -> Option<Batch> {
        let in_regs = match inputs {
            Inputs::Flat(n) | Inputs::Quads(n) => n,
            Inputs::Threads => 4,
            Inputs::Primitive {
                per_vertex,
                vertices,
            } => per_vertex * vertices + 2,
        };
        let gs = matches!(inputs, Inputs::Primitive { .. });
        let kinds = Kinds {
            gs,
            quads: matches!(inputs, Inputs::Quads(_)),
            resources,
            cs: matches!(inputs, Inputs::Threads),
        };
        let mut l = Layout {
            in_base: 0,
            in_regs,
            inputs,
            temp_base: in_regs * 4,
            temps: p.temps,
            out_base: (in_regs + p.temps) * 4,
            out_regs,
            x: BTreeMap::new(),
            cb,
            icb: &p.icb,
            consts: Default::default(),
            ids_read: Default::default(),
            temp_reads: std::cell::RefCell::new(TempReads::new(p.temps * 4)),
        };
        let mut next = (in_regs + p.temps + out_regs) * 4;
        for (n, len) in &p.indexable {
            l.x.insert(*n, (next, *len));
            next += len * 4;
        }
        let code = &p.prog.instructions;
        let end = code.len();
        let mut ops = Vec::with_capacity(end);
        for (pc, ins) in code.iter().enumerate() {
            let row = ins.opcode.row();
            if row.semantics == Semantics::Declaration {
                ops.push(BOp::Skip);
                continue;
            }
            ops.push(l.op(p, pc, ins, kinds)?);
            l.temp_reads.borrow_mut().step_done(ins.opcode);
        }
        let temp_rows = l.temp_base..l.temp_base + p.temps * 4;
        clean::mark(&mut ops, temp_rows, next);
        let constant_rows = constants::place(&mut ops, next);
        // Rows to zero, runs of neighbours merged.
        let temps = l.temp_reads.into_inner();
        let mut zero: Vec<std::ops::Range<usize>> = Vec::new();
        for row in in_regs * 4..next {
            let temp = row.checked_sub(l.temp_base).filter(|t| *t < p.temps * 4);
            if temp.is_some_and(|t| !temps.needs_zero(t)) {
                continue;
            }
            match zero.last_mut() {
                Some(r) if r.end == row => r.end += 1,
                _ => zero.push(row..row + 1),
            }
        }
        Some(Batch {
            ops,
            regs: next + constant_rows.len(),
            constant_rows,
            zero,
            in_base: l.in_base,
            in_regs,
            out_base: l.out_base,
            out_regs,
            consts: l.consts.into_inner().into_iter().map(|t| t.1).collect(),
            ids: gs.then(|| (in_regs * 4).saturating_sub(8)),
            ids_read: l.ids_read.get(),
            maxout: p.maxout,
            streams: (0..4)
                .map(|s| {
                    p.outputs
                        .iter()
                        .filter(|d| d.stream == s)
                        .map(|d| (d.reg as usize, d.mask))
                        .collect()
                })
                .collect(),
        })
    }

    /// A register file for one batch: zeroed, but for its constant rows.
    pub fn file(&self) -> Vec<Lanes> {
        let mut file = vec![[0; LANES]; self.regs];
        let at = self.regs - self.constant_rows.len();
        for (row, v) in file[at..].iter_mut().zip(&self.constant_rows) {
            *row = [*v; LANES];
        }
        file
    }

    /// Sets input registers `first`.. of lane `lane` to `regs` (those
    /// beyond the batch's inputs are ignored).
    pub fn set_inputs(&self, file: &mut [Lanes], lane: usize, first: usize, regs: &[[u32; 4]]) {
        let quads = self.input_quads(file, first);
        put(quads, lane % LANES, regs);
    }

    /// Sets input registers `first`.. of the first lanes (at most
    /// [`LANES`]), lane `i` to the `i`th of `lanes`: what
    /// [`Batch::set_inputs`] does lane after lane, four lanes at a time
    /// where they all have the register. An iterator, not a slice, so a
    /// block of registers (a vertex buffer) serves as well as a vector per
    /// invocation, with no index checked per lane.
    pub fn set_input_lanes<'r>(
        &self,
        file: &mut [Lanes],
        first: usize,
        lanes: impl ExactSizeIterator<Item = &'r [[u32; 4]]>,
    ) {
        let quads = self.input_quads(file, first);
        let mut lanes = lanes.take(LANES);
        let done = lanes.len() / 4 * 4;
        for g in 0..done / 4 {
            let four: [&[[u32; 4]]; 4] = std::array::from_fn(|_| lanes.next().unwrap_or_default());
            let common = four.iter().map(|r| r.len()).fold(quads.len(), usize::min);
            for (r, quad) in quads[..common].iter_mut().enumerate() {
                transpose::lanes_in(quad, g * 4, four.map(|regs| regs[r]));
            }
            for (j, regs) in four.iter().enumerate() {
                put(
                    &mut quads[common..],
                    g * 4 + j,
                    regs.get(common..).unwrap_or(&[]),
                );
            }
        }
        for (i, regs) in (done..).zip(lanes) {
            put(quads, i, regs);
        }
    }

    /// Sets the input registers of the first `live` lanes (at most
    /// [`LANES`]) from their primitives' first `vertices` vertices,
    /// `vertex(lane, v)` giving vertex `v` of lane `lane`'s primitive: its
    /// registers from input register `v * per_vertex` on (those past
    /// `per_vertex`, or past the batch's inputs, ignored). What
    /// [`Batch::set_inputs`] does vertex by vertex, with
    /// [`Batch::set_input_lanes`] (four lanes at a time). Whether every
    /// vertex had `per_vertex` registers or more (read here, where each
    /// vertex is read anyway: a pass of its own over vectors of vertices
    /// waited on memory for a tenth of a geometry shader's run).
    pub fn set_primitive_inputs<'r>(
        &self,
        file: &mut [Lanes],
        live: usize,
        (per_vertex, vertices): (usize, usize),
        vertex: impl Fn(usize, usize) -> &'r [[u32; 4]],
    ) -> bool {
        let mut full = true;
        for v in 0..vertices {
            let lanes = (0..live.min(LANES)).map(|lane| {
                let regs = vertex(lane, v);
                full &= regs.len() >= per_vertex;
                &regs[..per_vertex.min(regs.len())]
            });
            self.set_input_lanes(file, v * per_vertex, lanes);
        }
        full
    }

    /// The input registers from `first` on, four rows of lanes each.
    fn input_quads<'f>(&self, file: &'f mut [Lanes], first: usize) -> &'f mut [[Lanes; 4]] {
        let rows = &mut file[self.in_base..self.in_base + self.in_regs * 4];
        let quads = rows.as_chunks_mut::<4>().0;
        &mut quads[first.min(self.in_regs)..]
    }

    /// The rows of the thread ids (compute shaders), four each:
    /// `vThreadID`, `vThreadGroupID`, `vThreadIDInGroup`,
    /// `vThreadIDInGroupFlattened`; with the components the program reads
    /// (bit `4k + c`: component c of id k; most read one or two), the only
    /// rows worth setting.
    pub fn thread_id_rows<'f>(&self, file: &'f mut [Lanes]) -> (u16, &'f mut [[Lanes; 4]; 4]) {
        let rows = file[self.in_base..].as_chunks_mut::<4>().0;
        let ids = rows.first_chunk_mut::<4>().expect("four input registers");
        (self.ids_read, ids)
    }

    /// Whether [`Batch::set_ids`] sets anything: the program is a
    /// geometry shader's that reads its primitive or instance id.
    pub fn reads_ids(&self) -> bool {
        self.ids.is_some() && self.ids_read != 0
    }

    /// Sets the primitive and instance ids of lane `lane` (geometry
    /// shaders): the components the program reads (most read none).
    pub fn set_ids(&self, file: &mut [Lanes], lane: usize, prim: u32, inst: u32) {
        let Some(at) = self.ids.filter(|_| self.ids_read != 0) else {
            return;
        };
        for c in 0..8 {
            if self.ids_read >> c & 1 != 0 {
                file[at + c][lane] = if c < 4 { prim } else { inst };
            }
        }
    }

    /// Copies the output registers of the first `block.len() / out_regs`
    /// lanes into `block` (lane after lane), four lanes at a time.
    pub fn outputs(&self, file: &[Lanes], block: &mut [[u32; 4]]) {
        let n = self.out_regs;
        if n == 0 {
            return;
        }
        let rows = &file[self.out_base..self.out_base + n * 4];
        let quads = rows.as_chunks::<4>().0;
        let live = (block.len() / n).min(LANES);
        let done = live / 4 * 4;
        let (fours, rest) = block[..live * n].split_at_mut(done * n);
        for (g, regs) in fours.chunks_exact_mut(4 * n).enumerate() {
            for (r, quad) in quads.iter().enumerate() {
                for (j, v) in transpose::lanes_out(quad, g * 4).into_iter().enumerate() {
                    regs[j * n + r] = v;
                }
            }
        }
        for (lane, regs) in rest.chunks_exact_mut(n).enumerate() {
            let lane = done + lane;
            for (reg, quad) in regs.iter_mut().zip(quads) {
                *reg = std::array::from_fn(|c| quad[c][lane]);
            }
        }
    }

    /// Zeroes everything but the inputs (a new invocation's state), but
    /// for the temps' components written before they are read.
    pub fn reset(&self, file: &mut [Lanes]) {
        for r in &self.zero {
            for row in &mut file[r.clone()] {
                *row = [0; LANES];
            }
        }
    }

    /// Component `comp` of `s` in every lane; an index out of range in a
    /// lane of `mask` (the lanes running) stops the batch when the source
    /// is `strict`.
    fn load(
        &self,
        file: &[Lanes],
        s: &BSrc,
        comp: usize,
        out: &mut Lanes,
        mask: u64,
    ) -> Result<(), Bail> {
        let k = s.swz[comp] as usize;
        match &s.loc {
            Loc::Splat(v) => *out = [v[k]; LANES],
            Loc::Reg(base) => {
                let r = &file[base + k];
                match (s.modifier, s.kind) {
                    (Modifier::None, b'f') => {
                        rows::flush(out, r);
                    }
                    (Modifier::None, _) => rows::copy(out, r),
                    (m, kind) => rows::modify(out, r, m, kind),
                }
            }
            Loc::RelReg {
                base,
                n,
                stride,
                imm,
                rel,
                strict,
            } => {
                let mut ix = [0u32; LANES];
                self.load(file, rel, 0, &mut ix, mask)?;
                for i in 0..LANES {
                    let at = imm.wrapping_add(ix[i]) as usize;
                    out[i] = if at < *n {
                        modify(file[base + at * stride + k][i], s.modifier, s.kind)
                    } else if *strict && mask >> i & 1 != 0 {
                        return Err(Bail::Fallback);
                    } else {
                        0
                    };
                }
            }
            Loc::RelConst { table, imm, rel } => {
                let mut ix = [0u32; LANES];
                self.load(file, rel, 0, &mut ix, mask)?;
                let t = &self.consts[*table];
                let read = |x: u32| {
                    let at = imm.wrapping_add(x) as usize;
                    modify(t.get(at).map(|r| r[k]).unwrap_or(0), s.modifier, s.kind)
                };
                // One entry when the running lanes agree on the index (a
                // loop counter, usually): the others' values are unused.
                let first = ix[(mask.trailing_zeros() as usize).min(LANES - 1)];
                if (0..LANES).all(|i| mask >> i & 1 == 0 || ix[i] == first) {
                    *out = [read(first); LANES];
                } else {
                    for i in 0..LANES {
                        out[i] = read(ix[i]);
                    }
                }
            }
        }
        Ok(())
    }

    #[allow(clippy::needless_range_loop)] // lanes and components index several arrays
    fn store(
        &self,
        file: &mut [Lanes],
        d: &BDst,
        res: &mut [Lanes; 4],
        sat: bool,
        mask: u64,
    ) -> Result<(), Bail> {
        for c in 0..4 {
            if sat && d.mask & (1 << c) != 0 {
                rows::saturate(&mut res[c]);
            }
        }
        if let Some(Loc::RelReg {
            base,
            n,
            stride,
            imm,
            rel,
            ..
        }) = &d.rel
        {
            let mut ix = [0u32; LANES];
            self.load(file, rel, 0, &mut ix, mask)?;
            for i in 0..LANES {
                let at = imm.wrapping_add(ix[i]) as usize;
                // Out-of-range writes are discarded.
                if at < *n && mask & (1 << i) != 0 {
                    for c in 0..4 {
                        if d.mask & (1 << c) != 0 {
                            file[base + at * stride + c][i] = res[c][i];
                        }
                    }
                }
            }
            return Ok(());
        }
        let Some(base) = d.base else { return Ok(()) };
        for c in 0..4 {
            if d.mask & (1 << c) == 0 {
                continue;
            }
            match mask {
                u64::MAX => rows::copy(&mut file[base + c], &res[c]),
                // Lanes have parted: the running ones only.
                _ => rows::blend(&mut file[base + c], &res[c], mask),
            }
        }
        Ok(())
    }

    /// Component `comp` of source `x` in every lane: the register's own
    /// row when loading would copy it unchanged (a plain register, but for
    /// a float one that may hold a denormal: that is flushed), else `x`
    /// loaded into `scratch`.
    fn source<'f>(
        &self,
        file: &'f [Lanes],
        x: &BSrc,
        comp: usize,
        scratch: &'f mut Lanes,
        mask: u64,
    ) -> Result<&'f Lanes, Bail> {
        match x.row_in_place(comp) {
            Some(row) => Ok(&file[row]),
            None => {
                self.load(file, x, comp, scratch, mask)?;
                Ok(scratch)
            }
        }
    }

    /// A raw or structured address: its first component and, when
    /// structured, its second (else `s1`, which a raw address does not
    /// read), each read in place where it can be ([`Self::source`]).
    fn word_address<'f>(
        &'f self,
        file: &'f [Lanes],
        (a0, a1): (&BSrc, &Option<BSrc>),
        (s0, s1): (&'f mut Lanes, &'f mut Lanes),
        mask: u64,
    ) -> Result<(&'f Lanes, &'f Lanes), Bail> {
        let a0 = self.source(file, a0, 0, s0, mask)?;
        let a1 = match a1 {
            Some(a1) => self.source(file, a1, 0, s1, mask)?,
            None => &*s1,
        };
        Ok((a0, a1))
    }

    /// The rows of the first `n` components of float source `x`: the
    /// register's own rows when it is a plain register without a modifier,
    /// else `x` loaded into `scratch`.
    fn rows<'f>(
        &self,
        file: &'f [Lanes],
        x: &BSrc,
        n: usize,
        mut scratch: [&'f mut Lanes; 4],
        mask: u64,
    ) -> Result<[&'f Lanes; 4], Bail> {
        if let (Loc::Reg(base), Modifier::None) = (&x.loc, x.modifier) {
            return Ok(std::array::from_fn(|k| &file[base + x.swz[k] as usize]));
        }
        for (k, out) in scratch.iter_mut().enumerate().take(n) {
            self.load(file, x, k, out, mask)?;
        }
        Ok(scratch.map(|r| &*r))
    }

    /// The lanes of `active` (a bit per lane, not none) whose test passes:
    /// `cond` nonzero when `nz`, zero when not; `scratch` holds its values
    /// when they are not read in place.
    fn passing(
        &self,
        file: &[Lanes],
        (cond, nz): (&BSrc, bool),
        active: u64,
        scratch: &mut Lanes,
    ) -> Result<u64, Bail> {
        let v = self.source(file, cond, 0, scratch, active)?;
        // Four lanes' bits at a time (a compare and a mask move each); a
        // shift per lane into 64 bits was most of a short program's tests.
        let mut set = 0u64;
        for (j, four) in v.as_chunks::<4>().0.iter().enumerate() {
            let bits = four
                .iter()
                .enumerate()
                .fold(0u64, |m, (i, x)| m | u64::from(*x != 0) << i);
            set |= bits << (4 * j);
        }
        Ok(if nz { set } else { !set } & active)
    }

    /// `emit`/`cut` by the lanes `active`: records the event and, for an
    /// emit, the stream's outputs as the register file holds them.
    /// `written`: per output register and component, the lanes that wrote
    /// it since their last emit.
    fn stream_op(
        &self,
        file: &[Lanes],
        (stream, emit, cut): (u32, bool, bool),
        active: u64,
        written: &mut [[u64; 4]],
        out: &mut Effects,
    ) {
        let decls = &self.streams[stream as usize];
        if out.emitted.len() < LANES {
            out.emitted.resize(LANES, 0);
        }
        // Lanes past `dcl_maxout` drop their vertex (their invocation
        // replays it as dropped): when all of them are, the registers are
        // not copied, so a loop of emits takes no memory.
        let full = (0..LANES)
            .filter(|l| active >> l & 1 != 0)
            .all(|l| out.emitted[l] >= self.maxout);
        if emit && full {
            out.events.push(Event::Emit {
                stream,
                unwritten: Vec::new(),
                at: out.data.len(),
                regs: 0,
                lanes: active,
            });
            for w in written.iter_mut().flatten() {
                *w &= !active;
            }
        } else if emit {
            for (l, n) in out.emitted.iter_mut().enumerate() {
                if active >> l & 1 != 0 {
                    *n += 1;
                }
            }
            // Per declared output, the emitting lanes that did not write
            // all of it.
            let missing: Vec<u64> = decls
                .iter()
                .map(|(r, m)| {
                    let w = (0..4)
                        .filter(|c| m & (1 << c) != 0)
                        .fold(!0u64, |w, c| w & written[*r][c]);
                    active & !w
                })
                .collect();
            // An event per set of lanes that left the same outputs
            // unwritten (one when they agree, as they usually do).
            let mut left = active;
            while left != 0 {
                let lane = left.trailing_zeros();
                let same = missing.iter().fold(left, |lanes, m| {
                    lanes & if m >> lane & 1 != 0 { *m } else { !m }
                });
                let unwritten = decls
                    .iter()
                    .zip(&missing)
                    .filter(|(_, m)| *m & same != 0)
                    .map(|((r, _), _)| *r as u32)
                    .collect();
                out.events.push(Event::Emit {
                    stream,
                    unwritten,
                    at: out.data.len(),
                    regs: decls.len(),
                    lanes: same,
                });
                left &= !same;
            }
            for (r, _) in decls {
                let at = self.out_base + r * 4;
                out.data.extend_from_slice(&file[at..at + 4]);
            }
            // After an emit every output register is undefined.
            for w in written.iter_mut().flatten() {
                *w &= !active;
            }
        }
        if cut {
            out.events.push(Event::Cut {
                stream,
                lanes: active,
            });
        }
    }

    /// A load from `t#` (into its destination) or a held store, for each
    /// live lane.
    #[allow(clippy::needless_range_loop)] // lanes index several arrays
    fn memory_op<'o>(
        &self,
        file: &mut [Lanes],
        live: usize,
        op: &'o BOp,
        mem: &Memory,
        t: &mut Scratch,
        out: &mut Effects,
    ) -> Result<Option<&'o BDst>, Bail> {
        let Scratch { s, res, mask, .. } = t;
        let mask = *mask;
        let [s0, s1, s2, s3, s4, s5, s6, s7] = s;
        let lanes = live.min(LANES);
        // Plain register sources are read in place (`source`), not copied.
        let f: &[Lanes] = file;
        match op {
            BOp::LoadWords {
                st,
                dst,
                rop,
                a0,
                a1,
            } => {
                let (a0, a1) = self.word_address(f, (a0, a1), (s0, s1), mask)?;
                let comps = (lanes, dst.mask);
                super::res::load_words_lanes(mem, rop, (a0, a1, *st), comps, res)
                    .map_err(|_| Bail::Fallback)?;
                self.store(file, dst, res, false, mask)?;
                Ok(Some(dst))
            }
            BOp::Store { .. } if out.held.stores().len() >= super::res::MAX_HELD => Err(Bail::Held),
            BOp::Store {
                typed: false,
                st,
                val,
                target,
                a0,
                a1,
            } => {
                let (a0, a1) = self.word_address(f, (a0, a1), (s0, s1), mask)?;
                let v = [
                    self.source(f, val, 0, s2, mask)?,
                    self.source(f, val, 1, s3, mask)?,
                    self.source(f, val, 2, s4, mask)?,
                    self.source(f, val, 3, s5, mask)?,
                ];
                super::res::hold_store_words(
                    mem,
                    target,
                    (a0, a1, *st),
                    v,
                    (lanes, mask),
                    &mut out.held,
                )
                .map_err(|_| Bail::Fallback)?;
                Ok(None)
            }
            BOp::Store {
                typed: true,
                val,
                target,
                a0,
                ..
            } => {
                // A typed address is four components.
                let a = [&mut *s0, s6, s7, s1];
                for (c, col) in a.into_iter().enumerate() {
                    self.load(f, a0, c, col, mask)?;
                }
                for (c, col) in [&mut *s2, s3, s4, s5].into_iter().enumerate() {
                    self.load(f, val, c, col, mask)?;
                }
                let a = [&*s0, &*s6, &*s7, &*s1];
                let v = [&*s2, &*s3, &*s4, &*s5];
                super::res::hold_store_typed(mem, target, a, v, (lanes, mask), &mut out.held)
                    .map_err(|_| Bail::Fallback)?;
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    /// A `sample`-family instruction for each running lane (of `live`,
    /// bits of `mask`) into `res`.
    #[allow(clippy::needless_range_loop)] // lanes index several arrays
    fn sample_op(
        &self,
        file: &[Lanes],
        (live, mask): (usize, u64),
        (ins, coord, a4, a5, quad): (&Instruction, &BSrc, &Option<BSrc>, &Option<BSrc>, bool),
        mem: &Memory,
        res: &mut [Lanes; 4],
    ) -> Result<(), Bail> {
        // Coordinate, then operands 4 and 5, four components each.
        let mut cols = [[0u32; LANES]; 12];
        for (j, src) in [Some(coord), a4.as_ref(), a5.as_ref()]
            .into_iter()
            .enumerate()
        {
            if let Some(src) = src {
                for c in 0..4 {
                    self.load(file, src, c, &mut cols[j * 4 + c], mask)?;
                }
            }
        }
        let f = f32::from_bits;
        // The running lanes only (a lane waiting in a block may hold any
        // coordinate, and its result is not kept).
        for lane in (0..live.min(LANES)).filter(|l| mask >> l & 1 != 0) {
            let at = |j: usize| -> [u32; 4] { std::array::from_fn(|c| cols[j * 4 + c][lane]) };
            // The quad's coarse derivatives: top right and bottom left
            // minus top left, as the scalar quad runner takes them.
            let grads = if quad {
                let q = lane & !3;
                let d = |k: usize| -> [f32; 3] {
                    std::array::from_fn(|i| f(cols[i][q + k]) - f(cols[i][q]))
                };
                (d(1), d(2))
            } else {
                ([0.0; 3], [0.0; 3])
            };
            let a = super::res::SampleIn {
                coord: at(0),
                a4: at(1),
                a5: at(2),
            };
            let v = super::res::sample_bits(mem, ins.opcode, ins, &a, grads)
                .map_err(|_| Bail::Fallback)?;
            for c in 0..4 {
                res[c][lane] = v[c];
            }
        }
        Ok(())
    }

    /// An arithmetic, derivative or sampling step; gives the destinations
    /// it wrote.
    #[allow(clippy::needless_range_loop)] // lanes and components index several arrays
    fn compute<'o>(
        &self,
        file: &mut [Lanes],
        live: usize,
        op: &'o BOp,
        mem: Option<&Memory>,
        t: &mut Scratch,
    ) -> Result<[Option<&'o BDst>; 2], Bail> {
        let Scratch { s, res, mask, .. } = t;
        let mask = *mask;
        Ok(match op {
            BOp::Lane {
                op,
                dst,
                src,
                sat,
                in_place: true,
            } if mask == !0 => {
                let base = dst.base.ok_or(Bail::Fallback)?;
                for c in (0..4).filter(|c| dst.mask & (1 << c) != 0) {
                    // Each source's row, in place or loaded, then the
                    // destination row split off the file.
                    let mut at = [None; 4];
                    for ((x, scratch), at) in src.iter().zip(s.iter_mut()).zip(&mut at) {
                        *at = x.row_in_place(c);
                        if at.is_none() {
                            self.load(file, x, c, scratch, mask)?;
                        }
                    }
                    let d = base + c;
                    let (below, rest) = file.split_at_mut(d);
                    let (row, above) = rest.split_first_mut().ok_or(Bail::Fallback)?;
                    // (`r` is never `d`: `writes_in_place`.)
                    let row_of = |j: usize| match at[j] {
                        Some(r) if r < d => below.get(r),
                        Some(r) => above.get(r.checked_sub(d + 1)?),
                        None => Some(&s[j]),
                    };
                    // Not `array::from_fn`: that was twice the kernel.
                    let [Some(r0), Some(r1), Some(r2), Some(r3)] =
                        [row_of(0), row_of(1), row_of(2), row_of(3)]
                    else {
                        return Err(Bail::Fallback);
                    };
                    let rows = [r0, r1, r2, r3];
                    alu::batch(*op, &rows[..src.len().min(4)], row);
                    if *sat {
                        rows::saturate(row);
                    }
                }
                [Some(dst), None]
            }
            BOp::Lane {
                op, dst, src, sat, ..
            } => {
                for c in 0..4 {
                    if dst.mask & (1 << c) == 0 {
                        continue;
                    }
                    if *op == Opcode::Mov {
                        // A move is its source as loaded: no second copy.
                        self.load(file, &src[0], c, &mut res[c], mask)?;
                        continue;
                    }
                    // Sources read in place where loading would not
                    // change them, else loaded into a column each.
                    let mut rows: [&Lanes; 4] = [&NO_ROW; 4];
                    for ((x, scratch), row) in src.iter().zip(s.iter_mut()).zip(&mut rows) {
                        *row = self.source(file, x, c, scratch, mask)?;
                    }
                    alu::batch(*op, &rows[..src.len().min(4)], &mut res[c]);
                }
                self.store(file, dst, res, *sat, mask)?;
                [Some(dst), None]
            }
            BOp::Dot { n, dst, a, b, sat } => {
                // Plain float registers are read in place (the dot flushes
                // them, unless they are clean); anything else is loaded,
                // and so flushed, into the scratch first.
                let [s0, s1, s2, s3, s4, s5, s6, s7] = s;
                let a_rows = self.rows(file, a, *n, [s0, s1, s2, s3], mask)?;
                // A constant (a cb register, an immediate) is the same in
                // every lane: it is not spread over a column.
                if let Loc::Splat(v) = &b.loc {
                    let bk: [u32; 4] = std::array::from_fn(|k| v[b.swz[k] as usize]);
                    alu::batch_dot_splat(*n, a_rows, bk, !a.needs_flush_in_place(), &mut res[0]);
                } else {
                    let clean = !a.needs_flush_in_place() && !b.needs_flush_in_place();
                    let b = self.rows(file, b, *n, [s4, s5, s6, s7], mask)?;
                    alu::batch_dot(*n, a_rows, b, clean, &mut res[0]);
                }
                for c in 1..4 {
                    if dst.mask & (1 << c) != 0 {
                        res[c] = res[0];
                    }
                }
                self.store(file, dst, res, *sat, mask)?;
                [Some(dst), None]
            }
            BOp::Two {
                op,
                d0,
                d1,
                src,
                sat,
            } => {
                let mut r1 = [[0u32; LANES]; 4];
                for c in 0..4 {
                    if (d0.mask | d1.mask) & (1 << c) == 0 {
                        continue;
                    }
                    for (j, x) in src.iter().enumerate() {
                        self.load(file, x, c, &mut s[j], mask)?;
                    }
                    for i in 0..LANES {
                        let (p, q) = alu::two(*op, s[0][i], s[1][i]);
                        res[c][i] = p;
                        r1[c][i] = q;
                    }
                }
                // Both results are computed before either is written.
                self.store(file, d0, res, *sat, mask)?;
                self.store(file, d1, &mut r1, *sat, mask)?;
                [Some(d0), Some(d1)]
            }
            BOp::Deriv {
                x,
                fine,
                dst,
                src,
                sat,
            } => {
                for c in 0..4 {
                    if dst.mask & (1 << c) == 0 {
                        continue;
                    }
                    self.load(file, src, c, &mut s[0], mask)?;
                    let v = &s[0];
                    for lane in 0..LANES {
                        let (a, b) = crate::run::quad::neighbours(lane & 3, *x, *fine);
                        let q = lane & !3;
                        let d = f32::from_bits(v[q + b]) - f32::from_bits(v[q + a]);
                        res[c][lane] = alu::fb(d);
                    }
                }
                self.store(file, dst, res, *sat, mask)?;
                [Some(dst), None]
            }
            BOp::Sample {
                ins,
                dst,
                coord,
                a4,
                a5,
                quad,
            } => {
                let mem = mem.ok_or(Bail::Fallback)?;
                let lanes = (live, mask);
                self.sample_op(file, lanes, (ins, coord, a4, a5, *quad), mem, res)?;
                self.store(file, dst, res, ins.saturate(), mask)?;
                [Some(dst), None]
            }
            _ => [None, None],
        })
    }

    /// Runs the first `live` lanes to the end of the program; returns the
    /// steps taken, summed over the lanes (each lane's as the scalar
    /// machine counts them), less those already charged to the run's
    /// budget on the way. Lanes that disagree at an `if`, `breakc`,
    /// `continuec`, `retc`, `switch` or `callc` part (see [`Flow`]), each
    /// running lane writing its own registers and making its own emits. A
    /// derivative or implicit level of detail while lanes are parted is
    /// [`Bail::Divergent`]. A geometry shader's emits
    /// and cuts and a pixel shader's discards go to `out`; `mem` is the
    /// run's resources.
    pub fn run_with(
        &self,
        file: &mut [Lanes],
        live: usize,
        max_steps: u64,
        out: &mut Effects,
        mem: Option<&Memory>,
    ) -> Result<u64, Bail> {
        // The columns are kept from batch to batch (zeroing them each time
        // was a few percent of a short program).
        let mut t = out.scratch.take().unwrap_or_else(|| {
            Box::new(Scratch {
                s: [[0u32; LANES]; 8],
                res: [[0u32; LANES]; 4],
                mask: !0,
                written: Vec::new(),
            })
        });
        let ran = self.run_in(file, live, max_steps, out, mem, &mut t);
        out.scratch = Some(t);
        ran
    }

    /// [`Self::run_with`] with its columns.
    #[allow(clippy::needless_range_loop)] // lanes and components index several arrays
    fn run_in(
        &self,
        file: &mut [Lanes],
        live: usize,
        max_steps: u64,
        out: &mut Effects,
        mem: Option<&Memory>,
        t: &mut Scratch,
    ) -> Result<u64, Bail> {
        t.written.clear();
        t.written.resize(self.out_regs, [0; 4]);
        let mark = |written: &mut [[u64; 4]], d: &BDst, lanes: u64| {
            if let Some(w) = d.out.and_then(|r| written.get_mut(r)) {
                for (c, w) in w.iter_mut().enumerate() {
                    if d.mask & (1 << c) != 0 {
                        *w |= lanes;
                    }
                }
            }
        };
        let mut pc = 0usize;
        let mut steps = 0u64;
        // Steps summed over the lanes that took them.
        let mut work = 0u64;
        let mut flow = Flow::new(lanes_of(live));
        // The lanes that run while none has parted.
        let all = u64::from(lanes_of(live).count_ones());
        while pc < self.ops.len() {
            let op = &self.ops[pc];
            // Writes take every lane (a copy of whole columns) while all
            // run, else the running lanes only.
            let whole = flow.whole();
            t.mask = if whole { !0 } else { flow.active };
            let mut next = Some(pc + 1);
            if !matches!(op, BOp::Skip) {
                steps += 1;
                // (A count of bits is a dozen instructions on the base
                // x86-64.)
                work += if whole {
                    all
                } else {
                    u64::from(flow.active.count_ones())
                };
                if steps > max_steps {
                    return Err(Bail::Steps);
                }
                // The run's budget is charged as the batch goes (a batch
                // of lanes each allowed many steps could otherwise run far
                // past it); once spent, the lanes run again one at a time
                // and the first step reports it.
                if steps.is_multiple_of(crate::run::budget::BLOCK) {
                    if crate::run::budget::charge(work).is_err() {
                        return Err(Bail::Steps);
                    }
                    work = 0;
                }
            }
            match op {
                BOp::Skip | BOp::Nop => {}
                // Derivatives and implicit levels of detail need the whole
                // quad at the same step.
                BOp::Deriv { .. } | BOp::Sample { quad: true, .. } if !flow.whole() => {
                    return Err(Bail::Divergent)
                }
                BOp::Lane { .. }
                | BOp::Dot { .. }
                | BOp::Two { .. }
                | BOp::Deriv { .. }
                | BOp::Sample { .. } => {
                    for d in self.compute(file, live, op, mem, t)?.into_iter().flatten() {
                        mark(&mut t.written, d, t.mask);
                    }
                }
                BOp::If {
                    cond,
                    nz,
                    else_at,
                    endif,
                } => {
                    let pass = self.passing(file, (cond, *nz), flow.active, &mut t.s[0])?;
                    next = Some(flow.branch_if(pc, pass, *else_at, *endif));
                }
                BOp::Else { endif } => next = flow.branch_else(pc, *endif),
                BOp::EndIf => flow.end_if(pc),
                BOp::Loop { end } => flow.enter_loop(pc, *end),
                BOp::EndLoop => next = Some(flow.end_loop()?),
                BOp::Branch { cond, to } => {
                    let go = match cond {
                        None => flow.active,
                        Some((c, nz)) => self.passing(file, (c, *nz), flow.active, &mut t.s[0])?,
                    };
                    if go != 0 {
                        next = flow.take(go, *to, pc + 1)?;
                    }
                }
                BOp::Call { cond, to } => {
                    let go = match cond {
                        None => flow.active,
                        Some((c, nz)) => self.passing(file, (c, *nz), flow.active, &mut t.s[0])?,
                    };
                    if go != 0 {
                        next = Some(flow.call(pc, go, *to)?);
                    }
                }
                BOp::Switch {
                    sel,
                    cases,
                    default,
                    end,
                } => {
                    self.load(file, sel, 0, &mut t.s[0], t.mask)?;
                    let sels = &t.s[0];
                    next = flow.enter_switch(*end, |lane| {
                        cases
                            .iter()
                            .find(|(c, _)| *c == sels[lane])
                            .map_or(*default, |(_, at)| *at)
                    });
                }
                BOp::Case => flow.case(pc),
                BOp::EndSwitch => flow.end_switch()?,
                BOp::Stream { stream, emit, cut } => {
                    let ev = (*stream, *emit, *cut);
                    self.stream_op(file, ev, flow.active, &mut t.written, out)
                }
                BOp::LoadWords { .. } | BOp::Store { .. } => {
                    let mem = mem.ok_or(Bail::Fallback)?;
                    if let Some(d) = self.memory_op(file, live, op, mem, t, out)? {
                        mark(&mut t.written, d, t.mask);
                    }
                }
                BOp::Discard { cond, nz } => {
                    self.load(file, cond, 0, &mut t.s[0], t.mask)?;
                    out.discarded.resize(LANES, false);
                    for (i, (d, v)) in out.discarded.iter_mut().zip(&t.s[0]).enumerate() {
                        *d |= (*v != 0) == *nz && flow.active & (1 << i) != 0;
                    }
                }
            }
            match next {
                Some(n) => pc = n,
                // Every lane has ended.
                None => return Ok(work),
            }
        }
        // The end with lanes still waiting in a block (a subroutine that
        // runs off the end of the program): the scalar machine's reading.
        if flow.waiting() {
            return Err(Bail::Fallback);
        }
        Ok(work)
    }
}

#[cfg(test)]
mod tests {
    use super::super::res::HeldStore;
    use super::{Effects, LANES};

    /// A store: `u#`, components, lane i's word.
    type Store = (u32, u8, fn(usize) -> usize);

    /// Stores of 8 lanes, lane i at word `f(i)` with components `mask`,
    /// into a buffer of 64 words.
    fn stores(list: &[Store]) -> Effects {
        let mut e = Effects::default();
        for (reg, mask, f) in list {
            let at: Vec<Option<usize>> = (0..8).map(|i| Some(f(i))).collect();
            e.held
                .push(HeldStore::<LANES>::new((*reg, false), *mask, 64, &at));
        }
        e
    }

    /// Two lanes meet only on a word both write: spans that overlap
    /// without a shared word are no collision, a shared word is, within
    /// one store or across two, in the same buffer only.
    #[test]
    fn held_stores_collide_on_a_shared_word_only() {
        let collide = |list: &[Store]| stores(list).writes_collide();
        // One store, thread i at word i (.x) or at 4i (.xyzw): apart.
        assert!(!collide(&[(0, 1, |i| i)]));
        assert!(!collide(&[(0, 0xf, |i| 4 * i)]));
        // .xy at word i: lane i's .y is lane i + 1's .x.
        assert!(collide(&[(0, 3, |i| i)]));
        // .x and .z at 2i: words 2i and 2i + 2 (the .z of lane i is the
        // .x of lane i + 1).
        assert!(collide(&[(0, 5, |i| 2 * i)]));
        // Every lane at word 0.
        assert!(collide(&[(0, 1, |_| 0)]));
        // Two stores interleaved (2i, then 2i + 1): their spans overlap,
        // no word is shared.
        assert!(!collide(&[(0, 1, |i| 2 * i), (0, 1, |i| 2 * i + 1)]));
        // 2i, then 2i + 2: lane i's second word is lane i + 1's first.
        assert!(collide(&[(0, 1, |i| 2 * i), (0, 1, |i| 2 * i + 2)]));
        // The same words in two buffers.
        assert!(!collide(&[(0, 1, |i| i), (1, 1, |i| i)]));
        // A lane writing the same word twice is no collision.
        assert!(!collide(&[(0, 1, |i| i), (0, 1, |i| i)]));
    }

    /// Typed stores write whole texels (places 4t..4t + 3): texel i per
    /// lane is apart, texel i / 2 meets; a typed and a raw UAV never share
    /// a place.
    #[test]
    fn held_typed_stores_collide_on_a_shared_texel() {
        let typed = |texel: fn(usize) -> usize| {
            let at: Vec<Option<usize>> = (0..8).map(|i| Some(4 * texel(i))).collect();
            HeldStore::<LANES>::new((0, true), 0xf, 64, &at)
        };
        let mut e = Effects::default();
        e.held.push(typed(|i| i));
        assert!(!e.writes_collide());
        e.held.clear();
        e.held.push(typed(|i| i / 2));
        assert!(e.writes_collide());
        e.held.clear();
        e.held.push(typed(|i| i));
        let at: Vec<Option<usize>> = (0..8).map(|i| Some(4 * i)).collect();
        e.held
            .push(HeldStore::<LANES>::new((0, false), 0xf, 64, &at));
        assert!(!e.writes_collide());
    }

    /// A component past the end of the buffer is not written, so it meets
    /// nothing.
    #[test]
    fn held_store_components_past_the_end_are_not_writes() {
        let mut e = Effects::default();
        let at: Vec<Option<usize>> = (0..2).map(|i| Some(62 + i)).collect();
        e.held.push(HeldStore::<LANES>::new((0, false), 3, 64, &at));
        // Lane 0 writes 62, 63; lane 1 writes 63 (its .y, 64, is outside).
        assert!(e.writes_collide());
        let at = [Some(63), None];
        let mut e = Effects::default();
        e.held.push(HeldStore::<LANES>::new((0, false), 3, 64, &at));
        assert!(!e.writes_collide());
    }
}
