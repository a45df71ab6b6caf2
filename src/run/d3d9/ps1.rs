//! Direct3D 9 ps_1_1 to ps_1_4 pixel shaders: a machine of its own, since
//! their texture registers, texture-addressing instructions (`tex`,
//! `texbem`, `texm3x3spec`, ...), co-issue and the ps_1_4 phases differ
//! from the ps_2_0+ one in [`super`]. There is no flow control and no
//! derivative, so each pixel runs on its own (in the quad order of the
//! other pixel drivers). Sampling is the shared D3D9 sampler
//! ([`crate::run::sample::sample_texel`]); arithmetic the shared SM1-3 one
//! ([`super::alu`]). The rules chosen are in `docs/run.md`, "SM1-3
//! pixel shaders".

use super::alu::{self, saturate, Vec4};
use super::machine::read_legacy_mul;
use crate::run::doc::Doc;
use crate::run::emit::Emit;
use crate::run::error::{bad_input, bad_program, bad_shader, unsupported, RunError};
use crate::run::json;
use crate::run::mem::Memory;
use crate::run::pixel_quads::{emit_pixels, quads_of};
use crate::sm1::ir::{DstOperand, Instruction, Program, SrcMod, SrcOperand};
use crate::sm1::table::Opcode;
use crate::sm1::table::RegisterType;
use crate::sm1::table::{self, op};
use crate::sm4::fields::ResourceDim;
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, BTreeSet};

use crate::sm1::table::reg::{CONST, INPUT, TEMP, TEXTURE};

/// The range every ps_1_x register holds here: results and texture
/// coordinates copied into registers are clamped to [-MAX, MAX] (D3D9's
/// PixelShader1xMaxValue: at least 1 for ps_1_1-1_3, at least 8 for
/// ps_1_4; 8 is what ps_1_4 requires, so one value for all versions).
pub const MAX: f32 = 8.0;

/// The arithmetic opcodes: mov add sub mad mul dp3 dp4 lrp cnd cmp bem.
const ARITH: &[Opcode] = &[
    op::MOV,
    op::ADD,
    op::SUB,
    op::MAD,
    op::MUL,
    op::DP3,
    op::DP4,
    op::LRP,
    op::CND,
    op::CMP,
    op::BEM,
];

/// ps_1_1-1_3 texture instructions that sample the stage of their
/// destination register.
const SAMPLING: &[Opcode] = &[
    op::TEX,
    op::TEXBEM,
    op::TEXBEML,
    op::TEXREG2AR,
    op::TEXREG2GB,
    op::TEXREG2RGB,
    op::TEXM3X2TEX,
    op::TEXM3X3TEX,
    op::TEXM3X3SPEC,
    op::TEXM3X3VSPEC,
    op::TEXDP3TEX,
];

/// ps_1_1-1_3 texture instructions whose destination names the texture
/// coordinate set they read.
const READS_COORDS: &[Opcode] = &[
    op::TEXCOORD,
    op::TEXKILL,
    op::TEX,
    op::TEXBEM,
    op::TEXBEML,
    op::TEXM3X2PAD,
    op::TEXM3X2TEX,
    op::TEXM3X2DEPTH,
    op::TEXM3X3PAD,
    op::TEXM3X3TEX,
    op::TEXM3X3SPEC,
    op::TEXM3X3VSPEC,
    op::TEXM3X3,
    op::TEXDP3,
    op::TEXDP3TEX,
];

/// ps_1_4's own: the depth from r5.
const DEPTH: &[Opcode] = &[op::TEXDEPTH];

// Every instruction of the table that some ps_1_x version has, besides
// declarations and markers, is one this interpreter runs: checked when
// the crate compiles.
const _: () = {
    const fn listed(list: &[Opcode], op: Opcode) -> bool {
        let mut k = 0;
        while k < list.len() {
            if list[k].0 == op.0 {
                return true;
            }
            k += 1;
        }
        false
    }
    let rows = table::ROWS;
    let mut i = 0;
    while i < rows.len() {
        let r = &rows[i];
        let in_ps1 = matches!(r.ps, Some((lo, hi)) if lo <= 0x104 && hi >= 0x101);
        let runs = matches!(
            r.semantics,
            table::Semantics::Declaration | table::Semantics::Nothing
        ) || listed(ARITH, r.opcode)
            || listed(SAMPLING, r.opcode)
            || listed(READS_COORDS, r.opcode)
            || listed(DEPTH, r.opcode);
        assert!(
            !in_ps1 || runs,
            "an instruction of ps_1_x that run/d3d9/ps1.rs does not list"
        );
        i += 1;
    }
};

fn name(op: Opcode, ver: u16) -> &'static str {
    table::lookup(op).map(|r| r.name(ver)).unwrap_or("?")
}

fn reg_name(ty: RegisterType, n: u16) -> String {
    match ty {
        TEMP => format!("r{n}"),
        INPUT => format!("v{n}"),
        CONST => format!("c{n}"),
        TEXTURE => format!("t{n}"),
        t => format!("register type {t} number {n}"),
    }
}

/// The program read once.
pub(super) struct Prog<'a> {
    code: Vec<&'a Instruction>,
    /// The minor version (1..4).
    minor: u8,
    ver: u16,
    /// The version (for the trace's instruction text).
    version: crate::sm1::ir::Version,
    defs: Vec<(usize, Vec4)>,
    /// `v#` the pixels must give.
    pub(super) colours: BTreeSet<u16>,
    /// `t#` (texture coordinate sets) the pixels must give.
    pub(super) coords: BTreeSet<u16>,
    /// Texture stages sampled.
    stages: BTreeSet<u16>,
    /// Whether the program writes depth (texm3x2depth, texdepth).
    pub(super) depth: bool,
}

impl<'a> Prog<'a> {
    pub(super) fn new(prog: &'a Program) -> Result<Prog<'a>, RunError> {
        let v = prog.version;
        let mut p = Prog {
            code: Vec::new(),
            minor: v.minor,
            ver: v.code(),
            version: v,
            defs: Vec::new(),
            colours: BTreeSet::new(),
            coords: BTreeSet::new(),
            stages: BTreeSet::new(),
            depth: false,
        };
        if !(1..=4).contains(&v.minor) {
            return bad_shader(format!("ps_1_{} is not a pixel-shader version", v.minor));
        }
        for (pc, ins) in prog.instructions().enumerate() {
            let at = |m: String| RunError::new(format!("instruction {pc}: {m}"));
            let op = ins.opcode;
            if op == op::DEF {
                let d = ins
                    .dst
                    .as_ref()
                    .filter(|d| d.reg.ty == CONST && d.reg.num < 8);
                match d {
                    Some(d) if ins.literals.len() == 4 => p.defs.push((
                        d.reg.num as usize,
                        std::array::from_fn(|k| f32::from_bits(ins.literals[k])),
                    )),
                    _ => return Err(at("bad constant definition (def c0..c7)".into())),
                }
                continue;
            }
            if op == op::NOP || op == op::PHASE {
                p.code.push(ins);
                continue;
            }
            let known = ARITH.contains(&op)
                || (p.minor < 4 && (SAMPLING.contains(&op) || READS_COORDS.contains(&op)))
                || (p.minor == 4
                    && (matches!(op, op::TEX | op::TEXCOORD | op::TEXKILL) || DEPTH.contains(&op)));
            if !known || table::lookup(op).is_none_or(|r| !r.available(true, p.ver)) {
                return Err(at(format!(
                    "'{}' is not a ps_1_{} instruction the interpreter runs",
                    name(op, p.ver),
                    p.minor
                )));
            }
            if ins.predicate.is_some() {
                return Err(at("a predicate in ps_1_x".into()));
            }
            let Some(d) = &ins.dst else {
                return Err(at("missing destination".into()));
            };
            if d.relative.is_some() || ins.srcs.iter().any(|s| s.relative.is_some()) {
                return Err(at("relative addressing in ps_1_x".into()));
            }
            for s in &ins.srcs {
                match s.reg.ty {
                    INPUT if s.reg.num < 2 => {
                        p.colours.insert(s.reg.num);
                    }
                    TEXTURE if p.minor == 4 => {
                        if !matches!(op, op::TEX | op::TEXCOORD) {
                            return Err(at(format!(
                                "in ps_1_4, t{} is read only by texld and texcrd",
                                s.reg.num
                            )));
                        }
                        p.coords.insert(s.reg.num);
                    }
                    TEMP | CONST | TEXTURE => {}
                    t => {
                        return Err(at(format!(
                            "{} is not a ps_1_x source register",
                            reg_name(t, s.reg.num)
                        )))
                    }
                }
            }
            let dn = d.reg.num;
            if p.minor < 4 {
                if !ARITH.contains(&op) {
                    if d.reg.ty != TEXTURE || dn >= 8 {
                        return Err(at(format!(
                            "in ps_1_{}, '{}' takes a t# register (t0..t7)",
                            p.minor,
                            name(op, p.ver)
                        )));
                    }
                    if READS_COORDS.contains(&op) {
                        p.coords.insert(dn);
                    }
                    if SAMPLING.contains(&op) {
                        p.stages.insert(dn);
                    }
                    if op == op::TEXM3X2DEPTH {
                        p.depth = true;
                    }
                }
            } else {
                match op {
                    op::TEX => {
                        p.stages.insert(dn);
                    }
                    op::TEXKILL if d.reg.ty == TEXTURE => {
                        p.coords.insert(dn);
                    }
                    op::TEXDEPTH => {
                        if d.reg.ty != TEMP || dn != 5 {
                            return Err(at("texdepth works on r5 only".into()));
                        }
                        p.depth = true;
                    }
                    _ => {}
                }
                if op != op::TEXKILL && d.reg.ty != TEMP {
                    return Err(at(format!(
                        "in ps_1_4, {} cannot be written",
                        reg_name(d.reg.ty, dn)
                    )));
                }
            }
            if ins.coissue && !ARITH.contains(&op) {
                return Err(at(format!("'{}' cannot be co-issued", name(op, p.ver))));
            }
            p.code.push(ins);
        }
        if let Some(first) = p.code.first() {
            if first.coissue {
                return bad_program("instruction 0: a co-issued instruction needs one before it");
            }
        }
        Ok(p)
    }
}

/// Bump-environment state of a texture stage: the matrix
/// (m00, m01, m10, m11), luminance scale and offset.
pub(super) type Bump = [f32; 6];

/// One pixel's registers.
#[derive(Default)]
pub(super) struct Regs {
    pub(super) r: [Vec4; 6],
    /// ps_1_1-1_3 texture registers (t# as sources of arithmetic).
    t: [Vec4; 8],
    /// Texture coordinate sets (the `t#` of the input).
    pub(super) tc: [Vec4; 8],
    pub(super) v: [Vec4; 2],
    pub(super) depth: Option<f32>,
    /// Rows of a texm3x2/texm3x3 sequence so far: (dot product, the
    /// coordinate set's w for texm3x3vspec).
    pads: Vec<(f32, f32)>,
}

/// A texture read's derivatives in x and in y.
type Derivs = ([f32; 3], [f32; 3]);

pub(super) struct Ps1Machine<'p, 'a> {
    pub(super) p: &'p Prog<'a>,
    c: [Vec4; 8],
    bump: BTreeMap<u16, Bump>,
    mem: Memory,
    pub(super) x: Regs,
    /// Direct3D 9's product (the input's `legacy_mul`).
    legacy_mul: bool,
    /// `--trace`: the pixel's label when it is traced, and what the
    /// current instruction wrote.
    pub(super) trace: Option<std::rc::Rc<str>>,
    pub(super) writes: Vec<crate::run::trace::Write1>,
    /// The coordinate sets of the quad the pixel runs in (top left, top
    /// right, bottom left, bottom right; a draw's), which a read straight
    /// from a set takes its level of detail from.
    pub(super) quad: Option<Box<[[Vec4; 8]; 4]>>,
}

pub(super) enum Done {
    End,
    Discard,
}

fn swizzle(x: Vec4, sw: u8) -> Vec4 {
    std::array::from_fn(|k| x[((sw >> (2 * k)) & 3) as usize])
}

impl<'p, 'a> Ps1Machine<'p, 'a> {
    /// A machine for `p` with bindings `b`, sampling `mem`.
    pub(super) fn new(p: &'p Prog<'a>, b: &Bindings1, mem: Memory) -> Self {
        Ps1Machine {
            p,
            c: b.c,
            bump: b.bump.clone(),
            mem,
            legacy_mul: b.legacy_mul,
            trace: None,
            writes: Vec::new(),
            x: Regs::default(),
            quad: None,
        }
    }

    fn dot3(&self, a: &Vec4, b: &Vec4) -> f32 {
        alu::dp3(self.legacy_mul, a, b)
    }

    /// A source: register, selector/swizzle, then the ps_1_x source
    /// modifier.
    fn src(&self, s: &SrcOperand) -> Result<Vec4, RunError> {
        let n = s.reg.num as usize;
        let oob = || bad_program(format!("{} is out of range", reg_name(s.reg.ty, s.reg.num)));
        let raw = match s.reg.ty {
            TEMP => match self.x.r.get(n) {
                Some(x) => *x,
                None => return oob(),
            },
            INPUT => match self.x.v.get(n) {
                Some(x) => *x,
                None => return oob(),
            },
            CONST => match self.c.get(n) {
                Some(x) => *x,
                None => return oob(),
            },
            TEXTURE if self.p.minor < 4 => match self.x.t.get(n) {
                Some(x) => *x,
                None => return oob(),
            },
            t => return bad_program(format!("{} cannot be read here", reg_name(t, s.reg.num))),
        };
        let x = swizzle(raw, s.swizzle);
        match s.modifier {
            SrcMod::DZ | SrcMod::DW => bad_program("_dz/_dw apply only to texld and texcrd"),
            // ps_1_x has the modifiers up to _x2 (no _abs, no !).
            m if m <= SrcMod::X2_NEG => Ok(x.map(|a| m.apply(a).unwrap_or(a))),
            k => bad_program(format!("source modifier {} does not exist in ps_1_x", k.0)),
        }
    }

    /// A ps_1_4 texld/texcrd coordinate: t# (texture coordinates) or r#,
    /// swizzled (`.xyz`, `.xyw`), with `_dz` (x/z, y/z) or `_dw` (x/w,
    /// y/w); the third and fourth components are then 1.
    fn coord14(&self, s: &SrcOperand) -> Result<Vec4, RunError> {
        let n = s.reg.num as usize;
        let raw = match s.reg.ty {
            TEXTURE => self.x.tc.get(n),
            TEMP => self.x.r.get(n),
            _ => None,
        };
        let Some(raw) = raw else {
            return bad_program(format!(
                "{} is not a texture coordinate or temporary register",
                reg_name(s.reg.ty, s.reg.num)
            ));
        };
        coord14_of(*raw, s)
    }

    /// Writes through a destination: shift, `_sat`, the [-8, 8] range,
    /// write mask.
    fn write(&mut self, d: &DstOperand, val: Vec4) -> Result<(), RunError> {
        let scale = match d.shift {
            0 => 1.0,
            1 => 2.0,
            2 => 4.0,
            3 => 8.0,
            13 => 0.125,
            14 => 0.25,
            15 => 0.5,
            k => return bad_program(format!("shift {k} is not a valid result shift")),
        };
        let sat = d.result_mod & 1 != 0;
        let n = d.reg.num as usize;
        let target = match d.reg.ty {
            TEMP => self.x.r.get_mut(n),
            TEXTURE if self.p.minor < 4 => self.x.t.get_mut(n),
            _ => None,
        };
        let Some(target) = target else {
            return bad_program(format!(
                "{} cannot be written",
                reg_name(d.reg.ty, d.reg.num)
            ));
        };
        for k in 0..4 {
            if d.mask & (1 << k) != 0 {
                let x = val[k] * scale;
                let x = if sat { saturate(x) } else { x };
                target[k] = x.clamp(-MAX, MAX);
            }
        }
        if self.trace.is_some() {
            let bits = target.map(f32::to_bits);
            self.writes.push(crate::run::trace::Write1 {
                reg: reg_name(d.reg.ty, d.reg.num),
                mask: d.mask & 0xf,
                bits,
            });
        }
        Ok(())
    }

    /// `--trace`: the line of instruction `pc`, which has run, with what
    /// it wrote (and the depth it set, if any).
    fn step(&mut self, pc: usize, depth_before: Option<f32>, event: Option<&str>) {
        let Some(who) = self.trace.clone() else {
            return;
        };
        if self.x.depth != depth_before {
            if let Some(d) = self.x.depth {
                self.writes.push(crate::run::trace::Write1 {
                    reg: "oDepth".into(),
                    mask: 1,
                    bits: [d.to_bits(), 0, 0, 0],
                });
            }
        }
        let Some(ins) = self.p.code.get(pc) else {
            return;
        };
        let text = crate::sm1::print::instruction_text(self.p.version, ins);
        let writes = std::mem::take(&mut self.writes);
        crate::run::trace::step(&who, pc, &text, &writes, event);
    }

    /// Coarse derivatives (the top right and the bottom left pixel less
    /// the top left one, as for ps_2_x's `texld`) of `f` of the quad's
    /// coordinate sets, when the pixel runs in a quad.
    fn quad_derivs(
        &self,
        f: impl Fn(&[Vec4; 8]) -> Result<Vec4, RunError>,
    ) -> Result<Option<Derivs>, RunError> {
        let Some(q) = &self.quad else {
            return Ok(None);
        };
        let c = [f(&q[0])?, f(&q[1])?, f(&q[2])?];
        let d = |b: usize| -> [f32; 3] { std::array::from_fn(|i| c[b][i] - c[0][i]) };
        Ok(Some((d(1), d(2))))
    }

    /// Samples texture stage `stage` at `coord`: at the level `derivs`
    /// give (a read straight from a coordinate set, in a quad), else at
    /// level 0, which a texture of one level only allows.
    fn sample(&self, stage: u16, coord: Vec4, derivs: Option<Derivs>) -> Result<Vec4, RunError> {
        let reg = stage as u32;
        let (Some(tex), Some(smp)) = (self.mem.t.get(&reg), self.mem.s.get(&reg)) else {
            return bad_input(format!(
                "texture stage {stage} has no texture (resources.s{stage})"
            ));
        };
        if tex.mips > 1 && derivs.is_none() {
            return bad_input(format!(
                "texture stage {stage} has {} mip levels: a ps_1_x read takes its level from its quad only when it reads a coordinate set itself in a draw; this one reads level 0 only (give one level)",
                tex.mips
            ));
        }
        // One level: no derivatives (the magnification filter).
        let (dx, dy) = derivs.unwrap_or(([0.0; 3], [0.0; 3]));
        crate::run::sample::sample_texel(
            tex,
            smp,
            coord,
            crate::run::lod::LodFrom::Derivs(dx, dy),
            0.0,
        )
    }

    fn bump(&self, stage: u16) -> Bump {
        self.bump.get(&stage).copied().unwrap_or([0.0; 6])
    }

    /// One arithmetic instruction's value (written by the caller, so that
    /// a co-issued pair reads the registers as they were before it).
    fn arith(&self, ins: &Instruction) -> Result<Vec4, RunError> {
        let s: Vec<Vec4> = ins
            .srcs
            .iter()
            .map(|s| self.src(s))
            .collect::<Result<_, _>>()?;
        let need = table::lookup(ins.opcode).map_or(0, |r| r.src_count(self.p.ver)) as usize;
        if s.len() != need {
            return bad_program(format!("{} sources, want {need}", s.len()));
        }
        Ok(match ins.opcode {
            // cnd: src0 > 0.5 ? src1 : src2, per component (ps_1_1-1_3
            // allow only r0.a as src0, which replicates one value).
            op::CND => std::array::from_fn(|k| if s[0][k] > 0.5 { s[1][k] } else { s[2][k] }),
            op::BEM => {
                let d = ins.dst.as_ref().map_or(0, |d| d.reg.num);
                let m = self.bump(d);
                let (a, b) = (&s[0], &s[1]);
                let x = |p: f32, q: f32| alu::mul(self.legacy_mul, p, q);
                [
                    a[0] + x(m[0], b[0]) + x(m[2], b[1]),
                    a[1] + x(m[1], b[0]) + x(m[3], b[1]),
                    0.0,
                    0.0,
                ]
            }
            op => match alu::exec(op, ins.control, false, self.legacy_mul, &s) {
                Some(r) => r,
                None => {
                    return bad_program(format!("'{}' is not arithmetic", name(op, self.p.ver)))
                }
            },
        })
    }

    /// The texture coordinate set `n`.
    fn tc(&self, n: u16) -> Vec4 {
        self.x.tc[n as usize & 7]
    }

    /// Ends a texm3x2/texm3x3 sequence: the earlier rows and this one.
    fn rows(&mut self, ins: &Instruction, want: usize) -> Result<(Vec4, Vec4), RunError> {
        let d = ins.dst.as_ref().map_or(0, |d| d.reg.num);
        let n = self.src(&ins.srcs[0])?;
        let last = self.dot3(&self.tc(d), &n);
        if self.x.pads.len() != want {
            return bad_program(format!(
                "'{}' needs {want} texm3x{}pad instruction{} just before it",
                name(ins.opcode, self.p.ver),
                want + 1,
                if want == 1 { "" } else { "s" }
            ));
        }
        let pads = std::mem::take(&mut self.x.pads);
        let mut uvw = [0.0; 4];
        let mut eye = [0.0; 4];
        for (k, (dp, w)) in pads.iter().enumerate() {
            uvw[k] = *dp;
            eye[k] = *w;
        }
        uvw[want] = last;
        eye[want] = self.tc(d)[3];
        Ok((uvw, eye))
    }

    /// A ps_1_1-1_3 texture instruction.
    fn texture13(&mut self, ins: &Instruction) -> Result<Option<Done>, RunError> {
        let d = ins.dst.expect("checked in Prog::new");
        let m = d.reg.num;
        let tc = self.tc(m);
        let src = |me: &Self, k: usize| -> Result<Vec4, RunError> {
            match ins.srcs.get(k) {
                Some(s) => me.src(s),
                None => bad_program(format!("missing source operand {}", k + 1)),
            }
        };
        let op = ins.opcode;
        if !matches!(op, op::TEXM3X2PAD | op::TEXM3X3PAD) && !self.x.pads.is_empty() {
            let done = matches!(
                op,
                op::TEXM3X2TEX
                    | op::TEXM3X2DEPTH
                    | op::TEXM3X3TEX
                    | op::TEXM3X3
                    | op::TEXM3X3SPEC
                    | op::TEXM3X3VSPEC
            );
            if !done {
                return bad_program("a texm3x2pad/texm3x3pad sequence is not finished");
            }
        }
        let val = match op {
            op::TEX => {
                let set = m as usize % 8;
                let derivs = self.quad_derivs(|q| Ok(q[set]))?;
                self.sample(m, tc, derivs)?
            }
            op::TEXCOORD => [saturate(tc[0]), saturate(tc[1]), saturate(tc[2]), 1.0],
            op::TEXKILL => {
                if tc[..3].iter().any(|x| *x < 0.0) {
                    return Ok(Some(Done::Discard));
                }
                return Ok(None);
            }
            op::TEXBEM | op::TEXBEML => {
                let s = src(self, 0)?;
                let b = self.bump(m);
                let x = |p: f32, q: f32| alu::mul(self.legacy_mul, p, q);
                let u = tc[0] + x(b[0], s[0]) + x(b[2], s[1]);
                let v = tc[1] + x(b[1], s[0]) + x(b[3], s[1]);
                let mut t = self.sample(m, [u, v, tc[2], tc[3]], None)?;
                if op == op::TEXBEML {
                    let l = x(s[2], b[4]) + b[5];
                    t = t.map(|c| x(c, l));
                }
                t
            }
            op::TEXREG2AR | op::TEXREG2GB | op::TEXREG2RGB => {
                let s = src(self, 0)?;
                let c = match op {
                    op::TEXREG2AR => [s[3], s[0], 0.0, 0.0],
                    op::TEXREG2GB => [s[1], s[2], 0.0, 0.0],
                    _ => [s[0], s[1], s[2], 0.0],
                };
                self.sample(m, c, None)?
            }
            op::TEXM3X2PAD | op::TEXM3X3PAD => {
                let max = if op == op::TEXM3X2PAD { 1 } else { 2 };
                if self.x.pads.len() >= max {
                    return bad_program("too many texm3x2pad/texm3x3pad in a row");
                }
                let s = src(self, 0)?;
                self.x.pads.push((self.dot3(&tc, &s), tc[3]));
                return Ok(None);
            }
            op::TEXM3X2TEX => {
                let (uvw, _) = self.rows(ins, 1)?;
                self.sample(m, [uvw[0], uvw[1], 0.0, 0.0], None)?
            }
            op::TEXM3X2DEPTH => {
                let (zw, _) = self.rows(ins, 1)?;
                let depth = if zw[1] == 0.0 { 1.0 } else { zw[0] / zw[1] };
                self.x.depth = Some(depth);
                [depth; 4]
            }
            op::TEXM3X3 => {
                let (uvw, _) = self.rows(ins, 2)?;
                [uvw[0], uvw[1], uvw[2], 1.0]
            }
            op::TEXM3X3TEX => {
                let (uvw, _) = self.rows(ins, 2)?;
                self.sample(m, uvw, None)?
            }
            op::TEXM3X3SPEC | op::TEXM3X3VSPEC => {
                let e = if op == op::TEXM3X3SPEC {
                    src(self, 1)?
                } else {
                    [0.0; 4]
                };
                let (nrm, eye) = self.rows(ins, 2)?;
                let e = if op == op::TEXM3X3SPEC { e } else { eye };
                let f = 2.0 * self.dot3(&nrm, &e) / self.dot3(&nrm, &nrm);
                let r: Vec4 = std::array::from_fn(|k| {
                    if k < 3 {
                        alu::mul(self.legacy_mul, f, nrm[k]) - e[k]
                    } else {
                        0.0
                    }
                });
                self.sample(m, r, None)?
            }
            op::TEXDP3 => [self.dot3(&tc, &src(self, 0)?); 4],
            op::TEXDP3TEX => {
                let u = self.dot3(&tc, &src(self, 0)?);
                self.sample(m, [u, 0.0, 0.0, 0.0], None)?
            }
            _ => return unsupported(format!("'{}' is not supported", name(op, self.p.ver))),
        };
        self.write(&d, val)?;
        Ok(None)
    }

    /// A ps_1_4 texture instruction.
    fn texture14(&mut self, ins: &Instruction) -> Result<Option<Done>, RunError> {
        let d = ins.dst.expect("checked in Prog::new");
        let src = || match ins.srcs.first() {
            Some(s) => Ok(s),
            None => bad_program("missing source operand 1"),
        };
        let val = match ins.opcode {
            op::TEX => {
                let s = src()?;
                let c = self.coord14(s)?;
                let derivs = if s.reg.ty == TEXTURE {
                    let set = s.reg.num as usize % 8;
                    self.quad_derivs(|q| coord14_of(q[set], s))?
                } else {
                    None
                };
                self.sample(d.reg.num, c, derivs)?
            }
            op::TEXCOORD => {
                let s = src()?;
                if s.reg.ty != TEXTURE {
                    return bad_program("texcrd reads a texture coordinate register t#");
                }
                let c = self.coord14(s)?;
                [c[0], c[1], c[2], 1.0]
            }
            op::TEXKILL => {
                let x =
                    match d.reg.ty {
                        TEXTURE => self.tc(d.reg.num),
                        _ => *self.x.r.get(d.reg.num as usize).ok_or_else(|| {
                            RunError::new(format!("r{} is out of range", d.reg.num))
                        })?,
                    };
                if x[..3].iter().any(|x| *x < 0.0) {
                    return Ok(Some(Done::Discard));
                }
                return Ok(None);
            }
            op::TEXDEPTH => {
                let r5 = self.x.r[5];
                self.x.depth = Some(if r5[1] == 0.0 { 1.0 } else { r5[0] / r5[1] });
                return Ok(None);
            }
            op => return unsupported(format!("'{}' is not supported", name(op, self.p.ver))),
        };
        self.write(&d, val).map(|_| None)
    }

    pub(super) fn run(&mut self) -> Result<Done, RunError> {
        let code = &self.p.code;
        let mut pc = 0;
        while pc < code.len() {
            let ins = code[pc];
            let at = |e: RunError| e.within(format!("instruction {pc}"));
            let op = ins.opcode;
            if op == op::NOP {
                pc += 1;
                continue;
            }
            if op == op::PHASE {
                // The alpha of the temporary registers does not persist
                // across the phase marker (the phase page): 0 here.
                for r in &mut self.x.r {
                    r[3] = 0.0;
                }
                pc += 1;
                continue;
            }
            let next = code.get(pc + 1).filter(|n| n.coissue);
            let last = |at: usize| at + 1 >= code.len();
            if ARITH.contains(&op) {
                let a = self.arith(ins).map_err(at)?;
                let b = match next {
                    Some(n) => Some(
                        self.arith(n)
                            .map_err(|e| e.within(format!("instruction {}", pc + 1)))?,
                    ),
                    None => None,
                };
                let depth = self.x.depth;
                self.write(ins.dst.as_ref().expect("checked"), a)
                    .map_err(at)?;
                self.step(pc, depth, (next.is_none() && last(pc)).then_some("end"));
                if let (Some(n), Some(b)) = (next, b) {
                    self.write(n.dst.as_ref().expect("checked"), b)
                        .map_err(|e| e.within(format!("instruction {}", pc + 1)))?;
                    self.step(pc + 1, depth, last(pc + 1).then_some("end"));
                    pc += 1;
                }
                pc += 1;
                continue;
            }
            if next.is_some() {
                return Err(at(RunError::new(format!(
                    "'{}' cannot be co-issued with the next instruction",
                    name(op, self.p.ver)
                ))));
            }
            let depth = self.x.depth;
            let r = if self.p.minor < 4 {
                self.texture13(ins)
            } else {
                self.texture14(ins)
            };
            if let Some(d) = r.map_err(at)? {
                self.step(pc, depth, Some("discard"));
                return Ok(d);
            }
            self.step(pc, depth, last(pc).then_some("end"));
            pc += 1;
        }
        if !self.x.pads.is_empty() {
            return bad_program("the program ends inside a texm3x2pad/texm3x3pad sequence");
        }
        Ok(Done::End)
    }
}

/// [`Ps1Machine::coord14`] of the register value `raw`.
fn coord14_of(raw: Vec4, s: &SrcOperand) -> Result<Vec4, RunError> {
    let x = swizzle(raw, s.swizzle);
    Ok(match s.modifier {
        SrcMod::NONE => x,
        SrcMod::DZ => [x[0] / x[2], x[1] / x[2], 1.0, 1.0],
        SrcMod::DW => [x[0] / x[3], x[1] / x[3], 1.0, 1.0],
        k => return bad_program(format!("source modifier {} on a texture coordinate", k.0)),
    })
}

/// The `type` of a ps_1_x texture in the input (2D by default, a volume
/// when `depth` is given): there is no `dcl` to say it.
fn texture_dim(v: &Value, what: &str) -> Result<(ResourceDim, Value), RunError> {
    let Value::Object(m) = v else {
        return bad_input(format!("{what}: an object like {{\"width\": 2, ...}}"));
    };
    let mut m = m.clone();
    let ty = m.remove("type");
    let d = match ty.as_ref().map(|t| t.as_str()) {
        None if m.contains_key("depth") => ResourceDim::TEXTURE3D,
        None => ResourceDim::TEXTURE2D,
        Some(Some("2d")) => ResourceDim::TEXTURE2D,
        Some(Some("cube")) => ResourceDim::TEXTURECUBE,
        Some(Some("volume")) => ResourceDim::TEXTURE3D,
        _ => return bad_input(format!("{what}.type: \"2d\", \"cube\" or \"volume\"")),
    };
    Ok((d, Value::Object(m)))
}

fn read_bump(v: &Value, p: &Prog) -> Result<BTreeMap<u16, Bump>, RunError> {
    let Value::Object(m) = v else {
        return bad_input(
            "bumpenv: an object like {\"s1\": [m00, m01, m10, m11, lscale, loffset]}",
        );
    };
    let mut out = BTreeMap::new();
    for (k, val) in m {
        let what = format!("bumpenv.{k}");
        let stage = k.strip_prefix('s').and_then(|s| s.parse::<u16>().ok());
        let Some(stage) = stage.filter(|s| *s < 8) else {
            return bad_input(format!("{what}: a texture stage is named s0..s7"));
        };
        let uses = p.code.iter().any(|i| {
            matches!(i.opcode, op::TEXBEM | op::TEXBEML | op::BEM)
                && i.dst.as_ref().is_some_and(|d| d.reg.num == stage)
        });
        if !uses {
            return bad_input(format!(
                "{what}: no texbem, texbeml or bem of the shader uses stage {stage}"
            ));
        }
        let Value::Array(a) = val else {
            return bad_input(format!("{what}: an array of 4 or 6 numbers"));
        };
        if a.len() != 4 && a.len() != 6 {
            return bad_input(format!(
                "{what}: 4 or 6 numbers (m00, m01, m10, m11[, lscale, loffset])"
            ));
        }
        let mut b = [0.0; 6];
        for (i, x) in a.iter().enumerate() {
            b[i] = f32::from_bits(json::component(x, &format!("{what}[{i}]"))?);
        }
        out.insert(stage, b);
    }
    Ok(out)
}

fn read_constants(v: &Value, p: &Prog) -> Result<[Vec4; 8], RunError> {
    let mut c = [[0.0; 4]; 8];
    let Value::Object(m) = v else {
        return bad_input("constants: an object like {\"c\": [[1,0,0,0]]}");
    };
    for (k, val) in m {
        if k != "c" {
            return bad_input(format!(
                "constants: ps_1_x has only c0..c7 (\"c\"), not '{k}'"
            ));
        }
        let Value::Array(a) = val else {
            return bad_input("constants.c: an array");
        };
        if a.len() > 8 {
            return bad_input(format!("constants.c: {} registers, ps_1_x has 8", a.len()));
        }
        for (n, r) in a.iter().enumerate() {
            c[n] = json::register(r, &format!("constants.c[{n}]"))?.map(f32::from_bits);
        }
    }
    for (n, x) in &p.defs {
        c[*n] = *x;
    }
    Ok(c)
}

fn load(m: &mut Ps1Machine, px: &json::Vertex, what: &str) -> Result<(), RunError> {
    let p = m.p;
    m.x = Regs::default();
    for (k, bits) in px {
        let val = bits.map(f32::from_bits);
        let num = |prefix: char| k.strip_prefix(prefix).and_then(|s| s.parse::<u16>().ok());
        // The register files hold what the version has; a program built
        // without `load`'s checks may name more.
        let slot = match (num('v'), num('t')) {
            (Some(n), _) if p.colours.contains(&n) => m.x.v.get_mut(n as usize),
            (_, Some(n)) if p.coords.contains(&n) => m.x.tc.get_mut(n as usize),
            _ => None,
        };
        match (slot, num('v'), num('t')) {
            (Some(r), _, _) => *r = val,
            (None, Some(n), _) if p.colours.contains(&n) => {
                return bad_input(format!("{what}: v{n} is out of range"))
            }
            (None, _, Some(n)) if p.coords.contains(&n) => {
                return bad_input(format!("{what}: t{n} is out of range"))
            }
            _ => {
                let names: Vec<String> = p
                    .colours
                    .iter()
                    .map(|n| format!("v{n}"))
                    .chain(p.coords.iter().map(|n| format!("t{n}")))
                    .collect();
                return bad_input(format!(
                    "{what}: '{k}' is not an input of the shader (inputs: {})",
                    names.join(", ")
                ));
            }
        }
    }
    let missing = p
        .colours
        .iter()
        .map(|n| format!("v{n}"))
        .chain(p.coords.iter().map(|n| format!("t{n}")))
        .find(|k| !px.contains_key(k));
    if let Some(k) = missing {
        return bad_input(format!("{what}: input {k} missing"));
    }
    Ok(())
}

/// A ps_1_x stage's bindings, read once: c0..c7 (the program's `def`s
/// over what is given), bump-environment states, Direct3D 9's product.
#[derive(Clone, Debug)]
pub struct Bindings1 {
    c: [Vec4; 8],
    bump: BTreeMap<u16, Bump>,
    legacy_mul: bool,
}

/// Reads `constants`, `bumpenv`, `legacy_mul`, `resources` and
/// `samplers` of `m` (other keys are the caller's) for program `p`.
pub(super) fn read_bindings(
    p: &Prog,
    m: &Map<String, Value>,
) -> Result<(Bindings1, Memory), RunError> {
    let mut c = [[0.0; 4]; 8];
    for (n, x) in &p.defs {
        c[*n] = *x;
    }
    let mut bump = BTreeMap::new();
    let mut legacy_mul = true;
    for (k, val) in m {
        match k.as_str() {
            "constants" => c = read_constants(val, p)?,
            "bumpenv" => bump = read_bump(val, p)?,
            "legacy_mul" => legacy_mul = read_legacy_mul(val)?,
            _ => {}
        }
    }
    // Textures: one per sampled stage, keyed s0..s7.
    let mut decls = Vec::new();
    let mut res = Map::new();
    match m.get("resources") {
        None | Some(Value::Object(_)) => {}
        Some(_) => return bad_input("resources: an object like {\"s0\": {\"width\": 2, ...}}"),
    }
    if let Some(Value::Object(rs)) = m.get("resources") {
        for (k, v) in rs {
            let what = format!("resources.{k}");
            let stage = k.strip_prefix('s').and_then(|s| s.parse::<u16>().ok());
            match stage {
                Some(s) if p.stages.contains(&s) => {
                    let (d, v) = texture_dim(v, &what)?;
                    decls.push((s as u32, d));
                    res.insert(k.clone(), v);
                }
                _ => {
                    return bad_input(format!(
                        "{what}: the shader samples no texture stage {k} (it samples: {})",
                        p.stages
                            .iter()
                            .map(|s| format!("s{s}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                }
            }
        }
    }
    if let Some(s) = p
        .stages
        .iter()
        .find(|s| !decls.iter().any(|(d, _)| *d == **s as u32))
    {
        return bad_input(format!(
            "the shader samples texture stage {s}, whose texture \"resources\" does not give (as \"s{s}\")"
        ));
    }
    let mem = Memory::read_d3d9(&decls, Some(&Value::Object(res)), m.get("samplers"))?;
    Ok((
        Bindings1 {
            c,
            bump,
            legacy_mul,
        },
        mem,
    ))
}

/// Runs a ps_1_1..ps_1_4 pixel shader on the JSON input.
pub fn run_ps1(prog: &Program, mut input: Doc, out: &mut Emit) -> Result<(), RunError> {
    let p = Prog::new(prog)?;
    const KEYS: &str = "constants, pixels, grid, resources, samplers, bumpenv, legacy_mul";
    input.only_lists(&["pixels"], KEYS)?;
    let mut px_input = Doc {
        pixels: input.pixels.take(),
        ..Doc::default()
    };
    let m = &input.rest;
    for (k, val) in m {
        match k.as_str() {
            "constants" | "bumpenv" | "legacy_mul" | "resources" | "samplers" => {}
            "grid" => {
                px_input.rest.insert(k.clone(), val.clone());
            }
            other => return bad_input(format!("unknown input key '{other}' ({KEYS})")),
        }
    }
    let (b, mem) = read_bindings(&p, m)?;
    let inp = json::Input::from_doc(px_input)?;
    let (quads, n_out) = quads_of(&inp)?;
    let mut mc = Ps1Machine::new(&p, &b, mem);
    emit_pixels(
        out,
        inp.grid.as_ref(),
        n_out,
        |out, order| {
            for px in quads.flatten() {
                let Some(i) = px.out else { continue };
                let what = format!("pixels[{i}]");
                load(&mut mc, &px.inputs, &what)?;
                mc.trace = crate::run::trace::select(&[("pixel", &[i as u32])]);
                mc.writes.clear();
                let done = mc.run().map_err(|e| e.within(format!("pixel {i}")))?;
                let mut o = Map::new();
                match done {
                    Done::Discard => {
                        o.insert("discarded".into(), Value::Bool(true));
                    }
                    Done::End => {
                        o.insert(
                            "oC0".into(),
                            json::print_register(&mc.x.r[0].map(f32::to_bits), 4),
                        );
                        if p.depth {
                            // As for ps_2_0+: printed clamped to [0, 1]; a
                            // pixel that did not reach the depth instruction
                            // cannot exist (no flow control), 1.0 otherwise.
                            let d = saturate(mc.x.depth.unwrap_or(1.0));
                            o.insert("oDepth".into(), json::print_component(d.to_bits()));
                        }
                    }
                }
                order.put(out, i, Value::Object(o))?;
            }
            Ok(())
        },
        |_| Ok(()),
    )
}

/// A starting input for a ps_1_x shader: one pixel with its inputs, a
/// texture and sampler state for every sampled stage, the bump matrices.
pub fn template(prog: &Program) -> Value {
    let Ok(p) = Prog::new(prog) else {
        return json!({"pixels": [{}]});
    };
    let mut px = Map::new();
    for n in &p.colours {
        px.insert(format!("v{n}"), json!([1.0, 1.0, 1.0, 1.0]));
    }
    for n in &p.coords {
        px.insert(format!("t{n}"), json!([0.5, 0.5, 0.0, 1.0]));
    }
    let mut o = Map::new();
    o.insert("constants".into(), json!({"c": [[0.0, 0.0, 0.0, 0.0]]}));
    // Direct3D 9 products (docs/run.md): shown so that it can be turned off.
    o.insert("legacy_mul".into(), Value::Bool(true));
    o.insert("pixels".into(), json!([px]));
    // Stages sample 2D textures in the template.
    let stages: Vec<(u32, ResourceDim)> = p
        .stages
        .iter()
        .map(|s| (*s as u32, ResourceDim::TEXTURE2D))
        .collect();
    super::machine::texture_templates(&stages, &mut o);
    let bumps: Map<String, Value> = p
        .code
        .iter()
        .filter(|i| matches!(i.opcode, op::TEXBEM | op::TEXBEML | op::BEM))
        .filter_map(|i| i.dst.as_ref())
        .map(|d| {
            (
                format!("s{}", d.reg.num),
                json!([1.0, 0.0, 0.0, 1.0, 1.0, 0.0]),
            )
        })
        .collect();
    if !bumps.is_empty() {
        o.insert("bumpenv".into(), Value::Object(bumps));
    }
    Value::Object(o)
}
