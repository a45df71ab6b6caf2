//! What `dxsm draw` writes: the targets' exact values and the depth
//! buffer as JSON, and pictures of them as PNG.

use super::format::Kind;
use super::frame::Frame;
use super::merge::{DepthBuffer, Target};
use crate::run::{ErrorKind, RunError};
use serde_json::{json, Value};

/// A stored channel as JSON: the integer code of UNORM, SNORM, sRGB and
/// integer formats (SNORM and SINT signed), the float of float formats
/// (shortest exact form; NaN, infinities and denormals as hex bits).
fn channel(t: &Target, bits: u32, ch: usize) -> Value {
    let w = t.format.channels[ch].1;
    match t.format.kind {
        Kind::Float => crate::run::json::print_component(t.format.decode_channel(bits, ch)),
        Kind::Snorm | Kind::Sint => Value::from(super::format::sign_extend(bits, w)),
        _ => Value::from(bits),
    }
}

/// Element `i` of a target (a pixel, or a sample of one): its stored
/// channels as the frame prints them.
pub fn pixel_json(t: &Target, i: usize) -> Value {
    let b = t.format.bytes;
    element_json(t, &t.data[i * b..(i + 1) * b])
}

/// An element's stored channels as the frame prints them.
fn element_json(t: &Target, px: &[u8]) -> Value {
    Value::Array(
        (0..t.format.count())
            .map(|ch| channel(t, t.format.channel_bits(px, ch), ch))
            .collect(),
    )
}

fn target_json(t: &Target) -> Value {
    let b = t.format.bytes;
    let per = t.samples as usize;
    // One entry a pixel: its channels, or with several samples the list
    // of its samples' channels.
    let pixels: Vec<Value> = t
        .data
        .chunks_exact(b * per)
        .map(|px| match per {
            1 => element_json(t, px),
            _ => Value::Array(px.chunks_exact(b).map(|e| element_json(t, e)).collect()),
        })
        .collect();
    let mut v = json!({
        "format": t.format.name,
        "width": t.width,
        "height": t.height,
        "pixels": pixels,
    });
    if per > 1 {
        v["samples"] = Value::from(t.samples);
    }
    if t.slices > 1 {
        v["array_size"] = Value::from(t.slices);
    }
    v
}

/// A depth value as the frame prints it: the UNORM code or the float.
fn depth_value(d: &DepthBuffer, v: u32) -> Value {
    match d.format.unorm_bits() {
        Some(_) => Value::from(v),
        None => crate::run::json::print_component(v),
    }
}

fn depth_json(d: &DepthBuffer) -> Value {
    let per = d.samples as usize;
    let group = |vals: Vec<Value>| -> Value {
        match per {
            1 => Value::Array(vals),
            _ => Value::Array(vals.chunks(per).map(|c| Value::Array(c.to_vec())).collect()),
        }
    };
    let mut m = serde_json::Map::new();
    m.insert("format".into(), Value::from(d.format.name()));
    m.insert(
        "depth".into(),
        group(d.depth.iter().map(|&v| depth_value(d, v)).collect()),
    );
    if per > 1 {
        m.insert("samples".into(), Value::from(d.samples));
    }
    if d.slices > 1 {
        m.insert("array_size".into(), Value::from(d.slices));
    }
    if d.format.has_stencil() {
        m.insert(
            "stencil".into(),
            group(d.stencil.iter().map(|&s| Value::from(s)).collect()),
        );
    }
    Value::Object(m)
}

/// The frame as JSON: statistics, each target's pixels row by row (one
/// list of channels each), the depth buffer, the pixel shader's UAVs (a
/// typed UAV's texels as `dxsm run` prints components: floats, or hex
/// bits where the float would not read back).
pub fn frame_json(f: &Frame) -> Value {
    let mut m = frame_map(f);
    if let Some(d) = &f.depth {
        m.insert("depth_stencil".into(), depth_json(d));
    }
    m.insert(
        "targets".into(),
        Value::Array(f.targets.iter().map(target_json).collect()),
    );
    Value::Object(m)
}

/// [`frame_json`], as `dxsm::run::pretty` prints it, written to `w` a
/// pixel at a time (no JSON value is made of the targets or the depth
/// buffer, so a large frame takes no memory beyond its buffers).
pub fn write_frame(f: &Frame, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let m = frame_map(f);
    // The keys in the order the map prints them, the pixels among them.
    let mut keys: Vec<&str> = m.keys().map(String::as_str).collect();
    if f.depth.is_some() {
        keys.push("depth_stencil");
    }
    keys.push("targets");
    keys.sort_unstable();
    w.write_all(b"{\n")?;
    for (n, k) in keys.iter().enumerate() {
        write!(w, "  {}: ", Value::from(*k))?;
        match (*k, &f.depth) {
            ("depth_stencil", Some(d)) => write_depth(d, w)?,
            ("targets", _) => write_targets(&f.targets, w)?,
            _ => {
                let mut s = String::new();
                crate::run::json::write_pretty(&m[*k], 1, &mut s);
                w.write_all(s.as_bytes())?;
            }
        }
        w.write_all(if n + 1 < keys.len() { b",\n" } else { b"\n" })?;
    }
    w.write_all(b"}\n")
}

/// Scalars `items` as the pretty printer writes a list of them.
fn write_list<T>(
    w: &mut dyn std::io::Write,
    items: impl Iterator<Item = T>,
    one: impl Fn(T) -> Value,
) -> std::io::Result<()> {
    w.write_all(b"[")?;
    for (n, x) in items.enumerate() {
        if n > 0 {
            w.write_all(b", ")?;
        }
        serde_json::to_writer(&mut *w, &one(x))?;
    }
    w.write_all(b"]")
}

/// Values `vals` (at depth 2) as the pretty printer writes them: one
/// line of scalars, or with several samples one line a pixel.
fn write_grouped<T: Copy>(
    w: &mut dyn std::io::Write,
    vals: &[T],
    per: usize,
    one: impl Fn(T) -> Value,
) -> std::io::Result<()> {
    if per == 1 || vals.is_empty() {
        return write_list(w, vals.iter().copied(), one);
    }
    w.write_all(b"[\n")?;
    let count = vals.len() / per;
    for (i, px) in vals.chunks_exact(per).enumerate() {
        w.write_all(b"      ")?;
        write_list(w, px.iter().copied(), &one)?;
        w.write_all(if i + 1 < count { b",\n" } else { b"\n" })?;
    }
    w.write_all(b"    ]")
}

/// The depth-stencil buffer's object (at depth 1).
fn write_depth(d: &DepthBuffer, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    let per = d.samples as usize;
    w.write_all(b"{\n    ")?;
    if d.slices > 1 {
        write!(w, "\"array_size\": {},\n    ", d.slices)?;
    }
    w.write_all(b"\"depth\": ")?;
    write_grouped(w, &d.depth, per, |v| depth_value(d, v))?;
    write!(w, ",\n    \"format\": {}", Value::from(d.format.name()))?;
    if per > 1 {
        write!(w, ",\n    \"samples\": {}", d.samples)?;
    }
    if d.format.has_stencil() {
        w.write_all(b",\n    \"stencil\": ")?;
        write_grouped(w, &d.stencil, per, Value::from)?;
    }
    w.write_all(b"\n  }")
}

/// The targets' list (at depth 1), each pixel a line.
fn write_targets(targets: &[Target], w: &mut dyn std::io::Write) -> std::io::Result<()> {
    if targets.is_empty() {
        return w.write_all(b"[]");
    }
    w.write_all(b"[\n")?;
    for (n, t) in targets.iter().enumerate() {
        w.write_all(b"    {\n      ")?;
        if t.slices > 1 {
            write!(w, "\"array_size\": {},\n      ", t.slices)?;
        }
        write!(
            w,
            "\"format\": {},\n      \"height\": {},\n      \"pixels\": ",
            Value::from(t.format.name),
            t.height
        )?;
        let b = t.format.bytes;
        let per = t.samples as usize;
        let element = |w: &mut dyn std::io::Write, px: &[u8]| {
            let chans = 0..t.format.count();
            write_list(w, chans, |ch| channel(t, t.format.channel_bits(px, ch), ch))
        };
        if t.data.is_empty() {
            w.write_all(b"[]")?;
        } else {
            w.write_all(b"[\n")?;
            let count = t.data.len() / (b * per);
            for (i, px) in t.data.chunks_exact(b * per).enumerate() {
                w.write_all(b"        ")?;
                if per == 1 {
                    element(w, px)?;
                } else {
                    // The pixel's samples, a list of lists on one line.
                    w.write_all(b"[\n")?;
                    for (k, e) in px.chunks_exact(b).enumerate() {
                        w.write_all(b"          ")?;
                        element(w, e)?;
                        w.write_all(if k + 1 < per { b",\n" } else { b"\n" })?;
                    }
                    w.write_all(b"        ]")?;
                }
                w.write_all(if i + 1 < count { b",\n" } else { b"\n" })?;
            }
            w.write_all(b"      ]")?;
        }
        if per > 1 {
            write!(w, ",\n      \"samples\": {}", t.samples)?;
        }
        write!(w, ",\n      \"width\": {}\n    }}", t.width)?;
        w.write_all(if n + 1 < targets.len() { b",\n" } else { b"\n" })?;
    }
    w.write_all(b"  ]")
}

/// The frame's JSON but for the targets and the depth buffer.
fn frame_map(f: &Frame) -> serde_json::Map<String, Value> {
    let mut m = serde_json::Map::new();
    m.insert(
        "statistics".into(),
        serde_json::to_value(f.stats).unwrap_or(Value::Null),
    );
    if let Some(so) = &f.stream_out {
        let buffers: Vec<Value> = so
            .buffers
            .iter()
            .map(|b| {
                let words: Vec<u32> = b
                    .data
                    .chunks_exact(4)
                    .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
                    .collect();
                json!({ "filled": b.filled, "words": words })
            })
            .collect();
        let streams: Vec<Value> = so
            .counts
            .iter()
            .map(|c| json!({ "written": c.0, "needed": c.1 }))
            .collect();
        m.insert(
            "stream_output".into(),
            json!({ "buffers": buffers, "streams": streams }),
        );
    }
    if !f.history.is_empty() {
        m.insert("history".into(), Value::Array(f.history.clone()));
    }
    if !f.uavs.is_empty() {
        let uavs: serde_json::Map<String, Value> = f
            .uavs
            .iter()
            .map(|(slot, u)| {
                let v = if u.texels.is_empty() {
                    json!({ "words": u.words })
                } else {
                    let data: Vec<Value> = u
                        .texels
                        .iter()
                        .map(|t| {
                            Value::Array(
                                t.iter()
                                    .map(|&b| crate::run::json::print_component(b))
                                    .collect(),
                            )
                        })
                        .collect();
                    json!({ "width": u.width, "height": u.height, "data": data })
                };
                (format!("u{slot}"), v)
            })
            .collect();
        m.insert("uavs".into(), Value::Object(uavs));
    }
    m
}

/// One channel as an 8-bit picture value: UNORM and sRGB codes scaled,
/// floats and SNORM clamped to [0, 1], integers clamped to 0-255.
fn to8(t: &Target, px: &[u8], ch: usize) -> u8 {
    let (_, w) = t.format.channels[ch];
    if w == 0 {
        return if ch == 3 { 255 } else { 0 };
    }
    let bits = t.format.channel_bits(px, ch);
    let max = if w >= 32 {
        u32::MAX as f64
    } else {
        ((1u64 << w) - 1) as f64
    };
    match t.format.kind {
        Kind::Unorm | Kind::Srgb => (bits as f64 * 255.0 / max + 0.5) as u8,
        Kind::Uint => bits.min(255) as u8,
        Kind::Sint => (bits as i32).clamp(0, 255) as u8,
        _ => {
            let x = f32::from_bits(t.format.decode_channel(bits, ch));
            let x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
            (x * 255.0 + 0.5) as u8
        }
    }
}

fn encode(w: u32, h: u32, rgba: &[u8]) -> Result<Vec<u8>, RunError> {
    let mut out = Vec::new();
    {
        let mut e = png::Encoder::new(&mut out, w, h);
        e.set_color(png::ColorType::Rgba);
        e.set_depth(png::BitDepth::Eight);
        let err = |e: png::EncodingError| RunError::of(ErrorKind::Output, format!("png: {e}"));
        let mut wr = e.write_header().map_err(err)?;
        wr.write_image_data(rgba).map_err(err)?;
    }
    Ok(out)
}

/// A target as an RGBA PNG.
pub fn target_png(t: &Target) -> Result<Vec<u8>, RunError> {
    let b = t.format.bytes;
    let per = t.samples.max(1) as usize;
    let mut rgba = Vec::with_capacity(t.data.len() / b / per * 4);
    // A multisampled pixel shows the mean of its samples' 8-bit values.
    for px in t.data.chunks_exact(b * per) {
        for ch in 0..4 {
            let sum: usize = px.chunks_exact(b).map(|e| to8(t, e, ch) as usize).sum();
            rgba.push(((sum + per / 2) / per) as u8);
        }
    }
    // The slices of an array one below the other.
    encode(t.width, t.height * t.slices, &rgba)
}

/// The depth buffer as a grey PNG (0 black, 1 white).
pub fn depth_png(d: &DepthBuffer, width: u32, height: u32) -> Result<Vec<u8>, RunError> {
    let per = d.samples.max(1) as usize;
    let mut rgba = Vec::with_capacity(d.depth.len() / per * 4);
    for px in d.depth.chunks_exact(per) {
        let sum: usize = px
            .iter()
            .map(|&v| {
                let x = match d.format.unorm_bits() {
                    Some(w) => super::format::from_unorm(v, w),
                    None => f32::from_bits(v),
                };
                (x.clamp(0.0, 1.0) * 255.0 + 0.5) as usize
            })
            .sum();
        let g = ((sum + per / 2) / per) as u8;
        rgba.extend_from_slice(&[g, g, g, 255]);
    }
    encode(width, height * d.slices, &rgba)
}
