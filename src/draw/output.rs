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

/// Pixel `i` of a target: its stored channels as the frame prints them.
pub fn pixel_json(t: &Target, i: usize) -> Value {
    let b = t.format.bytes;
    let px = &t.data[i * b..(i + 1) * b];
    Value::Array(
        (0..t.format.count())
            .map(|ch| channel(t, t.format.channel_bits(px, ch), ch))
            .collect(),
    )
}

fn target_json(t: &Target) -> Value {
    let n = t.format.count();
    let b = t.format.bytes;
    let pixels: Vec<Value> = t
        .data
        .chunks_exact(b)
        .map(|px| {
            Value::Array(
                (0..n)
                    .map(|ch| channel(t, t.format.channel_bits(px, ch), ch))
                    .collect(),
            )
        })
        .collect();
    json!({
        "format": t.format.name,
        "width": t.width,
        "height": t.height,
        "pixels": pixels,
    })
}

fn depth_json(d: &DepthBuffer) -> Value {
    let depth: Vec<Value> = d
        .depth
        .iter()
        .map(|&v| match d.format.unorm_bits() {
            Some(_) => Value::from(v),
            None => crate::run::json::print_component(v),
        })
        .collect();
    let mut m = serde_json::Map::new();
    m.insert("format".into(), Value::from(d.format.name()));
    m.insert("depth".into(), Value::Array(depth));
    if d.format.has_stencil() {
        m.insert(
            "stencil".into(),
            Value::Array(d.stencil.iter().map(|&s| Value::from(s)).collect()),
        );
    }
    Value::Object(m)
}

/// The frame as JSON: statistics, each target's pixels row by row (one
/// list of channels each), the depth buffer, the pixel shader's UAVs (a
/// typed UAV's texels as `dxsm run` prints components: floats, or hex
/// bits where the float would not read back).
pub fn frame_json(f: &Frame) -> Value {
    let mut m = serde_json::Map::new();
    if let Some(d) = &f.depth {
        m.insert("depth_stencil".into(), depth_json(d));
    }
    m.insert(
        "statistics".into(),
        serde_json::to_value(f.stats).unwrap_or(Value::Null),
    );
    m.insert(
        "targets".into(),
        Value::Array(f.targets.iter().map(target_json).collect()),
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
    Value::Object(m)
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
    let mut rgba = Vec::with_capacity(t.data.len() / b * 4);
    for px in t.data.chunks_exact(b) {
        for ch in 0..4 {
            rgba.push(to8(t, px, ch));
        }
    }
    encode(t.width, t.height, &rgba)
}

/// The depth buffer as a grey PNG (0 black, 1 white).
pub fn depth_png(d: &DepthBuffer, width: u32, height: u32) -> Result<Vec<u8>, RunError> {
    let mut rgba = Vec::with_capacity(d.depth.len() * 4);
    for &v in &d.depth {
        let x = match d.format.unorm_bits() {
            Some(w) => super::format::from_unorm(v, w),
            None => f32::from_bits(v),
        };
        let g = (x.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
        rgba.extend_from_slice(&[g, g, g, 255]);
    }
    encode(width, height, &rgba)
}
