//! The input document, read in one pass: the long lists (`vertices`,
//! `pixels`, `primitives`) go straight into compact vertices as the JSON
//! text is read, so a few million vertices cost tens of bytes each rather
//! than a JSON tree's hundreds; every other key is kept as JSON for the
//! readers in `json.rs`, `mem.rs` and `tess.rs`.
//!
//! The same reading serves JSON text (errors say line and column) and an
//! already parsed `serde_json::Value` (the library's `run`).

use super::error::{bad_input, ErrorKind, RunError};
use super::json::{register, Grid, Input, Vertex};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use std::fmt;

/// A seed that reads its value with its own visitor (`deserialize_any`).
macro_rules! seed_by_visitor {
    ($t:ty, $v:ty) => {
        impl<'de> DeserializeSeed<'de> for $t {
            type Value = $v;
            fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<$v, D::Error> {
                d.deserialize_any(self)
            }
        }
    };
}

/// At most this many vertices, pixels or primitives in a list (as many as
/// the largest grid).
pub const MAX_ITEMS: usize = 1 << 22;

/// A run's input: the long lists read compactly, the rest as JSON.
#[derive(Default, Debug)]
pub struct Doc {
    /// `vertices`.
    pub vertices: Option<Vec<Vertex>>,
    /// `pixels`.
    pub pixels: Option<Vec<Vertex>>,
    /// `primitives`: each a list of vertices.
    pub primitives: Option<Vec<Vec<Vertex>>>,
    /// Every other key.
    pub rest: Map<String, Value>,
}

impl Doc {
    /// Reads JSON text.
    pub fn from_text(text: &str) -> Result<Doc, RunError> {
        let mut d = serde_json::Deserializer::from_str(text);
        let doc = Doc::deserialize_from(&mut d)
            .and_then(|doc| d.end().map(|_| doc))
            .map_err(|e| RunError::of(ErrorKind::Input, format!("bad input JSON: {e}")))?;
        Ok(doc)
    }

    /// Reads a parsed JSON value.
    pub fn from_value(v: &Value) -> Result<Doc, RunError> {
        Doc::deserialize_from(v).map_err(|e| RunError::of(ErrorKind::Input, e.to_string()))
    }

    /// An error naming the first list given that `allowed` does not hold
    /// (`keys` lists what the shader takes, for the message).
    pub(crate) fn only_lists(&self, allowed: &[&str], keys: &str) -> Result<(), RunError> {
        let given = [
            ("vertices", self.vertices.is_some()),
            ("pixels", self.pixels.is_some()),
            ("primitives", self.primitives.is_some()),
        ];
        match given.iter().find(|(k, g)| *g && !allowed.contains(k)) {
            Some((k, _)) => Err(RunError::of(
                ErrorKind::Input,
                format!("unknown input key '{k}' ({keys})"),
            )),
            None => Ok(()),
        }
    }

    fn deserialize_from<'de, D: Deserializer<'de>>(d: D) -> Result<Doc, D::Error> {
        d.deserialize_any(DocVisitor)
    }
}

struct DocVisitor;

impl<'de> Visitor<'de> for DocVisitor {
    type Value = Doc;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("the input, a JSON object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Doc, A::Error> {
        let mut doc = Doc::default();
        let left = std::cell::Cell::new(MAX_TREE_BYTES);
        while let Some(k) = m.next_key::<String>()? {
            let given = match k.as_str() {
                "vertices" => doc.vertices.is_some(),
                "pixels" => doc.pixels.is_some(),
                "primitives" => doc.primitives.is_some(),
                _ => doc.rest.contains_key(&k),
            };
            if given {
                return Err(duplicate(&k, "the input"));
            }
            match k.as_str() {
                "vertices" => doc.vertices = Some(m.next_value_seed(List { name: "vertices" })?),
                "pixels" => doc.pixels = Some(m.next_value_seed(List { name: "pixels" })?),
                "primitives" => doc.primitives = Some(m.next_value_seed(Primitives)?),
                "constants" => {
                    let v = m.next_value_seed(ConstantFiles { left: &left })?;
                    doc.rest.insert(k, v);
                }
                _ => {
                    let v = m.next_value_seed(Strict { left: &left })?;
                    doc.rest.insert(k, v);
                }
            }
        }
        Ok(doc)
    }
}

/// The error for a key given twice in one object: JSON leaves its
/// meaning open, and taking either one silently would run an input the
/// user did not mean.
fn duplicate<E: de::Error>(key: &str, object: &str) -> E {
    let shown: String = key.chars().take(40).collect();
    E::custom(format!("'{shown}' is given twice in {object}"))
}

/// The most registers one constant file of the input may give, checked as
/// the JSON is read (so that ten million of them are refused at the first
/// one too many, not after they fill the memory): 8192, the `c` file of
/// Direct3D 9's software vertex shaders. SM4/5 constant buffers hold at
/// most 4096 (checked when the input is read for the shader).
pub const MAX_CONSTANT_REGISTERS: usize = 8192;

/// `constants`: an object of at most 16 constant files, each an array of
/// at most [`MAX_CONSTANT_REGISTERS`] registers.
struct ConstantFiles<'b> {
    left: &'b std::cell::Cell<u64>,
}

seed_by_visitor!(ConstantFiles<'_>, Value);

impl<'de> Visitor<'de> for ConstantFiles<'_> {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("constants: an object like {\"cb0\": [[1,0,0,0]]}")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Value, A::Error> {
        let mut out = Map::new();
        while let Some(k) = m.next_key::<String>()? {
            if out.contains_key(&k) {
                return Err(duplicate(&k, "constants"));
            }
            if out.len() == 16 {
                return Err(de::Error::custom(
                    "constants: more than 16 constant files (cb0 to cb15; c, i, b)",
                ));
            }
            let v = m.next_value_seed(ConstantFile {
                name: &k,
                left: self.left,
            })?;
            out.insert(k, v);
        }
        Ok(Value::Object(out))
    }
}

/// One constant file: an array of registers, at most
/// [`MAX_CONSTANT_REGISTERS`].
struct ConstantFile<'a> {
    name: &'a str,
    left: &'a std::cell::Cell<u64>,
}

impl<'de> DeserializeSeed<'de> for ConstantFile<'_> {
    type Value = Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for ConstantFile<'_> {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "constants.{}: an array of registers", self.name)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut s: A) -> Result<Value, A::Error> {
        let mut out = Vec::new();
        while let Some(v) = s.next_element_seed(Strict { left: self.left })? {
            if out.len() == MAX_CONSTANT_REGISTERS {
                return Err(de::Error::custom(format!(
                    "constants.{}: more than {MAX_CONSTANT_REGISTERS} registers (an SM4/5 constant buffer holds at most 4096, Direct3D 9's c registers at most 8192)",
                    self.name
                )));
            }
            out.push(v);
        }
        Ok(Value::Array(out))
    }
}

/// The most memory the input's keys other than its long lists may take as
/// JSON values (resources, patches, samplers, ...), estimated as they are
/// read: with the text itself, a run's input stays under a gigabyte. A
/// buffer of 2^24 words, Direct3D's largest, takes 512 MiB.
pub const MAX_TREE_BYTES: u64 = 640 << 20;

/// What a JSON value costs held as a `serde_json::Value`: the value, and
/// for a string its bytes, for an object member its key and its share of
/// the map's nodes.
const VALUE_BYTES: u64 = 32;
const MEMBER_BYTES: u64 = 64;
const MAP_BYTES: u64 = 640;

/// Any JSON value, as `serde_json::Value` reads it but refusing an object
/// that gives a key twice, and counting what it takes against `left`
/// ([`MAX_TREE_BYTES`]).
struct Strict<'b> {
    left: &'b std::cell::Cell<u64>,
}

seed_by_visitor!(Strict<'_>, Value);

impl Strict<'_> {
    /// Takes `n` bytes from what is left; an error once it is spent.
    fn take<E: de::Error>(&self, n: u64) -> Result<(), E> {
        match self.left.get().checked_sub(n) {
            Some(l) => {
                self.left.set(l);
                Ok(())
            }
            None => Err(E::custom(format!(
                "the input's keys other than vertices, pixels and primitives take more than {} MiB held as JSON (resources, patches, ...); give fewer or smaller ones",
                MAX_TREE_BYTES >> 20
            ))),
        }
    }
}

impl<'de> Visitor<'de> for Strict<'_> {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E: de::Error>(self, x: bool) -> Result<Value, E> {
        self.take(VALUE_BYTES)?;
        Ok(Value::Bool(x))
    }
    fn visit_i64<E: de::Error>(self, x: i64) -> Result<Value, E> {
        self.take(VALUE_BYTES)?;
        Ok(Value::from(x))
    }
    fn visit_u64<E: de::Error>(self, x: u64) -> Result<Value, E> {
        self.take(VALUE_BYTES)?;
        Ok(Value::from(x))
    }
    fn visit_f64<E: de::Error>(self, x: f64) -> Result<Value, E> {
        self.take(VALUE_BYTES)?;
        Ok(serde_json::Number::from_f64(x).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E: de::Error>(self, x: &str) -> Result<Value, E> {
        self.take(VALUE_BYTES + x.len() as u64)?;
        Ok(Value::String(x.to_owned()))
    }
    fn visit_string<E: de::Error>(self, x: String) -> Result<Value, E> {
        self.take(VALUE_BYTES + x.len() as u64)?;
        Ok(Value::String(x))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
        self.take(VALUE_BYTES)?;
        Ok(Value::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<Value, E> {
        self.take(VALUE_BYTES)?;
        Ok(Value::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut s: A) -> Result<Value, A::Error> {
        self.take::<A::Error>(VALUE_BYTES)?;
        let mut out = Vec::new();
        while let Some(v) = s.next_element_seed(Strict { left: self.left })? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Value, A::Error> {
        self.take::<A::Error>(VALUE_BYTES + MAP_BYTES)?;
        let mut out = Map::new();
        while let Some(k) = m.next_key::<String>()? {
            if out.contains_key(&k) {
                return Err(duplicate(&k, "an object"));
            }
            self.take::<A::Error>(MEMBER_BYTES + k.len() as u64)?;
            let v = m.next_value_seed(Strict { left: self.left })?;
            out.insert(k, v);
        }
        Ok(Value::Object(out))
    }
}

/// A list of vertices (`vertices`, `pixels`).
struct List {
    name: &'static str,
}

seed_by_visitor!(List, Vec<Vertex>);

impl<'de> Visitor<'de> for List {
    type Value = Vec<Vertex>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}: an array of objects of registers", self.name)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut s: A) -> Result<Vec<Vertex>, A::Error> {
        let mut out = Vec::new();
        loop {
            let at = At {
                list: self.name,
                i: out.len(),
                j: None,
            };
            let Some(v) = s.next_element_seed(at)? else {
                break;
            };
            if out.len() == MAX_ITEMS {
                return Err(de::Error::custom(format!(
                    "{}: more than {MAX_ITEMS} entries",
                    self.name
                )));
            }
            out.push(v);
        }
        Ok(out)
    }
}

/// `primitives`: a list of lists of vertices.
struct Primitives;

seed_by_visitor!(Primitives, Vec<Vec<Vertex>>);

impl<'de> Visitor<'de> for Primitives {
    type Value = Vec<Vec<Vertex>>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("primitives: an array of primitives (each an array of vertices)")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut s: A) -> Result<Self::Value, A::Error> {
        let mut out = Vec::new();
        while let Some(p) = s.next_element_seed(Primitive { i: out.len() })? {
            if out.len() == MAX_ITEMS {
                return Err(de::Error::custom(format!(
                    "primitives: more than {MAX_ITEMS} entries"
                )));
            }
            out.push(p);
        }
        Ok(out)
    }
}

struct Primitive {
    i: usize,
}

seed_by_visitor!(Primitive, Vec<Vertex>);

impl<'de> Visitor<'de> for Primitive {
    type Value = Vec<Vertex>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "primitives[{}]: an array of vertices", self.i)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut s: A) -> Result<Self::Value, A::Error> {
        let mut out = Vec::new();
        loop {
            let at = At {
                list: "primitives",
                i: self.i,
                j: Some(out.len()),
            };
            let Some(v) = s.next_element_seed(at)? else {
                break;
            };
            // No primitive has more than 6 vertices (triangle with
            // adjacency); the run checks the exact count.
            if out.len() == 32 {
                return Err(de::Error::custom(format!(
                    "primitives[{}]: more than 32 vertices",
                    self.i
                )));
            }
            out.push(v);
        }
        Ok(out)
    }
}

/// Where a vertex is, for messages: `list[i]` or `list[i][j]`.
#[derive(Clone, Copy)]
struct At {
    list: &'static str,
    i: usize,
    j: Option<usize>,
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}[{}]", self.list, self.i)?;
        if let Some(j) = self.j {
            write!(f, "[{j}]")?;
        }
        Ok(())
    }
}

seed_by_visitor!(At, Vertex);

impl<'de> Visitor<'de> for At {
    type Value = Vertex;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{self}: a vertex is an object of registers, like {{\"v0\": [0,0,0,1]}}"
        )
    }
    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Vertex, A::Error> {
        let mut v = Vertex::default();
        while let Some(k) = m.next_key::<String>()? {
            if v.len() == 64 {
                return Err(de::Error::custom(format!("{self}: more than 64 registers")));
            }
            if v.contains_key(&k) {
                return Err(duplicate(&k, &self.to_string()));
            }
            let r = m.next_value_seed(Reg { at: self, name: &k })?;
            v.insert(&k, r)
                .map_err(|e| de::Error::custom(format!("{self}: {e}")))?;
        }
        Ok(v)
    }
}

/// One register: a component, or an array of 1 to 4.
struct Reg<'a> {
    at: At,
    name: &'a str,
}

impl<'de> DeserializeSeed<'de> for Reg<'_> {
    type Value = [u32; 4];
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<[u32; 4], D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Reg<'_> {
    type Value = [u32; 4];
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{}.{}: a register, 1 to 4 components (numbers or hex strings)",
            self.at, self.name
        )
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut s: A) -> Result<[u32; 4], A::Error> {
        let mut r = [0u32; 4];
        let mut n = 0;
        while let Some(c) = s.next_element_seed(Comp)? {
            if n == 4 {
                return Err(de::Error::custom(format!(
                    "{}.{}: a register has 1 to 4 components",
                    self.at, self.name
                )));
            }
            r[n] = c;
            n += 1;
        }
        if n == 0 {
            return Err(de::Error::custom(format!(
                "{}.{}: a register has 1 to 4 components",
                self.at, self.name
            )));
        }
        Ok(r)
    }
    fn visit_f64<E: de::Error>(self, x: f64) -> Result<[u32; 4], E> {
        Ok([Comp.visit_f64::<E>(x)?, 0, 0, 0])
    }
    fn visit_u64<E: de::Error>(self, x: u64) -> Result<[u32; 4], E> {
        Ok([Comp.visit_u64::<E>(x)?, 0, 0, 0])
    }
    fn visit_i64<E: de::Error>(self, x: i64) -> Result<[u32; 4], E> {
        Ok([Comp.visit_i64::<E>(x)?, 0, 0, 0])
    }
    fn visit_str<E: de::Error>(self, x: &str) -> Result<[u32; 4], E> {
        Ok([Comp.visit_str::<E>(x)?, 0, 0, 0])
    }
}

/// One component: a number (read as a 32-bit float) or a hex string of
/// its bits (as `json::component`).
struct Comp;

seed_by_visitor!(Comp, u32);

impl<'de> Visitor<'de> for Comp {
    type Value = u32;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a component: a number or a hex string like \"0x3f800000\"")
    }
    fn visit_f64<E: de::Error>(self, x: f64) -> Result<u32, E> {
        Ok((x as f32).to_bits())
    }
    fn visit_u64<E: de::Error>(self, x: u64) -> Result<u32, E> {
        Ok((x as f64 as f32).to_bits())
    }
    fn visit_i64<E: de::Error>(self, x: i64) -> Result<u32, E> {
        Ok((x as f64 as f32).to_bits())
    }
    fn visit_str<E: de::Error>(self, s: &str) -> Result<u32, E> {
        super::json::hex_bits(s).ok_or_else(|| E::custom(super::json::not_hex(s)))
    }
}

impl Input {
    /// Reads the input document (its long lists already read).
    pub fn from_doc(doc: Doc) -> Result<Input, RunError> {
        let mut inp = Input {
            vertices: doc.vertices,
            pixels: doc.pixels,
            primitives: doc.primitives,
            samples: 1,
            ..Input::default()
        };
        for (k, val) in doc.rest {
            match k.as_str() {
                "constants" => {
                    let Value::Object(cbs) = val else {
                        return bad_input("constants: an object like {\"cb0\": [[1,0,0,0]]}");
                    };
                    for (name, regs) in cbs {
                        let Some(slot) =
                            name.strip_prefix("cb").and_then(|s| s.parse::<u32>().ok())
                        else {
                            return bad_input(format!(
                                "constants: '{name}' is not a constant buffer name (cb0, cb1, ...)"
                            ));
                        };
                        let Value::Array(a) = regs else {
                            return bad_input(format!("constants.{name}: an array of registers"));
                        };
                        // Direct3D's constant buffer slots and size
                        // (D3D11_COMMONSHADER_CONSTANT_BUFFER_HW_SLOT_COUNT,
                        // D3D11_REQ_CONSTANT_BUFFER_ELEMENT_COUNT).
                        if slot > 15 {
                            return bad_input(format!(
                                "constants: '{name}' is past the last constant buffer (cb0 to cb15)"
                            ));
                        }
                        if a.len() > 4096 {
                            return bad_input(format!(
                                "constants.{name}: {} registers; a constant buffer holds at most 4096",
                                a.len()
                            ));
                        }
                        let mut rs = Vec::with_capacity(a.len());
                        for (i, r) in a.iter().enumerate() {
                            // The register's name only for its error.
                            let reg = register(r, "")
                                .or_else(|_| register(r, &format!("constants.{name}[{i}]")))?;
                            rs.push(reg);
                        }
                        inp.constants.insert(slot, rs);
                    }
                }
                "grid" => inp.grid = Some(Grid::read(&val)?),
                "interfaces" => {
                    let Value::Array(a) = val else {
                        return bad_input("interfaces: an array, one class instance per interface slot, like [{\"table\": 0, \"this\": [0, 0, 0, 0]}]");
                    };
                    for (i, x) in a.iter().enumerate() {
                        let what = format!("interfaces[{i}]");
                        let Some(t) = x["table"].as_u64().filter(|t| *t <= u32::MAX as u64) else {
                            return bad_input(format!("{what}: \"table\", the function table number (ft#) of the instance's class"));
                        };
                        let this = match x.get("this") {
                            Some(v) => {
                                let r = register(v, &format!("{what}.this"))?;
                                // Integers: constant buffer, offset, texture, sampler.
                                let ints: Option<Vec<u32>> = v
                                    .as_array()
                                    .map(|a| a.iter().map(|c| c.as_u64().map(|n| n as u32)).collect())
                                    .unwrap_or(None);
                                match ints {
                                    Some(n) => std::array::from_fn(|k| n.get(k).copied().unwrap_or(0)),
                                    None => r,
                                }
                            }
                            None => [0; 4],
                        };
                        inp.interfaces.push((t as u32, this));
                    }
                }
                "patches" => inp.patches = Some(val),
                "resources" => inp.resources = Some(val),
                "samplers" => inp.samplers = Some(val),
                "dispatch" => {
                    let d: Option<Vec<u32>> = val.as_array().and_then(|a| {
                        a.iter()
                            .map(|x| x.as_u64().filter(|n| *n <= 65535).map(|n| n as u32))
                            .collect()
                    });
                    match d.as_deref() {
                        Some([x, y, z]) => inp.dispatch = Some([*x, *y, *z]),
                        _ => return bad_input("dispatch: three group counts [x, y, z], each 0 to 65535"),
                    }
                }
                "domain" => inp.domain = Some(val),
                "samples" => match val.as_u64() {
                    Some(n @ (1 | 2 | 4 | 8 | 16)) => inp.samples = n as u32,
                    _ => {
                        return bad_input(
                            "samples: the rasterizer's sample count, 1, 2, 4, 8 or 16 (the counts with a standard pattern)",
                        )
                    }
                },
                "sample_mask" => {
                    inp.sample_mask = Some(
                        val.as_u64()
                            .filter(|n| *n <= u32::MAX as u64)
                            .ok_or_else(|| RunError::of(ErrorKind::Input, "sample_mask: a sample mask (an integer)"))?
                            as u32,
                    )
                }
                "coverage" => {
                    let one = |v: &Value| v.as_u64().filter(|n| *n <= u32::MAX as u64).map(|n| n as u32);
                    inp.coverage = Some(match &val {
                        Value::Array(a) => a.iter().map(one).collect::<Option<Vec<u32>>>(),
                        v => one(v).map(|n| vec![n]),
                    }.ok_or_else(|| RunError::of(ErrorKind::Input, "coverage: a sample mask (an integer), or one per pixel"))?);
                }
                "depth" => {
                    let one = |v: &Value| v.as_f64().map(|f| f as f32);
                    inp.depth = Some(match &val {
                        Value::Array(a) => a.iter().map(one).collect::<Option<Vec<f32>>>(),
                        v => one(v).map(|n| vec![n]),
                    }.ok_or_else(|| RunError::of(ErrorKind::Input, "depth: the rasterizer depth (a number), or one per pixel"))?);
                }
                other => {
                    return bad_input(format!(
                        "unknown input key '{other}' (constants, vertices, primitives, patches, pixels, grid, samples, coverage, sample_mask, depth, resources, samplers, dispatch, interfaces, domain)"
                    ))
                }
            }
        }
        Ok(inp)
    }
}
