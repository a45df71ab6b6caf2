//! The dispatch loop: each instruction run as its row's `Semantics`
//! says (arithmetic in `arith.rs`, resources in `res.rs`), flow control
//! through the prepared jump table, and the pauses for the quad runner
//! and the thread-group barrier.

use super::arith;
use super::machine::{Done, Machine};
use super::prepared::imm_index;
use crate::run::error::{bad_input, bad_program, over_limit, unsupported, RunError};
use crate::sm4::fields::{Field, SyncFlags};
use crate::sm4::ir::Instruction;
use crate::sm4::table::{Lod, Opcode, Semantics};

impl Machine<'_, '_> {
    /// Where `fcall fpN[e]` goes: the body its call site has in the
    /// function table of the class instance bound to slot N + e.
    fn interface_target(&self, ins: &Instruction) -> Result<usize, RunError> {
        let Some(op) = ins.operands.first() else {
            return bad_program("fcall without an interface");
        };
        let fp = imm_index(op, 0);
        let e = self.idx(op, 1)? as u32;
        let site = ins.nums.first().copied().unwrap_or(0) as usize;
        let Some((size, allowed)) = self.p.interfaces.get(&fp) else {
            return bad_program(format!("fcall fp{fp}: the interface is not declared"));
        };
        if e >= *size {
            return bad_program(format!(
                "fcall fp{fp}[{e}]: the interface has {size} elements"
            ));
        }
        let slot = (fp + e) as usize;
        let Some((table, _)) = self.bindings.get(slot) else {
            return bad_input(format!(
                "fcall fp{fp}[{e}]: no class instance is bound to interface slot {slot} (\"interfaces\" in the input)"
            ));
        };
        if !allowed.contains(table) {
            return bad_program(format!(
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
            if row.semantics == Semantics::Declaration {
                pc += 1;
                continue;
            }
            self.steps += 1;
            if self.steps > self.max_steps {
                return over_limit(format!(
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
                return bad_program(format!(
                    "instruction {pc} ({}): too few operands",
                    row.mnemonic
                ));
            }
            let mut next = pc + 1;
            let mut event: Option<&str> = None;
            match row.semantics {
                // Derivatives, and samples whose level of detail comes from
                // them: the quad runner computes them from the four pixels
                // (the step is counted when it does).
                sem if sem.needs_quad() && self.quad => {
                    self.steps -= 1;
                    return Ok(Done::Deriv);
                }
                Semantics::Derivative(..) | Semantics::Sample(Lod::Query) => {
                    return bad_program(format!(
                        "instruction {pc} ({}): a derivative outside a pixel shader",
                        row.mnemonic
                    ));
                }
                // Pull-model evaluation at the centroid, a sample of the
                // rasterizer's pattern (an index outside it: the centre),
                // or a 1/16-pixel offset.
                Semantics::Eval => self.eval(ins)?,
                // The pixel is flagged and runs on as a helper, so that its
                // quad's derivatives stay defined (discard page).
                Semantics::Discard => {
                    if self.test(ins)? {
                        self.discarded = true;
                        self.helper = true;
                        event = Some("discard");
                    }
                }
                Semantics::Sync => {
                    if ins.get::<SyncFlags>().contains(SyncFlags::THREADS) {
                        *pc_at = pc + 1;
                        self.trace_step(pc, Some("barrier"));
                        return Ok(Done::Barrier);
                    }
                }
                Semantics::Declaration | Semantics::Nothing => {}
                Semantics::Jump => match self.jump(pc, ins, calls)? {
                    Some(at) => next = at,
                    None => {
                        self.trace_step(pc, Some("end"));
                        return Ok(Done::Ret);
                    }
                },
                Semantics::Stream(emit, cut) => event = Some(self.stream_op(ins, emit, cut)?),
                Semantics::Lanewise
                | Semantics::Dot(_)
                | Semantics::Pair
                | Semantics::Swap
                | Semantics::Double => arith::arithmetic(self, ins.opcode, ins)?,
                Semantics::Sample(_)
                | Semantics::Gather
                | Semantics::SampleInfo
                | Semantics::Load
                | Semantics::Store
                | Semantics::ResInfo
                | Semantics::BufInfo
                | Semantics::LoadWords
                | Semantics::StoreWords
                | Semantics::Counter
                | Semantics::Feedback(_)
                | Semantics::Atomic => self.resource_op(ins.opcode, ins)?,
                Semantics::NotRun => {
                    return unsupported(format!(
                        "instruction '{}' is not supported by the interpreter",
                        row.mnemonic
                    ))
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
                        return bad_program(format!("call to l{n}, which has no label"));
                    };
                    if calls.len() >= 32 {
                        return bad_program("calls nested deeper than 32");
                    }
                    calls.push(pc + 1);
                    next = at + 1;
                }
            }
            Opcode::InterfaceCall => {
                let at = self.interface_target(ins)?;
                if calls.len() >= 32 {
                    return bad_program("calls nested deeper than 32");
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
    fn stream_op(&mut self, ins: &Instruction, e: bool, c: bool) -> Result<&'static str, RunError> {
        let row = ins.opcode.row();
        let stream = ins.operands.first().map(|o| imm_index(o, 0)).unwrap_or(0);
        if self.gs.is_none() {
            return bad_program(format!("{} outside a geometry shader", row.mnemonic));
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
}

impl Machine<'_, '_> {
    /// `emit`/`emit_stream mN`: one vertex from the stream's outputs.
    pub fn emit(&mut self, stream: u32) -> Result<(), RunError> {
        let (prim, inst) = (self.prim_id, self.instance_id);
        let here = move || format!("primitive {prim} instance {inst}");
        let p = self.p;
        let decls = || p.outputs.iter().filter(|d| d.stream == stream);
        let unwritten: Vec<u32> = decls()
            .filter(|d| self.written[d.reg as usize] & d.mask != d.mask)
            .map(|d| d.reg)
            .collect();
        let o = &self.o;
        let gs = self.gs.as_mut().unwrap();
        gs.emit(
            &here,
            stream,
            decls().map(|d| o[d.reg as usize]),
            &unwritten,
            p.maxout,
        )?;
        // After an emit every output register is undefined.
        self.written.iter_mut().for_each(|w| *w = 0);
        Ok(())
    }

    /// `cut`/`cut_stream mN`: ends the strip; too few vertices are discarded.
    pub fn cut(&mut self, stream: u32) {
        let (prim, inst) = (self.prim_id, self.instance_id);
        self.gs.as_mut().unwrap().cut(prim, inst, stream);
    }
}
