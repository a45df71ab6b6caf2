//! [`Program`] -> token stream, the inverse of [`super::decode()`].
//!
//! Contract: tokens are built from the IR's fields (register, mask,
//! swizzle, modifiers, control, flags); the length field is written for
//! shader model 2 and later, as Microsoft's assembler does. Decoding a
//! stream and encoding it again gives back the same bytes for everything
//! Microsoft's tools write.

use super::ir::*;
use super::table::op;

fn reg_bits(r: Register) -> u32 {
    let t = r.ty.0 as u32;
    (t & 7) << 28 | (t & 0x18) << 8 | (r.num as u32 & 0x7FF)
}

/// Bits of a raw token that the IR has no field for (minimum precision,
/// bits 14..15), kept so that decoded streams encode back unchanged.
fn kept_bits(token: u32) -> u32 {
    token & 0xC000
}

fn rel_bit(rel: &Option<Relative>) -> u32 {
    if rel.is_some() {
        1 << 13
    } else {
        0
    }
}

fn push_relative(rel: &Option<Relative>, out: &mut Vec<u32>) {
    if let Some(Relative::Token(a)) = rel {
        out.push(address_token(a));
    }
}

/// The address token of a relative address (a source token without a
/// relative address of its own).
pub fn address_token(a: &Address) -> u32 {
    source_bits(a.reg, a.swizzle, a.modifier, a.token)
}

/// A source token's bits but its relative-address bit.
fn source_bits(reg: Register, swizzle: u8, modifier: SrcMod, token: u32) -> u32 {
    0x8000_0000
        | reg_bits(reg)
        | (swizzle as u32) << 16
        | (modifier.0 as u32 & 0xF) << 24
        | kept_bits(token)
}

/// The parameter token of a destination (without its address token).
pub fn dst_token(d: &DstOperand) -> u32 {
    0x8000_0000
        | reg_bits(d.reg)
        | rel_bit(&d.relative)
        | (d.mask as u32 & 0xF) << 16
        | (d.result_mod as u32 & 0xF) << 20
        | (d.shift as u32 & 0xF) << 24
        | kept_bits(d.token)
}

/// The parameter token of a source (without its address token).
pub fn src_token(s: &SrcOperand) -> u32 {
    source_bits(s.reg, s.swizzle, s.modifier, s.token) | rel_bit(&s.relative)
}

fn push_dst(d: &DstOperand, out: &mut Vec<u32>) {
    out.push(dst_token(d));
    push_relative(&d.relative, out);
}

fn push_src(s: &SrcOperand, out: &mut Vec<u32>) {
    out.push(src_token(s));
    push_relative(&s.relative, out);
}

/// The tokens of one instruction.
pub fn instruction_tokens(v: Version, ins: &Instruction, out: &mut Vec<u32>) {
    let at = out.len();
    out.push(0);
    if let Some(d) = ins.decl {
        out.push(d.token | 0x8000_0000);
    }
    if let Some(d) = &ins.dst {
        push_dst(d, out);
    }
    if let Some(p) = &ins.predicate {
        push_src(p, out);
    }
    for s in &ins.srcs {
        push_src(s, out);
    }
    out.extend_from_slice(&ins.literals);
    let len = (out.len() - at - 1) as u32;
    let mut t = ins.opcode.0 as u32 | (ins.control as u32) << 16;
    if v.major >= 2 && ins.opcode != op::PHASE {
        t |= (len & 0xF) << 24;
    }
    if ins.predicate.is_some() {
        t |= 1 << 28;
    }
    if ins.coissue {
        t |= 1 << 30;
    }
    out[at] = t;
}

/// Encodes a whole program: version token, items, end token.
pub fn encode(p: &Program) -> Vec<u8> {
    // Room up front for the common instruction (up to eight tokens) and
    // the comments: growing the list a word at a time was a third of
    // encoding.
    let comments: usize = p.comments().map(|c| c.data.len() / 4 + 2).sum();
    let mut w = Vec::with_capacity(2 + 8 * p.items.len() + comments);
    w.push(p.version.token());
    for item in &p.items {
        match item {
            Item::Instruction(ins) => instruction_tokens(p.version, ins, &mut w),
            Item::Comment(c) => {
                let n = c.data.len().div_ceil(4);
                w.push(0xFFFE | (n as u32 & 0x7FFF) << 16);
                let mut data = c.data.clone();
                data.resize(n * 4, 0);
                w.extend(
                    data.chunks_exact(4)
                        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
                );
            }
        }
    }
    w.push(0x0000_FFFF);
    // Into a block of known length, four bytes at a time (appended a
    // token at a time, each with its capacity check, this was a sixth of
    // encoding).
    let mut bytes = vec![0u8; 4 * w.len()];
    for (b, t) in bytes.chunks_exact_mut(4).zip(&w) {
        b.copy_from_slice(&t.to_le_bytes());
    }
    bytes
}
