//! Direct3D 9 pixel shaders (ps_2_0, ps_2_x, ps_3_0): pixels run in quads
//! of 2×2 like the SM4/5 ones ([`super::super::sm4::ps`]), each member until its next
//! `dsx`/`dsy`, which is then computed from all four; `texkill` discards a
//! pixel; `oC0`..`oC3` and `oDepth` are printed. The rules chosen are in
//! `docs/run.md`, "SM1-3 pixel shaders".

use super::alu::saturate;
use super::machine::{read_consts, read_legacy_mul, Consts, Done, Machine, Prepared};
use crate::run::doc::Doc;
use crate::run::emit::Emit;
use crate::run::error::{bad_input, bad_program, RunError};
use crate::run::json;
use crate::run::mem::Memory;
use crate::run::pixel_quads::Step;
use crate::run::pixel_quads::{emit_pixels, quads_of, Px};
use crate::sm1::table::op;
use serde_json::{Map, Value};
use std::rc::Rc;

/// Sets a quad member's inputs: `v#`, `t#`, `vPos` (default the pixel's
/// integer position), `vFace` (default 1.0, front facing).
fn load_pixel(m: &mut Machine, px: &Px, what: &str) -> Result<(), RunError> {
    let p = m.p;
    m.reset();
    m.trace = px
        .out
        .and_then(|i| crate::run::trace::select(&[("pixel", &[i as u32])]));
    let names = || {
        let mut n: Vec<String> = p.inputs.iter().map(|r| format!("v{r}")).collect();
        n.extend(p.textures.iter().map(|r| format!("t{r}")));
        if p.misc[0] {
            n.push("vPos".into());
        }
        if p.misc[1] {
            n.push("vFace".into());
        }
        n.join(", ")
    };
    m.misc[0] = [px.pos.0 as f32, px.pos.1 as f32, 0.0, 0.0];
    m.misc[1] = [1.0; 4];
    for (k, bits) in &px.inputs {
        let val = bits.map(f32::from_bits);
        let num = |prefix: char| k.strip_prefix(prefix).and_then(|s| s.parse::<u16>().ok());
        match k {
            "vPos" if p.misc[0] => m.misc[0] = val,
            "vFace" if p.misc[1] => m.misc[1] = [val[0]; 4],
            _ => match (num('v'), num('t')) {
                (Some(n), _) if p.inputs.contains(&n) => match m.v.get_mut(n as usize) {
                    // ps_2_x colour inputs arrive clamped to [0, 1] (the
                    // rasterizer saturates the colour interpolators
                    // before ps_3_0), and compilers rely on it.
                    Some(r) if p.prog.version.major < 3 => *r = val.map(saturate),
                    Some(r) => *r = val,
                    None => return bad_input(format!("{what}: v{n} is out of range")),
                },
                (_, Some(n)) if p.textures.contains(&n) => match m.t.get_mut(n as usize) {
                    Some(r) => *r = val,
                    None => return bad_input(format!("{what}: t{n} is out of range")),
                },
                _ => {
                    return bad_input(format!(
                        "{what}: '{k}' is not an input of the shader (inputs: {})",
                        names()
                    ))
                }
            },
        }
    }
    let missing = p
        .inputs
        .iter()
        .map(|n| format!("v{n}"))
        .chain(p.textures.iter().map(|n| format!("t{n}")))
        .find(|k| !px.inputs.contains_key(k));
    if let Some(k) = missing {
        return bad_input(format!("{what}: input {k} missing"));
    }
    Ok(())
}

/// Runs the `dsx`/`dsy` at `pc` for the members stopped at it: the
/// difference along the pixel's own row (dsx: right minus left) or column
/// (dsy: bottom minus top) of its quad.
fn derivative(m: &mut [Machine], at: &[usize], pc: usize) -> Result<(), RunError> {
    let Some(ins) = m[at[0]].instruction(pc).cloned() else {
        return bad_program(format!("instruction {pc}: no derivative here"));
    };
    if ins.opcode == op::TEX {
        // texld/texldp/texldb: the coarse derivatives of the coordinates
        // (top right and bottom left minus top left, for all four, as
        // Direct3D 11 defines them for sample); the members then resume
        // at the instruction and sample.
        let mut c = [[0f32; 4]; 4];
        for (k, mk) in m.iter().enumerate() {
            c[k] = mk
                .tex_coord(&ins)
                .map_err(|e| e.within(format!("instruction {pc}")))?;
        }
        let d = |a: usize, b: usize| -> [f32; 3] { std::array::from_fn(|i| c[b][i] - c[a][i]) };
        for &k in at {
            m[k].grads = Some((d(0, 1), d(0, 2)));
        }
        return Ok(());
    }
    let mut v = [[0f32; 4]; 4];
    for (k, mk) in m.iter().enumerate() {
        v[k] = mk
            .source(&ins, 0)
            .map_err(|e| e.within(format!("instruction {pc}")))?;
    }
    let x = ins.opcode == op::DSX;
    for &k in at {
        // D3D9's dsx/dsy: fine, the pixel's own row or column.
        let (a, b) = crate::run::pixel_quads::neighbours(k, x, true);
        let d: [f32; 4] = std::array::from_fn(|c| v[b][c] - v[a][c]);
        let mk = &mut m[k];
        mk.trace_start(pc);
        mk.write_result(&ins, d)
            .map_err(|e| e.within(format!("instruction {pc}")))?;
        mk.pc = pc + 1;
        crate::run::pixel_quads::step(&mut mk.steps, mk.max_steps)?;
    }
    Ok(())
}

/// Runs one quad to the end.
pub(super) fn run_quad(m: &mut [Machine]) -> Result<[Done; 4], RunError> {
    let done = crate::run::pixel_quads::run_members(
        m,
        |mk| match mk.execute()? {
            Done::Deriv => Ok(Step::Paused),
            d => Ok(Step::Ended(d)),
        },
        |mk| mk.pc,
        derivative,
    )?;
    Ok(done.map(|d| d.unwrap_or(Done::End)))
}

/// A pixel's JSON: its colour outputs as registers, `oDepth` as one
/// number; `{"discarded": true}` for a discarded pixel.
fn print_pixel(m: &Machine, done: Done) -> Value {
    let mut o = Map::new();
    if done == Done::Discard {
        o.insert("discarded".into(), Value::Bool(true));
        return Value::Object(o);
    }
    for (name, bits, n) in m.outputs() {
        let v = if name == "oDepth" {
            // oDepth is a scalar with the range [0, 1] (Output Depth
            // Register page): printed clamped, as the depth test sees it.
            json::print_component(saturate(f32::from_bits(bits[0])).to_bits())
        } else {
            json::print_register(&bits, n)
        };
        o.insert(name, v);
    }
    Value::Object(o)
}

/// Runs a ps_2_0..ps_3_0 pixel shader on the JSON input.
pub fn run_ps(
    p: &Prepared,
    mut input: Doc,
    max_steps: u64,
    out: &mut Emit,
) -> Result<(), RunError> {
    const KEYS: &str = "constants, pixels, grid, resources, samplers, legacy_mul";
    input.only_lists(&["pixels"], KEYS)?;
    let mut consts = Consts::default();
    let mut px_input = Doc {
        pixels: input.pixels.take(),
        ..Doc::default()
    };
    let mut legacy_mul = true;
    let m = &input.rest;
    for (k, val) in m {
        match k.as_str() {
            "constants" => consts = read_consts(val, p.const_count)?,
            "legacy_mul" => legacy_mul = read_legacy_mul(val)?,
            "grid" => {
                px_input.rest.insert(k.clone(), val.clone());
            }
            "resources" | "samplers" => {}
            other => return bad_input(format!("unknown input key '{other}' ({KEYS})")),
        }
    }
    let inp = json::Input::from_doc(px_input)?;
    let (quads, n_out) = quads_of(&inp)?;
    let mem = Rc::new(Memory::read_d3d9(
        &p.samplers,
        m.get("resources"),
        m.get("samplers"),
    )?);
    let mut ms: Vec<Machine> = (0..4)
        .map(|_| {
            let mut m = Machine::new(p, &consts, mem.clone(), max_steps);
            m.legacy_mul = legacy_mul;
            m
        })
        .collect();
    emit_pixels(
        out,
        inp.grid.as_ref(),
        n_out,
        |out, order| {
            for quad in quads {
                for (k, px) in quad.iter().enumerate() {
                    let what = match px.out {
                        Some(i) => format!("pixels[{i}]"),
                        None => format!("helper pixel ({}, {})", px.pos.0, px.pos.1),
                    };
                    load_pixel(&mut ms[k], px, &what)?;
                }
                let done = run_quad(&mut ms).map_err(|e| {
                    let first = quad.iter().find_map(|px| px.out).unwrap_or(0);
                    e.within(format!("quad of pixel {first}"))
                })?;
                for (k, px) in quad.iter().enumerate() {
                    if let Some(i) = px.out {
                        order.put(out, i, print_pixel(&ms[k], done[k]))?;
                    }
                }
            }
            Ok(())
        },
        |_| Ok(()),
    )
}
