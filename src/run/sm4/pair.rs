//! A hull shader, the fixed-function tessellator and a domain shader run
//! together (`dxsm run HULL --domain DOMAIN`): for each input patch the
//! hull shader's control points and patch constants, its tess factors
//! tessellated by the hull shader's declared domain, partitioning and
//! output primitive, and the domain shader run at every domain point with
//! the hull shader's outputs as its inputs.

use super::prepared::{ty, Prepared};
use crate::run::emit::Emit;
use crate::run::error::{bad_input, bad_program, internal, ErrorKind, RunError};
use crate::run::json::{self, Input};
use crate::run::mem::declarations;
use crate::run::tessellator::{tessellate, Domain, Output, Partitioning};
use crate::sm4::fields::{SystemValue, TessDomain, TessOutput, TessPartitioning};
use crate::sm4::ir::{Program, Stage};
use crate::sm4::names::OperandType;
use crate::sm4::table::Opcode;
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, BTreeSet};

/// The hull shader's tessellator declarations.
fn tess_state(hs: &Program) -> Result<(Domain, Partitioning, Output), RunError> {
    let get = |o: Opcode| hs.instructions.iter().find(|i| i.opcode == o);
    let domain = match get(Opcode::DclTessDomain).map(|i| i.get::<TessDomain>()) {
        Some(TessDomain::ISOLINE) => Domain::Isoline,
        Some(TessDomain::TRI) => Domain::Tri,
        Some(TessDomain::QUAD) => Domain::Quad,
        _ => return bad_program("the hull shader declares no dcl_tessellator_domain"),
    };
    let part = match get(Opcode::DclTessPartitioning).map(|i| i.get::<TessPartitioning>()) {
        Some(TessPartitioning::INTEGER) => Partitioning::Integer,
        Some(TessPartitioning::POW2) => Partitioning::Pow2,
        Some(TessPartitioning::FRACTIONAL_ODD) => Partitioning::FractionalOdd,
        Some(TessPartitioning::FRACTIONAL_EVEN) => Partitioning::FractionalEven,
        _ => return bad_program("the hull shader declares no dcl_tessellator_partitioning"),
    };
    let out = match get(Opcode::DclTessOutputPrimitive).map(|i| i.get::<TessOutput>()) {
        Some(TessOutput::POINT) => Output::Point,
        Some(TessOutput::LINE) => Output::Line,
        Some(TessOutput::TRIANGLE_CW) => Output::TriangleCw,
        Some(TessOutput::TRIANGLE_CCW) => Output::TriangleCcw,
        _ => return bad_program("the hull shader declares no dcl_tessellator_output_primitive"),
    };
    Ok((domain, part, out))
}

/// Vertices of each primitive the tessellator makes for hull shader `hs`
/// (1 points, 2 lines, 3 triangles), if it declares its output.
pub(crate) fn tess_output_arity(hs: &Program) -> Option<usize> {
    tess_state(hs).ok().map(|(_, _, o)| o.arity())
}

/// The system values of the tess factors a domain's tessellation reads,
/// in the tessellator's order (quad: Ueq0, Veq0, Ueq1, Veq1, inside U,
/// inside V; tri: Ueq0, Veq0, Weq0, inside; isoline: density, detail).
fn factor_names(d: Domain) -> &'static [SystemValue] {
    use SystemValue as S;
    match d {
        Domain::Quad => &[
            S::QUAD_U0_EDGE,
            S::QUAD_V0_EDGE,
            S::QUAD_U1_EDGE,
            S::QUAD_V1_EDGE,
            S::QUAD_U_INSIDE,
            S::QUAD_V_INSIDE,
        ],
        Domain::Tri => &[
            S::TRI_U0_EDGE,
            S::TRI_V0_EDGE,
            S::TRI_W0_EDGE,
            S::TRI_INSIDE,
        ],
        Domain::Isoline => &[S::LINE_DENSITY, S::LINE_DETAIL],
    }
}

/// Where the hull shader writes each tess factor: system value →
/// (register, component).
fn factor_slots(hs: &Program) -> BTreeMap<SystemValue, (u32, usize)> {
    let mut m = BTreeMap::new();
    for ins in &hs.instructions {
        if ins.opcode != Opcode::DclOutputSiv {
            continue;
        }
        let (Some(o), Some(sv)) = (ins.operands.first(), ins.system_value()) else {
            continue;
        };
        let factor = (SystemValue::QUAD_U0_EDGE.0..=SystemValue::LINE_DENSITY.0).contains(&sv.0);
        if o.ty != ty::OUTPUT || !factor {
            continue;
        }
        let mask = super::prepared::mask_of(o);
        let reg = o.indices.first().map_or(0, |i| i.imm as u32);
        m.entry(sv)
            .or_insert((reg, mask.trailing_zeros().min(3) as usize));
    }
    m
}

/// The registers a domain shader reads: control-point inputs (`vicp`) and
/// patch constants (`vpc`), as the domain-shader runner reads them.
fn ds_inputs(ds: &Program) -> (BTreeSet<u32>, BTreeSet<u32>) {
    let keys = |tys: &[OperandType]| super::hull_domain::declared(ds, tys).into_keys().collect();
    (keys(&[ty::INPUT_CP]), keys(&[ty::PATCH_CONSTANT]))
}

/// `resources` and `samplers` cut to what `p` declares.
fn for_stage(
    p: &Prepared,
    resources: Option<&Value>,
    samplers: Option<&Value>,
) -> (Option<Value>, Option<Value>) {
    let decls = declarations(p.prog);
    let res = resources.and_then(Value::as_object).map(|m| {
        let kept: Map<String, Value> = m
            .iter()
            .filter(|(k, _)| {
                let (t, n) = k.split_at(1.min(k.len()));
                let ty = if t == "t" { ty::RESOURCE } else { ty::UAV };
                n.parse::<u32>().is_ok_and(|r| decls.contains_key(&(ty, r)))
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        Value::Object(kept)
    });
    let declared: BTreeSet<u32> = crate::run::mem::declared_samplers(p.prog)
        .into_iter()
        .collect();
    let smp = samplers.and_then(Value::as_object).map(|m| {
        let kept: Map<String, Value> = m
            .iter()
            .filter(|(k, _)| {
                k.strip_prefix('s')
                    .and_then(|n| n.parse::<u32>().ok())
                    .is_some_and(|r| declared.contains(&r))
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        Value::Object(kept)
    });
    (res, smp)
}

/// Keys of `input`'s `resources` or `samplers` that neither shader takes.
fn check_shared(hs: &Prepared, ds: &Prepared, inp: &Input) -> Result<(), RunError> {
    let (hr, hsm) = for_stage(hs, inp.resources.as_ref(), inp.samplers.as_ref());
    let (dr, dsm) = for_stage(ds, inp.resources.as_ref(), inp.samplers.as_ref());
    for (what, given, a, b) in [
        ("resources", &inp.resources, hr, dr),
        ("samplers", &inp.samplers, hsm, dsm),
    ] {
        let Some(Value::Object(m)) = given else {
            continue;
        };
        for k in m.keys() {
            let taken = |v: &Option<Value>| v.as_ref().and_then(|v| v.get(k)).is_some();
            if !taken(&a) && !taken(&b) {
                return bad_input(format!(
                    "{what}.{k}: neither the hull nor the domain shader declares it"
                ));
            }
        }
    }
    Ok(())
}

/// Renames a printed register object's keys (`o3` → `{prefix}3`), keeping
/// those in `keep`.
fn rename(v: &Value, prefix: &str, keep: &BTreeSet<u32>) -> Value {
    let mut out = Map::new();
    if let Value::Object(m) = v {
        for (k, r) in m {
            if let Some(n) = k.strip_prefix('o').and_then(|n| n.parse::<u32>().ok()) {
                if keep.contains(&n) {
                    out.insert(format!("{prefix}{n}"), r.clone());
                }
            }
        }
    }
    Value::Object(out)
}

/// Runs a hull shader, the tessellator and a domain shader on the input's
/// patches (as a hull shader takes them), each patch written as it is
/// done.
pub fn run_pair(
    hs: &Prepared,
    ds: &Prepared,
    inp: &mut Input,
    max_steps: u64,
    out: &mut Emit,
) -> Result<(), RunError> {
    if hs.prog.stage != Stage::Hull || ds.prog.stage != Stage::Domain {
        return bad_input("--domain pairs a hull shader (the shader) with a domain shader");
    }
    let (domain, part, output) = tess_state(hs.prog)?;
    // "domain": the domain shader's constants, resources, samplers and
    // interfaces; without it the domain shader shares the hull shader's.
    let own = match &inp.domain {
        Some(v @ Value::Object(m)) => {
            if let Some(k) = m.keys().find(|k| {
                !matches!(
                    k.as_str(),
                    "constants" | "resources" | "samplers" | "interfaces"
                )
            }) {
                return bad_input(format!(
                    "domain.{k}: the domain shader takes constants, resources, samplers and interfaces here"
                ));
            }
            let doc = crate::run::doc::Doc::from_value(v)
                .map_err(|e| RunError::of(ErrorKind::Input, format!("domain: {}", e.message())))?;
            Some(
                Input::from_doc(doc).map_err(|e| {
                    RunError::of(ErrorKind::Input, format!("domain: {}", e.message()))
                })?,
            )
        }
        Some(_) => return bad_input(
            "domain: an object with the domain shader's constants, resources, samplers, interfaces",
        ),
        None => None,
    };
    if own.is_none() {
        check_shared(hs, ds, inp)?;
    } else {
        let (hr, hsm) = for_stage(hs, inp.resources.as_ref(), inp.samplers.as_ref());
        for (what, given, kept) in [
            ("resources", &inp.resources, hr),
            ("samplers", &inp.samplers, hsm),
        ] {
            if let (Some(Value::Object(g)), Some(Value::Object(k))) = (given, kept) {
                if let Some(x) = g.keys().find(|x| !k.contains_key(*x)) {
                    return bad_input(format!("{what}.{x}: the hull shader does not declare it (the domain shader's go in \"domain\")"));
                }
            }
        }
    }
    let (hr, hsm) = for_stage(hs, inp.resources.as_ref(), inp.samplers.as_ref());
    let hs_inp = Input {
        constants: inp.constants.clone(),
        patches: inp.patches.take(),
        resources: hr,
        samplers: hsm,
        interfaces: inp.interfaces.clone(),
        samples: 1,
        ..Input::default()
    };
    // The domain shader's own bindings ("domain"), or the hull shader's
    // cut to what the domain shader declares.
    let ds_inp = match &own {
        Some(d) => d.clone_bindings(),
        None => {
            let (dr, dsm) = for_stage(ds, inp.resources.as_ref(), inp.samplers.as_ref());
            Input {
                constants: inp.constants.clone(),
                resources: dr,
                samplers: dsm,
                interfaces: inp.interfaces.clone(),
                samples: 1,
                ..Input::default()
            }
        }
    };
    let mut tess = Tess::new(hs, ds, &ds_inp, max_steps)?;
    // A patch at a time: the hull shader's outputs, their tessellation and
    // the domain shader at its points, written before the next patch.
    out.begin_list("patches")?;
    super::hull_domain::hs_patches(hs, &hs_inp, max_steps, &mut |pi, patch| {
        let mut vertices = Vec::new();
        let (factors, t, points) = tess.patch(pi, &patch, &mut |m| {
            vertices.push(json::print_vertex(&m.outputs(None)));
            Ok(())
        })?;
        let Value::Object(mut o) = patch else {
            return internal("internal: a hull-shader patch is an object");
        };
        o.insert(
            "tess_factors".into(),
            Value::Array(
                factors
                    .iter()
                    .map(|f| json::print_component(f.to_bits()))
                    .collect(),
            ),
        );
        o.insert("domain".into(), points);
        o.insert("vertices".into(), Value::Array(vertices));
        let prims: Vec<Value> = t.indices.chunks(output.arity()).map(|c| json!(c)).collect();
        o.insert("primitives".into(), Value::Array(prims));
        out.item(Value::Object(o))
    })?;
    out.end_list()?;
    out.field(
        "tessellation",
        json!({
            "domain": format!("{domain:?}").to_lowercase(),
            "partitioning": match part {
                Partitioning::Integer => "integer",
                Partitioning::Pow2 => "pow2",
                Partitioning::FractionalOdd => "fractional_odd",
                Partitioning::FractionalEven => "fractional_even",
            },
            "output": match output {
                Output::Point => "point",
                Output::Line => "line",
                Output::TriangleCw => "triangle_cw",
                Output::TriangleCcw => "triangle_ccw",
            },
        }),
    )
}

/// The tessellator and a domain shader behind a hull shader, a patch at a
/// time: a hull-shader patch's tess factors tessellated by the hull
/// shader's declarations, the domain shader run at every domain point.
pub(crate) struct Tess<'p, 'a> {
    /// The domain.
    pub domain: Domain,
    part: Partitioning,
    /// The output primitive.
    pub output: Output,
    slots: BTreeMap<SystemValue, (u32, usize)>,
    dsr: super::hull_domain::DomainRun<'p, 'a>,
    cp_keep: BTreeSet<u32>,
    pc_keep: BTreeSet<u32>,
    /// Domain points so far, all patches together.
    total: usize,
}

impl<'p, 'a> Tess<'p, 'a> {
    /// The hull shader's tessellator state and a domain shader bound as
    /// `ds_inp` says; the two must declare the same domain.
    pub fn new(
        hs: &Prepared,
        ds: &'p Prepared<'a>,
        ds_inp: &'p Input,
        max_steps: u64,
    ) -> Result<Self, RunError> {
        let (domain, part, output) = tess_state(hs.prog)?;
        let ds_domain = super::hull_domain::domain(ds.prog);
        let want = match domain {
            Domain::Isoline => TessDomain::ISOLINE,
            Domain::Tri => TessDomain::TRI,
            Domain::Quad => TessDomain::QUAD,
        };
        if ds_domain != TessDomain::default() && ds_domain != want {
            return bad_program(
                "the hull and domain shaders declare different tessellator domains",
            );
        }
        let (cp_keep, pc_keep) = ds_inputs(ds.prog);
        Ok(Tess {
            domain,
            part,
            output,
            slots: factor_slots(hs.prog),
            dsr: super::hull_domain::DomainRun::new(ds, ds_inp, max_steps)?,
            cp_keep,
            pc_keep,
            total: 0,
        })
    }

    /// Patch `pi` as the hull shader made it (`control_points`,
    /// `patch_constants`): its tess factors, its tessellation and its
    /// domain points (as the domain shader's input writes them); each
    /// domain point's invocation goes to `vertex` as it ends.
    pub fn patch(
        &mut self,
        pi: usize,
        patch: &Value,
        vertex: &mut dyn FnMut(&super::machine::Machine) -> Result<(), RunError>,
    ) -> Result<(Vec<f32>, crate::run::tessellator::Tessellation, Value), RunError> {
        let domain = self.domain;
        let mut factors = Vec::new();
        for sv in factor_names(domain) {
            let sv_name = sv.to_string();
            let Some((reg, comp)) = self.slots.get(sv) else {
                return bad_program(format!(
                    "the hull shader declares no {sv_name} output, which a {domain:?} domain needs"
                ));
            };
            let c = &patch["patch_constants"][format!("o{reg}")][*comp];
            factors.push(f32::from_bits(json::component(
                c,
                &format!("patch {pi}: {sv_name} (o{reg})"),
            )?));
        }
        let t = tessellate(domain, self.part, self.output, &factors);
        self.total += t.points.len();
        if self.total > 1 << 22 {
            return bad_program("more than 4M domain points");
        }
        let points: Vec<Value> = t
            .points
            .iter()
            .map(|p| {
                let c = |x: f32| json::print_component(x.to_bits());
                if domain == Domain::Tri {
                    json!([c(p[0]), c(p[1]), c(1.0 - p[0] - p[1])])
                } else {
                    json!([c(p[0]), c(p[1])])
                }
            })
            .collect();
        let cps: Vec<Value> = patch["control_points"]
            .as_array()
            .map(|a| a.iter().map(|c| rename(c, "v", &self.cp_keep)).collect())
            .unwrap_or_default();
        let points = Value::Array(points);
        let ds_patch = json!({
            "control_points": cps,
            "patch_constants": rename(&patch["patch_constants"], "vpc", &self.pc_keep),
            "domain": points,
        });
        self.dsr.patch_machines(pi, &ds_patch, vertex)?;
        Ok((factors, t, points))
    }
}
