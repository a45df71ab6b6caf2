//! The input assembler (functional spec chapter 8): vertex fetch through
//! the input layout, the index buffer with its cut value, the topologies'
//! primitives, and the counters VertexID, InstanceID and PrimitiveID.

use super::format::Format;
use crate::run::RunError;
use crate::sm4::fields::{SystemValue, Topology};

/// An input-layout element bound to the vertex shader's input register
/// it feeds.
#[derive(Clone, Debug)]
pub struct Element {
    /// The semantic, for messages (`TEXCOORD1`).
    pub name: String,
    /// The vertex shader's input register.
    pub reg: usize,
    /// The components the shader declares.
    pub mask: u8,
    /// How the bytes read.
    pub format: &'static Format,
    /// The vertex-buffer slot.
    pub slot: usize,
    /// Byte offset inside the slot's vertex.
    pub offset: u64,
    /// Per-instance step rate (`None`: per-vertex data).
    pub step: Option<u32>,
}

/// A vertex buffer.
#[derive(Clone, Debug, Default)]
pub struct VertexBuffer {
    /// Its bytes.
    pub data: Vec<u8>,
    /// Bytes per vertex.
    pub stride: u64,
    /// Bytes skipped at the start.
    pub offset: u64,
}

/// The topology named `s`: the listing's names (`trianglestrip`,
/// `trianglelist_adj`) or Direct3D's (`TRIANGLE_STRIP`,
/// `D3D11_PRIMITIVE_TOPOLOGY_TRIANGLELIST_ADJ`), any case.
pub fn topology(s: &str) -> Option<Topology> {
    let l = s.to_ascii_lowercase();
    let l = l.strip_prefix("d3d11_primitive_topology_").unwrap_or(&l);
    let mut n = l.replace('_', "");
    if let Some(base) = n.strip_suffix("adj") {
        n = format!("{base}_adj");
    }
    Topology::from_name(&n).filter(|t| *t != Topology::UNDEFINED)
}

/// The control points of a patch-list topology: `patchlist_N`, or
/// Direct3D's `N_control_point_patchlist` (N from 1 to 32).
pub fn patch_points(s: &str) -> Option<usize> {
    let l = s.to_ascii_lowercase();
    let l = l.strip_prefix("d3d11_primitive_topology_").unwrap_or(&l);
    let n = l
        .strip_prefix("patchlist_")
        .or_else(|| l.strip_suffix("_control_point_patchlist"))?;
    n.parse::<usize>().ok().filter(|n| (1..=32).contains(n))
}

/// One instance's patches: each `n` consecutive positions of the vertex
/// sequence, between cuts; an incomplete patch is dropped (§8.13).
pub fn patches(n: usize, cuts: &[bool], mut each: impl FnMut(std::ops::Range<usize>)) {
    strips(cuts, |start, len| {
        for k in 0..len / n {
            each(start + k * n..start + (k + 1) * n);
        }
    })
}

/// Vertices of a primitive drawn from `t` (2 for lines, 1 for points).
pub fn vertices(t: Topology) -> usize {
    match t {
        Topology::POINT_LIST => 1,
        Topology::LINE_LIST
        | Topology::LINE_STRIP
        | Topology::LINE_LIST_ADJ
        | Topology::LINE_STRIP_ADJ => 2,
        _ => 3,
    }
}

/// Vertices of a primitive a geometry shader receives from `t`
/// (adjacent vertices included).
pub fn gs_vertices(t: Topology) -> usize {
    match t {
        Topology::LINE_LIST_ADJ | Topology::LINE_STRIP_ADJ => 4,
        Topology::TRIANGLE_LIST_ADJ | Topology::TRIANGLE_STRIP_ADJ => 6,
        t => vertices(t),
    }
}

/// The primitives a geometry shader receives: as [`primitives`], but the
/// topologies with adjacency give all their vertices in order (a line
/// list's each 4, a triangle list's each 6, a line strip's each window of
/// 4: adjacent, line, line, adjacent).
pub fn gs_primitives(t: Topology, cuts: &[bool], mut each: impl FnMut(&[usize])) {
    let (per, step) = match t {
        Topology::LINE_LIST_ADJ => (4, 4),
        Topology::TRIANGLE_LIST_ADJ => (6, 6),
        Topology::LINE_STRIP_ADJ => (4, 1),
        Topology::TRIANGLE_STRIP_ADJ => {
            return strips(cuts, |start, len| {
                let count = strip_adj_triangles(len);
                for p in 0..count {
                    each(&strip_adj_window(p, count).map(|o| start + o));
                }
            })
        }
        _ => return primitives(t, cuts, |v, k| each(&v[..k])),
    };
    strips(cuts, |start, len| {
        let count = if len < per { 0 } else { (len - per) / step + 1 };
        for p in 0..count {
            let v: Vec<usize> = (0..per).map(|i| start + p * step + i).collect();
            each(&v);
        }
    })
}

/// Calls `each(start, len)` for every run of vertices between cuts.
fn strips(cuts: &[bool], mut each: impl FnMut(usize, usize)) {
    let n = cuts.len();
    let mut start = 0;
    while start < n {
        let end = (start..n).find(|&i| cuts[i]).unwrap_or(n);
        each(start, end - start);
        start = end + 1;
    }
}

/// Triangles of a triangle strip with adjacency of `len` vertices: one
/// for each two vertices after the first four (a last odd vertex dangles,
/// §8.13).
fn strip_adj_triangles(len: usize) -> usize {
    if len < 6 {
        0
    } else {
        (len - 4) / 2
    }
}

/// The six vertices a geometry shader receives for triangle `p` of `count`
/// in a triangle strip with adjacency, as positions in the strip, in the order
/// of a triangle list with adjacency (vertex, the adjacent vertex across
/// the edge to the next vertex, ...). The strip's own vertices are the
/// even ones: triangle `p` is (2p, 2p+2, 2p+4), odd ones (2p, 2p+4, 2p+2)
/// as in a plain strip, the leading vertex first (§8.14: leading vertices
/// 0, 2, 4, ...). Across the edge shared with the previous triangle lies
/// that triangle's first vertex (2p-2); across the one shared with the
/// next, the next's last (2p+6); the third edge's is the odd vertex
/// between (2p+3). At the strip's ends, where no triangle lies, the
/// adjacent vertices are the ones the strip gives there: 1 before the
/// first triangle, 2p+5 after the last.
fn strip_adj_window(p: usize, count: usize) -> [usize; 6] {
    let b = 2 * p;
    let prev = if p == 0 { 1 } else { b - 2 };
    let next = if p + 1 == count { b + 5 } else { b + 6 };
    if p.is_multiple_of(2) {
        [b, prev, b + 2, next, b + 4, b + 3]
    } else {
        [b, b + 3, b + 4, next, b + 2, prev]
    }
}

/// Turns one instance's vertex sequence (positions `0..n`, `None` at a
/// cut) into primitives: each a list of positions in the sequence, the
/// leading vertex first (§8.14). A strip's odd triangles are (i, i+2, i+1)
/// so that every triangle keeps the strip's winding. Incomplete
/// primitives are dropped (§8.13).
pub fn primitives(t: Topology, cuts: &[bool], mut each: impl FnMut([usize; 3], usize)) {
    strips(cuts, |start, len| {
        let v = |i: usize| start + i;
        match t {
            Topology::POINT_LIST => (0..len).for_each(|i| each([v(i), 0, 0], 1)),
            Topology::LINE_LIST => (0..len / 2).for_each(|i| each([v(2 * i), v(2 * i + 1), 0], 2)),
            Topology::LINE_STRIP => {
                (1..len).for_each(|i| each([v(i - 1), v(i), 0], 2));
            }
            Topology::TRIANGLE_LIST => {
                (0..len / 3).for_each(|i| each([v(3 * i), v(3 * i + 1), v(3 * i + 2)], 3))
            }
            // Without a geometry shader the adjacent vertices (odd
            // positions) are not drawn.
            Topology::TRIANGLE_LIST_ADJ => {
                (0..len / 6).for_each(|i| each([v(6 * i), v(6 * i + 2), v(6 * i + 4)], 3))
            }
            Topology::LINE_LIST_ADJ => {
                (0..len / 4).for_each(|i| each([v(4 * i + 1), v(4 * i + 2), 0], 2))
            }
            // A line strip with adjacency: its first and last vertices
            // are adjacent ones only.
            Topology::LINE_STRIP_ADJ => {
                (2..len.saturating_sub(1)).for_each(|i| each([v(i - 1), v(i), 0], 2))
            }
            // A triangle strip with adjacency draws its even vertices as
            // a strip.
            Topology::TRIANGLE_STRIP_ADJ => {
                let count = strip_adj_triangles(len);
                (0..count).for_each(|p| {
                    let w = strip_adj_window(p, count);
                    each([v(w[0]), v(w[2]), v(w[4])], 3)
                })
            }
            _ => (2..len).for_each(|i| {
                let k = i - 2;
                if k % 2 == 0 {
                    each([v(k), v(k + 1), v(k + 2)], 3)
                } else {
                    each([v(k), v(k + 2), v(k + 1)], 3)
                }
            }),
        }
    })
}

/// The vertex fetch: elements, buffers and the shader's generated values.
#[derive(Clone, Debug)]
pub struct Assembler {
    /// The layout's elements bound to registers.
    pub elements: Vec<Element>,
    /// Vertex buffers by slot.
    pub buffers: Vec<VertexBuffer>,
    /// Registers a vertex's file holds.
    pub regs: usize,
    /// (register, component mask, system value) of VertexID and
    /// InstanceID inputs.
    pub generated: Vec<(usize, u8, SystemValue)>,
    /// StartInstanceLocation.
    pub start_instance: u32,
}

impl Assembler {
    /// The address of element `e` of vertex `vertex` (the buffer
    /// position: index plus base vertex, or start vertex plus count) in
    /// instance `instance`.
    fn address(&self, e: &Element, vertex: i64, instance: u32) -> Option<u64> {
        let b = &self.buffers[e.slot];
        let item = match e.step {
            None => u64::try_from(vertex).ok()?,
            Some(0) => self.start_instance as u64,
            Some(r) => self.start_instance as u64 + (instance / r) as u64,
        };
        b.offset
            .checked_add(item.checked_mul(b.stride)?)?
            .checked_add(e.offset)
    }

    /// Checks that every element of every vertex from `first` to `last`
    /// (buffer positions) in `instances` instances lies inside its buffer:
    /// the error names the element, slot and vertex.
    pub fn check(&self, first: i64, last: i64, instances: u32) -> Result<(), RunError> {
        for e in &self.elements {
            let (lo, hi, what) = match e.step {
                None => (first, last, "vertex"),
                Some(_) => (0, instances.saturating_sub(1) as i64, "instance"),
            };
            for at in [lo, hi] {
                let addr = self.address(e, at, at.max(0) as u32);
                let len = self.buffers[e.slot].data.len() as u64;
                if addr.is_none_or(|a| a + e.format.bytes as u64 > len) {
                    let n = if e.step.is_some() {
                        format!("instance {at}")
                    } else {
                        format!("{what} {at}")
                    };
                    return Err(RunError::of(
                        crate::run::ErrorKind::Input,
                        format!(
                            "input layout element {} ({}, slot {}): {n} reads past the end of vertex buffer {} ({len} bytes)",
                            e.name, e.format.name, e.slot, e.slot
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The vertex shader's input file for buffer position `vertex`,
    /// VertexID `id` and instance `instance` (checked beforehand).
    pub fn file(&self, vertex: i64, id: u32, instance: u32) -> Vec<[u32; 4]> {
        let mut f = vec![[0u32; 4]; self.regs];
        for e in &self.elements {
            let Some(a) = self.address(e, vertex, instance) else {
                continue;
            };
            let data = &self.buffers[e.slot].data;
            let Some(bytes) = data.get(a as usize..a as usize + e.format.bytes) else {
                continue;
            };
            let v = e.format.decode(bytes);
            for c in 0..4 {
                if e.mask & (1 << c) != 0 {
                    f[e.reg][c] = v[c];
                }
            }
        }
        for &(reg, mask, sv) in &self.generated {
            let v = if sv == SystemValue::VERTEX_ID {
                id
            } else {
                instance
            };
            for (c, x) in f[reg].iter_mut().enumerate() {
                if mask & (1 << c) != 0 {
                    *x = v;
                }
            }
        }
        f
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prims(t: Topology, cuts: &[bool]) -> Vec<Vec<usize>> {
        let mut v = Vec::new();
        primitives(t, cuts, |p, n| v.push(p[..n].to_vec()));
        v
    }

    // §8.10: a 5-vertex strip is 3 triangles, odd ones reversed to keep
    // the winding; §8.12: a cut starts a new strip; §8.13: leftovers drop.
    #[test]
    fn strips_and_cuts() {
        let f = [false; 5];
        assert_eq!(
            prims(Topology::TRIANGLE_STRIP, &f),
            vec![vec![0, 1, 2], vec![1, 3, 2], vec![2, 3, 4]]
        );
        assert_eq!(prims(Topology::TRIANGLE_LIST, &f), vec![vec![0, 1, 2]]);
        let c = [false, false, false, true, false, false, false];
        assert_eq!(
            prims(Topology::TRIANGLE_STRIP, &c),
            vec![vec![0, 1, 2], vec![4, 5, 6]]
        );
        assert_eq!(
            prims(Topology::LINE_STRIP, &[false; 3]),
            vec![vec![0, 1], vec![1, 2]]
        );
    }

    // A triangle strip with adjacency draws its even vertices as a strip;
    // a cut ends one (the dangling seventh vertex is dropped).
    #[test]
    fn triangle_strip_with_adjacency() {
        let mut c = [false; 16];
        c[7] = true;
        assert_eq!(
            prims(Topology::TRIANGLE_STRIP_ADJ, &c),
            vec![vec![0, 2, 4], vec![8, 10, 12], vec![10, 14, 12]]
        );
        let mut gs = Vec::new();
        gs_primitives(Topology::TRIANGLE_STRIP_ADJ, &c, |v| gs.push(v.to_vec()));
        assert_eq!(
            gs,
            vec![
                vec![0, 1, 2, 5, 4, 3],
                vec![8, 9, 10, 14, 12, 11],
                vec![10, 13, 14, 15, 12, 8]
            ]
        );
    }
}
