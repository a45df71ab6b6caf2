//! Direct3D 9 vertex and pixel shaders inside a draw (`dxsm draw`): the
//! vertex shader on the register files the input assembler made, the
//! pixel shader on the quads the rasterizer made. Direct3D 9 links the
//! two by usage and usage index (`dcl_texcoord1`, `oT1`, `t1`), not by
//! register number; these functions list each side's registers with their
//! usage so that the draw can link them, and the draw's input file of a
//! pixel gives each input at the vertex-shader output slot that feeds it.

use super::alu::saturate;
use super::machine::{Consts, Done, Machine, Prepared, OC0, ODEPTH, OUT_SLOTS};
use crate::run::error::RunError;
use crate::run::mem::Memory;
use crate::run::sm4::fragments::{FragmentQuad, Shaded};
use crate::run::sm4::vs::VertexOutputs;
use crate::sm1::table::reg::{INPUT, MISCTYPE, OUTPUT, TEXTURE};
use crate::sm1::table::{op, Usage};
use std::rc::Rc;

/// Output slots of a vertex shader's register file (`oPos` 0, `oFog` 1,
/// `oPts` 2, `oD0`/`oD1` 3-4, `oT0`-`oT7` or `o0`-`o11` from 5).
pub const VS_SLOTS: usize = OUT_SLOTS;

/// A pixel's input file: the vertex-shader slots, then `vPos`, then
/// `vFace`.
pub const PS_FILE: usize = OUT_SLOTS + 2;

/// Where `vPos` lies in a pixel's input file.
pub const VPOS: usize = OUT_SLOTS;

/// Where `vFace` lies in a pixel's input file.
pub const VFACE: usize = OUT_SLOTS + 1;

/// A register with its usage: a vertex shader's input or output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Linked {
    /// Usage (`POSITION`, `TEXCOORD`, `COLOR`, ...).
    pub usage: Usage,
    /// Usage index.
    pub index: u8,
    /// The register: `v#` of an input, the slot of an output.
    pub reg: usize,
    /// Components declared (or written).
    pub mask: u8,
}

/// A usage and index as a semantic's name: `TEXCOORD1`.
pub fn semantic(usage: Usage, index: u8) -> String {
    let u = usage.name().unwrap_or("usage").to_ascii_uppercase();
    format!("{u}{index}")
}

impl Linked {
    /// The semantic as a name: `TEXCOORD1`.
    pub fn semantic(&self) -> String {
        semantic(self.usage, self.index)
    }
}

/// Where a pixel-shader input lands in the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum In9 {
    /// `v#` of ps_3_0.
    V(u16),
    /// `v#` of ps_2_x: a colour, clamped to [0, 1] on its way (the colour
    /// interpolators saturate before ps_3_0).
    Colour(u16),
    /// `t#` (ps_2_x).
    T(u16),
    /// A ps_1_x texture coordinate set `t#` and the components the vertex
    /// shader writes of it: the others read 0 (u, v, w) and 1 (q), the
    /// defaults Direct3D 9 gives the four components texture coordinates
    /// reach a pixel shader with.
    Coord(u16, u8),
    /// `vPos` (ps_3_0).
    Pos,
    /// `vFace` (ps_3_0).
    Face,
}

/// A pixel-shader input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PsIn9 {
    /// Its register.
    pub to: In9,
    /// The usage and index it reads (none for `vPos` and `vFace`).
    pub semantic: Option<(Usage, u8)>,
    /// Components declared.
    pub mask: u8,
    /// Declared `_centroid`.
    pub centroid: bool,
}

impl In9 {
    /// The register's name (`v0`, `t1`, `vPos`, `vFace`).
    pub fn name(self) -> String {
        match self {
            In9::V(n) | In9::Colour(n) => format!("v{n}"),
            In9::T(n) | In9::Coord(n, _) => format!("t{n}"),
            In9::Pos => "vPos".into(),
            In9::Face => "vFace".into(),
        }
    }

    /// What the register receives of `val` (`vPos` aside): a ps_1_x or
    /// ps_2_x colour clamped to [0, 1] (NaN to 0), `vFace` 1.0 on a front
    /// face (`val` IsFrontFace, all ones) and -1.0 on a back face, a
    /// ps_1_x coordinate set its defaults where not written.
    pub fn receives(self, val: [u32; 4]) -> [f32; 4] {
        match self {
            In9::Colour(_) => val.map(|b| saturate(f32::from_bits(b))),
            In9::Face => [if val[0] != 0 { 1.0 } else { -1.0 }; 4],
            In9::Coord(_, written) => std::array::from_fn(|k| match written & (1 << k) {
                0 if k == 3 => 1.0,
                0 => 0.0,
                _ => f32::from_bits(val[k]),
            }),
            _ => val.map(f32::from_bits),
        }
    }
}

impl PsIn9 {
    /// The register's name (`v0`, `t1`, `vPos`, `vFace`).
    pub fn name(&self) -> String {
        self.to.name()
    }
}

/// A `dcl`: register type, number, mask, result modifiers, usage, usage
/// index.
type Dcl = (crate::sm1::table::RegisterType, u16, u8, u8, Usage, u8);

/// The `dcl` instructions of a program.
fn declarations<'a>(p: &Prepared<'a>) -> impl Iterator<Item = Dcl> + 'a {
    p.prog
        .instructions()
        .filter(|i| i.opcode == op::DCL)
        .filter_map(|i| {
            let d = i.dst.as_ref()?;
            let decl = i.decl?;
            Some((
                d.reg.ty,
                d.reg.num,
                d.mask,
                d.result_mod,
                decl.usage(),
                decl.usage_index(),
            ))
        })
}

/// A vertex shader's inputs (`dcl_usage v#`), by register.
pub fn vertex_inputs(p: &Prepared) -> Vec<Linked> {
    let mut out: Vec<Linked> = declarations(p)
        .filter(|d| d.0 == INPUT)
        .map(|(_, n, mask, _, usage, index)| Linked {
            usage,
            index,
            reg: n as usize,
            mask,
        })
        .collect();
    out.sort_by_key(|l| l.reg);
    out
}

/// A vertex shader's outputs: vs_3_0's declared `o#` with their usage;
/// before it, the fixed registers written (`oPos` POSITION0, `oFog` FOG0,
/// `oPts` PSIZE0, `oD#` COLOR#, `oT#` TEXCOORD#).
pub fn vertex_outputs(p: &Prepared) -> Vec<Linked> {
    if p.prog.version.major >= 3 {
        return declarations(p)
            .filter(|d| d.0 == OUTPUT)
            .map(|(_, n, mask, _, usage, index)| Linked {
                usage,
                index,
                reg: 5 + n as usize,
                mask,
            })
            .collect();
    }
    (0..OC0)
        .filter(|&s| p.out_masks[s] != 0)
        .map(|s| {
            let (usage, index) = match s {
                0 => (Usage::POSITION, 0),
                1 => (Usage::FOG, 0),
                2 => (Usage::PSIZE, 0),
                3 | 4 => (Usage::COLOR, (s - 3) as u8),
                _ => (Usage::TEXCOORD, (s - 5) as u8),
            };
            Linked {
                usage,
                index,
                reg: s,
                mask: p.out_masks[s],
            }
        })
        .collect()
}

/// A pixel shader's inputs: ps_3_0's declared `v#` with their usage,
/// `vPos` and `vFace`; ps_2_x's `v0`/`v1` (COLOR0/1) and `t#`
/// (TEXCOORD#), declared or read.
pub fn pixel_inputs(p: &Prepared) -> Vec<PsIn9> {
    let three = p.prog.version.major >= 3;
    let mut out = Vec::new();
    for (ty, n, mask, rm, usage, index) in declarations(p) {
        let centroid = rm & 4 != 0;
        let (to, semantic) = match ty {
            INPUT if three => (In9::V(n), Some((usage, index))),
            INPUT => (In9::Colour(n), Some((Usage::COLOR, n as u8))),
            TEXTURE if !three => (In9::T(n), Some((Usage::TEXCOORD, n as u8))),
            MISCTYPE if n == 0 => (In9::Pos, None),
            MISCTYPE if n == 1 => (In9::Face, None),
            _ => continue,
        };
        out.push(PsIn9 {
            to,
            semantic,
            mask,
            centroid,
        });
    }
    if !three {
        // ps_2_x reads colour and texture registers it may not declare.
        let read = |to: In9| out.iter().any(|i: &PsIn9| i.to == to);
        let mut more = Vec::new();
        for &n in &p.inputs {
            if !read(In9::Colour(n)) {
                more.push((In9::Colour(n), (Usage::COLOR, n as u8)));
            }
        }
        for &n in &p.textures {
            if !read(In9::T(n)) {
                more.push((In9::T(n), (Usage::TEXCOORD, n as u8)));
            }
        }
        for (to, semantic) in more {
            out.push(PsIn9 {
                to,
                semantic: Some(semantic),
                mask: 0xF,
                centroid: false,
            });
        }
    }
    out
}

/// A vertex shader ready to run on the input assembler's register files.
pub struct Vertices9<'p, 'a> {
    m: Machine<'p, 'a>,
}

impl<'p, 'a> Vertices9<'p, 'a> {
    /// Prepares `p` with its constants and textures, each invocation
    /// limited to `max_steps`.
    pub fn new(p: &'p Prepared<'a>, consts: &Consts, mem: Rc<Memory>, max_steps: u64) -> Self {
        Vertices9 {
            m: Machine::new(p, consts, mem, max_steps),
        }
    }

    /// Runs the shader on `files` (`v#` by register), numbered from
    /// `first` (a trace's `vertex=N`): the output slots of each.
    pub fn run(
        &mut self,
        files: &[Vec<[u32; 4]>],
        first: usize,
    ) -> Result<VertexOutputs, RunError> {
        let mut data = Vec::with_capacity(files.len() * VS_SLOTS);
        for (k, file) in files.iter().enumerate() {
            let m = &mut self.m;
            m.reset();
            m.trace = crate::run::trace::select(&[("vertex", &[(first + k) as u32])]);
            for (r, bits) in m.v.iter_mut().zip(file) {
                *r = bits.map(f32::from_bits);
            }
            let done = m
                .execute()
                .map_err(|e| e.within(format!("vertex {}", first + k)))?;
            if done != Done::End {
                return crate::run::error::bad_program(format!(
                    "vertex {}: a pixel-shader instruction in a vertex shader",
                    first + k
                ));
            }
            data.extend(m.o.iter().map(|r| r.map(f32::to_bits)));
        }
        Ok(VertexOutputs {
            regs: VS_SLOTS,
            data,
        })
    }
}

/// A pixel shader ready to shade the rasterizer's quads: each input is
/// read from the pixel's input file at the index given with it.
pub struct Fragments9<'p, 'a> {
    m: Vec<Machine<'p, 'a>>,
    map: &'p [(usize, In9)],
}

impl<'p, 'a> Fragments9<'p, 'a> {
    /// Prepares `p` with its constants and textures; `map` gives each
    /// input's index in a pixel's file.
    pub fn new(
        p: &'p Prepared<'a>,
        consts: &Consts,
        mem: Rc<Memory>,
        max_steps: u64,
        map: &'p [(usize, In9)],
    ) -> Self {
        let m = (0..4)
            .map(|_| Machine::new(p, consts, mem.clone(), max_steps))
            .collect();
        Fragments9 { m, map }
    }

    /// Shades `quads`, appending each fragment's `oC0`-`oC3` (and
    /// `oDepth`, `texkill`) to `out`, four per quad.
    pub fn shade(&mut self, quads: &[FragmentQuad], out: &mut Shaded) -> Result<(), RunError> {
        const COLOURS: usize = 4;
        out.regs = COLOURS;
        let depth = self.m[0].p.out_masks[ODEPTH] != 0;
        for q in quads {
            for (k, (mk, f)) in self.m.iter_mut().zip(&q.px).enumerate() {
                let (x, y) = (q.x + (k & 1) as i64, q.y + (k >> 1) as i64);
                mk.reset();
                for &(at, to) in self.map {
                    let val = to.receives(f.file.get(at).copied().unwrap_or_default());
                    match to {
                        In9::V(n) | In9::Colour(n) => mk.v[n as usize % 16] = val,
                        In9::T(n) | In9::Coord(n, _) => mk.t[n as usize % 8] = val,
                        // vPos: the pixel's integer position (Direct3D 9's
                        // pixel centres); z and w are undefined, 0 here.
                        In9::Pos => mk.misc[0] = [x as f32, y as f32, 0.0, 0.0],
                        In9::Face => mk.misc[1] = val,
                    }
                }
                mk.trace = if f.covered {
                    crate::run::trace::select(&[("pixel", &[x as u32, y as u32])])
                } else {
                    None
                };
            }
            let done = super::ps::run_quad(&mut self.m)
                .map_err(|e| e.within(format!("the quad at pixel ({}, {})", q.x, q.y)))?;
            for (mk, d) in self.m.iter().zip(done) {
                out.data
                    .extend(mk.o[OC0..OC0 + COLOURS].iter().map(|r| r.map(f32::to_bits)));
                out.discarded.push(d == Done::Discard);
                // oDepth is a scalar in [0, 1] (Output Depth Register).
                out.depth
                    .push(depth.then(|| saturate(mk.o[ODEPTH][0]).to_bits()));
                out.mask.push(None);
            }
        }
        Ok(())
    }
}
