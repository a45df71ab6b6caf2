//! What a geometry shader's `emit` and `cut` build: each stream's strips,
//! vertices past `dcl_maxout` dropped, short strips discarded, and the
//! warnings they give.

use crate::run::error::{bad_program, RunError};
use crate::sm4::fields::Topology;

/// One finished strip and where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strip {
    /// The input primitive that emitted it.
    pub primitive: u32,
    /// The instance (`vGSInstanceID`) that emitted it.
    pub instance: u32,
    /// Its first vertex in the stream's [`StreamOut::data`].
    pub start: usize,
    /// Its number of vertices.
    pub len: usize,
}

/// One output stream. Vertices are held in one block (`regs` registers
/// each, the stream's declared outputs in declaration order), strips as
/// ranges of it: no allocation per vertex.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StreamOut {
    /// `dcl_outputtopology` (point list, line strip or triangle strip).
    pub topology: Topology,
    /// Registers per vertex.
    pub regs: usize,
    /// The vertices of the finished strips, then those of the strip being
    /// emitted.
    pub data: Vec<[u32; 4]>,
    /// The finished strips, in output order.
    pub strips: Vec<Strip>,
    /// Vertices of the strip being emitted (0 after a run).
    pub(crate) current: usize,
    /// Vertices in `data`.
    pub(crate) count: usize,
}

impl StreamOut {
    /// The primitives its strips hold, counted as lists (a strip of n
    /// vertices is n points, n - 1 lines or n - 2 triangles).
    pub fn primitives(&self) -> u64 {
        let per = min_vertices(self.topology);
        self.strips
            .iter()
            .map(|s| (s.len + 1).saturating_sub(per) as u64)
            .sum()
    }

    /// The registers of vertex `i` of strip `s`.
    pub fn vertex(&self, s: &Strip, i: usize) -> &[[u32; 4]] {
        let at = (s.start + i) * self.regs;
        &self.data[at..at + self.regs]
    }

    /// The vertices of strip `s`, in emit order.
    pub fn vertices<'s>(&'s self, s: &'s Strip) -> impl Iterator<Item = &'s [[u32; 4]]> + 's {
        (0..s.len).map(move |i| self.vertex(s, i))
    }
}

/// Geometry-shader output state.
pub struct GsState {
    pub streams: Vec<Option<StreamOut>>,
    /// Vertices emitted by this instance (all streams).
    pub emitted: u32,
    pub dropped: u32,
    /// The first [`MAX_WARNINGS`] warnings.
    pub warnings: Vec<String>,
    /// Warnings in all, kept or not.
    pub warned: u64,
    /// The primitive whose vertices the scalar machine holds (`v`), if
    /// any.
    pub loaded: Option<usize>,
}

/// The most warnings a run keeps (a shader that emits in a loop without
/// writing its outputs would warn at every emit); the rest are counted.
pub const MAX_WARNINGS: usize = 10_000;

/// Where finished strips go as a run makes them ([`GsState::drain`]).
pub(crate) trait StripSink {
    /// Strip `st` of stream `stream`, its vertices' registers one after
    /// another (`regs` each).
    fn strip(&mut self, stream: u32, st: &Strip, data: &[[u32; 4]]) -> Result<(), RunError>;
}

/// Vertices one primitive of a topology needs.
fn min_vertices(topology: Topology) -> usize {
    match topology {
        Topology::LINE_STRIP | Topology::LINE_LIST => 2,
        Topology::TRIANGLE_STRIP | Topology::TRIANGLE_LIST => 3,
        _ => 1,
    }
}

impl GsState {
    /// Keeps a warning (the first [`MAX_WARNINGS`]) and counts it.
    pub(crate) fn warn(&mut self, w: impl FnOnce() -> String) {
        if self.warnings.len() < MAX_WARNINGS {
            self.warnings.push(w());
        }
        self.warned += 1;
    }

    /// The warnings as printed: those kept, then how many more there were.
    pub fn printed_warnings(&self) -> impl Iterator<Item = String> + '_ {
        let more = self.warned.saturating_sub(self.warnings.len() as u64);
        self.warnings
            .iter()
            .cloned()
            .chain((more > 0).then(|| format!("... and {more} more warnings")))
    }

    /// Gives every finished strip to `sink` and lets go of its vertices
    /// (between invocations: no strip is open then).
    pub(crate) fn drain(&mut self, sink: &mut dyn StripSink) -> Result<(), RunError> {
        for (k, s) in self.streams.iter_mut().enumerate() {
            let Some(s) = s else { continue };
            if s.regs == 0 {
                for st in s.strips.drain(..) {
                    sink.strip(k as u32, &st, &[])?;
                }
                continue;
            }
            // Strips count their vertices from the run's first; `data`
            // holds those since the last drain.
            let base = s.count - s.data.len() / s.regs;
            for st in s.strips.drain(..) {
                let at = (st.start - base) * s.regs;
                sink.strip(k as u32, &st, &s.data[at..at + st.len * s.regs])?;
            }
            let keep = s.current * s.regs;
            s.data.drain(..s.data.len() - keep);
        }
        Ok(())
    }

    /// One emitted vertex on `stream` (its declared outputs' values), or a
    /// dropped one beyond `maxout`; `unwritten` are the registers not
    /// written since the last emit (a warning each). `here` names the
    /// invocation.
    pub(crate) fn emit(
        &mut self,
        here: &dyn Fn() -> String,
        stream: u32,
        vertex: impl Iterator<Item = [u32; 4]>,
        unwritten: &[u32],
        maxout: u32,
    ) -> Result<(), RunError> {
        if !matches!(self.streams.get(stream as usize), Some(Some(_))) {
            return bad_program(format!(
                "{}: emit on stream m{stream}, which is not declared",
                here()
            ));
        }
        if self.emitted >= maxout {
            self.dropped += 1;
            return Ok(());
        }
        self.emitted += 1;
        for r in unwritten {
            self.warn(|| {
                format!(
                    "{}: emit on stream m{stream} with o{r} not written since the last emit (undefined values)",
                    here()
                )
            });
        }
        let s = self.streams[stream as usize].as_mut().unwrap();
        s.data.extend(vertex);
        s.current += 1;
        s.count += 1;
        Ok(())
    }

    /// Ends `stream`'s strip; too few vertices are discarded.
    pub(crate) fn cut(&mut self, prim: u32, inst: u32, stream: u32) {
        let Some(Some(s)) = self.streams.get_mut(stream as usize) else {
            return;
        };
        let n = std::mem::take(&mut s.current);
        if n == 0 {
        } else if n >= min_vertices(s.topology) {
            s.strips.push(Strip {
                primitive: prim,
                instance: inst,
                start: s.count - n,
                len: n,
            });
        } else {
            s.count -= n;
            s.data.truncate(s.data.len() - n * s.regs);
            self.warn(|| format!(
                "primitive {prim} instance {inst}: {n} vertices on stream m{stream} discarded (too few for one primitive)"
            ));
        }
    }

    /// The end of an invocation: every stream's strip ends, and vertices
    /// beyond `dcl_maxout` are reported.
    pub(crate) fn finish(&mut self, prim: u32, inst: u32, maxout: u32) {
        for s in 0..4 {
            self.cut(prim, inst, s);
        }
        if self.dropped > 0 {
            let d = self.dropped;
            self.warn(|| {
                format!(
                    "primitive {prim} instance {inst}: {d} vertices beyond dcl_maxout {maxout} dropped"
                )
            });
        }
    }
}
