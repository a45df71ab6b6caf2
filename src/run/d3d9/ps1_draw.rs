//! A ps_1_x pixel shader in a draw: its bindings read once, its inputs as
//! the link names them (colours by COLOR index, texture coordinate sets
//! by TEXCOORD index), and the rasterizer's quads shaded a pixel at a
//! time: ps_1_x has no derivative instructions, and a texture read straight
//! from a coordinate set takes its level of detail from the quad's sets.

use super::alu::saturate;
use super::ps1::{read_bindings, Bindings1, Done, Prog, Ps1Machine};
use super::stages::{In9, PsIn9};
use crate::run::error::RunError;
use crate::run::mem::Memory;
use crate::run::sm4::fragments::{FragmentQuad, Shaded};
use crate::sm1::ir::Program;
use crate::sm1::table::Usage;
use serde_json::{Map, Value};

/// Reads a ps_1_x stage's bindings as `dxsm run` takes them:
/// `constants` (`{"c": [...]}`, c0..c7), `bumpenv`, `legacy_mul`,
/// `resources` and `samplers` keyed by texture stage (`s0`).
pub fn bindings(prog: &Program, m: &Map<String, Value>) -> Result<(Bindings1, Memory), RunError> {
    read_bindings(&Prog::new(prog)?, m)
}

/// A ps_1_x program read once for a draw.
pub struct Prepared1<'a>(Prog<'a>);

impl<'a> Prepared1<'a> {
    /// Reads `prog` (an error names what ps_1_x cannot hold).
    pub fn new(prog: &'a Program) -> Result<Self, RunError> {
        Prog::new(prog).map(Prepared1)
    }

    /// Whether the program writes depth (`texm3x2depth`, `texdepth`).
    pub fn writes_depth(&self) -> bool {
        self.0.depth
    }

    /// The inputs the program reads: colours `v#` (all four components,
    /// clamped to [0, 1] on their way, as ps_2_x's) and texture
    /// coordinate sets `t#` (whatever components the vertex shader
    /// writes; the link gives each its written mask).
    pub fn inputs(&self) -> Vec<PsIn9> {
        let colours = self.0.colours.iter().map(|&n| PsIn9 {
            to: In9::Colour(n),
            semantic: Some((Usage::COLOR, n as u8)),
            mask: 0xF,
            centroid: false,
        });
        let coords = self.0.coords.iter().map(|&n| PsIn9 {
            to: In9::Coord(n, 0),
            semantic: Some((Usage::TEXCOORD, n as u8)),
            mask: 0,
            centroid: false,
        });
        colours.chain(coords).collect()
    }
}

/// A ps_1_x shader ready to shade the rasterizer's quads: each input is
/// read from the pixel's input file at the index given with it.
pub struct Fragments1<'p, 'a> {
    m: Ps1Machine<'p, 'a>,
    map: &'p [(usize, In9)],
}

impl<'p, 'a> Fragments1<'p, 'a> {
    /// Prepares `p` with its bindings and textures; `map` gives each
    /// input's index in a pixel's file.
    pub fn new(p: &'p Prepared1<'a>, b: &Bindings1, mem: Memory, map: &'p [(usize, In9)]) -> Self {
        Fragments1 {
            m: Ps1Machine::new(&p.0, b, mem),
            map,
        }
    }

    /// Shades `quads`, appending each fragment's colour (`r0`, as `oC0`:
    /// ps_1_x writes one target) and depth to `out`, four per quad.
    /// Pixels of a quad that no primitive covers are not run (nothing
    /// reads them: ps_1_x has no derivatives).
    pub fn shade(&mut self, quads: &[FragmentQuad], out: &mut Shaded) -> Result<(), RunError> {
        out.regs = 1;
        let depth = self.m.p.depth;
        for q in quads {
            // Every pixel's coordinate sets, helpers' too: a read straight
            // from a set takes its level of detail from the quad.
            let mut sets = [[[0.0f32; 4]; 8]; 4];
            for (k, f) in q.px.iter().enumerate() {
                for &(at, to) in self.map {
                    if let In9::Coord(n, _) = to {
                        sets[k][n as usize % 8] =
                            to.receives(f.file.get(at).copied().unwrap_or_default());
                    }
                }
            }
            self.m.quad = Some(Box::new(sets));
            for (k, f) in q.px.iter().enumerate() {
                let (x, y) = (q.x + (k & 1) as i64, q.y + (k >> 1) as i64);
                let mut colour = [0u32; 4];
                let mut discarded = false;
                let mut z = None;
                if f.covered {
                    let m = &mut self.m;
                    m.x = Default::default();
                    for &(at, to) in self.map {
                        let val = to.receives(f.file.get(at).copied().unwrap_or_default());
                        match to {
                            In9::Colour(n) => m.x.v[n as usize % 2] = val,
                            In9::Coord(n, _) => m.x.tc[n as usize % 8] = val,
                            _ => {}
                        }
                    }
                    m.trace = crate::run::trace::select(&[("pixel", &[x as u32, y as u32])]);
                    m.writes.clear();
                    match m
                        .run()
                        .map_err(|e| e.within(format!("the pixel ({x}, {y})")))?
                    {
                        Done::Discard => discarded = true,
                        Done::End => {
                            colour = m.x.r[0].map(f32::to_bits);
                            // A program that writes depth writes it on
                            // every path (no flow control); clamped to
                            // [0, 1] as oDepth is.
                            z = depth.then(|| saturate(m.x.depth.unwrap_or(1.0)).to_bits());
                        }
                    }
                }
                out.data.push(colour);
                out.discarded.push(discarded);
                out.depth.push(z);
                out.mask.push(None);
            }
        }
        Ok(())
    }
}
