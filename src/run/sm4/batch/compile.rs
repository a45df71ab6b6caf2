//! The batch compiler: each instruction of a prepared program as a
//! [`BOp`] (its row's `Semantics` say which), or `None` when the program
//! needs the scalar machine.

use super::super::flow::Act;
use super::super::prepared::{ty, Prepared};
use super::clean;
use super::code::*;
use super::constants;
use crate::sm4::ir::{Components, Instruction, Modifier, Operand, Selection};
use crate::sm4::names::operand::{RESOURCE, UAV};
use crate::sm4::table::{Axis, Lod, Opcode, Semantics};
use std::collections::BTreeMap;

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
            | Semantics::Feedback(_)
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
                let (reads4, reads5) = super::super::res::sample_reads(ins.opcode);
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
}
