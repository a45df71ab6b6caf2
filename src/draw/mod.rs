//! `dxsm draw`: a whole Direct3D 11 draw on the reference interpreter —
//! input assembler, vertex shader, hull shader, tessellator and domain
//! shader or geometry shader, clipping and rasterization, pixel shader,
//! output merger — to render targets and a depth-stencil buffer
//! (docs/DRAW.md).
//!
//! Layers: the description (`desc`) is checked and loaded into a
//! [`setup::Pipeline`] before any work (`setup`); then per instance the
//! input assembler (`input`) makes primitives, the vertex shader runs on
//! a block of them at a time, the rasterizer (`raster`) clips, snaps and
//! covers, the pixel shader runs on each primitive's quads
//! (`run::FragmentShader`), and the output merger (`merge`) tests and
//! writes, primitive by primitive in order. `output` writes the results.

mod bands;
mod d3d9_pair;
pub mod desc;
pub mod format;
mod frame;
pub mod input;
pub mod merge;
mod merger;
pub mod output;
mod pipeline;
pub mod raster;
pub mod setup;
mod shader;
mod states;
pub mod stream_out;
mod vertices;

use crate::run::d3d9;
use crate::run::trace;
use crate::run::{ErrorKind, Prepared, RunError};
use bands::Back;
pub use frame::{Frame, Stats, Uav};
use merger::{Merger, Rows};
use raster::{ClipVertex, Line, Prim, Rect, ScreenVertex, Shape, Tri};
use setup::{Code, Pipeline};
use shader::PixelStage;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

/// Primitives whose vertices the vertex shader runs on together.
const BLOCK: usize = 4096;

/// Draws the pipeline description `json`; `load` gives a shader file's
/// bytes by the path the description names.
pub fn draw_json(
    json: &str,
    load: &dyn Fn(&str) -> Result<Vec<u8>, String>,
) -> Result<Frame, RunError> {
    let d: desc::Desc = serde_json::from_str(json).map_err(|e| {
        RunError::of(
            crate::run::ErrorKind::Input,
            format!("bad pipeline description: {e}"),
        )
    })?;
    let p = setup::prepare(&d, load)?;
    draw_budgeted(p, crate::run::DEFAULT_MAX_TOTAL_STEPS)
}

/// Runs a prepared pipeline within `max_total_steps` steps in all (as
/// `dxsm run` counts them).
pub fn draw_budgeted(p: Pipeline, max_total_steps: u64) -> Result<Frame, RunError> {
    draw_watching(p, max_total_steps, None)
}

/// [`draw_budgeted`], keeping the history of pixel `watch` (x, y): for
/// every fragment that reached it, in order, its draw position (instance,
/// primitive, facing), the pixel shader's inputs and outputs (or that it
/// discarded), the depth and stencil test with the buffer before and
/// after, and each target's stored channels before and after.
pub fn draw_watching(
    p: Pipeline,
    max_total_steps: u64,
    watch: Option<(u32, u32)>,
) -> Result<Frame, RunError> {
    draw_with(
        p,
        &Options {
            max_total_steps,
            watch,
            sample: 0,
            threads: 0,
        },
    )
}

/// How a draw runs.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Steps allowed for all invocations of the draw together (as `dxsm
    /// run` counts them).
    pub max_total_steps: u64,
    /// The pixel whose history is kept (see [`draw_watching`]).
    pub watch: Option<(u32, u32)>,
    /// Its sample, on a multisampled target.
    pub sample: u32,
    /// Threads for the rasterizer, pixel shader and output merger (0: one
    /// per core). The frame is the same whatever the number.
    pub threads: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_total_steps: crate::run::DEFAULT_MAX_TOTAL_STEPS,
            watch: None,
            sample: 0,
            threads: 0,
        }
    }
}

/// Runs a prepared pipeline as `o` says.
pub fn draw_with(p: Pipeline, o: &Options) -> Result<Frame, RunError> {
    crate::run::budget::start(o.max_total_steps);
    let watch = o.watch.map(|(x, y)| (x as i64, y as i64, o.sample));
    let r = draw_inner(p, watch, o.threads);
    crate::run::budget::start(u64::MAX);
    r
}

/// Runs a prepared pipeline (on every core, no overall step budget).
pub fn draw(p: Pipeline) -> Result<Frame, RunError> {
    draw_inner(p, None, 0)
}

/// Bands the back end of a draw runs in: one per thread asked for (0:
/// per core), at most a band per stripe of rows, and one where the order
/// across pixels shows (UAVs, history, a trace). Each band reads its own
/// copy of the pixel shader's resources (`mem`); the copies stay within
/// [`BAND_COPIES`] bytes.
fn bands_for(threads: usize, p: &Pipeline, watch: bool, mem: &crate::run::mem::Memory) -> usize {
    if watch || !mem.u.is_empty() || trace::on() {
        return 1;
    }
    let threads = cores(threads);
    let stripes = (p.height as usize).div_ceil(merger::STRIPE as usize);
    let bytes: usize = mem
        .t
        .values()
        .map(|r| r.texels.len() * 16 + r.words.len() * 4)
        .sum();
    let copies = BAND_COPIES / bytes.max(1);
    threads.min(stripes).min(copies.max(1)).max(1)
}

/// The threads `--threads N` asks for: N, or one per core for 0.
fn cores(threads: usize) -> usize {
    match threads {
        0 => std::thread::available_parallelism().map_or(1, usize::from),
        n => n,
    }
}

/// Bytes of resource copies the bands of a draw may hold together.
const BAND_COPIES: usize = 1 << 30;

/// Clears the trace's stage when a draw ends, however it ends.
struct StageGuard;

impl Drop for StageGuard {
    fn drop(&mut self) {
        trace::set_stage(None);
    }
}

fn draw_inner(
    mut p: Pipeline,
    watch: Option<(i64, i64, u32)>,
    threads: usize,
) -> Result<Frame, RunError> {
    let _stage = StageGuard;
    let vs_mem = Rc::new(RefCell::new(std::mem::take(&mut p.vs.mem)));
    let gs_mem = Rc::new(RefCell::new(
        p.gs.as_mut()
            .map(|s| std::mem::take(&mut s.mem))
            .unwrap_or_default(),
    ));
    let ps_mem = Rc::new(RefCell::new(
        p.ps.as_mut()
            .map(|s| std::mem::take(&mut s.mem))
            .unwrap_or_default(),
    ));
    let vsp = match &p.vs.code {
        Code::Sm4(prog) => Some(Prepared::new(prog).map_err(|e| e.within("vs"))?),
        Code::D3d9(..) | Code::Ps1(..) => None,
    };
    let vs9p = match &p.vs.code {
        Code::D3d9(prog, _) => Some(d3d9::Prepared::new(prog).map_err(|e| e.within("vs"))?),
        Code::Sm4(_) | Code::Ps1(..) => None,
    };
    let psp = match p.ps.as_ref().map(|s| &s.code) {
        Some(Code::Sm4(prog)) => Some(Prepared::new(prog).map_err(|e| e.within("ps"))?),
        _ => None,
    };
    let ps9p = match p.ps.as_ref().map(|s| &s.code) {
        Some(Code::D3d9(prog, _)) => Some(d3d9::Prepared::new(prog).map_err(|e| e.within("ps"))?),
        _ => None,
    };
    let ps1p = match p.ps.as_ref().map(|s| &s.code) {
        Some(Code::Ps1(prog, _)) => {
            Some(d3d9::ps1_draw::Prepared1::new(prog).map_err(|e| e.within("ps"))?)
        }
        _ => None,
    };
    let inputs = Arc::new(std::mem::take(&mut p.ps_inputs));
    let ps_regs = match (&psp, ps9p.is_some() || ps1p.is_some()) {
        (Some(psp), _) => crate::run::input_regs(psp),
        (None, true) => d3d9::stages::PS_FILE,
        (None, false) => 0,
    };
    // A Direct3D 9 vertex shader only reads its textures.
    let mut vs9 = match (&vs9p, &p.vs.code) {
        (Some(vp), Code::D3d9(_, consts)) => Some(d3d9::stages::Vertices9::new(
            vp,
            consts,
            Rc::new(vs_mem.borrow().clone()),
            p.max_steps,
        )),
        _ => None,
    };
    let sm4_vs = || {
        vsp.as_ref().ok_or_else(|| {
            RunError::of(
                ErrorKind::Shader,
                "vs: a Direct3D 9 vertex shader feeds no Direct3D 10/11 stage",
            )
        })
    };
    let mut st = Stats::default();
    let cuts: Vec<bool> = p.sequence.iter().map(Option::is_none).collect();
    let target = Rect {
        left: 0,
        top: 0,
        right: p.width as i64,
        bottom: p.height as i64,
    };
    // Each viewport's pixels: its implicit scissor, the scissor rectangle
    // when the test is on, the target.
    let rects: Vec<Rect> = p
        .viewports
        .iter()
        .map(|(vp, sc)| {
            let mut r = vp.rect().and(target);
            if let Some([l, t, rt, b]) = sc {
                r = r.and(Rect {
                    left: *l as i64,
                    top: *t as i64,
                    right: *rt as i64,
                    bottom: *b as i64,
                });
            }
            r
        })
        .collect();
    let om = Merger {
        targets: std::mem::take(&mut p.targets),
        depth: p.depth.take(),
        rows: Rows::ALL,
        width: p.width as usize,
        band_rows: p.height as usize,
        slices: p.slices,
        k: p.blend_factor,
        vps: p.viewports.iter().map(|v| v.0).collect(),
        rects,
        early: p.early_depth,
        samples: p.samples,
        sample_mask: p.sample_mask,
        sample_freq: p.sample_freq,
        watch,
        history: Vec::new(),
        instance: 0,
        early_rec: None,
        chunk: Default::default(),
        names9: p
            .ps
            .as_ref()
            .is_some_and(setup::Stage1::is_d3d9)
            .then(|| p.ps9.as_slice().into()),
        alpha_to_coverage: p.alpha_to_coverage,
    };
    let gsp = match &p.gs {
        Some(g) => Some(Prepared::new(g.sm4()?).map_err(|e| e.within("gs"))?),
        None => None,
    };
    let mut so = p.so.take();
    let raster = so.as_ref().is_none_or(|s| s.rasterized.is_some());
    // Tessellation: the hull and domain shaders, bound as `dxsm run`
    // binds them.
    let stage_input = |s: &setup::Stage1, what: &str| {
        let doc = crate::run::Doc::from_value(&s.bindings).map_err(|e| e.within(what))?;
        crate::run::json::Input::from_doc(doc).map_err(|e| e.within(what))
    };
    let tess_inputs = match (&p.hs, &p.ds) {
        (Some(h), Some(d)) => {
            let hsp = Prepared::new(h.sm4()?).map_err(|e| e.within("hs"))?;
            let dsp = Prepared::new(d.sm4()?).map_err(|e| e.within("ds"))?;
            Some((hsp, dsp, stage_input(h, "hs")?, stage_input(d, "ds")?))
        }
        _ => None,
    };
    // A geometry shader runs blocks of primitives on every core, unless a
    // trace records its invocations in order or it writes memory.
    let gs_threads = if trace::on() || !gs_mem.borrow().u.is_empty() {
        1
    } else {
        cores(threads)
    };
    let mut tess = match &tess_inputs {
        Some((hsp, dsp, hs_inp, ds_inp)) => Some(TessRun {
            vsp: sm4_vs()?,
            vs_mem: &vs_mem,
            hsp,
            hs_inp: hs_inp.clone_bindings(),
            hs_regs: match crate::run::hs_inputs(hsp.prog) {
                Some(r) => r,
                None => sm4_vs()?.outputs.iter().map(|o| o.reg).collect(),
            },
            tess: crate::run::Tess::new(hsp, dsp, ds_inp, p.max_steps)
                .map_err(|e| e.within("hs, ds"))?,
            cuts: &cuts,
            geometry: match (&gsp, &p.gs) {
                (Some(gp), Some(g)) => Some(Geometry {
                    gsp: gp,
                    gs: g,
                    gs_mem: &gs_mem,
                    threads: gs_threads,
                }),
                _ => None,
            },
        }),
        None => None,
    };
    let bands = bands_for(threads, &p, watch.is_some(), &ps_mem.borrow());
    // The front end of a draw without tessellation or a geometry shader
    // runs its blocks of primitives on every core too, unless a trace
    // records them in order or the vertex shader writes memory.
    let front = if trace::on() || !vs_mem.borrow().u.is_empty() || vs9.is_some() {
        1
    } else {
        cores(threads)
    };
    let stage = match (&psp, &ps9p, p.ps.as_ref().map(|s| (&s.code, &s.constants))) {
        (Some(prepared), _, Some((_, constants))) => Some(PixelStage::Sm4 {
            prepared,
            constants,
            max_steps: p.max_steps,
        }),
        (None, Some(prepared), Some((Code::D3d9(_, consts), _))) => Some(PixelStage::D3d9 {
            prepared,
            consts,
            map: &p.ps9,
            max_steps: p.max_steps,
        }),
        (None, None, Some((Code::Ps1(_, bindings), _))) => {
            ps1p.as_ref().map(|prepared| PixelStage::Ps1 {
                prepared,
                bindings,
                map: &p.ps9,
            })
        }
        _ => None,
    };
    let unit = if tess.is_some() { "patch" } else { "primitive" };
    let (om, st) = std::thread::scope(|scope| -> Result<(Merger, Stats), RunError> {
        let mut back = Back::new(scope, (om, p.height), stage, &ps_mem, bands, unit);
        for instance in 0..p.instances {
            if let Some(t) = tess.as_mut() {
                let ctx = Ctx {
                    p: &p,
                    inputs: &inputs,
                    ps_regs,
                };
                t.instance(&ctx, instance, &mut back, so.as_mut(), raster, &mut st)?;
                continue;
            }
            if let (Some(gp), Some(g)) = (&gsp, &p.gs) {
                let ctx = Ctx {
                    p: &p,
                    inputs: &inputs,
                    ps_regs,
                };
                let run = GsRun {
                    vsp: sm4_vs()?,
                    vs_mem: &vs_mem,
                    geometry: Geometry {
                        gsp: gp,
                        gs: g,
                        gs_mem: &gs_mem,
                        threads: gs_threads,
                    },
                    cuts: &cuts,
                };
                run.instance(&ctx, instance, &mut back, so.as_mut(), raster, &mut st)?;
                continue;
            }
            let mut prims: Vec<([usize; 3], usize)> = Vec::new();
            input::primitives(p.topology, &cuts, |v, n| prims.push((v, n)));
            st.ia_vertices += p.sequence.iter().flatten().count() as u64;
            let ctx = Ctx {
                p: &p,
                inputs: &inputs,
                ps_regs,
            };
            let blocks: Vec<&[([usize; 3], usize)]> = prims.chunks(BLOCK).collect();
            if let (Some(vsp), true) = (&vsp, front > 1 && so.is_none()) {
                // The blocks on `front` threads, a wave at a time; the
                // back end takes their primitives in order.
                for (w, wave) in blocks.chunks(front * WAVE).enumerate() {
                    let first = w * front * WAVE;
                    let done = parallel_blocks(&ctx, vsp, &vs_mem, wave, first, instance, raster);
                    for result in done {
                        let (prims, block_st) = result?;
                        add_front(&mut st, &block_st);
                        trace::set_stage(Some("ps"));
                        for prim in prims {
                            back.primitive(prim, instance, &mut st)?;
                        }
                    }
                }
                continue;
            }
            for (b, block) in blocks.into_iter().enumerate() {
                let mut vs = |files: &[Vec<[u32; 4]>], st: &mut Stats| match vs9.as_mut() {
                    Some(v) => vertex_shader9(v, files, instance, st),
                    None => vertex_shader(&p, (sm4_vs()?, &vs_mem), files, instance, st),
                };
                let prims = front_block(
                    &ctx,
                    &mut vs,
                    (block, b, instance),
                    so.as_mut(),
                    raster,
                    &mut st,
                )?;
                trace::set_stage(Some("ps"));
                for prim in prims {
                    back.primitive(prim, instance, &mut st)?;
                }
            }
        }
        trace::set_stage(Some("ps"));
        let om = back.finish(&mut st)?;
        Ok((om, st))
    })?;
    let uavs = ps_mem
        .borrow()
        .u
        .iter()
        .map(|(&slot, r)| {
            let uav = Uav {
                width: r.width,
                height: r.height,
                texels: r.texels.clone(),
                words: r.words.clone(),
            };
            (slot, uav)
        })
        .collect();
    Ok(Frame {
        stream_out: so,
        history: om.history,
        uavs,
        targets: om.targets,
        depth: om.depth,
        stats: st,
    })
}

/// Blocks a front-end thread takes in a wave.
const WAVE: usize = 2;

/// What a block's vertex shader is: its register files in, its outputs
/// out, its invocations counted.
type VertexRun<'v> =
    dyn FnMut(&[Vec<[u32; 4]>], &mut Stats) -> Result<crate::run::VertexOutputs, RunError> + 'v;

/// Block `b` of an instance's primitives (`block`, leading vertex first)
/// through the vertex shader `vs`, stream output and primitive setup:
/// the primitives to rasterize, in order.
fn front_block(
    ctx: &Ctx,
    vs: &mut VertexRun,
    (block, b, instance): (&[([usize; 3], usize)], usize, u32),
    mut so: Option<&mut stream_out::StreamOut>,
    raster: bool,
    st: &mut Stats,
) -> Result<Vec<Prim>, RunError> {
    let p = ctx.p;
    // The sequence positions this block reads, contiguous.
    let lo = block
        .iter()
        .map(|(v, n)| v[..*n].iter().min().copied().unwrap_or(0))
        .min()
        .unwrap_or(0);
    let hi = block
        .iter()
        .map(|(v, n)| v[..*n].iter().max().copied().unwrap_or(0))
        .max()
        .unwrap_or(0);
    let mut files = Vec::with_capacity(hi + 1 - lo);
    let mut at = vec![usize::MAX; hi + 1 - lo];
    for pos in lo..=hi {
        if let Some((v, id)) = p.sequence[pos] {
            at[pos - lo] = files.len();
            files.push(p.ia.file(v, id, instance));
        }
    }
    let outs = vs(&files, st)?;
    drop(files);
    let mut out = Vec::new();
    for (k, (v, n)) in block.iter().enumerate() {
        let id = (b * BLOCK + k) as u32;
        st.ia_primitives += 1;
        let vert = |i: usize| outs.vertex(at[v[i] - lo]).to_vec();
        let o: [Vec<[u32; 4]>; 3] = match n {
            1 => [vert(0), vert(0), vert(0)],
            2 => [vert(0), vert(1), vert(1)],
            _ => [vert(0), vert(1), vert(2)],
        };
        if let Some(so) = so.as_deref_mut() {
            let v: Vec<&[[u32; 4]]> = o[..*n].iter().map(Vec::as_slice).collect();
            so.primitive(0, &v);
        }
        if !raster {
            continue;
        }
        st.c_invocations += 1;
        out.extend(ctx.setup(o, *n, id, st));
    }
    Ok(out)
}

/// The front end's counts of `b` added to `st`.
fn add_front(st: &mut Stats, b: &Stats) {
    st.ia_primitives += b.ia_primitives;
    st.vs_invocations += b.vs_invocations;
    st.c_invocations += b.c_invocations;
    st.c_primitives += b.c_primitives;
}

/// What one block of a wave leaves: its primitives and counts, or its
/// error.
type BlockResult = Result<(Vec<Prim>, Stats), RunError>;

/// Blocks `first`, `first + 1`, ... (`wave`) of an instance through an
/// SM4/5 vertex shader and setup on threads of their own, each with a copy
/// of the vertex shader's memory, sharing the run's budget: each block's
/// result, in order. The vertex shader only reads memory (a draw with
/// vertex-shader UAVs runs on one thread).
fn parallel_blocks(
    ctx: &Ctx,
    vsp: &Prepared,
    vs_mem: &Rc<RefCell<crate::run::mem::Memory>>,
    wave: &[&[([usize; 3], usize)]],
    first: usize,
    instance: u32,
    raster: bool,
) -> Vec<BlockResult> {
    let threads = wave.len();
    let budget = crate::run::budget::share();
    let mems: Vec<crate::run::mem::Memory> =
        (0..threads).map(|_| vs_mem.borrow().clone()).collect();
    let p = ctx.p;
    std::thread::scope(|scope| {
        let handles: Vec<_> = wave
            .iter()
            .zip(mems)
            .enumerate()
            .map(|(k, (block, mem))| {
                let budget = budget.clone();
                scope.spawn(move || -> BlockResult {
                    crate::run::budget::join(budget);
                    let mem = Rc::new(RefCell::new(mem));
                    let mut st = Stats::default();
                    let mut vs = |files: &[Vec<[u32; 4]>], st: &mut Stats| {
                        st.vs_invocations += files.len() as u64;
                        crate::run::run_vertices_numbered(
                            vsp,
                            &p.vs.constants,
                            files,
                            0,
                            p.max_steps,
                            mem.clone(),
                        )
                        .map_err(|e| e.within(format!("vs, instance {instance}")))
                    };
                    let prims = front_block(
                        ctx,
                        &mut vs,
                        (block, first + k, instance),
                        None,
                        raster,
                        &mut st,
                    )?;
                    Ok((prims, st))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(RunError::of(
                        ErrorKind::Internal,
                        "a front-end thread stopped without a result",
                    ))
                })
            })
            .collect::<Vec<_>>()
    })
}

/// A draw's vertex, hull and domain shaders and the tessellator between
/// them, run an instance at a time.
struct TessRun<'a, 'p> {
    vsp: &'a Prepared<'p>,
    vs_mem: &'a Rc<RefCell<crate::run::mem::Memory>>,
    hsp: &'a Prepared<'p>,
    /// The hull shader's bindings; each block's patches are put in it.
    hs_inp: crate::run::json::Input,
    /// The registers a control point carries to the hull shader.
    hs_regs: Vec<u32>,
    tess: crate::run::Tess<'a, 'p>,
    cuts: &'a [bool],
    /// A geometry shader after the domain shader.
    geometry: Option<Geometry<'a, 'p>>,
}

impl TessRun<'_, '_> {
    /// Runs the vertex shader on the instance's vertices, the hull shader
    /// on its patches (`SV_PrimitiveID` the patch's number in the
    /// instance), the tessellator and the domain shader on each, and
    /// rasterizes what the tessellator makes (points, lines or triangles
    /// in the hull shader's declared winding) patch by patch, in order.
    #[allow(clippy::too_many_arguments)]
    fn instance(
        &mut self,
        ctx: &Ctx,
        instance: u32,
        back: &mut Back,
        mut so: Option<&mut stream_out::StreamOut>,
        raster: bool,
        st: &mut Stats,
    ) -> Result<(), RunError> {
        let p = ctx.p;
        let n = p.patch.unwrap_or(1);
        let mut patches = Vec::new();
        input::patches(n, self.cuts, |r| patches.push(r));
        st.ia_vertices += p.sequence.iter().flatten().count() as u64;
        st.ia_primitives += patches.len() as u64;
        let arity = self.tess.output.arity();
        for (b, block) in patches.chunks(BLOCK / n).enumerate() {
            let first = b * (BLOCK / n);
            // The block's control points through the vertex shader.
            let lo = block.first().map_or(0, |r| r.start);
            let hi = block.last().map_or(0, |r| r.end);
            let files: Vec<Vec<[u32; 4]>> = (lo..hi)
                .filter_map(|pos| p.sequence[pos].map(|(v, id)| p.ia.file(v, id, instance)))
                .collect();
            let outs = vertex_shader(p, (self.vsp, self.vs_mem), &files, instance, st)?;
            drop(files);
            let patch_json: Vec<serde_json::Value> = block
                .iter()
                .map(|r| {
                    let cps = r
                        .clone()
                        .map(|pos| {
                            let f = outs.vertex(pos - lo);
                            let m: serde_json::Map<String, serde_json::Value> = self
                                .hs_regs
                                .iter()
                                .map(|&reg| {
                                    let v = f.get(reg as usize).copied().unwrap_or_default();
                                    (format!("v{reg}"), crate::run::json::print_register(&v, 4))
                                })
                                .collect();
                            serde_json::Value::Object(m)
                        })
                        .collect();
                    serde_json::Value::Array(cps)
                })
                .collect();
            self.hs_inp.patches = Some(serde_json::Value::Array(patch_json));
            let tess = &mut self.tess;
            let back = &mut *back;
            let so = &mut so;
            let with_gs = self.geometry.is_some();
            // With a geometry shader: the block's primitives and their
            // patches' numbers, for it to run on after the block.
            let mut prims: Vec<Vec<Vec<[u32; 4]>>> = Vec::new();
            let mut ids: Vec<u32> = Vec::new();
            trace::set_stage(Some("hs"));
            crate::run::hs_patches_from(
                self.hsp,
                &self.hs_inp,
                first,
                p.max_steps,
                &mut |pi, patch| {
                    st.hs_invocations += 1;
                    trace::set_stage(Some("ds"));
                    let mut verts: Vec<Vec<[u32; 4]>> = Vec::new();
                    let (_, t, _) = tess
                        .patch(pi, &patch, &mut |m| {
                            verts.push(m.o.clone());
                            Ok(())
                        })
                        .map_err(|e| e.within(format!("instance {instance}, patch {pi}")))?;
                    st.ds_invocations += verts.len() as u64;
                    for prim in t.indices.chunks(arity) {
                        let v = |i: usize| {
                            verts
                                .get(prim[i.min(prim.len() - 1)] as usize)
                                .cloned()
                                .unwrap_or_default()
                        };
                        if with_gs {
                            prims.push((0..arity).map(v).collect());
                            ids.push(pi as u32);
                            continue;
                        }
                        let o = [v(0), v(1), v(2)];
                        if let Some(so) = so.as_deref_mut() {
                            let refs: Vec<&[[u32; 4]]> =
                                o[..arity].iter().map(Vec::as_slice).collect();
                            so.primitive(0, &refs);
                        }
                        if !raster {
                            continue;
                        }
                        st.c_invocations += 1;
                        trace::set_stage(Some("ps"));
                        for prim in ctx.setup(o, arity, pi as u32, st) {
                            back.primitive(prim, instance, st)?;
                        }
                    }
                    trace::set_stage(Some("hs"));
                    Ok(())
                },
            )?;
            if let Some(g) = &self.geometry {
                g.run(
                    ctx,
                    instance,
                    (&prims, Some(&ids)),
                    back,
                    so.as_deref_mut(),
                    raster,
                    st,
                )?;
            }
        }
        self.hs_inp.patches = None;
        Ok(())
    }
}

/// A draw's vertex and geometry shaders, run an instance at a time.
struct GsRun<'a, 'p> {
    vsp: &'a Prepared<'p>,
    vs_mem: &'a Rc<RefCell<crate::run::mem::Memory>>,
    geometry: Geometry<'a, 'p>,
    cuts: &'a [bool],
}

/// Primitives for a geometry shader (each its vertices' register files)
/// and, after tessellation, each one's patch number.
type GsInput<'a> = (&'a [Vec<Vec<[u32; 4]>>], Option<&'a [u32]>);

/// A draw's geometry shader: run on primitives, its streams written to
/// stream output and its rasterized stream drawn.
struct Geometry<'a, 'p> {
    gsp: &'a Prepared<'p>,
    gs: &'a setup::Stage1,
    gs_mem: &'a Rc<RefCell<crate::run::mem::Memory>>,
    /// Threads the shader may run on: blocks of primitives at once,
    /// their output taken in order (1 with a trace or UAVs).
    threads: usize,
}

/// Primitives a geometry shader runs on together on one thread.
const GS_BLOCK: usize = 1024;

impl GsRun<'_, '_> {
    /// Runs the vertex shader on the instance's vertices, the geometry
    /// shader on its primitives (`vPrim` the primitive's number in the
    /// instance), writes the stream output, and rasterizes the rasterized
    /// stream's strips in order.
    fn instance(
        &self,
        ctx: &Ctx,
        instance: u32,
        back: &mut Back,
        so: Option<&mut stream_out::StreamOut>,
        raster: bool,
        st: &mut Stats,
    ) -> Result<(), RunError> {
        let p = ctx.p;
        let mut files = Vec::new();
        let mut at = vec![usize::MAX; p.sequence.len()];
        for (pos, v) in p.sequence.iter().enumerate() {
            if let Some((v, id)) = v {
                at[pos] = files.len();
                files.push(p.ia.file(*v, *id, instance));
            }
        }
        st.ia_vertices += files.len() as u64;
        let outs = vertex_shader(p, (self.vsp, self.vs_mem), &files, instance, st)?;
        drop(files);
        let mut prims: Vec<Vec<Vec<[u32; 4]>>> = Vec::new();
        input::gs_primitives(p.topology, self.cuts, |v| {
            prims.push(v.iter().map(|&pos| outs.vertex(at[pos]).to_vec()).collect());
        });
        st.ia_primitives += prims.len() as u64;
        self.geometry
            .run(ctx, instance, (&prims, None), back, so, raster, st)
    }
}

impl Geometry<'_, '_> {
    /// Runs the geometry shader on `prims` (`SV_PrimitiveID` each one's
    /// number in `ids`, else its position), writes the stream output, and
    /// rasterizes the rasterized stream's strips in order.
    #[allow(clippy::too_many_arguments)]
    fn run(
        &self,
        ctx: &Ctx,
        instance: u32,
        (prims, ids): GsInput,
        back: &mut Back,
        so: Option<&mut stream_out::StreamOut>,
        raster: bool,
        st: &mut Stats,
    ) -> Result<(), RunError> {
        let p = ctx.p;
        trace::set_stage(Some("gs"));
        st.gs_invocations += prims.len() as u64 * u64::from(self.gsp.instances.max(1));
        // Without stream output (whose buffers fill in order), blocks of
        // primitives run on several threads, a wave at a time, each
        // primitive numbered as in the whole draw; each block's output is
        // then taken in the draw's order.
        if self.threads > 1 && so.is_none() && prims.len() > GS_BLOCK {
            let blocks: Vec<usize> = (0..prims.len()).step_by(GS_BLOCK).collect();
            for wave in blocks.chunks(self.threads * WAVE) {
                for g in self.parallel(p, instance, (prims, ids), wave) {
                    self.draw_stream(ctx, instance, &g?, back, raster, st)?;
                }
            }
            return Ok(());
        }
        let shader = (self.gsp, &self.gs.constants);
        let g = gs_block(shader, p, instance, (prims, ids), self.gs_mem.clone())?;
        // Stream output first (every stream, before clipping), then the
        // rasterized stream.
        if let Some(so) = so {
            for (n, stream) in &g.streams {
                let layout = &p.gs_layouts[*n as usize];
                for strip in &stream.strips {
                    let v: Vec<Vec<[u32; 4]>> =
                        stream.vertices(strip).map(|d| unpack(layout, d)).collect();
                    for o in list_primitives(stream.topology, &v) {
                        let refs: Vec<&[[u32; 4]]> = o.iter().map(|x| x.as_slice()).collect();
                        so.primitive(*n, &refs);
                    }
                }
            }
        }
        self.draw_stream(ctx, instance, &g, back, raster, st)
    }

    /// The blocks of [`GS_BLOCK`] primitives starting at `starts`, each on
    /// a thread of its own with its own copy of the (read-only) memory;
    /// their outputs in the same order. Primitives keep their numbers in
    /// the draw.
    fn parallel(
        &self,
        p: &Pipeline,
        instance: u32,
        (prims, ids): GsInput,
        starts: &[usize],
    ) -> Vec<Result<crate::run::GsOutput, RunError>> {
        let budget = crate::run::budget::share();
        let mems: Vec<crate::run::mem::Memory> = starts
            .iter()
            .map(|_| self.gs_mem.borrow().clone())
            .collect();
        let shader = (self.gsp, &self.gs.constants);
        std::thread::scope(|scope| {
            let handles: Vec<_> = starts
                .iter()
                .zip(mems)
                .map(|(&start, mem)| {
                    let budget = budget.clone();
                    scope.spawn(move || {
                        crate::run::budget::join(budget);
                        let end = (start + GS_BLOCK).min(prims.len());
                        let numbers: Vec<u32>;
                        let ids = match ids {
                            Some(ids) => &ids[start..end],
                            None => {
                                numbers = (start as u32..end as u32).collect();
                                &numbers[..]
                            }
                        };
                        let mem = Rc::new(RefCell::new(mem));
                        gs_block(shader, p, instance, (&prims[start..end], Some(ids)), mem)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|_| Err(RunError::new("a geometry shader thread failed")))
                })
                .collect()
        })
    }

    /// Rasterizes the rasterized stream's strips of `g` in order (each
    /// strip numbered by its input primitive's `SV_PrimitiveID`).
    fn draw_stream(
        &self,
        ctx: &Ctx,
        instance: u32,
        g: &crate::run::GsOutput,
        back: &mut Back,
        raster: bool,
        st: &mut Stats,
    ) -> Result<(), RunError> {
        let p = ctx.p;
        st.gs_primitives += g.streams.iter().map(|(_, s)| s.primitives()).sum::<u64>();
        if !raster {
            return Ok(());
        }
        let Some((_, stream)) = g.streams.iter().find(|(n, _)| *n == p.stream) else {
            return Ok(());
        };
        let unpack = |d: &[[u32; 4]]| unpack(&p.gs_out, d);
        for strip in &stream.strips {
            let v: Vec<Vec<[u32; 4]>> = stream.vertices(strip).map(unpack).collect();
            for prim in list_primitives(stream.topology, &v) {
                let n = prim.len();
                let mut it = prim.into_iter();
                let first_v = it.next().unwrap_or_default();
                let second = it.next().unwrap_or_else(|| first_v.clone());
                let third = it.next().unwrap_or_else(|| second.clone());
                st.c_invocations += 1;
                trace::set_stage(Some("ps"));
                for prim in ctx.setup([first_v, second, third], n, strip.primitive, st) {
                    back.primitive(prim, instance, st)?;
                }
            }
        }
        Ok(())
    }
}

/// A geometry shader's output for `prims` (`SV_PrimitiveID` from `ids`,
/// else the position), reading and writing `mem`.
fn gs_block(
    (gsp, constants): (&Prepared, &crate::run::Constants),
    p: &Pipeline,
    instance: u32,
    (prims, ids): GsInput,
    mem: Rc<RefCell<crate::run::mem::Memory>>,
) -> Result<crate::run::GsOutput, RunError> {
    match ids {
        Some(ids) => crate::run::run_numbered_bound(gsp, constants, prims, ids, p.max_steps, mem),
        None => crate::run::run_primitives_bound(gsp, constants, prims, p.max_steps, mem),
    }
    .map_err(|e| e.within(format!("gs, instance {instance}")))
}

/// A geometry shader's output vertex (`d`, its stream's declared outputs
/// in order) as a register file.
fn unpack(layout: &[(usize, u8)], d: &[[u32; 4]]) -> Vec<[u32; 4]> {
    let regs = layout.iter().map(|o| o.0 + 1).max().unwrap_or(0);
    let mut f = vec![[0u32; 4]; regs];
    for (k, &(reg, mask)) in layout.iter().enumerate() {
        for c in 0..4 {
            if mask & (1 << c) != 0 {
                f[reg][c] = d[k][c];
            }
        }
    }
    f
}

/// A strip's vertices as list primitives (§14: strips expanded to lists,
/// the odd triangles of a triangle strip as (k, k+2, k+1)).
fn list_primitives(
    t: crate::sm4::fields::Topology,
    v: &[Vec<[u32; 4]>],
) -> Vec<Vec<Vec<[u32; 4]>>> {
    let n = match t {
        crate::sm4::fields::Topology::POINT_LIST => 1,
        crate::sm4::fields::Topology::LINE_STRIP => 2,
        _ => 3,
    };
    (0..v.len().saturating_sub(n - 1))
        .map(|k| match n {
            1 => vec![v[k].clone()],
            2 => vec![v[k].clone(), v[k + 1].clone()],
            _ if k % 2 == 0 => vec![v[k].clone(), v[k + 1].clone(), v[k + 2].clone()],
            _ => vec![v[k].clone(), v[k + 2].clone(), v[k + 1].clone()],
        })
        .collect()
}

/// Runs the vertex shader on `files` (register files of one instance),
/// counting the invocations and numbering them on from the draw's count
/// (a trace's `vs vertex=N`).
fn vertex_shader(
    p: &Pipeline,
    (vsp, vs_mem): (&Prepared, &Rc<RefCell<crate::run::mem::Memory>>),
    files: &[Vec<[u32; 4]>],
    instance: u32,
    st: &mut Stats,
) -> Result<crate::run::VertexOutputs, RunError> {
    let first = st.vs_invocations as usize;
    st.vs_invocations += files.len() as u64;
    trace::set_stage(Some("vs"));
    crate::run::run_vertices_numbered(
        vsp,
        &p.vs.constants,
        files,
        first,
        p.max_steps,
        vs_mem.clone(),
    )
    .map_err(|e| e.within(format!("vs, instance {instance}")))
}

/// [`vertex_shader`] for a Direct3D 9 pair's vertex shader.
fn vertex_shader9(
    vs: &mut d3d9::stages::Vertices9,
    files: &[Vec<[u32; 4]>],
    instance: u32,
    st: &mut Stats,
) -> Result<crate::run::VertexOutputs, RunError> {
    let first = st.vs_invocations as usize;
    st.vs_invocations += files.len() as u64;
    trace::set_stage(Some("vs"));
    vs.run(files, first)
        .map_err(|e| e.within(format!("vs, instance {instance}")))
}

/// What primitive setup reads.
struct Ctx<'a> {
    p: &'a Pipeline,
    inputs: &'a Arc<Vec<raster::PsInput>>,
    ps_regs: usize,
}

impl Ctx<'_> {
    /// Culls, clips, maps and snaps a primitive of `n` vertices (output
    /// registers `o`, leading vertex first, the last repeated for points
    /// and lines): what is left to rasterize (a wireframe triangle gives
    /// its edges as lines).
    fn setup(&self, o: [Vec<[u32; 4]>; 3], n: usize, id: u32, st: &mut Stats) -> Vec<Prim> {
        let p = self.p;
        let comp = |v: &Vec<[u32; 4]>, reg: usize, c: usize| f32::from_bits(v[reg][c]);
        // Cull distances (§15.4.2): out when every vertex is < 0 (NaN
        // counts as out) for one component.
        for &(reg, mask) in &p.cull_dist {
            for c in (0..4).filter(|c| mask & (1 << c) != 0) {
                if o[..n]
                    .iter()
                    .all(|v| comp(v, reg, c).is_nan() || comp(v, reg, c) < 0.0)
                {
                    return Vec::new();
                }
            }
        }
        // A clip distance of NaN discards the primitive (§15.4.1).
        for &(reg, mask) in &p.clip {
            for c in (0..4).filter(|c| mask & (1 << c) != 0) {
                if o[..n].iter().any(|v| comp(v, reg, c).is_nan()) {
                    return Vec::new();
                }
            }
        }
        // The viewport: the leading vertex's SV_ViewportArrayIndex from a
        // geometry shader, out of range meaning 0 (§15.8.1).
        let vp = p
            .viewport_index
            .map(|(reg, c)| o[0].get(reg).map_or(0, |r| r[c]) as usize)
            .filter(|&i| i < p.viewports.len())
            .unwrap_or(0);
        let viewport = p.viewports[vp].0;
        // The slice: the leading vertex's SV_RenderTargetArrayIndex from a
        // geometry shader.
        let slice = p
            .slice_index
            .map_or(0, |(reg, c)| o[0].get(reg).map_or(0, |r| r[c]));
        // A guard band: |x|, |y| up to this many times w stay unclipped
        // and still snap inside 16.8 fixed point.
        let guard = (8192.0 / viewport.width.max(viewport.height).max(1.0) as f64).max(1.0);
        let pos: [[f32; 4]; 3] = std::array::from_fn(|i| o[i][p.position].map(f32::from_bits));
        if pos[..n].iter().flatten().any(|x| x.is_nan()) {
            return Vec::new();
        }
        let poly: Vec<ClipVertex> = match n {
            1 => {
                // A point is a 1-pixel square; it is kept when its centre
                // is inside the clip volume.
                let c = pos[0];
                let w = c[3];
                let inside = w > 0.0
                    && (!p.depth_clip || (c[2] >= 0.0 && c[2] <= w))
                    && c[0].abs() <= guard as f32 * w
                    && c[1].abs() <= guard as f32 * w;
                if !inside {
                    return Vec::new();
                }
                vec![ClipVertex {
                    pos: c.map(f64::from),
                    lam: [1.0, 0.0, 0.0],
                    nu: [1.0, 0.0, 0.0],
                }]
            }
            2 => match raster::clip_line([pos[0], pos[1]], p.depth_clip, guard) {
                Some(seg) => seg.to_vec(),
                None => Vec::new(),
            },
            _ => raster::clip(pos, p.depth_clip, guard),
        };
        if poly.is_empty() {
            return Vec::new();
        }
        st.c_primitives += 1;
        let screen: Vec<ScreenVertex> = poly
            .iter()
            .map(|v| screen_of(&viewport, v, self.p.centre))
            .collect();
        let prim = |shape: Shape, front: bool| Prim {
            shape,
            outs: o.clone(),
            inputs: self.inputs.clone(),
            regs: self.ps_regs,
            clip: p.clip.clone(),
            front,
            id,
            vp,
            slice,
        };
        match n {
            1 => {
                // §3.4.6: two triangles in a Z pattern, the vertex's values
                // at all four corners; points face the front. A Direct3D
                // 9 point is the square of its size about it.
                let c = screen[0];
                let one = (1i64 << raster::SUBPIXEL_BITS) as f64;
                let h = match &p.points9 {
                    Some(p9) => (p9.size_of(&o[0]) as f64 * one / 2.0).round() as i64,
                    None => 1 << (raster::SUBPIXEL_BITS - 1),
                };
                let corner = |dx: i64, dy: i64| ScreenVertex {
                    x: c.x + dx * h,
                    y: c.y + dy * h,
                    ..c
                };
                let (a, b, cc, d) = (corner(-1, -1), corner(1, -1), corner(-1, 1), corner(1, 1));
                match p.points9.as_ref().and_then(|p9| p9.sprite.as_ref()) {
                    Some(regs) => sprite([a, b, cc, d], &o[0], regs)
                        .into_iter()
                        .map(|(tri, outs)| Prim {
                            outs,
                            ..prim(Shape::Tris(tri.into_iter().collect()), true)
                        })
                        .collect(),
                    None => {
                        let tris: Vec<Tri> = [[a, b, cc], [b, d, cc]]
                            .into_iter()
                            .filter_map(Tri::new)
                            .collect();
                        vec![prim(Shape::Tris(tris), true)]
                    }
                }
            }
            // Lines face the front (§15.12).
            2 => vec![prim(self.line(screen[0], screen[1]), true)],
            _ => {
                // The polygon's orientation from its snapped area (§15.11:
                // culling follows snapping; no area is back-facing).
                let mut area = 0i64;
                for i in 1..screen.len().saturating_sub(1) {
                    let (a, b, c) = (screen[0], screen[i], screen[i + 1]);
                    area += raster::area2((a.x, a.y), (b.x, b.y), (c.x, c.y));
                }
                let front = area != 0 && ((area > 0) != p.front_ccw);
                if (front && p.cull.0) || (!front && p.cull.1) {
                    return Vec::new();
                }
                let mut screen = screen;
                self.bias(&mut screen);
                if p.wireframe {
                    // §15.13: the polygon's edges as lines, facing as the
                    // triangle does.
                    let k = screen.len();
                    return (0..k)
                        .map(|i| prim(self.line(screen[i], screen[(i + 1) % k]), front))
                        .collect();
                }
                let tris: Vec<Tri> = (1..screen.len() - 1)
                    .filter_map(|i| Tri::new([screen[0], screen[i], screen[i + 1]]))
                    .collect();
                if tris.is_empty() {
                    return Vec::new();
                }
                vec![prim(Shape::Tris(tris), front)]
            }
        }
    }

    /// A line from `a` to `b`: aliased, or on a multisampled target with
    /// MultisampleEnable a quadrilateral (§3.4.5): a rectangle 1.4 pixels
    /// wide about the segment, two triangles, each end's values at its two
    /// corners (attributes vary along the line, not across it).
    fn line(&self, a: ScreenVertex, b: ScreenVertex) -> Shape {
        if !self.p.quad_lines {
            return Shape::Line(Line { a, b });
        }
        let (dx, dy) = ((b.x - a.x) as f64, (b.y - a.y) as f64);
        let len = dx.hypot(dy);
        if len == 0.0 {
            return Shape::Tris(Vec::new());
        }
        let half = 0.7 * (1i64 << raster::SUBPIXEL_BITS) as f64;
        let (nx, ny) = (-dy / len * half, dx / len * half);
        let corner = |v: ScreenVertex, s: f64| ScreenVertex {
            x: v.x + (s * nx).round() as i64,
            y: v.y + (s * ny).round() as i64,
            ..v
        };
        let (a1, a2, b1, b2) = (
            corner(a, 1.0),
            corner(a, -1.0),
            corner(b, 1.0),
            corner(b, -1.0),
        );
        let tris = [[a1, b1, a2], [a2, b1, b2]]
            .into_iter()
            .filter_map(Tri::new)
            .collect();
        Shape::Tris(tris)
    }

    /// Depth bias (§15.10), added to every vertex's z of a triangle (solid
    /// or wireframe) before interpolation is set up, in float32: the
    /// constant bias in units of the depth format (the smallest UNORM step,
    /// or for float depth 2^(exponent of the largest |z| - 23)), or
    /// Direct3D 9's as it is, plus the slope-scaled bias times the larger
    /// of |dz/dx| and |dz/dy|, clamped. Lines and points take none (both
    /// APIs).
    fn bias(&self, screen: &mut [ScreenVertex]) {
        let pipeline::Bias {
            units: constant,
            depth,
            slope,
            clamp,
        } = self.p.bias;
        if constant == 0 && depth == 0.0 && slope == 0.0 {
            return;
        }
        let unit = match self.p.depth_format.and_then(|f| f.unorm_bits()) {
            Some(b) => 1.0 / ((1u64 << b) - 1) as f32,
            None if self.p.depth_format.is_none() => 1.0 / ((1u64 << 24) - 1) as f32,
            None => {
                let max = screen.iter().map(|v| v.z.abs()).fold(0.0f32, f32::max);
                let e = if max == 0.0 || !max.is_finite() {
                    -126
                } else {
                    ((max.to_bits() >> 23) & 0xff) as i32 - 127
                };
                2f32.powi(e - 23)
            }
        };
        let mut b = constant as f32 * unit + depth;
        if slope != 0.0 {
            let one = (1 << raster::SUBPIXEL_BITS) as f32;
            let (a, v1, v2) = (screen[0], screen[1], screen[2]);
            let (x1, y1) = ((v1.x - a.x) as f32 / one, (v1.y - a.y) as f32 / one);
            let (x2, y2) = ((v2.x - a.x) as f32 / one, (v2.y - a.y) as f32 / one);
            let (z1, z2) = (v1.z - a.z, v2.z - a.z);
            let det = x1 * y2 - x2 * y1;
            let (dzdx, dzdy) = if det != 0.0 {
                ((z1 * y2 - z2 * y1) / det, (x1 * z2 - x2 * z1) / det)
            } else {
                (0.0, 0.0)
            };
            b += slope * dzdx.abs().max(dzdy.abs());
        }
        if clamp > 0.0 {
            b = b.min(clamp);
        } else if clamp < 0.0 {
            b = b.max(clamp);
        }
        for v in screen.iter_mut() {
            v.z += b;
        }
    }
}

/// A sprite's triangle and its three vertices' outputs.
type SpriteTri = (Option<Tri>, [Vec<[u32; 4]>; 3]);

/// A Direct3D 9 point sprite's two triangles from its corners (top left,
/// top right, bottom left, bottom right), each with its own three
/// vertices: the point's outputs with texture coordinate registers `regs`
/// at (0, 0), (1, 0), (0, 1) and (1, 1) in x and y ("Point Sprites
/// (Direct3D 9)"). One w for all, so they interpolate linearly.
fn sprite(corners: [ScreenVertex; 4], o: &[[u32; 4]], regs: &[usize]) -> Vec<SpriteTri> {
    let uv = [[0.0f32, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]];
    let vertex = |k: usize| {
        let mut v = o.to_vec();
        for &r in regs {
            if let Some(x) = v.get_mut(r) {
                x[0] = uv[k][0].to_bits();
                x[1] = uv[k][1].to_bits();
            }
        }
        v
    };
    [[0, 1, 2], [1, 3, 2]]
        .into_iter()
        .map(|tri| {
            let vs = tri.map(|k| {
                let mut w = [0.0; 3];
                w[tri.iter().position(|&t| t == k).unwrap_or(0)] = 1.0;
                ScreenVertex {
                    lam: w,
                    nu: w,
                    ..corners[k]
                }
            });
            (Tri::new(vs), tri.map(vertex))
        })
        .collect()
}

/// A clipped vertex in render-target space through viewport `vp`, moved
/// by `centre` (Direct3D 9's pixel centres), snapped.
fn screen_of(vp: &raster::Viewport, v: &ClipVertex, centre: f32) -> ScreenVertex {
    let c = v.pos.map(|x| x as f32);
    let m = vp.map(c);
    ScreenVertex {
        x: raster::snap(m[0] + centre),
        y: raster::snap(m[1] + centre),
        z: m[2],
        inv_w: 1.0 / c[3] as f64,
        lam: v.lam,
        nu: v.nu,
    }
}
