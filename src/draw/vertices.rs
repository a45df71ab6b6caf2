//! The description's vertex input made ready: the vertex buffers' bytes,
//! the input layout's elements with their offsets, and the vertex
//! sequence of an instance (indexed or not, with strip cuts).

use super::desc::Desc;
use super::format;
use super::input::VertexBuffer;
use super::pipeline::{MAX_INSTANCES, MAX_VERTICES};
use crate::run::RunError;

use crate::run::error::bad_input as bad;

/// The bytes of a vertex buffer given in one of its four forms.
pub(super) fn buffer_bytes(i: usize, b: &super::desc::BufferDesc) -> Result<Vec<u8>, RunError> {
    let what = format!("vertex_buffers[{i}]");
    let given = [
        b.floats.is_some(),
        b.uints.is_some(),
        b.ints.is_some(),
        b.bytes.is_some(),
    ];
    if given.iter().filter(|g| **g).count() != 1 {
        return bad(format!(
            "{what}: give its data as exactly one of \"floats\", \"uints\", \"ints\", \"bytes\""
        ));
    }
    let mut out = Vec::new();
    if let Some(f) = &b.floats {
        for (k, v) in f.iter().enumerate() {
            // The element's name is made only for its error.
            let bits = crate::run::json::component(v, "")
                .or_else(|_| crate::run::json::component(v, &format!("{what}.floats[{k}]")))?;
            out.extend_from_slice(&bits.to_le_bytes());
        }
    }
    if let Some(u) = &b.uints {
        u.iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
    }
    if let Some(u) = &b.ints {
        u.iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes()));
    }
    if let Some(u) = &b.bytes {
        out.extend_from_slice(u);
    }
    Ok(out)
}

/// An input-layout element with its format and byte offset.
pub(super) type Placed<'d> = (&'d super::desc::ElementDesc, &'static format::Format, u64);

/// The input layout's elements, each with its format and its offset (given,
/// or after the slot's previous element).
pub(super) fn layout_of(d: &Desc) -> Result<Vec<Placed<'_>>, RunError> {
    let mut offsets = std::collections::BTreeMap::<u32, u64>::new();
    let mut layout = Vec::new();
    for (i, e) in d.input_layout.iter().enumerate() {
        let what = format!("input_layout[{i}]");
        let Some(f) = format::by_name(&e.format) else {
            return bad(format!(
                "{what}: unknown format '{}' (one of {})",
                e.format,
                format::names()
            ));
        };
        if e.slot as usize >= d.vertex_buffers.len() {
            return bad(format!(
                "{what}: slot {} has no vertex buffer ({} given)",
                e.slot,
                d.vertex_buffers.len()
            ));
        }
        let next = offsets.entry(e.slot).or_insert(0);
        let off = e.offset.map_or(*next, u64::from);
        *next = off + f.bytes as u64;
        layout.push((e, f, off));
    }
    Ok(layout)
}

/// The vertex buffers' bytes, strides and offsets.
pub(super) fn buffers_of(d: &Desc) -> Result<Vec<VertexBuffer>, RunError> {
    let mut buffers = Vec::new();
    for (i, b) in d.vertex_buffers.iter().enumerate() {
        buffers.push(VertexBuffer {
            data: buffer_bytes(i, b)?,
            stride: b.stride as u64,
            offset: b.offset as u64,
        });
    }
    Ok(buffers)
}

/// An instance's vertex sequence: (buffer position, VertexID), `None` at a
/// strip cut.
pub(super) type Sequence = Vec<Option<(i64, u32)>>;

/// The vertex sequence of one instance and the instance count, within the
/// limits.
pub(super) fn sequence_of(d: &Desc) -> Result<(Sequence, u32), RunError> {
    let instances = d.draw.instances.unwrap_or(1);
    let count = d.draw.vertices.or(d.draw.indices).unwrap_or(0);
    if count > MAX_VERTICES || instances > MAX_INSTANCES {
        return bad(format!(
            "draw: {count} vertices and {instances} instances; at most {MAX_VERTICES} vertices (or indices) and {MAX_INSTANCES} instances a draw"
        ));
    }
    let sequence: Vec<Option<(i64, u32)>> = match (&d.index_buffer, d.draw.vertices, d.draw.indices)
    {
        (None, Some(n), None) => (0..n)
            .map(|k| Some((d.draw.start_vertex as i64 + k as i64, k)))
            .collect(),
        (Some(ib), None, Some(n)) => {
            let cut = match ib
                .format
                .to_ascii_uppercase()
                .trim_start_matches("DXGI_FORMAT_")
            {
                "R16_UINT" => 0xffff,
                "R32_UINT" => u32::MAX,
                other => {
                    return bad(format!(
                        "index_buffer.format: '{other}' (R16_UINT or R32_UINT)"
                    ))
                }
            };
            let (s, n) = (d.draw.start_index as usize, n as usize);
            if s.checked_add(n).is_none_or(|e| e > ib.indices.len()) {
                return bad(format!(
                    "draw: indices {s} to {} read past the index buffer ({} indices)",
                    s as u64 + n as u64,
                    ib.indices.len()
                ));
            }
            let mut seq = Vec::with_capacity(n);
            for (k, &ix) in ib.indices[s..s + n].iter().enumerate() {
                if ix > cut {
                    return bad(format!(
                        "index_buffer.indices[{}]: {ix} does not fit {}",
                        s + k,
                        ib.format
                    ));
                }
                seq.push((ix != cut).then(|| (ix as i64 + d.draw.base_vertex as i64, ix)));
            }
            seq
        }
        _ => return bad(
            "draw: give \"vertices\" (with no index_buffer) or \"indices\" (with an index_buffer)",
        ),
    };
    Ok((sequence, instances))
}
