//! A program prepared once for every invocation that runs it: its
//! declarations read, flow control matched into a jump table, labels,
//! interfaces and outputs listed.

use crate::run::error::{bad_input, bad_program, ErrorKind, RunError};
use crate::run::picture::View;
use crate::sm4::fields::{
    CustomDataClass, Field, InputPrimitive, Interpolation, SystemValue, Topology,
};
use crate::sm4::ir::{Components, Instruction, Operand, Program, Selection};
use crate::sm4::table::Opcode;
use crate::sm4::Stage;
use std::collections::BTreeMap;

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

pub(crate) fn imm_index(op: &Operand, i: usize) -> u32 {
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
            _ => bad_input("--png draws geometry-shader and pixel-shader runs"),
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
            return Err(RunError::of(
                ErrorKind::Shader,
                format!("{at}error {}: {}", e.code, e.message),
            ));
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
            return bad_program(format!(
                "instruction {at}: {} is never closed",
                o.row().mnemonic
            ));
        }
        p.break_targets()?;
        // Direct3D's limits of 32 inputs and outputs (temporaries were
        // checked first, with the other declared sizes); they also bound
        // what a hostile program can make us allocate.
        if let Some(d) = p.inputs.iter().find(|d| d.reg >= 32) {
            return bad_program(format!("input v{}: registers are v0 to v31", d.reg));
        }
        if let Some(d) = p.outputs.iter().find(|d| d.reg >= 32) {
            return bad_program(format!("output o{}: registers are o0 to o31", d.reg));
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
                    return bad_program(format!("dcl_stream m{stream}: streams are m0 to m3"));
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
                if let Some((id, bodies)) = ins.function_table_parts() {
                    self.tables.insert(id, bodies.to_vec());
                }
            }
            Opcode::DclInterface => {
                if let Some(f) = ins.interface_parts() {
                    self.interfaces.insert(f.fp, (f.array, f.tables.to_vec()));
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
                _ => return bad_program(format!("instruction {pc}: else without if")),
            },
            Opcode::EndIf => match stack.pop() {
                Some((Opcode::If, at)) => self.jump[at] = pc,
                _ => return bad_program(format!("instruction {pc}: endif without if")),
            },
            Opcode::EndLoop => match stack.pop() {
                Some((Opcode::Loop, at)) => {
                    self.jump[at] = pc;
                    self.jump[pc] = at;
                }
                _ => return bad_program(format!("instruction {pc}: endloop without loop")),
            },
            Opcode::EndSwitch => match stack.pop() {
                Some((Opcode::Switch, at)) => self.jump[at] = pc,
                _ => return bad_program(format!("instruction {pc}: endswitch without switch")),
            },
            Opcode::Case | Opcode::Default => {
                let Some(&(Opcode::Switch, at)) = stack
                    .iter()
                    .rev()
                    .find(|(o, _)| *o == Opcode::Switch || *o == Opcode::Loop)
                else {
                    return bad_program(format!("instruction {pc}: case outside switch"));
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
                    None => {
                        return bad_program(format!(
                            "instruction {pc}: break outside loop or switch"
                        ))
                    }
                },
                Opcode::Continue | Opcode::Continuec => match loops.last() {
                    Some(at) => self.jump[pc] = *at,
                    None => return bad_program(format!("instruction {pc}: continue outside loop")),
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

/// Registers in the output file (`o0` to the highest declared).
pub fn out_regs(p: &Prepared) -> usize {
    p.outputs
        .iter()
        .map(|d| d.reg as usize + 1)
        .max()
        .unwrap_or(0)
}
