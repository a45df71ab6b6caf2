//! The description's fixed-function states made ready: render targets
//! with their blend or logic op, the depth-stencil buffer and its state,
//! the viewports and scissors, fill and cull modes.

use super::desc::{BlendDesc, Desc};
use super::format::{self, Kind};
use super::merge::{
    Blend, Compare, DepthBuffer, DepthFormat, Face, Factor, LogicOp, Op, Stencil, StencilOp, Target,
};
use super::pipeline::{Stage1, ViewportScissor};
use super::raster::Viewport;
use crate::run::RunError;

use crate::run::error::bad_input as bad;

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
