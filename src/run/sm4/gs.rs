//! Geometry shaders: input primitives, instances, streams, emit and cut,
//! in the order docs/rules.md gives. Invocations (one per primitive
//! and instance) run in batches of [`LANES`] where the program allows
//! (`batch.rs`: control flow is the same in every lane, so every lane
//! emits and cuts at the same steps), else one at a time.

use super::batch::{Batch, Effects, Event, Inputs};
use super::lanes::{Bail, Lanes, LANES};
use super::machine::{input_file, Machine};
use super::prepared::Prepared;
use super::streams::{GsState, StreamOut, Strip, StripSink};
use super::vs::Mode;
use crate::run::emit::{Emit, Shape};
use crate::run::error::{bad_input, bad_program, internal, ErrorKind, RunError};
use crate::run::json::{self, Input};
use crate::run::mem::Memory;
use crate::run::spool::Spool;
use crate::sm4::fields::Topology;
use serde_json::Value;

/// What a geometry shader run gives: each declared stream's strips, and
/// the warnings (dropped vertices, discarded strips, undefined outputs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GsOutput {
    /// (stream number, its strips), for the declared streams.
    pub streams: Vec<(u32, StreamOut)>,
    /// What the run reported.
    pub warnings: Vec<String>,
}

/// Runs a geometry shader over every input primitive (each a list of
/// vertices, each a register file `v0`, `v1`, ...) and instance. The library
/// entry without JSON; `mode` as for vertex shaders.
pub fn run_primitives(
    p: &Prepared,
    constants: &super::vs::Constants,
    prims: &[Vec<Vec<[u32; 4]>>],
    max_steps: u64,
    mode: Mode,
) -> Result<GsOutput, RunError> {
    run_with(p, constants, prims, max_steps, mode, None, &[], None)
}

/// [`run_primitives`] with resources and samplers (`mem`), as a pipeline
/// runs a geometry shader: primitive `i` of `prims` is `vPrim` `i`.
pub fn run_primitives_bound(
    p: &Prepared,
    constants: &super::vs::Constants,
    prims: &[Vec<Vec<[u32; 4]>>],
    max_steps: u64,
    mem: std::rc::Rc<std::cell::RefCell<Memory>>,
) -> Result<GsOutput, RunError> {
    run_with(
        p,
        constants,
        prims,
        max_steps,
        super::vs::Mode::for_run(),
        Some(mem),
        &[],
        None,
    )
}

/// [`run_primitives_bound`], primitive `k`'s `SV_PrimitiveID` `ids[k]`
/// (a draw's tessellated primitives carry their patch's number).
pub(crate) fn run_numbered_bound(
    p: &Prepared,
    constants: &super::vs::Constants,
    prims: &[Vec<Vec<[u32; 4]>>],
    ids: &[u32],
    max_steps: u64,
    mem: std::rc::Rc<std::cell::RefCell<Memory>>,
) -> Result<GsOutput, RunError> {
    run_with(
        p,
        constants,
        &Numbered { prims, ids },
        max_steps,
        super::vs::Mode::for_run(),
        Some(mem),
        &[],
        None,
    )
}

/// [`run_primitives`] on a vertex buffer: `regs` holds the primitives one
/// after another, each its vertices (as many as the declared input
/// primitive has) one after another, `per_vertex` registers each (`v[n][0]`,
/// `v[n][1]`, ...), without a vector per primitive or vertex. A length that
/// is not a whole number of primitives is an error.
pub fn run_primitive_buffer(
    p: &Prepared,
    constants: &super::vs::Constants,
    regs: &[[u32; 4]],
    per_vertex: usize,
    max_steps: u64,
    mode: Mode,
) -> Result<GsOutput, RunError> {
    let Some(vertices) = p.vertices_per_primitive() else {
        return Err(no_input_primitive());
    };
    let per_prim = vertices * per_vertex;
    if per_prim == 0 || !regs.len().is_multiple_of(per_prim) {
        return bad_input(format!(
            "a vertex buffer of {} registers is not a whole number of primitives of {vertices} vertices of {per_vertex} registers",
            regs.len()
        ));
    }
    let src = Buffer {
        regs,
        per_vertex,
        per_prim,
    };
    run_with(p, constants, &src, max_steps, mode, None, &[], None)
}

/// The error of a shader without an input primitive a run can give.
fn no_input_primitive() -> RunError {
    RunError::of(ErrorKind::Input, "the shader has no supported dcl_inputprimitive (point, line, triangle, lineadj, triangleadj)")
}

/// The primitives a run reads: each its vertices, a register file each.
trait Primitives {
    /// The number of primitives.
    fn count(&self) -> usize;
    /// The vertices of primitive `pi`, in order.
    fn vertices(&self, pi: usize) -> impl ExactSizeIterator<Item = &[[u32; 4]]>;
    /// Vertex `v` of primitive `pi` (none past its vertices).
    fn vertex(&self, pi: usize, v: usize) -> &[[u32; 4]];
    /// Whether primitive `pi` has `per` vertices (else the scalar machine
    /// reports it; their registers are counted as they are read,
    /// [`Batch::set_primitive_inputs`]).
    fn has(&self, pi: usize, per: usize) -> bool {
        self.vertices(pi).len() == per
    }
    /// Primitive `pi`'s `SV_PrimitiveID`: its number, unless the caller
    /// numbers them (a draw's tessellated patches).
    fn id(&self, pi: usize) -> u32 {
        pi as u32
    }
}

/// Primitives with the `SV_PrimitiveID` each carries.
struct Numbered<'a> {
    prims: &'a [Vec<Vec<[u32; 4]>>],
    ids: &'a [u32],
}

impl Primitives for Numbered<'_> {
    fn count(&self) -> usize {
        self.prims.len()
    }
    fn vertices(&self, pi: usize) -> impl ExactSizeIterator<Item = &[[u32; 4]]> {
        self.prims.vertices(pi)
    }
    fn vertex(&self, pi: usize, v: usize) -> &[[u32; 4]] {
        self.prims.vertex(pi, v)
    }
    fn id(&self, pi: usize) -> u32 {
        self.ids.get(pi).copied().unwrap_or(pi as u32)
    }
}

/// A vector per primitive and per vertex (a run file's form).
impl Primitives for [Vec<Vec<[u32; 4]>>] {
    fn count(&self) -> usize {
        self.len()
    }
    fn vertices(&self, pi: usize) -> impl ExactSizeIterator<Item = &[[u32; 4]]> {
        self[pi].iter().map(Vec::as_slice)
    }
    fn vertex(&self, pi: usize, v: usize) -> &[[u32; 4]] {
        self[pi].get(v).map_or(&[], Vec::as_slice)
    }
}

/// Primitives one after another in one block ([`run_primitive_buffer`]).
struct Buffer<'a> {
    regs: &'a [[u32; 4]],
    per_vertex: usize,
    /// Registers per primitive.
    per_prim: usize,
}

impl Primitives for Buffer<'_> {
    fn count(&self) -> usize {
        self.regs.len() / self.per_prim
    }
    fn vertices(&self, pi: usize) -> impl ExactSizeIterator<Item = &[[u32; 4]]> {
        let n = self.per_prim;
        self.regs[pi * n..(pi + 1) * n].chunks_exact(self.per_vertex)
    }
    /// The same for every primitive of the block (no division per lane).
    fn has(&self, _: usize, per: usize) -> bool {
        self.per_prim == per * self.per_vertex
    }
    fn vertex(&self, pi: usize, v: usize) -> &[[u32; 4]] {
        let at = pi * self.per_prim + v * self.per_vertex;
        match self.regs.get(at..at + self.per_vertex) {
            Some(regs) if at + self.per_vertex <= (pi + 1) * self.per_prim => regs,
            _ => &[],
        }
    }
}

/// The error of invocation (`pi`, `inst`).
fn at_invocation(pi: usize, inst: u32) -> impl Fn(RunError) -> RunError {
    move |e| e.within(format!("primitive {pi} instance {inst}"))
}

/// Runs invocation (`pi`, `inst`) on the scalar machine, `id` its
/// `SV_PrimitiveID`.
fn scalar_one<'r>(
    m: &mut Machine,
    prim: impl ExactSizeIterator<Item = &'r [[u32; 4]]>,
    (pi, id): (usize, u32),
    inst: u32,
) -> Result<(), RunError> {
    let per = m.p.vertices_per_primitive().unwrap_or(0);
    if prim.len() != per {
        return bad_input(format!(
            "primitives[{pi}]: {} vertices, the declared input primitive has {per}",
            prim.len()
        ));
    }
    // Loaded once for a primitive's instances.
    let g = m.gs.as_mut().unwrap();
    if g.loaded != Some(pi) {
        g.loaded = Some(pi);
        m.v.clear();
        m.v.extend(prim.map(<[[u32; 4]]>::to_vec));
    }
    m.prim_id = id;
    m.instance_id = inst;
    m.reset();
    m.trace = crate::run::trace::select(&[("primitive", &[pi as u32]), ("instance", &[inst])]);
    let g = m.gs.as_mut().unwrap();
    g.emitted = 0;
    g.dropped = 0;
    m.execute().map_err(at_invocation(pi, inst))?;
    let maxout = m.p.maxout;
    m.gs.as_mut().unwrap().finish(id, inst, maxout);
    Ok(())
}

/// Gives lane `lane` of a batch that ran the same calls on the output
/// state as its invocation run alone, in the same order.
fn replay(
    g: &mut GsState,
    e: &Effects,
    lane: usize,
    (pi, inst): (usize, u32),
    maxout: u32,
) -> Result<(), RunError> {
    let prim = pi as u32;
    let here = move || format!("primitive {prim} instance {inst}");
    g.emitted = 0;
    g.dropped = 0;
    for ev in e.events.iter().filter(|ev| ev.lanes() >> lane & 1 != 0) {
        match ev {
            Event::Emit {
                stream,
                unwritten,
                at,
                regs,
                ..
            } => {
                let v = e.vertex(*at, *regs, lane);
                g.emit(&here, *stream, v, unwritten, maxout)
                    .map_err(at_invocation(pi, inst))?
            }
            Event::Cut { stream, .. } => g.cut(prim, inst, *stream),
        }
    }
    g.finish(prim, inst, maxout);
    Ok(())
}

/// Appends the registers `quads` hold (one emitted register of every lane
/// each) for lanes 1 to `live - 1`, lane after lane: four lanes at a time,
/// every register is transposed into `block` (kept from batch to batch,
/// every lane's registers in a row), which is then appended in one copy.
/// Appended lane by lane from an iterator, each lane's few registers
/// checked and written on their own, this took as long as the native
/// program's whole run. Out of line and not generic: inlined into the
/// two runners (vectors, one buffer), the appending was compiled well in
/// one and took a seventh of the loop in the other.
#[inline(never)]
fn append_lanes(
    data: &mut Vec<[u32; 4]>,
    quads: &[&[Lanes; 4]],
    live: usize,
    block: &mut Vec<[u32; 4]>,
) {
    let n = quads.len();
    if n == 0 || live < 2 {
        return;
    }
    block.resize(LANES * n, [0; 4]);
    // `live` is at most LANES: every group of four is inside the block.
    for (g, four_lanes) in block
        .chunks_exact_mut(4 * n)
        .take(live.div_ceil(4))
        .enumerate()
    {
        // The four lanes' rows, zipped: no index checked per register.
        let (l0, rest) = four_lanes.split_at_mut(n);
        let (l1, rest) = rest.split_at_mut(n);
        let (l2, l3) = rest.split_at_mut(n);
        let rows = l0.iter_mut().zip(l1).zip(l2).zip(l3);
        for (quad, (((a, b), c), d)) in quads.iter().zip(rows) {
            [*a, *b, *c, *d] = super::transpose::lanes_out(quad, g * 4);
        }
    }
    data.extend_from_slice(&block[n..live * n]);
}

/// Replays every live lane of a batch, in lane order. When every lane made
/// every emit and cut (the lanes never parted at one), every lane drops the
/// same vertices past `maxout` and discards the same strips: when lane 0
/// finishes without a warning, the other lanes' strips are lane 0's with
/// their own ids and vertex values, and are written as such (no per-lane
/// replay of the events). Otherwise, or when lane 0 warns, each lane
/// replays its own events and reports its own warnings.
fn replay_batch(
    g: &mut GsState,
    e: &Effects,
    live: usize,
    invocation: impl Fn(usize) -> (usize, u32),
    maxout: u32,
    block: &mut Vec<[u32; 4]>,
) -> Result<(), RunError> {
    let marks: Vec<(usize, usize)> = g
        .streams
        .iter()
        .map(|s| s.as_ref().map_or((0, 0), |s| (s.count, s.strips.len())))
        .collect();
    let warned = g.warned;
    let lanes = super::lanes::lanes_of(live);
    let together = e.events.iter().all(|ev| ev.lanes() & lanes == lanes);
    replay(g, e, 0, invocation(0), maxout)?;
    if g.warned != warned || !together {
        for lane in 1..live {
            replay(g, e, lane, invocation(lane), maxout)?;
        }
        return Ok(());
    }
    for (k, s) in g.streams.iter_mut().enumerate() {
        let Some(s) = s else { continue };
        let (count0, strips0) = marks[k];
        // Lane 0 kept every emit on this stream (nothing dropped or
        // discarded: either would have warned), in event order.
        let per_lane = s.count - count0;
        if per_lane == 0 {
            continue;
        }
        let emits: Vec<(usize, usize)> = e
            .events
            .iter()
            .filter_map(|ev| match ev {
                Event::Emit {
                    stream, at, regs, ..
                } if *stream as usize == k => Some((*at, *regs)),
                _ => None,
            })
            .collect();
        debug_assert_eq!(emits.len(), per_lane);
        let lane0 = strips0..s.strips.len();
        // Each later lane's vertices, one block of `width` registers after
        // another.
        let quads: Vec<&[Lanes; 4]> = emits
            .iter()
            .flat_map(|&(at, regs)| (0..regs).map(move |r| e.emitted(at, r)))
            .collect();
        append_lanes(&mut s.data, &quads, live, block);
        let strip = |lane: usize, st: &Strip| {
            let (pi, inst) = invocation(lane);
            Strip {
                primitive: pi as u32,
                instance: inst,
                start: st.start + lane * per_lane,
                len: st.len,
            }
        };
        if let [st] = &s.strips[lane0.clone()] {
            // One strip an invocation (most shaders): written in one pass
            // of known length, no capacity checked per strip.
            let st = st.clone();
            s.strips.extend((1..live).map(|lane| strip(lane, &st)));
        } else {
            s.strips.reserve(lane0.len() * (live - 1));
            for lane in 1..live {
                for j in lane0.clone() {
                    let st = strip(lane, &s.strips[j]);
                    s.strips.push(st);
                }
            }
        }
        s.count += per_lane * (live - 1);
    }
    Ok(())
}

// The run's parts come from three callers (vectors, one buffer, the JSON
// run), each with its own memory, bindings and sink.
#[allow(clippy::too_many_arguments)]
fn run_with<P: Primitives + ?Sized>(
    p: &Prepared,
    constants: &super::vs::Constants,
    prims: &P,
    max_steps: u64,
    mode: Mode,
    mem: Option<std::rc::Rc<std::cell::RefCell<Memory>>>,
    bindings: &[(u32, [u32; 4])],
    mut sink: Option<&mut dyn StripSink>,
) -> Result<GsOutput, RunError> {
    let Some(per) = p.vertices_per_primitive() else {
        return Err(no_input_primitive());
    };
    if p.instances == 0 || p.instances > 32 {
        return bad_program(format!(
            "dcl_gsinstances {}: the count is 1 to 32",
            p.instances
        ));
    }
    let mut streams: Vec<Option<StreamOut>> = (0..4).map(|_| None).collect();
    for (i, t) in p.topology.iter().enumerate() {
        if let Some(t) = t {
            streams[i] = Some(StreamOut {
                topology: *t,
                regs: p.outputs.iter().filter(|d| d.stream == i as u32).count(),
                ..Default::default()
            });
        }
    }
    if streams[0].is_none() && !p.streams_declared {
        return bad_program("the shader declares no dcl_outputtopology");
    }
    let mut m = Machine::new(p, constants, max_steps);
    m.mem = mem;
    m.bindings = bindings.to_vec();
    m.gs = Some(GsState {
        streams,
        emitted: 0,
        dropped: 0,
        warnings: Vec::new(),
        warned: 0,
        loaded: None,
    });
    // Invocations in order: each primitive's instances one after another.
    let instances = p.instances as usize;
    let invocation = |k: usize| (k / instances, (k % instances) as u32);
    let total = prims.count() * instances;
    // The batch holds the declared input registers: a register file the
    // caller made longer costs nothing, and one the program reads past its
    // declarations runs on the scalar machine.
    let nin = super::machine::regs_needed(&p.inputs);
    let batch = match mode {
        Mode::Scalar => None,
        _ => Batch::compile(
            p,
            constants,
            Inputs::Primitive {
                per_vertex: nin,
                vertices: per,
            },
            super::prepared::out_regs(p),
            m.mem.is_some(),
        ),
    };
    if batch.is_none() && mode == Mode::BatchOnly {
        return internal("the program cannot run in batches");
    }
    // With a sink, the finished strips go to it after each invocation or
    // batch, and are not held.
    let draining = sink.is_some();
    let mut drain = |m: &mut Machine| match sink.as_deref_mut() {
        Some(s) => m.gs.as_mut().unwrap().drain(s),
        None => Ok(()),
    };
    let Some(b) = batch else {
        for k in 0..total {
            let (pi, inst) = invocation(k);
            scalar_one(&mut m, prims.vertices(pi), (pi, prims.id(pi)), inst)?;
            drain(&mut m)?;
        }
        return Ok(m.gs.take().unwrap().into_output());
    };
    let mut file = b.file();
    let mut emits = Effects::default();
    // The appended registers of a batch ([`append_lanes`]).
    let mut block = Vec::new();
    // Most programs read neither id: no call per lane.
    let sets_ids = b.reads_ids();
    // Each lane's (primitive, instance) in the batch being run.
    let mut ids = [(0usize, 0u32); LANES];
    for first in (0..total).step_by(LANES) {
        let live = LANES.min(total - first);
        // A primitive of the wrong size, or a vertex with fewer registers
        // than declared, may be the scalar machine's error.
        let mut fits = true;
        b.reset(&mut file);
        // Counted along: no division per lane.
        let (mut pi, mut inst) = invocation(first);
        for (lane, id) in ids.iter_mut().enumerate().take(live) {
            if lane > 0 {
                inst += 1;
                if inst as usize == instances {
                    (pi, inst) = (pi + 1, 0);
                }
            }
            *id = (pi, inst);
            fits &= prims.has(pi, per);
            if sets_ids {
                b.set_ids(&mut file, lane, prims.id(pi), inst);
            }
        }
        fits &= b.set_primitive_inputs(&mut file, live, (nin, per), |lane, v| {
            prims.vertex(ids[lane].0, v)
        });
        let ran = if fits {
            emits.clear();
            crate::run::budget::charge(0)?;
            let mem = m.mem.as_ref().map(|r| r.borrow());
            b.run_with(&mut file, live, max_steps, &mut emits, mem.as_deref())
        } else {
            Err(Bail::Fallback)
        };
        match ran {
            Ok(work) => {
                crate::run::budget::settle(work);
                let g = m.gs.as_mut().unwrap();
                replay_batch(
                    g,
                    &emits,
                    live,
                    |lane| (prims.id(ids[lane].0) as usize, ids[lane].1),
                    p.maxout,
                    &mut block,
                )?;
                if first == 0 && !draining {
                    g.reserve(live, total);
                }
                drain(&mut m)?;
            }
            Err(e) if mode == Mode::BatchOnly => {
                return internal(format!(
                    "invocations {first}..{} could not run together: {e:?}",
                    first + live
                ))
            }
            Err(_) => {
                for k in first..first + live {
                    let (pi, inst) = invocation(k);
                    scalar_one(&mut m, prims.vertices(pi), (pi, prims.id(pi)), inst)?;
                }
                drain(&mut m)?;
            }
        }
    }
    Ok(m.gs.take().unwrap().into_output())
}

impl GsState {
    /// Room for the output of `total` invocations at the rate of the first
    /// `done` (so the blocks are not copied as they grow).
    fn reserve(&mut self, done: usize, total: usize) {
        for s in self.streams.iter_mut().flatten() {
            let left = total - done;
            s.data.reserve_exact((s.data.len() * left).div_ceil(done));
            s.strips
                .reserve_exact((s.strips.len() * left).div_ceil(done));
        }
    }

    fn into_output(self) -> GsOutput {
        let warnings = self.printed_warnings().collect();
        GsOutput {
            streams: self
                .streams
                .into_iter()
                .enumerate()
                .filter_map(|(i, s)| s.map(|s| (i as u32, s)))
                .collect(),
            warnings,
        }
    }
}

/// The input's primitives, their registers in one block: vertex `v`'s
/// registers are `regs[verts[v]..verts[v + 1]]`, primitive `pi`'s vertices
/// `prims[pi]..prims[pi + 1]` (no vector per primitive or vertex).
struct Flat {
    regs: Vec<[u32; 4]>,
    verts: Vec<usize>,
    prims: Vec<usize>,
}

impl Primitives for Flat {
    fn count(&self) -> usize {
        self.prims.len() - 1
    }
    fn vertices(&self, pi: usize) -> impl ExactSizeIterator<Item = &[[u32; 4]]> {
        (self.prims[pi]..self.prims[pi + 1]).map(|v| &self.regs[self.verts[v]..self.verts[v + 1]])
    }
    fn vertex(&self, pi: usize, v: usize) -> &[[u32; 4]] {
        let first = self.prims[pi];
        if first + v >= self.prims[pi + 1] {
            return &[];
        }
        &self.regs[self.verts[first + v]..self.verts[first + v + 1]]
    }
}

/// A declared stream's strips as a run makes them, spooled: per strip its
/// primitive, instance and vertex count, and its vertices' registers.
struct SpooledStream {
    number: u32,
    topology: Topology,
    regs: usize,
    strips: u64,
    ids: Spool,
    vertices: Spool,
}

impl StripSink for Vec<SpooledStream> {
    fn strip(&mut self, stream: u32, st: &Strip, data: &[[u32; 4]]) -> Result<(), RunError> {
        let Some(s) = self.iter_mut().find(|s| s.number == stream) else {
            return internal(format!("internal: a strip on undeclared stream m{stream}"));
        };
        s.ids.write(&[st.primitive, st.instance, st.len as u32])?;
        for r in data {
            s.vertices.write(r)?;
        }
        s.strips += 1;
        Ok(())
    }
}

/// Runs a geometry shader over every input primitive and instance, the
/// output written as the strips are made (through a spool: each stream
/// prints its strips' ids before the strips).
pub fn run_gs(
    p: &Prepared,
    inp: &mut Input,
    max_steps: u64,
    out: &mut Emit,
) -> Result<(), RunError> {
    let Some(prims) = inp.primitives.take() else {
        return bad_input("a geometry shader needs \"primitives\" in the input");
    };
    let n = super::machine::regs_needed(&p.inputs);
    let mut flat = Flat {
        regs: Vec::new(),
        verts: vec![0],
        prims: vec![0],
    };
    // Each primitive's vectors are let go as it is copied.
    for (pi, prim) in prims.into_iter().enumerate() {
        for (vi, vx) in prim.iter().enumerate() {
            let what = || format!("primitives[{pi}][{vi}]");
            let file = input_file(p, vx, n, &what(), &|_| None)?;
            flat.regs.extend(file);
            flat.verts.push(flat.regs.len());
        }
        flat.prims.push(flat.verts.len() - 1);
    }
    let mem = Memory::read(p.prog, inp.resources.as_ref(), inp.samplers.as_ref())?;
    let mem = Some(std::rc::Rc::new(std::cell::RefCell::new(mem)));
    let mut spooled: Vec<SpooledStream> = p
        .topology
        .iter()
        .enumerate()
        .filter_map(|(i, t)| {
            Some(SpooledStream {
                number: i as u32,
                topology: (*t)?,
                regs: p.outputs.iter().filter(|d| d.stream == i as u32).count(),
                strips: 0,
                ids: Spool::default(),
                vertices: Spool::default(),
            })
        })
        .collect();
    let g = run_with(
        p,
        &inp.constants,
        &flat,
        max_steps,
        Mode::for_run(),
        mem,
        &inp.interfaces,
        Some(&mut spooled),
    )?;
    drop(flat);
    out.open(Some("streams"), Shape::Lines)?;
    for s in &mut spooled {
        write_stream(p, s, out)?;
    }
    out.close()?;
    out.field(
        "warnings",
        Value::Array(g.warnings.into_iter().map(Value::from).collect()),
    )
}

/// One stream's object, from its spool.
fn write_stream(p: &Prepared, s: &mut SpooledStream, out: &mut Emit) -> Result<(), RunError> {
    let topology = s.topology.name().unwrap_or("undefined");
    let mut id = [0u32; 3];
    out.open(None, Shape::Object)?;
    // The strips' instances, then their primitives.
    for (key, k) in [("instances", 1), ("primitives", 0)] {
        out.open(Some(key), Shape::Inline)?;
        let mut ids = s.ids.reader()?;
        for _ in 0..s.strips {
            ids.read(&mut id)?;
            out.put(None, Value::from(id[k]))?;
        }
        out.close()?;
    }
    out.put(Some("stream"), Value::from(s.number))?;
    out.open(Some("strips"), Shape::Lines)?;
    let (mut ids, mut vertices) = (s.ids.reader()?, s.vertices.reader()?);
    let mut regs = vec![[0u32; 4]; s.regs];
    for _ in 0..s.strips {
        ids.read(&mut id)?;
        let mut strip = Vec::with_capacity(id[2] as usize);
        for _ in 0..id[2] {
            for r in regs.iter_mut() {
                vertices.read(r)?;
            }
            // A stream's vertex holds its declared outputs in order.
            let printed = p.output_list(Some(s.number), |k, _| {
                regs.get(k).copied().unwrap_or_default()
            });
            strip.push(json::print_vertex(&printed));
        }
        let strip = Value::Array(strip);
        if let Some(t) = out.tap() {
            t.strip(s.number, topology, id[1], &strip);
        }
        out.put(None, strip)?;
    }
    out.close()?;
    out.put(Some("topology"), Value::from(topology))?;
    out.close()
}
