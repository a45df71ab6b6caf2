//! Geometry shaders: input primitives, instances, streams, emit and cut,
//! in the order `seed-rules.md` §1-2 gives.

use super::exec::{input_file, Machine, Prepared};
use crate::run::json::{self, Input};
use crate::run::mem::Memory;
use crate::run::{err, RunError};
use crate::sm4::fields::Topology;
use serde_json::{Map, Value};

/// An emitted vertex: the stream's declared output registers, in
/// declaration order.
pub type OutVertex = Vec<[u32; 4]>;

/// One finished strip and where it came from.
#[derive(Clone, Debug)]
pub struct Strip {
    /// The input primitive that emitted it.
    pub primitive: u32,
    /// The instance (`vGSInstanceID`) that emitted it.
    pub instance: u32,
    /// Its vertices, in emit order.
    pub vertices: Vec<OutVertex>,
}

/// One output stream.
#[derive(Clone, Debug, Default)]
pub struct StreamOut {
    /// `dcl_outputtopology` (point list, line strip or triangle strip).
    pub topology: Topology,
    /// The finished strips, in output order.
    pub strips: Vec<Strip>,
    /// The strip being emitted (empty after a run).
    pub current: Vec<OutVertex>,
}

/// Geometry-shader output state.
pub struct GsState {
    pub streams: Vec<Option<StreamOut>>,
    /// Vertices emitted by this instance (all streams).
    pub emitted: u32,
    pub dropped: u32,
    pub warnings: Vec<String>,
}

/// Vertices one primitive of a topology needs.
fn min_vertices(topology: Topology) -> usize {
    match topology {
        Topology::LINE_STRIP | Topology::LINE_LIST => 2,
        Topology::TRIANGLE_STRIP | Topology::TRIANGLE_LIST => 3,
        _ => 1,
    }
}

impl Machine<'_, '_> {
    fn here(&self) -> String {
        format!("primitive {} instance {}", self.prim_id, self.instance_id)
    }

    /// `emit`/`emit_stream mN`: one vertex from the stream's outputs.
    pub fn emit(&mut self, stream: u32) -> Result<(), RunError> {
        let here = self.here();
        let p = self.p;
        let outs: OutVertex = p
            .outputs
            .iter()
            .filter(|d| d.stream == stream)
            .map(|d| self.o[d.reg as usize])
            .collect();
        let gs = self.gs.as_mut().unwrap();
        let Some(Some(_)) = gs.streams.get(stream as usize) else {
            return err(format!(
                "{here}: emit on stream m{stream}, which is not declared"
            ));
        };
        if gs.emitted >= p.maxout {
            gs.dropped += 1;
        } else {
            gs.emitted += 1;
            for d in p.outputs.iter().filter(|d| d.stream == stream) {
                let w = self.written[d.reg as usize];
                if w & d.mask != d.mask {
                    gs.warnings.push(format!(
                        "{here}: emit on stream m{stream} with o{} not written since the last emit (undefined values)",
                        d.reg
                    ));
                }
            }
            gs.streams[stream as usize]
                .as_mut()
                .unwrap()
                .current
                .push(outs);
        }
        // After an emit every output register is undefined.
        self.written.iter_mut().for_each(|w| *w = 0);
        Ok(())
    }

    /// `cut`/`cut_stream mN`: ends the strip; too few vertices are discarded.
    pub fn cut(&mut self, stream: u32) {
        let (prim, inst) = (self.prim_id, self.instance_id);
        let gs = self.gs.as_mut().unwrap();
        let Some(Some(s)) = gs.streams.get_mut(stream as usize) else {
            return;
        };
        let verts = std::mem::take(&mut s.current);
        if verts.is_empty() {
        } else if verts.len() >= min_vertices(s.topology) {
            s.strips.push(Strip {
                primitive: prim,
                instance: inst,
                vertices: verts,
            });
        } else {
            gs.warnings.push(format!(
                "primitive {prim} instance {inst}: {} vertices on stream m{stream} discarded (too few for one primitive)",
                verts.len()
            ));
        }
    }
}

/// What a geometry shader run gives: each declared stream's strips, and
/// the warnings (dropped vertices, discarded strips, undefined outputs).
#[derive(Clone, Debug)]
pub struct GsOutput {
    /// (stream number, its strips), for the declared streams.
    pub streams: Vec<(u32, StreamOut)>,
    /// What the run reported.
    pub warnings: Vec<String>,
}

/// Runs a geometry shader over every input primitive (each a list of
/// vertices, each a register file `v0`, `v1`, ...) and instance. The library
/// entry without JSON.
pub fn run_primitives(
    p: &Prepared,
    constants: &super::vs::Constants,
    prims: &[Vec<Vec<[u32; 4]>>],
    max_steps: u64,
) -> Result<GsOutput, RunError> {
    run_with(p, constants, prims, max_steps, None, &[])
}

fn run_with(
    p: &Prepared,
    constants: &super::vs::Constants,
    prims: &[Vec<Vec<[u32; 4]>>],
    max_steps: u64,
    mem: Option<std::rc::Rc<std::cell::RefCell<Memory>>>,
    bindings: &[(u32, [u32; 4])],
) -> Result<GsOutput, RunError> {
    let Some(per) = p.vertices_per_primitive() else {
        return err("the shader has no supported dcl_inputprimitive (point, line, triangle, lineadj, triangleadj)");
    };
    if p.instances == 0 || p.instances > 32 {
        return err(format!(
            "dcl_gsinstances {}: the count is 1 to 32",
            p.instances
        ));
    }
    let mut streams: Vec<Option<StreamOut>> = (0..4).map(|_| None).collect();
    for (i, t) in p.topology.iter().enumerate() {
        if let Some(t) = t {
            streams[i] = Some(StreamOut {
                topology: *t,
                ..Default::default()
            });
        }
    }
    if streams[0].is_none() && !p.streams_declared {
        return err("the shader declares no dcl_outputtopology");
    }
    let mut m = Machine::new(p, constants, max_steps);
    m.mem = mem;
    m.bindings = bindings.to_vec();
    m.gs = Some(GsState {
        streams,
        emitted: 0,
        dropped: 0,
        warnings: Vec::new(),
    });
    for (pi, prim) in prims.iter().enumerate() {
        if prim.len() != per {
            return err(format!(
                "primitives[{pi}]: {} vertices, the declared input primitive has {per}",
                prim.len()
            ));
        }
        m.v.clear();
        m.v.extend(prim.iter().cloned());
        m.prim_id = pi as u32;
        // Instances run one after another, each ended by an implicit cut.
        for inst in 0..p.instances {
            m.instance_id = inst;
            m.reset();
            m.trace =
                crate::run::trace::select(&[("primitive", &[pi as u32]), ("instance", &[inst])]);
            {
                let g = m.gs.as_mut().unwrap();
                g.emitted = 0;
                g.dropped = 0;
            }
            m.execute()
                .map_err(|e| RunError::new(format!("primitive {pi} instance {inst}: {e}")))?;
            for s in 0..4 {
                m.cut(s);
            }
            let g = m.gs.as_mut().unwrap();
            if g.dropped > 0 {
                let d = g.dropped;
                g.warnings.push(format!(
                    "primitive {pi} instance {inst}: {d} vertices beyond dcl_maxout {} dropped",
                    p.maxout
                ));
            }
        }
    }
    let g = m.gs.take().unwrap();
    Ok(GsOutput {
        streams: g
            .streams
            .into_iter()
            .enumerate()
            .filter_map(|(i, s)| s.map(|s| (i as u32, s)))
            .collect(),
        warnings: g.warnings,
    })
}

/// Runs a geometry shader over every input primitive and instance.
pub fn run_gs(p: &Prepared, inp: &Input, max_steps: u64) -> Result<Value, RunError> {
    let Some(prims) = &inp.primitives else {
        return err("a geometry shader needs \"primitives\" in the input");
    };
    let n = p
        .inputs
        .iter()
        .map(|d| d.reg as usize + 1)
        .max()
        .unwrap_or(0);
    let mut files = Vec::with_capacity(prims.len());
    for (pi, prim) in prims.iter().enumerate() {
        let mut verts = Vec::with_capacity(prim.len());
        for (vi, vx) in prim.iter().enumerate() {
            verts.push(input_file(
                p,
                vx,
                n,
                &format!("primitives[{pi}][{vi}]"),
                &|_| None,
            )?);
        }
        files.push(verts);
    }
    let mem = Memory::read(p.prog, inp.resources.as_ref(), inp.samplers.as_ref())?;
    let mem = Some(std::rc::Rc::new(std::cell::RefCell::new(mem)));
    let g = run_with(p, &inp.constants, &files, max_steps, mem, &inp.interfaces)?;
    let mut out_streams = Vec::new();
    for (i, s) in g.streams {
        let decls: Vec<_> = p.outputs.iter().filter(|d| d.stream == i).collect();
        let vertex = |v: &OutVertex| {
            let regs: Vec<(String, [u32; 4], usize)> = decls
                .iter()
                .zip(v)
                .map(|(d, r)| (format!("o{}", d.reg), *r, super::exec::mask_width(d.mask)))
                .collect();
            json::print_vertex(&regs)
        };
        let mut o = Map::new();
        o.insert("stream".into(), Value::from(i));
        o.insert(
            "topology".into(),
            Value::from(s.topology.name().unwrap_or("undefined")),
        );
        o.insert(
            "strips".into(),
            Value::Array(
                s.strips
                    .iter()
                    .map(|st| Value::Array(st.vertices.iter().map(vertex).collect()))
                    .collect(),
            ),
        );
        o.insert(
            "primitives".into(),
            Value::Array(
                s.strips
                    .iter()
                    .map(|st| Value::from(st.primitive))
                    .collect(),
            ),
        );
        o.insert(
            "instances".into(),
            Value::Array(s.strips.iter().map(|st| Value::from(st.instance)).collect()),
        );
        out_streams.push(Value::Object(o));
    }
    let mut o = Map::new();
    o.insert("streams".into(), Value::Array(out_streams));
    o.insert(
        "warnings".into(),
        Value::Array(g.warnings.into_iter().map(Value::from).collect()),
    );
    Ok(Value::Object(o))
}
