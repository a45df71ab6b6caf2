//! Reference interpreter: SM4/5 vertex, hull, domain, geometry, pixel and
//! compute shaders, and Direct3D 9 (SM1-3) vertex and ps_1_1-ps_3_0 pixel shaders
//! ([`d3d9`]; ps_1_x in `d3d9::ps1`).
//!
//! A program is prepared once ([`Prepared::new`]: declarations read, flow
//! control matched into a jump table), then run deterministically in the
//! order the specification gives. Input and output are JSON (see
//! `docs/run.md`); vertex shaders also run without JSON, in batches, through
//! [`run_vertices`].
//!
//! ```
//! let shader = dxsm::run::load(b"vs_4_0
//! dcl_input v0.xyzw
//! dcl_output o0.xyzw
//! mul o0.xyzw, v0.xyzw, l(2.0, 2.0, 2.0, 1.0)
//! ret
//! ").unwrap();
//! let input = serde_json::json!({"vertices": [{"v0": [1, 2, 3, 1]}]});
//! let out = dxsm::run::run(&shader, &input, dxsm::run::DEFAULT_MAX_STEPS).unwrap();
//! assert_eq!(out["vertices"][0]["o0"], serde_json::json!([2.0, 4.0, 6.0, 1.0]));
//! ```

pub(crate) mod budget;
pub mod d3d9;
pub(crate) mod doc;
mod emit;
pub mod error;
pub(crate) mod json;
mod lod;
pub(crate) mod mem;
mod picture;
mod pixel_quads;
mod sample;
mod sm4;
mod spool;
pub mod tessellator;
pub mod trace;

pub use budget::{ALONE, DEFAULT_MAX_TOTAL_STEPS};
pub use doc::{Doc, MAX_ITEMS};
pub use emit::{Emit, Tap};
use error::{bad_input, bad_shader};
pub use error::{ErrorAt, ErrorKind, RunError};
pub use json::pretty;
pub use picture::Picture;
pub use pixel_quads::with_divergent_derivatives_undefined;
pub use sm4::cs::{run_dispatch, Resources};
pub use sm4::fragments::{Fragment, FragmentQuad, FragmentShader, Shaded};
pub(crate) use sm4::gs::run_numbered_bound;
pub use sm4::gs::{run_primitive_buffer, run_primitives, run_primitives_bound, GsOutput};
pub(crate) use sm4::hull_domain::{counts as hull_counts, hs_inputs, hs_patches_from};
pub use sm4::interp::centroid_offset;
pub use sm4::interp::Attributes;
pub use sm4::lanes::LANES;
pub use sm4::msaa::pattern as sample_pattern;
pub(crate) use sm4::pair::{tess_output_arity, Tess};
pub use sm4::prepared::{InDecl, OutDecl, Prepared};
pub use sm4::ps::{run_quads, PixelOutputs};
pub use sm4::streams::{StreamOut, Strip};
pub(crate) use sm4::vs::run_vertices_numbered;
pub use sm4::vs::{
    can_batch, run_vertex_buffer, run_vertices, run_vertices_bound, Constants, Mode, VertexOutputs,
};

use crate::sm4::ir::{Program, Stage};

/// Default step limit per invocation.
pub const DEFAULT_MAX_STEPS: u64 = 1_000_000;

/// A loaded shader: SM4/5 or Direct3D 9 (SM1-3).
#[derive(Clone, Debug)]
pub enum Shader {
    /// SM4/5 (DXBC container or SM4/5 text).
    Sm4(Program),
    /// SM1-3 (D3D9 token stream or SM1-3 text).
    Sm1(crate::sm1::ir::Program),
    /// A hull shader and a domain shader with the fixed-function
    /// tessellator between them ([`pair`]).
    Tessellation(Box<Program>, Box<Program>),
}

/// A hull shader and a domain shader run as one: the hull shader's tess
/// factors tessellated, the domain shader run at every domain point.
pub fn pair(hull: Shader, domain: Shader) -> Result<Shader, RunError> {
    match (hull, domain) {
        (Shader::Sm4(h), Shader::Sm4(d)) if h.stage == Stage::Hull && d.stage == Stage::Domain => {
            Ok(Shader::Tessellation(Box::new(h), Box::new(d)))
        }
        _ => bad_input("--domain pairs a hull shader (the shader) with a domain shader (SM5)"),
    }
}

/// Reads a shader: a DXBC container (SHDR/SHEX chunk), a D3D9 token
/// stream, or SM4/5 or SM1-3 assembly text.
///
/// A Direct3D 9 program that Microsoft's assembler would refuse (a register
/// the version lacks or a number past its last, such as `t8` in ps_1_4) is
/// refused here too, with the assembler's code and where it lies: the
/// interpreter's register files are as large as the version's.
pub fn load(data: &[u8]) -> Result<Shader, RunError> {
    load_with_lines(data).map(|(s, _)| s)
}

/// [`load`], with the source line of each instruction ([`source_lines`]),
/// from one reading of the text.
pub fn load_with_lines(data: &[u8]) -> Result<(Shader, Vec<Option<u32>>), RunError> {
    if crate::sm1::decode::is_token_stream(data) {
        let p = crate::sm1::decode(data).map_err(RunError::from)?;
        assembler_refusal(&p, |item| {
            ErrorAt::Byte(match p.items.get(item) {
                Some(crate::sm1::ir::Item::Instruction(i)) => i.offset,
                Some(crate::sm1::ir::Item::Comment(c)) => c.offset,
                None => 0,
            })
        })?;
        let lines = if numbered_apart(&p) {
            Vec::new()
        } else {
            p.comments()
                .find(|c| c.fourcc() == Some(b"DBUG"))
                .and_then(|c| crate::sm1::debug::parse(&c.data))
                .map(|d| d.lines.iter().map(|l| l.map(|(line, _)| line)).collect())
                .unwrap_or_default()
        };
        return Ok((Shader::Sm1(p), lines));
    }
    if crate::dxbc::container::is_dxbc(data) {
        return load_sm4(data).map(|p| (Shader::Sm4(p), Vec::new()));
    }
    let text = std::str::from_utf8(data).map_err(|_| {
        RunError::of(
            ErrorKind::Shader,
            "the shader is neither DXBC nor UTF-8 text",
        )
    })?;
    if crate::assemble::is_d3d9(text) {
        let (p, lines) = crate::sm1::parse::parse_with_lines(text).map_err(RunError::from)?;
        assembler_refusal(&p, |item| {
            let line = lines.get(item).copied().unwrap_or(1);
            let column = crate::lines::lines(text)
                .nth(line.saturating_sub(1))
                .map_or(1, |l| l.len() - l.trim_start().len() + 1);
            ErrorAt::Text { line, column }
        })?;
        let lines = if numbered_apart(&p) {
            Vec::new()
        } else {
            p.items
                .iter()
                .zip(lines)
                .filter(|(i, _)| matches!(i, crate::sm1::ir::Item::Instruction(_)))
                .map(|(_, l)| Some(l as u32))
                .collect()
        };
        return Ok((Shader::Sm1(p), lines));
    }
    let (p, lines) = crate::sm4::parse::parse_with_lines(text).map_err(RunError::from)?;
    // Hull shaders' phases are numbered apart: no lines.
    let lines = if p.stage == Stage::Hull {
        Vec::new()
    } else {
        lines.into_iter().map(|l| Some(l as u32)).collect()
    };
    Ok((Shader::Sm4(p), lines))
}

/// The first refusal of Microsoft's assembler (its grammar: a register or
/// instruction the version lacks), at the place `at` gives for its item.
fn assembler_refusal(
    p: &crate::sm1::ir::Program,
    at: impl Fn(usize) -> ErrorAt,
) -> Result<(), RunError> {
    match crate::sm1::grammar::check(p).into_iter().next() {
        Some(e) => Err(RunError::located(
            format!("error {}: {}", e.code, e.message),
            at(e.item),
        )),
        None => Ok(()),
    }
}

/// Whether a Direct3D 9 program's trace numbers instructions its own way
/// (ps_1_x's interpreter: co-issue and phases), so source lines are not
/// given.
fn numbered_apart(p: &crate::sm1::ir::Program) -> bool {
    p.version.is_ps() && p.version.major < 2
}

/// The source line of each instruction of a shader, as a trace numbers
/// instructions (`pc`): the line of the assembly text it came from, or for
/// a Direct3D 9 debug build the HLSL line its DBUG block names. Empty when
/// unknown (binaries without debug information, hull shaders, whose phases
/// are numbered apart, ps_1_x, whose interpreter numbers differently, and
/// shaders that do not load).
pub fn source_lines(data: &[u8]) -> Vec<Option<u32>> {
    load_with_lines(data).map(|(_, l)| l).unwrap_or_default()
}

/// Input registers a prepared program's register file holds (up to its
/// highest declared input).
pub fn input_regs(p: &Prepared) -> usize {
    sm4::machine::regs_needed(&p.inputs)
}

/// Reads an SM4/5 shader: a DXBC container (SHDR/SHEX chunk) or SM4/5
/// assembly text.
pub fn load_sm4(data: &[u8]) -> Result<Program, RunError> {
    if crate::dxbc::container::is_dxbc(data) {
        let c = crate::dxbc::Container::read(data, false).map_err(RunError::from)?;
        let Some(code) = c.find(&[b"SHDR", b"SHEX"]) else {
            return bad_shader("the container has no SHDR or SHEX chunk");
        };
        crate::sm4::decode::decode(code.data, code.offset).map_err(RunError::from)
    } else {
        let text = std::str::from_utf8(data).map_err(|_| {
            RunError::of(
                ErrorKind::Shader,
                "the shader is neither DXBC nor UTF-8 text",
            )
        })?;
        crate::sm4::parse::parse(text).map_err(RunError::from)
    }
}

/// Runs `shader` on the JSON `input`, giving the JSON output, within
/// [`DEFAULT_MAX_TOTAL_STEPS`] steps in all.
pub fn run(
    shader: &Shader,
    input: &serde_json::Value,
    max_steps: u64,
) -> Result<serde_json::Value, RunError> {
    run_within(shader, input, max_steps, DEFAULT_MAX_TOTAL_STEPS)
}

/// Like [`run`], with at most `max_steps` per invocation and
/// `max_total_steps` for all invocations together (`--max-total-steps`).
pub fn run_within(
    shader: &Shader,
    input: &serde_json::Value,
    max_steps: u64,
    max_total_steps: u64,
) -> Result<serde_json::Value, RunError> {
    let mut out = Emit::keep();
    let input = Doc::from_value(input)?;
    run_budgeted(shader, input, max_steps, max_total_steps, &mut out)?;
    Ok(out.into_value())
}

/// Why [`run_to`] stopped.
#[derive(Debug)]
pub enum RunToError {
    /// The run failed (bad input, a limit, an unsupported instruction).
    Run(RunError),
    /// The output could not be written.
    Write(std::io::Error),
}

impl std::fmt::Display for RunToError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunToError::Run(e) => e.fmt(f),
            RunToError::Write(e) => write!(f, "writing the output: {e}"),
        }
    }
}
impl std::error::Error for RunToError {}

/// Like [`run_within`], writing the output's text ([`pretty`] and a
/// newline) to `w` while the run goes: the vertices or pixels are written
/// as they are made, so memory does not grow with their number. `tap`
/// sees the output as it is made (the `--png` picture). Output is written
/// in blocks of 64 KiB: a run that fails before its first block (bad
/// input, most errors) writes nothing; one that fails later has written
/// part of the document.
pub fn run_to<'a>(
    shader: &Shader,
    input: Doc,
    max_steps: u64,
    max_total_steps: u64,
    w: &'a mut dyn std::io::Write,
    tap: Option<&'a mut dyn Tap>,
) -> Result<(), RunToError> {
    let mut out = Emit::write(w, tap);
    let ran = run_budgeted(shader, input, max_steps, max_total_steps, &mut out);
    if let Some(e) = out.take_error() {
        return Err(RunToError::Write(e));
    }
    ran.map_err(RunToError::Run)?;
    out.finish().map_err(RunToError::Write)
}

fn run_budgeted(
    shader: &Shader,
    input: Doc,
    max_steps: u64,
    max_total_steps: u64,
    out: &mut Emit,
) -> Result<(), RunError> {
    budget::start(max_total_steps);
    let ran = run_unbudgeted(shader, input, max_steps, out);
    budget::start(u64::MAX);
    ran
}

fn run_unbudgeted(
    shader: &Shader,
    input: Doc,
    max_steps: u64,
    out: &mut Emit,
) -> Result<(), RunError> {
    let program = match shader {
        Shader::Sm4(p) => p,
        Shader::Sm1(p) => return d3d9::run_program(p, input, max_steps, out),
        Shader::Tessellation(h, d) => {
            let (h, d) = (Prepared::new(h)?, Prepared::new(d)?);
            let mut inp = json::Input::from_doc(input)?;
            return sm4::pair::run_pair(&h, &d, &mut inp, max_steps, out);
        }
    };
    let p = Prepared::new(program)?;
    let mut inp = json::Input::from_doc(input)?;
    if inp.domain.is_some() {
        return bad_input("\"domain\" gives a domain shader's constants and resources when a hull shader runs with one (--domain)");
    }
    match program.stage {
        Stage::Vertex => sm4::vs::run_vs(&p, &inp, max_steps, out),
        Stage::Geometry => sm4::gs::run_gs(&p, &mut inp, max_steps, out),
        Stage::Pixel => sm4::ps::run_ps(&p, &inp, max_steps, out),
        Stage::Compute => sm4::cs::run_cs(&p, &inp, max_steps, out),
        Stage::Hull => sm4::hull_domain::run_hs(&p, &inp, max_steps, out),
        Stage::Domain => sm4::hull_domain::run_ds(&p, &inp, max_steps, out),
    }
}

/// The kinds of id that name `shader`'s invocations in a trace
/// (`--trace-select KIND=N`).
pub fn trace_kinds(shader: &Shader) -> &'static [&'static str] {
    match shader {
        Shader::Sm4(p) => match p.stage {
            Stage::Vertex => &["vertex"],
            Stage::Geometry => &["primitive", "instance"],
            Stage::Pixel => &["pixel", "sample"],
            Stage::Compute => &["thread", "group"],
            Stage::Hull => &["patch", "point", "instance"],
            Stage::Domain => &["patch", "point"],
        },
        Shader::Sm1(p) if p.version.is_ps() => &["pixel"],
        Shader::Sm1(_) => &["vertex"],
        Shader::Tessellation(..) => &["patch", "point", "instance"],
    }
}

/// A starting input for `shader`: the keys its declarations ask for, with
/// placeholder values to edit.
pub fn template(shader: &Shader) -> Result<serde_json::Value, RunError> {
    match shader {
        Shader::Sm4(p) => Ok(sm4::template::template(&Prepared::new(p)?)),
        // The pair takes the hull shader's input.
        Shader::Tessellation(h, _) => Ok(sm4::template::template(&Prepared::new(h)?)),
        Shader::Sm1(p) => Ok(d3d9::template(p)),
    }
}

/// A PNG picture of `output`, the result of running `shader`: a geometry
/// shader's primitives in clip space (one colour per instance), or a pixel
/// shader's first output (`oC0` for Direct3D 9) over its grid.
pub fn picture(shader: &Shader, output: &serde_json::Value) -> Result<Vec<u8>, RunError> {
    picture::draw(&view(shader)?, output)
}

impl Picture {
    /// A picture of a run of `shader`; an error for a stage `--png` does
    /// not draw.
    pub fn new(shader: &Shader) -> Result<Picture, RunError> {
        Ok(Picture::with_view(view(shader)?))
    }
}

/// What a picture of a run of `shader` shows: each interpreter says
/// where its colours or positions are.
fn view(shader: &Shader) -> Result<picture::View, RunError> {
    match shader {
        Shader::Sm4(p) => sm4::prepared::Prepared::new(p)?.view(),
        Shader::Sm1(p) if p.version.is_ps() => Ok(d3d9::view()),
        Shader::Sm1(_) | Shader::Tessellation(..) => {
            bad_input("--png draws geometry-shader and pixel-shader runs")
        }
    }
}

/// Runs shader text or binary on JSON text, giving the output text as the
/// CLI writes it ([`run_to`]).
pub fn run_text(shader: &[u8], input: &str, max_steps: u64) -> Result<String, RunError> {
    let program = load(shader)?;
    let input = Doc::from_text(input)?;
    let mut text = Vec::new();
    run_to(
        &program,
        input,
        max_steps,
        DEFAULT_MAX_TOTAL_STEPS,
        &mut text,
        None,
    )
    .map_err(|e| match e {
        RunToError::Run(e) => e,
        e => RunError::of(ErrorKind::Output, e.to_string()),
    })?;
    String::from_utf8(text)
        .map_err(|_| RunError::of(ErrorKind::Internal, "internal: output is not UTF-8"))
}
