//! Pixel shaders: pixels run in quads of four (2×2) so that derivatives
//! see their neighbours; `discard` drops a pixel's outputs; `oDepth` and
//! `oMask` are printed when written.

use super::emit::{Emit, InOrder};
use super::exec::{input_file, Done, Machine, Prepared};
use super::json::{self, Input, Vertex};
use super::mem::Memory;
use super::quad::Step;
use super::{err, RunError};
use crate::sm4::table::Opcode;
use serde_json::{Map, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// One pixel of a quad: its inputs, its position, and where its result
/// goes (`None` for a helper pixel that only feeds derivatives).
pub(crate) struct Px {
    pub(crate) inputs: Vertex,
    pub(crate) pos: (i64, i64),
    pub(crate) out: Option<usize>,
}

/// The result of one pixel.
pub struct PixelOut {
    pub discarded: bool,
    pub outputs: Vec<(String, [u32; 4], usize)>,
    pub depth: Option<u32>,
    pub coverage: Option<u32>,
}

fn f(b: u32) -> f32 {
    f32::from_bits(b)
}

fn fb(x: f32) -> u32 {
    super::alu::fb(x)
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
                },
                None => Px {
                    inputs: c[0].clone(),
                    pos,
                    out: None,
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
                    out: (x < w && y < h).then_some((y * w + x) as usize),
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
        (Some(_), Some(_)) => err("give \"pixels\" or \"grid\", not both"),
        (None, None) => err("a pixel shader needs \"pixels\" or \"grid\" in the input"),
    }
}

/// Runs a derivative instruction for the quad members stopped at it.
fn derivative(m: &mut [Machine], at: &[usize], pc: usize) -> Result<(), RunError> {
    let p = m[at[0]].p;
    let ins = &p.prog.instructions[pc];
    if matches!(
        ins.opcode,
        Opcode::Lod | Opcode::Sample | Opcode::SampleB | Opcode::SampleC
    ) {
        return implicit_lod(m, at, pc);
    }
    // Every member's value of the source, in quad order.
    let mut v = [[0u32; 4]; 4];
    for (k, mk) in m.iter().enumerate() {
        v[k] = mk.src(&ins.operands[1], 'f')?;
    }
    let fine = !matches!(ins.opcode, Opcode::DerivRtxCoarse | Opcode::DerivRtyCoarse);
    let x = matches!(
        ins.opcode,
        Opcode::DerivRtx | Opcode::DerivRtxCoarse | Opcode::DerivRtxFine
    );
    for &k in at {
        let (a, b) = super::quad::neighbours(k, x, fine);
        let d: [u32; 4] = std::array::from_fn(|c| fb(f(v[b][c]) - f(v[a][c])));
        let mk = &mut m[k];
        mk.dst(&ins.operands[0], d, ins.saturate())?;
        mk.trace_step(pc, None);
        mk.pc = pc + 1;
        super::quad::step(&mut mk.steps, mk.max_steps)?;
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
    let Some(coord) = ins.operands.get(1) else {
        return err(format!("instruction {pc}: too few operands"));
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
        super::quad::step(&mut mk.steps, mk.max_steps)?;
    }
    Ok(())
}

/// Runs one quad to the end; each member's state is left in `m`.
fn run_quad(m: &mut [Machine]) -> Result<[Done; 4], RunError> {
    let done = super::quad::run(
        m,
        |mk| match mk.execute()? {
            Done::Deriv => Ok(Step::Paused),
            Done::Barrier => err("sync with a thread-group barrier in a pixel shader"),
            d => Ok(Step::Ended(d)),
        },
        |mk| mk.pc,
        derivative,
    )?;
    Ok(done.map(|d| d.unwrap_or(Done::Ret)))
}

/// Runs the pixels of `inp` (a list or a grid), giving each printed
/// pixel's result to `each` with its index, quad by quad.
pub fn run_pixels(
    p: &Prepared,
    inp: &Input,
    mem: Rc<RefCell<Memory>>,
    max_steps: u64,
    mut each: impl FnMut(usize, PixelOut) -> Result<(), RunError>,
) -> Result<(), RunError> {
    let (quads, _) = quads_of(inp)?;
    let nregs = super::exec::regs_needed(&p.inputs);
    let mut m: Vec<Machine> = (0..4)
        .map(|_| {
            let mut x = Machine::new(p, &inp.constants, max_steps);
            x.quad = true;
            x.mem = Some(mem.clone());
            x.bindings = inp.interfaces.clone();
            x
        })
        .collect();
    for quad in quads {
        for (k, px) in quad.iter().enumerate() {
            let what = match px.out {
                Some(i) => format!("pixels[{i}]"),
                None => format!("helper pixel ({}, {})", px.pos.0, px.pos.1),
            };
            let (x, y) = px.pos;
            let auto = |sv: u32| match sv {
                // Position: the pixel centre; is_front_face: true;
                // sample_index, primitive_id: 0.
                1 => None,
                9 => Some(u32::MAX),
                7 | 10 => Some(0),
                _ => None,
            };
            let mut file = input_file(p, &px.inputs, nregs, &what, &|sv| {
                if sv == 1 {
                    Some(0)
                } else {
                    auto(sv)
                }
            })?;
            for d in &p.inputs {
                if d.sv == 1 && !px.inputs.contains_key(&format!("v{}", d.reg)) {
                    file[d.reg as usize] = [
                        (x as f32 + 0.5).to_bits(),
                        (y as f32 + 0.5).to_bits(),
                        0,
                        1f32.to_bits(),
                    ];
                }
            }
            m[k].reset();
            m[k].helper = px.out.is_none();
            m[k].v = vec![file];
            m[k].trace = px
                .out
                .and_then(|i| super::trace::select(&[("pixel", &[i as u32])]));
        }
        run_quad(&mut m).map_err(|e| {
            let first = quad.iter().find_map(|px| px.out).unwrap_or(0);
            RunError(format!("quad of pixel {first}: {e}"))
        })?;
        for (k, px) in quad.iter().enumerate() {
            let Some(i) = px.out else { continue };
            let mk = &m[k];
            each(
                i,
                PixelOut {
                    discarded: mk.discarded,
                    outputs: mk.outputs(None),
                    depth: mk.depth,
                    coverage: mk.coverage,
                },
            )?;
        }
    }
    Ok(())
}

/// A pixel's JSON.
fn print_pixel(px: &PixelOut) -> Value {
    if px.discarded {
        return discarded();
    }
    let mut v = json::print_vertex(&px.outputs);
    if let Value::Object(m) = &mut v {
        if let Some(d) = px.depth {
            m.insert("oDepth".into(), json::print_component(d));
        }
        if let Some(c) = px.coverage {
            m.insert("oMask".into(), Value::from(c));
        }
    }
    v
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
    uavs: impl FnOnce() -> Option<Value>,
) -> Result<(), RunError> {
    if let Some(g) = grid {
        out.field("height", Value::from(g.height))?;
    }
    out.begin_list("pixels")?;
    let mut order = InOrder::new(total);
    run(out, &mut order)?;
    order.finish(out, discarded)?;
    out.end_list()?;
    if let Some(u) = uavs() {
        out.field("uavs", u)?;
    }
    if let Some(g) = grid {
        out.field("width", Value::from(g.width))?;
    }
    Ok(())
}

/// Runs a pixel shader on the JSON input.
pub fn run_ps(p: &Prepared, inp: &Input, max_steps: u64, out: &mut Emit) -> Result<(), RunError> {
    let mem = Rc::new(RefCell::new(Memory::read(
        p,
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
        || {
            let mem = mem.borrow();
            (!mem.u.is_empty()).then(|| mem.print_uavs())
        },
    )
}
