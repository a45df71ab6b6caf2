//! Pixels in quads, shared by the SM4/5 and Direct3D 9 pixel-shader
//! runners: how the input's `pixels` list or `grid` is cut into 2×2
//! quads (with helper pixels), and how the results are printed around
//! their `pixels` list.

use super::emit::{Emit, InOrder};
use super::error::{bad_input, RunError};
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
