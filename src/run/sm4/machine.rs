//! One invocation's state: the register files, the memory it shares with
//! the run, and reading and writing operands (selection, modifiers,
//! relative indices, saturation, the trace's record of writes).

use super::prepared::{out_regs, ty, InDecl, Prepared};
use super::streams::GsState;
use super::{alu, interp};
use crate::run::error::{bad_input, bad_program, unsupported, ErrorKind, RunError};
use crate::run::json::Vertex;
use crate::run::mem::Memory;
use crate::sm4::fields::{Interpolation, SystemValue};
use crate::sm4::ir::{Components, Index, Modifier, Operand, Selection};
use crate::sm4::names::OperandType;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// What ended an invocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Done {
    /// The end of the program (or `ret` from the main program).
    Ret,
    /// Stopped before a derivative instruction (`pc`): the quad runner
    /// computes it from the four pixels, then resumes.
    Deriv,
    /// Stopped after a thread-group barrier (`sync_*_t`).
    Barrier,
}

/// One invocation's state.
pub struct Machine<'p, 'a> {
    pub p: &'p Prepared<'a>,
    pub r: Vec<[u32; 4]>,
    pub x: BTreeMap<u32, Vec<[u32; 4]>>,
    pub o: Vec<[u32; 4]>,
    /// Components of each output written since the last emit.
    pub written: Vec<u8>,
    /// Input vertices (one for a VS), each a register file.
    pub v: Vec<Vec<[u32; 4]>>,
    pub cb: &'p BTreeMap<u32, Vec<[u32; 4]>>,
    pub prim_id: u32,
    pub instance_id: u32,
    pub steps: u64,
    pub max_steps: u64,
    /// Steps already taken from the run's budget.
    pub(crate) charged: u64,
    pub gs: Option<GsState>,
    /// Resources, samplers and group-shared memory, shared by the
    /// invocations of a run.
    pub mem: Option<Rc<RefCell<Memory>>>,
    /// Where execution resumes (after a barrier or a derivative).
    pub pc: usize,
    /// Return positions of the calls in progress.
    pub calls: Vec<usize>,
    /// Compute-shader ids: vThreadID, vThreadGroupID, vThreadIDInGroup,
    /// vThreadIDInGroupFlattened.
    pub cs_ids: [[u32; 4]; 4],
    /// Pixel-shader outputs oDepth (and its GE/LE forms) and oMask, when
    /// written.
    pub depth: Option<u32>,
    pub coverage: Option<u32>,
    /// Pixel-shader input coverage (vCoverage).
    pub in_coverage: u32,
    /// A helper pixel (feeding its quad's derivatives only) or a
    /// discarded one: it runs on, but its UAV writes and atomics change
    /// nothing (the atomic pages: a helper "does not alter the memory").
    pub helper: bool,
    /// `discard` took effect (the pixel's outputs are dropped).
    pub discarded: bool,
    /// Class instances bound to the interface slots: (function table,
    /// `this` pointer: constant buffer, offset, texture, sampler).
    pub bindings: Vec<(u32, [u32; 4])>,
    /// Hull shaders: vOutputControlPointID.
    pub cp_id: u32,
    /// Hull shaders: vForkInstanceID or vJoinInstanceID of the phase.
    pub phase_instance: u32,
    /// Hull shaders: the control-point phase's outputs (`vocp[n][reg]`).
    pub ocp: Vec<Vec<[u32; 4]>>,
    /// Patch constants (`vpc#`): the fork phases' outputs in a hull
    /// shader's join phases, the input patch constants in a domain shader.
    pub patch_consts: Vec<[u32; 4]>,
    /// Domain shaders: vDomain.
    pub domain: [u32; 4],
    /// `--trace`: the invocation's label when it is traced.
    pub trace: Option<std::rc::Rc<str>>,
    /// `--trace`: what the current instruction wrote.
    trace_writes: Vec<crate::run::trace::Write1>,
    /// A pixel shader's quad member: derivative instructions and
    /// implicit-LOD samples stop for the quad runner.
    pub quad: bool,
    /// The quad's coarse derivatives (x, y) of the sample coordinates, set
    /// by the quad runner for an implicit-LOD sample.
    pub grads: Option<([f32; 3], [f32; 3])>,
    /// A feedback form's level-of-detail clamp while its base runs.
    pub lod_clamp: Option<f32>,
    /// The rasterizer's sample count (pixel shaders; 1 otherwise).
    pub raster_samples: u32,
    /// The rasterizer's SampleMask.
    pub sample_mask: u32,
    /// Pixel shaders: how the inputs vary inside the pixel, and their
    /// values at its centre (pull-model evaluation).
    pub pull: Option<(interp::Plane, Vec<[u32; 4]>)>,
    /// Set while an `eval_*` reads its input: the offset from the centre.
    pub(crate) eval_at: Option<[f32; 2]>,
    /// Which depth output was written (`oDepth`, `oDepthGE`, `oDepthLE`).
    pub depth_kind: OperandType,
}

/// Input registers a program's register file needs: up to the highest
/// declared (an input not declared is an error, so the input's own keys,
/// which could name any number, do not count).
pub fn regs_needed(decls: &[InDecl]) -> usize {
    decls.iter().map(|d| d.reg as usize + 1).max().unwrap_or(0)
}

/// An input vertex as a register file, checked against the declarations.
pub fn input_file(
    p: &Prepared,
    vx: &Vertex,
    n: usize,
    what: &str,
    auto: &dyn Fn(SystemValue) -> Option<u32>,
) -> Result<Vec<[u32; 4]>, RunError> {
    let mut f = vec![[0u32; 4]; n];
    for (k, val) in vx {
        let Some(reg) = k.strip_prefix('v').and_then(|s| s.parse::<usize>().ok()) else {
            return bad_input(format!(
                "{what}: '{k}' is not an input register (v0, v1, ...)"
            ));
        };
        if !p.inputs.iter().any(|d| d.reg as usize == reg) {
            return bad_input(format!("{what}: the shader declares no input v{reg}"));
        }
        f[reg] = *val;
    }
    for d in &p.inputs {
        let name = format!("v{}", d.reg);
        if !vx.contains_key(&name) {
            match auto(d.sv) {
                Some(val) => f[d.reg as usize] = [val; 4],
                None => {
                    return bad_input(format!(
                        "{what}: the shader declares input {name}, which is missing"
                    ))
                }
            }
        }
    }
    Ok(f)
}

impl Drop for Machine<'_, '_> {
    fn drop(&mut self) {
        crate::run::budget::settle(
            (self.steps - self.charged.min(self.steps)) * crate::run::budget::ALONE,
        );
    }
}

impl<'p, 'a> Machine<'p, 'a> {
    pub fn new(p: &'p Prepared<'a>, cb: &'p BTreeMap<u32, Vec<[u32; 4]>>, max_steps: u64) -> Self {
        let nout = out_regs(p);
        Machine {
            p,
            r: vec![[0; 4]; p.temps],
            x: p.indexable
                .iter()
                .map(|(k, n)| (*k, vec![[0; 4]; *n]))
                .collect(),
            o: vec![[0; 4]; nout],
            written: vec![0; nout],
            v: Vec::new(),
            cb,
            prim_id: 0,
            instance_id: 0,
            steps: 0,
            charged: 0,
            max_steps,
            gs: None,
            mem: None,
            pc: 0,
            calls: Vec::new(),
            cs_ids: [[0; 4]; 4],
            depth: None,
            coverage: None,
            in_coverage: 1,
            helper: false,
            discarded: false,
            bindings: Vec::new(),
            cp_id: 0,
            phase_instance: 0,
            ocp: Vec::new(),
            patch_consts: Vec::new(),
            domain: [0; 4],
            trace: None,
            trace_writes: Vec::new(),
            quad: false,
            grads: None,
            lod_clamp: None,
            raster_samples: 1,
            sample_mask: u32::MAX,
            pull: None,
            eval_at: None,
            depth_kind: OperandType::default(),
        }
    }

    /// Resets the temporaries and outputs for a new invocation.
    pub fn reset(&mut self) {
        self.r.iter_mut().for_each(|r| *r = [0; 4]);
        self.x
            .values_mut()
            .for_each(|x| x.iter_mut().for_each(|r| *r = [0; 4]));
        self.o.iter_mut().for_each(|r| *r = [0; 4]);
        self.written.iter_mut().for_each(|w| *w = 0);
        // The ended invocation's steps go to the run's budget.
        crate::run::budget::settle(
            (self.steps - self.charged.min(self.steps)) * crate::run::budget::ALONE,
        );
        self.steps = 0;
        self.charged = 0;
        self.pc = 0;
        self.calls.clear();
        self.depth = None;
        self.depth_kind = OperandType::default();
        self.coverage = None;
        self.helper = false;
        self.discarded = false;
        self.trace_writes.clear();
    }

    fn index(&self, ix: &Index) -> Result<u32, RunError> {
        let mut v = ix.imm as u32;
        if let Some(rel) = &ix.rel {
            v = v.wrapping_add(self.src(rel, 'i')?[0]);
        }
        Ok(v)
    }

    pub(crate) fn idx(&self, op: &Operand, i: usize) -> Result<usize, RunError> {
        match op.indices.get(i) {
            Some(ix) => Ok(self.index(ix)? as usize),
            None => bad_program("operand is missing an index"),
        }
    }

    /// The register an operand names, before selection and modifiers.
    fn fetch(&self, op: &Operand) -> Result<[u32; 4], RunError> {
        // Chosen at run time, a register outside the declared range is
        // what Direct3D leaves undefined; named so, the program's error.
        let chosen = op.indices.iter().any(|x| x.rel.is_some());
        let oob = |what: &str, i: usize| {
            RunError::of(
                if chosen {
                    ErrorKind::Undefined
                } else {
                    ErrorKind::Input
                },
                format!("{what}{i} is out of the declared range"),
            )
        };
        Ok(match op.ty {
            ty::TEMP => *self
                .r
                .get(self.idx(op, 0)?)
                .ok_or_else(|| oob("r", self.idx(op, 0).unwrap_or(0)))?,
            ty::INPUT | ty::INPUT_CP => {
                let (vert, reg) = if op.indices.len() >= 2 {
                    (self.idx(op, 0)?, self.idx(op, 1)?)
                } else {
                    (0, self.idx(op, 0)?)
                };
                if let (Some(off), Some((plane, centre))) = (self.eval_at, &self.pull) {
                    // Pull-model evaluation from the centre value (the
                    // declaration's centroid or sample location ignored;
                    // constant inputs do not vary).
                    let base = *centre.get(reg).ok_or_else(|| oob("v", reg))?;
                    let d = self.p.inputs.iter().find(|d| d.reg as usize == reg);
                    return Ok(match d {
                        Some(d) if d.interp == Interpolation::CONSTANT => base,
                        _ => plane.eval(
                            reg,
                            base,
                            off,
                            d.is_some_and(|d| d.sv == SystemValue::POSITION),
                        ),
                    });
                }
                let f = self.v.get(vert).ok_or_else(|| {
                    RunError::of(
                        if chosen {
                            ErrorKind::Undefined
                        } else {
                            ErrorKind::Program
                        },
                        format!("input vertex {vert} does not exist"),
                    )
                })?;
                *f.get(reg).ok_or_else(|| oob("v", reg))?
            }
            ty::OUTPUT => *self
                .o
                .get(self.idx(op, 0)?)
                .ok_or_else(|| oob("o", self.idx(op, 0).unwrap_or(0)))?,
            ty::INDEXABLE => {
                let (n, i) = (self.idx(op, 0)?, self.idx(op, 1)?);
                let x = self
                    .x
                    .get(&(n as u32))
                    .ok_or_else(|| RunError::new(format!("x{n} is not declared")))?;
                // Out-of-range reads of indexable temps give 0.
                x.get(i).copied().unwrap_or([0; 4])
            }
            ty::IMM32 => match op.imm.len() {
                1 => [op.imm[0]; 4],
                n if n >= 4 => [op.imm[0], op.imm[1], op.imm[2], op.imm[3]],
                _ => return bad_program("bad immediate"),
            },
            // Two doubles, low word first (one double fills both pairs).
            ty::IMM64 => match op.imm.len() {
                2 => [op.imm[0], op.imm[1], op.imm[0], op.imm[1]],
                n if n >= 4 => [op.imm[0], op.imm[1], op.imm[2], op.imm[3]],
                _ => return bad_program("bad immediate"),
            },
            ty::CB => {
                let (slot, i) = (self.idx(op, 0)?, self.idx(op, 1)?);
                // Reads outside the bound data give 0.
                self.cb
                    .get(&(slot as u32))
                    .and_then(|c| c.get(i))
                    .copied()
                    .unwrap_or([0; 4])
            }
            ty::ICB => self.p.icb.get(self.idx(op, 0)?).copied().unwrap_or([0; 4]),
            ty::OUTPUT_CP => {
                let (cp, reg) = (self.idx(op, 0)?, self.idx(op, 1)?);
                let f = self.ocp.get(cp).ok_or_else(|| {
                    RunError::new(format!("vocp[{cp}]: there is no output control point {cp}"))
                })?;
                *f.get(reg).ok_or_else(|| oob("vocp", reg))?
            }
            ty::PATCH_CONSTANT => {
                let i = self.idx(op, 0)?;
                *self.patch_consts.get(i).ok_or_else(|| oob("vpc", i))?
            }
            ty::OUTPUT_CP_ID => [self.cp_id; 4],
            ty::FORK_INSTANCE_ID | ty::JOIN_INSTANCE_ID => [self.phase_instance; 4],
            ty::DOMAIN => self.domain,
            ty::PRIM_ID => [self.prim_id; 4],
            ty::GS_INSTANCE_ID => [self.instance_id; 4],
            ty::THREAD_ID => self.cs_ids[0],
            ty::GROUP_ID => self.cs_ids[1],
            ty::THREAD_IN_GROUP => self.cs_ids[2],
            ty::THREAD_IN_GROUP_FLAT => self.cs_ids[3],
            ty::COVERAGE => [self.in_coverage; 4],
            ty::THIS => {
                let slot = self.idx(op, 0)?;
                match self.bindings.get(slot) {
                    Some((_, this)) => *this,
                    None => return bad_input(format!("this[{slot}]: no class instance is bound to interface slot {slot} (\"interfaces\" in the input)")),
                }
            }
            t => {
                let name = crate::sm4::names::OPERAND_TYPES
                    .get(t.0 as usize)
                    .copied()
                    .unwrap_or("?");
                return unsupported(format!(
                    "operand type {t} ('{name}') is not supported by the interpreter"
                ));
            }
        })
    }

    /// A source operand, selected and modified; `kind` is the table's
    /// shape letter (`f` float: modifiers on floats and denormals flushed;
    /// `i`/`u` integer: `-` is two's complement).
    pub fn src(&self, op: &Operand, kind: char) -> Result<[u32; 4], RunError> {
        let raw = self.fetch(op)?;
        let mut v = if op.ty == ty::IMM32 || op.ty == ty::IMM64 {
            raw
        } else {
            match op.comps {
                Components::Four(Selection::Swizzle(s)) => [
                    raw[s[0] as usize],
                    raw[s[1] as usize],
                    raw[s[2] as usize],
                    raw[s[3] as usize],
                ],
                Components::Four(Selection::Select1(c)) => [raw[c as usize]; 4],
                Components::One => [raw[0]; 4],
                _ => raw,
            }
        };
        let int = matches!(kind, 'i' | 'u');
        for (i, c) in v.iter_mut().enumerate() {
            if kind == 'f' {
                *c = alu::flush(*c);
            }
            // A double's modifiers act on its high word (y, w) only.
            if kind == 'b' && i % 2 == 0 {
                continue;
            }
            *c = match (op.modifier, int) {
                (Modifier::None, _) => *c,
                (Modifier::Neg, false) => *c ^ 0x8000_0000,
                (Modifier::Abs, false) => *c & 0x7fff_ffff,
                (Modifier::AbsNeg, false) => *c | 0x8000_0000,
                (Modifier::Neg, true) => (*c as i32).wrapping_neg() as u32,
                (Modifier::Abs, true) => (*c as i32).wrapping_abs() as u32,
                (Modifier::AbsNeg, true) => (*c as i32).wrapping_abs().wrapping_neg() as u32,
            };
        }
        Ok(v)
    }

    /// Writes the masked components of `val` to a destination.
    pub fn dst(&mut self, op: &Operand, mut val: [u32; 4], sat: bool) -> Result<(), RunError> {
        if sat {
            for c in val.iter_mut() {
                *c = alu::saturate(*c);
            }
        }
        let mask = match op.comps {
            Components::Four(Selection::Mask(m)) => m,
            Components::One => 1,
            Components::Zero if op.ty == ty::NULL => return Ok(()),
            _ => 0xf,
        };
        let put = |reg: &mut [u32; 4]| {
            for (i, c) in reg.iter_mut().enumerate() {
                if mask & (1 << i) != 0 {
                    *c = val[i];
                }
            }
        };
        if self.trace.is_some() {
            self.trace_write(op, mask, val);
        }
        match op.ty {
            ty::NULL => {}
            ty::DEPTH | ty::DEPTH_GE | ty::DEPTH_LE => {
                self.depth = Some(val[0]);
                self.depth_kind = op.ty;
            }
            ty::MASK => self.coverage = Some(val[0]),
            ty::TEMP => {
                let i = self.idx(op, 0)?;
                put(self
                    .r
                    .get_mut(i)
                    .ok_or_else(|| RunError::new(format!("r{i} is beyond dcl_temps")))?);
            }
            ty::OUTPUT => {
                let i = self.idx(op, 0)?;
                put(self
                    .o
                    .get_mut(i)
                    .ok_or_else(|| RunError::new(format!("o{i} is not declared")))?);
                self.written[i] |= mask;
            }
            ty::INDEXABLE => {
                let (n, i) = (self.idx(op, 0)?, self.idx(op, 1)?);
                let x = self
                    .x
                    .get_mut(&(n as u32))
                    .ok_or_else(|| RunError::new(format!("x{n} is not declared")))?;
                // Out-of-range writes are discarded.
                if let Some(r) = x.get_mut(i) {
                    put(r);
                }
            }
            t => return bad_program(format!("operand type {t} cannot be written")),
        }
        Ok(())
    }

    /// `--trace`: notes a register write of the current instruction.
    fn trace_write(&mut self, op: &Operand, mask: u8, bits: [u32; 4]) {
        let i = |k: usize| self.idx(op, k).unwrap_or(0);
        let reg = match op.ty {
            ty::TEMP => format!("r{}", i(0)),
            ty::OUTPUT => format!("o{}", i(0)),
            ty::INDEXABLE => format!("x{}[{}]", i(0), i(1)),
            ty::DEPTH => "oDepth".into(),
            ty::DEPTH_GE => "oDepthGE".into(),
            ty::DEPTH_LE => "oDepthLE".into(),
            ty::MASK => "oMask".into(),
            _ => return,
        };
        let mask = if matches!(op.ty, ty::DEPTH | ty::DEPTH_GE | ty::DEPTH_LE | ty::MASK) {
            1
        } else {
            mask
        };
        self.trace_writes
            .push(crate::run::trace::Write1 { reg, mask, bits });
    }

    /// `--trace`: the line of instruction `pc`, which has run (also called
    /// by the quad runner for derivatives).
    pub fn trace_step(&mut self, pc: usize, event: Option<&str>) {
        let Some(who) = self.trace.clone() else {
            return;
        };
        let Some(ins) = self.p.prog.instructions.get(pc) else {
            return;
        };
        let mut text = String::new();
        crate::sm4::print::instruction(ins, Default::default(), &mut text);
        let writes = std::mem::take(&mut self.trace_writes);
        crate::run::trace::step(&who, pc, &text, &writes, event);
    }

    /// Output values of the declared registers (of `stream`, or all).
    pub fn outputs(&self, stream: Option<u32>) -> Vec<(String, [u32; 4], usize)> {
        self.p.output_list(stream, |_, r| self.o[r])
    }
}
