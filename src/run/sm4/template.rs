//! A starting input for a shader: every key its declarations ask for,
//! with small placeholder values (`dxsm run SHADER --template`).

use super::hull_domain::{counts, declared, domain};
use super::prepared::{mask_width as comps, ty, Prepared};
use crate::run::mem::declarations;
use crate::sm4::fields::ResourceDim;
use crate::sm4::fields::SystemValue;
use crate::sm4::fields::TessDomain;
use crate::sm4::ir::Stage;
use crate::sm4::names::operand;
use crate::sm4::table::Opcode;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// A placeholder register value: component `c` of item `i`.
pub(crate) fn val(i: usize, c: usize) -> f64 {
    ((i * 4 + c) % 8) as f64 * 0.125
}

fn inputs_object(p: &Prepared, i: usize) -> Value {
    let mut m = Map::new();
    for d in &p.inputs {
        // System values the interpreter fills itself are left out:
        // vertex_id and instance_id (VS), position, primitive_id,
        // is_front_face and sample_index (PS).
        let auto = match p.prog.stage {
            Stage::Vertex => matches!(d.sv, SystemValue::VERTEX_ID | SystemValue::INSTANCE_ID),
            Stage::Pixel => matches!(
                d.sv,
                SystemValue::POSITION
                    | SystemValue::PRIMITIVE_ID
                    | SystemValue::IS_FRONT_FACE
                    | SystemValue::SAMPLE_INDEX
            ),
            _ => false,
        };
        if !auto {
            let n = super::prepared::mask_width(d.mask);
            let r: Vec<f64> = (0..n).map(|c| val(i + d.reg as usize, c)).collect();
            m.insert(format!("v{}", d.reg), json!(r));
        }
    }
    Value::Object(m)
}

/// The template input of an SM4/5 program.
pub fn template(p: &Prepared) -> Value {
    let mut o = Map::new();
    if !p.cbs.is_empty() {
        let mut cbs = Map::new();
        for (slot, n) in &p.cbs {
            // Zeros: a constant may be read as an integer (a loop count).
            let regs: Vec<Value> = (0..(*n).min(4096)).map(|_| json!([0, 0, 0, 0])).collect();
            cbs.insert(format!("cb{slot}"), Value::Array(regs));
        }
        o.insert("constants".into(), Value::Object(cbs));
    }
    match p.prog.stage {
        Stage::Vertex => {
            o.insert(
                "vertices".into(),
                json!([inputs_object(p, 0), inputs_object(p, 1)]),
            );
        }
        Stage::Geometry => {
            let n = p.vertices_per_primitive().unwrap_or(1);
            let prim: Vec<Value> = (0..n).map(|i| inputs_object(p, i)).collect();
            o.insert("primitives".into(), json!([prim]));
        }
        Stage::Pixel => {
            let px: Vec<Value> = (0..4).map(|i| inputs_object(p, i)).collect();
            o.insert("pixels".into(), Value::Array(px));
            // The rasterizer: one sample per pixel, every sample covered,
            // depth 0 (docs/run.md, "Multisampling and depth").
            o.insert("samples".into(), json!(1));
        }
        Stage::Compute => {
            o.insert("dispatch".into(), json!([1, 1, 1]));
        }
        Stage::Hull | Stage::Domain => {
            o.insert("patches".into(), template_patches(p));
        }
    }
    let decls = declarations(p.prog);
    if !decls.is_empty() {
        let mut rs = Map::new();
        for ((ty, reg), d) in &decls {
            let name = format!("{}{reg}", if *ty == operand::RESOURCE { 't' } else { 'u' });
            let int = d.integer();
            let texel = |i: usize| -> Value {
                if int {
                    json!([i as u32, 0, 0, 0])
                } else {
                    json!([val(i, 0), val(i, 1), val(i, 2), 1.0])
                }
            };
            // A multisampled texel holds its declared number of samples.
            let spt = d.samples.max(1) as usize;
            let ms = |n: usize| -> Vec<Value> { (0..n * spt).map(|i| texel(i / spt)).collect() };
            let r = match d.dim {
                ResourceDim::TEXTURE2DMS => json!({"width": 2, "height": 2, "data": ms(4)}),
                ResourceDim::TEXTURE2DMSARRAY => {
                    json!({"width": 2, "height": 2, "array": 2, "data": ms(8)})
                }
                ResourceDim::RAW_BUFFER => json!({"words": vec![0; 64]}),
                ResourceDim::STRUCTURED_BUFFER => {
                    json!({"words": vec![0; (d.stride as usize / 4).max(1) * 16]})
                }
                ResourceDim::BUFFER | ResourceDim::TEXTURE1D => {
                    json!({"width": 4, "data": (0..4).map(texel).collect::<Vec<_>>()})
                }
                ResourceDim::TEXTURE1DARRAY => {
                    json!({"width": 2, "array": 2, "data": (0..4).map(texel).collect::<Vec<_>>()})
                }
                ResourceDim::TEXTURE2DARRAY => json!({"width": 2, "height": 2, "array": 2,
                    "data": (0..8).map(texel).collect::<Vec<_>>()}),
                ResourceDim::TEXTURE3D => json!({"width": 2, "height": 2, "depth": 2,
                    "data": (0..8).map(texel).collect::<Vec<_>>()}),
                ResourceDim::TEXTURECUBE | ResourceDim::TEXTURECUBEARRAY => {
                    json!({"width": 1, "height": 1,
                    "data": (0..6).map(texel).collect::<Vec<_>>()})
                }
                _ => {
                    json!({"width": 2, "height": 2, "data": (0..4).map(texel).collect::<Vec<_>>()})
                }
            };
            let mut r = r;
            if let Value::Object(m) = &mut r {
                // The fields a texture may have: its mip levels (a t#
                // texture), its samples (multisampled).
                let mipped = *ty == operand::RESOURCE && d.dim.is_filterable();
                if mipped {
                    m.insert("mips".into(), json!(1));
                }
                if matches!(
                    d.dim,
                    ResourceDim::TEXTURE2DMS | ResourceDim::TEXTURE2DMSARRAY
                ) {
                    m.insert("samples".into(), json!(spt));
                }
            }
            rs.insert(name, r);
        }
        o.insert("resources".into(), Value::Object(rs));
    }
    // One class instance per interface slot: the first function table
    // each interface takes, and a `this` of zeros.
    let slots = p
        .interfaces
        .iter()
        .map(|(fp, (n, _))| fp + n)
        .max()
        .unwrap_or(0);
    if slots > 0 {
        let inst: Vec<Value> = (0..slots.min(256))
            .map(|s| {
                let table = p
                    .interfaces
                    .iter()
                    .find(|(fp, (n, _))| s >= **fp && s < *fp + *n)
                    .and_then(|(_, (_, t))| t.first().copied())
                    .unwrap_or(0);
                json!({"table": table, "this": [0, 0, 0, 0]})
            })
            .collect();
        o.insert("interfaces".into(), Value::Array(inst));
    }
    let samplers: Map<String, Value> = p
        .prog
        .instructions
        .iter()
        .filter(|i| i.opcode == Opcode::DclSampler)
        .filter_map(|i| i.operands.first()?.indices.first().map(|x| x.imm))
        .map(|n| {
            (
                format!("s{n}"),
                json!({"filter": "linear", "address": "clamp", "mip_lod_bias": 0.0}),
            )
        })
        .collect();
    if !samplers.is_empty() {
        o.insert("samplers".into(), Value::Object(samplers));
    }
    Value::Object(o)
}

/// Placeholder registers for control point `i` or the patch constants.
fn regs(decl: &BTreeMap<u32, u8>, prefix: &str, i: usize) -> Value {
    let mut m = Map::new();
    for (r, mask) in decl {
        let v: Vec<f64> = (0..comps(*mask)).map(|c| val(i + *r as usize, c)).collect();
        m.insert(format!("{prefix}{r}"), json!(v));
    }
    Value::Object(m)
}

/// The template's `patches` for a hull or domain shader: one patch.
fn template_patches(p: &Prepared) -> Value {
    let prog = p.prog;
    let n = counts(prog).0.unwrap_or(1).min(32);
    if prog.stage == crate::sm4::ir::Stage::Hull {
        let mut decl = declared(prog, &[ty::INPUT, ty::INPUT_CP]);
        let has_cp = prog
            .instructions
            .iter()
            .any(|i| i.opcode == Opcode::HsControlPointPhase);
        if decl.is_empty() && !has_cp {
            // Passed through: the program names no registers; one to edit.
            decl.insert(0, 0xf);
        }
        let cps: Vec<Value> = (0..n).map(|i| regs(&decl, "v", i)).collect();
        json!([cps])
    } else {
        let cp = declared(prog, &[ty::INPUT_CP]);
        let pc = declared(prog, &[ty::PATCH_CONSTANT]);
        let cps: Vec<Value> = (0..n).map(|i| regs(&cp, "v", i)).collect();
        // Patch constants are often tess factors: 1 rather than 0.
        let mut pcs = Map::new();
        for (r, mask) in &pc {
            pcs.insert(format!("vpc{r}"), json!(vec![1.0; comps(*mask)]));
        }
        let dom = if domain(prog) == TessDomain::TRI {
            json!([[1.0, 0.0, 0.0], [0.25, 0.25, 0.5]])
        } else {
            json!([[0.0, 0.0], [0.25, 0.75]])
        };
        json!([{"control_points": cps, "patch_constants": pcs, "domain": dom}])
    }
}
