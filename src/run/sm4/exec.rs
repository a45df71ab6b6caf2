//! The execution core: the prepared program (declarations and jump table,
//! built once), the register file, operand access and the dispatch loop.

use super::{alu, gs};
use crate::run::error::{err, RunError};
use crate::run::json::Vertex;
use crate::run::mem::Memory;
use crate::run::picture::View;
use crate::sm4::fields::{
    CustomDataClass, Field, InputPrimitive, Interpolation, SyncFlags, SystemValue, Topology,
};
use crate::sm4::ir::{Components, Index, Instruction, Modifier, Operand, Program, Selection};
use crate::sm4::names::OperandType;
use crate::sm4::table::{Ctl, Opcode};
use crate::sm4::Stage;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// Operand types, from the table.
pub use crate::sm4::names::operand as ty;

/// A switch's cases (value, position) and default position.
pub type Cases = (Vec<(u32, usize)>, Option<usize>);

/// How many components a declaration's mask reaches (`.xy` → 2, `.z` →
/// 3): what the JSON prints of a register.
pub fn mask_width(mask: u8) -> usize {
    (8 - (mask & 0xf).leading_zeros() as usize).clamp(1, 4)
}

/// A declared input register.
#[derive(Clone, Debug)]
pub struct InDecl {
    /// Register number (`v#`).
    pub reg: u32,
    /// Declared components.
    pub mask: u8,
    /// System value (`dcl_input_sgv`/`_siv`), undefined when none.
    pub sv: SystemValue,
    /// Pixel shaders: the interpolation mode, 0 when none.
    pub interp: Interpolation,
}

/// A declared output register of one stream.
#[derive(Clone, Debug)]
pub struct OutDecl {
    /// Stream (geometry shaders; 0 elsewhere).
    pub stream: u32,
    /// Register number (`o#`).
    pub reg: u32,
    /// Declared components.
    pub mask: u8,
    /// System value (`dcl_output_siv`/`_sgv`), undefined when none.
    pub sv: SystemValue,
}

/// A program read once: declarations and the matched flow control.
pub struct Prepared<'a> {
    /// The program.
    pub prog: &'a Program,
    /// Per instruction: `if` → its `else` or `endif`; `else` → `endif`;
    /// `loop` ↔ `endloop`; `break`/`breakc` → the end of the innermost loop
    /// or switch; `continue`/`continuec` → the innermost `loop`;
    /// `switch` → its `endswitch`.
    pub jump: Vec<usize>,
    /// Per `switch`: its cases (value, position) and default position.
    pub cases: BTreeMap<usize, Cases>,
    /// Label number → position.
    pub labels: BTreeMap<u32, usize>,
    /// `dcl_temps`.
    pub temps: usize,
    /// Indexable temps: number → registers.
    pub indexable: BTreeMap<u32, usize>,
    /// The immediate constant buffer.
    pub icb: Vec<[u32; 4]>,
    /// Constant buffers: slot → declared registers.
    pub cbs: BTreeMap<u32, usize>,
    /// Declared inputs.
    pub inputs: Vec<InDecl>,
    /// Declared outputs.
    pub outputs: Vec<OutDecl>,
    /// Geometry shaders: `dcl_inputprimitive` (token value).
    pub input_primitive: InputPrimitive,
    /// Geometry shaders: each stream's `dcl_outputtopology`.
    pub topology: [Option<Topology>; 4],
    /// Geometry shaders: whether `dcl_stream` appears.
    pub streams_declared: bool,
    /// Geometry shaders: `dcl_maxout`.
    pub maxout: u32,
    /// Geometry shaders: `dcl_gsinstances` (1 when absent).
    pub instances: u32,
    /// Compute shaders: threads per group.
    pub thread_group: [u32; 3],
    /// Function bodies (`label fb#`): number → position.
    pub bodies: BTreeMap<u32, usize>,
    /// Function tables (`dcl_function_table ft# = {fb...}`): the body of
    /// each call site.
    pub tables: BTreeMap<u32, Vec<u32>>,
    /// Interfaces (`dcl_interface fp#[n][sites] = {ft...}`): number →
    /// (array size, tables allowed).
    pub interfaces: BTreeMap<u32, (u32, Vec<u32>)>,
}

/// The components an operand declares or writes.
pub(crate) fn mask_of(op: &Operand) -> u8 {
    match op.comps {
        Components::Four(Selection::Mask(m)) => m,
        Components::Four(_) => 0xf,
        Components::One => 1,
        _ => 0,
    }
}

fn imm_index(op: &Operand, i: usize) -> u32 {
    op.indices.get(i).map(|x| x.imm as u32).unwrap_or(0)
}

impl<'a> Prepared<'a> {
    /// The declared outputs (of `stream`, or all) as runs print them:
    /// name, value and width; `value(k, reg)` is the value of the `k`th
    /// of them, register `reg`.
    pub fn output_list(
        &self,
        stream: Option<u32>,
        value: impl Fn(usize, usize) -> [u32; 4],
    ) -> Vec<(String, [u32; 4], usize)> {
        self.outputs
            .iter()
            .filter(|d| stream.is_none_or(|s| s == d.stream))
            .enumerate()
            .map(|(k, d)| {
                let r = d.reg as usize;
                (format!("o{r}"), value(k, r), mask_width(d.mask))
            })
            .collect()
    }

    /// What a picture of a run shows: a pixel shader's first output, or
    /// each geometry-shader stream's position (`SV_Position`, else its
    /// first output).
    pub(in crate::run) fn view(&self) -> Result<View, RunError> {
        let reg = |d: &OutDecl| format!("o{}", d.reg);
        match self.prog.stage {
            Stage::Pixel => Ok(View::Grid(
                self.outputs.first().map_or_else(|| "o0".into(), reg),
            )),
            Stage::Geometry => Ok(View::Geometry(
                (0..4)
                    .filter_map(|sn| {
                        let mut of = self.outputs.iter().filter(|d| d.stream == sn);
                        let pos = of.clone().find(|d| d.sv == SystemValue::POSITION);
                        pos.or_else(|| of.next()).map(|d| (sn, reg(d)))
                    })
                    .collect(),
            )),
            _ => err("--png draws geometry-shader and pixel-shader runs"),
        }
    }

    /// Reads the declarations and matches the flow control.
    pub fn new(prog: &'a Program) -> Result<Prepared<'a>, RunError> {
        // Sizes come from declarations: nothing is allocated for one past
        // Direct3D's limits (a damaged file could ask for gigabytes).
        let mut limits = Vec::new();
        crate::validate::sm4::limits::limits(prog, &mut limits);
        if let Some(e) = limits.first() {
            let at = e
                .instruction
                .map_or(String::new(), |i| format!("instruction {i}: "));
            return Err(RunError::new(format!(
                "{at}error {}: {}",
                e.code, e.message
            )));
        }
        let n = prog.instructions.len();
        let mut p = Prepared {
            prog,
            jump: vec![usize::MAX; n],
            cases: BTreeMap::new(),
            labels: BTreeMap::new(),
            temps: 0,
            indexable: BTreeMap::new(),
            icb: Vec::new(),
            cbs: BTreeMap::new(),
            inputs: Vec::new(),
            outputs: Vec::new(),
            input_primitive: InputPrimitive::default(),
            topology: [None; 4],
            streams_declared: false,
            maxout: 0,
            instances: 1,
            thread_group: [0; 3],
            bodies: BTreeMap::new(),
            tables: BTreeMap::new(),
            interfaces: BTreeMap::new(),
        };
        // Open blocks: (opcode, position).
        let mut stack: Vec<(Opcode, usize)> = Vec::new();
        let mut stream = 0u32;
        for (pc, ins) in prog.instructions.iter().enumerate() {
            p.declare(pc, ins, &mut stream)?;
            p.blocks(pc, ins, &mut stack)?;
        }
        if let Some((o, at)) = stack.last() {
            return err(format!(
                "instruction {at}: {} is never closed",
                o.row().mnemonic
            ));
        }
        p.break_targets()?;
        // Direct3D's limits of 32 inputs and outputs (temporaries were
        // checked first, with the other declared sizes); they also bound
        // what a hostile program can make us allocate.
        if let Some(d) = p.inputs.iter().find(|d| d.reg >= 32) {
            return err(format!("input v{}: registers are v0 to v31", d.reg));
        }
        if let Some(d) = p.outputs.iter().find(|d| d.reg >= 32) {
            return err(format!("output o{}: registers are o0 to o31", d.reg));
        }
        Ok(p)
    }

    /// What a declaration (or a label, function table or interface)
    /// tells the run; `stream` is the geometry shader's current stream.
    fn declare(&mut self, pc: usize, ins: &Instruction, at: &mut u32) -> Result<(), RunError> {
        let opd = |i: usize| ins.operands.get(i);
        let mut stream = *at;
        match ins.opcode {
            Opcode::DclTemps => self.temps = ins.nums.first().copied().unwrap_or(0) as usize,
            Opcode::DclIndexableTemp if ins.nums.len() >= 2 => {
                self.indexable.insert(ins.nums[0], ins.nums[1] as usize);
            }
            Opcode::CustomData
                if ins.get::<CustomDataClass>() == CustomDataClass::IMMEDIATE_CONSTANT_BUFFER =>
            {
                self.icb = ins
                    .nums
                    .chunks(4)
                    .map(|c| {
                        let mut r = [0; 4];
                        r[..c.len()].copy_from_slice(c);
                        r
                    })
                    .collect();
            }
            Opcode::DclConstantBuffer => {
                if let Some(o) = opd(0) {
                    self.cbs.insert(imm_index(o, 0), imm_index(o, 1) as usize);
                }
            }
            op if op.declares_input() => {
                if let Some(o) = opd(0) {
                    if o.ty == ty::INPUT {
                        let reg = imm_index(o, o.indices.len().saturating_sub(1));
                        self.inputs.push(InDecl {
                            reg,
                            mask: mask_of(o),
                            sv: ins.system_value().unwrap_or_default(),
                            interp: if ins.has_field(Field::Interpolation) {
                                ins.get::<Interpolation>()
                            } else {
                                Interpolation::default()
                            },
                        });
                    }
                }
            }
            Opcode::DclOutput | Opcode::DclOutputSgv | Opcode::DclOutputSiv => {
                if let Some(o) = opd(0) {
                    if o.ty == ty::OUTPUT {
                        self.outputs.push(OutDecl {
                            stream,
                            reg: imm_index(o, 0),
                            mask: mask_of(o),
                            sv: ins.system_value().unwrap_or_default(),
                        });
                    }
                }
            }
            Opcode::DclStream => {
                stream = opd(0).map(|o| imm_index(o, 0)).unwrap_or(0);
                if stream > 3 {
                    return err(format!("dcl_stream m{stream}: streams are m0 to m3"));
                }
                self.streams_declared = true;
            }
            Opcode::DclOutputTopology => self.topology[stream as usize] = Some(ins.get()),
            Opcode::DclInputPrimitive => self.input_primitive = ins.get(),
            Opcode::DclMaxOutputVertexCount => self.maxout = ins.nums.first().copied().unwrap_or(0),
            Opcode::DclThreadGroup if ins.nums.len() >= 3 => {
                self.thread_group = [ins.nums[0], ins.nums[1], ins.nums[2]]
            }
            Opcode::DclGsInstanceCount => self.instances = ins.nums.first().copied().unwrap_or(1),
            Opcode::Label => {
                let n = opd(0).map(|o| imm_index(o, 0)).unwrap_or(0);
                if opd(0).is_some_and(|o| o.ty == ty::FUNCTION_BODY) {
                    self.bodies.insert(n, pc);
                } else {
                    self.labels.insert(n, pc);
                }
            }
            Opcode::DclFunctionTable => {
                if let [id, n, bodies @ ..] = ins.nums.as_slice() {
                    let n = (*n as usize).min(bodies.len());
                    self.tables.insert(*id, bodies[..n].to_vec());
                }
            }
            Opcode::DclInterface => {
                if let [id, _sites, sizes, tables @ ..] = ins.nums.as_slice() {
                    let n = ((sizes & 0xffff) as usize).min(tables.len());
                    self.interfaces
                        .insert(*id, (sizes >> 16, tables[..n].to_vec()));
                }
            }
            _ => {}
        }
        *at = stream;
        Ok(())
    }

    /// Block structure, first pass: where `else`, `endif`, `endloop` and
    /// `endswitch` jump, and each switch's cases.
    fn blocks(
        &mut self,
        pc: usize,
        ins: &Instruction,
        stack: &mut Vec<(Opcode, usize)>,
    ) -> Result<(), RunError> {
        let opd = |i: usize| ins.operands.get(i);
        match ins.opcode {
            Opcode::If | Opcode::Loop | Opcode::Switch => stack.push((ins.opcode, pc)),
            Opcode::Else => match stack.last_mut() {
                Some((Opcode::If, at)) => {
                    self.jump[*at] = pc;
                    *at = pc;
                }
                _ => return err(format!("instruction {pc}: else without if")),
            },
            Opcode::EndIf => match stack.pop() {
                Some((Opcode::If, at)) => self.jump[at] = pc,
                _ => return err(format!("instruction {pc}: endif without if")),
            },
            Opcode::EndLoop => match stack.pop() {
                Some((Opcode::Loop, at)) => {
                    self.jump[at] = pc;
                    self.jump[pc] = at;
                }
                _ => return err(format!("instruction {pc}: endloop without loop")),
            },
            Opcode::EndSwitch => match stack.pop() {
                Some((Opcode::Switch, at)) => self.jump[at] = pc,
                _ => return err(format!("instruction {pc}: endswitch without switch")),
            },
            Opcode::Case | Opcode::Default => {
                let Some(&(Opcode::Switch, at)) = stack
                    .iter()
                    .rev()
                    .find(|(o, _)| *o == Opcode::Switch || *o == Opcode::Loop)
                else {
                    return err(format!("instruction {pc}: case outside switch"));
                };
                let e = self.cases.entry(at).or_default();
                if ins.opcode == Opcode::Case {
                    let v = opd(0).and_then(|o| o.imm.first().copied()).unwrap_or(0);
                    e.0.push((v, pc));
                } else {
                    e.1 = Some(pc);
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Block structure, second pass: break/continue targets (they need
    /// the loop ends known).
    fn break_targets(&mut self) -> Result<(), RunError> {
        let prog = self.prog;
        let mut stack: Vec<(Opcode, usize)> = Vec::new();
        // Open loops alone, so that `continue` finds its loop at once
        // however deep switches nest inside it.
        let mut loops: Vec<usize> = Vec::new();
        for (pc, ins) in prog.instructions.iter().enumerate() {
            match ins.opcode {
                Opcode::Loop | Opcode::Switch => {
                    if ins.opcode == Opcode::Loop {
                        loops.push(pc);
                    }
                    stack.push((ins.opcode, pc));
                }
                Opcode::EndLoop | Opcode::EndSwitch => {
                    let closed = stack.pop();
                    if matches!(closed, Some((Opcode::Loop, _))) {
                        loops.pop();
                    }
                }
                Opcode::Break | Opcode::Breakc => match stack.last() {
                    Some((_, at)) => self.jump[pc] = self.jump[*at],
                    None => return err(format!("instruction {pc}: break outside loop or switch")),
                },
                Opcode::Continue | Opcode::Continuec => match loops.last() {
                    Some(at) => self.jump[pc] = *at,
                    None => return err(format!("instruction {pc}: continue outside loop")),
                },
                _ => {}
            }
        }
        Ok(())
    }

    /// Vertices per input primitive (GS).
    pub fn vertices_per_primitive(&self) -> Option<usize> {
        match self.input_primitive {
            p if p.patch_size().is_some() => None,
            p => p.vertex_count().map(|n| n as usize),
        }
    }
}

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
    charged: u64,
    pub gs: Option<gs::GsState>,
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
    /// The rasterizer's sample count (pixel shaders; 1 otherwise).
    pub raster_samples: u32,
    /// The rasterizer's SampleMask.
    pub sample_mask: u32,
    /// Pixel shaders: how the inputs vary inside the pixel, and their
    /// values at its centre (pull-model evaluation).
    pub pull: Option<(super::interp::Plane, Vec<[u32; 4]>)>,
    /// Set while an `eval_*` reads its input: the offset from the centre.
    eval_at: Option<[f32; 2]>,
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
            return err(format!(
                "{what}: '{k}' is not an input register (v0, v1, ...)"
            ));
        };
        if !p.inputs.iter().any(|d| d.reg as usize == reg) {
            return err(format!("{what}: the shader declares no input v{reg}"));
        }
        f[reg] = *val;
    }
    for d in &p.inputs {
        let name = format!("v{}", d.reg);
        if !vx.contains_key(&name) {
            match auto(d.sv) {
                Some(val) => f[d.reg as usize] = [val; 4],
                None => {
                    return err(format!(
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
        let nout = super::vs::out_regs(p);
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

    fn idx(&self, op: &Operand, i: usize) -> Result<usize, RunError> {
        match op.indices.get(i) {
            Some(ix) => Ok(self.index(ix)? as usize),
            None => err("operand is missing an index"),
        }
    }

    /// The register an operand names, before selection and modifiers.
    fn fetch(&self, op: &Operand) -> Result<[u32; 4], RunError> {
        let oob =
            |what: &str, i: usize| RunError::new(format!("{what}{i} is out of the declared range"));
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
                let f = self
                    .v
                    .get(vert)
                    .ok_or_else(|| RunError::new(format!("input vertex {vert} does not exist")))?;
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
                _ => return err("bad immediate"),
            },
            // Two doubles, low word first (one double fills both pairs).
            ty::IMM64 => match op.imm.len() {
                2 => [op.imm[0], op.imm[1], op.imm[0], op.imm[1]],
                n if n >= 4 => [op.imm[0], op.imm[1], op.imm[2], op.imm[3]],
                _ => return err("bad immediate"),
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
                    None => return err(format!("this[{slot}]: no class instance is bound to interface slot {slot} (\"interfaces\" in the input)")),
                }
            }
            t => {
                let name = crate::sm4::names::OPERAND_TYPES
                    .get(t.0 as usize)
                    .copied()
                    .unwrap_or("?");
                return err(format!(
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
                *c = super::alu::flush(*c);
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
            t => return err(format!("operand type {t} cannot be written")),
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

    /// Where `fcall fpN[e]` goes: the body its call site has in the
    /// function table of the class instance bound to slot N + e.
    fn interface_target(&self, ins: &Instruction) -> Result<usize, RunError> {
        let Some(op) = ins.operands.first() else {
            return err("fcall without an interface");
        };
        let fp = imm_index(op, 0);
        let e = self.idx(op, 1)? as u32;
        let site = ins.nums.first().copied().unwrap_or(0) as usize;
        let Some((size, allowed)) = self.p.interfaces.get(&fp) else {
            return err(format!("fcall fp{fp}: the interface is not declared"));
        };
        if e >= *size {
            return err(format!(
                "fcall fp{fp}[{e}]: the interface has {size} elements"
            ));
        }
        let slot = (fp + e) as usize;
        let Some((table, _)) = self.bindings.get(slot) else {
            return err(format!(
                "fcall fp{fp}[{e}]: no class instance is bound to interface slot {slot} (\"interfaces\" in the input)"
            ));
        };
        if !allowed.contains(table) {
            return err(format!(
                "fcall fp{fp}[{e}]: function table ft{table} is not one the interface takes ({:?})",
                allowed
            ));
        }
        let body = self
            .p
            .tables
            .get(table)
            .and_then(|t| t.get(site))
            .ok_or_else(|| RunError::new(format!("ft{table} has no body for call site {site}")))?;
        self.p
            .bodies
            .get(body)
            .copied()
            .ok_or_else(|| RunError::new(format!("fb{body} has no label")))
    }

    fn test(&self, ins: &Instruction) -> Result<bool, RunError> {
        let c = self.src(&ins.operands[0], 'i')?[0];
        let nz = ins.flag(Field::NonZero);
        Ok((c != 0) == nz)
    }

    /// Runs from the first instruction to the end of the main program.
    /// Resumes at `pc` after a pause ([`Done::Deriv`], [`Done::Barrier`]).
    pub fn execute(&mut self) -> Result<Done, RunError> {
        let code = &self.p.prog.instructions;
        let mut pc = self.pc;
        let mut calls = std::mem::take(&mut self.calls);
        let r = self.run_from(code, &mut pc, &mut calls);
        self.pc = pc;
        self.calls = calls;
        r
    }

    fn run_from(
        &mut self,
        code: &[Instruction],
        pc_at: &mut usize,
        calls: &mut Vec<usize>,
    ) -> Result<Done, RunError> {
        let mut pc = *pc_at;
        while pc < code.len() {
            *pc_at = pc;
            let ins = &code[pc];
            let row = ins.opcode.row();
            if row.ctl == Ctl::Decl || ins.opcode == Opcode::CustomData {
                pc += 1;
                continue;
            }
            self.steps += 1;
            if self.steps > self.max_steps {
                return err(format!(
                    "stopped after {} steps, the most one invocation may take (--max-steps)",
                    self.max_steps
                ));
            }
            if self.steps % crate::run::budget::BLOCK == 1 {
                crate::run::budget::charge(
                    (self.steps - 1 - self.charged) * crate::run::budget::ALONE,
                )?;
                self.charged = self.steps - 1;
            }
            if ins.operands.len() + row.shape.matches(['N', 'F', 'R', 'S', '*', 'z']).count()
                < row.shape.len()
            {
                return err(format!(
                    "instruction {pc} ({}): too few operands",
                    row.mnemonic
                ));
            }
            let mut next = pc + 1;
            let mut event: Option<&str> = None;
            match ins.opcode {
                op if op == Opcode::Lod || super::ps::derivative_of(op).is_some() => {
                    if !self.quad {
                        return err(format!(
                            "instruction {pc} ({}): a derivative outside a pixel shader",
                            row.mnemonic
                        ));
                    }
                    // The step is counted when the quad runner executes it.
                    self.steps -= 1;
                    return Ok(Done::Deriv);
                }
                // Implicit derivatives: the quad runner computes them
                // (`lod` is the arm above).
                op if self.quad && super::res::implicit_lod(op) => {
                    self.steps -= 1;
                    return Ok(Done::Deriv);
                }
                // Pull-model evaluation at the centroid, a sample of the
                // rasterizer's pattern (an index outside it: the centre),
                // or a 1/16-pixel offset.
                Opcode::EvalCentroid | Opcode::EvalSampleIndex | Opcode::EvalSnapped => {
                    self.eval(ins)?
                }
                // The pixel is flagged and runs on as a helper, so that its
                // quad's derivatives stay defined (discard page).
                Opcode::Discard => {
                    if self.test(ins)? {
                        self.discarded = true;
                        self.helper = true;
                        event = Some("discard");
                    }
                }
                Opcode::Sync => {
                    if ins.get::<SyncFlags>().contains(SyncFlags::THREADS) {
                        *pc_at = pc + 1;
                        self.trace_step(pc, Some("barrier"));
                        return Ok(Done::Barrier);
                    }
                }
                Opcode::Nop
                | Opcode::Case
                | Opcode::Default
                | Opcode::EndSwitch
                | Opcode::EndIf
                | Opcode::Loop => {}
                Opcode::If
                | Opcode::Else
                | Opcode::EndLoop
                | Opcode::Break
                | Opcode::Breakc
                | Opcode::Continue
                | Opcode::Continuec
                | Opcode::Switch
                | Opcode::Call
                | Opcode::Callc
                | Opcode::InterfaceCall
                | Opcode::Ret
                | Opcode::Retc
                | Opcode::Label => match self.jump(pc, ins, calls)? {
                    Some(at) => next = at,
                    None => {
                        self.trace_step(pc, Some("end"));
                        return Ok(Done::Ret);
                    }
                },
                Opcode::Emit
                | Opcode::Cut
                | Opcode::EmitThenCut
                | Opcode::EmitStream
                | Opcode::CutStream
                | Opcode::EmitThenCutStream => event = Some(self.stream_op(ins)?),
                op => {
                    if !self.resource_op(op, ins)? {
                        alu::exec(self, op, ins)?
                    }
                }
            }
            if self.trace.is_some() {
                self.trace_step(pc, event);
            }
            pc = next;
        }
        *pc_at = pc;
        Ok(Done::Ret)
    }

    /// Flow control: the instruction to go on at, or `None` when a `ret`
    /// ends the program.
    fn jump(
        &mut self,
        pc: usize,
        ins: &Instruction,
        calls: &mut Vec<usize>,
    ) -> Result<Option<usize>, RunError> {
        let mut next = pc + 1;
        match ins.opcode {
            // A false `if` and a taken jump go past the block's end (or
            // back to its loop), as the first pass worked out.
            Opcode::If => {
                let taken = !self.test(ins)?;
                if taken {
                    next = self.p.jump[pc] + 1;
                }
            }
            Opcode::Else | Opcode::EndLoop | Opcode::Break | Opcode::Continue => {
                next = self.p.jump[pc] + 1
            }
            Opcode::Breakc | Opcode::Continuec => {
                let taken = self.test(ins)?;
                if taken {
                    next = self.p.jump[pc] + 1;
                }
            }
            Opcode::Switch => {
                let s = self.src(&ins.operands[0], 'i')?[0];
                let (cases, default) = self.p.cases.get(&pc).cloned().unwrap_or_default();
                next = match cases.iter().find(|(v, _)| *v == s) {
                    Some((_, at)) => at + 1,
                    None => default.map(|d| d + 1).unwrap_or(self.p.jump[pc] + 1),
                };
            }
            Opcode::Call | Opcode::Callc => {
                let (go, lab) = if ins.opcode == Opcode::Call {
                    (true, &ins.operands[0])
                } else {
                    (self.test(ins)?, &ins.operands[1])
                };
                if go {
                    let n = imm_index(lab, 0);
                    let Some(&at) = self.p.labels.get(&n) else {
                        return err(format!("call to l{n}, which has no label"));
                    };
                    if calls.len() >= 32 {
                        return err("calls nested deeper than 32");
                    }
                    calls.push(pc + 1);
                    next = at + 1;
                }
            }
            Opcode::InterfaceCall => {
                let at = self.interface_target(ins)?;
                if calls.len() >= 32 {
                    return err("calls nested deeper than 32");
                }
                calls.push(pc + 1);
                next = at + 1;
            }
            Opcode::Ret | Opcode::Retc | Opcode::Label => {
                let go = match ins.opcode {
                    Opcode::Retc => self.test(ins)?,
                    _ => true,
                };
                if go {
                    match calls.pop() {
                        Some(r) => next = r,
                        None => return Ok(None),
                    }
                }
            }
            _ => {}
        }
        Ok(Some(next))
    }

    /// Pull-model evaluation at the centroid, a sample of the rasterizer's
    /// pattern (an index outside it: the centre), or a 1/16-pixel offset.
    fn eval(&mut self, ins: &Instruction) -> Result<(), RunError> {
        let off = match ins.opcode {
            Opcode::EvalCentroid => super::interp::centroid_offset(
                self.raster_samples,
                self.in_coverage,
                self.sample_mask,
            ),
            Opcode::EvalSampleIndex => {
                let i = self.src(&ins.operands[2], 'u')?[0];
                super::msaa::position(self.raster_samples, i).unwrap_or([0.0; 2])
            }
            _ => {
                let v = self.src(&ins.operands[2], 'i')?;
                super::interp::snapped(v[0], v[1])
            }
        };
        self.eval_at = Some(off);
        let v = self.src(&ins.operands[1], 'f');
        self.eval_at = None;
        self.dst(&ins.operands[0], v?, ins.saturate())?;
        Ok(())
    }

    /// `emit`, `cut` and their stream forms; the trace event.
    fn stream_op(&mut self, ins: &Instruction) -> Result<&'static str, RunError> {
        let row = ins.opcode.row();
        let stream = ins.operands.first().map(|o| imm_index(o, 0)).unwrap_or(0);
        let (e, c) = match ins.opcode {
            Opcode::Emit | Opcode::EmitStream => (true, false),
            Opcode::Cut | Opcode::CutStream => (false, true),
            _ => (true, true),
        };
        if self.gs.is_none() {
            return err(format!("{} outside a geometry shader", row.mnemonic));
        }
        if e {
            self.emit(stream)?;
        }
        if c {
            self.cut(stream);
        }
        Ok(match (e, c) {
            (true, false) => "emit",
            (false, true) => "cut",
            _ => "emit_then_cut",
        })
    }

    /// Output values of the declared registers (of `stream`, or all).
    pub fn outputs(&self, stream: Option<u32>) -> Vec<(String, [u32; 4], usize)> {
        self.p.output_list(stream, |_, r| self.o[r])
    }
}
