//! Hull shaders. The control-point phase is `main` (or, where the program
//! has none, `main` passes each input control point through); each fork
//! and join phase is a function that the patch-constant function calls
//! once per instance, in the program's order. The phases share the input
//! and output control points and the patch constants, as globals.

use super::declare::{declarations, preamble};
use super::error::{whole, HlslError};
use super::members::{self, Signatures};
use super::statement;
use super::types::Ty;
use crate::sm4::fields::{TessDomain, TessOutput, TessPartitioning};
use crate::sm4::ir::Program;
use crate::sm4::names::operand as ty;
use crate::sm4::table::Opcode;
use std::fmt::Write;
use std::ops::Range;

/// The HLSL name of tessellator domain `d` and the type of its
/// `SV_DomainLocation`.
pub fn domain(d: Option<TessDomain>) -> Result<(&'static str, &'static str), HlslError> {
    Ok(match d {
        Some(TessDomain::TRI) => ("tri", "float3"),
        Some(TessDomain::QUAD) => ("quad", "float2"),
        Some(TessDomain::ISOLINE) => ("isoline", "float2"),
        Some(other) => return Err(whole(format!("tessellator domain {other}"))),
        None => return Err(whole("no tessellator domain is declared")),
    })
}

fn partitioning(p: Option<TessPartitioning>) -> Result<&'static str, HlslError> {
    Ok(match p {
        Some(TessPartitioning::INTEGER) => "integer",
        Some(TessPartitioning::POW2) => "pow2",
        Some(TessPartitioning::FRACTIONAL_ODD) => "fractional_odd",
        Some(TessPartitioning::FRACTIONAL_EVEN) => "fractional_even",
        Some(other) => return Err(whole(format!("tessellator partitioning {other}"))),
        None => return Err(whole("no tessellator partitioning is declared")),
    })
}

fn topology(t: Option<TessOutput>) -> Result<&'static str, HlslError> {
    Ok(match t {
        Some(TessOutput::POINT) => "point",
        Some(TessOutput::LINE) => "line",
        Some(TessOutput::TRIANGLE_CW) => "triangle_cw",
        Some(TessOutput::TRIANGLE_CCW) => "triangle_ccw",
        Some(other) => return Err(whole(format!("tessellator output primitive {other}"))),
        None => return Err(whole("no tessellator output primitive is declared")),
    })
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    ControlPoint,
    Fork,
    Join,
}

/// One phase: its instructions (after its marker), instance count and
/// registers of its own.
struct Phase {
    kind: Kind,
    range: Range<usize>,
    instances: u32,
    temps: u32,
    indexable: Vec<(u32, u32)>,
}

/// The program's phases, in order.
fn phases(p: &Program) -> Vec<Phase> {
    let marks: Vec<(usize, Kind)> = p
        .instructions
        .iter()
        .enumerate()
        .filter_map(|(i, ins)| match ins.opcode {
            Opcode::HsControlPointPhase => Some((i, Kind::ControlPoint)),
            Opcode::HsForkPhase => Some((i, Kind::Fork)),
            Opcode::HsJoinPhase => Some((i, Kind::Join)),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    for (k, &(at, kind)) in marks.iter().enumerate() {
        let end = marks.get(k + 1).map_or(p.instructions.len(), |m| m.0);
        let mut phase = Phase {
            kind,
            range: at + 1..end,
            instances: 1,
            temps: 0,
            indexable: Vec::new(),
        };
        for ins in &p.instructions[at + 1..end] {
            let n = |k: usize| ins.nums.get(k).copied().unwrap_or(0);
            match ins.opcode {
                Opcode::DclTemps => phase.temps = n(0),
                Opcode::DclIndexableTemp => phase.indexable.push((n(0), n(1))),
                Opcode::DclHsForkPhaseInstanceCount | Opcode::DclHsJoinPhaseInstanceCount => {
                    phase.instances = n(0)
                }
                _ => {}
            }
        }
        out.push(phase);
    }
    out
}

/// The registers a phase declares for itself, as local variables.
fn locals(ph: &Phase) -> String {
    let mut s = String::new();
    for k in 0..ph.temps {
        let _ = writeln!(s, "    precise uint4 r{k} = 0;");
    }
    for (n, size) in &ph.indexable {
        let _ = writeln!(
            s,
            "    precise {}",
            members::zero_array(&format!("x{n}"), &[*size])
        );
    }
    s
}

/// The HLSL of hull shader `p` with signatures `sigs`.
pub fn program(p: &Program, sigs: &Signatures, names: &str) -> Result<String, HlslError> {
    let phases = phases(p);
    // The fork and join phases' outputs are patch constants, which the
    // join phases read back as `vpc#`: rewritten as such, both are the
    // one array.
    let mut q = p.clone();
    for ph in phases.iter().filter(|ph| ph.kind != Kind::ControlPoint) {
        for ins in &mut q.instructions[ph.range.clone()] {
            for o in ins.operands.iter_mut().filter(|o| o.ty == ty::OUTPUT) {
                o.ty = ty::PATCH_CONSTANT;
            }
        }
    }
    if let Some(i) = q
        .instructions
        .iter()
        .position(|i| i.opcode == Opcode::Label)
    {
        return Err(HlslError::Unexpressed {
            at: Some(i),
            message: "hull shaders with subroutines are not decompiled yet".into(),
        });
    }
    let d = declarations(&q)?;
    if let Some((name, _, _)) = d.system_inputs.iter().find(|s| s.0 != "vPrim") {
        return Err(whole(format!(
            "a hull shader's input {name} is not decompiled yet"
        )));
    }
    let prim = !d.system_inputs.is_empty();
    let n_in = match d.control_points.0 {
        Some(n) if (1..=32).contains(&n) => n,
        n => {
            return Err(whole(format!(
                "a hull shader of {} input control points",
                n.unwrap_or(0)
            )))
        }
    };
    let n_out = match d.control_points.1 {
        Some(n) if n <= 32 => n,
        n => {
            return Err(whole(format!(
                "a hull shader of {} output control points",
                n.unwrap_or(0)
            )))
        }
    };
    let control = phases.iter().find(|ph| ph.kind == Kind::ControlPoint);
    if phases
        .iter()
        .filter(|ph| ph.kind == Kind::ControlPoint)
        .count()
        > 1
    {
        return Err(whole("a hull shader with two control-point phases"));
    }
    // Without a control-point phase, each input control point is passed
    // through: each output register is the input register of its number.
    let mut pass = String::new();
    if control.is_none() {
        for e in sigs.outputs {
            let Some(i) = sigs.inputs.iter().find(|i| {
                i.register == e.register
                    && i.mask == e.mask
                    && i.component_type == e.component_type
                    && i.min_precision == e.min_precision
            }) else {
                return Err(whole(format!(
                    "output control point element {}{} is in no input's register and mask: its pass-through has no HLSL",
                    e.name, e.index
                )));
            };
            let (to, _) = members::member(e, "o", "");
            let (from, _) = members::member(i, "v", "");
            let _ = writeln!(
                pass,
                "    output.{to} = input[vOutputControlPointID].{from};"
            );
        }
    }
    let mut h = preamble(&q, &d, names, "");
    // Structures.
    let mut load_in = String::new();
    let mut load_out = String::new();
    let _ = writeln!(h, "struct Input {{");
    for e in sigs.inputs {
        if e.register == u32::MAX {
            return Err(whole(format!("input {} without a register", e.name)));
        }
        let (name, line) = members::member(e, "v", "");
        h.push_str(&line);
        for k in 0..n_in {
            let target = format!("vicp[{k}][{}]", e.register);
            members::load(
                &mut load_in,
                e,
                &name,
                &format!("ip[{k}]"),
                (&target, Ty::Uint),
            );
        }
    }
    h.push_str("};\n");
    let mut store = String::new();
    h.push_str("struct Output {\n");
    for e in sigs.outputs {
        if e.register == u32::MAX {
            return Err(whole(format!("output {} without a register", e.name)));
        }
        let (name, line) = members::member(e, "o", "");
        h.push_str(&line);
        if d.outputs.contains(&e.register) {
            members::store(
                &mut store,
                e,
                &name,
                (&format!("o{}", e.register), Ty::Uint),
            );
        }
    }
    h.push_str("};\n");
    for e in sigs.outputs {
        let (name, _) = members::member(e, "o", "");
        for k in 0..n_out {
            let target = format!("vocp[{k}][{}]", e.register);
            members::load(
                &mut load_out,
                e,
                &name,
                &format!("op[{k}]"),
                (&target, Ty::Uint),
            );
        }
    }
    // The patch constants the fork and join phases declare.
    let mut written = std::collections::BTreeSet::new();
    for ph in phases.iter().filter(|ph| ph.kind != Kind::ControlPoint) {
        for ins in &q.instructions[ph.range.clone()] {
            if matches!(
                ins.opcode,
                Opcode::DclOutput | Opcode::DclOutputSiv | Opcode::DclOutputSgv
            ) {
                if let Some(o) = ins.operands.first().filter(|o| o.ty == ty::PATCH_CONSTANT) {
                    let r = o.indices.first().map_or(0, |x| x.imm);
                    written.insert(u32::try_from(r).unwrap_or(u32::MAX));
                }
            }
        }
    }
    if let Some(r) = written.iter().find(|r| **r >= 32) {
        return Err(whole(format!(
            "patch constant register {r}: registers are 0 to 31"
        )));
    }
    h.push_str("struct Patch {\n");
    let mut store_patch = String::new();
    if let Some(e) = sigs.patch.iter().find(|e| e.register == u32::MAX) {
        return Err(whole(format!(
            "patch constant {} without a register",
            e.name
        )));
    }
    for els in members::arrays(sigs.patch) {
        let (_, line, each) = members::array_member(els, "vpc");
        h.push_str(&line);
        for (e, m) in els.iter().zip(&each) {
            if written.contains(&e.register) {
                members::store(
                    &mut store_patch,
                    e,
                    m,
                    (&format!("vpc[{}]", e.register), Ty::Uint),
                );
            }
        }
    }
    h.push_str("};\n");
    // What the phases share.
    let in_regs = members::register_count(sigs.inputs).max(1);
    let out_regs = members::register_count(sigs.outputs).max(1);
    let pc_regs = members::register_count(sigs.patch)
        .max(written.last().map_or(0, |r| r + 1))
        .max(1);
    // The control points the fork and join phases read.
    let reads = |t| {
        q.instructions
            .iter()
            .any(|i| i.operands.iter().any(|o| o.ty == t))
    };
    let (read_in, read_out) = (reads(ty::INPUT_CP), reads(ty::OUTPUT_CP));
    if read_in {
        let _ = writeln!(
            h,
            "static {}",
            members::zero_array("vicp", &[n_in, in_regs])
        );
    } else {
        load_in.clear();
    }
    if read_out {
        let _ = writeln!(
            h,
            "static precise {}",
            members::zero_array("vocp", &[n_out.max(1), out_regs])
        );
    } else {
        load_out.clear();
    }
    let _ = writeln!(
        h,
        "static precise {}",
        members::zero_array("vpc", &[pc_regs])
    );
    if prim {
        let _ = writeln!(h, "static uint vPrim;");
    }
    let prim_param = if prim {
        ", uint vPrim_in : SV_PrimitiveID"
    } else {
        ""
    };
    let prim_init = if prim { "    vPrim = vPrim_in;\n" } else { "" };
    let plan = super::append::plan(&q, &d.appends, &d.strides)?;
    let phase_cx = |ret: String| statement::Context {
        exits: statement::Exits {
            ret,
            emit: Vec::new(),
            cut: Vec::new(),
        },
        memories: &d.memories,
        attributes: statement::Attributes::new(),
        plan: plan.clone(),
        folds: super::fold::Plan::default(),
    };
    // The fork and join phases, each a function of its instance number.
    let mut calls = String::new();
    for (k, ph) in phases
        .iter()
        .filter(|ph| ph.kind != Kind::ControlPoint)
        .enumerate()
    {
        let (f, id) = match ph.kind {
            Kind::Fork => (format!("fork{k}"), "vForkInstanceID"),
            _ => (format!("join{k}"), "vJoinInstanceID"),
        };
        let _ = writeln!(h, "void {f}(uint {id}) {{");
        h.push_str(&locals(ph));
        h.push_str(&statement::body(
            &q,
            ph.range.clone(),
            &phase_cx("return;".into()),
        )?);
        h.push_str("}\n");
        if ph.instances == 1 {
            let _ = writeln!(calls, "    {f}(0u);");
        } else {
            let _ = writeln!(
                calls,
                "    for (uint i{k} = 0u; i{k} < {}u; i{k}++) {{ {f}(i{k}); }}",
                ph.instances
            );
        }
    }
    // The patch-constant function.
    let _ = writeln!(
        h,
        "Patch patch_constants(InputPatch<Input, {n_in}> ip, OutputPatch<Output, {n_out}> op{prim_param}) {{"
    );
    h.push_str(prim_init);
    h.push_str(&load_in);
    h.push_str(&load_out);
    h.push_str(&calls);
    h.push_str("    Patch output;\n");
    h.push_str(&store_patch);
    h.push_str("    return output;\n}\n");
    // The control-point phase.
    let _ = writeln!(h, "[domain(\"{}\")]", domain(d.domain)?.0);
    let _ = writeln!(h, "[partitioning(\"{}\")]", partitioning(d.partitioning)?);
    let _ = writeln!(h, "[outputtopology(\"{}\")]", topology(d.output_primitive)?);
    let _ = writeln!(h, "[outputcontrolpoints({n_out})]");
    let _ = writeln!(h, "[patchconstantfunc(\"patch_constants\")]");
    if let Some(bits) = d.max_tess_factor {
        let _ = writeln!(h, "[maxtessfactor({:?})]", f32::from_bits(bits));
    }
    let _ = writeln!(
        h,
        "Output main(InputPatch<Input, {n_in}> input, uint vOutputControlPointID : SV_OutputControlPointID{prim_param}) {{"
    );
    h.push_str("    Output output;\n");
    let Some(ph) = control else {
        h.push_str(&pass);
        h.push_str("    return output;\n}\n");
        return Ok(h);
    };
    let _ = writeln!(h, "    {}", members::zero_array("vin", &[n_in, in_regs]));
    for k in 0..members::register_count(sigs.outputs) {
        let _ = writeln!(h, "    precise uint4 o{k} = 0;");
    }
    h.push_str(&locals(ph));
    h.push_str(prim_init);
    for e in sigs.inputs {
        let (name, _) = members::member(e, "v", "");
        for k in 0..n_in {
            let target = format!("vin[{k}][{}]", e.register);
            members::load(
                &mut h,
                e,
                &name,
                &format!("input[{k}]"),
                (&target, Ty::Uint),
            );
        }
    }
    let ret = format!("{{\n{store}    return output;\n}}");
    h.push_str(&statement::body(&q, ph.range.clone(), &phase_cx(ret))?);
    h.push_str("}\n");
    Ok(h)
}
