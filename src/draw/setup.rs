//! A pipeline description made ready to draw, every check done before any
//! work: the shaders loaded with their signatures, the input layout bound
//! to the vertex shader's inputs, the vertex shader's outputs linked to
//! the pixel shader's inputs, targets whose formats the pixel shader can
//! write, states parsed. Each refusal names the stage and register (or
//! the key) at fault.

use super::desc::{Desc, StageDesc};
use super::format;
use super::input::{Assembler, Element};
use super::raster::{PsInput, Source};
use crate::dxbc::signature::{self, Signature};
use crate::run::mem::Memory;
use crate::run::{Constants, ErrorKind, RunError};
use crate::sm4::fields::{GlobalFlags, SystemValue, Topology};
use crate::sm4::ir::Stage;
use crate::sm4::table::Opcode;
use serde_json::Value;

pub use super::pipeline::{
    Bias, Code, Pipeline, Stage1, ViewportScissor, MAX_INSTANCES, MAX_SIDE, MAX_SLICES,
    MAX_TARGET_BYTES, MAX_VERTICES,
};
use super::states::{cull_of, depth_of, parse_or, targets_of, viewports_of, wireframe_of};
use super::vertices::{buffers_of, layout_of, sequence_of};
use crate::run::error::bad_input as bad;

/// A Direct3D 9 stage from its program: its constants and textures read
/// from the stage's bindings in `dxsm run`'s form for SM1-3 (`c`, `i`,
/// `b`; textures and sampler states by sampler register).
fn load_d3d9(what: &str, s: &StageDesc, prog: crate::sm1::ir::Program) -> Result<Stage1, RunError> {
    let within = |e: RunError| e.within(what.to_string());
    let empty = || Signature {
        layout: signature::Layout::Basic,
        elements: Vec::new(),
    };
    let v = prog.version;
    if v.is_ps() && v.major < 2 {
        let mut m = serde_json::Map::new();
        for (k, x) in [
            ("constants", &s.constants),
            ("resources", &s.resources),
            ("samplers", &s.samplers),
            ("bumpenv", &s.bumpenv),
        ] {
            if let Some(x) = x {
                m.insert(k.into(), x.clone());
            }
        }
        let (b, mem) = crate::run::d3d9::ps1_draw::bindings(&prog, &m).map_err(within)?;
        return Ok(Stage1 {
            code: Code::Ps1(prog, b),
            isgn: empty(),
            osgn: empty(),
            pcsg: empty(),
            constants: Constants::default(),
            mem,
            bindings: Value::Null,
        });
    }
    if s.bumpenv.is_some() {
        return bad(format!(
            "{what}.bumpenv: bump-environment states are a ps_1_x pixel shader's"
        ));
    }
    let p = crate::run::d3d9::Prepared::new(&prog).map_err(within)?;
    let consts = match &s.constants {
        Some(c) => crate::run::d3d9::read_constants(c, &p).map_err(within)?,
        None => crate::run::d3d9::Consts::default(),
    };
    let mem = Memory::read_d3d9(&p.samplers, s.resources.as_ref(), s.samplers.as_ref())
        .map_err(within)?;
    drop(p);
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
    if s.bumpenv.is_some() {
        return bad(format!(
            "{what}.bumpenv: bump-environment states are a ps_1_x pixel shader's"
        ));
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
            "point_list, line_list, line_strip, triangle_list, triangle_strip, line_list_adj, line_strip_adj, triangle_list_adj, triangle_strip_adj, patchlist_1 to patchlist_32",
        )?,
    };
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
    if r.point_size != 1.0 || r.point_size_min != 1.0 || r.point_size_max != 64.0 || r.point_sprite
    {
        return bad("rasterizer: point_size, point_size_min, point_size_max and point_sprite are a Direct3D 9 pair's states; Direct3D 10/11 points are one pixel");
    }
    if r.d3d9_depth_bias != 0.0 {
        return bad("rasterizer.d3d9_depth_bias: a Direct3D 9 pair's depth bias; Direct3D 10/11 stages take depth_bias, in units of the depth format");
    }
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
        bias: Bias {
            units: r.depth_bias,
            depth: 0.0,
            slope: r.slope_scaled_depth_bias,
            clamp: r.depth_bias_clamp,
        },
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
        points9: None,
        ps9: Vec::new(),
        quad_lines,
        alpha_to_coverage: d.alpha_to_coverage,
    })
}
