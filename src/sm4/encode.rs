//! IR → token stream: the exact inverse of [`super::decode`].

use super::ir::*;
use super::table::Opcode;

/// Encodes a program as an SHDR/SHEX chunk body.
pub fn encode(p: &Program) -> Vec<u8> {
    // Room for a typical instruction's words (growing copies the block).
    let mut out: Vec<u32> = Vec::with_capacity(2 + 6 * p.instructions.len());
    out.extend([
        (p.stage.to_u32() << 16) | ((p.major as u32) << 4) | p.minor as u32,
        0,
    ]);
    for ins in &p.instructions {
        encode_instruction(ins, &mut out);
    }
    out[1] = out.len() as u32;
    let mut bytes = Vec::with_capacity(4 * out.len());
    for w in &out {
        bytes.extend_from_slice(&w.to_le_bytes());
    }
    bytes
}

/// Appends one instruction's tokens.
pub fn encode_instruction(ins: &Instruction, out: &mut Vec<u32>) {
    let start = out.len();
    if ins.opcode == Opcode::CustomData {
        out.push(Opcode::CustomData as u32 | (ins.controls << 11));
        out.push((ins.nums.len() + 2) as u32);
        out.extend_from_slice(&ins.nums);
        return;
    }
    out.push(ins.opcode as u32 | ((ins.controls & 0x1fff) << 11));
    let mut ext: Vec<u32> = Vec::new();
    if let Some(o) = ins.offsets {
        let f = |v: i8, s: u32| ((v as u32) & 0xf) << s;
        ext.push(1 | f(o[0], 9) | f(o[1], 13) | f(o[2], 17));
    }
    if let Some((dim, stride)) = ins.resource_dim {
        ext.push(2 | ((dim as u32) << 6) | ((stride as u32) << 11));
    }
    if let Some(r) = ins.return_type {
        ext.push(
            3 | r
                .iter()
                .enumerate()
                .fold(0, |a, (i, &t)| a | ((t as u32) << (6 + 4 * i))),
        );
    }
    let n = ext.len();
    for (i, e) in ext.iter().enumerate() {
        out.push(if i + 1 < n { e | 0x8000_0000 } else { *e });
    }
    if n > 0 {
        out[start] |= 0x8000_0000;
    }
    let (mut oi, mut ni) = (0, 0);
    for c in ins.opcode.row().shape.chars() {
        match c {
            'N' | 'F' | 'R' | 'S' => {
                if let Some(v) = ins.nums.get(ni) {
                    out.push(*v);
                }
                ni += 1;
            }
            '*' | 'z' => {
                out.extend_from_slice(ins.nums.get(ni..).unwrap_or(&[]));
                ni = ins.nums.len();
            }
            _ => {
                if let Some(op) = ins.operands.get(oi) {
                    encode_operand(op, out);
                }
                oi += 1;
            }
        }
    }
    let len = (out.len() - start) as u32;
    out[start] |= (len & 0x7f) << 24;
}

fn encode_operand(op: &Operand, out: &mut Vec<u32>) {
    let mut tok = match op.comps {
        Components::Zero => 0,
        Components::One => 1,
        Components::N => 3,
        Components::Four(sel) => {
            2 | match sel {
                Selection::Mask(m) => (m as u32) << 4,
                Selection::Swizzle(s) => {
                    (1 << 2)
                        | s.iter()
                            .enumerate()
                            .fold(0, |a, (i, &c)| a | ((c as u32) << (4 + 2 * i)))
                }
                Selection::Select1(c) => (2 << 2) | ((c as u32) << 4),
            }
        }
    };
    tok |= (op.ty.0 as u32) << 12;
    tok |= (op.indices.len() as u32) << 20;
    for (d, ix) in op.indices.iter().enumerate() {
        tok |= (ix.repr as u32) << (22 + 3 * d);
    }
    let ext = op.has_extended();
    if ext {
        tok |= 0x8000_0000;
    }
    out.push(tok);
    if ext {
        let m = match op.modifier {
            Modifier::None => 0,
            Modifier::Neg => 1,
            Modifier::Abs => 2,
            Modifier::AbsNeg => 3,
        };
        out.push(1 | (m << 6) | ((op.min_precision as u32) << 14) | ((op.nonuniform as u32) << 17));
    }
    out.extend_from_slice(&op.imm);
    for ix in &op.indices {
        match ix.repr {
            0 | 3 => out.push(ix.imm as u32),
            1 | 4 => {
                out.push((ix.imm >> 32) as u32);
                out.push(ix.imm as u32);
            }
            _ => {}
        }
        if let Some(r) = &ix.rel {
            encode_operand(r, out);
        }
    }
}

/// Encodes operands one after another (the operand list of a shader
/// message).
pub fn operands_to_words(ops: &[Operand]) -> Vec<u32> {
    let mut out = Vec::new();
    for op in ops {
        encode_operand(op, &mut out);
    }
    out
}
