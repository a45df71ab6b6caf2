//! SM4/5 rules: geometry-shader instancing and streams, and structure.

pub mod limits;
pub mod reflection;

use super::diagnostic::Diagnostic;
use crate::codes::Code;
use crate::sm4::table::Semantics;
use crate::sm4::{Components, Opcode, Program, Selection, Stage, Topology};

// Operand type numbers used below.
use crate::sm4::names::operand::{GS_INSTANCE_ID, STREAM, TEMP};

/// Validates a program; returns every finding in instruction order, then
/// the whole-program ones.
pub fn validate(p: &Program) -> Vec<Diagnostic> {
    let mut d = Vec::new();
    model_and_stage(p, &mut d);
    control_flow(p, &mut d);
    temps(p, &mut d);
    limits::limits(p, &mut d);
    if p.stage == Stage::Geometry {
        geometry(p, &mut d);
    }
    d
}

fn model(p: &Program) -> u8 {
    p.major * 10 + p.minor
}

/// Each instruction exists in its shader model and stage (the table's
/// model and stage columns).
fn model_and_stage(p: &Program, d: &mut Vec<Diagnostic>) {
    for (i, ins) in p.instructions.iter().enumerate() {
        let row = ins.opcode.row();
        // Reported by the geometry rules with Microsoft's codes.
        if matches!(ins.opcode, Opcode::DclGsInstanceCount | Opcode::DclStream)
            && p.stage == Stage::Geometry
        {
            continue;
        }
        if model(p) < row.model {
            d.push(Diagnostic::new(
                Code::DXSM1001,
                Some(i),
                format!(
                    "'{}' needs shader model {}.{}; this is {}",
                    row.mnemonic,
                    row.model / 10,
                    row.model % 10,
                    p.profile()
                ),
            ));
        } else if row.stages != "*" && !row.stages.contains(p.stage.letter()) {
            d.push(Diagnostic::new(
                Code::DXSM1002,
                Some(i),
                format!(
                    "'{}' is not allowed in {} shaders",
                    row.mnemonic,
                    p.stage.prefix()
                ),
            ));
        }
    }
}

/// if/else/endif, loop/endloop, switch/case/endswitch balanced; break and
/// continue inside a loop (or switch, for break).
fn control_flow(p: &Program, d: &mut Vec<Diagnostic>) {
    #[derive(PartialEq)]
    enum B {
        If,
        Else,
        Loop,
        Switch,
    }
    let mut stack: Vec<(B, usize)> = Vec::new();
    // Open loops and switches, counted so that each break is checked in
    // constant time (nesting of any depth stays linear).
    let (mut loops, mut switches) = (0usize, 0usize);
    for (i, ins) in p.instructions.iter().enumerate() {
        use Opcode::*;
        let name = ins.opcode.row().mnemonic;
        match ins.opcode {
            If => stack.push((B::If, i)),
            Loop => {
                loops += 1;
                stack.push((B::Loop, i));
            }
            Switch => {
                switches += 1;
                stack.push((B::Switch, i));
            }
            Else => match stack.last() {
                Some((B::If, _)) => {
                    stack.pop();
                    stack.push((B::Else, i));
                }
                _ => d.push(Diagnostic::new(
                    Code::DXSM1010,
                    Some(i),
                    "'else' without an open 'if'",
                )),
            },
            EndIf | EndLoop | EndSwitch => {
                let want: &[B] = match ins.opcode {
                    EndIf => &[B::If, B::Else],
                    EndLoop => &[B::Loop],
                    _ => &[B::Switch],
                };
                match stack.last() {
                    Some((b, _)) if want.contains(b) => {
                        match b {
                            B::Loop => loops -= 1,
                            B::Switch => switches -= 1,
                            _ => {}
                        }
                        stack.pop();
                    }
                    _ => d.push(Diagnostic::new(
                        Code::DXSM1010,
                        Some(i),
                        format!("'{name}' does not close an open block"),
                    )),
                }
            }
            Break | Breakc | Continue | Continuec => {
                let (in_loop, in_switch) = (loops > 0, switches > 0);
                let ok = if matches!(ins.opcode, Break | Breakc) {
                    in_loop || in_switch
                } else {
                    in_loop
                };
                if !ok {
                    d.push(Diagnostic::new(
                        Code::DXSM1011,
                        Some(i),
                        format!("'{name}' outside a loop"),
                    ));
                }
            }
            Case | Default if !matches!(stack.last(), Some((B::Switch, _))) => {
                d.push(Diagnostic::new(
                    Code::DXSM1012,
                    Some(i),
                    format!("'{name}' outside a switch"),
                ));
            }
            HsControlPointPhase | HsForkPhase | HsJoinPhase | Label if !stack.is_empty() => {
                d.push(Diagnostic::new(
                    Code::DXSM1010,
                    Some(i),
                    format!("'{name}' inside an open block"),
                ));
            }
            _ => {}
        }
    }
    for (b, i) in stack {
        let what = match b {
            B::If | B::Else => "if",
            B::Loop => "loop",
            B::Switch => "switch",
        };
        d.push(Diagnostic::new(
            Code::DXSM1013,
            Some(i),
            format!("'{what}' is never closed"),
        ));
    }
}

/// Temps used are below the `dcl_temps` count (in each hull-shader phase,
/// the count declared in that phase).
fn temps(p: &Program, d: &mut Vec<Diagnostic>) {
    let mut declared = 0u64;
    // Operands and the operands of their relative indices; one stack for
    // all (an allocation per operand was 5% of assembling).
    let mut stack = Vec::new();
    for (i, ins) in p.instructions.iter().enumerate() {
        match ins.opcode {
            Opcode::DclTemps => declared = ins.nums.first().copied().unwrap_or(0) as u64,
            Opcode::HsControlPointPhase | Opcode::HsForkPhase | Opcode::HsJoinPhase => declared = 0,
            _ => {}
        }
        for op in &ins.operands {
            stack.push(op);
            while let Some(o) = stack.pop() {
                if o.ty == TEMP {
                    if let Some(ix) = o.indices.first() {
                        if ix.rel.is_none() && ix.imm >= declared {
                            d.push(Diagnostic::new(
                                Code::DXSM1020,
                                Some(i),
                                format!("r{} is used but dcl_temps declares {declared}", ix.imm),
                            ));
                        }
                    }
                }
                stack.extend(o.indices.iter().filter_map(|x| x.rel.as_deref()));
            }
        }
    }
}

/// Number of components a declaration's mask covers.
fn mask_count(c: Components) -> u32 {
    match c {
        Components::Four(Selection::Mask(m)) => m.count_ones(),
        Components::One => 1,
        _ => 0,
    }
}

/// Geometry-shader rules: instancing and streams (docs/rules.md).
fn geometry(p: &Program, d: &mut Vec<Diagnostic>) {
    let prof = p.profile();
    let mut instances: Option<(usize, u32)> = None;
    let mut maxout: Option<(usize, u32)> = None;
    let mut instance_id_declared = false;
    let mut output_scalars = 0u32;
    let mut streams: Vec<(usize, u64)> = Vec::new();
    let mut topologies: Vec<(usize, Topology)> = Vec::new();
    for (i, ins) in p.instructions.iter().enumerate() {
        match ins.opcode {
            Opcode::DclGsInstanceCount => {
                instances = Some((i, ins.nums.first().copied().unwrap_or(0)))
            }
            Opcode::DclMaxOutputVertexCount => {
                maxout = Some((i, ins.nums.first().copied().unwrap_or(0)))
            }
            Opcode::DclInput if ins.operands.first().is_some_and(|o| o.ty == GS_INSTANCE_ID) => {
                instance_id_declared = true
            }
            Opcode::DclOutput | Opcode::DclOutputSiv | Opcode::DclOutputSgv => {
                output_scalars += ins.operands.first().map_or(0, |o| mask_count(o.comps));
            }
            Opcode::DclStream => {
                let idx = ins
                    .operands
                    .first()
                    .and_then(|o| o.indices.first())
                    .map_or(0, |x| x.imm);
                streams.push((i, idx));
            }
            Opcode::DclOutputTopology => topologies.push((i, ins.get::<Topology>())),
            _ => {}
        }
    }
    // Instancing.
    if let Some((i, n)) = instances {
        if p.major < 5 {
            d.push(Diagnostic::new(
                Code::X3514,
                Some(i),
                format!("{prof} does not allow instancing"),
            ));
        } else if n == 0 {
            d.push(Diagnostic::new(
                Code::X3514,
                Some(i),
                "GS instance count must be at least 1",
            ));
        } else if n > 32 {
            d.push(Diagnostic::new(
                Code::X3514,
                Some(i),
                format!("{prof} only allows up to 32 instances"),
            ));
        }
        if let Some((_, m)) = maxout {
            if n as u64 * m as u64 > 1024 {
                d.push(Diagnostic::new(
                    Code::DXSM2001,
                    Some(i),
                    format!(
                        "instance count ({n}) times dcl_maxout ({m}) is {}, more than 1024 (the dcl_input vGSInstanceID reference page; Microsoft's compiler does not check this product)",
                        n as u64 * m as u64
                    ),
                ));
            }
        }
    }
    for (i, ins) in p.instructions.iter().enumerate() {
        let reads_id = ins.operands.iter().any(|o| o.ty == GS_INSTANCE_ID);
        if reads_id && ins.opcode != Opcode::DclInput && !instance_id_declared {
            d.push(Diagnostic::new(Code::DXSM2002, Some(i), "vGSInstanceID is read but not declared (dcl_input vGSInstanceID with dcl_gsinstances)"));
        }
    }
    if instance_id_declared && instances.is_none() {
        d.push(Diagnostic::new(
            Code::DXSM2003,
            None,
            "dcl_input vGSInstanceID needs an instance count (dcl_gsinstances N)",
        ));
    }
    // Output size.
    if let Some((i, m)) = maxout {
        if m == 0 {
            d.push(Diagnostic::new(
                Code::X3514,
                Some(i),
                "max vertex count must be greater than 0",
            ));
        } else if m > 1024 {
            d.push(Diagnostic::new(
                Code::X8000,
                Some(i),
                format!("GS output vertex count declaration can't be more than 1024 vertices ({m} specified)"),
            ));
        }
        let total = m as u64 * output_scalars as u64;
        if total > 1024 {
            d.push(Diagnostic::new(
                Code::X8000,
                Some(i),
                format!(
                    "Declared output vertex count ({m}) multiplied by the total number of declared scalar components of output data ({output_scalars}) equals {total}.  This value cannot be greater than 1024."
                ),
            ));
        }
    }
    // Streams.
    if !streams.is_empty() && p.major < 5 {
        d.push(Diagnostic::new(
            Code::X4570,
            Some(streams[0].0),
            format!("{prof} can only emit to 1 stream"),
        ));
    }
    for &(i, s) in &streams {
        if s > 3 {
            d.push(Diagnostic::new(
                Code::X4570,
                Some(i),
                format!("{prof} can only emit to streams 0-3"),
            ));
        }
    }
    if streams.len() > 4 {
        d.push(Diagnostic::new(
            Code::X4570,
            Some(streams[4].0),
            format!("{prof} can only emit to streams 0-3 (at most 4 streams)"),
        ));
    }
    if streams.len() > 1 {
        for &(i, t) in &topologies {
            if t != Topology::POINT_LIST {
                d.push(Diagnostic::new(
                    Code::X4592,
                    Some(i),
                    "when multiple GS output streams are used they must be pointlists",
                ));
            }
        }
    }
    for &(i, _) in streams.iter().skip(1) {
        let has_topology = topologies.iter().any(|&(t, _)| {
            t > i
                && streams
                    .iter()
                    .find(|&&(s, _)| s > i)
                    .is_none_or(|&(next, _)| t < next)
        });
        if !has_topology {
            d.push(Diagnostic::new(
                Code::DXSM2010,
                Some(i),
                "each dcl_stream needs its own dcl_outputtopology after it",
            ));
        }
    }
    for (i, ins) in p.instructions.iter().enumerate() {
        // The stream forms name their stream (`emit_stream m0`).
        let row = ins.opcode.row();
        let stream_op = matches!(row.semantics, Semantics::Stream(..));
        let streamed = stream_op && !row.shape.is_empty();
        let plain = stream_op && row.shape.is_empty();
        let name = ins.opcode.row().mnemonic;
        if streamed {
            let idx = ins
                .operands
                .first()
                .filter(|o| o.ty == STREAM)
                .and_then(|o| o.indices.first())
                .map(|x| x.imm);
            match idx {
                None => d.push(Diagnostic::new(
                    Code::DXSM2011,
                    Some(i),
                    format!("'{name}' takes a stream register mN"),
                )),
                Some(s) if s > 3 => d.push(Diagnostic::new(
                    Code::X4570,
                    Some(i),
                    format!("{prof} can only emit to streams 0-3"),
                )),
                Some(s) if !streams.iter().any(|&(_, x)| x == s) => d.push(Diagnostic::new(
                    Code::DXSM2012,
                    Some(i),
                    format!("'{name} m{s}' names a stream that is not declared (dcl_stream m{s})"),
                )),
                _ => {}
            }
        }
        if plain && !streams.is_empty() {
            d.push(Diagnostic::new(
                Code::DXSM2013,
                Some(i),
                format!("'{name}' is used where streams are declared; use '{name}_stream mN'"),
            ));
        }
    }
}
