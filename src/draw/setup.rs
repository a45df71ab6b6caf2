//! A pipeline description made ready to draw, every check done before any
//! work: the shaders loaded with their signatures, the input layout bound
//! to the vertex shader's inputs, the vertex shader's outputs linked to
//! the pixel shader's inputs, targets whose formats the pixel shader can
//! write, states parsed. Each refusal names the stage and register (or
//! the key) at fault.

use super::desc::{BlendDesc, Desc, StageDesc};
use super::format::{self, Kind};
use super::input::{Assembler, Element, VertexBuffer};
use super::merge::{
    Blend, Compare, DepthBuffer, DepthFormat, Face, Factor, LogicOp, Op, Stencil, StencilOp, Target,
};
use super::raster::{PsInput, Source, Viewport};
use crate::dxbc::signature::{self, Signature};
use crate::run::mem::Memory;
use crate::run::{Constants, ErrorKind, RunError};
use crate::sm4::fields::{GlobalFlags, SystemValue, Topology};
use crate::sm4::ir::{Program, Stage};
use crate::sm4::table::Opcode;
use serde_json::Value;

/// Largest render target side (D3D11_REQ_TEXTURE2D_U_OR_V_DIMENSION).
pub const MAX_SIDE: u32 = 16384;

/// The most memory the targets and the depth buffer of one draw take
/// together: a reference device holds them whole, so a description asking
/// for more is refused rather than allowed to exhaust memory.
pub const MAX_TARGET_BYTES: u64 = 1 << 30;

/// The most slices of a render-target array
/// (D3D11_REQ_TEXTURE2D_ARRAY_AXIS_DIMENSION).
pub const MAX_SLICES: u32 = 2048;

/// The most vertices (or indices) a draw reads per instance, and the most
/// instances: the vertex sequence of an instance is held whole.
pub const MAX_VERTICES: u32 = 1 << 24;
/// See [`MAX_VERTICES`].
pub const MAX_INSTANCES: u32 = 1 << 20;

use crate::run::error::bad_input as bad;

/// A stage's program: SM4/5, or one of a Direct3D 9 pair with its
/// constants.
#[derive(Clone, Debug)]
pub enum Code {
    /// SM4/5.
    Sm4(Program),
    /// Direct3D 9 (vs_1_1 to vs_3_0, ps_2_0 to ps_3_0) with its float,
    /// integer and boolean constants.
    D3d9(crate::sm1::ir::Program, crate::run::d3d9::Consts),
}

/// A loaded stage: its program, signatures, constants and memory.
#[derive(Clone, Debug)]
pub struct Stage1 {
    /// The program.
    pub code: Code,
    /// The input signature.
    pub isgn: Signature,
    /// The output signature.
    pub osgn: Signature,
    /// The patch-constant signature (hull shaders' outputs, domain
    /// shaders' inputs).
    pub pcsg: Signature,
    /// Constant buffers.
    pub constants: Constants,
    /// Resources, samplers and UAVs.
    pub mem: Memory,
    /// The bindings as given (constants, resources, samplers): the hull
    /// and domain shaders read them as `dxsm run` input.
    pub bindings: Value,
}

impl Stage1 {
    /// The SM4/5 program; a Direct3D 9 program is an error (only the two
    /// stages of a Direct3D 9 pair hold one, and they are drawn apart).
    pub fn sm4(&self) -> Result<&Program, RunError> {
        match &self.code {
            Code::Sm4(p) => Ok(p),
            Code::D3d9(p, _) => Err(RunError::of(
                ErrorKind::Shader,
                format!(
                    "a Direct3D 9 {} where a Direct3D 10/11 shader is needed",
                    crate::run::d3d9::profile(p.version)
                ),
            )),
        }
    }

    /// Whether the program is Direct3D 9's.
    pub fn is_d3d9(&self) -> bool {
        matches!(self.code, Code::D3d9(..))
    }
}

/// A Direct3D 9 stage from its program: its constants and textures read
/// from the stage's bindings in `dxsm run`'s form for SM1-3 (`c`, `i`,
/// `b`; textures and sampler states by sampler register).
fn load_d3d9(what: &str, s: &StageDesc, prog: crate::sm1::ir::Program) -> Result<Stage1, RunError> {
    let within = |e: RunError| e.within(what.to_string());
    let p = crate::run::d3d9::Prepared::new(&prog).map_err(within)?;
    let consts = match &s.constants {
        Some(c) => crate::run::d3d9::read_constants(c, &p).map_err(within)?,
        None => crate::run::d3d9::Consts::default(),
    };
    let mem = Memory::read_d3d9(&p.samplers, s.resources.as_ref(), s.samplers.as_ref())
        .map_err(within)?;
    drop(p);
    let empty = || Signature {
        layout: signature::Layout::Basic,
        elements: Vec::new(),
    };
    Ok(Stage1 {
        code: Code::D3d9(prog, consts),
        isgn: empty(),
        osgn: empty(),
        pcsg: empty(),
        constants: Constants::default(),
        mem,
        bindings: Value::Null,
    })
}

/// Reads a shader file's bytes: a container, SM4/5 assembly (assembled
/// first, so that its header comments give the signatures), or a Direct3D
/// 9 token stream or listing (a vertex or pixel shader of a pair).
fn load_stage(
    what: &str,
    s: &StageDesc,
    load: &dyn Fn(&str) -> Result<Vec<u8>, String>,
    stage: Stage,
) -> Result<Stage1, RunError> {
    let data =
        load(&s.shader).map_err(|e| RunError::of(ErrorKind::Input, format!("{what}: {e}")))?;
    let shader_err =
        |e: String| RunError::of(ErrorKind::Shader, format!("{what}: {}: {e}", s.shader));
    let d3d9 = crate::sm1::decode::is_token_stream(&data)
        || std::str::from_utf8(&data).is_ok_and(crate::assemble::is_d3d9);
    if d3d9 {
        let prog = match crate::run::load(&data).map_err(|e| shader_err(e.to_string()))? {
            crate::run::Shader::Sm1(p) => p,
            _ => return Err(shader_err("not a Direct3D 9 shader".into())),
        };
        let want_ps = stage == Stage::Pixel;
        if !matches!(stage, Stage::Vertex | Stage::Pixel) || prog.version.is_ps() != want_ps {
            return Err(shader_err(format!(
                "a Direct3D 9 {}, not a {} shader",
                crate::run::d3d9::profile(prog.version),
                stage.prefix()
            )));
        }
        return load_d3d9(what, s, prog);
    }
    let bin = if crate::dxbc::container::is_dxbc(&data) {
        data
    } else {
        let text = std::str::from_utf8(&data).map_err(|_| {
            RunError::of(
                ErrorKind::Shader,
                format!("{what}: {} is neither DXBC nor UTF-8 text", s.shader),
            )
        })?;
        crate::assemble::assemble(text, &crate::assemble::Options::default())
            .map_err(|e| RunError::of(ErrorKind::Shader, format!("{what}: {}: {e}", s.shader)))?
    };
    let c = crate::dxbc::Container::read(&bin, false).map_err(|e| shader_err(e.to_string()))?;
    let sig = |codes: &[&[u8; 4]]| -> Result<Signature, RunError> {
        match c.find(codes) {
            Some(ch) => signature::read(&ch.fourcc, ch.data, ch.offset)
                .map_err(|e| shader_err(e.to_string())),
            None => Ok(Signature {
                layout: signature::Layout::Basic,
                elements: Vec::new(),
            }),
        }
    };
    let isgn = sig(&[b"ISGN", b"ISG1"])?;
    let osgn = sig(&[b"OSGN", b"OSG1", b"OSG5"])?;
    let pcsg = sig(&[b"PCSG", b"PSG1"])?;
    let prog = crate::run::load_sm4(&bin).map_err(|e| shader_err(e.to_string()))?;
    if prog.stage != stage {
        return Err(shader_err(format!(
            "a {} shader, not a {} shader",
            prog.stage.prefix(),
            stage.prefix()
        )));
    }
    let mut b = serde_json::Map::new();
    for (k, v) in [
        ("constants", &s.constants),
        ("resources", &s.resources),
        ("samplers", &s.samplers),
    ] {
        if let Some(v) = v {
            b.insert(k.into(), v.clone());
        }
    }
    let within = |e: RunError| e.within(what.to_string());
    let bindings = Value::Object(b);
    let doc = crate::run::Doc::from_value(&bindings).map_err(within)?;
    let inp = crate::run::json::Input::from_doc(doc).map_err(within)?;
    let mem = Memory::read(&prog, inp.resources.as_ref(), inp.samplers.as_ref()).map_err(within)?;
    Ok(Stage1 {
        code: Code::Sm4(prog),
        isgn,
        osgn,
        pcsg,
        constants: inp.constants,
        mem,
        bindings,
    })
}

/// Everything a draw needs, checked (a clone draws again from the start).
#[derive(Clone, Debug)]
pub struct Pipeline {
    /// The vertex shader.
    pub vs: Stage1,
    /// The hull shader.
    pub hs: Option<Stage1>,
    /// The domain shader.
    pub ds: Option<Stage1>,
    /// Control points per patch (a `patchlist_N` topology).
    pub patch: Option<usize>,
    /// The geometry shader.
    pub gs: Option<Stage1>,
    /// The geometry shader's rasterized stream's outputs in declaration
    /// order (register, components): how its vertices are laid out.
    pub gs_out: Vec<(usize, u8)>,
    /// The rasterized stream (0 without stream output).
    pub stream: u32,
    /// The same for each of its four streams.
    pub gs_layouts: [Vec<(usize, u8)>; 4],
    /// Stream output.
    pub so: Option<super::stream_out::StreamOut>,
    /// The pixel shader.
    pub ps: Option<Stage1>,
    /// Vertex fetch.
    pub ia: Assembler,
    /// The topology.
    pub topology: Topology,
    /// The vertex sequence of one instance: (buffer position, VertexID),
    /// `None` at a cut.
    pub sequence: Vec<Option<(i64, u32)>>,
    /// Instances.
    pub instances: u32,
    /// The viewport (viewport 0).
    pub viewport: Viewport,
    /// Scissor rectangle (left, top, right, bottom) when on.
    pub scissor: Option<[i32; 4]>,
    /// All 16 viewports with their scissor rectangles (those not given
    /// have no area: nothing is drawn through them).
    pub viewports: Vec<ViewportScissor>,
    /// The last stage's SV_ViewportArrayIndex output (register,
    /// component), read from a geometry shader only (§15.8.1).
    pub viewport_index: Option<(usize, usize)>,
    /// CullMode: cull front faces, cull back faces.
    pub cull: (bool, bool),
    /// FrontCounterClockwise.
    pub front_ccw: bool,
    /// DepthClipEnable.
    pub depth_clip: bool,
    /// FillMode wireframe.
    pub wireframe: bool,
    /// DepthBias, SlopeScaledDepthBias, DepthBiasClamp.
    pub bias: (i32, f32, f32),
    /// Render targets.
    pub targets: Vec<Target>,
    /// The depth-stencil buffer.
    pub depth: Option<DepthBuffer>,
    /// Its format (what depth bias is measured in).
    pub depth_format: Option<DepthFormat>,
    /// The blend factor.
    pub blend_factor: [f32; 4],
    /// The vertex shader's position output register.
    pub position: usize,
    /// Its clip-distance outputs (register, components).
    pub clip: Vec<(usize, u8)>,
    /// Its cull-distance outputs.
    pub cull_dist: Vec<(usize, u8)>,
    /// The pixel shader's inputs.
    pub ps_inputs: Vec<PsInput>,
    /// The pixel shader forces early depth and stencil.
    pub early_depth: bool,
    /// Steps per invocation.
    pub max_steps: u64,
    /// Render-target size.
    pub width: u32,
    /// Render-target height.
    pub height: u32,
    /// Samples per pixel (the standard pattern of that count).
    pub samples: u32,
    /// The blend state's SampleMask.
    pub sample_mask: u32,
    /// The pixel shader runs once per sample.
    pub sample_freq: bool,
    /// Slices of the render-target arrays (1: not arrays).
    pub slices: u32,
    /// The geometry shader's SV_RenderTargetArrayIndex output (register,
    /// component).
    pub slice_index: Option<(usize, usize)>,
    /// How far screen positions move before rasterization: 0.5 for a
    /// Direct3D 9 pair, whose pixel centres lie at integer coordinates
    /// (half a pixel before Direct3D 10's); 0 otherwise.
    pub centre: f32,
    /// A Direct3D 9 pixel shader's inputs: each register and the index of
    /// a pixel's input file that holds it.
    pub ps9: Vec<(usize, crate::run::d3d9::stages::In9)>,
    /// Lines are drawn as quadrilaterals (§3.4.5: MultisampleEnable),
    /// else aliased.
    pub quad_lines: bool,
    /// AlphaToCoverageEnable: o0.a gives the coverage where the
    /// specification defines it (0 or less none, 1 or more all).
    pub alpha_to_coverage: bool,
}

pub(super) fn parse_or<T>(v: Option<T>, what: &str, s: &str, allowed: &str) -> Result<T, RunError> {
    match v {
        Some(t) => Ok(t),
        None => bad(format!("{what}: unknown value '{s}' (one of {allowed})")),
    }
}

fn blend_of(i: usize, b: &BlendDesc) -> Result<Blend, RunError> {
    const FACTORS: &str = "zero, one, src_color, inv_src_color, src_alpha, inv_src_alpha, dest_alpha, inv_dest_alpha, dest_color, inv_dest_color, src_alpha_sat, blend_factor, inv_blend_factor, src1_color, inv_src1_color, src1_alpha, inv_src1_alpha";
    const OPS: &str = "add, subtract, rev_subtract, min, max";
    let w = format!("targets[{i}].blend");
    let f = |k: &str, s: &str| parse_or(Factor::parse(s), &format!("{w}.{k}"), s, FACTORS);
    let o = |k: &str, s: &str| parse_or(Op::parse(s), &format!("{w}.{k}"), s, OPS);
    let src_alpha = f("src_alpha", b.src_alpha.as_deref().unwrap_or(&b.src))?;
    let dest_alpha = f("dest_alpha", b.dest_alpha.as_deref().unwrap_or(&b.dest))?;
    for (k, x) in [("src_alpha", src_alpha), ("dest_alpha", dest_alpha)] {
        if !x.alpha_ok() {
            return bad(format!(
                "{w}.{k}: a colour factor cannot blend alpha (§17.2); give {k} an alpha factor"
            ));
        }
    }
    Ok(Blend {
        src: f("src", &b.src)?,
        dest: f("dest", &b.dest)?,
        op: o("op", &b.op)?,
        src_alpha,
        dest_alpha,
        op_alpha: o("op_alpha", b.op_alpha.as_deref().unwrap_or(&b.op))?,
    })
}

pub(super) fn mask_of(s: &str, what: &str) -> Result<u8, RunError> {
    let mut m = 0;
    for c in s.chars() {
        m |= match c.to_ascii_lowercase() {
            'r' => 1,
            'g' => 2,
            'b' => 4,
            'a' => 8,
            _ => return bad(format!("{what}: '{s}' is not a mask of r, g, b, a")),
        };
    }
    Ok(m)
}

/// The bytes of a vertex buffer given in one of its four forms.
pub(super) fn buffer_bytes(i: usize, b: &super::desc::BufferDesc) -> Result<Vec<u8>, RunError> {
    let what = format!("vertex_buffers[{i}]");
    let given = [
        b.floats.is_some(),
        b.uints.is_some(),
        b.ints.is_some(),
        b.bytes.is_some(),
    ];
    if given.iter().filter(|g| **g).count() != 1 {
        return bad(format!(
            "{what}: give its data as exactly one of \"floats\", \"uints\", \"ints\", \"bytes\""
        ));
    }
    let mut out = Vec::new();
    if let Some(f) = &b.floats {
        for (k, v) in f.iter().enumerate() {
            // The element's name is made only for its error.
            let bits = crate::run::json::component(v, "")
                .or_else(|_| crate::run::json::component(v, &format!("{what}.floats[{k}]")))?;
            out.extend_from_slice(&bits.to_le_bytes());
        }
    }
    if let Some(u) = &b.uints {
        u.iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
    }
    if let Some(u) = &b.ints {
        u.iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
    }
    if let Some(u) = &b.bytes {
        out.extend_from_slice(u);
    }
    Ok(out)
}

pub(super) fn reg_name(e: &signature::Element) -> String {
    if e.index == 0 && e.name.to_ascii_uppercase().starts_with("SV_") {
        e.name.clone()
    } else {
        format!("{}{}", e.name, e.index)
    }
}

/// Checks that every input of stage `to` but the values in `made` is an
/// output of stage `from` with the same semantic, register and at least
/// its components.
fn link(
    from: (&str, &[signature::Element]),
    to: (&str, &[signature::Element]),
    made: &[&str],
) -> Result<(), RunError> {
    for s in to.1 {
        if made.contains(&s.name.to_ascii_uppercase().as_str()) {
            continue;
        }
        let out = from
            .1
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(&s.name) && o.index == s.index);
        match out {
            Some(o) if o.register == s.register && s.mask & !o.mask == 0 => {}
            Some(o) => {
                return bad(format!(
                    "{}: input {} (v{}) is {} output o{} with components {:#x}; the {} shader reads register v{} components {:#x}: the stages do not link",
                    to.0, reg_name(s), s.register, from.0, o.register, o.mask, to.0, s.register, s.mask
                ))
            }
            None => {
                return bad(format!(
                    "{}: input {} (v{}) is not written by the {} shader",
                    to.0,
                    reg_name(s),
                    s.register,
                    match from.0 {
                        "vs" => "vertex",
                        "hs" => "hull",
                        "ds" => "domain",
                        _ => "geometry",
                    }
                ))
            }
        }
    }
    Ok(())
}

/// The hull and domain shaders of a `patchlist_N` draw, linked to the
/// vertex shader and to each other: both or neither, and only with a patch
/// topology of the hull shader's input control-point count.
fn tessellation(
    d: &Desc,
    load: &dyn Fn(&str) -> Result<Vec<u8>, String>,
    patch: Option<usize>,
    vs: &Stage1,
) -> Result<(Option<Stage1>, Option<Stage1>), RunError> {
    let (Some(hd), Some(dd), Some(n)) = (&d.hs, &d.ds, patch) else {
        return match (&d.hs, &d.ds, patch) {
            (None, None, None) => Ok((None, None)),
            (_, _, Some(_)) if d.hs.is_none() || d.ds.is_none() => bad(format!(
                "topology: {} draws patches, which need a hull shader (\"hs\") and a domain shader (\"ds\")",
                d.topology
            )),
            _ => bad(format!(
                "hs, ds: a hull and a domain shader draw patches: both, and a patchlist_N topology (not {})",
                d.topology
            )),
        };
    };
    let hs = load_stage("hs", hd, load, Stage::Hull)?;
    let ds = load_stage("ds", dd, load, Stage::Domain)?;
    let (takes, _) = crate::run::hull_counts(hs.sm4()?);
    if takes != Some(n) {
        return bad(format!(
            "hs: the shader takes patches of {} control points; topology {} gives {n}",
            takes.map_or("no".to_string(), |t| t.to_string()),
            d.topology
        ));
    }
    link(
        ("vs", &vs.osgn.elements),
        ("hs", &hs.isgn.elements),
        &["SV_PRIMITIVEID", "SV_OUTPUTCONTROLPOINTID"],
    )?;
    link(
        ("hs", &hs.osgn.elements),
        ("ds", &ds.isgn.elements),
        &["SV_PRIMITIVEID"],
    )?;
    link(
        ("hs", &hs.pcsg.elements),
        ("ds patch constants", &ds.pcsg.elements),
        &[],
    )?;
    crate::run::Prepared::new(hs.sm4()?).map_err(|e| e.within("hs"))?;
    Ok((Some(hs), Some(ds)))
}

/// An input-layout element with its format and byte offset.
pub(super) type Placed<'d> = (&'d super::desc::ElementDesc, &'static format::Format, u64);

/// The input layout's elements, each with its format and its offset (given,
/// or after the slot's previous element).
pub(super) fn layout_of(d: &Desc) -> Result<Vec<Placed<'_>>, RunError> {
    let mut offsets = std::collections::BTreeMap::<u32, u64>::new();
    let mut layout = Vec::new();
    for (i, e) in d.input_layout.iter().enumerate() {
        let what = format!("input_layout[{i}]");
        let Some(f) = format::by_name(&e.format) else {
            return bad(format!(
                "{what}: unknown format '{}' (one of {})",
                e.format,
                format::names()
            ));
        };
        if e.slot as usize >= d.vertex_buffers.len() {
            return bad(format!(
                "{what}: slot {} has no vertex buffer ({} given)",
                e.slot,
                d.vertex_buffers.len()
            ));
        }
        let next = offsets.entry(e.slot).or_insert(0);
        let off = e.offset.map_or(*next, u64::from);
        *next = off + f.bytes as u64;
        layout.push((e, f, off));
    }
    Ok(layout)
}

/// The vertex buffers' bytes, strides and offsets.
pub(super) fn buffers_of(d: &Desc) -> Result<Vec<VertexBuffer>, RunError> {
    let mut buffers = Vec::new();
    for (i, b) in d.vertex_buffers.iter().enumerate() {
        buffers.push(VertexBuffer {
            data: buffer_bytes(i, b)?,
            stride: b.stride as u64,
            offset: b.offset as u64,
        });
    }
    Ok(buffers)
}

/// An instance's vertex sequence: (buffer position, VertexID), `None` at a
/// strip cut.
pub(super) type Sequence = Vec<Option<(i64, u32)>>;

/// The vertex sequence of one instance and the instance count, within the
/// limits.
pub(super) fn sequence_of(d: &Desc) -> Result<(Sequence, u32), RunError> {
    let instances = d.draw.instances.unwrap_or(1);
    let count = d.draw.vertices.or(d.draw.indices).unwrap_or(0);
    if count > MAX_VERTICES || instances > MAX_INSTANCES {
        return bad(format!(
            "draw: {count} vertices and {instances} instances; at most {MAX_VERTICES} vertices (or indices) and {MAX_INSTANCES} instances a draw"
        ));
    }
    let sequence: Vec<Option<(i64, u32)>> = match (&d.index_buffer, d.draw.vertices, d.draw.indices)
    {
        (None, Some(n), None) => (0..n)
            .map(|k| Some((d.draw.start_vertex as i64 + k as i64, k)))
            .collect(),
        (Some(ib), None, Some(n)) => {
            let cut = match ib
                .format
                .to_ascii_uppercase()
                .trim_start_matches("DXGI_FORMAT_")
            {
                "R16_UINT" => 0xffff,
                "R32_UINT" => u32::MAX,
                other => {
                    return bad(format!(
                        "index_buffer.format: '{other}' (R16_UINT or R32_UINT)"
                    ))
                }
            };
            let (s, n) = (d.draw.start_index as usize, n as usize);
            if s.checked_add(n).is_none_or(|e| e > ib.indices.len()) {
                return bad(format!(
                    "draw: indices {s} to {} read past the index buffer ({} indices)",
                    s as u64 + n as u64,
                    ib.indices.len()
                ));
            }
            let mut seq = Vec::with_capacity(n);
            for (k, &ix) in ib.indices[s..s + n].iter().enumerate() {
                if ix > cut {
                    return bad(format!(
                        "index_buffer.indices[{}]: {ix} does not fit {}",
                        s + k,
                        ib.format
                    ));
                }
                seq.push((ix != cut).then(|| (ix as i64 + d.draw.base_vertex as i64, ix)));
            }
            seq
        }
        _ => return bad(
            "draw: give \"vertices\" (with no index_buffer) or \"indices\" (with an index_buffer)",
        ),
    };
    Ok((sequence, instances))
}

/// FillMode: whether the rasterizer draws wireframe.
pub(super) fn wireframe_of(r: &super::desc::RasterDesc) -> Result<bool, RunError> {
    Ok(match r.fill.to_ascii_lowercase().as_str() {
        "solid" => false,
        "wireframe" => true,
        other => return bad(format!("rasterizer.fill: '{other}' (solid or wireframe)")),
    })
}

/// CullMode: (cull front faces, cull back faces).
pub(super) fn cull_of(r: &super::desc::RasterDesc) -> Result<(bool, bool), RunError> {
    Ok(match r.cull.to_ascii_lowercase().as_str() {
        "none" => (false, false),
        "front" => (true, false),
        "back" => (false, true),
        other => return bad(format!("rasterizer.cull: '{other}' (none, front or back)")),
    })
}

/// A viewport and, when the scissor test is on, its scissor rectangle
/// (left, top, right, bottom).
pub type ViewportScissor = (Viewport, Option<[i32; 4]>);

/// The render targets of `d`, `samples` samples and `slices` slices
/// each, with their blend or logic op, checked against what the pixel
/// shader `ps` writes to them.
pub(super) fn targets_of(
    d: &Desc,
    ps: Option<&Stage1>,
    (samples, slices): (u32, u32),
) -> Result<Vec<Target>, RunError> {
    let mut targets = Vec::new();
    for (i, t) in d.targets.iter().enumerate() {
        let what = format!("targets[{i}]");
        let Some(f) = format::by_name(&t.format) else {
            return bad(format!(
                "{what}: unknown format '{}' (one of {})",
                t.format,
                format::names()
            ));
        };
        let mut tg = Target::new(f, d.width, d.height, t.clear)
            .multisampled(samples)
            .sliced(slices);
        if let Some(m) = &t.write_mask {
            tg.write_mask = mask_of(m, &format!("{what}.write_mask"))?;
        }
        if t.blend.is_some() && t.logic_op.is_some() {
            return bad(format!(
                "{what}: blend and logic_op exclude each other (a target blends or takes a logic op)"
            ));
        }
        if let Some(b) = &t.blend {
            if f.integer() {
                return bad(format!(
                    "{what}: {} holds integers, which do not blend",
                    f.name
                ));
            }
            let bl = blend_of(i, b)?;
            let dual = [bl.src, bl.dest, bl.src_alpha, bl.dest_alpha]
                .iter()
                .any(|x| x.dual());
            if dual && i != 0 {
                return bad(format!(
                    "{what}.blend: a second-source (src1) factor blends target 0 only"
                ));
            }
            tg.blend = Some(bl);
        }
        if let Some(l) = &t.logic_op {
            let names: Vec<&str> = LogicOp::NAMES.iter().map(|(n, _)| *n).collect();
            let op = parse_or(
                LogicOp::parse(l),
                &format!("{what}.logic_op"),
                l,
                &names.join(", "),
            )?;
            if f.kind != Kind::Uint {
                return bad(format!(
                    "{what}.logic_op: {} is not a UINT format; logic ops write UINT targets only",
                    f.name
                ));
            }
            tg.logic = Some(op);
        }
        if let Some(ps) = ps {
            let out = ps
                .osgn
                .elements
                .iter()
                .find(|o| o.name.eq_ignore_ascii_case("SV_Target") && o.index as usize == i);
            if let Some(o) = out {
                let int_out = o.component_type != 3;
                if int_out != f.integer() {
                    return bad(format!(
                        "ps: output SV_Target{i} (o{}) writes {}, which target {i}'s format {} does not hold",
                        o.register,
                        if int_out { "integers" } else { "floats" },
                        f.name
                    ));
                }
                if matches!(f.kind, Kind::Uint) && o.component_type == 2
                    || matches!(f.kind, Kind::Sint) && o.component_type == 1
                {
                    return bad(format!(
                        "ps: output SV_Target{i} (o{}) has the other integer sign than {}",
                        o.register, f.name
                    ));
                }
            }
        }
        targets.push(tg);
    }
    Ok(targets)
}

/// The depth-stencil buffer of `d` and its state, `samples` samples and
/// `slices` slices, cleared.
pub(super) fn depth_of(
    d: &Desc,
    (samples, slices): (u32, u32),
) -> Result<Option<DepthBuffer>, RunError> {
    Ok(match &d.depth_stencil {
        None => None,
        Some(ds) => {
            let format = parse_or(
                DepthFormat::parse(&ds.format),
                "depth_stencil.format",
                &ds.format,
                "D32_FLOAT, D32_FLOAT_S8X24_UINT, D24_UNORM_S8_UINT, D16_UNORM",
            )?;
            const FUNCS: &str =
                "never, less, equal, less_equal, greater, not_equal, greater_equal, always";
            const OPS: &str = "keep, zero, replace, incr_sat, decr_sat, invert, incr, decr";
            let func = parse_or(
                Compare::parse(&ds.func.to_ascii_lowercase()),
                "depth_stencil.func",
                &ds.func,
                FUNCS,
            )?;
            let stencil_state = match &ds.stencil {
                None => None,
                Some(st) => {
                    if !format.has_stencil() {
                        return bad(format!(
                            "depth_stencil.stencil: {} has no stencil",
                            format.name()
                        ));
                    }
                    let face = |w: &str, f: &super::desc::FaceDesc| -> Result<Face, RunError> {
                        let op = |k: &str, s: &str| {
                            parse_or(
                                StencilOp::parse(s),
                                &format!("depth_stencil.stencil.{w}.{k}"),
                                s,
                                OPS,
                            )
                        };
                        Ok(Face {
                            fail: op("fail", &f.fail)?,
                            depth_fail: op("depth_fail", &f.depth_fail)?,
                            pass: op("pass", &f.pass)?,
                            func: parse_or(
                                Compare::parse(&f.func.to_ascii_lowercase()),
                                &format!("depth_stencil.stencil.{w}.func"),
                                &f.func,
                                FUNCS,
                            )?,
                        })
                    };
                    Some(Stencil {
                        reference: st.reference,
                        read_mask: st.read_mask,
                        write_mask: st.write_mask,
                        front: face("front", &st.front)?,
                        back: face("back", &st.back)?,
                    })
                }
            };
            let n = d.width as usize * d.height as usize;
            let n = n * samples as usize * slices as usize;
            Some(DepthBuffer {
                format,
                samples,
                slices,
                depth: vec![format.quantize(ds.clear.clamp(0.0, 1.0)); n],
                stencil: vec![ds.clear_stencil; n],
                enable: ds.depth,
                write: ds.write,
                func,
                stencil_state,
            })
        }
    })
}

/// The 16 viewports of `d`, each with its scissor rectangle when the
/// scissor test is on (those not given: no area, an empty rectangle),
/// checked as the runtime checks them (§15.6.1).
pub(super) fn viewports_of(d: &Desc) -> Result<Vec<ViewportScissor>, RunError> {
    let to_vp = |v: &super::desc::ViewportDesc| Viewport {
        x: v.x,
        y: v.y,
        width: v.width,
        height: v.height,
        min_depth: v.min_depth,
        max_depth: v.max_depth,
    };
    let whole = Viewport {
        x: 0.0,
        y: 0.0,
        width: d.width as f32,
        height: d.height as f32,
        min_depth: 0.0,
        max_depth: 1.0,
    };
    let given: Vec<Viewport> = match (&d.viewport, &d.viewports) {
        (Some(_), Some(_)) => return bad("give \"viewport\" or \"viewports\", not both"),
        (Some(v), None) => vec![to_vp(v)],
        (None, Some(v)) if !v.is_empty() && v.len() <= 16 => v.iter().map(to_vp).collect(),
        (None, Some(_)) => return bad("viewports: 1 to 16"),
        (None, None) => vec![whole],
    };
    let scissors: Vec<[i32; 4]> = match (&d.scissor, &d.scissors) {
        (Some(_), Some(_)) => return bad("give \"scissor\" or \"scissors\", not both"),
        (Some(r), None) => vec![*r],
        (None, Some(r)) if r.len() <= 16 => r.clone(),
        (None, Some(_)) => return bad("scissors: at most 16"),
        (None, None) => Vec::new(),
    };
    // §15.6.1: the runtime's checks of each viewport.
    for (i, vp) in given.iter().enumerate() {
        let in_range = |a: f32| (-32768.0..=32767.0).contains(&a);
        if !(in_range(vp.x)
            && in_range(vp.y)
            && in_range(vp.x + vp.width)
            && in_range(vp.y + vp.height))
            || vp.width < 0.0
            || vp.height < 0.0
            || !(0.0..=1.0).contains(&vp.min_depth)
            || !(0.0..=1.0).contains(&vp.max_depth)
            || vp.min_depth > vp.max_depth
        {
            return bad(format!("viewport {i}: outside Direct3D 11's ranges (extents within -32768..32767, non-negative size, 0 <= min_depth <= max_depth <= 1)"));
        }
    }
    let unset = Viewport {
        width: 0.0,
        height: 0.0,
        ..whole
    };
    let on = d.scissor.is_some() || d.scissors.is_some();
    Ok((0..16)
        .map(|i| {
            let vp = given.get(i).copied().unwrap_or(unset);
            // With the scissor test on, a rectangle not given is empty.
            let sc = on.then(|| scissors.get(i).copied().unwrap_or([0; 4]));
            (vp, sc)
        })
        .collect())
}

/// Reads and checks a description; `load` gives a shader file's bytes.
pub fn prepare(
    d: &Desc,
    load: &dyn Fn(&str) -> Result<Vec<u8>, String>,
) -> Result<Pipeline, RunError> {
    if d.width == 0 || d.height == 0 || d.width > MAX_SIDE || d.height > MAX_SIDE {
        return bad(format!(
            "width and height: {} x {}; each is 1 to {MAX_SIDE}",
            d.width, d.height
        ));
    }
    let samples = d.samples.unwrap_or(1);
    if crate::run::sample_pattern(samples).is_none() {
        return bad(format!(
            "samples: {samples}; 1, 2, 4, 8 or 16 (the standard sample patterns)"
        ));
    }
    let slices = d.array_size.unwrap_or(1);
    if !(1..=MAX_SLICES).contains(&slices) {
        return bad(format!("array_size: {slices}; 1 to {MAX_SLICES} slices"));
    }
    // Every sample of every slice is held.
    let px = d.width as u64 * d.height as u64 * samples as u64 * slices as u64;
    let bytes: u64 = d
        .targets
        .iter()
        .map(|t| format::by_name(&t.format).map_or(0, |f| f.bytes as u64) * px)
        .sum::<u64>()
        + d.depth_stencil.as_ref().map_or(0, |_| 5 * px);
    if bytes > MAX_TARGET_BYTES {
        return bad(format!(
            "targets and depth buffer: {bytes} bytes at {} x {} ({samples} sample(s), {slices} slice(s)); a draw holds at most {MAX_TARGET_BYTES}",
            d.width, d.height
        ));
    }
    if d.targets.len() > 8 {
        return bad(format!(
            "targets: {}; at most 8 render targets",
            d.targets.len()
        ));
    }
    let patch = super::input::patch_points(&d.topology);
    let topology = match patch {
        // What the tessellator makes is drawn as lists.
        Some(_) => Topology::POINT_LIST,
        None => parse_or(
            super::input::topology(&d.topology),
            "topology",
            &d.topology,
            "point_list, line_list, line_strip, triangle_list, triangle_strip, line_list_adj, line_strip_adj, triangle_list_adj, patchlist_1 to patchlist_32",
        )?,
    };
    if topology == Topology::TRIANGLE_STRIP_ADJ {
        return Err(RunError::of(
            ErrorKind::Unsupported,
            format!("topology: {} is not drawn yet", d.topology),
        ));
    }
    let vs = load_stage("vs", &d.vs, load, Stage::Vertex)?;
    let ps = match &d.ps {
        Some(p) => Some(load_stage("ps", p, load, Stage::Pixel)?),
        None => None,
    };
    if vs.is_d3d9() || ps.as_ref().is_some_and(Stage1::is_d3d9) {
        return super::d3d9_pair::prepare(d, (vs, ps), topology, (samples, slices));
    }
    let vsp = crate::run::Prepared::new(vs.sm4()?).map_err(|e| e.within("vs"))?;

    // The input layout against the vertex shader's inputs.
    let layout = layout_of(d)?;
    let mut elements = Vec::new();
    let mut generated = Vec::new();
    for decl in &vsp.inputs {
        if matches!(decl.sv, SystemValue::VERTEX_ID | SystemValue::INSTANCE_ID) {
            generated.push((decl.reg as usize, decl.mask, decl.sv));
        }
    }
    for s in &vs.isgn.elements {
        if s.system_value != 0 {
            continue;
        }
        let Some((e, f, off)) = layout
            .iter()
            .find(|(e, ..)| e.semantic.eq_ignore_ascii_case(&s.name) && e.index == s.index)
        else {
            return bad(format!(
                "vs: input {} (v{}) has no input_layout element",
                reg_name(s),
                s.register
            ));
        };
        let wants_int = s.component_type != 3;
        if wants_int != f.integer() {
            return bad(format!(
                "vs: input {} (v{}) reads {}, which format {} does not give",
                reg_name(s),
                s.register,
                if wants_int { "integers" } else { "floats" },
                f.name
            ));
        }
        elements.push(Element {
            name: reg_name(s),
            reg: s.register as usize,
            mask: s.mask,
            format: f,
            slot: e.slot as usize,
            offset: *off,
            step: e.instance_step,
        });
    }
    if vs.isgn.elements.is_empty() && vsp.inputs.len() > generated.len() {
        return bad("vs: the shader has no input signature (a listing needs its header comments)");
    }
    let buffers = buffers_of(d)?;
    let (sequence, instances) = sequence_of(d)?;
    let ia = Assembler {
        elements,
        buffers,
        regs: crate::run::input_regs(&vsp),
        generated,
        start_instance: d.draw.start_instance,
    };

    let used = sequence.iter().flatten().map(|v| v.0);
    if let (Some(lo), Some(hi)) = (used.clone().min(), used.max()) {
        ia.check(lo, hi, instances)?;
    }

    // The hull and domain shaders, fed by the vertex shader.
    let (hs, ds) = tessellation(d, load, patch, &vs)?;
    let dsp = match &ds {
        Some(d) => Some(crate::run::Prepared::new(d.sm4()?).map_err(|e| e.within("ds"))?),
        None => None,
    };

    // The geometry shader, fed by the vertex shader.
    let gs = match &d.gs {
        Some(g) => Some(load_stage("gs", g, load, Stage::Geometry)?),
        None => None,
    };
    let gsp = match &gs {
        Some(g) => Some(crate::run::Prepared::new(g.sm4()?).map_err(|e| e.within("gs"))?),
        None => None,
    };
    if let (Some(g), Some(gp)) = (&gs, &gsp) {
        // After tessellation the domain shader feeds it what the
        // tessellator makes.
        let (from, gives, source) = match (&ds, &hs) {
            (Some(ds), Some(hs)) => (
                ("ds", &ds.osgn.elements),
                crate::run::tess_output_arity(hs.sm4()?).unwrap_or(0),
                "the hull shader's output primitive".to_string(),
            ),
            _ => (
                ("vs", &vs.osgn.elements),
                super::input::gs_vertices(topology),
                format!("topology {}", d.topology),
            ),
        };
        link(
            (from.0, from.1),
            ("gs", &g.isgn.elements),
            &["SV_PRIMITIVEID", "SV_GSINSTANCEID"],
        )?;
        let takes = gp.vertices_per_primitive().unwrap_or(0);
        if takes != gives {
            return bad(format!(
                "gs: the shader takes primitives of {takes} vertices; {source} gives {gives}"
            ));
        }
    }
    // What the rasterizer reads: the last stage's outputs (a geometry
    // shader's stream 0).
    // The rasterized stream: 0 unless stream output names another.
    let stream = d
        .stream_output
        .as_ref()
        .and_then(|s| s.rasterized_stream)
        .unwrap_or(0);
    if stream > 3 || (stream > 0 && gs.is_none()) {
        return bad(format!(
            "stream_output.rasterized_stream: {stream} (streams other than 0 come from a geometry shader, 0 to 3)"
        ));
    }
    let (last, outputs, last_sig): (&str, Vec<&crate::run::OutDecl>, Vec<signature::Element>) =
        match (&gs, &gsp) {
            _ if dsp.is_some() && gs.is_none() => {
                let (ds, dsp) = (ds.as_ref(), dsp.as_ref());
                (
                    "ds",
                    dsp.map(|p| p.outputs.iter().collect()).unwrap_or_default(),
                    ds.map(|d| d.osgn.elements.clone()).unwrap_or_default(),
                )
            }
            (Some(g), Some(gp)) => (
                "gs",
                gp.outputs.iter().filter(|o| o.stream == stream).collect(),
                g.osgn
                    .elements
                    .iter()
                    .filter(|e| e.stream == stream)
                    .cloned()
                    .collect(),
            ),
            _ => ("vs", vsp.outputs.iter().collect(), vs.osgn.elements.clone()),
        };
    let Some(position) = outputs
        .iter()
        .find(|o| o.sv == SystemValue::POSITION)
        .map(|o| o.reg as usize)
    else {
        return bad(format!(
            "{last}: the shader writes no SV_Position, which the rasterizer needs"
        ));
    };
    let of = |sv: SystemValue| -> Vec<(usize, u8)> {
        outputs
            .iter()
            .filter(|o| o.sv == sv)
            .map(|o| (o.reg as usize, o.mask))
            .collect()
    };
    let clip = of(SystemValue::CLIP_DISTANCE);
    let cull_dist = of(SystemValue::CULL_DISTANCE);
    let gs_out: Vec<(usize, u8)> = match &gsp {
        Some(_) => outputs.iter().map(|o| (o.reg as usize, o.mask)).collect(),
        None => Vec::new(),
    };

    // The link to the pixel shader.
    let mut ps_inputs = Vec::new();
    let mut early_depth = false;
    let mut sample_freq = false;
    if let Some(ps) = &ps {
        let psp = crate::run::Prepared::new(ps.sm4()?).map_err(|e| e.within("ps"))?;
        // Values the rasterizer makes; PrimitiveID too without a geometry
        // shader (with one, the geometry shader writes it).
        let made: &[&str] = if gs.is_some() {
            &["SV_ISFRONTFACE", "SV_SAMPLEINDEX", "SV_COVERAGE"]
        } else {
            &[
                "SV_ISFRONTFACE",
                "SV_PRIMITIVEID",
                "SV_SAMPLEINDEX",
                "SV_COVERAGE",
            ]
        };
        link((last, &last_sig), ("ps", &ps.isgn.elements), made)?;
        for decl in &psp.inputs {
            let src = match decl.sv {
                SystemValue::POSITION => Source::Position,
                SystemValue::IS_FRONT_FACE => Source::FrontFace,
                SystemValue::PRIMITIVE_ID if gs.is_some() => {
                    Source::Interp(crate::sm4::fields::Interpolation::CONSTANT)
                }
                SystemValue::PRIMITIVE_ID => Source::PrimitiveId,
                SystemValue::SAMPLE_INDEX => Source::SampleIndex,
                _ => Source::Interp(decl.interp),
            };
            ps_inputs.push(PsInput {
                reg: decl.reg as usize,
                mask: decl.mask,
                src,
                centroid: decl.interp.is_centroid(),
                per_sample: decl.interp.is_per_sample(),
            });
        }
        // A `sample` input or SV_SampleIndex: the shader runs once per
        // sample (§16.4).
        sample_freq = samples > 1
            && psp
                .inputs
                .iter()
                .any(|d| d.interp.is_per_sample() || d.sv == SystemValue::SAMPLE_INDEX);
        early_depth = ps.sm4()?.instructions.iter().any(|i| {
            i.opcode == Opcode::DclGlobalFlags
                && i.get::<GlobalFlags>()
                    .contains(GlobalFlags::EARLY_DEPTH_STENCIL)
        });
    }

    let targets = targets_of(d, ps.as_ref(), (samples, slices))?;

    let depth = depth_of(d, (samples, slices))?;

    let r = &d.rasterizer;
    let wireframe = wireframe_of(r)?;
    // Lines on a multisampled target are drawn by other rules (§3.4.3:
    // quadrilateral or alpha lines), not these.
    let lines = wireframe
        || match (&gsp, &hs) {
            (Some(gp), _) => gp.topology[stream as usize] == Some(Topology::LINE_STRIP),
            (None, Some(h)) => crate::run::tess_output_arity(h.sm4()?) == Some(2),
            (None, None) => super::input::vertices(topology) == 2,
        };
    // The line algorithm (§15.14.1), whatever the sample count:
    // MultisampleEnable draws lines as 1.4-wide rectangles of two
    // triangles (§3.4.5); without it aliased lines, which on a
    // multisampled target hit every sample of the pixels they cover, or
    // with AntialiasedLineEnable alpha lines, whose coverage the
    // implementation's filter decides (§3.4.4).
    let quad_lines = lines && r.multisample;
    if lines && !r.multisample && r.antialiased_line {
        return Err(RunError::of(
            ErrorKind::Unsupported,
            "lines (a line topology, a geometry shader's or tessellator's lines, or wireframe) drawn as alpha-antialiased lines (antialiased_line without multisample): their coverage is the implementation's filter (§3.4.4); not drawn",
        ));
    }
    if samples > 1 && lines && !r.multisample && sample_freq {
        return bad(
            "a pixel shader at sample frequency with aliased lines on a multisampled target: Direct3D leaves it undefined (§15.14.1); set \"multisample\": true for quadrilateral lines",
        );
    }
    let cull = cull_of(r)?;
    let viewports = viewports_of(d)?;
    let viewport = viewports[0].0;
    let gs_output = |sv: SystemValue| {
        gsp.as_ref().and_then(|gp| {
            gp.outputs
                .iter()
                .find(|o| o.stream == 0 && o.sv == sv)
                .map(|o| (o.reg as usize, o.mask.trailing_zeros() as usize))
        })
    };
    let viewport_index = gs_output(SystemValue::VIEWPORT_ARRAY_INDEX);
    let slice_index = gs_output(SystemValue::RENDER_TARGET_ARRAY_INDEX);
    let gs_layouts: [Vec<(usize, u8)>; 4] = std::array::from_fn(|n| match &gsp {
        Some(gp) => gp
            .outputs
            .iter()
            .filter(|o| o.stream == n as u32)
            .map(|o| (o.reg as usize, o.mask))
            .collect(),
        None => Vec::new(),
    });
    let so = match &d.stream_output {
        None => None,
        Some(sd) => {
            let sig = match (&gs, &ds) {
                (Some(g), _) => &g.osgn.elements,
                (None, Some(ds)) => &ds.osgn.elements,
                (None, None) => &vs.osgn.elements,
            };
            let find = |stream: u32, name: &str, index: u32| {
                sig.iter()
                    .find(|e| {
                        e.stream == stream && e.index == index && e.name.eq_ignore_ascii_case(name)
                    })
                    .map(|e| (e.register as usize, e.mask))
            };
            Some(super::stream_out::StreamOut::new(sd, &find, gs.is_some())?)
        }
    };
    Ok(Pipeline {
        vs,
        hs,
        ds,
        patch,
        gs,
        gs_out,
        stream,
        gs_layouts,
        so,
        ps,
        ia,
        topology,
        sequence,
        instances,
        viewport,
        scissor: d.scissor,
        viewports,
        viewport_index,
        cull,
        front_ccw: r.front_ccw,
        depth_clip: r.depth_clip,
        wireframe,
        bias: (r.depth_bias, r.slope_scaled_depth_bias, r.depth_bias_clamp),
        targets,
        depth_format: depth.as_ref().map(|d| d.format),
        depth,
        blend_factor: d.blend_factor,
        position,
        clip,
        cull_dist,
        ps_inputs,
        early_depth,
        max_steps: d.max_steps.unwrap_or(crate::run::DEFAULT_MAX_STEPS),
        width: d.width,
        height: d.height,
        samples,
        sample_mask: d.sample_mask.unwrap_or(u32::MAX),
        sample_freq,
        slices,
        slice_index,
        centre: 0.0,
        ps9: Vec::new(),
        quad_lines,
        alpha_to_coverage: d.alpha_to_coverage,
    })
}
