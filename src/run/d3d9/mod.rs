//! Reference interpreter for Direct3D 9 (SM1-3) vertex shaders and
//! ps_2_0 to ps_3_0 pixel shaders (ps_1_1 to ps_1_4 are handed to
//! `ps1` by [`run_program`] and [`template`]).
//!
//! The program is prepared once ([`Prepared::new`]: `def`/`defi`/`defb`
//! read, inputs, samplers and outputs listed, `if/else/endif`,
//! `loop/endloop`, `rep/endrep` matched, labels found), then run on each
//! vertex in input order, or on pixels in quads of 2×2 (the quad driver is
//! in `ps.rs`). Arithmetic is in `alu.rs`; the JSON
//! contract and the rules chosen are in `docs/run.md`, "SM1-3 vertex
//! shaders" and "SM1-3 pixel shaders".

mod alu;
mod machine;
mod ps;
mod ps1;
pub mod ps1_draw;
pub mod stages;

use crate::run::doc::Doc;
use crate::run::emit::Emit;
use crate::run::error::{bad_input, bad_program, RunError};
use crate::run::json;
use crate::run::mem::Memory;
use crate::sm1::ir::Program;
use crate::sm4::fields::ResourceDim;
pub use alu::compare as compare_code;
pub use machine::{profile, with_compare_rules, Consts, Prepared};
use machine::{read_consts, read_legacy_mul, read_vertex, texture_templates, Done, Machine};
pub use ps1::Bindings1;
use serde_json::{Map, Value};
use std::rc::Rc;
/// How many float, integer and boolean constant registers the program
/// reads from its input (to the highest read; a float constant read at a
/// relative address, every one the model has): what the template lists,
/// so that inputs made from it set them all.
fn constants_read(prog: &Program, count: usize) -> (usize, usize, usize) {
    let r = crate::sm1::reads::constant_reads(prog);
    let rows =
        |set: &std::collections::BTreeSet<u16>| set.last().map_or(0, |n| usize::from(*n) + 1);
    let c = if r.relative { count } else { rows(&r.floats) };
    (c.min(count.max(1)), rows(&r.ints), rows(&r.bools))
}

/// Reads a stage's constants in `dxsm run`'s form (`{"c": [...], "i":
/// [...], "b": [...]}`) for program `p`.
pub fn read_constants(v: &Value, p: &Prepared) -> Result<Consts, RunError> {
    read_consts(v, p.const_count)
}

/// Runs an SM1-3 shader on the JSON input: a vertex shader on its
/// vertices, a pixel shader on its pixels (see `ps.rs`).
pub fn run_program(
    prog: &Program,
    input: Doc,
    max_steps: u64,
    out: &mut Emit,
) -> Result<(), RunError> {
    if prog.version.is_ps() && prog.version.major < 2 {
        return ps1::run_ps1(prog, input, out);
    }
    let p = Prepared::new(prog)?;
    if prog.version.is_ps() {
        return ps::run_ps(&p, input, max_steps, out);
    }
    const KEYS: &str = "constants, vertices, resources, samplers, legacy_mul";
    input.only_lists(&["vertices"], KEYS)?;
    let m = &input.rest;
    let mut consts = Consts::default();
    let mut legacy_mul = true;
    for (k, val) in m {
        match k.as_str() {
            "constants" => consts = read_consts(val, p.const_count)?,
            "legacy_mul" => legacy_mul = read_legacy_mul(val)?,
            "resources" | "samplers" => {}
            other => return bad_input(format!("unknown input key '{other}' ({KEYS})")),
        }
    }
    let Some(vertices) = &input.vertices else {
        return bad_input("a vertex shader needs \"vertices\" in the input");
    };
    let mem = Memory::read_d3d9(&p.samplers, m.get("resources"), m.get("samplers"))?;
    let mut m = Machine::new(&p, &consts, Rc::new(mem), max_steps);
    m.legacy_mul = legacy_mul;
    out.begin_list("vertices")?;
    for (n, vx) in vertices.iter().enumerate() {
        m.reset();
        m.trace = super::trace::select(&[("vertex", &[n as u32])]);
        m.v = read_vertex(&p, vx, &format!("vertices[{n}]"))?;
        let done = m.execute().map_err(|e| e.within(format!("vertex {n}")))?;
        if done != Done::End {
            return bad_program(format!(
                "vertex {n}: a pixel-shader instruction in a vertex shader"
            ));
        }
        out.item(json::print_vertex(&m.outputs()))?;
    }
    out.end_list()
}

/// What a picture of a Direct3D 9 pixel-shader run shows: `oC0`.
pub(crate) fn view() -> super::picture::View {
    super::picture::View::Grid("oC0".into())
}

/// A starting input for an SM1-3 shader: one vertex (or, for a pixel
/// shader, one pixel) with every input register the program reads, and a
/// texture and sampler state for every declared sampler.
pub fn template(prog: &Program) -> Value {
    use serde_json::json;
    if prog.version.is_ps() && prog.version.major < 2 {
        return ps1::template(prog);
    }
    let Ok(p) = Prepared::new(prog) else {
        return json!({"vertices": [{}]});
    };
    let mut vx = Map::new();
    for n in &p.inputs {
        vx.insert(format!("v{n}"), json!([0.0, 0.0, 0.0, 1.0]));
    }
    for n in &p.textures {
        vx.insert(format!("t{n}"), json!([0.5, 0.5, 0.0, 1.0]));
    }
    let mut o = Map::new();
    let (c, i, b) = constants_read(prog, p.const_count);
    let mut consts = Map::new();
    consts.insert("c".into(), json!(vec![[0.0, 0.0, 0.0, 0.0]; c.max(1)]));
    if i > 0 {
        // (count, start, step, unused), as `loop` reads them.
        consts.insert("i".into(), json!(vec![[4, 0, 1, 0]; i]));
    }
    if b > 0 {
        consts.insert("b".into(), json!(vec![false; b]));
    }
    o.insert("constants".into(), Value::Object(consts));
    // Direct3D 9 products (docs/run.md): shown so that it can be turned off.
    o.insert("legacy_mul".into(), Value::Bool(true));
    o.insert(
        if prog.version.is_ps() {
            "pixels"
        } else {
            "vertices"
        }
        .into(),
        json!([vx]),
    );
    let stages: Vec<(u32, ResourceDim)> = p.samplers.iter().map(|(r, d)| (*r, *d)).collect();
    texture_templates(&stages, &mut o);
    Value::Object(o)
}
