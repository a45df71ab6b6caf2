//! `--png`: a picture of a run. A geometry shader's primitives are drawn
//! in clip space (x and y divided by w, y up), every stream on one canvas,
//! one colour per instance; a pixel shader's first output over its grid
//! is drawn as colours (clamped to [0, 1]), discarded pixels as a
//! checkerboard.

use super::error::{output_failed, ErrorKind, RunError};
use crate::sm4::fields::Topology;
use serde_json::Value;

/// Colours of instances 0, 1, ... (repeating).
const PALETTE: [[u8; 3]; 8] = [
    [230, 80, 60],
    [60, 160, 230],
    [90, 200, 90],
    [240, 190, 50],
    [170, 90, 220],
    [40, 200, 190],
    [240, 120, 180],
    [150, 150, 150],
];

struct Canvas {
    w: usize,
    h: usize,
    rgba: Vec<u8>,
}

impl Canvas {
    fn new(w: usize, h: usize, bg: [u8; 4]) -> Canvas {
        Canvas {
            w,
            h,
            rgba: bg.iter().copied().cycle().take(w * h * 4).collect(),
        }
    }

    /// Blends `c` over pixel (x, y) with opacity `a` (0 to 255).
    fn blend(&mut self, x: i64, y: i64, c: [u8; 3], a: u16) {
        if x < 0 || y < 0 || x >= self.w as i64 || y >= self.h as i64 {
            return;
        }
        let i = (y as usize * self.w + x as usize) * 4;
        for (d, c) in self.rgba[i..i + 3].iter_mut().zip(c) {
            *d = ((c as u16 * a + *d as u16 * (255 - a)) / 255) as u8;
        }
        self.rgba[i + 3] = 255;
    }

    fn line(&mut self, a: (f32, f32), b: (f32, f32), c: [u8; 3]) {
        let n = ((b.0 - a.0).abs().max((b.1 - a.1).abs()).ceil() as usize).clamp(1, 1 << 14);
        for i in 0..=n {
            let t = i as f32 / n as f32;
            let x = a.0 + (b.0 - a.0) * t;
            let y = a.1 + (b.1 - a.1) * t;
            self.blend(x.round() as i64, y.round() as i64, c, 255);
        }
    }

    fn triangle(&mut self, p: [(f32, f32); 3], c: [u8; 3]) {
        let edge = |a: (f32, f32), b: (f32, f32), x: f32, y: f32| {
            (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0)
        };
        let area = edge(p[0], p[1], p[2].0, p[2].1);
        if area == 0.0 || !area.is_finite() {
            return;
        }
        let lo = |k: fn(&(f32, f32)) -> f32, n: usize| {
            p.iter()
                .map(k)
                .fold(f32::INFINITY, f32::min)
                .floor()
                .clamp(0.0, n as f32) as i64
        };
        let hi = |k: fn(&(f32, f32)) -> f32, n: usize| {
            p.iter()
                .map(k)
                .fold(f32::NEG_INFINITY, f32::max)
                .ceil()
                .clamp(0.0, n as f32) as i64
        };
        let (x0, x1) = (lo(|q| q.0, self.w), hi(|q| q.0, self.w));
        let (y0, y1) = (lo(|q| q.1, self.h), hi(|q| q.1, self.h));
        for y in y0..y1 {
            for x in x0..x1 {
                let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
                let w0 = edge(p[1], p[2], fx, fy) / area;
                let w1 = edge(p[2], p[0], fx, fy) / area;
                let w2 = edge(p[0], p[1], fx, fy) / area;
                if w0 >= 0.0 && w1 >= 0.0 && w2 >= 0.0 {
                    self.blend(x, y, c, 110);
                }
            }
        }
        for k in 0..3 {
            self.line(p[k], p[(k + 1) % 3], c);
        }
    }

    fn png(&self) -> Result<Vec<u8>, RunError> {
        let mut out = Vec::new();
        {
            let mut e = png::Encoder::new(&mut out, self.w as u32, self.h as u32);
            e.set_color(png::ColorType::Rgba);
            e.set_depth(png::BitDepth::Eight);
            let mut w = e
                .write_header()
                .map_err(|e| RunError::of(ErrorKind::Output, format!("png: {e}")))?;
            w.write_image_data(&self.rgba)
                .map_err(|e| RunError::of(ErrorKind::Output, format!("png: {e}")))?;
        }
        Ok(out)
    }
}

fn num(v: &Value) -> f32 {
    match v {
        Value::Number(n) => n.as_f64().unwrap_or(0.0) as f32,
        Value::String(s) => s
            .strip_prefix("0x")
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .map(f32::from_bits)
            .unwrap_or(0.0),
        _ => 0.0,
    }
}

/// The side of a geometry picture, clip space's [-1, 1] square.
const GEOMETRY_SIZE: usize = 512;

/// An empty geometry picture: clip space's axes.
fn geometry_canvas() -> Canvas {
    let mut c = Canvas::new(GEOMETRY_SIZE, GEOMETRY_SIZE, [24, 24, 28, 255]);
    let mid = GEOMETRY_SIZE as f32 / 2.0;
    c.line((0.0, mid), (GEOMETRY_SIZE as f32, mid), [60, 60, 66]);
    c.line((mid, 0.0), (mid, GEOMETRY_SIZE as f32), [60, 60, 66]);
    c
}

/// Draws one strip of stream `stream` (its vertices as printed) in its
/// instance's colour.
fn draw_strip(
    c: &mut Canvas,
    positions: &[(u32, String)],
    (stream, topology, instance): (u32, &str, u32),
    strip: &Value,
) {
    let size = GEOMETRY_SIZE as f32;
    let pos = positions
        .iter()
        .find(|(k, _)| *k == stream)
        .map_or("o0", |(_, r)| r.as_str());
    let colour = PALETTE[instance as usize % 8];
    let pts: Vec<(f32, f32)> = strip
        .as_array()
        .map(|vs| {
            vs.iter()
                .map(|v| {
                    let r = &v[pos];
                    let w = if r[3].is_null() { 1.0 } else { num(&r[3]) };
                    let w = if w == 0.0 { 1.0 } else { w };
                    let (x, y) = (num(&r[0]) / w, num(&r[1]) / w);
                    ((x * 0.5 + 0.5) * size, (0.5 - y * 0.5) * size)
                })
                .collect()
        })
        .unwrap_or_default();
    match Topology::parse(topology).unwrap_or_default() {
        Topology::TRIANGLE_STRIP => {
            for t in pts.windows(3) {
                c.triangle([t[0], t[1], t[2]], colour);
            }
        }
        Topology::LINE_STRIP => {
            for l in pts.windows(2) {
                c.line(l[0], l[1], colour);
            }
        }
        _ => {
            for q in &pts {
                for dy in -2..=2 {
                    for dx in -2..=2 {
                        c.blend(q.0 as i64 + dx, q.1 as i64 + dy, colour, 255);
                    }
                }
            }
        }
    }
}

/// A geometry shader's whole output drawn: every strip, stream by stream.
fn geometry(positions: &[(u32, String)], out: &Value) -> Result<Vec<u8>, RunError> {
    let mut c = geometry_canvas();
    for s in out["streams"].as_array().map_or(&[][..], Vec::as_slice) {
        let sn = s["stream"].as_u64().unwrap_or(0) as u32;
        let topo = s["topology"].as_str().unwrap_or("");
        let inst = s["instances"].as_array().map_or(&[][..], Vec::as_slice);
        let strips = s["strips"].as_array().map_or(&[][..], Vec::as_slice);
        for (k, strip) in strips.iter().enumerate() {
            let i = inst.get(k).and_then(Value::as_u64).unwrap_or(0) as u32;
            draw_strip(&mut c, positions, (sn, topo, i), strip);
        }
    }
    c.png()
}

/// What a picture shows, as the stage's interpreter says.
#[derive(Clone, Debug)]
pub(crate) enum View {
    /// A pixel shader over a grid: this register's colour per pixel.
    Grid(String),
    /// A geometry shader: per stream, the register its positions are in.
    Geometry(Vec<(u32, String)>),
}

/// The colour of one printed pixel: register `reg` clamped to [0, 1], or
/// `None` for a discarded one.
fn colour(reg: &str, v: &Value) -> Option<[u8; 3]> {
    if let Some(samples) = v["samples"].as_array() {
        // Sample frequency: the resolve of a standard pattern, the mean
        // of the samples (here: of those covered and not discarded).
        let got: Vec<[f32; 3]> = samples
            .iter()
            .filter(|s| {
                s["discarded"].as_bool() != Some(true) && s["covered"].as_bool() != Some(false)
            })
            .map(|s| std::array::from_fn(|k| num(&s[reg][k]).clamp(0.0, 1.0)))
            .collect();
        if got.is_empty() {
            return None;
        }
        let n = got.len() as f32;
        return Some(std::array::from_fn(|k| {
            (got.iter().map(|c| c[k]).sum::<f32>() / n * 255.0).round() as u8
        }));
    }
    if v["discarded"].as_bool() == Some(true) {
        return None;
    }
    let r = &v[reg];
    let ch = |k: usize| (num(&r[k]).clamp(0.0, 1.0) * 255.0).round() as u8;
    Some([ch(0), ch(1), ch(2)])
}

/// A grid of `w` × `h` pixel colours, row by row, drawn (discarded pixels
/// as a checkerboard).
fn draw_grid(w: usize, h: usize, colours: &[Option<[u8; 3]>]) -> Result<Vec<u8>, RunError> {
    let scale = (256 / w.max(h)).max(1);
    let mut c = Canvas::new(w * scale, h * scale, [0, 0, 0, 255]);
    for y in 0..h {
        for x in 0..w {
            let colour = colours
                .get(y * w + x)
                .copied()
                .flatten()
                .unwrap_or_else(|| {
                    let g = if ((x * scale / 4) + (y * scale / 4)).is_multiple_of(2) {
                        90
                    } else {
                        140
                    };
                    [g, g, g]
                });
            for dy in 0..scale {
                for dx in 0..scale {
                    c.blend(
                        (x * scale + dx) as i64,
                        (y * scale + dy) as i64,
                        colour,
                        255,
                    );
                }
            }
        }
    }
    c.png()
}

fn grid_size(width: Option<u64>, height: Option<u64>) -> Result<(usize, usize), RunError> {
    match (width, height) {
        (Some(w), Some(h)) => Ok((w as usize, h as usize)),
        _ => output_failed("--png draws a pixel shader run over a \"grid\" (not a list of pixels)"),
    }
}

/// A pixel-shader run over a grid: register `reg` of each pixel as its
/// colour (also the Direct3D 9 pixel shaders' `oC0`).
fn grid(reg: &str, out: &Value) -> Result<Vec<u8>, RunError> {
    let (w, h) = grid_size(out["width"].as_u64(), out["height"].as_u64())?;
    let none = Vec::new();
    let px = out["pixels"].as_array().unwrap_or(&none);
    let colours: Vec<_> = px.iter().map(|v| colour(reg, v)).collect();
    draw_grid(w, h, &colours)
}

/// The PNG picture of `output`, a run drawn as `view` says.
pub(crate) fn draw(view: &View, output: &Value) -> Result<Vec<u8>, RunError> {
    match view {
        View::Geometry(positions) => geometry(positions, output),
        View::Grid(reg) => grid(reg, output),
    }
}

/// A picture drawn from a run's output as it is made
/// (`run::run_to`): a pixel grid keeps one colour per pixel,
/// not the pixels' JSON.
pub struct Picture {
    view: View,
    fields: serde_json::Map<String, Value>,
    colours: Vec<Option<[u8; 3]>>,
    /// A geometry shader's picture, drawn strip by strip as they come.
    canvas: Option<Canvas>,
}

impl Picture {
    /// A picture drawn as `view` says.
    pub(crate) fn with_view(view: View) -> Picture {
        let canvas = matches!(view, View::Geometry(_)).then(geometry_canvas);
        Picture {
            view,
            fields: serde_json::Map::new(),
            colours: Vec::new(),
            canvas,
        }
    }

    /// The PNG.
    pub fn png(&self) -> Result<Vec<u8>, RunError> {
        match &self.view {
            View::Grid(_) => {
                let (w, h) = grid_size(
                    self.fields.get("width").and_then(Value::as_u64),
                    self.fields.get("height").and_then(Value::as_u64),
                )?;
                draw_grid(w, h, &self.colours)
            }
            View::Geometry(_) => match &self.canvas {
                Some(c) => c.png(),
                None => geometry_canvas().png(),
            },
        }
    }
}

impl super::emit::Tap for Picture {
    fn field(&mut self, key: &str, value: &Value) {
        self.fields.insert(key.to_string(), value.clone());
    }
    fn item(&mut self, key: &str, _index: usize, value: &Value) {
        if let (View::Grid(reg), "pixels") = (&self.view, key) {
            self.colours.push(colour(reg, value));
        }
    }
    fn strip(&mut self, stream: u32, topology: &str, instance: u32, strip: &Value) {
        if let (View::Geometry(positions), Some(c)) = (&self.view, &mut self.canvas) {
            draw_strip(c, positions, (stream, topology, instance), strip);
        }
    }
}
