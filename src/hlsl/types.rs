//! The HLSL type each register is declared with, chosen by how the
//! program uses it: a register read and written mostly as floats is a
//! `float4`, mostly as signed integers an `int4`, else `uint4`. The type
//! only changes how the text reads: every read converts to the type the
//! instruction reads (`asfloat`, `asint`, `asuint`, which keep the bits)
//! and every store to the register's type, so the meaning stays exact
//! whichever type is chosen.
//!
//! Only the registers that statements store through [`store`] are typed
//! (temps, and the input and output registers of one index); a register
//! that some instruction writes another way stays `uint4`.

use super::regmap::RegMap;
use crate::dxbc::signature::Element;
use crate::sm4::ir::{Components, Operand, Program, Selection};
use crate::sm4::names::operand as ty;
use crate::sm4::table::Semantics;
use std::cell::RefCell;

/// A register's or a value's HLSL scalar type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `float`.
    Float,
    /// `int`.
    Int,
    /// `uint`: bits.
    Uint,
}

impl Ty {
    /// The type of `n` components (`float3`, `uint`).
    pub fn name(self, n: usize) -> String {
        let mut s = String::with_capacity(6);
        self.push_name(&mut s, n);
        s
    }

    /// Appends [`Ty::name`] of `n` components to `s`.
    pub fn push_name(self, s: &mut String, n: usize) {
        s.push_str(match self {
            Ty::Float => "float",
            Ty::Int => "int",
            Ty::Uint => "uint",
        });
        if n != 1 {
            s.push_str(itoa::Buffer::new().format(n));
        }
    }

    /// The call that reads bits as this type, up to its argument
    /// (`asfloat(`).
    pub fn cast(self) -> &'static str {
        match self {
            Ty::Float => "asfloat(",
            Ty::Int => "asint(",
            Ty::Uint => "asuint(",
        }
    }

    /// The type of a signature element's components.
    pub fn of_element(e: &Element) -> Ty {
        match e.component_type {
            1 => Ty::Uint,
            2 => Ty::Int,
            _ => Ty::Float,
        }
    }
}

/// `e` (of type `from`) as `to`, the same bits.
pub fn convert(mut e: String, from: Ty, to: Ty) -> String {
    if from == to {
        return e;
    }
    e.insert_str(0, to.cast());
    e.push(')');
    e
}

pub use super::regmap::Key;

/// The registers' chosen types; a register not here is `uint4`.
#[derive(Clone, Debug, Default)]
pub struct Types(RegMap<Ty>);

impl Types {
    /// Every register of letter `letter` back to `uint4` (registers held
    /// in one array, which has one type).
    pub fn untype(&mut self, letter: char) {
        self.0.clear_letter(letter);
    }
}

thread_local! {
    /// The types of the program being decompiled on this thread.
    static CURRENT: RefCell<Types> = RefCell::new(Types::default());
}

/// While alive, [`of`] answers with a program's types; dropped, every
/// register is `uint4` again.
pub struct Scope(());

impl Scope {
    /// Makes `types` the current program's.
    pub fn enter(types: Types) -> Scope {
        CURRENT.with(|c| *c.borrow_mut() = types);
        Scope(())
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        CURRENT.with(|c| *c.borrow_mut() = Types::default());
    }
}

/// The key of a register operand that can be typed: a temp, an input or
/// output register of one index, the index known, or the domain location.
pub fn key(op: &Operand) -> Option<Key> {
    // The domain location (`vDomain`, no index): floats from the
    // tessellator.
    if op.ty == ty::DOMAIN {
        return Some(('d', 0));
    }
    let letter = match op.ty {
        ty::TEMP => 'r',
        ty::INPUT => 'v',
        ty::OUTPUT => 'o',
        _ => return None,
    };
    match op.indices.as_slice() {
        [x] if x.rel.is_none() => Some((letter, x.imm)),
        _ => None,
    }
}

/// The type register `k` is declared with.
pub fn of_key(k: Key) -> Ty {
    CURRENT.with(|c| c.borrow().0.get(k).copied().unwrap_or(Ty::Uint))
}

/// The type of register operand `op` (`uint` for what is not typed).
pub fn of(op: &Operand) -> Ty {
    key(op).map_or(Ty::Uint, of_key)
}

/// How an instruction stores its destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Writer {
    /// Through [`store`], a value of this type.
    Typed(Ty),
    /// Through [`store`], the bits of the sources at these operand
    /// positions (`mov`, `movc`, `swapc`), as the destination's type.
    Moves(&'static [usize]),
    /// By text of its own, as bits: the register stays `uint4`.
    Bits,
    /// A feedback form: its result through [`store`] as this type, its
    /// status as `uint`.
    Feedback(Ty),
}

/// The types for program `p` whose signatures are `inputs` and
/// `outputs`; `writer` says how each instruction stores its destination.
///
/// A register is a `float4` only if nothing but floats is ever stored in
/// it: float results, floats moved from float registers, float literals
/// and constant buffers. Integer bits in a float variable are not safe:
/// Microsoft's compiler may treat them as denormal floats and flush them
/// (seen folding `asint(f) & 2` to 0 where `f` held `asfloat(i << 1)`).
/// Integer variables hold any bits.
pub fn infer(
    p: &Program,
    inputs: &[Element],
    outputs: &[Element],
    writer: impl Fn(usize, &crate::sm4::ir::Instruction) -> Writer,
) -> Types {
    // Votes per register: float, int, uint (components counted).
    let mut votes: RegMap<[usize; 3]> = RegMap::default();
    let mut bits: RegMap<()> = RegMap::default();
    // What is stored in each register, for the float check.
    let mut stores: RegMap<Vec<Stored>> = RegMap::default();
    let slot = |t: Ty| match t {
        Ty::Float => 0,
        Ty::Int => 1,
        Ty::Uint => 2,
    };
    let mut vote = |k: Key, t: Ty, n: usize| votes.entry(k, Default::default)[slot(t)] += n;
    for (letter, els) in [('v', inputs), ('o', outputs)] {
        for e in els.iter().filter(|e| e.register != u32::MAX) {
            let n = (e.mask & 0xf).count_ones() as usize;
            let k = (letter, e.register as u64);
            vote(k, Ty::of_element(e), n);
            if letter == 'v' {
                stores
                    .entry(k, Vec::new)
                    .push(if Ty::of_element(e) == Ty::Float {
                        Stored::Float
                    } else {
                        Stored::Other
                    });
            }
        }
    }
    stores.entry(('d', 0), Vec::new).push(Stored::Float);
    for (i, ins) in p.instructions.iter().enumerate() {
        let row = ins.opcode.row();
        if row.semantics == Semantics::Declaration {
            continue;
        }
        let shape = row.shape.as_bytes();
        let dests = shape.iter().take_while(|c| **c == b'd').count();
        let w = writer(i, ins);
        for (k, op) in ins.operands.iter().enumerate() {
            // A relative index reads its register as bits.
            for x in &op.indices {
                if let Some(rel) = x.rel.as_deref().and_then(key) {
                    vote(rel, Ty::Uint, 1);
                }
            }
            let Some(reg) = key(op) else { continue };
            let n = match op.comps {
                Components::Four(Selection::Mask(m)) => (m & 0xf).count_ones() as usize,
                Components::One => 1,
                _ => 4,
            };
            // A one-component operand names the whole register: kept
            // as bits.
            if op.comps == Components::One {
                bits.insert(reg, ());
                continue;
            }
            if k >= dests {
                let read = match shape.get(k) {
                    Some(b'f') => Some(Ty::Float),
                    Some(b'i') => Some(Ty::Int),
                    Some(b't') | None => None,
                    _ => Some(Ty::Uint),
                };
                if let Some(t) = read {
                    vote(reg, t, n);
                }
                continue;
            }
            let stored = stores.entry(reg, Vec::new);
            let w = match w {
                Writer::Feedback(t) if k == 0 => Writer::Typed(t),
                Writer::Feedback(_) => Writer::Typed(Ty::Uint),
                w => w,
            };
            match w {
                Writer::Typed(t) => {
                    vote(reg, t, n);
                    stored.push(if t == Ty::Float {
                        Stored::Float
                    } else {
                        Stored::Other
                    });
                }
                Writer::Moves(from) => {
                    for &s in from {
                        stored.push(ins.operands.get(s).map_or(Stored::Other, moved));
                    }
                }
                Writer::Bits | Writer::Feedback(_) => bits.insert(reg, ()),
            }
        }
    }
    let mut out = RegMap::default();
    for (k, &[f, i, u]) in votes.iter() {
        if bits.get(k).is_some() {
            continue;
        }
        let t = if f >= i && f >= u && f > 0 {
            Ty::Float
        } else if i > u {
            Ty::Int
        } else {
            continue;
        };
        out.insert(k, t);
    }
    // Floats only where only floats are stored, to a fixed point: a
    // register that loses `float` may take it from those it moves into.
    loop {
        let dirty: Vec<Key> = out
            .iter()
            .filter(|(_, t)| **t == Ty::Float)
            .map(|(k, _)| k)
            .filter(|k| {
                stores.get(*k).is_some_and(|s| {
                    s.iter().any(|x| match x {
                        Stored::Float => false,
                        Stored::Other => true,
                        Stored::Register(r) => out.get(*r) != Some(&Ty::Float),
                    })
                })
            })
            .collect();
        if dirty.is_empty() {
            break;
        }
        for k in dirty {
            out.remove(k);
        }
    }
    Types(out)
}

/// What a store puts in a register, for [`infer`]'s float check.
#[derive(Clone, Copy, Debug)]
enum Stored {
    /// A float.
    Float,
    /// Whatever this register holds.
    Register(Key),
    /// Integers or bits of unknown meaning.
    Other,
}

/// What moving source `op` stores: a register's value, a float (a
/// modifier makes one; so do float literals and constant buffers, whose
/// values the compiler cannot see), or other bits (integer literals, the
/// immediate constant buffer, indexable temps, system values).
fn moved(op: &Operand) -> Stored {
    if op.modifier != crate::sm4::ir::Modifier::None {
        return Stored::Float;
    }
    if let Some(k) = key(op) {
        return Stored::Register(k);
    }
    match op.ty {
        ty::IMM32 => {
            if op.imm.iter().all(|w| has_float_literal(*w)) {
                Stored::Float
            } else {
                Stored::Other
            }
        }
        ty::CB => Stored::Float,
        _ => Stored::Other,
    }
}

/// Whether float bits `w` have a decimal literal that the compiler reads
/// back as the same bits: normal floats and +0 (not infinities, NaNs,
/// denormals, which the compiler may flush, or -0).
pub fn has_float_literal(w: u32) -> bool {
    f32::from_bits(w).is_normal() || w == 0
}

/// What an instruction stores: a value into a register (which a later
/// read may take in its place, see `fold`), or statements of its own.
pub enum Assignment {
    /// `target = value;`, converted to the register's type.
    Value {
        /// The register and its components (`r0.xy`).
        target: String,
        /// The value.
        value: String,
        /// The value's type.
        ty: Ty,
        /// The register's type.
        to: Ty,
        /// The components written, first to last.
        comps: super::comps::Comps,
    },
    /// Statements.
    Text(String),
}

impl Assignment {
    /// A store of `value` (of type `t`) into `target`, the components
    /// `comps` of the register `dst` names.
    pub fn value(
        target: impl Into<String>,
        dst: &Operand,
        comps: &[usize],
        value: String,
        t: Ty,
    ) -> Self {
        Assignment::Value {
            target: target.into(),
            value,
            ty: t,
            to: of(dst),
            comps: super::comps::Comps::of(comps).unwrap_or_default(),
        }
    }

    /// The statement.
    pub fn text(self) -> String {
        match self {
            Assignment::Value {
                target,
                value,
                ty,
                to,
                ..
            } => {
                let mut s = target;
                s.push_str(" = ");
                if ty == to {
                    s.push_str(&value);
                } else {
                    s.push_str(to.cast());
                    s.push_str(&value);
                    s.push(')');
                }
                s.push(';');
                s
            }
            Assignment::Text(t) => t,
        }
    }
}
