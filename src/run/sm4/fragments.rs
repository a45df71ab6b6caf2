//! Pixel shaders on fragments a rasterizer made (`dxsm draw`): quads of
//! four pixels whose register files the rasterizer filled (inputs at each
//! pixel's centre, system values included), with the primitive's
//! [`Attributes`] for pull-model evaluation. On a multisampled target a
//! fragment carries its coverage (the shader runs once per pixel). Quads
//! run [`LANES`] / 4 at a time in batches where the program allows, else
//! one at a time on the scalar machines, as the JSON runner runs them.

use super::batch::{Batch, Effects, Inputs};
use super::interp::{Attributes, Plane};
use super::lanes::LANES;
use super::machine::Machine;
use super::prepared::{out_regs, Prepared};
use super::vs::Constants;
use crate::run::error::RunError;
use crate::run::mem::Memory;
use std::cell::RefCell;
use std::rc::Rc;

/// One pixel of a quad as the rasterizer gives it.
#[derive(Clone, Debug)]
pub struct Fragment {
    /// Whether the primitive covers it (false: a helper pixel, run only
    /// for its quad's derivatives).
    pub covered: bool,
    /// The samples it covers, ANDed with the SampleMask (its input
    /// coverage; 1 when covered with one sample).
    pub coverage: u32,
    /// Input registers at the pixel's centre (`v0`, `v1`, ...), as many as
    /// the program declares.
    pub file: Vec<[u32; 4]>,
}

/// A quad: top left, top right, bottom left, bottom right, at (`x`, `y`)
/// (its top-left pixel, even coordinates), and its primitive.
#[derive(Clone, Debug)]
pub struct FragmentQuad {
    /// The top-left pixel's position.
    pub x: i64,
    /// The top-left pixel's row.
    pub y: i64,
    /// The four pixels.
    pub px: [Fragment; 4],
    /// The primitive's inputs anywhere (pull-model evaluation).
    pub attrs: Rc<dyn Attributes>,
}

/// What the pixel shader left for each fragment, `regs` output registers
/// each, in the order the fragments were given (helpers included).
#[derive(Clone, Debug, Default)]
pub struct Shaded {
    /// Output registers per fragment.
    pub regs: usize,
    /// `data[i * regs + n]` is `on` of fragment `i`.
    pub data: Vec<[u32; 4]>,
    /// Whether fragment `i` ran `discard`.
    pub discarded: Vec<bool>,
    /// `oDepth` (or its GE/LE forms) of fragment `i`, when written.
    pub depth: Vec<Option<u32>>,
    /// `oMask` of fragment `i`, when written.
    pub mask: Vec<Option<u32>>,
}

/// A pixel shader ready to shade quads: its machines and, where the
/// program allows, its batch, made once for a draw.
pub struct FragmentShader<'p, 'a> {
    p: &'p Prepared<'a>,
    m: Vec<Machine<'p, 'a>>,
    batch: Option<Batch>,
    nin: usize,
    /// Samples per pixel and the SampleMask (pull-model evaluation).
    samples: (u32, u32),
}

impl<'p, 'a> FragmentShader<'p, 'a> {
    /// Prepares `p` with its constants and memory (resources, samplers,
    /// UAVs), each invocation limited to `max_steps`.
    pub fn new(
        p: &'p Prepared<'a>,
        constants: &'p Constants,
        mem: Rc<RefCell<Memory>>,
        max_steps: u64,
    ) -> Self {
        let m = (0..4)
            .map(|_| {
                let mut x = Machine::new(p, constants, max_steps);
                x.quad = true;
                x.mem = Some(mem.clone());
                x
            })
            .collect();
        let nin = super::machine::regs_needed(&p.inputs);
        let batch = Batch::compile(p, constants, Inputs::Quads(nin), out_regs(p), true);
        FragmentShader {
            p,
            m,
            batch,
            nin,
            samples: (1, u32::MAX),
        }
    }

    /// Shades pixels of `samples` samples with `sample_mask` (what
    /// `eval_centroid` and `eval_sample_index` read).
    pub fn set_samples(&mut self, samples: u32, sample_mask: u32) {
        self.samples = (samples, sample_mask);
    }

    /// The input registers each fragment's file holds.
    pub fn input_regs(&self) -> usize {
        self.nin
    }

    /// Shades `quads`, appending each fragment's result to `out` (four per
    /// quad, in order).
    pub fn shade(&mut self, quads: &[FragmentQuad], out: &mut Shaded) -> Result<(), RunError> {
        let nout = out_regs(self.p);
        out.regs = nout;
        for chunk in quads.chunks(LANES / 4) {
            let at = out.discarded.len();
            let n = chunk.len() * 4;
            out.data.resize((at + n) * nout, [0; 4]);
            out.discarded.resize(at + n, false);
            out.depth.resize(at + n, None);
            out.mask.resize(at + n, None);
            // A trace shows each invocation's steps: one at a time.
            if crate::run::trace::on() || !self.batch_run(chunk, at, out)? {
                for (q, quad) in chunk.iter().enumerate() {
                    self.scalar(quad, at + q * 4, out)?;
                }
            }
        }
        Ok(())
    }

    /// Runs `chunk` as one batch, its results at fragment `at` of `out`;
    /// false when it cannot run together (the scalar machines then run it).
    fn batch_run(
        &mut self,
        chunk: &[FragmentQuad],
        at: usize,
        out: &mut Shaded,
    ) -> Result<bool, RunError> {
        let Some(b) = &self.batch else {
            return Ok(false);
        };
        if chunk
            .iter()
            .any(|q| q.px.iter().any(|f| f.file.len() < self.nin))
        {
            return Ok(false);
        }
        let (mut file, mut fx) = (b.file(), Effects::default());
        let live = chunk.len() * 4;
        b.reset(&mut file);
        for (qi, q) in chunk.iter().enumerate() {
            for (k, f) in q.px.iter().enumerate() {
                b.set_inputs(&mut file, qi * 4 + k, 0, &f.file);
            }
        }
        fx.clear();
        crate::run::budget::charge(0)?;
        let ran = {
            let mem = self.m[0].mem.as_ref().map(|r| r.borrow());
            b.run_with(
                &mut file,
                live,
                self.m[0].max_steps,
                &mut fx,
                mem.as_deref(),
            )
        };
        let Ok(work) = ran else {
            return Ok(false);
        };
        crate::run::budget::settle(work);
        let nout = out.regs;
        b.outputs(&file, &mut out.data[at * nout..(at + live) * nout]);
        out.discarded[at..at + live].copy_from_slice(&fx.discarded[..live]);
        Ok(true)
    }

    /// Runs one quad on the scalar machines, its results at fragment `at`.
    fn scalar(&mut self, q: &FragmentQuad, at: usize, out: &mut Shaded) -> Result<(), RunError> {
        for (k, (mk, f)) in self.m.iter_mut().zip(&q.px).enumerate() {
            mk.reset();
            mk.helper = !f.covered;
            mk.in_coverage = f.coverage;
            (mk.raster_samples, mk.sample_mask) = self.samples;
            mk.v = vec![f.file.clone()];
            let plane = Plane::Drawn {
                a: q.attrs.clone(),
                x: q.x + (k & 1) as i64,
                y: q.y + (k >> 1) as i64,
            };
            mk.pull = Some((plane, f.file.clone()));
            let (x, y) = (q.x + (k & 1) as i64, q.y + (k >> 1) as i64);
            mk.trace = if f.covered {
                crate::run::trace::select(&[("pixel", &[x as u32, y as u32])])
            } else {
                None
            };
        }
        super::ps::run_quad(&mut self.m)
            .map_err(|e| e.within(format!("the quad at pixel ({}, {})", q.x, q.y)))?;
        let nout = out.regs;
        for (k, mk) in self.m.iter().enumerate() {
            let i = at + k;
            out.data[i * nout..(i + 1) * nout].copy_from_slice(&mk.o[..nout]);
            out.discarded[i] = mk.discarded;
            out.depth[i] = mk.depth;
            out.mask[i] = mk.coverage;
        }
        Ok(())
    }
}
