//! Geometry shaders: input primitives, instances, streams, emit and cut,
//! in the order `seed-rules.md` §1-2 gives.

use super::exec::{input_file, Machine, Prepared};
use super::json::{self, Input};
use super::mem::Memory;
use super::{err, RunError};
use crate::sm4::names::{name, OUTPUT_TOPOLOGIES};
use serde_json::{Map, Value};

type OutVertex = Vec<(String, [u32; 4], usize)>;

/// One finished strip and where it came from.
pub struct Strip {
    pub primitive: u32,
    pub instance: u32,
    pub vertices: Vec<OutVertex>,
}

/// One output stream.
#[derive(Default)]
pub struct StreamOut {
    pub topology: u32,
    pub strips: Vec<Strip>,
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
fn min_vertices(topology: u32) -> usize {
    match topology {
        3 | 2 => 2,
        5 | 4 => 3,
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
        let outs = self.outputs(Some(stream));
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

/// Runs a geometry shader over every input primitive and instance.
pub fn run_gs(p: &Prepared, inp: &Input, max_steps: u64) -> Result<Value, RunError> {
    let Some(prims) = &inp.primitives else {
        return err("a geometry shader needs \"primitives\" in the input");
    };
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
    let n = p
        .inputs
        .iter()
        .map(|d| d.reg as usize + 1)
        .max()
        .unwrap_or(0);
    let mut m = Machine::new(p, &inp.constants, max_steps);
    let mem = Memory::read(p, inp.resources.as_ref(), inp.samplers.as_ref())?;
    m.mem = Some(std::rc::Rc::new(std::cell::RefCell::new(mem)));
    m.bindings = inp.interfaces.clone();
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
        let mut files = Vec::new();
        for (vi, vx) in prim.iter().enumerate() {
            files.push(input_file(
                p,
                vx,
                n,
                &format!("primitives[{pi}][{vi}]"),
                &|_| None,
            )?);
        }
        m.v = files;
        m.prim_id = pi as u32;
        // Instances run one after another, each ended by an implicit cut.
        for inst in 0..p.instances {
            m.instance_id = inst;
            m.reset();
            {
                let g = m.gs.as_mut().unwrap();
                g.emitted = 0;
                g.dropped = 0;
            }
            m.execute()
                .map_err(|e| RunError(format!("primitive {pi} instance {inst}: {e}")))?;
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
    let mut out_streams = Vec::new();
    for (i, s) in g.streams.into_iter().enumerate() {
        let Some(s) = s else { continue };
        let mut o = Map::new();
        o.insert("stream".into(), Value::from(i as u32));
        o.insert(
            "topology".into(),
            Value::from(name(OUTPUT_TOPOLOGIES, s.topology).unwrap_or("undefined")),
        );
        o.insert(
            "strips".into(),
            Value::Array(
                s.strips
                    .iter()
                    .map(|st| {
                        Value::Array(st.vertices.iter().map(|v| json::print_vertex(v)).collect())
                    })
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
