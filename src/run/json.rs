//! The JSON contract: reading inputs, printing register values.

use super::error::{bad_input, RunError};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// A register's name as the input gives it (`v0`, `vPos`, ...), held in
/// place: no register name is longer than 15 bytes, and a vertex of a
/// million-vertex input should not cost an allocation per name.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Name {
    len: u8,
    bytes: [u8; 15],
}

impl Name {
    /// The longest name kept.
    pub const MAX: usize = 15;

    /// `s` as a name; `None` when longer than [`Name::MAX`] bytes.
    pub fn new(s: &str) -> Option<Name> {
        (s.len() <= Self::MAX).then(|| {
            let mut bytes = [0u8; 15];
            bytes[..s.len()].copy_from_slice(s.as_bytes());
            Name {
                len: s.len() as u8,
                bytes,
            }
        })
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        // Made from a &str whole, so always UTF-8.
        std::str::from_utf8(&self.bytes[..self.len as usize]).unwrap_or("")
    }
}

impl std::fmt::Debug for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_str().fmt(f)
    }
}

/// One vertex: register name (`v0`, ...) → four 32-bit components, in
/// name order (a later value of the same name replaces an earlier one).
#[derive(Clone, Debug, Default)]
pub struct Vertex(Vec<(Name, [u32; 4])>);

impl Vertex {
    /// Sets register `name` (at most [`Name::MAX`] bytes, else an error
    /// quoting it).
    pub fn insert(&mut self, name: &str, v: [u32; 4]) -> Result<(), String> {
        let Some(n) = Name::new(name) else {
            let shown: String = name.chars().take(40).collect();
            let cut = if shown.len() < name.len() { "..." } else { "" };
            return Err(format!("'{shown}{cut}' is not a register name"));
        };
        match self.0.binary_search_by(|(k, _)| k.as_str().cmp(name)) {
            Ok(i) => self.0[i].1 = v,
            Err(i) => self.0.insert(i, (n, v)),
        }
        Ok(())
    }

    /// Register `name`.
    pub fn get(&self, name: &str) -> Option<&[u32; 4]> {
        self.0
            .binary_search_by(|(k, _)| k.as_str().cmp(name))
            .ok()
            .map(|i| &self.0[i].1)
    }

    /// Whether register `name` is given.
    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// How many registers.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no register is given.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The registers in name order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &[u32; 4])> {
        self.0.iter().map(|(k, v)| (k.as_str(), v))
    }
}

impl<'a> IntoIterator for &'a Vertex {
    type Item = (&'a str, &'a [u32; 4]);
    type IntoIter = Box<dyn Iterator<Item = (&'a str, &'a [u32; 4])> + 'a>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

/// The parsed input.
#[derive(Default)]
pub struct Input {
    /// Constant buffers by slot.
    pub constants: BTreeMap<u32, Vec<[u32; 4]>>,
    /// Vertex-shader inputs.
    pub vertices: Option<Vec<Vertex>>,
    /// Geometry-shader input primitives.
    pub primitives: Option<Vec<Vec<Vertex>>>,
    /// Pixel-shader inputs, one per pixel (quads of four in order).
    pub pixels: Option<Vec<Vertex>>,
    /// Pixel-shader inputs over a grid, interpolated from its corners.
    pub grid: Option<Grid>,
    /// `t#`/`u#` contents (read by `mem.rs` against the declarations).
    pub resources: Option<Value>,
    /// `s#` states.
    pub samplers: Option<Value>,
    /// Hull and domain shaders: the patches (read by `tess.rs`).
    pub patches: Option<Value>,
    /// Compute shaders: thread groups in x, y, z.
    pub dispatch: Option<[u32; 3]>,
    /// Class instances by interface slot: (function table, `this`).
    pub interfaces: Vec<(u32, [u32; 4])>,
    /// Pixel shaders: the rasterizer's sample count (1, 2, 4, 8, 16).
    pub samples: u32,
    /// A hull and domain shader pair: the domain shader's own
    /// `constants`, `resources`, `samplers` and `interfaces`.
    pub domain: Option<Value>,
    /// Pixel shaders: each pixel's input coverage (one value for every
    /// pixel, or one per pixel); every sample when not given.
    pub coverage: Option<Vec<u32>>,
    /// Pixel shaders: each pixel's rasterizer depth (one value for every
    /// pixel, or one per pixel); 0 when not given.
    pub depth: Option<Vec<f32>>,
    /// Pixel shaders: the rasterizer state's SampleMask (every sample when
    /// not given), ANDed with each pixel's coverage.
    pub sample_mask: Option<u32>,
}

impl Input {
    /// The bindings alone (constants, resources, samplers, interfaces).
    pub fn clone_bindings(&self) -> Input {
        Input {
            constants: self.constants.clone(),
            resources: self.resources.clone(),
            samplers: self.samplers.clone(),
            interfaces: self.interfaces.clone(),
            samples: 1,
            ..Input::default()
        }
    }

    /// Pixel `i`'s input coverage.
    pub fn coverage_of(&self, i: usize) -> u32 {
        match self.coverage.as_deref() {
            Some([one]) => *one,
            Some(list) => list.get(i).copied().unwrap_or(0),
            None => full_coverage(self.samples),
        }
    }

    /// Pixel `i`'s rasterizer depth (a list's pixels).
    pub fn depth_of(&self, i: usize) -> f32 {
        match self.depth.as_deref() {
            Some([one]) => *one,
            Some(list) => list.get(i).copied().unwrap_or(0.0),
            None => 0.0,
        }
    }
}

/// Every sample of a pixel of `samples` samples.
pub fn full_coverage(samples: u32) -> u32 {
    if samples >= 32 {
        u32::MAX
    } else {
        (1u32 << samples) - 1
    }
}

/// A pixel grid: each input register given at the four corners (top
/// left, top right, bottom left, bottom right), interpolated bilinearly
/// at pixel centres.
#[derive(Clone, Debug)]
pub struct Grid {
    pub width: u32,
    pub height: u32,
    pub inputs: BTreeMap<String, [[f32; 4]; 4]>,
    /// The rasterizer depth at the four corners (`SV_Position.z`).
    pub depth: Option<[f32; 4]>,
}

impl Grid {
    /// The inputs of pixel (x, y); pixels outside the grid (helpers of
    /// partial quads) extend the same interpolation.
    pub fn pixel(&self, x: i64, y: i64) -> Vertex {
        let u = (x as f32 + 0.5) / self.width as f32;
        let v = (y as f32 + 0.5) / self.height as f32;
        self.inputs
            .iter()
            .fold(Vertex::default(), |mut px, (k, c)| {
                let r: [u32; 4] = std::array::from_fn(|i| {
                    let top = c[0][i] * (1.0 - u) + c[1][i] * u;
                    let bottom = c[2][i] * (1.0 - u) + c[3][i] * u;
                    (top * (1.0 - v) + bottom * v).to_bits()
                });
                // Names were checked when the grid was read.
                let _ = px.insert(k, r);
                px
            })
    }

    pub(crate) fn read(v: &Value) -> Result<Grid, RunError> {
        let Value::Object(m) = v else {
            return bad_input("grid: an object like {\"width\": 8, \"height\": 8, \"inputs\": {\"v1\": [tl, tr, bl, br]}}");
        };
        let size = |k: &str| -> Result<u32, RunError> {
            match m.get(k).and_then(|v| v.as_u64()) {
                Some(n) if (1..=4096).contains(&n) => Ok(n as u32),
                _ => bad_input(format!("grid.{k}: a size from 1 to 4096")),
            }
        };
        let mut g = Grid {
            width: size("width")?,
            height: size("height")?,
            inputs: BTreeMap::new(),
            depth: None,
        };
        if let Some(d) = m.get("depth") {
            let c: Option<Vec<f32>> = d
                .as_array()
                .filter(|a| a.len() == 4)
                .and_then(|a| a.iter().map(|x| x.as_f64().map(|f| f as f32)).collect());
            match c {
                Some(c) => g.depth = Some([c[0], c[1], c[2], c[3]]),
                None => {
                    return bad_input("grid.depth: the depth at the four corners [tl, tr, bl, br]")
                }
            }
        }
        if (g.width as u64) * (g.height as u64) > 1 << 22 {
            return bad_input("grid: more than 4M pixels");
        }
        if let Some(ins) = m.get("inputs") {
            let Value::Object(ins) = ins else {
                return bad_input("grid.inputs: an object of registers, each [tl, tr, bl, br]");
            };
            for (k, c) in ins {
                let what = format!("grid.inputs.{k}");
                if Name::new(k).is_none() {
                    return bad_input(format!("grid.inputs: '{k}' is not a register name"));
                }
                let Value::Array(c) = c else {
                    return bad_input(format!("{what}: four corner values [tl, tr, bl, br]"));
                };
                if c.len() != 4 {
                    return bad_input(format!("{what}: four corner values [tl, tr, bl, br]"));
                }
                let mut r = [[0f32; 4]; 4];
                for (i, x) in c.iter().enumerate() {
                    r[i] = register(x, &format!("{what}[{i}]"))?.map(f32::from_bits);
                }
                g.inputs.insert(k.clone(), r);
            }
        }
        for k in m.keys() {
            if !matches!(k.as_str(), "width" | "height" | "inputs" | "depth") {
                return bad_input(format!(
                    "grid: unknown key '{k}' (width, height, inputs, depth)"
                ));
            }
        }
        Ok(g)
    }
}

/// A component: a number (read as a 32-bit float) or a hex string of the bits.
pub fn component(v: &Value, what: &str) -> Result<u32, RunError> {
    match v {
        Value::Number(n) => match n.as_f64() {
            Some(f) => Ok((f as f32).to_bits()),
            None => bad_input(format!("{what}: bad number")),
        },
        Value::String(s) => match hex_bits(s) {
            Some(b) => Ok(b),
            None => bad_input(format!("{what}: {}", not_hex(s))),
        },
        _ => bad_input(format!("{what}: a component is a number or a hex string")),
    }
}

/// The bits a component's hex string (`"0x3f800000"`) gives.
pub fn hex_bits(s: &str) -> Option<u32> {
    let h = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X"))?;
    u32::from_str_radix(h, 16).ok()
}

/// The message for a string that is not a component's hex form (quoted
/// up to 40 characters).
pub fn not_hex(s: &str) -> String {
    let shown: String = s.chars().take(40).collect();
    let cut = if shown.len() < s.len() { "..." } else { "" };
    format!("'{shown}{cut}' is not a hex string like \"0x3f800000\"")
}

/// A register value: 1 to 4 components (missing ones are 0).
pub fn register(v: &Value, what: &str) -> Result<[u32; 4], RunError> {
    let mut r = [0u32; 4];
    match v {
        Value::Array(a) if !a.is_empty() && a.len() <= 4 => {
            for (i, c) in a.iter().enumerate() {
                r[i] = component(c, &format!("{what}[{i}]"))?;
            }
        }
        Value::Array(_) => return bad_input(format!("{what}: a register has 1 to 4 components")),
        other => r[0] = component(other, what)?,
    }
    Ok(r)
}

/// One component for output: a float in its shortest exact form, or a hex
/// string for NaN, infinities and denormals (integers that are not floats).
pub fn print_component(bits: u32) -> Value {
    let f = f32::from_bits(bits);
    let denormal = bits & 0x7f80_0000 == 0 && bits & 0x007f_ffff != 0;
    if f.is_finite() && !denormal && bits != 0x8000_0000 {
        let s = format!("{f}");
        if let Some(n) = s.parse::<f64>().ok().and_then(serde_json::Number::from_f64) {
            return Value::Number(n);
        }
    }
    Value::String(format!("0x{bits:08x}"))
}

/// A register for output, `n` components.
pub fn print_register(r: &[u32; 4], n: usize) -> Value {
    Value::Array(r[..n].iter().map(|b| print_component(*b)).collect())
}

/// An output vertex as a JSON object.
pub fn print_vertex(v: &[(String, [u32; 4], usize)]) -> Value {
    let mut m = Map::new();
    for (k, r, n) in v {
        m.insert(k.clone(), print_register(r, *n));
    }
    Value::Object(m)
}

/// JSON text for people: objects one key per line, arrays of numbers and
/// strings (registers, words) on one line.
pub fn pretty(v: &Value) -> String {
    let mut out = String::new();
    write_pretty(v, 0, &mut out);
    out
}

pub(crate) fn write_pretty(v: &Value, depth: usize, out: &mut String) {
    let pad = |d: usize| "  ".repeat(d);
    match v {
        Value::Object(m) if !m.is_empty() => {
            out.push_str("{\n");
            for (i, (k, x)) in m.iter().enumerate() {
                out.push_str(&pad(depth + 1));
                out.push_str(&Value::String(k.clone()).to_string());
                out.push_str(": ");
                write_pretty(x, depth + 1, out);
                out.push_str(if i + 1 < m.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(depth));
            out.push('}');
        }
        Value::Array(a) if a.iter().any(|x| x.is_array() || x.is_object()) => {
            out.push_str("[\n");
            for (i, x) in a.iter().enumerate() {
                out.push_str(&pad(depth + 1));
                write_pretty(x, depth + 1, out);
                out.push_str(if i + 1 < a.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(depth));
            out.push(']');
        }
        Value::Array(a) => {
            let items: Vec<String> = a.iter().map(|x| x.to_string()).collect();
            out.push('[');
            out.push_str(&items.join(", "));
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}
