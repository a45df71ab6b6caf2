//! Token stream → IR. Checks structure only (lengths, known opcodes and
//! operand fields); every error names the absolute byte offset of the
//! offending token. Nothing is allocated beyond the size of the input.

use super::ir::*;
use super::table::Opcode;
use crate::error::bail;
use crate::error::BinError;
use crate::sm4::names::{operand, OperandType};

/// Reads 32-bit words with absolute byte offsets for errors.
struct Words<'a> {
    /// The chunk's bytes.
    data: &'a [u8],
    /// Its whole words.
    all: &'a [[u8; 4]],
    /// The words up to [`Words::end`] (the program's, then an
    /// instruction's): a read checks this one length only.
    upto: &'a [[u8; 4]],
    base: usize,
    pos: usize,
}

impl<'a> Words<'a> {
    /// The words of `data` from 0, all readable.
    fn new(data: &'a [u8], base: usize) -> Self {
        let all = data.as_chunks::<4>().0;
        Words {
            data,
            all,
            upto: all,
            base,
            pos: 0,
        }
    }
    fn offset(&self) -> usize {
        self.base + self.pos * 4
    }
    /// Where reading stops (a word index).
    fn end(&self) -> usize {
        self.upto.len()
    }
    /// Reading stops at word `end` (at most the chunk's word count).
    fn set_end(&mut self, end: usize) {
        self.upto = &self.all[..end.min(self.all.len())];
    }
    fn next(&mut self) -> Result<u32, BinError> {
        let Some(w) = self.upto.get(self.pos) else {
            bail!(
                self.offset(),
                "instruction or program ends in the middle of a token"
            );
        };
        self.pos += 1;
        Ok(u32::from_le_bytes(*w))
    }
}

/// Decodes an SHDR/SHEX chunk body. `base` is its absolute file offset.
pub fn decode(data: &[u8], base: usize) -> Result<Program, BinError> {
    decode_with_offsets(data, base).map(|(p, _)| p)
}

/// Decodes and also returns each instruction's absolute byte offset.
pub fn decode_with_offsets(data: &[u8], base: usize) -> Result<(Program, Vec<usize>), BinError> {
    let mut d = Decoder::new(data, base)?;
    let mut p = d.program();
    // About four words an instruction in compiled code.
    let room = (d.words_left() / 4).min(crate::limits::MAX_INSTRUCTIONS);
    p.instructions.reserve(room);
    let mut offsets = Vec::with_capacity(room);
    while !d.at_end() {
        if p.instructions.len() == crate::limits::MAX_INSTRUCTIONS {
            bail!(d.offset(), "{}", crate::limits::too_many_instructions());
        }
        // Filled in place: an instruction is a few hundred bytes.
        p.instructions.push(Instruction::BLANK);
        let last = p.instructions.len() - 1;
        offsets.push(d.next_into(&mut p.instructions[last])?);
    }
    Ok((p, offsets))
}

/// Word `i` of a code chunk body, if it has one.
pub fn word_at(data: &[u8], i: usize) -> Option<u32> {
    let b = data.get(i.checked_mul(4)?..i.checked_add(1)?.checked_mul(4)?)?;
    Some(u32::from_le_bytes(b.try_into().ok()?))
}

/// The instructions of a code chunk body (`data`) from word `from` to word
/// `end`, found by stepping over their lengths alone, without decoding:
/// each one's first word, opcode token and length in words. A length of 0
/// (malformed: decoding refuses it) is the last one given.
pub fn skim(
    data: &[u8],
    from: usize,
    end: usize,
) -> impl Iterator<Item = (usize, u32, usize)> + '_ {
    let mut next = Some(from);
    std::iter::from_fn(move || {
        let i = next.filter(|&i| i < end)?;
        let tok = word_at(data, i)?;
        let len = if super::fields::opcode_number(tok) == Opcode::CustomData as u16 {
            word_at(data, i + 1).map_or(0, |n| n as usize)
        } else {
            ((tok >> 24) & 0x7f) as usize
        };
        next = (len > 0).then(|| i.saturating_add(len));
        Some((i, tok, len))
    })
}

/// Decodes a program an instruction at a time into the caller's
/// [`Instruction`], for a reader that needs one at a time (the listing
/// prints each as it comes): no list of them is built, filled and freed.
pub struct Decoder<'a> {
    w: Words<'a>,
    stage: Stage,
    major: u8,
    minor: u8,
}

impl<'a> Decoder<'a> {
    /// Reads the version and length tokens of an SHDR/SHEX chunk body.
    /// `base` is its absolute file offset.
    pub fn new(data: &'a [u8], base: usize) -> Result<Decoder<'a>, BinError> {
        let nwords = data.len() / 4;
        if nwords < 2 {
            bail!(
                base,
                "shader code chunk too short for a version and length token"
            );
        }
        let mut w = Words::new(data, base);
        let version = w.next()?;
        let Some(stage) = Stage::from_u32(version >> 16) else {
            bail!(
                base,
                "unknown program type {} in version token 0x{version:08x}",
                version >> 16
            );
        };
        let major = ((version >> 4) & 0xf) as u8;
        let minor = (version & 0xf) as u8;
        if !(4..=5).contains(&major) {
            bail!(base, "unsupported shader model {major}.{minor}");
        }
        let len = w.next()? as usize;
        if len < 2 || len > nwords {
            bail!(
                base + 4,
                "program length {len} words does not fit the chunk ({nwords} words)"
            );
        }
        w.set_end(len);
        Ok(Decoder {
            w,
            stage,
            major,
            minor,
        })
    }

    /// The program's stage and version, with no instructions.
    pub fn program(&self) -> Program {
        Program {
            stage: self.stage,
            major: self.major,
            minor: self.minor,
            instructions: Vec::new(),
        }
    }

    /// The absolute file offset of the chunk body (what [`next_into`]'s
    /// offsets count from).
    ///
    /// [`next_into`]: Decoder::next_into
    pub fn base(&self) -> usize {
        self.w.base
    }

    /// Whether every instruction has been read.
    pub fn at_end(&self) -> bool {
        self.w.pos >= self.w.end()
    }

    /// Whether a `customdata` block of class `class` lies ahead, found by
    /// stepping over each instruction's length alone (no decoding). Where
    /// the lengths go wrong it stops with `false`: decoding then fails.
    pub fn has_custom_data(&self, class: super::fields::CustomDataClass) -> bool {
        use super::fields::ControlField;
        skim(self.w.data, self.w.pos, self.w.end()).any(|(_, tok, _)| {
            super::fields::opcode_number(tok) == Opcode::CustomData as u16
                && (tok >> 11) & 0x1f_ffff == class.bits()
        })
    }

    /// The absolute file offset of the next word.
    pub fn offset(&self) -> usize {
        self.w.offset()
    }

    fn words_left(&self) -> usize {
        self.w.end().saturating_sub(self.w.pos)
    }

    /// Decodes the next instruction into `ins` (cleared first) and returns
    /// its absolute byte offset. At the end it is an error, as a program
    /// that stops short is: check [`Decoder::at_end`] first.
    pub fn next_into(&mut self, ins: &mut Instruction) -> Result<usize, BinError> {
        let at = self.w.offset();
        ins.clear_but_operands();
        let decoded = decode_instruction(&mut self.w, ins);
        if decoded.is_err() {
            ins.operands.clear();
        }
        decoded.map(|_| at)
    }
}

fn decode_instruction(w: &mut Words, ins: &mut Instruction) -> Result<(), BinError> {
    let start = w.pos;
    let at = w.offset();
    let tok = w.next()?;
    let num = super::fields::opcode_number(tok);
    let Some(opcode) = Opcode::from_u16(num) else {
        bail!(at, "unknown opcode {num} (token 0x{tok:08x})");
    };
    ins.opcode = opcode;
    ins.controls = super::fields::controls_of(tok);
    let len = if opcode == Opcode::CustomData {
        w.next()? as usize
    } else {
        ((tok >> 24) & 0x7f) as usize
    };
    if len < 1 + (opcode == Opcode::CustomData) as usize || start + len > w.end() {
        bail!(
            at,
            "instruction length {len} is invalid or runs past the end of the program"
        );
    }
    let saved_end = w.end();
    w.set_end(start + len);
    if opcode == Opcode::CustomData {
        ins.controls = tok >> 11;
        while w.pos < w.end() {
            ins.nums.push(w.next()?);
        }
        ins.operands.clear();
        w.set_end(saved_end);
        return Ok(());
    }
    let mut ext = tok & 0x8000_0000 != 0;
    while ext {
        let eat = w.offset();
        let e = w.next()?;
        ext = e & 0x8000_0000 != 0;
        match e & 0x3f {
            1 => {
                let f = |s: u32| (((e >> s) & 0xf) as i8) << 4 >> 4;
                ins.offsets = Some([f(9), f(13), f(17)]);
            }
            2 => ins.resource_dim = Some((((e >> 6) & 0x1f) as u8, ((e >> 11) & 0xfff) as u16)),
            3 => {
                let f = |i: u32| ((e >> (6 + 4 * i)) & 0xf) as u8;
                ins.return_type = Some([f(0), f(1), f(2), f(3)]);
            }
            t => bail!(eat, "unknown extended opcode token type {t}"),
        }
    }
    // The shape is ASCII: bytes, not chars (no UTF-8 decoding).
    let mut k = 0;
    for c in opcode.row().shape.bytes() {
        match c {
            b'N' | b'F' | b'R' | b'S' => ins.nums.push(w.next()?),
            b'*' | b'z' => {
                while w.pos < w.end() {
                    ins.nums.push(w.next()?);
                }
            }
            // Filled in place, as instructions are.
            _ => {
                decode_operand(w, 0, ins.reuse_operand(k))?;
                k += 1;
            }
        }
    }
    ins.operands.truncate(k);
    if w.pos != w.end() {
        bail!(
            w.offset(),
            "{} words left over at the end of '{}'",
            w.end() - w.pos,
            opcode.row().mnemonic
        );
    }
    w.set_end(saved_end);
    Ok(())
}

fn decode_operand(w: &mut Words, depth: u32, op: &mut Operand) -> Result<(), BinError> {
    let at = w.offset();
    let tok = w.next()?;
    let sel_mode = (tok >> 2) & 3;
    let comps = match tok & 3 {
        0 => Components::Zero,
        1 => Components::One,
        2 => Components::Four(match sel_mode {
            0 => Selection::Mask(((tok >> 4) & 0xf) as u8),
            1 => {
                let s = (tok >> 4) & 0xff;
                Selection::Swizzle([
                    (s & 3) as u8,
                    ((s >> 2) & 3) as u8,
                    ((s >> 4) & 3) as u8,
                    ((s >> 6) & 3) as u8,
                ])
            }
            2 => Selection::Select1(((tok >> 4) & 3) as u8),
            _ => bail!(
                at,
                "invalid component selection mode 3 in operand token 0x{tok:08x}"
            ),
        }),
        _ => Components::N,
    };
    let ty = OperandType(((tok >> 12) & 0xff) as u8);
    let dims = ((tok >> 20) & 3) as usize;
    if dims == 3 {
        bail!(at, "invalid index dimension 3 in operand token 0x{tok:08x}");
    }
    op.ty = ty;
    op.comps = comps;
    if tok & 0x8000_0000 != 0 {
        let eat = w.offset();
        let e = w.next()?;
        if e & 0x8000_0000 != 0 {
            bail!(eat, "chained extended operand tokens are not supported");
        }
        match e & 0x3f {
            0 => {}
            1 => {
                op.modifier = match (e >> 6) & 0xff {
                    0 => Modifier::None,
                    1 => Modifier::Neg,
                    2 => Modifier::Abs,
                    3 => Modifier::AbsNeg,
                    m => bail!(eat, "unknown operand modifier {m}"),
                };
                op.min_precision = ((e >> 14) & 7) as u8;
                op.nonuniform = (e >> 17) & 1 != 0;
            }
            t => bail!(eat, "unknown extended operand token type {t}"),
        }
    }
    // Immediates carry their values in place of indices.
    if ty == operand::IMM32 || ty == operand::IMM64 {
        // 64-bit immediates: two values in four words, or one in two.
        let n = match comps {
            Components::One if ty == operand::IMM64 => 2,
            Components::One => 1,
            Components::Four(_) => 4,
            _ => bail!(at, "immediate operand with an unsupported component count"),
        };
        for _ in 0..n {
            op.imm.push(w.next()?);
        }
    }
    for d in 0..dims {
        let repr = ((tok >> (22 + 3 * d)) & 7) as u8;
        let iat = w.offset();
        let (imm, rel) = match repr {
            0 => (w.next()? as u64, None),
            1 => {
                let hi = w.next()? as u64;
                (hi << 32 | w.next()? as u64, None)
            }
            2..=4 => {
                if depth > 2 {
                    bail!(iat, "relative addressing nested too deeply");
                }
                let imm = match repr {
                    3 => w.next()? as u64,
                    4 => {
                        let hi = w.next()? as u64;
                        hi << 32 | w.next()? as u64
                    }
                    _ => 0,
                };
                let mut rel = Box::new(Operand::BLANK);
                decode_operand(w, depth + 1, &mut rel)?;
                (imm, Some(rel))
            }
            _ => bail!(iat, "invalid index representation {repr}"),
        };
        op.indices.push(Index { repr, imm, rel });
    }
    Ok(())
}

/// Decodes operands packed one after another in `words` (the operand list
/// of a shader message). `base` is the absolute offset of the first word.
pub fn operands_from_words(words: &[u32], base: usize) -> Result<Vec<Operand>, BinError> {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let mut w = Words::new(&bytes, base);
    let mut ops = Vec::new();
    while w.pos < w.end() {
        let mut op = Operand::new();
        decode_operand(&mut w, 0, &mut op)?;
        ops.push(op);
    }
    Ok(ops)
}

/// A debug-layer shader message (`printf "fmt", r0.x`) taken apart (see
/// [`message_parts`]).
pub struct MessageParts {
    /// `printf` or `errorf`.
    pub name: &'static str,
    /// The format text, as stored.
    pub text: String,
    /// The values it prints.
    pub operands: Vec<Operand>,
}

/// A `customdata` shader message as its kind, format text and
/// operands; `None` for other instructions or a payload not understood
/// (an unknown kind, counts past the words, text that is not UTF-8).
pub fn message_parts(ins: &Instruction) -> Option<MessageParts> {
    if ins.opcode != Opcode::CustomData
        || ins.get::<crate::sm4::fields::CustomDataClass>()
            != crate::sm4::fields::CustomDataClass::SHADER_MESSAGE
    {
        return None;
    }
    let n = &ins.nums;
    let (&id, &chars, &count, &ops_len) = (n.first()?, n.get(2)?, n.get(3)?, n.get(4)?);
    let (_, name) = crate::sm4::names::MESSAGES.iter().find(|(k, _)| *k == id)?;
    let op_words = n.get(5..5usize.saturating_add(ops_len as usize))?;
    let operands = operands_from_words(op_words, 0).ok()?;
    if operands.len() != count as usize {
        return None;
    }
    let bytes: Vec<u8> = n[5 + ops_len as usize..]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    let text = std::str::from_utf8(bytes.get(..chars as usize)?).ok()?;
    Some(MessageParts {
        name,
        text: text.to_string(),
        operands,
    })
}
