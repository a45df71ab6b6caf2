//! Stream output (functional spec chapter 14): the last geometry stage's
//! vertices written to up to four buffers as whole primitives of list
//! topologies, just before clipping, each declared component's 32 bits
//! unaltered; a stream stops writing (and keeps counting what it needed)
//! once one of its buffers has no room for a whole primitive.

use crate::run::RunError;
use serde::Deserialize;

/// The description's `stream_output`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct StreamOutDesc {
    /// The declaration: what each buffer's vertices hold, in order.
    pub declaration: Vec<EntryDesc>,
    /// The buffers by slot (up to 4).
    pub buffers: Vec<BufferDesc>,
    /// The stream the rasterizer draws (`null`: none, only stream output).
    #[serde(default)]
    pub rasterized_stream: Option<u32>,
}

/// One declaration entry: components of an output element, or a gap.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct EntryDesc {
    /// The stream (0 without a geometry shader).
    #[serde(default)]
    pub stream: u32,
    /// The output's semantic (absent for a gap).
    pub semantic: Option<String>,
    /// Its semantic index.
    #[serde(default)]
    pub index: u32,
    /// The first component (0 = x).
    #[serde(default)]
    pub start: u8,
    /// Components (1 to 4).
    #[serde(default = "four")]
    pub count: u8,
    /// A gap of this many components (with no semantic).
    pub skip: Option<u8>,
    /// The output buffer slot.
    #[serde(default)]
    pub slot: u32,
}

fn four() -> u8 {
    4
}

/// A stream-output buffer.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct BufferDesc {
    /// Bytes per vertex (default: the declaration's components for it).
    pub stride: Option<u32>,
    /// The buffer's size in bytes.
    pub size: u32,
    /// Where writing starts (bytes).
    #[serde(default)]
    pub offset: u32,
}

/// Finds an output by stream, semantic and index: its register and
/// declared components.
pub type Find<'a> = dyn Fn(u32, &str, u32) -> Option<(usize, u8)> + 'a;

/// A resolved entry: where in the vertex and where in the buffer.
#[derive(Clone, Debug)]
struct Entry {
    slot: usize,
    /// Byte offset in the buffer's vertex.
    at: u32,
    /// The output register and its first component (`None`: a gap).
    reg: Option<(usize, u8)>,
    count: u8,
}

/// A buffer being written.
#[derive(Clone, Debug)]
pub struct SoBuffer {
    /// Bytes per vertex.
    pub stride: u32,
    /// Its bytes.
    pub data: Vec<u8>,
    /// Bytes written so far from the start (BufferFilledSize).
    pub filled: u32,
    /// The stream that feeds it.
    stream: Option<u32>,
}

/// Stream output through a draw.
#[derive(Clone, Debug)]
pub struct StreamOut {
    entries: Vec<(u32, Entry)>,
    /// The buffers.
    pub buffers: Vec<SoBuffer>,
    /// Per stream: primitives written, primitives needed, stopped.
    pub counts: [(u64, u64, bool); 4],
    /// The stream the rasterizer draws.
    pub rasterized: Option<u32>,
}

use crate::run::error::bad_input as bad;

impl StreamOut {
    /// Resolves `d` against the last stage's outputs: `find(stream,
    /// semantic, index)` gives an output's register and components;
    /// `streams` says whether streams other than 0 exist (a geometry
    /// shader).
    pub fn new(d: &StreamOutDesc, find: &Find, streams: bool) -> Result<StreamOut, RunError> {
        if d.buffers.len() > 4 {
            return bad("stream_output.buffers: at most 4");
        }
        let mut next = [0u32; 4];
        let mut entries = Vec::new();
        let mut stream_of: [Option<u32>; 4] = [None; 4];
        for (i, e) in d.declaration.iter().enumerate() {
            let what = format!("stream_output.declaration[{i}]");
            let slot = e.slot as usize;
            if slot >= d.buffers.len() {
                return bad(format!("{what}: slot {} has no buffer", e.slot));
            }
            if e.stream > 3 || (e.stream > 0 && !streams) {
                return bad(format!(
                    "{what}: stream {} (streams other than 0 come from a geometry shader)",
                    e.stream
                ));
            }
            match stream_of[slot] {
                Some(s) if s != e.stream => {
                    return bad(format!(
                        "{what}: buffer {slot} is fed by stream {s} already (a buffer takes one stream)"
                    ))
                }
                _ => stream_of[slot] = Some(e.stream),
            }
            let (reg, count) = match (&e.semantic, e.skip) {
                (None, Some(n)) if (1..=4).contains(&n) => (None, n),
                (Some(name), None) => {
                    if e.count == 0 || e.start as u32 + e.count as u32 > 4 {
                        return bad(format!(
                            "{what}: components {}..{} of 4",
                            e.start,
                            e.start + e.count
                        ));
                    }
                    let Some((reg, mask)) = find(e.stream, name, e.index) else {
                        return bad(format!(
                            "{what}: stream {} has no output {name}{}",
                            e.stream, e.index
                        ));
                    };
                    let want = ((1u8 << e.count) - 1) << e.start;
                    if want & !mask != 0 {
                        return bad(format!(
                            "{what}: {name}{} (o{reg}) does not declare components {:#x}",
                            e.index, want
                        ));
                    }
                    (Some((reg, e.start)), e.count)
                }
                _ => {
                    return bad(format!(
                        "{what}: give \"semantic\" (with start and count) or \"skip\" (1 to 4)"
                    ))
                }
            };
            entries.push((
                e.stream,
                Entry {
                    slot,
                    at: next[slot],
                    reg,
                    count,
                },
            ));
            next[slot] += 4 * count as u32;
        }
        let mut buffers = Vec::new();
        for (i, b) in d.buffers.iter().enumerate() {
            let stride = b.stride.unwrap_or(next[i]);
            if stride < next[i] || stride % 4 != 0 || stride > 2048 {
                return bad(format!(
                    "stream_output.buffers[{i}].stride: {stride} (a multiple of 4, at least the declaration's {} bytes, at most 2048)",
                    next[i]
                ));
            }
            if b.size > 1 << 28 || b.offset > b.size {
                return bad(format!(
                    "stream_output.buffers[{i}]: size {} and offset {} (offset within the size, at most 256 MiB)",
                    b.size, b.offset
                ));
            }
            buffers.push(SoBuffer {
                stride,
                data: vec![0; b.size as usize],
                filled: b.offset,
                stream: stream_of[i],
            });
        }
        Ok(StreamOut {
            entries,
            buffers,
            counts: [(0, 0, false); 4],
            rasterized: d.rasterized_stream,
        })
    }

    /// Writes one primitive of `stream` (its vertices' register files),
    /// if every buffer of the stream has room for all of it (§14.5).
    pub fn primitive(&mut self, stream: u32, verts: &[&[[u32; 4]]]) {
        let s = stream as usize;
        if !self.entries.iter().any(|(st, _)| *st == stream) {
            return;
        }
        self.counts[s].1 += 1;
        if self.counts[s].2 {
            return;
        }
        let n = verts.len() as u64;
        let fits = self.buffers.iter().all(|b| {
            b.stream != Some(stream) || b.filled as u64 + n * b.stride as u64 <= b.data.len() as u64
        });
        if !fits {
            self.counts[s].2 = true;
            return;
        }
        for v in verts {
            for (st, e) in &self.entries {
                if *st != stream {
                    continue;
                }
                let b = &mut self.buffers[e.slot];
                let Some((reg, start)) = e.reg else {
                    continue;
                };
                for c in 0..e.count as usize {
                    let word = v.get(reg).map_or(0, |r| r[start as usize + c]);
                    let at = (b.filled + e.at) as usize + 4 * c;
                    b.data[at..at + 4].copy_from_slice(&word.to_le_bytes());
                }
            }
            for b in self.buffers.iter_mut().filter(|b| b.stream == Some(stream)) {
                b.filled += b.stride;
            }
        }
        self.counts[s].0 += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // §14.5: a buffer with room for one triangle takes the first whole
    // triangle and counts the second as needed, not written.
    #[test]
    fn overflow_stops_whole_primitives() {
        let d: StreamOutDesc = serde_json::from_str(
            r#"{"declaration": [{"semantic": "P", "count": 2}], "buffers": [{"size": 40}]}"#,
        )
        .unwrap();
        let mut so = StreamOut::new(&d, &|_, _, _| Some((0, 0xf)), false).unwrap();
        let v: Vec<[[u32; 4]; 1]> = (0..6).map(|i| [[i, i + 10, 0, 0]]).collect();
        let refs: Vec<&[[u32; 4]]> = v.iter().map(|r| &r[..]).collect();
        so.primitive(0, &refs[0..3]);
        so.primitive(0, &refs[3..6]);
        assert_eq!(so.counts[0], (1, 2, true));
        assert_eq!(so.buffers[0].filled, 24);
        let words: Vec<u32> = so.buffers[0].data[..24]
            .chunks(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        assert_eq!(words, vec![0, 10, 1, 11, 2, 12]);
    }
}
