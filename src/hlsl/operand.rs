//! Operands as HLSL expressions. A register has the type `types` chose;
//! a value is read in the type the instruction reads it as (`asfloat`,
//! `asint`, or the bits), so what the program computes is kept exactly,
//! whatever the register held before.

use super::error::Unexpressed;
use super::types::{self, convert, Ty};
use crate::sm4::ir::{Components, Instruction, Modifier, Operand, Selection};
use crate::sm4::names::operand as ty;

/// The constant-buffer number of an operand `classes::rewrite` made: a
/// read of the current object's register (`cb[MEMBER][k]` is a class
/// method's member `m{k}`).
pub const MEMBER: u64 = u32::MAX as u64;

/// How an instruction reads a source (its shape letter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Read {
    /// As floats (`f`).
    Float,
    /// As signed integers (`i`).
    Int,
    /// As unsigned integers (`u`, `a`): a modifier is an integer's.
    Bits,
    /// As bits whose type the instruction does not say (`t`): a modifier
    /// is a float's (the sign bit), as the machine applies it.
    Typeless,
}

impl Read {
    /// The read for a shape letter.
    pub fn of(letter: u8) -> Read {
        match letter {
            b'f' => Read::Float,
            b'i' => Read::Int,
            b't' => Read::Typeless,
            _ => Read::Bits,
        }
    }
}

pub use super::comps::{push_letters, Comps, LETTERS};

/// The components a write mask names, in order.
pub fn mask_comps(op: &Operand) -> Comps {
    match op.comps {
        Components::Four(Selection::Mask(m)) => {
            let mut out = Comps::default();
            for c in (0..4).filter(|c| m & (1 << c) != 0) {
                out.push(c);
            }
            out
        }
        Components::One => Comps::of(&[0]).unwrap_or_default(),
        _ => Comps::of(&[0, 1, 2, 3]).unwrap_or_default(),
    }
}

/// The mask letters (`.xy`) of components `comps`.
pub fn letters(comps: &[usize]) -> String {
    comps.iter().map(|c| LETTERS[*c]).collect()
}

thread_local! {
    /// Whether the program being decompiled on this thread holds its
    /// input registers in one array `v` (it indexes them at run time).
    static INPUT_ARRAY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// While alive, input registers are named as elements of the array `v`
/// (`v[3]`, `v[r1.x + 1]`); dropped, as variables (`v3`) again.
pub struct InputArray(());

impl InputArray {
    /// Names inputs as the array's elements when `on`.
    pub fn enter(on: bool) -> InputArray {
        INPUT_ARRAY.with(|c| c.set(on));
        InputArray(())
    }
}

impl Drop for InputArray {
    fn drop(&mut self) {
        INPUT_ARRAY.with(|c| c.set(false));
    }
}

/// Whether the program reads an input register chosen at run time
/// (`v[r1.x + 1]`, under a `dcl_indexrange`): its inputs are then one
/// array.
pub fn indexes_inputs(p: &crate::sm4::ir::Program) -> bool {
    p.instructions.iter().any(|i| {
        i.opcode.row().semantics != crate::sm4::table::Semantics::Declaration
            && i.operands.iter().any(|op| {
                op.ty == ty::INPUT && op.indices.len() == 1 && op.indices[0].rel.is_some()
            })
    })
}

/// The register an operand names, as an HLSL `uint4` (or `uint`) lvalue
/// or value, without its swizzle.
pub fn register(op: &Operand) -> Result<String, Unexpressed> {
    let mut s = String::with_capacity(16);
    push_register(&mut s, op)?;
    Ok(s)
}

/// Appends [`register`]'s text for `op` to `s`.
pub fn push_register(s: &mut String, op: &Operand) -> Result<(), Unexpressed> {
    let idx = |s: &mut String, i: usize| -> Result<(), Unexpressed> {
        let Some(ix) = op.indices.get(i) else {
            return Err(Unexpressed("an operand without its index".into()));
        };
        match &ix.rel {
            None => s.push_str(itoa::Buffer::new().format(ix.imm)),
            Some(rel) => {
                s.push_str(&source(rel, &[0], Read::Bits)?);
                if ix.imm != 0 {
                    s.push_str(" + ");
                    s.push_str(itoa::Buffer::new().format(ix.imm));
                }
            }
        }
        Ok(())
    };
    // `name[i]` and `name[i][j]`.
    let one = |s: &mut String, name: &str| -> Result<(), Unexpressed> {
        s.push_str(name);
        s.push('[');
        idx(s, 0)?;
        s.push(']');
        Ok(())
    };
    let two = |s: &mut String, name: &str| -> Result<(), Unexpressed> {
        one(s, name)?;
        s.push('[');
        idx(s, 1)?;
        s.push(']');
        Ok(())
    };
    // Inputs held in one array: `v[3]`, `v[r1.x + 1]`.
    let array = INPUT_ARRAY.with(|c| c.get());
    if array && op.ty == ty::INPUT && op.indices.len() == 1 {
        return one(s, "v");
    }
    // Otherwise inputs and outputs are separate variables (`v0`, `o1`):
    // one chosen at run time has no name.
    if matches!(op.ty, ty::INPUT | ty::OUTPUT)
        && op.indices.len() == 1
        && op.indices[0].rel.is_some()
    {
        return Err(Unexpressed(
            "an input or output register chosen at run time is not decompiled yet".into(),
        ));
    }
    let letter = |s: &mut String, l: char| {
        s.push(l);
        idx(s, 0)
    };
    match op.ty {
        ty::TEMP => letter(s, 'r')?,
        ty::INPUT if op.indices.len() == 1 => letter(s, 'v')?,
        ty::INPUT if op.indices.len() == 2 => two(s, "vin")?,
        ty::OUTPUT => letter(s, 'o')?,
        ty::INPUT_CP => two(s, "vicp")?,
        ty::OUTPUT_CP => two(s, "vocp")?,
        // A hull shader's fork and join phases write (as `o#`) and read
        // (as `vpc#`) the same patch constants: one array.
        ty::PATCH_CONSTANT => one(s, "vpc")?,
        ty::DOMAIN => s.push_str("vDomain"),
        ty::OUTPUT_CP_ID => s.push_str("vOutputControlPointID"),
        ty::FORK_INSTANCE_ID => s.push_str("vForkInstanceID"),
        ty::JOIN_INSTANCE_ID => s.push_str("vJoinInstanceID"),
        ty::INDEXABLE => {
            s.push('x');
            idx(s, 0)?;
            s.push('[');
            idx(s, 1)?;
            s.push(']');
        }
        // The current object's register (a class method's member).
        ty::CB if op.indices.first().is_some_and(|x| x.imm == MEMBER) => {
            s.push('m');
            idx(s, 1)?;
        }
        ty::CB => {
            s.push_str("cb");
            idx(s, 0)?;
            s.push('[');
            idx(s, 1)?;
            s.push(']');
        }
        ty::ICB => one(s, "icb")?,
        ty::DEPTH | ty::DEPTH_GE | ty::DEPTH_LE => s.push_str("oDepth"),
        ty::THREAD_ID => s.push_str("vThreadID"),
        ty::GROUP_ID => s.push_str("vThreadGroupID"),
        ty::THREAD_IN_GROUP => s.push_str("vThreadIDInGroup"),
        ty::THREAD_IN_GROUP_FLAT => s.push_str("vThreadIDInGroupFlattened"),
        ty::PRIM_ID => s.push_str("vPrim"),
        ty::GS_INSTANCE_ID => s.push_str("vGSInstanceID"),
        ty::COVERAGE => s.push_str("vCoverage"),
        ty::MASK => s.push_str("oMask"),
        other => {
            return Err(Unexpressed(format!(
                "operand type {other} is not decompiled yet"
            )))
        }
    }
    Ok(())
}

/// The components of `op` its swizzle places at the destination's
/// components `comps` (a mask or no selection keeps them where they are);
/// at most four.
pub fn picked(op: &Operand, comps: &[usize]) -> Comps {
    let mut out = Comps::default();
    for &c in comps {
        out.push(match op.comps {
            Components::Four(Selection::Swizzle(s)) => s[c & 3] as usize,
            Components::Four(Selection::Select1(s)) => s as usize,
            _ => c,
        });
    }
    out
}

/// The mask letters (`.xyz`) of a signature mask's components, first to
/// last.
pub fn mask_letters(first: usize, n: usize) -> String {
    (first..first + n).map(|c| LETTERS[c & 3]).collect()
}

/// A source operand's components `comps` (positions of the destination)
/// read as `read`: an HLSL expression of that many components, of the
/// read's type (bits for `Bits` and `Typeless`).
pub fn source(op: &Operand, comps: &[usize], read: Read) -> Result<String, Unexpressed> {
    let want = match read {
        Read::Float => Ty::Float,
        Read::Int => Ty::Int,
        Read::Bits | Read::Typeless => Ty::Uint,
    };
    let (e, t) = typed(op, comps, read, want)?;
    Ok(convert(e, t, want))
}

/// A source that an instruction moves without a type (`mov`, `movc`),
/// as type `want` (the destination's): its bits.
pub fn moved(op: &Operand, comps: &[usize], want: Ty) -> Result<String, Unexpressed> {
    let (e, t) = typed(op, comps, Read::Typeless, want)?;
    Ok(convert(e, t, want))
}

/// Words `words` written each by `each` as one value of type `ty`: the
/// one word, or `ty`'s vector of them (`float2(1.0f, 0.5f)`).
fn vector(ty: Ty, words: &[u32], each: impl Fn(&mut String, u32)) -> String {
    let mut t = String::with_capacity(8 + 13 * words.len());
    if words.len() != 1 {
        ty.push_name(&mut t, words.len());
        t.push('(');
    }
    for (k, &w) in words.iter().enumerate() {
        if k > 0 {
            t.push_str(", ");
        }
        each(&mut t, w);
    }
    if words.len() != 1 {
        t.push(')');
    }
    t
}

/// `e` inside `pre` and `post`, in its own allocation.
fn wrapped(mut e: String, pre: &str, post: &str) -> String {
    e.insert_str(0, pre);
    e.push_str(post);
    e
}

/// Whether `op` is an immediate 1.0 at each of `comps`: a multiply by it
/// only flushes a denormal.
pub(super) fn is_float_one(op: &Operand, comps: &[usize]) -> bool {
    op.ty == ty::IMM32
        && op.modifier == Modifier::None
        && !op.imm.is_empty()
        && picked(op, comps)
            .iter()
            .all(|&c| imm_word(op, c) == 0x3f80_0000)
}

/// An immediate's word at component `c`: one value fills every component;
/// a 64-bit immediate holds one or two doubles as (low, high) words.
fn imm_word(op: &Operand, c: usize) -> u32 {
    let at = if op.imm.len() < 4 {
        c % op.imm.len().max(1)
    } else {
        c
    };
    op.imm.get(at).copied().unwrap_or(0)
}

/// A source's components `comps` read as `read`, and the expression's
/// type: the read's, or for a typeless read without a modifier the
/// register's own (an immediate then written as a `want` literal where
/// one gives its bits).
fn typed(op: &Operand, comps: &[usize], read: Read, want: Ty) -> Result<(String, Ty), Unexpressed> {
    if comps.len() > 4 {
        return Err(Unexpressed("more than four components read".into()));
    }
    let picked = picked(op, comps);
    // An immediate's words at the picked components.
    let mut all = [0u32; 4];
    for (k, &c) in picked.iter().enumerate() {
        all[k] = imm_word(op, c);
    }
    let words = &all[..picked.len()];
    // Immediates read as floats or signed integers are written as such
    // (`-1.0f`, `3`), the shortest text that reads back as the same bits.
    if op.ty == ty::IMM32 && op.modifier == Modifier::None {
        let as_ty = match read {
            Read::Float => Ty::Float,
            Read::Int => Ty::Int,
            Read::Typeless => want,
            Read::Bits => Ty::Uint,
        };
        let literal = match as_ty {
            Ty::Float => words.iter().all(|w| types::has_float_literal(*w)),
            Ty::Int => words.iter().all(|w| *w as i32 != i32::MIN),
            Ty::Uint => false,
        };
        if literal {
            let t = vector(as_ty, words, |t, w| match as_ty {
                Ty::Float => push_float_literal(t, w),
                _ => t.push_str(itoa::Buffer::new().format(w as i32)),
            });
            return Ok((t, as_ty));
        }
    }
    let mut own = Ty::Uint;
    let bits = if op.ty == ty::IMM32 || op.ty == ty::IMM64 {
        vector(Ty::Uint, words, push_hex_literal)
    } else if let Some(f) = super::fold::read(op, &picked) {
        // A value folded here from the instruction that computed it.
        let (text, t) = f.ok_or_else(|| {
            Unexpressed("a folded value read at components it does not compute".into())
        })?;
        own = t;
        text
    } else if op.comps == Components::One {
        let r = register(op)?;
        if picked.len() == 1 {
            r
        } else {
            wrapped(r, &format!("((uint{})(", picked.len()), "))")
        }
    } else {
        own = types::of(op);
        // Room for a conversion and a modifier around it.
        let mut t = String::with_capacity(40);
        push_register(&mut t, op)?;
        t.push('.');
        push_letters(&mut t, &picked);
        t
    };
    // A modifier applied to the value in type `t` (the text is a float's
    // and an int's alike).
    let modified = |bits: String, t: Ty| {
        let v = convert(bits, own, t);
        let v = match op.modifier {
            Modifier::None => v,
            Modifier::Neg => wrapped(v, "(-", ")"),
            Modifier::Abs => wrapped(v, "abs(", ")"),
            Modifier::AbsNeg => wrapped(v, "(-abs(", "))"),
        };
        (v, t)
    };
    Ok(match (read, op.modifier) {
        // A typeless read's modifier is a float's (the sign bit), as the
        // machine applies it.
        (Read::Float | Read::Typeless, m) if read == Read::Float || m != Modifier::None => {
            modified(bits, Ty::Float)
        }
        // An unsigned read's modifier is an integer's.
        (Read::Int | Read::Bits, m) if read == Read::Int || m != Modifier::None => {
            modified(bits, Ty::Int)
        }
        (Read::Bits, _) => (convert(bits, own, Ty::Uint), Ty::Uint),
        // Typeless without a modifier: the register as it is.
        _ => (bits, own),
    })
}

/// Appends word `w` as a `uint` literal of eight hex digits (`0x3f800000u`).
fn push_hex_literal(s: &mut String, w: u32) {
    s.push_str("0x");
    for k in (0..8).rev() {
        s.push(char::from(
            b"0123456789abcdef"[(w >> (4 * k)) as usize & 0xf],
        ));
    }
    s.push('u');
}

/// Appends float bits `w` as an HLSL literal that reads back as the same
/// bits (`0.5f`, `-1e-5f`). The caller has checked that there is one
/// (`types::has_float_literal`: not for infinities, NaNs, denormals,
/// which the compiler may flush, or -0).
fn push_float_literal(s: &mut String, w: u32) {
    use std::fmt::Write;
    let start = s.len();
    let _ = write!(s, "{:?}", f32::from_bits(w));
    if !s[start..].contains(['.', 'e']) {
        s.push_str(".0");
    }
    s.push('f');
}

/// The key of a `t#`, `u#` or `g#` operand.
pub fn memory_key(op: &Operand) -> Option<(char, u32)> {
    let letter = match op.ty {
        ty::RESOURCE => 't',
        ty::UAV => 'u',
        ty::TGSM => 'g',
        _ => return None,
    };
    Some((letter, op.indices.first().map_or(0, |x| x.imm as u32)))
}

/// A float result, saturated where the instruction says.
pub fn saturated(ins: &Instruction, e: String) -> (String, Ty) {
    if ins.saturate() {
        (["saturate(", &e, ")"].concat(), Ty::Float)
    } else {
        (e, Ty::Float)
    }
}

/// The macro that writes `x * 1.0`: float `x` with a denormal made the
/// zero of its sign, as an arithmetic instruction reads it (the bits, but
/// the sign alone where the exponent is 0). A macro, so that `x`, often a
/// folded expression, is written once.
pub const FLUSHED: &str = "denormal_flushed";

/// Its definition, written before the declarations where it is used.
pub const FLUSHED_DEFINE: &str = "#define denormal_flushed(x) asfloat(asuint(x) & ((asuint(x) & 0x7f800000u) != 0u ? 0xffffffffu : 0x80000000u))\n";

/// Where `ins` multiplies by an immediate 1.0 and so only flushes a
/// denormal: the other source's place. Microsoft's compiler folds
/// `x * 1.0` to `x`, `precise` or not, which keeps the denormal.
pub fn flush_of(ins: &Instruction) -> Option<usize> {
    let o = &ins.operands;
    if ins.opcode != crate::sm4::table::Opcode::Mul || ins.saturate() || o.len() < 3 {
        return None;
    }
    let comps = mask_comps(&o[0]);
    if is_float_one(&o[2], &comps) {
        Some(1)
    } else if is_float_one(&o[1], &comps) {
        Some(2)
    } else {
        None
    }
}
