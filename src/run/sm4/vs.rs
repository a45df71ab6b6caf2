//! Vertex shaders: one invocation per input vertex, run in batches of
//! [`LANES`] (see `batch.rs`) and, where a batch cannot run together, one
//! invocation at a time on the scalar machine.

use super::batch::{Batch, Effects, Inputs};
use super::lanes::{Bail, LANES};
use super::machine::{input_file, regs_needed, Machine};
use super::prepared::{out_regs, Prepared};
use crate::run::emit::Emit;
use crate::run::error::{bad_input, internal, RunError};
use crate::run::json::{self, Input};
use crate::run::mem::Memory;
use crate::sm4::fields::SystemValue;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// Constant buffers by slot, each a list of registers.
pub type Constants = BTreeMap<u32, Vec<[u32; 4]>>;

/// How to run a set of invocations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Batches where possible, the scalar machine elsewhere (the default).
    Batch,
    /// One invocation at a time (the plain reading of the program).
    Scalar,
    /// Batches only: an error where a batch cannot run together (for
    /// tests and measurements of the batch path).
    BatchOnly,
}

impl Mode {
    /// How the JSON runners go: in batches, or one invocation at a time
    /// when tracing (a batch has no per-invocation steps to show).
    pub(super) fn for_run() -> Mode {
        if crate::run::trace::on() {
            Mode::Scalar
        } else {
            Mode::Batch
        }
    }
}

/// Output registers of many vertices, `regs` per vertex, in one block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexOutputs {
    /// Registers per vertex (`o0` to `o{regs-1}`).
    pub regs: usize,
    /// `data[i * regs + n]` is `on` of vertex `i`.
    pub data: Vec<[u32; 4]>,
}

impl VertexOutputs {
    /// The output registers of vertex `i`.
    pub fn vertex(&self, i: usize) -> &[[u32; 4]] {
        &self.data[i * self.regs..(i + 1) * self.regs]
    }

    /// The number of vertices.
    pub fn len(&self) -> usize {
        self.data.len().checked_div(self.regs).unwrap_or(0)
    }

    /// Whether there are no vertices.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}

fn scalar_one(
    m: &mut Machine,
    regs: &[[u32; 4]],
    i: usize,
    out: &mut [[u32; 4]],
) -> Result<(), RunError> {
    m.v.clear();
    m.v.push(regs.to_vec());
    m.reset();
    m.trace = crate::run::trace::select(&[("vertex", &[i as u32])]);
    m.execute().map_err(|e| e.within(format!("vertex {i}")))?;
    out.copy_from_slice(&m.o[..out.len()]);
    Ok(())
}

/// Runs a vertex shader on input register files (`inputs[i][n]` is `vn` of
/// vertex `i`), giving each vertex's output registers (`o0`, `o1`, ...).
/// No JSON is involved: this is the library entry for bulk work.
pub fn run_vertices(
    p: &Prepared,
    constants: &Constants,
    inputs: &[Vec<[u32; 4]>],
    max_steps: u64,
    mode: Mode,
) -> Result<VertexOutputs, RunError> {
    run_vertices_with(p, constants, inputs, max_steps, mode, None, &[], 0)
}

/// [`run_vertices`] on a vertex buffer: `regs` holds the vertices one after
/// another, `per_vertex` registers each (`v0`, `v1`, ...), as a program
/// that fills a buffer has them, without a vector per vertex. A length
/// that is not a multiple of `per_vertex` is an error.
pub fn run_vertex_buffer(
    p: &Prepared,
    constants: &Constants,
    regs: &[[u32; 4]],
    per_vertex: usize,
    max_steps: u64,
    mode: Mode,
) -> Result<VertexOutputs, RunError> {
    if per_vertex == 0 || !regs.len().is_multiple_of(per_vertex) {
        return bad_input(format!(
            "a vertex buffer of {} registers is not a whole number of vertices of {per_vertex}",
            regs.len()
        ));
    }
    let src = Buffer { regs, per_vertex };
    run_vertices_with(p, constants, &src, max_steps, mode, None, &[], 0)
}

/// [`run_vertices`] with resources and samplers (`mem`), as a pipeline
/// runs a vertex shader.
pub fn run_vertices_bound(
    p: &Prepared,
    constants: &Constants,
    inputs: &[Vec<[u32; 4]>],
    max_steps: u64,
    mem: Rc<RefCell<Memory>>,
) -> Result<VertexOutputs, RunError> {
    run_vertices_numbered(p, constants, inputs, 0, max_steps, mem)
}

/// [`run_vertices_bound`], the vertices numbered from `first` (in a trace's
/// labels); one at a time while tracing.
pub(crate) fn run_vertices_numbered(
    p: &Prepared,
    constants: &Constants,
    inputs: &[Vec<[u32; 4]>],
    first: usize,
    max_steps: u64,
    mem: Rc<RefCell<Memory>>,
) -> Result<VertexOutputs, RunError> {
    run_vertices_with(
        p,
        constants,
        inputs,
        max_steps,
        Mode::for_run(),
        Some(mem),
        &[],
        first,
    )
}

/// The vertices a run reads: a register file each.
trait Vertices {
    /// The number of vertices.
    fn count(&self) -> usize;
    /// Vertices `at..at + n`, in order.
    fn lanes(&self, at: usize, n: usize) -> impl ExactSizeIterator<Item = &[[u32; 4]]> + Clone;
}

/// A register file per vertex, each its own vector (a run file's form).
impl Vertices for [Vec<[u32; 4]>] {
    fn count(&self) -> usize {
        self.len()
    }
    fn lanes(&self, at: usize, n: usize) -> impl ExactSizeIterator<Item = &[[u32; 4]]> + Clone {
        self[at..at + n].iter().map(Vec::as_slice)
    }
}

/// Vertices one after another in one block ([`run_vertex_buffer`]).
struct Buffer<'a> {
    regs: &'a [[u32; 4]],
    per_vertex: usize,
}

impl Vertices for Buffer<'_> {
    fn count(&self) -> usize {
        self.regs.len() / self.per_vertex
    }
    fn lanes(&self, at: usize, n: usize) -> impl ExactSizeIterator<Item = &[[u32; 4]]> + Clone {
        let p = self.per_vertex;
        self.regs[at * p..(at + n) * p].chunks_exact(p)
    }
}

/// `first` is the index of the first vertex in the whole run (for
/// messages).
#[allow(clippy::too_many_arguments)]
fn run_vertices_with<V: Vertices + ?Sized>(
    p: &Prepared,
    constants: &Constants,
    inputs: &V,
    max_steps: u64,
    mode: Mode,
    mem: Option<Rc<RefCell<Memory>>>,
    bindings: &[(u32, [u32; 4])],
    first: usize,
) -> Result<VertexOutputs, RunError> {
    // The batch holds the declared input registers: a register file the
    // caller made longer costs nothing, and one the program reads past its
    // declarations runs on the scalar machine.
    let nin = regs_needed(&p.inputs);
    let nout = out_regs(p);
    let mut m = Machine::new(p, constants, max_steps);
    m.mem = mem;
    m.bindings = bindings.to_vec();
    let batch = match mode {
        Mode::Batch | Mode::BatchOnly => {
            Batch::compile(p, constants, Inputs::Flat(nin), nout, m.mem.is_some())
        }
        Mode::Scalar => None,
    };
    if batch.is_none() && mode == Mode::BatchOnly {
        return internal("the program cannot run in batches");
    }
    let n = inputs.count();
    let mut out = VertexOutputs {
        regs: nout,
        data: vec![[0; 4]; n * nout],
    };
    let Some(b) = batch else {
        for (i, regs) in inputs.lanes(0, n).enumerate() {
            let o = &mut out.data[i * nout..(i + 1) * nout];
            scalar_one(&mut m, regs, first + i, o)?;
        }
        return Ok(out);
    };
    let (mut file, mut fx) = (b.file(), Effects::default());
    for (k, at) in (0..n).step_by(LANES).enumerate() {
        let live = LANES.min(n - at);
        let chunk = inputs.lanes(at, live);
        b.reset(&mut file);
        b.set_input_lanes(&mut file, 0, chunk.clone());
        let block = &mut out.data[at * nout..(at + live) * nout];
        crate::run::budget::charge(0)?;
        // A vertex with fewer registers than declared may read past its
        // file, which is the scalar machine's error.
        let ran = if chunk.clone().all(|r| r.len() >= nin) {
            let mem = m.mem.as_ref().map(|r| r.borrow());
            b.run_with(&mut file, live, max_steps, &mut fx, mem.as_deref())
        } else {
            Err(Bail::Fallback)
        };
        if let Ok(work) = &ran {
            crate::run::budget::settle(*work);
        }
        match ran.map(|_| ()) {
            Ok(()) => b.outputs(&file, block),
            Err(e) if mode == Mode::BatchOnly => {
                return internal(format!("batch {k} could not run together: {e:?}"))
            }
            Err(_) => {
                for (j, regs) in chunk.enumerate() {
                    let o = &mut block[j * nout..(j + 1) * nout];
                    scalar_one(&mut m, regs, first + at + j, o)?;
                }
            }
        }
    }
    Ok(out)
}

/// Whether the vertex shader runs in batches through [`run_vertices`]
/// (every instruction lane-wise, flow control, or a relative index the
/// batch models; no resources); others run one invocation at a time.
pub fn can_batch(p: &Prepared, inputs: usize) -> bool {
    Batch::compile(
        p,
        &Constants::new(),
        Inputs::Flat(inputs),
        out_regs(p),
        false,
    )
    .is_some()
}

/// Runs a vertex shader on the JSON input: one invocation per vertex.
pub fn run_vs(p: &Prepared, inp: &Input, max_steps: u64, out: &mut Emit) -> Result<(), RunError> {
    let Some(vs) = &inp.vertices else {
        return bad_input("a vertex shader needs \"vertices\" in the input");
    };
    let n = regs_needed(&p.inputs);
    let mem = Memory::read(p.prog, inp.resources.as_ref(), inp.samplers.as_ref())?;
    let mem = Some(Rc::new(RefCell::new(mem)));
    // Every vertex's inputs are checked before any output is written (a bad
    // vertex late in the list must not leave half a document).
    for (i, vx) in vs.iter().enumerate() {
        let auto = |sv: SystemValue| match sv {
            SystemValue::VERTEX_ID | SystemValue::INSTANCE_ID => Some(0),
            _ => None,
        };
        input_file(p, vx, n, &format!("vertices[{i}]"), &auto)?;
    }
    out.begin_list("vertices")?;
    // A block of vertices at a time: their register files and outputs are
    // held only for the block, so memory does not grow with the input.
    const BLOCK: usize = 1 << 16;
    for (b, block) in vs.chunks(BLOCK).enumerate() {
        let first = b * BLOCK;
        let mut files = Vec::with_capacity(block.len());
        for (k, vx) in block.iter().enumerate() {
            let i = first + k;
            // vertex_id and instance_id are filled when not given.
            let auto = |sv: SystemValue| match sv {
                SystemValue::VERTEX_ID => Some(i as u32),
                SystemValue::INSTANCE_ID => Some(0),
                _ => None,
            };
            files.push(input_file(p, vx, n, &format!("vertices[{i}]"), &auto)?);
        }
        let mode = Mode::for_run();
        let outs = run_vertices_with(
            p,
            &inp.constants,
            &files[..],
            max_steps,
            mode,
            mem.clone(),
            &inp.interfaces,
            first,
        )?;
        for i in 0..outs.len() {
            let o = outs.vertex(i);
            let regs = p.output_list(None, |_, r| o[r]);
            out.item(json::print_vertex(&regs))?;
        }
    }
    out.end_list()
}
