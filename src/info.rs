//! `dxsm info`: what Direct3D's reflection and fxc's `/dumpbin` tell about a
//! compiled shader. For a DXBC container: its chunks, the stored and the
//! computed checksum, the shader model and stage, signatures, constant
//! buffers, bindings, statistics, feature flags and interface slots; for a
//! Direct3D 9 token stream: its version and constant table. Both give the
//! hash 3Dmigoto names fix files by.

use crate::dxbc::{self, rdef, signature, Container};
use crate::error::{bail, BinError};
use serde::Serialize;
use std::collections::BTreeMap;

/// What `dxsm info` reports about one shader.
#[derive(Clone, Debug, Serialize)]
pub struct Info {
    /// File size in bytes.
    pub size: usize,
    /// `dxbc` or `d3d9`.
    pub container: &'static str,
    /// The shader model and stage (`ps_5_0`, `vs_3_0`).
    pub shader: String,
    /// 3Dmigoto's hash of the bytes (64-bit FNV-1 from a zero basis), as
    /// it prints it.
    pub hash_3dmigoto: String,
    /// The file 3Dmigoto loads in place of this shader
    /// (`ShaderFixes/<hash>-ps_replace.txt`).
    pub fix_file: String,
    /// The stored and computed DXBC checksum.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checksum: Option<Checksum>,
    /// The compiler that made it (RDEF or CTAB).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub creator: Option<String>,
    /// The container's chunks in file order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub chunks: Vec<ChunkInfo>,
    /// Signatures by chunk code (`ISGN`, `OSG5`, `PCSG`, ...).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub signatures: BTreeMap<String, Vec<ElementInfo>>,
    /// Constant buffers with their variables (RDEF).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub constant_buffers: Vec<BufferInfo>,
    /// Resources, samplers, constant buffers and UAVs with their slots.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bindings: Vec<BindingInfo>,
    /// The STAT chunk's counts, by name.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub statistics: BTreeMap<&'static str, u32>,
    /// The SFI0 chunk's feature bits and their names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub feature_flags: Option<Features>,
    /// Interface slots (RDEF), for dynamic shader linkage.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interface_slots: Option<u32>,
    /// Direct3D 9: the constant table's constants.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub constants: Vec<ConstantInfo>,
}

/// A DXBC checksum, stored and computed.
#[derive(Clone, Debug, Serialize)]
pub struct Checksum {
    /// As stored in the header (hex, 32 digits).
    pub stored: String,
    /// As computed from the bytes.
    pub computed: String,
    /// Whether they are the same.
    pub matches: bool,
}

/// One chunk.
#[derive(Clone, Debug, Serialize)]
pub struct ChunkInfo {
    /// Its four-character code.
    pub code: String,
    /// Where its data starts in the file.
    pub offset: usize,
    /// Its data's size in bytes.
    pub size: usize,
}

/// One signature element.
#[derive(Clone, Debug, Serialize)]
pub struct ElementInfo {
    /// Semantic name.
    pub name: String,
    /// Semantic index.
    pub index: u32,
    /// Components (`xyzw`).
    pub mask: String,
    /// Register (`null` for one without: depth, coverage).
    pub register: Option<u32>,
    /// System value (`POS`, `TARGET`, `NONE`).
    pub system_value: String,
    /// Format (`float`, `uint`, `min16f`).
    pub format: String,
    /// Components the shader reads (inputs) or does not always write
    /// (outputs), as the listing's last column.
    pub used: String,
    /// Geometry-shader stream.
    pub stream: u32,
}

/// One constant buffer.
#[derive(Clone, Debug, Serialize)]
pub struct BufferInfo {
    /// Its name.
    pub name: String,
    /// Size in bytes.
    pub size: u32,
    /// Its variables.
    pub variables: Vec<VariableInfo>,
}

/// One variable of a constant buffer.
#[derive(Clone, Debug, Serialize)]
pub struct VariableInfo {
    /// Its name.
    pub name: String,
    /// Its HLSL type (`float4x4`, `float4[8]`, a structure's name).
    #[serde(rename = "type")]
    pub ty: String,
    /// Offset in bytes.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
    /// Whether the code reads it.
    pub used: bool,
}

/// One bound object.
#[derive(Clone, Debug, Serialize)]
pub struct BindingInfo {
    /// Its name.
    pub name: String,
    /// `texture`, `sampler`, `cbuffer`, `UAV`, ...
    #[serde(rename = "type")]
    pub ty: String,
    /// Element format (`float4`, `struct`, `NA`).
    pub format: String,
    /// Dimension (`2d`, `buf`, `r/w`, `NA`).
    pub dimension: String,
    /// The register it is bound at (`t0`, `s1`, `cb2`, `u0`).
    pub slot: String,
    /// How many registers it spans.
    pub count: u32,
}

/// Feature flags.
#[derive(Clone, Debug, Serialize)]
pub struct Features {
    /// The SFI0 bits.
    pub bits: u64,
    /// What they require, as the listing's note says it.
    pub names: Vec<&'static str>,
}

/// One Direct3D 9 constant.
#[derive(Clone, Debug, Serialize)]
pub struct ConstantInfo {
    /// Its name.
    pub name: String,
    /// The register it starts at (`c4`, `s0`, `b1`, `i0`).
    pub register: String,
    /// Registers it spans.
    pub count: u16,
}

/// 3Dmigoto's hash of a shader's bytes: 64-bit FNV-1 (multiply, then
/// exclusive-or each byte) from a basis of zero, not FNV's offset basis.
pub fn hash_3dmigoto(data: &[u8]) -> u64 {
    data.iter().fold(0u64, |h, b| {
        h.wrapping_mul(0x0100_0000_01b3) ^ u64::from(*b)
    })
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// What is known about `data`: a DXBC container or a Direct3D 9 token
/// stream.
pub fn info(data: &[u8]) -> Result<Info, BinError> {
    let hash = hash_3dmigoto(data);
    let mut out = Info {
        size: data.len(),
        container: "dxbc",
        shader: String::new(),
        hash_3dmigoto: format!("{hash:016x}"),
        fix_file: String::new(),
        checksum: None,
        creator: None,
        chunks: Vec::new(),
        signatures: BTreeMap::new(),
        constant_buffers: Vec::new(),
        bindings: Vec::new(),
        statistics: BTreeMap::new(),
        feature_flags: None,
        interface_slots: None,
        constants: Vec::new(),
    };
    if !dxbc::is_dxbc(data) {
        if !crate::sm1::decode::is_token_stream(data) {
            bail!(0, "neither a DXBC container nor a Direct3D 9 token stream");
        }
        let p = crate::sm1::decode(data)?;
        out.container = "d3d9";
        out.shader = crate::sm1::print::version_name(p.version);
        for c in p.comments() {
            if let Some(Ok(t)) = &c.ctab {
                out.creator = Some(t.creator.clone());
                for k in &t.constants {
                    let letter = ["b", "i", "c", "s"]
                        .get(k.register_set as usize)
                        .unwrap_or(&"?");
                    out.constants.push(ConstantInfo {
                        name: k.name.clone(),
                        register: format!("{letter}{}", k.register_index),
                        count: k.register_count,
                    });
                }
            }
        }
        out.fix_file = format!("{}-{}_replace.txt", out.hash_3dmigoto, &out.shader[..2]);
        return Ok(out);
    }
    let c = Container::read(data, false)?;
    let computed = dxbc::checksum(data);
    out.checksum = Some(Checksum {
        stored: hex(&c.checksum),
        computed: hex(&computed),
        matches: computed == c.checksum,
    });
    for ch in &c.chunks {
        out.chunks.push(ChunkInfo {
            code: ch.name(),
            offset: ch.offset,
            size: ch.data.len(),
        });
        match &ch.fourcc {
            b"SHDR" | b"SHEX" => {
                let Some(v) = ch.data.get(..4) else {
                    bail!(ch.offset, "a program chunk without its version");
                };
                let v = u32::from_le_bytes([v[0], v[1], v[2], v[3]]);
                let stage = crate::sm4::Stage::from_u32(v >> 16).map_or("??", |s| s.prefix());
                out.shader = format!("{stage}_{}_{}", (v >> 4) & 0xf, v & 0xf);
            }
            b"RDEF" => {
                let r = rdef::read(ch.data, ch.offset)?;
                out.creator = Some(r.creator.clone());
                for b in &r.buffers {
                    out.constant_buffers.push(BufferInfo {
                        name: b.name.clone(),
                        size: b.size,
                        variables: b
                            .variables
                            .iter()
                            .map(|v| VariableInfo {
                                name: v.name.clone(),
                                ty: rdef::type_text(&r, v.ty),
                                offset: v.offset,
                                size: v.size,
                                used: v.flags & 2 != 0,
                            })
                            .collect(),
                    });
                }
                for b in &r.bindings {
                    let (ty, format, dimension) = rdef::binding_columns(b);
                    out.bindings.push(BindingInfo {
                        name: b.name.clone(),
                        ty: ty.into_owned(),
                        format: format.into_owned(),
                        dimension: dimension.into_owned(),
                        slot: format!("{}{}", rdef::register_prefix(b.input_type), b.bind_point),
                        count: b.bind_count,
                    });
                }
                if r.interface_slots != 0 {
                    out.interface_slots = Some(r.interface_slots);
                }
            }
            b"STAT" => {
                for (k, name) in crate::dxbc::stat::WORD_NAMES {
                    if let Some(w) = ch.data.get(k * 4..k * 4 + 4) {
                        out.statistics
                            .insert(name, u32::from_le_bytes([w[0], w[1], w[2], w[3]]));
                    }
                }
            }
            b"SFI0" => {
                if let Some(b) = ch.data.get(..8) {
                    let bits = u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]);
                    out.feature_flags = Some(Features {
                        bits,
                        names: dxbc::header::feature_names(bits),
                    });
                }
            }
            code if signature::Layout::of(code).is_some() => {
                let s = signature::read(code, ch.data, ch.offset)?;
                let output = !matches!(code, b"ISGN" | b"ISG1");
                let elements = s
                    .elements
                    .iter()
                    .map(|e| {
                        let letters = |m: u8| -> String {
                            (0..4)
                                .filter(|i| m & (1 << i) != 0)
                                .map(|i| ['x', 'y', 'z', 'w'][i])
                                .collect()
                        };
                        // Outputs: the components not always written.
                        let used = if output {
                            e.mask & !e.rw_mask
                        } else {
                            e.rw_mask
                        };
                        ElementInfo {
                            name: e.name.clone(),
                            index: e.index,
                            mask: letters(e.mask),
                            register: (e.register != u32::MAX).then_some(e.register),
                            system_value: signature::sysval_text(e).into_owned(),
                            format: signature::format_text(e).into_owned(),
                            used: letters(used),
                            stream: e.stream,
                        }
                    })
                    .collect();
                out.signatures.insert(ch.name(), elements);
            }
            _ => {}
        }
    }
    if out.shader.is_empty() {
        bail!(
            0,
            "a container without a shader program (no SHDR or SHEX chunk)"
        );
    }
    out.fix_file = format!("{}-{}_replace.txt", out.hash_3dmigoto, &out.shader[..2]);
    Ok(out)
}

/// [`Info`] as text: the facts, then, for a container, the reflection
/// as Microsoft's listing header prints it (buffers, bindings,
/// signatures, class types); for a Direct3D 9 shader, its constant table.
pub fn text(data: &[u8], i: &Info) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "shader:        {} ({} bytes, {})",
        i.shader,
        i.size,
        match i.container {
            "dxbc" => "DXBC container",
            _ => "Direct3D 9 token stream",
        }
    );
    let _ = writeln!(
        s,
        "3Dmigoto hash: {} (ShaderFixes/{})",
        i.hash_3dmigoto, i.fix_file
    );
    if let Some(c) = &i.checksum {
        let verdict = if c.matches { "matches" } else { "DIFFERS" };
        let _ = writeln!(
            s,
            "checksum:      {} stored, {} computed: {verdict}",
            c.stored, c.computed
        );
    }
    if let Some(c) = &i.creator {
        let _ = writeln!(s, "creator:       {c}");
    }
    if !i.chunks.is_empty() {
        let _ = writeln!(s, "chunks:");
        for c in &i.chunks {
            let _ = writeln!(s, "  {}  at 0x{:x}, {} bytes", c.code, c.offset, c.size);
        }
    }
    if let Some(f) = &i.feature_flags {
        let _ = writeln!(
            s,
            "feature flags: 0x{:x}{}",
            f.bits,
            if f.names.is_empty() {
                String::new()
            } else {
                format!(" ({})", f.names.join(", "))
            }
        );
    }
    if let Some(n) = i.interface_slots {
        let _ = writeln!(s, "interface slots: {n}");
    }
    if !i.statistics.is_empty() {
        let _ = writeln!(s, "statistics:");
        for (k, n) in crate::dxbc::stat::WORD_NAMES {
            if let Some(v) = i.statistics.get(n).filter(|v| **v != 0 || *k < 2) {
                let _ = writeln!(s, "  {n}: {v}");
            }
        }
    }
    if i.container == "dxbc" {
        if let Ok(c) = Container::read(data, false) {
            let mut h = String::new();
            if dxbc::header::print_header(&c, dxbc::header::Dialect::V6_3, &mut h).is_ok() {
                s.push_str("reflection (as the listing's header):\n");
                s.push_str(&h);
            }
        }
    } else if !i.constants.is_empty() {
        let _ = writeln!(s, "constants:");
        for k in &i.constants {
            let _ = writeln!(s, "  {:<24} {:>5} {}", k.name, k.register, k.count);
        }
    }
    s
}
