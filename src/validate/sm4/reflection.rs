//! The container's reflection data against its code: every constant
//! buffer, texture, sampler and UAV slot the code declares should be bound
//! in the RDEF chunk, which is what an application reads to know what to
//! bind. A container put together from one shader's code and another's
//! chunks (`dxsm asm --base` with the wrong base) declares slots its RDEF
//! does not describe; so does a modder's shader that binds an extra slot
//! (3Dmigoto's `t125`) on purpose. Direct3D runs both, so the finding is a
//! warning (DXSM2201).

use super::super::diagnostic::Diagnostic;
use crate::codes::Code;
use crate::dxbc::rdef::{register_prefix, Rdef};
use crate::sm4::{Opcode, Program};

/// The register letter and slot a declaration binds.
fn declared(ins: &crate::sm4::Instruction) -> Option<(&'static str, u64)> {
    let letter = match ins.opcode {
        Opcode::DclConstantBuffer => "cb",
        Opcode::DclResource | Opcode::DclResourceRaw | Opcode::DclResourceStructured => "t",
        Opcode::DclSampler => "s",
        Opcode::DclUavTyped | Opcode::DclUavRaw | Opcode::DclUavStructured => "u",
        _ => return None,
    };
    let slot = ins.operands.first()?.indices.first()?.imm;
    Some((letter, slot))
}

/// A warning for each slot the code declares that `rdef` binds to
/// nothing.
pub fn unbound_slots(p: &Program, rdef: &Rdef) -> Vec<Diagnostic> {
    let bound = |l: &str, slot: u64| {
        rdef.bindings.iter().any(|b| {
            register_prefix(b.input_type) == l
                && slot >= b.bind_point as u64
                && slot < b.bind_point as u64 + b.bind_count.max(1) as u64
        })
    };
    p.instructions
        .iter()
        .enumerate()
        .filter_map(|(i, ins)| {
            let (l, slot) = declared(ins)?;
            (!bound(l, slot)).then(|| {
                Diagnostic::new(
                    Code::DXSM2201,
                    Some(i),
                    format!("{l}{slot} is declared but the container's reflection data (RDEF) binds nothing there: an application reading it will not bind {l}{slot} (a shader assembled onto another shader's container?)"),
                )
            })
        })
        .collect()
}
