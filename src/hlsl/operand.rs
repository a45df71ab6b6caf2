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

const LETTERS: [char; 4] = ['x', 'y', 'z', 'w'];

/// The components a write mask names, in order.
pub fn mask_comps(op: &Operand) -> Vec<usize> {
    match op.comps {
        Components::Four(Selection::Mask(m)) => (0..4).filter(|c| m & (1 << c) != 0).collect(),
        Components::One => vec![0],
        _ => vec![0, 1, 2, 3],
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
    let idx = |i: usize| -> Result<String, Unexpressed> {
        let Some(ix) = op.indices.get(i) else {
            return Err(Unexpressed("an operand without its index".into()));
        };
        Ok(match &ix.rel {
            None => ix.imm.to_string(),
            Some(rel) => {
                let r = source(rel, &[0], Read::Bits)?;
                if ix.imm == 0 {
                    r
                } else {
                    format!("{r} + {}", ix.imm)
                }
            }
        })
    };
    // Inputs held in one array: `v[3]`, `v[r1.x + 1]`.
    let array = INPUT_ARRAY.with(|c| c.get());
    if array && op.ty == ty::INPUT && op.indices.len() == 1 {
        return Ok(format!("v[{}]", idx(0)?));
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
    Ok(match op.ty {
        ty::TEMP => format!("r{}", idx(0)?),
        ty::INPUT if op.indices.len() == 1 => format!("v{}", idx(0)?),
        ty::INPUT if op.indices.len() == 2 => format!("vin[{}][{}]", idx(0)?, idx(1)?),
        ty::OUTPUT => format!("o{}", idx(0)?),
        ty::INPUT_CP => format!("vicp[{}][{}]", idx(0)?, idx(1)?),
        ty::OUTPUT_CP => format!("vocp[{}][{}]", idx(0)?, idx(1)?),
        // A hull shader's fork and join phases write (as `o#`) and read
        // (as `vpc#`) the same patch constants: one array.
        ty::PATCH_CONSTANT => format!("vpc[{}]", idx(0)?),
        ty::DOMAIN => "vDomain".into(),
        ty::OUTPUT_CP_ID => "vOutputControlPointID".into(),
        ty::FORK_INSTANCE_ID => "vForkInstanceID".into(),
        ty::JOIN_INSTANCE_ID => "vJoinInstanceID".into(),
        ty::INDEXABLE => format!("x{}[{}]", idx(0)?, idx(1)?),
        // The current object's register (a class method's member).
        ty::CB if op.indices.first().is_some_and(|x| x.imm == MEMBER) => {
            format!("m{}", idx(1)?)
        }
        ty::CB => format!("cb{}[{}]", idx(0)?, idx(1)?),
        ty::ICB => format!("icb[{}]", idx(0)?),
        ty::DEPTH | ty::DEPTH_GE | ty::DEPTH_LE => "oDepth".into(),
        ty::THREAD_ID => "vThreadID".into(),
        ty::GROUP_ID => "vThreadGroupID".into(),
        ty::THREAD_IN_GROUP => "vThreadIDInGroup".into(),
        ty::THREAD_IN_GROUP_FLAT => "vThreadIDInGroupFlattened".into(),
        ty::PRIM_ID => "vPrim".into(),
        ty::GS_INSTANCE_ID => "vGSInstanceID".into(),
        ty::COVERAGE => "vCoverage".into(),
        ty::MASK => "oMask".into(),
        other => {
            return Err(Unexpressed(format!(
                "operand type {other} is not decompiled yet"
            )))
        }
    })
}

/// The components of `op` its swizzle places at the destination's
/// components `comps` (a mask or no selection keeps them where they are).
pub fn picked(op: &Operand, comps: &[usize]) -> Vec<usize> {
    comps
        .iter()
        .map(|&c| match op.comps {
            Components::Four(Selection::Swizzle(s)) => s[c] as usize,
            Components::Four(Selection::Select1(s)) => s as usize,
            _ => c,
        })
        .collect()
}

/// The mask letters (`.xyz`) of a signature mask's components, first to
/// last.
pub fn mask_letters(first: usize, n: usize) -> String {
    letters(&(first..first + n).collect::<Vec<_>>())
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

/// A source's components `comps` read as `read`, and the expression's
/// type: the read's, or for a typeless read without a modifier the
/// register's own (an immediate then written as a `want` literal where
/// one gives its bits).
fn typed(op: &Operand, comps: &[usize], read: Read, want: Ty) -> Result<(String, Ty), Unexpressed> {
    let picked = picked(op, comps);
    // An immediate's words at the picked components: one value fills
    // every component; a 64-bit immediate holds one or two doubles as
    // (low, high) words.
    let words: Vec<u32> = picked
        .iter()
        .map(|&c| {
            let k = if op.imm.len() < 4 {
                c % op.imm.len().max(1)
            } else {
                c
            };
            op.imm.get(k).copied().unwrap_or(0)
        })
        .collect();
    let mut own = Ty::Uint;
    let bits = if op.ty == ty::IMM32 || op.ty == ty::IMM64 {
        let words: Vec<String> = words.iter().map(|w| format!("0x{w:08x}u")).collect();
        if words.len() == 1 {
            words[0].clone()
        } else {
            format!("uint{}({})", words.len(), words.join(", "))
        }
    } else if let Some(f) = super::fold::value(op) {
        // A value folded here from the instruction that computed it.
        own = f.ty;
        super::fold::swizzled(&f, &picked).ok_or_else(|| {
            Unexpressed("a folded value read at components it does not compute".into())
        })?
    } else if op.comps == Components::One {
        let r = register(op)?;
        if picked.len() == 1 {
            r
        } else {
            format!("((uint{})({r}))", picked.len())
        }
    } else {
        own = types::of(op);
        format!("{}.{}", register(op)?, letters(&picked))
    };
    // Immediates read as floats or signed integers are written as such
    // (`-1.0f`, `3`), the shortest text that reads back as the same bits.
    if op.ty == ty::IMM32 && op.modifier == Modifier::None {
        let as_ty = match read {
            Read::Float => Ty::Float,
            Read::Int => Ty::Int,
            Read::Typeless => want,
            Read::Bits => Ty::Uint,
        };
        let texts: Option<Vec<String>> = match as_ty {
            Ty::Float => words.iter().map(|w| float_literal(*w)).collect(),
            Ty::Int => words
                .iter()
                .map(|w| (*w as i32 != i32::MIN).then(|| (*w as i32).to_string()))
                .collect(),
            Ty::Uint => None,
        };
        if let Some(t) = texts {
            return Ok((
                if t.len() == 1 {
                    t[0].clone()
                } else {
                    format!("{}({})", as_ty.name(t.len()), t.join(", "))
                },
                as_ty,
            ));
        }
    }
    let int_neg = |v: &str| format!("(-{v})");
    Ok(match (read, op.modifier) {
        (Read::Float | Read::Typeless, m) if read == Read::Float || m != Modifier::None => {
            // A typeless read's modifier is a float's (the sign bit), as
            // the machine applies it.
            let v = convert(bits, own, Ty::Float);
            let v = match m {
                Modifier::None => v,
                Modifier::Neg => format!("(-{v})"),
                Modifier::Abs => format!("abs({v})"),
                Modifier::AbsNeg => format!("(-abs({v}))"),
            };
            (v, Ty::Float)
        }
        (Read::Int | Read::Bits, m) if read == Read::Int || m != Modifier::None => {
            // An unsigned read's modifier is an integer's.
            let v = convert(bits, own, Ty::Int);
            let v = match m {
                Modifier::None => v,
                Modifier::Neg => int_neg(&v),
                Modifier::Abs => format!("abs({v})"),
                Modifier::AbsNeg => int_neg(&format!("abs({v})")),
            };
            (v, Ty::Int)
        }
        (Read::Bits, _) => (convert(bits, own, Ty::Uint), Ty::Uint),
        // Typeless without a modifier: the register as it is.
        _ => (bits, own),
    })
}

/// Float bits `w` as an HLSL literal that reads back as the same bits
/// (`0.5f`, `-1e-5f`), where there is one: not for infinities, NaNs,
/// denormals (which the compiler may flush) or -0.
pub fn float_literal(w: u32) -> Option<String> {
    if !types::has_float_literal(w) {
        return None;
    }
    let f = f32::from_bits(w);
    let s = format!("{f:?}");
    Some(if s.contains(['.', 'e']) {
        format!("{s}f")
    } else {
        format!("{s}.0f")
    })
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
        (format!("saturate({e})"), Ty::Float)
    } else {
        (e, Ty::Float)
    }
}
