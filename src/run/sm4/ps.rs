//! Pixel shaders: pixels run in quads of four (2×2) so that derivatives
//! see their neighbours; `discard` drops a pixel's outputs; `oDepth` and
//! `oMask` are printed when written. Through the library also without
//! JSON ([`run_quads`]): register files in, four pixels a quad, output
//! registers out. Quads run [`LANES`] / 4 at a time in batches where the
//! program allows, else one quad at a time on the scalar machines.

use super::batch::{Batch, Effects, Inputs};
use super::lanes::{Bail, Lanes, LANES};
use super::machine::{input_file, Done, Machine};
use super::prepared::out_regs;
use super::prepared::Prepared;
use super::vs::{Constants, Mode};
use crate::run::emit::Emit;
use crate::run::error::{bad_input, bad_program, internal, RunError};
use crate::run::json::{self, Input};
use crate::run::mem::Memory;
use crate::run::pixel_quads::Step;
use crate::run::pixel_quads::{discarded, emit_pixels, quads_of, Px};
use crate::sm4::fields::SystemValue;
use crate::sm4::table::{Axis, Semantics};
use serde_json::{Map, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// The result of one pixel (or one sample, at sample frequency).
pub struct PixelOut {
    pub discarded: bool,
    pub outputs: Vec<(String, [u32; 4], usize)>,
    pub depth: Option<u32>,
    pub coverage: Option<u32>,
    /// With more than one sample: the coverage the pixel (sample) leaves,
    /// its input coverage and oMask (and, per sample, the sample's bit).
    pub final_coverage: Option<u32>,
    /// `oDepthGE` below, or `oDepthLE` above, the rasterizer depth.
    pub depth_promise_broken: bool,
    /// At sample frequency: each sample's result, `None` where the pixel
    /// does not cover the sample.
    pub samples: Option<Vec<Option<PixelOut>>>,
    /// False when the SampleMask leaves the pixel no sample (it runs as a
    /// helper only).
    pub covered: bool,
}

fn f(b: u32) -> f32 {
    f32::from_bits(b)
}

fn fb(x: f32) -> u32 {
    super::alu::fb(x)
}

/// Runs a derivative instruction for the quad members stopped at it.
fn derivative(m: &mut [Machine], at: &[usize], pc: usize) -> Result<(), RunError> {
    let p = m[at[0]].p;
    let ins = &p.prog.instructions[pc];
    let (x, fine) = match ins.opcode.row().semantics {
        Semantics::Derivative(axis, fine) => (axis == Axis::X, fine),
        Semantics::Sample(_) | Semantics::Feedback(_) => return implicit_lod(m, at, pc),
        _ => return bad_program(format!("instruction {pc}: not a derivative")),
    };
    // Every member's value of the source, in quad order.
    let mut v = [[0u32; 4]; 4];
    for (k, mk) in m.iter().enumerate() {
        v[k] = mk.src(&ins.operands[1], 'f')?;
    }
    for &k in at {
        let (a, b) = crate::run::pixel_quads::neighbours(k, x, fine);
        let d: [u32; 4] = std::array::from_fn(|c| fb(f(v[b][c]) - f(v[a][c])));
        let mk = &mut m[k];
        mk.dst(&ins.operands[0], d, ins.saturate())?;
        mk.trace_step(pc, None);
        mk.pc = pc + 1;
        crate::run::pixel_quads::step(&mut mk.steps, mk.max_steps)?;
    }
    Ok(())
}

/// `lod` and the samples whose level of detail comes from the quad
/// (`sample`, `sample_b`, `sample_c`): the coarse derivatives of the
/// coordinates (top right minus top left, bottom left minus top left, the
/// same for all four, as deriv_rtx_coarse/deriv_rty_coarse compute them),
/// then the instruction itself for each member stopped at it.
fn implicit_lod(m: &mut [Machine], at: &[usize], pc: usize) -> Result<(), RunError> {
    let p = m[at[0]].p;
    let ins = &p.prog.instructions[pc];
    // A feedback form has its status before the coordinate.
    let at_coord = match ins.opcode.row().semantics {
        Semantics::Feedback(_) => 2,
        _ => 1,
    };
    let Some(coord) = ins.operands.get(at_coord) else {
        return bad_program(format!("instruction {pc}: too few operands"));
    };
    let mut c = [[0f32; 4]; 4];
    for (k, mk) in m.iter().enumerate() {
        c[k] = mk.src(coord, 'f')?.map(f);
    }
    let d = |a: usize, b: usize| -> [f32; 3] { std::array::from_fn(|i| c[b][i] - c[a][i]) };
    let grads = (d(0, 1), d(0, 2));
    for &k in at {
        let mk = &mut m[k];
        mk.grads = Some(grads);
        let r = mk.resource_op(ins.opcode, ins);
        mk.grads = None;
        r?;
        mk.trace_step(pc, None);
        mk.pc = pc + 1;
        crate::run::pixel_quads::step(&mut mk.steps, mk.max_steps)?;
    }
    Ok(())
}

/// Runs one quad to the end; each member's state is left in `m`.
pub(super) fn run_quad(m: &mut [Machine]) -> Result<[Done; 4], RunError> {
    let done = crate::run::pixel_quads::run_members(
        m,
        |mk| match mk.execute()? {
            Done::Deriv => Ok(Step::Paused),
            Done::Barrier => bad_program("sync with a thread-group barrier in a pixel shader"),
            d => Ok(Step::Ended(d)),
        },
        |mk| mk.pc,
        derivative,
    )?;
    Ok(done.map(|d| d.unwrap_or(Done::Ret)))
}

/// Checks the pixel-frequency inputs of a run: per-pixel lists as long as
/// the pixels, masks inside the sample count, covering something.
fn check_pixel_inputs(inp: &Input, total: usize) -> Result<(), RunError> {
    let n = inp.samples.max(1);
    let all = json::full_coverage(n);
    if let Some(c) = &inp.coverage {
        if c.len() != 1 && (inp.grid.is_some() || c.len() != total) {
            return bad_input(format!(
                "coverage: one mask for every pixel, or one per pixel ({total}; a grid takes one)"
            ));
        }
        if let Some((i, m)) = c
            .iter()
            .enumerate()
            .find(|(_, m)| **m == 0 || **m & !all != 0)
        {
            return bad_input(format!(
                "coverage[{i}]: {m:#x} is not a mask of the {n} sample(s) that covers one (1 to {all:#x})"
            ));
        }
    }
    if let Some(d) = &inp.depth {
        if inp.grid.is_some() {
            return bad_input(
                "depth: a grid takes its depth as \"grid\": {\"depth\": [tl, tr, bl, br]}",
            );
        }
        if d.len() != 1 && d.len() != total {
            return bad_input(format!(
                "depth: one value for every pixel, or one per pixel ({total})"
            ));
        }
    }
    Ok(())
}

/// One quad's pixels ready to run: each member's inputs at its centre (the
/// rasterizer depth in one more slot at the end), input coverage and
/// interpolation plane.
struct QuadIn {
    quad: [Px; 4],
    files: Vec<Vec<[u32; 4]>>,
    cov: [u32; 4],
    planes: Vec<super::interp::Plane>,
}

/// What every quad of a run shares.
struct Pixels<'a, 'p> {
    p: &'p Prepared<'a>,
    inp: &'p Input,
    samples: u32,
    mask: u32,
    sample_freq: bool,
    nregs: usize,
    corners: Option<Rc<super::interp::Corners>>,
}

impl Pixels<'_, '_> {
    /// Reads a quad's inputs.
    fn prepare(&self, quad: [Px; 4]) -> Result<QuadIn, RunError> {
        let (p, inp) = (self.p, self.inp);
        let mut files: Vec<Vec<[u32; 4]>> = Vec::with_capacity(4);
        let mut cov = [0u32; 4];
        for (k, px) in quad.iter().enumerate() {
            let what = match px.out {
                Some(i) => format!("pixels[{i}]"),
                None => format!("helper pixel ({}, {})", px.pos.0, px.pos.1),
            };
            let (x, y) = px.pos;
            let depth = match &self.corners {
                Some(c) => c.depth_at(x as f32 + 0.5, y as f32 + 0.5),
                None => inp.depth_of(px.src),
            };
            // Position: the pixel centre (and depth); is_front_face:
            // true; sample_index, primitive_id: 0.
            let mut file = input_file(p, &px.inputs, self.nregs, &what, &|sv| match sv {
                SystemValue::POSITION => Some(0),
                SystemValue::IS_FRONT_FACE => Some(u32::MAX),
                SystemValue::PRIMITIVE_ID | SystemValue::SAMPLE_INDEX => Some(0),
                _ => None,
            })?;
            for d in &p.inputs {
                if d.sv == SystemValue::POSITION && !px.inputs.contains_key(&format!("v{}", d.reg))
                {
                    file[d.reg as usize] = [
                        (x as f32 + 0.5).to_bits(),
                        (y as f32 + 0.5).to_bits(),
                        depth.to_bits(),
                        1f32.to_bits(),
                    ];
                }
            }
            file.push([depth.to_bits(), 0, 0, 0]);
            files.push(file);
            // Input coverage is ANDed with the SampleMask (§16.3.2).
            cov[k] = px.out.map_or(0, |i| inp.coverage_of(i) & self.mask);
        }
        let planes = match &self.corners {
            Some(c) => quad
                .iter()
                .map(|px| super::interp::Plane::Grid {
                    c: c.clone(),
                    x: px.pos.0,
                    y: px.pos.1,
                })
                .collect(),
            None => super::interp::Plane::of_quad(&files),
        };
        Ok(QuadIn {
            quad,
            files,
            cov,
            planes,
        })
    }

    /// Whether member `k` covers pass `s` (the sample, at sample frequency).
    fn covers(&self, q: &QuadIn, k: usize, s: u32) -> bool {
        if self.sample_freq {
            q.cov[k] & (1 << s) != 0
        } else {
            q.cov[k] != 0
        }
    }

    /// Member `k`'s inputs in pass `s`: per-sample inputs at the sample,
    /// centroid inputs at the centroid of its coverage.
    fn member_file(&self, q: &QuadIn, k: usize, s: u32) -> Vec<[u32; 4]> {
        let centre = &q.files[k];
        let mut file = centre[..self.nregs].to_vec();
        let at_sample = super::msaa::position(self.samples, s).unwrap_or([0.0; 2]);
        let at_centroid = super::interp::centroid_offset(self.samples, q.cov[k], self.mask);
        for d in &self.p.inputs {
            let r = d.reg as usize;
            if d.sv == SystemValue::SAMPLE_INDEX {
                file[r] = [s; 4];
                continue;
            }
            let off = if self.sample_freq && d.interp.is_per_sample() {
                at_sample
            } else if d.interp.is_centroid() {
                at_centroid
            } else {
                continue;
            };
            file[r] = q.planes[k].eval(r, centre[r], off, d.sv == SystemValue::POSITION);
        }
        file
    }

    /// Runs a quad on the scalar machines `m`, every pass.
    fn scalar(
        &self,
        q: &QuadIn,
        m: &mut [Machine],
        each: &mut impl FnMut(usize, PixelOut) -> Result<(), RunError>,
    ) -> Result<(), RunError> {
        let (samples, mask, sample_freq) = (self.samples, self.mask, self.sample_freq);
        let (quad, files, cov, planes) = (&q.quad, &q.files, &q.cov, &q.planes);
        let passes = if sample_freq { samples } else { 1 };
        let mut per_sample: [Vec<Option<PixelOut>>; 4] = Default::default();
        for s in 0..passes {
            for (k, px) in quad.iter().enumerate() {
                let covers = self.covers(q, k, s);
                let file = self.member_file(q, k, s);
                let mk = &mut m[k];
                mk.reset();
                mk.helper = px.out.is_none() || !covers;
                mk.in_coverage = cov[k];
                mk.v = vec![file];
                mk.pull = Some((planes[k].clone(), files[k][..self.nregs].to_vec()));
                mk.trace = match (px.out, covers) {
                    (Some(i), true) if sample_freq => {
                        crate::run::trace::select(&[("pixel", &[i as u32]), ("sample", &[s])])
                    }
                    (Some(i), true) => crate::run::trace::select(&[("pixel", &[i as u32])]),
                    _ => None,
                };
            }
            run_quad(m).map_err(|e| {
                let first = quad.iter().find_map(|px| px.out).unwrap_or(0);
                e.within(format!("quad of pixel {first}"))
            })?;
            for (k, px) in quad.iter().enumerate() {
                if px.out.is_none() {
                    continue;
                }
                let mk = &m[k];
                if !self.covers(q, k, s) {
                    if sample_freq {
                        per_sample[k].push(None);
                    } else {
                        each(
                            px.out.unwrap_or(0),
                            PixelOut {
                                covered: false,
                                ..PixelOut::empty()
                            },
                        )?;
                    }
                    continue;
                }
                // The rasterizer depth conservative depth is held to: the
                // centroid's at pixel frequency, the sample's at sample
                // frequency (§16.9.3.2).
                let base = f(files[k][self.nregs][0]);
                let raster = if sample_freq {
                    planes[k].depth(base, super::msaa::position(samples, s).unwrap_or([0.0; 2]))
                } else {
                    planes[k].depth(base, super::interp::centroid_offset(samples, cov[k], mask))
                };
                let broken = match (mk.depth, mk.depth_kind) {
                    (Some(d), super::prepared::ty::DEPTH_GE) => f(d) < raster,
                    (Some(d), super::prepared::ty::DEPTH_LE) => f(d) > raster,
                    _ => false,
                };
                let mask = if sample_freq { 1 << s } else { u32::MAX };
                let out = PixelOut {
                    discarded: mk.discarded,
                    outputs: mk.outputs(None),
                    depth: mk.depth,
                    coverage: mk.coverage,
                    final_coverage: (samples > 1)
                        .then(|| cov[k] & mk.coverage.unwrap_or(u32::MAX) & mask),
                    depth_promise_broken: broken,
                    samples: None,
                    covered: true,
                };
                if sample_freq {
                    per_sample[k].push(Some(out));
                } else {
                    each(px.out.unwrap_or(0), out)?;
                }
            }
        }
        if sample_freq {
            for (k, px) in quad.iter().enumerate() {
                if let Some(i) = px.out {
                    each(
                        i,
                        PixelOut {
                            samples: Some(std::mem::take(&mut per_sample[k])),
                            ..PixelOut::empty()
                        },
                    )?;
                }
            }
        }
        Ok(())
    }

    /// Runs up to [`LANES`] / 4 quads as one batch (one pass: a batch is
    /// made only for one sample, and for programs that write no depth or
    /// coverage), or on the scalar machines where the batch cannot run
    /// together. Empties `pending`.
    fn batch(
        &self,
        b: &Batch,
        run: (&mut [Lanes], &mut Effects),
        pending: &mut Vec<QuadIn>,
        m: &mut [Machine],
        each: &mut impl FnMut(usize, PixelOut) -> Result<(), RunError>,
    ) -> Result<(), RunError> {
        let (file, fx) = run;
        let live = pending.len() * 4;
        b.reset(file);
        for (qi, q) in pending.iter().enumerate() {
            for k in 0..4 {
                b.set_inputs(file, qi * 4 + k, 0, &self.member_file(q, k, 0));
            }
        }
        fx.clear();
        crate::run::budget::charge(0)?;
        let ran = {
            let mem = m[0].mem.as_ref().map(|r| r.borrow());
            b.run_with(file, live, m[0].max_steps, fx, mem.as_deref())
        };
        match ran {
            Ok(work) => {
                crate::run::budget::settle(work);
                let nout = out_regs(self.p);
                let mut o = vec![[0u32; 4]; live * nout];
                b.outputs(file, &mut o);
                for (qi, q) in pending.iter().enumerate() {
                    for (k, px) in q.quad.iter().enumerate() {
                        let Some(i) = px.out else { continue };
                        let lane = qi * 4 + k;
                        let out = if self.covers(q, k, 0) {
                            let regs = &o[lane * nout..(lane + 1) * nout];
                            PixelOut {
                                discarded: fx.discarded[lane],
                                outputs: self.outputs(regs),
                                ..PixelOut::empty()
                            }
                        } else {
                            PixelOut {
                                covered: false,
                                ..PixelOut::empty()
                            }
                        };
                        each(i, out)?;
                    }
                }
            }
            Err(_) => {
                for q in pending.iter() {
                    self.scalar(q, m, each)?;
                }
            }
        }
        pending.clear();
        Ok(())
    }

    /// The declared outputs' values, as [`Machine::outputs`] gives them.
    fn outputs(&self, regs: &[[u32; 4]]) -> Vec<(String, [u32; 4], usize)> {
        self.p.output_list(None, |_, r| regs[r])
    }
}

/// Runs the pixels of `inp` (a list or a grid), giving each printed
/// pixel's result to `each` with its index, quad by quad.
///
/// Multisampling (§16.4, §3.5.5): inputs declared `centroid` are read at
/// the centroid of the pixel's coverage; a shader that declares a
/// `sample` input or `SV_SampleIndex` runs once per sample (sample
/// frequency), each pass a quad of the same sample of four pixels, with
/// its `sample` inputs at that sample's position; a pixel that does not
/// cover the sample is a helper in that pass.
///
/// With one sample, quads run [`LANES`] / 4 at a time in batches where the
/// program allows (the results are the scalar machine's; untraced runs).
pub fn run_pixels(
    p: &Prepared,
    inp: &Input,
    mem: Rc<RefCell<Memory>>,
    max_steps: u64,
    mut each: impl FnMut(usize, PixelOut) -> Result<(), RunError>,
) -> Result<(), RunError> {
    let (quads, total) = quads_of(inp)?;
    check_pixel_inputs(inp, total)?;
    let samples = inp.samples.max(1);
    let mask = inp.sample_mask.unwrap_or(u32::MAX);
    let px = Pixels {
        p,
        inp,
        samples,
        mask,
        sample_freq: samples > 1
            && p.inputs
                .iter()
                .any(|d| d.interp.is_per_sample() || d.sv == SystemValue::SAMPLE_INDEX),
        nregs: super::machine::regs_needed(&p.inputs),
        corners: inp
            .grid
            .as_ref()
            .map(|g| Rc::new(super::interp::Corners::of(g))),
    };
    let mut m: Vec<Machine> = (0..4)
        .map(|_| {
            let mut x = Machine::new(p, &inp.constants, max_steps);
            x.quad = true;
            x.mem = Some(mem.clone());
            x.bindings = inp.interfaces.clone();
            x.raster_samples = samples;
            x.sample_mask = mask;
            x
        })
        .collect();
    let batch = if samples == 1 && Mode::for_run() == Mode::Batch {
        Batch::compile(
            p,
            &inp.constants,
            Inputs::Quads(px.nregs),
            out_regs(p),
            true,
        )
    } else {
        None
    };
    let Some(b) = batch else {
        for quad in quads {
            let q = px.prepare(quad)?;
            px.scalar(&q, &mut m, &mut each)?;
        }
        return Ok(());
    };
    let (mut file, mut fx) = (b.file(), Effects::default());
    let mut pending = Vec::with_capacity(LANES / 4);
    for quad in quads {
        // The quads before one whose inputs are wrong run first, as they
        // would one at a time.
        let q = match px.prepare(quad) {
            Ok(q) => q,
            Err(e) => {
                px.batch(&b, (&mut file, &mut fx), &mut pending, &mut m, &mut each)?;
                return Err(e);
            }
        };
        pending.push(q);
        if pending.len() * 4 == LANES {
            px.batch(&b, (&mut file, &mut fx), &mut pending, &mut m, &mut each)?;
        }
    }
    if !pending.is_empty() {
        px.batch(&b, (&mut file, &mut fx), &mut pending, &mut m, &mut each)?;
    }
    Ok(())
}

impl PixelOut {
    /// A covered pixel with no outputs (to fill in).
    fn empty() -> PixelOut {
        PixelOut {
            discarded: false,
            outputs: Vec::new(),
            depth: None,
            coverage: None,
            final_coverage: None,
            depth_promise_broken: false,
            samples: None,
            covered: true,
        }
    }
}

/// A pixel's (or sample's) JSON.
fn print_pixel(px: &PixelOut) -> Value {
    if !px.covered {
        let mut m = Map::new();
        m.insert("covered".into(), Value::Bool(false));
        return Value::Object(m);
    }
    if let Some(samples) = &px.samples {
        let list = samples
            .iter()
            .map(|s| match s {
                Some(s) => print_pixel(s),
                None => {
                    let mut m = Map::new();
                    m.insert("covered".into(), Value::Bool(false));
                    Value::Object(m)
                }
            })
            .collect();
        let mut m = Map::new();
        m.insert("samples".into(), Value::Array(list));
        return Value::Object(m);
    }
    if px.discarded {
        return discarded();
    }
    let mut v = json::print_vertex(&px.outputs);
    if let Value::Object(m) = &mut v {
        if let Some(d) = px.depth {
            m.insert("oDepth".into(), json::print_component(d));
        }
        if px.depth_promise_broken {
            m.insert("depth_promise_broken".into(), Value::Bool(true));
        }
        if let Some(c) = px.coverage {
            m.insert("oMask".into(), Value::from(c));
        }
        if let Some(c) = px.final_coverage {
            m.insert("coverage".into(), Value::from(c));
        }
    }
    v
}

/// Runs a pixel shader on the JSON input.
pub fn run_ps(p: &Prepared, inp: &Input, max_steps: u64, out: &mut Emit) -> Result<(), RunError> {
    let mem = Rc::new(RefCell::new(Memory::read(
        p.prog,
        inp.resources.as_ref(),
        inp.samplers.as_ref(),
    )?));
    // The pixel count, and whether the input has pixels at all, before
    // any output.
    let (_, total) = quads_of(inp)?;
    emit_pixels(
        out,
        inp.grid.as_ref(),
        total,
        |out, order| {
            run_pixels(p, inp, mem.clone(), max_steps, |i, px| {
                order.put(out, i, print_pixel(&px))
            })
        },
        |out| {
            let mem = mem.borrow();
            match mem.u.is_empty() {
                true => Ok(()),
                false => mem.write_uavs(out),
            }
        },
    )
}

/// Output registers of many pixels, `regs` per pixel, in one block, and
/// which pixels discarded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PixelOutputs {
    /// Registers per pixel (`o0` to `o{regs-1}`).
    pub regs: usize,
    /// `data[i * regs + n]` is `on` of pixel `i`.
    pub data: Vec<[u32; 4]>,
    /// Whether pixel `i` ran `discard` (its outputs are then not written
    /// to any target; they are given as the program left them).
    pub discarded: Vec<bool>,
}

impl PixelOutputs {
    /// The output registers of pixel `i`.
    pub fn pixel(&self, i: usize) -> &[[u32; 4]] {
        &self.data[i * self.regs..(i + 1) * self.regs]
    }
}

/// Runs quad `files` (four pixels' inputs) on the scalar machines; `first`
/// is its first pixel's index (for messages).
fn scalar_quad(
    m: &mut [Machine],
    files: &[Vec<[u32; 4]>],
    first: usize,
    out: &mut [[u32; 4]],
    discarded: &mut [bool],
) -> Result<(), RunError> {
    for (mk, file) in m.iter_mut().zip(files) {
        mk.reset();
        mk.v = vec![file.clone()];
        mk.in_coverage = 1;
    }
    run_quad(m).map_err(|e| e.within(format!("quad of pixel {first}")))?;
    let n = out.len() / 4;
    for (k, mk) in m.iter().enumerate() {
        out[k * n..(k + 1) * n].copy_from_slice(&mk.o[..n]);
        discarded[k] = mk.discarded;
    }
    Ok(())
}

/// Runs a pixel shader on input register files (`pixels[i][n]` is `vn` of
/// pixel `i`; pixels `4q` to `4q + 3` are quad `q`: top left, top right,
/// bottom left, bottom right), giving each pixel's output registers. The
/// library entry for bulk work: no resources, one sample, full coverage.
pub fn run_quads(
    p: &Prepared,
    constants: &Constants,
    pixels: &[Vec<[u32; 4]>],
    max_steps: u64,
    mode: Mode,
) -> Result<PixelOutputs, RunError> {
    if !pixels.len().is_multiple_of(4) {
        return bad_input(format!(
            "{} pixels: pixels come in quads of four",
            pixels.len()
        ));
    }
    // The batch holds the declared input registers: a register file the
    // caller made longer costs nothing, and one the program reads past its
    // declarations runs on the scalar machine.
    let nin = super::machine::regs_needed(&p.inputs);
    let nout = out_regs(p);
    let mut m: Vec<Machine> = (0..4)
        .map(|_| {
            let mut x = Machine::new(p, constants, max_steps);
            x.quad = true;
            x
        })
        .collect();
    let batch = match mode {
        Mode::Scalar => None,
        _ => Batch::compile(p, constants, Inputs::Quads(nin), nout, false),
    };
    if batch.is_none() && mode == Mode::BatchOnly {
        return internal("the program cannot run in batches");
    }
    let mut out = PixelOutputs {
        regs: nout,
        data: vec![[0; 4]; pixels.len() * nout],
        discarded: vec![false; pixels.len()],
    };
    let Some(b) = batch else {
        for (q, files) in pixels.chunks(4).enumerate() {
            let at = q * 4;
            scalar_quad(
                &mut m,
                files,
                at,
                &mut out.data[at * nout..(at + 4) * nout],
                &mut out.discarded[at..at + 4],
            )?;
        }
        return Ok(out);
    };
    let (mut file, mut fx) = (b.file(), Effects::default());
    for (k, chunk) in pixels.chunks(LANES).enumerate() {
        let at = k * LANES;
        b.reset(&mut file);
        b.set_input_lanes(&mut file, 0, chunk.iter().map(|r| r.as_slice()));
        fx.clear();
        crate::run::budget::charge(0)?;
        // A pixel with fewer registers than declared may read past its
        // file, which is the scalar machine's error.
        let ran = if chunk.iter().all(|r| r.len() >= nin) {
            b.run_with(&mut file, chunk.len(), max_steps, &mut fx, None)
        } else {
            Err(Bail::Fallback)
        };
        let block = &mut out.data[at * nout..(at + chunk.len()) * nout];
        match ran {
            Ok(work) => {
                crate::run::budget::settle(work);
                b.outputs(&file, block);
                out.discarded[at..at + chunk.len()].copy_from_slice(&fx.discarded[..chunk.len()]);
            }
            Err(e) if mode == Mode::BatchOnly => {
                return internal(format!("batch {k} could not run together: {e:?}"))
            }
            Err(_) => {
                for (q, files) in chunk.chunks(4).enumerate() {
                    scalar_quad(
                        &mut m,
                        files,
                        at + q * 4,
                        &mut block[q * 4 * nout..(q + 1) * 4 * nout],
                        &mut out.discarded[at + q * 4..at + q * 4 + 4],
                    )?;
                }
            }
        }
    }
    Ok(out)
}
