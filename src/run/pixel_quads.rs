//! Pixels in 2×2 quads, shared by the SM4/5 and Direct3D 9 pixel-shader
//! runners: how the input's `pixels` list or `grid` is cut into quads
//! (with helper pixels); how a quad's members run so that derivatives see
//! all four (each runs until it stops before a derivative or ends, then
//! those stopped at the same instruction compute it together), and which
//! neighbours a derivative takes; and how the results are printed around
//! their `pixels` list.

use super::emit::{Emit, InOrder};
use super::error::{bad_input, ErrorKind, RunError};
use super::json::{self, Input, Vertex};
use serde_json::{Map, Value};

/// One pixel of a quad: its inputs, its position, and where its result
/// goes (`None` for a helper pixel that only feeds derivatives).
pub(crate) struct Px {
    pub(crate) inputs: Vertex,
    pub(crate) pos: (i64, i64),
    pub(crate) out: Option<usize>,
    /// The list entry whose inputs it has (a helper copies its quad's
    /// first pixel).
    pub(crate) src: usize,
}

/// Quads, made as they are run (a 4M-pixel grid is never held whole).
pub(crate) type Quads<'a> = Box<dyn Iterator<Item = [Px; 4]> + 'a>;

/// Quads in order: consecutive groups of four pixels of the list, each
/// (x0,y0), (x1,y0), (x0,y1), (x1,y1); a short last quad is completed
/// with helper copies of its first pixel.
pub(crate) fn list_quads(pixels: &[Vertex]) -> Quads<'_> {
    Box::new(pixels.chunks(4).enumerate().map(|(q, c)| {
        std::array::from_fn(|k| {
            let pos = (2 * q as i64 + (k & 1) as i64, (k >> 1) as i64);
            match c.get(k) {
                Some(v) => Px {
                    inputs: v.clone(),
                    pos,
                    out: Some(q * 4 + k),
                    src: q * 4 + k,
                },
                None => Px {
                    inputs: c[0].clone(),
                    pos,
                    out: None,
                    src: q * 4,
                },
            }
        })
    }))
}

/// Quads of a grid, row by row; pixels past its right or bottom edge are
/// helpers whose inputs extend the interpolation.
pub(crate) fn grid_quads(g: &json::Grid) -> Quads<'_> {
    let (w, h) = (g.width as i64, g.height as i64);
    Box::new((0..h).step_by(2).flat_map(move |qy| {
        (0..w).step_by(2).map(move |qx| {
            std::array::from_fn(|k| {
                let (x, y) = (qx + (k & 1) as i64, qy + (k >> 1) as i64);
                Px {
                    inputs: g.pixel(x, y),
                    pos: (x, y),
                    out: (x < w && y < h).then(|| (y * w + x) as usize),
                    src: 0,
                }
            })
        })
    }))
}

/// The quads of the input's `pixels` or `grid`, and how many pixels
/// print (helpers do not).
pub(crate) fn quads_of(inp: &Input) -> Result<(Quads<'_>, usize), RunError> {
    match (&inp.pixels, &inp.grid) {
        (Some(px), None) => Ok((list_quads(px), px.len())),
        (None, Some(g)) => Ok((grid_quads(g), (g.width * g.height) as usize)),
        (Some(_), Some(_)) => bad_input("give \"pixels\" or \"grid\", not both"),
        (None, None) => bad_input("a pixel shader needs \"pixels\" or \"grid\" in the input"),
    }
}

/// What a discarded pixel prints.
pub(crate) fn discarded() -> Value {
    let mut m = Map::new();
    m.insert("discarded".into(), Value::Bool(true));
    Value::Object(m)
}

/// The fields of a pixel-shader run around its `pixels` list, in key
/// order: `height`, the pixels (given by `run`), `uavs`, `width`.
pub(crate) fn emit_pixels(
    out: &mut Emit,
    grid: Option<&json::Grid>,
    total: usize,
    run: impl FnOnce(&mut Emit, &mut InOrder) -> Result<(), RunError>,
    uavs: impl FnOnce(&mut Emit) -> Result<(), RunError>,
) -> Result<(), RunError> {
    if let Some(g) = grid {
        out.field("height", Value::from(g.height))?;
    }
    out.begin_list("pixels")?;
    let mut order = InOrder::new(total);
    run(out, &mut order)?;
    order.finish(out, discarded)?;
    out.end_list()?;
    uavs(out)?;
    if let Some(g) = grid {
        out.field("width", Value::from(g.width))?;
    }
    Ok(())
}

/// How a member's run stopped.
pub enum Step<D> {
    /// Before a derivative instruction, at the member's `pc`.
    Paused,
    /// For good (the end, or a discard).
    Ended(D),
}

thread_local! {
    /// Whether a derivative taken where the quad's pixels are not all at
    /// it stops the run as undefined ([`with_divergent_derivatives_undefined`]).
    static DIVERGENT_UNDEFINED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with a derivative (or a sample's level of detail) taken where
/// the pixels of its quad are not all at that instruction (they took
/// other paths through the flow control, or returned) stopping the run as
/// undefined. Direct3D leaves such derivatives undefined: the other
/// pixels' registers hold whatever their own path left there, which
/// another compilation of the same program leaves otherwise. `dxsm run`
/// reads those registers, as hardware does; `dxsm compare` takes the
/// input as proving nothing.
pub fn with_divergent_derivatives_undefined<T>(f: impl FnOnce() -> T) -> T {
    let was = DIVERGENT_UNDEFINED.with(|b| b.replace(true));
    let out = f();
    DIVERGENT_UNDEFINED.with(|b| b.set(was));
    out
}

/// Runs the four members to their ends. `exec` resumes one, `pc` says
/// where a paused one is, and `derive` runs the derivative at `pc` for the
/// members stopped there (members elsewhere, or ended, contribute their
/// registers as they are).
pub fn run_members<M, D: Copy>(
    m: &mut [M],
    mut exec: impl FnMut(&mut M) -> Result<Step<D>, RunError>,
    pc: impl Fn(&M) -> usize,
    mut derive: impl FnMut(&mut [M], &[usize], usize) -> Result<(), RunError>,
) -> Result<[Option<D>; 4], RunError> {
    let mut done: [Option<D>; 4] = [None; 4];
    loop {
        for k in 0..4 {
            if done[k].is_none() {
                if let Step::Ended(d) = exec(&mut m[k])? {
                    done[k] = Some(d);
                }
            }
        }
        let waiting: Vec<usize> = (0..4).filter(|k| done[*k].is_none()).collect();
        if waiting.is_empty() {
            return Ok(done);
        }
        let mut pcs: Vec<usize> = waiting.iter().map(|k| pc(&m[*k])).collect();
        pcs.sort_unstable();
        pcs.dedup();
        for at_pc in pcs {
            let at: Vec<usize> = waiting
                .iter()
                .copied()
                .filter(|k| pc(&m[*k]) == at_pc)
                .collect();
            if at.len() < 4 && DIVERGENT_UNDEFINED.with(|b| b.get()) {
                return Err(RunError::of(
                    ErrorKind::Undefined,
                    format!(
                        "instruction {at_pc}: a derivative where {} of the quad's 4 pixels are at it (their paths diverged), which Direct3D leaves undefined",
                        at.len()
                    ),
                ));
            }
            derive(m, &at, at_pc)?;
        }
    }
}

/// The two members whose difference is member `k`'s derivative (the
/// second minus the first): along x (`x`) or y, its own row or column
/// (`fine`) or the quad's top row or left column (coarse). Members are
/// numbered top left, top right, bottom left, bottom right.
pub fn neighbours(k: usize, x: bool, fine: bool) -> (usize, usize) {
    match (x, fine) {
        (true, true) => (k & 2, (k & 2) | 1),
        (true, false) => (0, 1),
        (false, true) => (k & 1, (k & 1) | 2),
        (false, false) => (0, 2),
    }
}

/// Counts the derivative as one executed step of a member.
pub fn step(steps: &mut u64, max_steps: u64) -> Result<(), RunError> {
    *steps += 1;
    if *steps > max_steps {
        return Err(RunError::of(
            ErrorKind::Limit,
            format!(
                "stopped after {max_steps} steps, the most one invocation may take (--max-steps)"
            ),
        ));
    }
    Ok(())
}
