//! Resources, samplers and group-shared memory: what the program declares,
//! what the input JSON gives for them, and how they are printed after a
//! run (UAVs only: they are the shader's memory outputs).

use super::emit::{Emit, Shape};
use super::error::{bad_input, RunError};
use super::json;
use crate::sm4::fields::{Field, ResourceDim, ReturnType};
use crate::sm4::ir::{Instruction, Program};
use crate::sm4::names::{operand, OperandType};
use crate::sm4::table::Opcode;
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// The sampler registers a program declares (`dcl_sampler s#`).
pub fn declared_samplers(prog: &Program) -> Vec<u32> {
    prog.instructions
        .iter()
        .filter(|i| i.opcode == Opcode::DclSampler)
        .filter_map(|i| i.operands.first()?.indices.first().map(|x| x.imm as u32))
        .collect()
}

/// A declared `t#` or `u#`.
#[derive(Clone, Debug)]
pub struct ResDecl {
    pub dim: ResourceDim,
    /// Return type of component 0.
    pub ret: ReturnType,
    /// Bytes per element (structured).
    pub stride: u32,
    /// Multisampled textures: the declared sample count (0: any).
    pub samples: u32,
}

impl ResDecl {
    fn of(ins: &Instruction) -> Option<(OperandType, u32, ResDecl)> {
        let o = ins.operands.first()?;
        let reg = o.indices.first()?.imm as u32;
        let n0 = ins.nums.first().copied().unwrap_or(0);
        let (dim, ret, stride) = match ins.opcode {
            Opcode::DclResource | Opcode::DclUavTyped => {
                let ret = ins.return_types().unwrap_or_default().0[0];
                (ins.get::<ResourceDim>(), ret, 0)
            }
            Opcode::DclResourceRaw | Opcode::DclUavRaw => {
                (ResourceDim::RAW_BUFFER, ReturnType::UINT, 0)
            }
            Opcode::DclResourceStructured | Opcode::DclUavStructured => {
                (ResourceDim::STRUCTURED_BUFFER, ReturnType::UINT, n0)
            }
            _ => return None,
        };
        let samples = if dim.is_multisampled() {
            ins.field(Field::SampleCount)
        } else {
            0
        };
        Some((
            o.ty,
            reg,
            ResDecl {
                dim,
                ret,
                stride,
                samples,
            },
        ))
    }

    /// Whether texel numbers are integers (uint/sint formats).
    pub fn integer(&self) -> bool {
        matches!(self.ret, ReturnType::SINT | ReturnType::UINT)
    }

    fn name(&self) -> &'static str {
        match self.dim {
            ResourceDim::RAW_BUFFER => "raw buffer",
            ResourceDim::STRUCTURED_BUFFER => "structured buffer",
            ResourceDim::UNKNOWN => "resource",
            d => d.name().unwrap_or("resource"),
        }
    }
}

/// All resource declarations of a program: (`t` or `u` type, register).
pub fn declarations(prog: &Program) -> BTreeMap<(OperandType, u32), ResDecl> {
    prog.instructions
        .iter()
        .filter_map(ResDecl::of)
        .map(|(ty, reg, d)| ((ty, reg), d))
        .collect()
}

/// A resource's contents.
#[derive(Clone, Debug)]
pub struct Resource {
    pub decl: ResDecl,
    pub width: u32,
    pub height: u32,
    /// Depth (3D) or array size (six per cube).
    pub depth: u32,
    /// Mip levels (1 for buffers, UAVs and multisampled textures).
    pub mips: u32,
    /// Samples per texel (multisampled textures; 1 otherwise).
    pub samples: u32,
    /// Typed resources: texels in Direct3D's subresource order (array
    /// slice by slice, each slice's mip levels from the largest, each level
    /// row by row; a 3D texture's levels each slice by slice), the samples
    /// of a multisampled texel consecutive.
    pub texels: Vec<[u32; 4]>,
    /// Raw and structured buffers: 32-bit words.
    pub words: Vec<u32>,
    /// The hidden counter of a structured UAV (`imm_atomic_alloc`).
    pub counter: u32,
}

impl Resource {
    /// Whether this is a raw or structured buffer (words, not texels).
    pub fn is_words(&self) -> bool {
        matches!(
            self.decl.dim,
            ResourceDim::RAW_BUFFER | ResourceDim::STRUCTURED_BUFFER
        )
    }

    /// The size of mip level `mip`: width, height, and depth (3D, halved
    /// per level) or the array size (kept).
    pub fn level(&self, mip: u32) -> [u32; 3] {
        let half = |n: u32| (n >> mip.min(31)).max(1);
        let d = if self.decl.dim == ResourceDim::TEXTURE3D {
            half(self.depth)
        } else {
            self.depth
        };
        [half(self.width), half(self.height), d]
    }

    /// Texels of one array slice's levels below `mip` (3D: of the levels
    /// below `mip`, whole).
    fn levels_before(&self, mip: u32) -> u64 {
        (0..mip)
            .map(|k| {
                let [w, h, d] = self.level(k);
                let d = if self.decl.dim == ResourceDim::TEXTURE3D {
                    d
                } else {
                    1
                };
                w as u64 * h as u64 * d as u64
            })
            .sum()
    }

    /// How many texels (times samples) the data holds.
    pub fn texel_count(&self) -> u64 {
        let n = if self.decl.dim == ResourceDim::TEXTURE3D {
            self.levels_before(self.mips)
        } else {
            self.levels_before(self.mips) * self.depth as u64
        };
        n * self.samples as u64
    }

    /// The texel at integer coordinates of level `mip` (`z`: the 3D slice
    /// or the array slice), sample 0; `None` outside.
    pub fn texel_at(&self, mip: u32, x: i64, y: i64, z: i64) -> Option<[u32; 4]> {
        let i = self.at(mip, x, y, z)?;
        self.texels.get(i).copied()
    }

    /// The position of sample 0 of a texel of level `mip`, `None` outside.
    pub fn at(&self, mip: u32, x: i64, y: i64, z: i64) -> Option<usize> {
        if mip >= self.mips {
            return None;
        }
        let [w, h, d] = self.level(mip).map(|n| n as i64);
        if x < 0 || y < 0 || z < 0 || x >= w || y >= h || z >= d {
            return None;
        }
        let i = if self.decl.dim == ResourceDim::TEXTURE3D {
            self.levels_before(mip) as i64 + (z * h + y) * w + x
        } else {
            z * self.levels_before(self.mips) as i64 + self.levels_before(mip) as i64 + y * w + x
        };
        Some(i as usize * self.samples as usize)
    }
}

/// Texture address modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    Wrap,
    Mirror,
    Clamp,
    Border,
    MirrorOnce,
}

/// Comparison functions (D3D11_COMPARISON_FUNC): samplers' (`sample_c`,
/// `gather4_c`) and the output merger's depth and stencil tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// Never passes.
    Never,
    /// reference < stored.
    Less,
    /// reference == stored.
    Equal,
    /// reference <= stored.
    LessEqual,
    /// reference > stored.
    Greater,
    /// reference != stored.
    NotEqual,
    /// reference >= stored.
    GreaterEqual,
    /// Always passes.
    Always,
}

impl Compare {
    /// `reference OP stored` (a sampler's reference against the texel,
    /// a fragment's depth or stencil reference against the buffer's).
    pub fn test<T: PartialOrd>(self, reference: T, stored: T) -> bool {
        match self {
            Compare::Never => false,
            Compare::Less => reference < stored,
            Compare::Equal => reference == stored,
            Compare::LessEqual => reference <= stored,
            Compare::Greater => reference > stored,
            Compare::NotEqual => reference != stored,
            Compare::GreaterEqual => reference >= stored,
            Compare::Always => true,
        }
    }

    /// The comparison named `s` (`never`, `less`, `equal`, `less_equal`,
    /// `greater`, `not_equal`, `greater_equal`, `always`).
    pub fn parse(s: &str) -> Option<Compare> {
        Some(match s {
            "never" => Compare::Never,
            "less" => Compare::Less,
            "equal" => Compare::Equal,
            "less_equal" => Compare::LessEqual,
            "greater" => Compare::Greater,
            "not_equal" => Compare::NotEqual,
            "greater_equal" => Compare::GreaterEqual,
            "always" => Compare::Always,
            _ => return None,
        })
    }
}

/// A sampler state.
#[derive(Clone, Debug)]
pub struct Sampler {
    /// Minification filter linear (else point).
    pub min_linear: bool,
    /// Magnification filter linear (else point).
    pub mag_linear: bool,
    /// Mip filter linear (else point: the nearest level).
    pub mip_linear: bool,
    /// Anisotropic filtering (min, mag and mip linear), and its
    /// `MaxAnisotropy` (1 to 16).
    pub anisotropic: bool,
    pub max_anisotropy: u32,
    pub address: [Address; 3],
    pub border: [u32; 4],
    pub compare: Compare,
    /// `MipLODBias`, `MinLOD`, `MaxLOD`.
    pub mip_lod_bias: f32,
    pub min_lod: f32,
    pub max_lod: f32,
}

impl Default for Sampler {
    fn default() -> Self {
        Sampler {
            min_linear: false,
            mag_linear: false,
            mip_linear: false,
            anisotropic: false,
            max_anisotropy: 16,
            address: [Address::Clamp; 3],
            border: [0; 4],
            compare: Compare::Never,
            mip_lod_bias: 0.0,
            min_lod: -f32::MAX,
            max_lod: f32::MAX,
        }
    }
}

/// The memory a run reads and writes.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    pub t: BTreeMap<u32, Resource>,
    pub u: BTreeMap<u32, Resource>,
    pub s: BTreeMap<u32, Sampler>,
    /// Group-shared memory `g#`, in words, with the structure stride
    /// (0 for raw).
    pub g: BTreeMap<u32, (u32, Vec<u32>)>,
}

fn word(v: &Value, what: &str) -> Result<u32, RunError> {
    // An integer literal is an integer (a 32-bit word, signed or not);
    // anything else a float or hex bits.
    match v {
        Value::Number(n) if n.is_i64() || n.is_u64() => match n.as_i64() {
            Some(i) if i >= i32::MIN as i64 && i <= u32::MAX as i64 => Ok(i as u32),
            _ => bad_input(format!(
                "{what}: {n} does not fit a 32-bit word (-2147483648 to 4294967295; 4294967296.0 is the float)"
            )),
        },
        _ => json::component(v, what),
    }
}

fn int_component(v: &Value, what: &str) -> Result<u32, RunError> {
    match v {
        Value::Number(n) => match n.as_i64() {
            Some(i) if i >= i32::MIN as i64 && i <= u32::MAX as i64 => Ok(i as u32),
            _ => bad_input(format!("{what}: an integer texel component")),
        },
        other => json::component(other, what),
    }
}

fn count(m: &Map<String, Value>, key: &str, what: &str) -> Result<Option<u32>, RunError> {
    match m.get(key) {
        None => Ok(None),
        Some(v) => match v.as_u64() {
            Some(n) if (1..=1 << 16).contains(&n) => Ok(Some(n as u32)),
            _ => bad_input(format!("{what}.{key}: a size from 1 to 65536")),
        },
    }
}

fn resource(decl: &ResDecl, uav: bool, v: &Value, what: &str) -> Result<Resource, RunError> {
    let Value::Object(m) = v else {
        return bad_input(format!(
            "{what}: an object like {{\"width\": 2, \"height\": 1, \"data\": [[1,0,0,1],[0,1,0,1]]}} or {{\"words\": [1, 2]}}"
        ));
    };
    for k in m.keys() {
        if !matches!(
            k.as_str(),
            "width"
                | "height"
                | "depth"
                | "array"
                | "mips"
                | "samples"
                | "data"
                | "words"
                | "counter"
        ) {
            return bad_input(format!(
                "{what}: unknown key '{k}' (width, height, depth, array, mips, samples, data, words, counter)"
            ));
        }
    }
    let mut r = Resource {
        decl: decl.clone(),
        width: 0,
        height: 1,
        depth: 1,
        mips: 1,
        samples: 1,
        texels: Vec::new(),
        words: Vec::new(),
        counter: 0,
    };
    if let Some(c) = m.get("counter") {
        r.counter = word(c, &format!("{what}.counter"))?;
    }
    if r.is_words() {
        let Some(Value::Array(ws)) = m.get("words") else {
            return bad_input(format!(
                "{what}: a {} is given as {{\"words\": [...]}} (32-bit words)",
                decl.name()
            ));
        };
        if ws.len() > 1 << 24 {
            return bad_input(format!("{what}: more than 2^24 words"));
        }
        r.words.reserve(ws.len());
        for (i, w) in ws.iter().enumerate() {
            // The name is made only for a word that is not a plain one.
            r.words.push(match w.as_u64() {
                Some(x) if x <= u32::MAX as u64 => x as u32,
                _ => word(w, &format!("{what}.words[{i}]"))?,
            });
        }
        return Ok(r);
    }
    let Some(Value::Array(data)) = m.get("data") else {
        return bad_input(format!(
            "{what}: a {} is given as {{\"width\": W, \"height\": H, \"data\": [[r,g,b,a], ...]}}",
            decl.name()
        ));
    };
    let n = data.len() as u32;
    r.width = count(m, "width", what)?.unwrap_or(n.max(1));
    r.height = count(m, "height", what)?.unwrap_or(1);
    r.depth = count(m, "depth", what)?
        .or(count(m, "array", what)?)
        .unwrap_or(1);
    // A cube has six faces (+x, -x, +y, -y, +z, -z), each width × height;
    // "array" counts cubes.
    if matches!(
        decl.dim,
        ResourceDim::TEXTURECUBE | ResourceDim::TEXTURECUBEARRAY
    ) {
        r.depth *= 6;
    }
    let textured = decl.dim.is_filterable();
    if let Some(v) = m.get("mips") {
        // A chain ends at 1×1(×1); UAVs and multisampled textures have one
        // level (resinfo page: "for UAVs the number of mip levels is 1").
        let longest = r
            .width
            .max(r.height)
            .max(if decl.dim == ResourceDim::TEXTURE3D {
                r.depth
            } else {
                1
            });
        let most = 32 - longest.leading_zeros();
        match v.as_u64() {
            Some(k) if k >= 1 && k <= most as u64 && (k == 1 || textured && !uav) => {
                r.mips = k as u32
            }
            _ if !textured || uav => {
                return bad_input(format!(
                    "{what}.mips: only a texture read through t# (1D, 2D, 3D, cube or array) has mip levels"
                ))
            }
            _ => {
                return bad_input(format!(
                    "{what}.mips: 1 to {most} levels for a {}×{}{} texture",
                    r.width,
                    r.height,
                    if decl.dim == ResourceDim::TEXTURE3D {
                        format!("×{}", r.depth)
                    } else {
                        String::new()
                    }
                ))
            }
        }
    }
    // A declared sample count is the default, and the only count allowed.
    if decl.samples > 0 {
        r.samples = decl.samples;
    }
    if let Some(v) = m.get("samples") {
        if decl.samples > 0 && v.as_u64() != Some(decl.samples as u64) {
            return bad_input(format!(
                "{what}.samples: the shader declares {} samples",
                decl.samples
            ));
        }
        match v.as_u64() {
            Some(k @ 1..=32) if matches!(decl.dim, ResourceDim::TEXTURE2DMS | ResourceDim::TEXTURE2DMSARRAY) =>
            {
                r.samples = k as u32
            }
            _ if !matches!(decl.dim, ResourceDim::TEXTURE2DMS | ResourceDim::TEXTURE2DMSARRAY) => {
                return bad_input(format!(
                    "{what}.samples: only a multisampled texture (texture2dms, texture2dmsarray) has samples"
                ))
            }
            _ => {
                return bad_input(format!(
                    "{what}.samples: 1 to 32 (1, 2, 4, 8 and 16 have standard sample positions)"
                ))
            }
        }
    }
    let total = r.texel_count();
    if total != n as u64 {
        let mut parts = vec!["width × height × depth".to_string()];
        if r.mips > 1 {
            parts = vec![format!("{} mip levels", r.mips)];
        }
        if r.samples > 1 {
            parts.push(format!("{} samples", r.samples));
        }
        return bad_input(format!(
            "{what}: {n} texels given, {} make {total}",
            parts.join(" and ")
        ));
    }
    for (i, t) in data.iter().enumerate() {
        let at = format!("{what}.data[{i}]");
        let mut reg = [0u32; 4];
        match t {
            Value::Array(a) if !a.is_empty() && a.len() <= 4 => {
                for (c, x) in a.iter().enumerate() {
                    reg[c] = if decl.integer() {
                        int_component(x, &format!("{at}[{c}]"))?
                    } else {
                        json::component(x, &format!("{at}[{c}]"))?
                    };
                }
            }
            _ => return bad_input(format!("{at}: a texel has 1 to 4 components")),
        }
        r.texels.push(reg);
    }
    Ok(r)
}

fn address(v: Option<&Value>, what: &str) -> Result<Address, RunError> {
    Ok(match v.and_then(|v| v.as_str()) {
        None | Some("clamp") => Address::Clamp,
        Some("wrap") => Address::Wrap,
        Some("mirror") => Address::Mirror,
        Some("border") => Address::Border,
        Some("mirror_once") => Address::MirrorOnce,
        Some(o) => {
            return bad_input(format!(
                "{what}: address '{o}' (wrap, mirror, clamp, border, mirror_once)"
            ))
        }
    })
}

fn sampler(v: &Value, what: &str) -> Result<Sampler, RunError> {
    let Value::Object(m) = v else {
        return bad_input(format!(
            "{what}: an object like {{\"filter\": \"linear\", \"address\": \"wrap\"}}"
        ));
    };
    let mut s = Sampler::default();
    for k in m.keys() {
        if !matches!(
            k.as_str(),
            "filter"
                | "min_filter"
                | "mag_filter"
                | "mip_filter"
                | "max_anisotropy"
                | "address"
                | "address_u"
                | "address_v"
                | "address_w"
                | "border"
                | "compare"
                | "mip_lod_bias"
                | "min_lod"
                | "max_lod"
        ) {
            return bad_input(format!(
                "{what}: unknown key '{k}' (filter, min_filter, mag_filter, mip_filter, max_anisotropy, address, address_u/v/w, border, compare, mip_lod_bias, min_lod, max_lod)"
            ));
        }
    }
    // `filter` sets all three; `min_filter`, `mag_filter`, `mip_filter`
    // override one each.
    let linear = |k: &str, dflt: bool| -> Result<bool, RunError> {
        match m.get(k).map(|v| v.as_str()) {
            None => Ok(dflt),
            Some(Some("point")) => Ok(false),
            Some(Some("linear")) => Ok(true),
            Some(o) => bad_input(format!(
                "{what}: {k} {} (point or linear)",
                o.map_or("not a string".into(), |t| format!("'{t}'"))
            )),
        }
    };
    let every = match m.get("filter").map(|v| v.as_str()) {
        None | Some(Some("point")) => false,
        Some(Some("linear")) => true,
        Some(Some("anisotropic")) => {
            s.anisotropic = true;
            true
        }
        Some(o) => {
            return bad_input(format!(
                "{what}: filter {} (point, linear or anisotropic)",
                match o {
                    Some(t) => format!("'{t}'"),
                    None => "not a string".into(),
                }
            ))
        }
    };
    if s.anisotropic
        && ["min_filter", "mag_filter", "mip_filter"]
            .iter()
            .any(|k| m.contains_key(*k))
    {
        return bad_input(format!(
            "{what}: an anisotropic filter has no min_filter, mag_filter or mip_filter"
        ));
    }
    s.min_linear = linear("min_filter", every)?;
    s.mag_linear = linear("mag_filter", every)?;
    s.mip_linear = linear("mip_filter", every)?;
    if let Some(v) = m.get("max_anisotropy") {
        match v.as_u64() {
            Some(n @ 1..=16) if s.anisotropic => s.max_anisotropy = n as u32,
            _ => {
                return bad_input(format!(
                    "{what}.max_anisotropy: 1 to 16, with \"filter\": \"anisotropic\""
                ))
            }
        }
    }
    let lod = |k: &str, dflt: f32| -> Result<f32, RunError> {
        match m.get(k) {
            None => Ok(dflt),
            Some(v) => match v.as_f64() {
                Some(x) if (x as f32).is_finite() => Ok(x as f32),
                _ => bad_input(format!("{what}.{k}: a finite number")),
            },
        }
    };
    s.mip_lod_bias = lod("mip_lod_bias", 0.0)?;
    s.min_lod = lod("min_lod", -f32::MAX)?;
    s.max_lod = lod("max_lod", f32::MAX)?;
    let all = address(m.get("address"), what)?;
    for (i, k) in ["address_u", "address_v", "address_w"].iter().enumerate() {
        s.address[i] = match m.get(*k) {
            Some(v) => address(Some(v), what)?,
            None => all,
        };
    }
    if let Some(b) = m.get("border") {
        s.border = json::register(b, &format!("{what}.border"))?;
    }
    s.compare = match m.get("compare").and_then(|v| v.as_str()) {
        None => Compare::Never,
        Some(o) => match Compare::parse(o) {
            Some(c) => c,
            None => return bad_input(format!("{what}: compare '{o}'")),
        },
    };
    Ok(s)
}

impl Memory {
    /// Reads `resources` and `samplers` from the input, checked against
    /// the program's declarations, and makes its group-shared memory.
    pub fn read(
        prog: &Program,
        resources: Option<&Value>,
        samplers: Option<&Value>,
    ) -> Result<Memory, RunError> {
        let decls = declarations(prog);
        let mut mem = Memory::default();
        let empty = Map::new();
        let given = match resources {
            None => &empty,
            Some(Value::Object(m)) => m,
            Some(_) => {
                return bad_input("resources: an object like {\"t0\": {...}, \"u0\": {...}}")
            }
        };
        for (k, v) in given {
            let what = format!("resources.{k}");
            let (ty, reg) = match (k.strip_prefix('t'), k.strip_prefix('u')) {
                (Some(n), _) => (operand::RESOURCE, n),
                (_, Some(n)) => (operand::UAV, n),
                _ => {
                    return bad_input(format!(
                        "{what}: a resource is named t0, t1, ... or u0, u1, ..."
                    ))
                }
            };
            let Ok(reg) = reg.parse::<u32>() else {
                return bad_input(format!(
                    "{what}: a resource is named t0, t1, ... or u0, u1, ..."
                ));
            };
            let Some(decl) = decls.get(&(ty, reg)) else {
                return bad_input(format!("{what}: the shader declares no {k}"));
            };
            let r = resource(decl, ty == operand::UAV, v, &what)?;
            if ty == operand::RESOURCE {
                mem.t.insert(reg, r);
            } else {
                mem.u.insert(reg, r);
            }
        }
        for ((ty, reg), d) in &decls {
            let (set, c) = if *ty == operand::RESOURCE {
                (&mem.t, 't')
            } else {
                (&mem.u, 'u')
            };
            if !set.contains_key(reg) {
                return bad_input(format!(
                    "the shader declares {c}{reg} ({}), which \"resources\" does not give",
                    d.name()
                ));
            }
        }
        let declared_samplers = declared_samplers(prog);
        match samplers {
            None => {}
            Some(Value::Object(m)) => {
                for (k, v) in m {
                    let what = format!("samplers.{k}");
                    let Some(reg) = k.strip_prefix('s').and_then(|n| n.parse::<u32>().ok()) else {
                        return bad_input(format!("{what}: a sampler is named s0, s1, ..."));
                    };
                    if !declared_samplers.contains(&reg) {
                        return bad_input(format!("{what}: the shader declares no {k}"));
                    }
                    mem.s.insert(reg, sampler(v, &what)?);
                }
            }
            Some(_) => {
                return bad_input("samplers: an object like {\"s0\": {\"filter\": \"linear\"}}")
            }
        }
        // Samplers not given are point-filtered and clamped.
        for s in declared_samplers {
            mem.s.entry(s).or_default();
        }
        for ins in &prog.instructions {
            let reg = || ins.operands.first()?.indices.first().map(|x| x.imm as u32);
            let words = match ins.opcode {
                Opcode::DclTgsmRaw => ins.nums.first().map(|b| (0, b / 4)),
                Opcode::DclTgsmStructured => match ins.nums.as_slice() {
                    [stride, n, ..] => Some((*stride, stride / 4 * n)),
                    _ => None,
                },
                _ => continue,
            };
            if let (Some(reg), Some((stride, n))) = (reg(), words) {
                if n > 8192 {
                    return bad_input(format!("g{reg}: more than 32 KB of group-shared memory"));
                }
                mem.g.insert(reg, (stride, vec![0; n as usize]));
            }
        }
        Ok(mem)
    }

    /// Direct3D 9: the textures bound to the declared samplers, read from
    /// `resources` (keyed by sampler, `s0`, `s1`, ...), and the sampler
    /// states. `decls` gives each declared sampler register and the
    /// dimension of its texture (from `dcl_2d`, `dcl_cube`, `dcl_volume`).
    /// Textures are float; the texture for sampler s# is kept as `t[#]`.
    pub fn read_d3d9(
        decls: &[(u32, ResourceDim)],
        resources: Option<&Value>,
        samplers: Option<&Value>,
    ) -> Result<Memory, RunError> {
        let mut mem = Memory::default();
        let names = || {
            decls
                .iter()
                .map(|(r, _)| format!("s{r}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let reg_of = |k: &str, what: &str| -> Result<u32, RunError> {
            let reg = k.strip_prefix('s').and_then(|n| n.parse::<u32>().ok());
            match reg {
                Some(r) if decls.iter().any(|(d, _)| *d == r) => Ok(r),
                Some(_) => bad_input(format!(
                    "{what}: the shader declares no sampler {k} (it declares: {})",
                    names()
                )),
                None => bad_input(format!(
                    "{what}: a Direct3D 9 texture or sampler is named by its sampler, s0, s1, ..."
                )),
            }
        };
        match resources {
            None => {}
            Some(Value::Object(m)) => {
                for (k, v) in m {
                    let what = format!("resources.{k}");
                    let reg = reg_of(k, &what)?;
                    let d = decls
                        .iter()
                        .find(|(r, _)| *r == reg)
                        .map_or(ResourceDim::TEXTURE2D, |x| x.1);
                    let decl = ResDecl {
                        dim: d,
                        ret: ReturnType::FLOAT,
                        stride: 0,
                        samples: 0,
                    };
                    mem.t.insert(reg, resource(&decl, false, v, &what)?);
                }
            }
            Some(_) => return bad_input("resources: an object like {\"s0\": {\"width\": 2, ...}}"),
        }
        for (reg, d) in decls {
            if !mem.t.contains_key(reg) {
                let decl = ResDecl {
                    dim: *d,
                    ret: ReturnType::FLOAT,
                    stride: 0,
                    samples: 0,
                };
                return bad_input(format!(
                    "the shader declares sampler s{reg} ({}), whose texture \"resources\" does not give (as \"s{reg}\")",
                    decl.name()
                ));
            }
        }
        match samplers {
            None => {}
            Some(Value::Object(m)) => {
                for (k, v) in m {
                    let what = format!("samplers.{k}");
                    let reg = reg_of(k, &what)?;
                    mem.s.insert(reg, sampler(v, &what)?);
                }
            }
            Some(_) => {
                return bad_input("samplers: an object like {\"s0\": {\"filter\": \"linear\"}}")
            }
        }
        for (reg, _) in decls {
            mem.s.entry(*reg).or_default();
        }
        Ok(mem)
    }

    /// Zeroes group-shared memory (a new thread group).
    pub fn clear_shared(&mut self) {
        for (_, g) in self.g.values_mut() {
            g.iter_mut().for_each(|w| *w = 0);
        }
    }

    /// Writes the `uavs` field: texels by their format (float or integer),
    /// words as unsigned integers, written as they are printed (a buffer
    /// of 2^24 words is not made a JSON value first).
    pub fn write_uavs(&self, out: &mut Emit) -> Result<(), RunError> {
        // Keys in the order the output's objects keep them (as text:
        // u0, u1, u10, u2).
        let mut named: Vec<(String, &Resource)> = self
            .u
            .iter()
            .map(|(reg, r)| (format!("u{reg}"), r))
            .collect();
        named.sort_by(|a, b| a.0.cmp(&b.0));
        out.open(Some("uavs"), Shape::Object)?;
        for (name, r) in named {
            out.open(Some(&name), Shape::Object)?;
            if r.is_words() {
                if r.decl.dim == ResourceDim::STRUCTURED_BUFFER {
                    out.put(Some("counter"), Value::from(r.counter))?;
                }
                out.open(Some("words"), Shape::Inline)?;
                for w in &r.words {
                    out.put(None, Value::from(*w))?;
                }
                out.close()?;
            } else {
                out.open(Some("data"), Shape::Lines)?;
                for t in &r.texels {
                    let texel = if r.decl.integer() {
                        Value::Array(
                            t.iter()
                                .map(|c| match r.decl.ret {
                                    ReturnType::SINT => Value::from(*c as i32),
                                    _ => Value::from(*c),
                                })
                                .collect(),
                        )
                    } else {
                        json::print_register(t, 4)
                    };
                    out.put(None, texel)?;
                }
                out.close()?;
                if r.depth > 1 {
                    out.put(Some("depth"), Value::from(r.depth))?;
                }
                if r.height > 1 {
                    out.put(Some("height"), Value::from(r.height))?;
                }
                out.put(Some("width"), Value::from(r.width))?;
            }
            out.close()?;
        }
        out.close()
    }
}
