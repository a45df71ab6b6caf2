//! Token stream -> [`Program`].
//!
//! Contract: structure only (no validation of versions, register ranges or
//! nesting). Every error carries the absolute byte offset of the offending
//! token; the decoder never panics, always terminates (each step consumes
//! at least one token) and allocates at most in proportion to the input.

use super::ir::*;
use super::table::{self, Kind, OP_COMMENT, OP_END};
use crate::error::bail;
use crate::error::BinError;

/// Whether `data` starts as a Direct3D 9 token stream does: a version
/// token naming a vertex or pixel shader (the one test every command
/// uses to tell a token stream from a DXBC container or text; the version
/// itself is checked by decoding).
pub fn is_token_stream(data: &[u8]) -> bool {
    data.first_chunk::<4>()
        .and_then(|t| ShaderType::of_token(u32::from_le_bytes(*t)))
        .is_some()
}

/// Decodes a raw shader model 1.x–3.0 token stream (version token first).
pub fn decode(bytes: &[u8]) -> Result<Program, BinError> {
    decode_at(bytes, 0)
}

/// Like [`decode`], for a token stream found at byte `base` of a larger
/// file: error offsets count from the start of that file.
pub fn decode_at(bytes: &[u8], base: usize) -> Result<Program, BinError> {
    decode_with_end(bytes, base).map(|(p, _)| p)
}

/// Like [`decode_at`]; also gives the absolute byte offset of the end token
/// (where findings about the whole program are put).
pub fn decode_with_end(bytes: &[u8], base: usize) -> Result<(Program, usize), BinError> {
    let mut s = Stream::new(bytes, base)?;
    // Two words or more an instruction (most take three to five): room up
    // front, so the items are not moved as the list grows (at four words,
    // a third of public shaders grew it); bounded, so that a huge input
    // that fails early reserves little.
    let mut items = Vec::with_capacity((bytes.len() / 8).min(1 << 13));
    loop {
        match s.next_kind()? {
            Next::End(at) => {
                let version = s.version();
                return Ok((Program { version, items }, at));
            }
            _ if items.len() == crate::limits::MAX_INSTRUCTIONS => {
                bail!(
                    s.r.off(s.r.pos),
                    "{}",
                    crate::limits::too_many_instructions()
                );
            }
            Next::Comment => items.push(Item::Comment(s.comment())),
            Next::Instruction => {
                // Filled in place: an item is about 200 bytes, and moving
                // it in (built, returned, pushed) was 8% of SM1-3 `dis` on
                // public shaders.
                items.push(Item::NOP);
                if let Some(Item::Instruction(ins)) = items.last_mut() {
                    s.instruction(ins)?;
                }
            }
        }
    }
}

/// What comes next in a token stream (see [`Stream::next_kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The end token, at this absolute byte offset.
    End(usize),
    /// A comment block, to be read with [`Stream::comment`]. (A word,
    /// returned in registers: with the comment in it, every item's kind
    /// went through memory.)
    Comment,
    /// An instruction, to be read with [`Stream::instruction`].
    Instruction,
}

/// A token stream read an item at a time: what [`decode`] reads into a
/// [`Program`], for a caller that handles each item as it comes (the
/// listing, which prints each instruction as it is read).
pub struct Stream<'a> {
    r: Reader<'a>,
    bytes: &'a [u8],
    version: Version,
}

impl<'a> Stream<'a> {
    /// Reads the version token of `bytes` (a token stream found at byte
    /// `base` of its file: error offsets count from there).
    pub fn new(bytes: &'a [u8], base: usize) -> Result<Stream<'a>, BinError> {
        if !bytes.len().is_multiple_of(4) {
            bail!(
                base + bytes.len() - bytes.len() % 4,
                "token stream length {} is not a multiple of 4",
                bytes.len()
            );
        }
        let words = bytes.as_chunks::<4>().0;
        let mut r = Reader {
            words,
            base,
            pos: 0,
        };
        let vt = r.next("version token")?;
        let Some(ty) = ShaderType::of_token(vt) else {
            bail!(base, "not a shader model 1-3 version token: {vt:#010x}");
        };
        let major = ((vt >> 8) & 0xFF) as u8;
        let minor = (vt & 0xFF) as u8;
        if !(1..=3).contains(&major) {
            bail!(base, "unsupported shader version {major}.{minor}");
        }
        let version = Version { ty, major, minor };
        Ok(Stream { r, bytes, version })
    }

    /// The version token.
    pub fn version(&self) -> Version {
        self.version
    }

    /// What comes next: the end, a comment (for [`Stream::comment`]) or
    /// an instruction (for [`Stream::instruction`]); the one of those two
    /// must be called next.
    pub fn next_kind(&mut self) -> Result<Next, BinError> {
        let r = &self.r;
        let at = r.pos;
        let Some(t) = r.word(at) else {
            bail!(r.base + self.bytes.len(), "missing end token");
        };
        if t == OP_END as u32 {
            return Ok(Next::End(r.off(at)));
        }
        let op = (t & 0xFFFF) as u16;
        if op == OP_COMMENT {
            let len = ((t >> 16) & 0x7FFF) as usize;
            if len > r.words.len() - at - 1 {
                bail!(r.off(at), "comment of {len} dwords runs past the end");
            }
            return Ok(Next::Comment);
        }
        if t & 0x8000_0000 != 0 {
            bail!(r.off(at), "expected an instruction token, found {t:#010x}");
        }
        Ok(Next::Instruction)
    }

    /// Reads the comment [`Stream::next_kind`] found (its length checked
    /// there), with its constant table when it is a `CTAB` block.
    pub fn comment(&mut self) -> Comment {
        let r = &mut self.r;
        let at = r.pos;
        let t = r.word(at).unwrap_or(0);
        let len = (((t >> 16) & 0x7FFF) as usize).min(r.words.len().saturating_sub(at + 1));
        let start = (at + 1) * 4;
        // Empty if called where no comment is (past the end: no panic).
        let data = self
            .bytes
            .get(start..start + len * 4)
            .unwrap_or_default()
            .to_vec();
        let ctab = if data.starts_with(b"CTAB") {
            Some(super::ctab::parse(&data, r.base + start))
        } else {
            None
        };
        r.pos = at + 1 + len;
        Comment {
            offset: r.off(at),
            data,
            ctab,
        }
    }

    /// Reads the instruction [`Stream::next_kind`] found into `ins`, an
    /// empty one ([`Item::NOP`]'s, or one [`Instruction::clear`]ed).
    pub fn instruction(&mut self, ins: &mut Instruction) -> Result<(), BinError> {
        self.r.instruction(self.version, ins)
    }
}

/// Bit 13 of a parameter token: relative addressing.
const RELATIVE: u32 = 1 << 13;

struct Reader<'a> {
    /// The stream's words (its length a multiple of four).
    words: &'a [[u8; 4]],
    base: usize,
    pos: usize,
}

impl Reader<'_> {
    fn off(&self, word: usize) -> usize {
        self.base + word * 4
    }
    /// Word `i`, `None` past the end (one length checked).
    fn word(&self, i: usize) -> Option<u32> {
        self.words.get(i).map(|b| u32::from_le_bytes(*b))
    }
    /// The next word. Inlined, with its errors made out of line: as a
    /// call, saving and restoring registers around the error's
    /// formatting cost more than reading the word (a twentieth of SM1-3
    /// `dis` for `param`).
    #[inline(always)]
    fn next(&mut self, what: &str) -> Result<u32, BinError> {
        let Some(w) = self.word(self.pos) else {
            return Err(self.ends_inside(what));
        };
        self.pos += 1;
        Ok(w)
    }
    /// The next word, a parameter token (bit 31 set); see [`Self::next`].
    #[inline(always)]
    fn param(&mut self, what: &str) -> Result<u32, BinError> {
        let at = self.pos;
        let t = self.next(what)?;
        if t & 0x8000_0000 == 0 {
            return Err(self.not_param(at, t, what));
        }
        Ok(t)
    }
    #[cold]
    #[inline(never)]
    fn ends_inside(&self, what: &str) -> BinError {
        BinError::new(
            self.off(self.pos),
            format!("token stream ends inside {what}"),
        )
    }
    #[cold]
    #[inline(never)]
    fn not_param(&self, at: usize, t: u32, what: &str) -> BinError {
        BinError::new(
            self.off(at),
            format!("{what}: parameter token {t:#010x} lacks bit 31"),
        )
    }

    /// The relative address of an operand whose token `t` has the
    /// relative bit ([`RELATIVE`]; the callers test it). Out of line: few
    /// operands are relative.
    #[inline(never)]
    fn relative(&mut self, t: u32, v: Version) -> Result<Option<Relative>, BinError> {
        debug_assert!(t & RELATIVE != 0);
        if v.major < 2 {
            return Ok(Some(Relative::ImplicitA0));
        }
        let a = self.param("relative address")?;
        Ok(Some(Relative::Token(address_fields(a))))
    }

    /// The destination, made in its place `slot` straight from its token
    /// (a word in a register). Returned by value, an operand was read back
    /// right after the callee wrote it, in other widths (a store-forwarding
    /// stall: a tenth of SM1-3 `dis` by perf); written twice, first empty,
    /// its stores were a tenth of decoding.
    #[inline(always)]
    fn dst_into(&mut self, v: Version, slot: &mut Option<DstOperand>) -> Result<(), BinError> {
        let t = self.param("destination")?;
        let d = slot.insert(dst_fields(t, None));
        if t & RELATIVE != 0 {
            d.relative = self.relative(t, v)?;
        }
        Ok(())
    }

    /// A source, made in its place `slot` (see [`Self::dst_into`]).
    #[inline(always)]
    fn src_into(&mut self, v: Version, slot: &mut Option<SrcOperand>) -> Result<(), BinError> {
        let t = self.param("source")?;
        let s = slot.insert(src_fields(t, None));
        if t & RELATIVE != 0 {
            s.relative = self.relative(t, v)?;
        }
        Ok(())
    }

    /// A source pushed onto `srcs` (see [`Self::dst_into`]).
    #[inline(always)]
    fn push_src(&mut self, v: Version, srcs: &mut Srcs) -> Result<(), BinError> {
        let t = self.param("source")?;
        srcs.push(src_fields(t, None));
        if t & RELATIVE != 0 {
            let r = self.relative(t, v)?;
            if let Some(s) = srcs.last_mut() {
                s.relative = r;
            }
        }
        Ok(())
    }

    /// Reads one instruction into `ins` (a new, empty one).
    fn instruction(&mut self, v: Version, ins: &mut Instruction) -> Result<(), BinError> {
        let at = self.pos;
        let t = self.next("instruction")?;
        let opcode = table::Opcode((t & 0xFFFF) as u16);
        let Some(info) = table::lookup(opcode) else {
            bail!(self.off(at), "unknown opcode {:#x}", opcode.0);
        };
        let ver = v.code();
        // Shader model 2+ stores the operand count; check it against the
        // table so that a wrong count is an error, not a misparse.
        let sized = v.major >= 2 && opcode != table::op::PHASE;
        let len = ((t >> 24) & 0xF) as usize;
        if sized && len > self.words.len() - self.pos {
            bail!(
                self.off(at),
                "instruction of {len} operand tokens runs past the end"
            );
        }
        ins.offset = self.off(at);
        ins.opcode = opcode;
        ins.control = ((t >> 16) & 0xFF) as u8;
        ins.coissue = t & (1 << 30) != 0;
        ins.token = t;
        let predicated = t & (1 << 28) != 0;
        // Tested in order of frequency, the code's kinds first: as a jump
        // table, the kind (three loads from the token) was waited on and
        // its jump mispredicted (a fifth of decoding by perf).
        if !matches!(info.kind, Kind::Dcl | Kind::Def | Kind::Defi | Kind::Defb) {
            if info.dst {
                self.dst_into(v, &mut ins.dst)?;
            }
            if predicated {
                self.src_into(v, &mut ins.predicate)?;
            }
            let n = info.src_count(ver);
            for _ in 0..n {
                self.push_src(v, &mut ins.srcs)?;
            }
        } else if info.kind == Kind::Dcl {
            ins.decl = Some(Decl {
                token: self.param("declaration")?,
            });
            self.dst_into(v, &mut ins.dst)?;
        } else {
            self.dst_into(v, &mut ins.dst)?;
            // `defb`: one word; `def`, `defi`: four.
            let words = if info.kind == Kind::Defb { 1 } else { 4 };
            for _ in 0..words {
                ins.literals.push(self.next("constant definition")?);
            }
        }
        if sized && self.pos - at - 1 != len {
            bail!(
                self.off(at),
                "{} has {} operand tokens, its length field says {len}",
                info.name(ver),
                self.pos - at - 1
            );
        }
        Ok(())
    }
}

const fn reg_fields(t: u32) -> Register {
    Register {
        ty: super::table::RegisterType((((t >> 28) & 7) | ((t >> 8) & 0x18)) as u8),
        num: (t & 0x7FF) as u16,
    }
}

/// Splits a destination parameter token into its fields.
pub const fn dst_fields(t: u32, relative: Option<Relative>) -> DstOperand {
    DstOperand {
        reg: reg_fields(t),
        mask: ((t >> 16) & 0xF) as u8,
        result_mod: ((t >> 20) & 0xF) as u8,
        shift: ((t >> 24) & 0xF) as u8,
        relative,
        token: t,
    }
}

/// Splits an address token into its fields (its own relative bit, which
/// would ask for an address of the address, is not read).
pub const fn address_fields(t: u32) -> Address {
    Address {
        reg: reg_fields(t),
        swizzle: ((t >> 16) & 0xFF) as u8,
        modifier: SrcMod(((t >> 24) & 0xF) as u8),
        token: t,
    }
}

/// Splits a source parameter token into its fields.
pub const fn src_fields(t: u32, relative: Option<Relative>) -> SrcOperand {
    let a = address_fields(t);
    SrcOperand {
        reg: a.reg,
        swizzle: a.swizzle,
        modifier: a.modifier,
        relative,
        token: t,
    }
}
