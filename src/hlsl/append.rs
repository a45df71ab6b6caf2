//! Append and consume buffers. The program allocates an element's index
//! (`imm_atomic_alloc`, `imm_atomic_consume`) and then stores or loads its
//! words at that index; HLSL has only `Append(element)` and `Consume()`,
//! which never show the index. So each allocation is matched with the
//! stores or loads that use its index in the straight-line code after
//! it, and becomes a local element that those fill or read. Where the
//! index is used otherwise (read elsewhere before it is overwritten, a
//! store that does not cover the whole element), the shader is refused.

use super::error::HlslError;
use super::operand::memory_key;
use crate::sm4::ir::{Components, Instruction, Operand, Program, Selection};
use crate::sm4::names::operand as ty;
use crate::sm4::table::{Opcode, Semantics};
use std::collections::BTreeMap;

/// What an instruction becomes in an append or consume.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// `imm_atomic_alloc`/`consume`: the local element `e{at}` declared
    /// (consume: read from the buffer).
    Start,
    /// A store or load of the element: its words are `e{start}`'s.
    Element(usize),
    /// After this store, `u#.Append(e{start})`.
    Finish(usize),
}

/// Each instruction's role, by index.
pub type Plan = BTreeMap<usize, Vec<Role>>;

/// The UAVs declared as append or consume buffers: structured UAVs
/// without the counter flag whose counter the program moves.
pub fn buffers(p: &Program) -> BTreeMap<u32, Opcode> {
    let mut counted = BTreeMap::new();
    for ins in &p.instructions {
        if let (Opcode::ImmAtomicAlloc | Opcode::ImmAtomicConsume, Some(('u', r))) =
            (ins.opcode, ins.operands.get(1).and_then(memory_key))
        {
            counted.insert(r, ins.opcode);
        }
    }
    let mut out = BTreeMap::new();
    for ins in &p.instructions {
        if ins.opcode == Opcode::DclUavStructured
            && !ins.flag(crate::sm4::fields::Field::RasterOrdered)
        {
            if let Some(('u', r)) = ins.operands.first().and_then(memory_key) {
                if let Some(op) = counted.get(&r) {
                    out.insert(r, *op);
                }
            }
        }
    }
    out
}

/// Whether `op` names temp `r` component `c` as a plain source (no
/// modifier) with one component selected.
fn is_index(op: &Operand, r: u32, c: usize) -> bool {
    op.ty == ty::TEMP
        && op.indices.len() == 1
        && op.indices[0].rel.is_none()
        && op.indices[0].imm == u64::from(r)
        && match op.comps {
            Components::Four(Selection::Select1(s)) => s as usize == c,
            Components::Four(Selection::Swizzle(s)) => s[0] as usize == c,
            _ => false,
        }
}

/// Whether `op` (a source, with its relative indices) reads temp `r`
/// component `c`.
fn reads(op: &Operand, r: u32, c: usize) -> bool {
    let here = op.ty == ty::TEMP
        && op.indices.first().is_some_and(|x| x.imm == u64::from(r))
        && match op.comps {
            Components::Four(Selection::Select1(s)) => s as usize == c,
            Components::Four(Selection::Swizzle(s)) => s.contains(&(c as u8)),
            _ => true,
        };
    here || op
        .indices
        .iter()
        .any(|x| x.rel.as_ref().is_some_and(|rel| reads(rel, r, c)))
}

/// How many leading operands an instruction writes.
pub(super) fn destinations(ins: &Instruction) -> usize {
    let shape = ins.opcode.row().shape;
    match ins.opcode.row().semantics {
        Semantics::Store | Semantics::StoreWords | Semantics::Atomic
            if !shape.starts_with("dd")
                && ins.opcode != Opcode::ImmAtomicAlloc
                && ins.opcode != Opcode::ImmAtomicConsume =>
        {
            0
        }
        _ => shape.bytes().take_while(|b| *b == b'd').count(),
    }
}

/// Whether `ins` writes temp `r` component `c`.
fn writes(ins: &Instruction, r: u32, c: usize) -> bool {
    ins.operands.iter().take(destinations(ins)).any(|d| {
        d.ty == ty::TEMP
            && d.indices.first().is_some_and(|x| x.imm == u64::from(r))
            && match d.comps {
                Components::Four(Selection::Mask(m)) => m & (1 << c) != 0,
                _ => true,
            }
    })
}

/// Whether `ins` reads temp `r` component `c` in any source.
fn reads_any(ins: &Instruction, r: u32, c: usize) -> bool {
    let d = destinations(ins);
    ins.operands.iter().enumerate().any(|(k, o)| {
        if k < d {
            o.indices
                .iter()
                .any(|x| x.rel.as_ref().is_some_and(|rel| reads(rel, r, c)))
        } else {
            reads(o, r, c)
        }
    })
}

/// Whether `ins` ends straight-line code (flow control, a label, an
/// emit).
fn is_flow(ins: &Instruction) -> bool {
    matches!(
        ins.opcode.row().semantics,
        Semantics::Jump | Semantics::Nothing | Semantics::Stream(..) | Semantics::Discard
    ) && ins.opcode != Opcode::Nop
}

fn refuse(at: usize, m: &str) -> HlslError {
    HlslError::Unexpressed {
        at: Some(at),
        message: m.into(),
    }
}

/// The plan of `p`'s append and consume buffers (`buffers`), each
/// element's stride from `strides`.
pub fn plan(
    p: &Program,
    buffers: &BTreeMap<u32, Opcode>,
    strides: &BTreeMap<u32, u32>,
) -> Result<Plan, HlslError> {
    let mut plan = Plan::new();
    let code = &p.instructions;
    for (i, ins) in code.iter().enumerate() {
        let (Opcode::ImmAtomicAlloc | Opcode::ImmAtomicConsume, Some(('u', u))) =
            (ins.opcode, ins.operands.get(1).and_then(memory_key))
        else {
            continue;
        };
        if !buffers.contains_key(&u) {
            continue;
        }
        let dst = &ins.operands[0];
        let comps = super::operand::mask_comps(dst);
        if dst.ty != ty::TEMP || comps.len() != 1 || dst.indices[0].rel.is_some() {
            return Err(refuse(
                i,
                "an append or consume index outside one temp component",
            ));
        }
        let (r, c) = (dst.indices[0].imm as u32, comps[0]);
        let append = ins.opcode == Opcode::ImmAtomicAlloc;
        plan.entry(i).or_default().push(Role::Start);
        // The straight-line code after it: the element's stores (append)
        // or loads (consume) at this index, until the index is
        // overwritten.
        let mut covered = 0u64;
        let mut last = None;
        let mut overwritten = false;
        for (j, next) in code.iter().enumerate().skip(i + 1) {
            if is_flow(next) {
                break;
            }
            let target = match next.opcode {
                Opcode::StoreStructured => next.operands.first(),
                Opcode::LdStructured => next.operands.get(3),
                _ => None,
            }
            .and_then(memory_key);
            let ours = target == Some(('u', u))
                && next.operands.get(1).is_some_and(|o| is_index(o, r, c))
                && (next.opcode == Opcode::StoreStructured) == append;
            if ours {
                let Some(off) = next.operands.get(2).filter(|o| o.ty == ty::IMM32) else {
                    return Err(refuse(j, "an append or consume at a computed offset"));
                };
                let word = off.imm.first().copied().unwrap_or(0) / 4;
                if append {
                    for k in super::operand::mask_comps(&next.operands[0]) {
                        covered |= 1 << (word as usize + k).min(63);
                    }
                }
                plan.entry(j).or_default().push(Role::Element(i));
                last = Some(j);
            } else if reads_any(next, r, c) {
                return Err(refuse(
                    j,
                    "the index of an append or consume is read; HLSL does not give it",
                ));
            } else if target == Some(('u', u)) {
                return Err(refuse(j, "an append or consume buffer accessed by index"));
            }
            if writes(next, r, c) {
                overwritten = true;
                break;
            }
        }
        if !overwritten {
            // Read nowhere after it (in a loop: nowhere at all), the index
            // needs no value.
            let looped = code[..i]
                .iter()
                .map(|x| match x.opcode {
                    Opcode::Loop => 1i64,
                    Opcode::EndLoop => -1,
                    _ => 0,
                })
                .sum::<i64>()
                > 0;
            let from = if looped { 0 } else { i + 1 };
            // A read just after a write of the index in straight-line
            // code sees that write, not the counter.
            let mut killed = false;
            for (k, x) in code.iter().enumerate().skip(from) {
                if is_flow(x) {
                    killed = false;
                    continue;
                }
                let element = plan.get(&k).is_some_and(|v| v.contains(&Role::Element(i)));
                if k != i && !killed && !element && reads_any(x, r, c) {
                    return Err(refuse(
                        k,
                        "the index of an append or consume is read; HLSL does not give it",
                    ));
                }
                if k != i && writes(x, r, c) {
                    killed = true;
                }
            }
        }
        if append {
            let words = strides.get(&u).copied().unwrap_or(0) / 4;
            let all = if words >= 64 {
                u64::MAX
            } else {
                (1u64 << words) - 1
            };
            let Some(end) = last.filter(|_| covered == all) else {
                return Err(refuse(i, "an append that does not write its whole element"));
            };
            plan.entry(end).or_default().push(Role::Finish(i));
        }
    }
    Ok(plan)
}
