//! A Direct3D 9 vertex and pixel shader pair made ready to draw: the
//! input layout bound to the vertex shader's `dcl_usage v#` inputs, the
//! pixel shader's inputs linked to the vertex shader's outputs by usage
//! and index, and the states Direct3D 9 shares with Direct3D 11 read from
//! the same description. Where Direct3D 9's rules differ the pipeline says
//! so: pixel centres half a pixel earlier ([`Pipeline::centre`]), ps_2_x
//! colour inputs clamped, `vPos` and `vFace` (docs/DRAW.md, "Direct3D 9
//! pairs"). What Direct3D 9 has no rule for here is refused by name.

use super::desc::Desc;
use super::input::{Assembler, Element};
use super::pipeline::{Bias, Code, Pipeline, Points9, Stage1, MAX_POINT_SIZE};
use super::raster::{PsInput, Source};
use super::{states, vertices};
use crate::run::d3d9::stages::{self, In9, Linked, PsIn9};
use crate::run::{ErrorKind, RunError};
use crate::sm1::table::Usage;
use crate::sm4::fields::{Interpolation, Topology};

use crate::run::error::bad_input as bad;

fn unsupported<T>(what: String) -> Result<T, RunError> {
    Err(RunError::of(ErrorKind::Unsupported, what))
}

/// The pair's profiles (`vs_2_0`, `ps_2_0`); both stages Direct3D 9's.
fn profiles(vs: &Stage1, ps: Option<&Stage1>) -> Result<(String, Option<String>), RunError> {
    let name = |s: &Stage1| match &s.code {
        Code::D3d9(p, _) | Code::Ps1(p, _) => Ok(crate::run::d3d9::profile(p.version)),
        Code::Sm4(p) => Err(format!("{}_{}_{}", p.stage.prefix(), p.major, p.minor)),
    };
    match (name(vs), ps.map(name)) {
        (Ok(v), None) => Ok((v, None)),
        (Ok(v), Some(Ok(p))) => Ok((v, Some(p))),
        (Ok(nine), Some(Err(ten))) | (Err(ten), Some(Ok(nine))) => bad(format!(
            "vs, ps: a Direct3D 9 shader ({nine}) with a Direct3D 10/11 one ({ten}); a draw takes a Direct3D 9 vertex and pixel shader pair or Direct3D 10/11 stages"
        )),
        _ => bad("vs, ps: neither is a Direct3D 9 shader"),
    }
}

/// Checks the description for what a Direct3D 9 pair cannot take.
fn refusals(d: &Desc, (samples, slices): (u32, u32)) -> Result<(), RunError> {
    for (k, there) in [
        ("hs", d.hs.is_some()),
        ("ds", d.ds.is_some()),
        ("gs", d.gs.is_some()),
        ("stream_output", d.stream_output.is_some()),
    ] {
        if there {
            return bad(format!(
                "{k}: Direct3D 9 has no such stage; a Direct3D 9 pair is a vertex and a pixel shader"
            ));
        }
    }
    if d.alpha_to_coverage {
        return bad("alpha_to_coverage: Direct3D 9 has no alpha-to-coverage state");
    }
    if samples > 1 {
        return unsupported(format!(
            "samples: {samples}; Direct3D 9 has no standard sample pattern, so a Direct3D 9 pair draws one sample"
        ));
    }
    if slices > 1 {
        return bad(format!(
            "array_size: {slices}; Direct3D 9 has no render-target arrays"
        ));
    }
    if d.viewports.as_ref().is_some_and(|v| v.len() > 1)
        || d.scissors.as_ref().is_some_and(|s| s.len() > 1)
    {
        return bad("viewports, scissors: Direct3D 9 has one viewport and one scissor rectangle");
    }
    let r = &d.rasterizer;
    if r.depth_bias != 0 {
        return bad(format!(
            "rasterizer.depth_bias: {}; Direct3D 9's depth bias is a float added to depth (D3DRS_DEPTHBIAS): give it as d3d9_depth_bias",
            r.depth_bias
        ));
    }
    if r.depth_bias_clamp != 0.0 {
        return bad("rasterizer.depth_bias_clamp: Direct3D 9 has no depth bias clamp");
    }
    if !r.depth_clip {
        return bad("rasterizer.depth_clip: false; Direct3D 9 always clips depth");
    }
    Ok(())
}

/// The input layout bound to the vertex shader's inputs by usage and index.
fn assembler(d: &Desc, inputs: &[Linked]) -> Result<Assembler, RunError> {
    let layout = vertices::layout_of(d)?;
    let mut elements = Vec::new();
    for i in inputs {
        let usage = i.usage.name().unwrap_or("usage");
        let Some((e, f, off)) = layout
            .iter()
            .find(|(e, ..)| e.semantic.eq_ignore_ascii_case(usage) && e.index == i.index as u32)
        else {
            return bad(format!(
                "vs: input {} (v{}) has no input_layout element (a Direct3D 9 layout names usages: POSITION, TEXCOORD, COLOR, NORMAL, ...)",
                i.semantic(),
                i.reg
            ));
        };
        if f.integer() {
            return bad(format!(
                "vs: input {} (v{}) is read as floats; format {} gives integers (Direct3D 9's integer vertex types convert to float: give a float, UNORM or SNORM format)",
                i.semantic(),
                i.reg,
                f.name
            ));
        }
        elements.push(Element {
            name: i.semantic(),
            reg: i.reg,
            mask: i.mask,
            format: f,
            slot: e.slot as usize,
            offset: *off,
            step: e.instance_step,
        });
    }
    Ok(Assembler {
        elements,
        buffers: vertices::buffers_of(d)?,
        regs: 16,
        generated: Vec::new(),
        start_instance: d.draw.start_instance,
    })
}

/// The pixel shader's inputs linked to the vertex shader's outputs: what
/// the rasterizer fills (at the output's slot) and where each lands.
/// What the rasterizer fills, and where each pixel-shader input lands.
type Linkage = (Vec<PsInput>, Vec<(usize, In9)>);

fn link(outs: &[Linked], ins: &[PsIn9]) -> Result<Linkage, RunError> {
    let mut fill: Vec<PsInput> = Vec::new();
    let mut map = Vec::new();
    for i in ins {
        let (at, src, to, mask) = match (i.to, i.semantic) {
            (In9::Pos, _) => (stages::VPOS, None, i.to, i.mask),
            (In9::Face, _) => (stages::VFACE, Some(Source::FrontFace), i.to, i.mask),
            (_, Some((usage, index))) => {
                let Some(o) = outs.iter().find(|o| o.usage == usage && o.index == index) else {
                    return bad(format!(
                        "ps: input {} ({}) is not written by the vertex shader",
                        i.name(),
                        stages::semantic(usage, index)
                    ));
                };
                if usage == Usage::POSITION && index == 0 {
                    return bad(format!(
                        "ps: input {} reads POSITION0, which Direct3D 9 does not interpolate (vPos gives the pixel's position)",
                        i.name()
                    ));
                }
                // A ps_1_x coordinate set reads what is written, the rest
                // its defaults.
                let (to, mask) = match i.to {
                    In9::Coord(n, _) => (In9::Coord(n, o.mask), o.mask),
                    to => (to, i.mask),
                };
                if i.mask & !o.mask != 0 {
                    return bad(format!(
                        "ps: input {} ({}) reads components {:#x}; the vertex shader writes {:#x} of it: the stages do not link",
                        i.name(),
                        o.semantic(),
                        i.mask,
                        o.mask
                    ));
                }
                let interp = if i.centroid {
                    Interpolation::LINEAR_CENTROID
                } else {
                    Interpolation::LINEAR
                };
                (o.reg, Some(Source::Interp(interp)), to, mask)
            }
            (_, None) => return bad(format!("ps: input {} has no usage", i.name())),
        };
        map.push((at, to));
        let Some(src) = src else { continue };
        match fill.iter_mut().find(|f| f.reg == at) {
            Some(f) => {
                f.mask |= mask;
                f.centroid |= i.centroid;
            }
            None => fill.push(PsInput {
                reg: at,
                mask: if at == stages::VFACE { 1 } else { mask },
                src,
                centroid: i.centroid,
                per_sample: false,
            }),
        }
    }
    Ok((fill, map))
}

/// Makes a Direct3D 9 pair ready to draw (`vs` and `ps` loaded, the
/// description's size, topology, samples and slices read).
pub(super) fn prepare(
    d: &Desc,
    (vs, ps): (Stage1, Option<Stage1>),
    topology: Topology,
    (samples, slices): (u32, u32),
) -> Result<Pipeline, RunError> {
    let (vname, pname) = profiles(&vs, ps.as_ref())?;
    refusals(d, (samples, slices))?;
    if super::input::patch_points(&d.topology).is_some()
        || matches!(
            topology,
            Topology::LINE_LIST_ADJ
                | Topology::LINE_STRIP_ADJ
                | Topology::TRIANGLE_LIST_ADJ
                | Topology::TRIANGLE_STRIP_ADJ
        )
    {
        return bad(format!(
            "topology: {}; Direct3D 9 draws points, lines and triangles (lists and strips)",
            d.topology
        ));
    }
    if let Some(p) = &pname {
        // A ps_3_0 takes a vs_3_0's outputs, and only a vs_3_0 feeds one.
        if p.starts_with("ps_3_") != vname.starts_with("vs_3_") {
            return bad(format!(
                "vs, ps: {vname} with {p}; Direct3D 9 pairs a ps_3_0 with a vs_3_0, and earlier pixel shaders with earlier vertex shaders"
            ));
        }
    }
    let Code::D3d9(vprog, _) = &vs.code else {
        return bad("vs: not a Direct3D 9 shader");
    };
    let vsp = crate::run::d3d9::Prepared::new(vprog).map_err(|e| e.within("vs"))?;
    let ia = assembler(d, &stages::vertex_inputs(&vsp))?;
    let (sequence, instances) = vertices::sequence_of(d)?;
    let used = sequence.iter().flatten().map(|v| v.0);
    if let (Some(lo), Some(hi)) = (used.clone().min(), used.max()) {
        ia.check(lo, hi, instances)?;
    }
    let outs = stages::vertex_outputs(&vsp);
    let Some(position) = outs
        .iter()
        .find(|o| o.usage == Usage::POSITION && o.index == 0)
        .map(|o| o.reg)
    else {
        return bad("vs: the shader writes no position (oPos, or an output declared dcl_position), which the rasterizer needs");
    };
    let r = &d.rasterizer;
    let sizes = [r.point_size, r.point_size_min, r.point_size_max];
    if !sizes.iter().all(|x| x.is_finite() && *x >= 0.0) {
        return bad("rasterizer: point_size, point_size_min and point_size_max are sizes in pixels, 0 or more");
    }
    let points9 = Points9 {
        psize: outs.iter().find(|o| o.usage == Usage::PSIZE).map(|o| o.reg),
        size: r.point_size,
        min: r.point_size_min,
        max: r.point_size_max.min(MAX_POINT_SIZE),
        sprite: r.point_sprite.then(|| {
            outs.iter()
                .filter(|o| o.usage == Usage::TEXCOORD)
                .map(|o| o.reg)
                .collect()
        }),
    };
    let (ps_inputs, ps9) = match &ps {
        Some(p) => {
            let inputs = match &p.code {
                Code::D3d9(pprog, _) => stages::pixel_inputs(
                    &crate::run::d3d9::Prepared::new(pprog).map_err(|e| e.within("ps"))?,
                ),
                Code::Ps1(pprog, _) => crate::run::d3d9::ps1_draw::Prepared1::new(pprog)
                    .map_err(|e| e.within("ps"))?
                    .inputs(),
                Code::Sm4(_) => return bad("ps: not a Direct3D 9 shader"),
            };
            link(&outs, &inputs)?
        }
        None => (Vec::new(), Vec::new()),
    };
    let targets = states::targets_of(d, None, (1, 1))?;
    for (i, t) in targets.iter().enumerate() {
        if t.format.integer() && ps.is_some() {
            return bad(format!(
                "ps: oC{i} writes floats, which target {i}'s format {} does not hold",
                t.format.name
            ));
        }
    }
    let depth = states::depth_of(d, (1, 1))?;
    let viewports = states::viewports_of(d)?;
    Ok(Pipeline {
        vs,
        hs: None,
        ds: None,
        patch: None,
        gs: None,
        gs_out: Vec::new(),
        stream: 0,
        gs_layouts: Default::default(),
        so: None,
        ps,
        ia,
        topology,
        sequence,
        instances,
        viewport: viewports[0].0,
        scissor: d.scissor,
        viewports,
        viewport_index: None,
        cull: states::cull_of(r)?,
        front_ccw: r.front_ccw,
        depth_clip: true,
        wireframe: states::wireframe_of(r)?,
        bias: Bias {
            depth: r.d3d9_depth_bias,
            slope: r.slope_scaled_depth_bias,
            ..Bias::default()
        },
        targets,
        depth_format: depth.as_ref().map(|d| d.format),
        depth,
        blend_factor: d.blend_factor,
        position,
        clip: Vec::new(),
        cull_dist: Vec::new(),
        ps_inputs,
        early_depth: false,
        max_steps: d.max_steps.unwrap_or(crate::run::DEFAULT_MAX_STEPS),
        width: d.width,
        height: d.height,
        samples: 1,
        sample_mask: d.sample_mask.unwrap_or(u32::MAX),
        sample_freq: false,
        slices: 1,
        slice_index: None,
        centre: 0.5,
        points9: Some(points9),
        ps9,
        quad_lines: false,
        alpha_to_coverage: false,
    })
}
