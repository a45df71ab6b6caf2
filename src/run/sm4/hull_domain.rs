//! Hull and domain shaders (SM5), without a tessellator: the input gives
//! each patch's control points and, for a domain shader, the domain points.
//!
//! A hull shader's instruction list is `hs_decls` (declarations shared by
//! every phase), then the phases, each starting with its marker
//! (`hs_control_point_phase`, `hs_fork_phase`, `hs_join_phase`) and ending
//! with `ret`. Each phase is prepared as a program of its own (the shared
//! declarations, its instructions, and any subroutines after the last
//! phase), so temporaries, outputs and flow control are per phase.

use super::machine::Machine;
use super::prepared::{ty, Prepared};
use crate::run::emit::{Emit, Shape};
use crate::run::error::{bad_input, bad_program, RunError};
use crate::run::json::{self, Input};
use crate::run::mem::Memory;
use crate::sm4::fields::{SystemValue, TessDomain};
use crate::sm4::ir::{Instruction, Program};
use crate::sm4::names::OperandType;
use crate::sm4::table::Opcode;
use serde_json::{Map, Value};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// Registers per control point and patch-constant file (v0..v31).
const REGS: usize = 32;

/// Which phase of a hull shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    ControlPoint,
    Fork,
    Join,
}

/// A hull-shader phase as a program of its own.
struct Phase {
    kind: Kind,
    /// Fork/join instance count (1 for the control-point phase).
    instances: u32,
    prog: Program,
}

use super::prepared::{mask_of, mask_width as comps};

/// `dcl_input_control_point_count` and `dcl_output_control_point_count`.
pub(crate) fn counts(prog: &Program) -> (Option<usize>, Option<usize>) {
    let get = |o: Opcode| {
        prog.instructions
            .iter()
            .find(|i| i.opcode == o)
            .map(|i| i.control_point_count() as usize)
    };
    (
        get(Opcode::DclInputControlPointCount),
        get(Opcode::DclOutputControlPointCount),
    )
}

/// `dcl_tessellator_domain` (0 when absent).
pub(in crate::run) fn domain(prog: &Program) -> TessDomain {
    prog.instructions
        .iter()
        .find(|i| i.opcode == Opcode::DclTessDomain)
        .map(|i| i.get())
        .unwrap_or_default()
}

/// Declared input registers of operand types `tys` (the register is the
/// last index): register → mask.
pub(in crate::run) fn declared(prog: &Program, tys: &[OperandType]) -> BTreeMap<u32, u8> {
    let mut m = BTreeMap::new();
    for ins in &prog.instructions {
        if !matches!(
            ins.opcode,
            Opcode::DclInput | Opcode::DclInputSgv | Opcode::DclInputSiv
        ) {
            continue;
        }
        let Some(o) = ins.operands.first() else {
            continue;
        };
        // `v#` with one index is not a control point (only `v[n][reg]`).
        if !tys.contains(&o.ty) || (o.ty == ty::INPUT && o.indices.len() < 2) {
            continue;
        }
        if let Some(ix) = o.indices.last() {
            *m.entry(ix.imm as u32).or_insert(0) |= mask_of(o);
        }
    }
    m
}

/// The input registers a hull shader's control points carry: those its
/// control-point phase declares, or, without one (the control points
/// passed through to the domain shader), None: every register given.
pub(crate) fn hs_inputs(prog: &Program) -> Option<Vec<u32>> {
    prog.instructions
        .iter()
        .any(|i| i.opcode == Opcode::HsControlPointPhase)
        .then(|| {
            declared(prog, &[ty::INPUT, ty::INPUT_CP])
                .into_keys()
                .collect()
        })
}

/// Splits a hull shader into its phases.
fn phases(prog: &Program) -> Result<Vec<Phase>, RunError> {
    let mut decls: Vec<Instruction> = Vec::new();
    let mut list: Vec<(Kind, Vec<Instruction>)> = Vec::new();
    let mut tail: Vec<Instruction> = Vec::new();
    for ins in &prog.instructions {
        let kind = match ins.opcode {
            Opcode::HsDecls => continue,
            Opcode::HsControlPointPhase => Some(Kind::ControlPoint),
            Opcode::HsForkPhase => Some(Kind::Fork),
            Opcode::HsJoinPhase => Some(Kind::Join),
            _ => None,
        };
        if let Some(k) = kind {
            if !tail.is_empty() {
                return bad_program("a hull-shader phase after a subroutine (label)");
            }
            list.push((k, Vec::new()));
        } else if ins.opcode == Opcode::Label || !tail.is_empty() {
            tail.push(ins.clone());
        } else if let Some((_, v)) = list.last_mut() {
            v.push(ins.clone());
        } else {
            decls.push(ins.clone());
        }
    }
    if list
        .iter()
        .filter(|(k, _)| *k == Kind::ControlPoint)
        .count()
        > 1
    {
        return bad_program("more than one hs_control_point_phase");
    }
    let mut out = Vec::new();
    for (kind, body) in list {
        let count = body.iter().find_map(|i| match (kind, i.opcode) {
            (Kind::Fork, Opcode::DclHsForkPhaseInstanceCount)
            | (Kind::Join, Opcode::DclHsJoinPhaseInstanceCount) => {
                Some(i.nums.first().copied().unwrap_or(1))
            }
            _ => None,
        });
        let instances = count.unwrap_or(1);
        if instances > 1024 {
            return bad_program(format!(
                "a phase with {instances} instances (at most 1024 here)"
            ));
        }
        let mut ins = decls.clone();
        ins.extend(body);
        ins.extend(tail.iter().cloned());
        out.push(Phase {
            kind,
            instances,
            prog: Program {
                stage: prog.stage,
                major: prog.major,
                minor: prog.minor,
                instructions: ins,
            },
        });
    }
    Ok(out)
}

/// A control point (an object of `v#` registers) as a register file.
fn control_point(
    v: &Value,
    decl: &BTreeMap<u32, u8>,
    any: bool,
    what: &str,
) -> Result<Vec<[u32; 4]>, RunError> {
    let Value::Object(m) = v else {
        return bad_input(format!(
            "{what}: a control point is an object of registers, like {{\"v0\": [0, 0, 0, 1]}}"
        ));
    };
    let mut f = vec![[0u32; 4]; REGS];
    for (k, val) in m {
        let reg = k
            .strip_prefix('v')
            .and_then(|s| s.parse::<u32>().ok())
            .filter(|r| (*r as usize) < REGS);
        let Some(reg) = reg else {
            return bad_input(format!(
                "{what}: '{k}' is not an input register (v0 to v31)"
            ));
        };
        if !any && !decl.contains_key(&reg) {
            return bad_input(format!("{what}: the shader declares no input v{reg}"));
        }
        f[reg as usize] = json::register(val, &format!("{what}.{k}"))?;
    }
    for r in decl.keys() {
        if !m.contains_key(&format!("v{r}")) {
            return bad_input(format!(
                "{what}: the shader declares input v{r}, which is missing"
            ));
        }
    }
    Ok(f)
}

fn patch_list<'v>(inp: &'v Input, stage: &str) -> Result<&'v Vec<Value>, RunError> {
    match &inp.patches {
        Some(Value::Array(a)) => Ok(a),
        Some(_) => bad_input("patches: an array of patches"),
        None => bad_input(format!("a {stage} shader needs \"patches\" in the input")),
    }
}

fn memory(p: &Prepared, inp: &Input) -> Result<Rc<RefCell<Memory>>, RunError> {
    let mem = Memory::read(p.prog, inp.resources.as_ref(), inp.samplers.as_ref())?;
    Ok(Rc::new(RefCell::new(mem)))
}

/// Copies the components an invocation wrote to its outputs into `pc`.
fn merge_written(m: &Machine, pc: &mut [[u32; 4]]) {
    for (i, w) in m.written.iter().enumerate() {
        for c in 0..4 {
            if w & (1 << c) != 0 {
                if let Some(r) = pc.get_mut(i) {
                    r[c] = m.o[i][c];
                }
            }
        }
    }
}

fn new_machine<'p, 'a>(
    p: &'p Prepared<'a>,
    inp: &'p Input,
    mem: &Rc<RefCell<Memory>>,
    icp: &[Vec<[u32; 4]>],
    patch: u32,
    max_steps: u64,
) -> Machine<'p, 'a> {
    let mut m = Machine::new(p, &inp.constants, max_steps);
    m.mem = Some(mem.clone());
    m.bindings = inp.interfaces.clone();
    m.v = icp.to_vec();
    m.prim_id = patch;
    m
}

/// Runs a hull shader: for each patch, the control-point phase once per
/// output control point, then each fork phase, then each join phase, for
/// each of its instances. Each patch's output object goes to `each` as it
/// is made, with its number.
pub fn hs_patches(
    full: &Prepared,
    inp: &Input,
    max_steps: u64,
    each: &mut dyn FnMut(usize, Value) -> Result<(), RunError>,
) -> Result<(), RunError> {
    hs_patches_from(full, inp, 0, max_steps, each)
}

/// [`hs_patches`], the input's patches numbered from `first` (a draw
/// gives its patches a block at a time; the number is each patch's
/// `SV_PrimitiveID`).
pub(crate) fn hs_patches_from(
    full: &Prepared,
    inp: &Input,
    first: usize,
    max_steps: u64,
    each: &mut dyn FnMut(usize, Value) -> Result<(), RunError>,
) -> Result<(), RunError> {
    let prog = full.prog;
    let phases = phases(prog)?;
    let (n_in, n_out) = counts(prog);
    let Some(n_in) = n_in.filter(|n| (1..=32).contains(n)) else {
        return bad_program("the shader has no dcl_input_control_point_count from 1 to 32");
    };
    let has_cp = phases.iter().any(|ph| ph.kind == Kind::ControlPoint);
    let n_out = n_out.unwrap_or(0);
    if n_out > 32 {
        return bad_program("dcl_output_control_point_count: at most 32");
    }
    let preps: Vec<Prepared> = phases
        .iter()
        .map(|ph| Prepared::new(&ph.prog))
        .collect::<Result<_, _>>()?;
    let decl = declared(prog, &[ty::INPUT, ty::INPUT_CP]);
    let patches = patch_list(inp, "hull")?;
    let mem = memory(full, inp)?;
    // Patch-constant registers: the fork and join phases' output
    // declarations (register → (mask, system value)).
    let mut pc_decl: BTreeMap<u32, (u8, SystemValue)> = BTreeMap::new();
    for (ph, p) in phases.iter().zip(&preps) {
        if ph.kind != Kind::ControlPoint {
            for d in &p.outputs {
                let e = pc_decl.entry(d.reg).or_insert((0, SystemValue::UNDEFINED));
                e.0 |= d.mask;
                if d.sv != SystemValue::UNDEFINED {
                    e.1 = d.sv;
                }
            }
        }
    }
    for (pi, patch) in patches.iter().enumerate() {
        let pi = first + pi;
        let what = format!("patches[{pi}]");
        let Value::Array(cps) = patch else {
            return bad_input(format!(
                "{what}: a patch is an array of control points (objects of registers)"
            ));
        };
        if cps.len() != n_in {
            return bad_input(format!(
                "{what}: {} control points, dcl_input_control_point_count is {n_in}",
                cps.len()
            ));
        }
        let icp: Vec<Vec<[u32; 4]>> = cps
            .iter()
            .enumerate()
            .map(|(i, c)| control_point(c, &decl, !has_cp, &format!("{what}[{i}]")))
            .collect::<Result<_, _>>()?;
        // Control-point phase (or the input control points passed through).
        let mut ocp: Vec<Vec<[u32; 4]>> = Vec::new();
        let mut printed_cps = Vec::new();
        match phases.iter().position(|ph| ph.kind == Kind::ControlPoint) {
            Some(k) => {
                let p = &preps[k];
                let mut m = new_machine(p, inp, &mem, &icp, pi as u32, max_steps);
                for cp in 0..n_out {
                    m.reset();
                    m.cp_id = cp as u32;
                    m.trace = crate::run::trace::select(&[
                        ("patch", &[pi as u32]),
                        ("point", &[cp as u32]),
                    ]);
                    m.execute()
                        .map_err(|e| e.within(format!("patch {pi} control point {cp}")))?;
                    let mut f = m.o.clone();
                    f.resize(REGS, [0; 4]);
                    ocp.push(f);
                    printed_cps.push(json::print_vertex(&m.outputs(None)));
                }
            }
            None => {
                for (c, f) in cps.iter().zip(&icp) {
                    let mut o = Map::new();
                    if let Value::Object(regs) = c {
                        for k in regs.keys() {
                            let r: usize = k[1..].parse().unwrap_or(0);
                            let n = decl.get(&(r as u32)).map(|m| comps(*m)).unwrap_or(4);
                            o.insert(format!("o{r}"), json::print_register(&f[r], n));
                        }
                    }
                    printed_cps.push(Value::Object(o));
                }
                ocp = icp.clone();
            }
        }
        // Fork phases, then join phases, each instance in order.
        let mut pc = vec![[0u32; 4]; REGS];
        for kind in [Kind::Fork, Kind::Join] {
            for (ph, p) in phases.iter().zip(&preps).filter(|(ph, _)| ph.kind == kind) {
                let mut m = new_machine(p, inp, &mem, &icp, pi as u32, max_steps);
                m.ocp = ocp.clone();
                for inst in 0..ph.instances {
                    m.reset();
                    m.trace = crate::run::trace::select(&[
                        ("patch", &[pi as u32]),
                        ("instance", &[inst]),
                    ]);
                    m.patch_consts = pc.clone();
                    m.phase_instance = inst;
                    m.execute().map_err(|e| {
                        let k = if kind == Kind::Fork { "fork" } else { "join" };
                        e.within(format!("patch {pi} {k} phase instance {inst}"))
                    })?;
                    merge_written(&m, &mut pc);
                }
            }
        }
        let mut consts = Map::new();
        let mut svs = Map::new();
        for (reg, (mask, sv)) in &pc_decl {
            consts.insert(
                format!("o{reg}"),
                json::print_register(&pc[*reg as usize], comps(*mask)),
            );
            if *sv != SystemValue::UNDEFINED {
                svs.insert(format!("o{reg}"), Value::from(sv.to_string()));
            }
        }
        let mut o = Map::new();
        o.insert("control_points".into(), Value::Array(printed_cps));
        o.insert("patch_constants".into(), Value::Object(consts));
        if !svs.is_empty() {
            o.insert("system_values".into(), Value::Object(svs));
        }
        each(pi, Value::Object(o))?;
    }
    Ok(())
}

/// Runs a hull shader alone, its patches written as they are made.
pub fn run_hs(p: &Prepared, inp: &Input, max_steps: u64, out: &mut Emit) -> Result<(), RunError> {
    out.begin_list("patches")?;
    hs_patches(p, inp, max_steps, &mut |_, patch| out.item(patch))?;
    out.end_list()
}

/// A domain shader, run a patch at a time ([`DomainRun::patch`]).
pub(crate) struct DomainRun<'p, 'a> {
    m: Machine<'p, 'a>,
    n_in: Option<usize>,
    dom: TessDomain,
    cp_decl: BTreeMap<u32, u8>,
    pc_decl: BTreeMap<u32, u8>,
    /// Domain points run so far, all patches together.
    points: usize,
}

impl<'p, 'a> DomainRun<'p, 'a> {
    /// A domain shader with `inp`'s constants, resources, samplers and
    /// interfaces.
    pub fn new(p: &'p Prepared<'a>, inp: &'p Input, max_steps: u64) -> Result<Self, RunError> {
        let prog = p.prog;
        let mut m = Machine::new(p, &inp.constants, max_steps);
        m.mem = Some(memory(p, inp)?);
        m.bindings = inp.interfaces.clone();
        Ok(DomainRun {
            m,
            n_in: counts(prog).0,
            dom: domain(prog),
            cp_decl: declared(prog, &[ty::INPUT_CP]),
            pc_decl: declared(prog, &[ty::PATCH_CONSTANT]),
            points: 0,
        })
    }

    /// Runs patch `pi` (`control_points`, `patch_constants`, `domain`),
    /// giving each domain point's output vertex to `each` in order.
    pub fn patch(
        &mut self,
        pi: usize,
        patch: &Value,
        each: &mut dyn FnMut(Value) -> Result<(), RunError>,
    ) -> Result<(), RunError> {
        self.patch_machines(pi, patch, &mut |m| {
            each(json::print_vertex(&m.outputs(None)))
        })
    }

    /// [`DomainRun::patch`], each domain point's invocation given to `each`
    /// as it ends (its outputs in `o`).
    pub(crate) fn patch_machines(
        &mut self,
        pi: usize,
        patch: &Value,
        each: &mut dyn FnMut(&Machine) -> Result<(), RunError>,
    ) -> Result<(), RunError> {
        let m = &mut self.m;
        let what = format!("patches[{pi}]");
        let Value::Object(pm) = patch else {
            return bad_input(format!(
                "{what}: a patch is an object with \"control_points\", \"patch_constants\" and \"domain\""
            ));
        };
        for k in pm.keys() {
            if !matches!(k.as_str(), "control_points" | "patch_constants" | "domain") {
                return bad_input(format!(
                    "{what}: unknown key '{k}' (control_points, patch_constants, domain)"
                ));
            }
        }
        let cps = match pm.get("control_points") {
            Some(Value::Array(a)) => a.as_slice(),
            None if self.n_in.unwrap_or(0) == 0 => &[],
            _ => return bad_input(format!("{what}.control_points: an array of control points")),
        };
        if let Some(n) = self.n_in {
            if cps.len() != n {
                return bad_input(format!(
                    "{what}.control_points: {} control points, dcl_input_control_point_count is {n}",
                    cps.len()
                ));
            }
        }
        if cps.len() > 32 {
            return bad_input(format!("{what}.control_points: more than 32"));
        }
        m.v = cps
            .iter()
            .enumerate()
            .map(|(i, c)| {
                control_point(
                    c,
                    &self.cp_decl,
                    false,
                    &format!("{what}.control_points[{i}]"),
                )
            })
            .collect::<Result<_, _>>()?;
        // Patch constants: `vpc#` (or `v#`) registers.
        let mut pc = vec![[0u32; 4]; REGS];
        let mut given = [false; REGS];
        let empty = Map::new();
        let pcs = match pm.get("patch_constants") {
            Some(Value::Object(o)) => o,
            None => &empty,
            Some(_) => {
                return bad_input(format!(
                "{what}.patch_constants: an object of registers, like {{\"vpc0\": [1, 0, 0, 0]}}"
            ))
            }
        };
        for (k, val) in pcs {
            let reg = k
                .strip_prefix("vpc")
                .or_else(|| k.strip_prefix('v'))
                .and_then(|s| s.parse::<u32>().ok())
                .filter(|r| (*r as usize) < REGS);
            let Some(reg) = reg else {
                return bad_input(format!(
                    "{what}.patch_constants: '{k}' is not a patch-constant register (vpc0 to vpc31)"
                ));
            };
            if !self.pc_decl.contains_key(&reg) {
                return bad_input(format!(
                    "{what}.patch_constants: the shader declares no input vpc{reg}"
                ));
            }
            if given[reg as usize] {
                return bad_input(format!("{what}.patch_constants: vpc{reg} is given twice"));
            }
            given[reg as usize] = true;
            pc[reg as usize] = json::register(val, &format!("{what}.patch_constants.{k}"))?;
        }
        if let Some(r) = self.pc_decl.keys().find(|r| !given[**r as usize]) {
            return bad_input(format!(
                "{what}.patch_constants: the shader declares input vpc{r}, which is missing"
            ));
        }
        m.patch_consts = pc;
        m.prim_id = pi as u32;
        let Some(Value::Array(dps)) = pm.get("domain") else {
            return bad_input(format!(
                "{what}.domain: an array of domain points, each [u, v] (quad, isoline) or [u, v, w] (tri)"
            ));
        };
        self.points += dps.len();
        if self.points > 1 << 22 {
            return bad_program("more than 4M domain points");
        }
        let want = if self.dom == TessDomain::TRI { 3 } else { 2 };
        for (di, d) in dps.iter().enumerate() {
            let dw = format!("{what}.domain[{di}]");
            let a = match d {
                Value::Array(a) if a.len() == want => a,
                _ => {
                    let shape = if want == 3 {
                        "[u, v, w] (a tri domain)"
                    } else {
                        "[u, v] (a quad or isoline domain)"
                    };
                    return bad_input(format!("{dw}: a domain point is {shape}"));
                }
            };
            let mut dp = [0u32; 4];
            for (c, x) in a.iter().enumerate() {
                dp[c] = json::component(x, &format!("{dw}[{c}]"))?;
            }
            m.reset();
            m.trace =
                crate::run::trace::select(&[("patch", &[pi as u32]), ("point", &[di as u32])]);
            m.domain = dp;
            m.execute()
                .map_err(|e| e.within(format!("patch {pi} domain point {di}")))?;
            each(m)?;
        }
        Ok(())
    }
}

/// Runs a domain shader: for each patch, one invocation per domain point,
/// the vertices written as they are made.
pub fn run_ds(p: &Prepared, inp: &Input, max_steps: u64, out: &mut Emit) -> Result<(), RunError> {
    let patches = patch_list(inp, "domain")?;
    let mut d = DomainRun::new(p, inp, max_steps)?;
    out.open(Some("patches"), Shape::Lines)?;
    for (pi, patch) in patches.iter().enumerate() {
        out.open(None, Shape::Object)?;
        out.open(Some("vertices"), Shape::Lines)?;
        d.patch(pi, patch, &mut |v| out.put(None, v))?;
        out.close()?;
        out.close()?;
    }
    out.close()
}
