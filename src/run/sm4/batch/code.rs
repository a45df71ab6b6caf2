//! A program compiled for batch execution: its steps ([`BOp`]), their
//! operands resolved to flat register rows, and the register file's layout.

use super::super::flow::Act;
use crate::sm4::ir::{Instruction, Modifier, Operand};
use crate::sm4::table::Opcode;

/// Where a source's components come from.
#[derive(Clone, Debug)]
pub(super) enum Loc {
    /// Flat register index of component x (y, z, w follow), or of the
    /// first constant row (`batch/constants.rs`).
    Reg(usize),
    /// The same value in every lane (constant buffer, immediate, icb),
    /// already selected, modified and flushed.
    Splat([u32; 4]),
    /// Per lane, register `imm + rel` of an array of `n` registers at
    /// flat `base`, `stride` flat positions apart; out of range reads give
    /// 0, or stop the batch when `strict` (the scalar machine reports that
    /// error).
    RelReg {
        base: usize,
        n: usize,
        stride: usize,
        imm: u32,
        rel: Box<BSrc>,
        strict: bool,
    },
    /// Per lane, entry `imm + rel` of constant table `table`
    /// ([`Batch`]'s `consts`); out of range reads give 0.
    RelConst {
        table: usize,
        imm: u32,
        rel: Box<BSrc>,
    },
}

#[derive(Clone, Debug)]
pub(super) struct BSrc {
    pub(super) loc: Loc,
    /// Per component, the row read past a [`Loc::Reg`]'s base (its
    /// swizzle; for constant rows, the row of the value) or the component
    /// of a [`Loc::Splat`].
    pub(super) swz: [u8; 4],
    pub(super) modifier: Modifier,
    /// Shape letter `f`: flush denormals; `i`/`u`: integer modifiers; `c`:
    /// a float source whose rows never hold a denormal (`batch/clean.rs`),
    /// read without a flush.
    pub(super) kind: u8,
}

impl BSrc {
    /// Whether reading this source in its register's own rows would skip
    /// a flush it needs: a plain float register that may hold a denormal.
    pub(super) fn needs_flush_in_place(&self) -> bool {
        matches!(
            (&self.loc, self.modifier, self.kind),
            (Loc::Reg(_), Modifier::None, b'f')
        )
    }

    /// The flat row component `comp` is read from in place, when loading
    /// it would copy it unchanged (a plain register, but for a float one
    /// that may hold a denormal: that is flushed).
    pub(super) fn row_in_place(&self, comp: usize) -> Option<usize> {
        match (&self.loc, self.modifier) {
            (Loc::Reg(base), Modifier::None) if !self.needs_flush_in_place() => {
                Some(base + self.swz[comp] as usize)
            }
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
pub(super) struct BDst {
    /// Flat register index of component x; `None` for `null`.
    pub(super) base: Option<usize>,
    /// A relative destination (indexable temps): `Loc::RelReg`.
    pub(super) rel: Option<Loc>,
    pub(super) mask: u8,
    /// The output register written (geometry shaders track which outputs
    /// an emit sends).
    pub(super) out: Option<usize>,
}

#[derive(Clone, Debug)]
pub(super) enum BOp {
    /// A declaration: not an executed step.
    Skip,
    /// An executed instruction with no effect (`nop`).
    Nop,
    Lane {
        op: Opcode,
        dst: BDst,
        src: Vec<BSrc>,
        sat: bool,
        /// The kernel may write each component straight into its row
        /// ([`writes_in_place`]).
        in_place: bool,
    },
    Dot {
        n: usize,
        dst: BDst,
        a: BSrc,
        b: BSrc,
        sat: bool,
    },
    /// `sincos` / `udiv`: two destinations.
    Two {
        op: Opcode,
        d0: BDst,
        d1: BDst,
        src: Vec<BSrc>,
        sat: bool,
    },
    /// `if`: on to the next step when the test passes, else to the
    /// `else` part (`else_at`) or past the `endif`. When the lanes
    /// disagree, both parts run, each with its lanes (see [`Flow`]).
    If {
        cond: BSrc,
        nz: bool,
        else_at: Option<usize>,
        endif: usize,
    },
    /// `else`: past the `endif`, or into the `else` part of a split `if`.
    Else { endif: usize },
    /// `endif`: where a split `if`'s lanes meet again.
    EndIf,
    /// `loop`, its `endloop` at `end`.
    Loop { end: usize },
    /// `endloop`: the next round.
    EndLoop,
    /// `break`, `continue`, `ret` (and the `label` that ends the main
    /// program), or with a test (`breakc`, `continuec`, `retc`) the lanes
    /// whose test passes.
    Branch { cond: Option<(BSrc, bool)>, to: Act },
    /// `call` (no condition) or `callc`: go to `to`, returning after.
    Call {
        cond: Option<(BSrc, bool)>,
        to: usize,
    },
    /// `switch`: the case positions, then the default position (the
    /// `endswitch` + 1 when there is none), the `endswitch` at `end`.
    Switch {
        sel: BSrc,
        cases: Vec<(u32, usize)>,
        default: usize,
        end: usize,
    },
    /// `case` or `default`: where lanes going in join those falling
    /// through.
    Case,
    /// `endswitch`: where lanes that left by `break` join.
    EndSwitch,
    /// Geometry shaders: `emit`, `cut` or both on a stream.
    Stream { stream: u32, emit: bool, cut: bool },
    /// Pixel shaders: `deriv_rt[xy]*`, across each quad of four lanes.
    Deriv {
        x: bool,
        fine: bool,
        dst: BDst,
        src: BSrc,
        sat: bool,
    },
    /// Pixel shaders: `discard_[n]z`; a discarded lane runs on as a helper.
    Discard { cond: BSrc, nz: bool },
    /// `sample`, `sample_l`, `_b`, `_d`, `_c`, `_c_lz` and `lod`, lane by
    /// lane through the scalar machine's sampling; `quad`: the level of
    /// detail comes from each quad's coordinates.
    Sample {
        ins: Box<Instruction>,
        dst: BDst,
        coord: BSrc,
        a4: Option<BSrc>,
        a5: Option<BSrc>,
        quad: bool,
    },
    /// `ld_raw`/`ld_structured` from a (read-only) `t#`, lane by lane.
    LoadWords {
        st: bool,
        dst: BDst,
        a0: BSrc,
        a1: Option<BSrc>,
        rop: Box<Operand>,
    },
    /// `store_raw`/`store_structured` (`typed`: `store_uav_typed`) to a
    /// `u#`: held until every lane has run (see [`Effects::held`]).
    Store {
        typed: bool,
        st: bool,
        a0: BSrc,
        a1: Option<BSrc>,
        val: BSrc,
        target: Box<Operand>,
    },
}

/// A program compiled for batch execution, with its constants resolved.
pub struct Batch {
    pub(super) ops: Vec<BOp>,
    /// Flat registers: inputs, then temps, then outputs, then indexable.
    pub(super) regs: usize,
    /// The rows a new batch zeroes: all but the inputs, except temps'
    /// components the program writes before it reads them
    /// ([`TempReads`]).
    pub(super) zero: Vec<std::ops::Range<usize>>,
    pub(super) in_base: usize,
    pub(super) in_regs: usize,
    pub(super) out_base: usize,
    pub(super) out_regs: usize,
    /// Constant tables read with a relative index (cb slots, icb).
    pub(super) consts: Vec<Vec<[u32; 4]>>,
    /// The values of the constant rows, the last rows of a file
    /// (`batch/constants.rs`).
    pub(super) constant_rows: Vec<u32>,
    /// Geometry shaders: flat position of the primitive id (the instance
    /// id follows).
    pub(super) ids: Option<usize>,
    /// Geometry shaders: each stream's declared outputs (register, mask),
    /// in declaration order.
    pub(super) streams: Vec<Vec<(usize, u8)>>,
    /// Geometry shaders: `dcl_maxout`, past which an invocation's emits
    /// are dropped (recorded without their registers).
    pub(super) maxout: u32,
    /// The id components the program reads (bit `4k + c`: component c of
    /// id k; compute shaders: the thread ids of [`Batch::thread_id_rows`],
    /// geometry shaders: the primitive id, then the instance id); the
    /// others are never written.
    pub(super) ids_read: u16,
}

/// The input registers a batch holds per lane.
#[derive(Clone, Copy, Debug)]
pub enum Inputs {
    /// `v0`..: one register file (vertex shaders).
    Flat(usize),
    /// `v0`..: one register file, lanes four by four a 2×2 quad (top left,
    /// top right, bottom left, bottom right) for derivatives (pixel
    /// shaders).
    Quads(usize),
    /// The thread ids (`vThreadID`, `vThreadGroupID`, `vThreadIDInGroup`,
    /// `vThreadIDInGroupFlattened`), compute shaders.
    Threads,
    /// `v[vertex][n]`: `vertices` files of `per_vertex` registers each,
    /// then the primitive and instance ids (geometry shaders).
    Primitive { per_vertex: usize, vertices: usize },
}

/// A source component as read: floats flushed, then the modifier.
pub(super) fn modify(mut v: u32, modifier: Modifier, kind: u8) -> u32 {
    let int = matches!(kind, b'i' | b'u');
    if kind == b'f' {
        v = super::super::alu::flush(v);
    }
    match (modifier, int) {
        (Modifier::None, _) => v,
        (Modifier::Neg, false) => v ^ 0x8000_0000,
        (Modifier::Abs, false) => v & 0x7fff_ffff,
        (Modifier::AbsNeg, false) => v | 0x8000_0000,
        (Modifier::Neg, true) => (v as i32).wrapping_neg() as u32,
        (Modifier::Abs, true) => (v as i32).wrapping_abs() as u32,
        (Modifier::AbsNeg, true) => (v as i32).wrapping_abs().wrapping_neg() as u32,
    }
}
