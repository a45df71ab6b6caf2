//! The comment header of an SM4/5 listing: everything `D3DDisassemble`
//! prints before the shader version line, both directions.
//!
//! Contract: [`print_header`] writes, for a container, the `// Generated
//! by ...` lines, the feature note (SFI0 and early depth-stencil), the
//! buffer definitions and resource bindings (RDEF), the signatures
//! (patch-constant, input, output), the tessellation summary of hull and
//! domain shaders and the sample-frequency note. It stops before the
//! level-9 sections ("Constant buffer to DX9 shader constant mappings",
//! "Level9 shader bytecode"): for a container with an `Aon9` chunk the
//! caller prints those right after this header. Class-type and
//! interface-slot tables (IFCE chunk) are not printed yet.
//!
//! [`parse_header`] reads those comments back into a [`ParsedHeader`]
//! from which the assembler rebuilds the RDEF and signature chunks; a
//! listing without comments gives an empty one.

use super::container::Container;
use super::ifce::{self, Ifce};
use super::rdef::{self, BindingStyle, Rdef};
use super::signature::{self, Layout, PrintOptions, Signature};
use crate::error::{BinError, TextError};
use crate::sm4::fields::{
    controls_of, Field, GlobalFlags, TessDomain, TessOutput, TessPartitioning,
};
use std::fmt::Write as _;

/// The listing flavour of one Microsoft disassembler version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// d3dcompiler_47 6.3.9600 (Windows 8.1 SDK).
    V6_3,
    /// fxc 9.29 / 9.30 (DirectX SDK, Windows 8 SDK): an extra `///` line.
    V9,
    /// fxc 10.x (Windows 10 SDK): `HLSL Bind` / `Count` binding columns.
    V10,
}

impl Dialect {
    /// The dialect of the compiler named by an RDEF creator string,
    /// e.g. `Microsoft (R) HLSL Shader Compiler 9.30.9200.20714`;
    /// 6.3 for anything unrecognised.
    pub fn from_creator(creator: &str) -> Dialect {
        let version = creator.rsplit(' ').next().unwrap_or("");
        let major = version
            .split('.')
            .next()
            .and_then(|m| m.parse::<u32>().ok());
        match major {
            Some(9) => Dialect::V9,
            Some(m) if m >= 10 => Dialect::V10,
            _ => Dialect::V6_3,
        }
    }
    fn binding_style(self) -> BindingStyle {
        match self {
            Dialect::V10 => BindingStyle::HlslBind,
            _ => BindingStyle::SlotElements,
        }
    }
}

fn find<'a, 'b>(c: &'b Container<'a>, code: &[u8; 4]) -> Option<&'b super::container::Chunk<'a>> {
    c.chunks.iter().find(|k| &k.fourcc == code)
}

/// What the header needs from the shader program chunk.
#[derive(Default)]
struct ProgramFacts {
    program_type: Option<u32>,
    domain: Option<TessDomain>,
    partitioning: Option<TessPartitioning>,
    primitive: Option<TessOutput>,
    input_cp: Option<u32>,
    output_cp: Option<u32>,
    early_depth: bool,
    streams: u32,
}

fn program_facts(c: &Container) -> ProgramFacts {
    let mut f = ProgramFacts::default();
    let Some(ch) = find(c, b"SHEX").or_else(|| find(c, b"SHDR")) else {
        return f;
    };
    use crate::sm4::decode::{skim, word_at};
    let Some(ver) = word_at(ch.data, 0) else {
        return f;
    };
    f.program_type = Some(ver >> 16);
    for (_, tok, _) in skim(ch.data, 2, usize::MAX) {
        use crate::sm4::Opcode::*;
        let op = crate::sm4::Opcode::from_u16(crate::sm4::fields::opcode_number(tok));
        let ctl = controls_of(tok);
        let get = |field: Field| field.read(ctl);
        match op {
            Some(DclGlobalFlags) => {
                f.early_depth |=
                    GlobalFlags(get(Field::GlobalFlags)).contains(GlobalFlags::EARLY_DEPTH_STENCIL)
            }
            Some(DclStream) => f.streams += 1,
            Some(DclInputControlPointCount) => f.input_cp = Some(get(Field::ControlPoints)),
            Some(DclOutputControlPointCount) => f.output_cp = Some(get(Field::ControlPoints)),
            Some(DclTessDomain) => f.domain = Some(TessDomain(get(Field::TessDomain))),
            Some(DclTessPartitioning) => {
                f.partitioning = Some(TessPartitioning(get(Field::TessPartitioning)))
            }
            Some(DclTessOutputPrimitive) => f.primitive = Some(TessOutput(get(Field::TessOutput))),
            _ => {}
        }
    }
    f
}

const FEATURES: &[(u64, &str)] = &[
    (0x1, "Double-precision floating point"),
    (0x4, "UAVs at every shader stage"),
    (0x8, "64 UAV slots"),
    (0x10, "Minimum-precision data types"),
    (0x20, "Double-precision extensions for 11.1"),
    (0x40, "Shader extensions for 11.1"),
    (0x80, "Comparison filtering for feature level 9"),
    (0x100, "Tiled resources"),
];

/// The features an SFI0 chunk's bits name, as the listing's note names
/// them.
pub fn feature_names(bits: u64) -> Vec<&'static str> {
    FEATURES
        .iter()
        .filter(|(b, _)| bits & b != 0)
        .map(|(_, t)| *t)
        .collect()
}

fn print_features(c: &Container, facts: &ProgramFacts, out: &mut String) {
    let bits = find(c, b"SFI0")
        .and_then(|k| k.data.get(..8))
        .map_or(0, |b| {
            u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])
        });
    let mut lines: Vec<&str> = Vec::new();
    for (bit, text) in FEATURES {
        if bits & bit != 0 {
            lines.push(text);
        }
        if *bit == 0x1 && facts.early_depth {
            lines.push("Early depth-stencil");
        }
    }
    if lines.is_empty() {
        return;
    }
    out.push_str("//\n// Note: shader requires additional functionality:\n");
    for l in lines {
        out.push_str("//       ");
        out.push_str(l);
        out.push('\n');
    }
    out.push_str("//\n");
}

fn print_tessellation(facts: &ProgramFacts, out: &mut String) {
    let Some(domain) = facts.domain else { return };
    let cp = if facts.program_type == Some(3) {
        facts.output_cp
    } else {
        facts.input_cp
    };
    let d = match domain {
        TessDomain::ISOLINE => "Isoline",
        TessDomain::TRI => "Triangle",
        TessDomain::QUAD => "Quadrilateral",
        _ => "Undefined",
    };
    out.push_str("// Tessellation Domain   # of control points\n// -------------------- --------------------\n");
    let _ = writeln!(out, "// {d:<20} {:>20}\n//", cp.unwrap_or(0));
    if facts.program_type == Some(3) {
        let p = match facts.primitive.unwrap_or_default() {
            TessOutput::POINT => "Point",
            TessOutput::LINE => "Line",
            TessOutput::TRIANGLE_CW => "Clockwise Triangles",
            TessOutput::TRIANGLE_CCW => "Counter-Clockwise Triangles",
            _ => "Undefined",
        };
        let q = match facts.partitioning.unwrap_or_default() {
            TessPartitioning::INTEGER => "Integer",
            TessPartitioning::POW2 => "Integer Power of 2",
            TessPartitioning::FRACTIONAL_ODD => "Odd Fractional",
            TessPartitioning::FRACTIONAL_EVEN => "Even Fractional",
            _ => "Undefined",
        };
        out.push_str("// Tessellation Output Primitive  Partitioning Type \n// ------------------------------ ------------------\n");
        let _ = writeln!(out, "// {p:<30} {q:<18}\n//");
    }
}

/// What Microsoft's header names when a container has no RDEF chunk
/// (reflection stripped): its disassembler, not a compiler.
pub const STRIPPED_CREATOR: &str = "Microsoft (R) D3D Shader Disassembler";

/// Prints the listing header of `container` in `dialect` (see the module
/// documentation for where it stops).
pub fn print_header(
    container: &Container,
    dialect: Dialect,
    out: &mut String,
) -> Result<(), BinError> {
    let rdef = find(container, b"RDEF").map(|k| rdef::read(k.data, k.offset));
    print_header_with(container, rdef, dialect, out)
}

/// [`print_header`] with the container's RDEF chunk already read (`None`
/// where it has none): the disassembler reads it first for the creator
/// that picks the dialect, and reading it again was 3% of a listing. A
/// chunk that could not be read is this call's error, as there.
pub fn print_header_with(
    container: &Container,
    rdef: Option<Result<Rdef, BinError>>,
    dialect: Dialect,
    out: &mut String,
) -> Result<(), BinError> {
    let rdef = rdef.transpose()?;
    let facts = program_facts(container);
    out.push_str("//\n// Generated by ");
    // Without RDEF (reflection stripped) Microsoft names its disassembler
    // (checked with the oracle on D3DStripShader's outputs).
    out.push_str(
        rdef.as_ref()
            .map_or(STRIPPED_CREATOR, |r| r.creator.as_str()),
    );
    out.push_str("\n//\n");
    // The blocks go straight into `out` (a body of their own grew from
    // nothing and was copied over): 9.x's `///` line goes in afterwards.
    let start = out.len();
    print_features(container, &facts, out);
    if let Some(r) = &rdef {
        rdef::print_buffers(r, out);
        rdef::print_bindings(r, dialect.binding_style(), out);
        out.push_str("//\n");
    }
    let hull = facts.program_type == Some(3);
    let blocks: [(&[&[u8; 4]], &str, bool); 3] = [
        (&[b"PCSG", b"PSG1"], "Patch Constant signature", hull),
        (&[b"ISGN", b"ISG1"], "Input signature", false),
        (&[b"OSGN", b"OSG5", b"OSG1"], "Output signature", true),
    ];
    for (codes, title, output) in blocks {
        if let Some(k) = container.find(codes) {
            let sig = signature::read(&k.fourcc, k.data, k.offset)?;
            let opts = PrintOptions {
                output,
                stream_prefix: output && facts.streams > 1,
            };
            signature::print(&sig, title, opts, out);
        }
    }
    // The sample-frequency note and the tessellation table come with the
    // statistics: a container stripped of reflection (no STAT) has
    // neither. The note is the STAT chunk's word 28 (set by the compiler
    // for an input interpolated per sample or read as SV_SampleIndex),
    // whatever the code says and whatever the stage; it follows the
    // signatures and comes before the tessellation and interface tables
    // (checked with the oracle on patched STAT chunks, and on every
    // listing of the corpus).
    let stat = find(container, b"STAT");
    if stat.is_some_and(|k| k.data.get(112..116).is_some_and(|b| b != [0u8; 4])) {
        out.push_str("// Pixel Shader runs at sample frequency\n//\n");
    }
    if stat.is_some() {
        print_tessellation(&facts, out);
    }
    if let Some(k) = find(container, b"IFCE") {
        ifce::print(&ifce::read(k.data, k.offset)?, out);
    }
    if dialect == Dialect::V9 {
        // 9.x prints a `///` line after the first block's opening `//`
        // (which it adds when the blocks do not start with one).
        if out[start..].starts_with("//\n") {
            out.insert_str(start + 3, "///\n");
        } else {
            out.insert_str(start, "//\n///\n");
        }
    }
    Ok(())
}

/// What the comment header of a listing holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParsedHeader {
    /// The creator named on the `// Generated by` line.
    pub creator: Option<String>,
    /// Buffer definitions and bindings (without flags, program type or
    /// target version, which come from elsewhere).
    pub rdef: Option<Rdef>,
    /// Patch-constant signature.
    pub patch_constant: Option<Signature>,
    /// Input signature.
    pub input: Option<Signature>,
    /// Output signature.
    pub output: Option<Signature>,
    /// Class types, instances and interface slots (the IFCE chunk).
    pub ifce: Option<Ifce>,
}

/// The signature chunk codes for (patch constant, input, output) in a
/// parsed header, by layout.
pub fn signature_codes(h: &ParsedHeader) -> [Option<[u8; 4]>; 3] {
    let code = |s: &Option<Signature>, basic: &[u8; 4], stream: &[u8; 4], full: &[u8; 4]| {
        s.as_ref().map(|s| match s.layout {
            Layout::Basic => *basic,
            Layout::Stream => *stream,
            Layout::Full => *full,
        })
    };
    [
        code(&h.patch_constant, b"PCSG", b"PCSG", b"PSG1"),
        code(&h.input, b"ISGN", b"ISGN", b"ISG1"),
        code(&h.output, b"OSGN", b"OSG5", b"OSG1"),
    ]
}

/// Reads a version line such as `ps_5_0` or `vs_4_0_level_9_1`:
/// (RDEF program type, major, minor).
fn version_of(line: &str) -> Option<(u16, u8, u8)> {
    // Past an instruction number or offset (and the blank a numbered
    // listing gives declarations); a level-9 listing's indented SM2
    // version line does not count. A comment (every header line) has
    // neither a prefix nor a version.
    if line.starts_with('/') {
        return None;
    }
    let l = &line[crate::sm4::parse::line_prefix_len(line)..];
    let (stage, major, minor) = crate::sm4::parse::parse_version(l.trim_start().get(..6)?)?;
    if l.starts_with(' ') && major < 4 {
        return None;
    }
    Some((stage.rdef_program_type(), major, minor))
}

/// Parses the comment header of a listing (the `//` lines before the
/// version line). Header comments are optional: without them every field
/// is `None`. The RDEF it gives has the compile flags set to 0x100 (what
/// the compiler writes without options); default values, class-type
/// details and the creator of a listing without a `Generated by` line
/// cannot be recovered.
pub fn parse_header(text: &str) -> Result<ParsedHeader, TextError> {
    let mut lines: Vec<(usize, &str)> = Vec::new();
    let mut version = None;
    for (n, line) in crate::lines::lines(text).enumerate() {
        if let Some(v) = version_of(line) {
            version = Some(v);
            break;
        }
        lines.push((n + 1, line));
    }
    let mut h = ParsedHeader::default();
    let (program_type, major, minor) = version.unwrap_or((0xffff, 5, 0));
    h.creator = lines
        .iter()
        .find_map(|(_, l)| l.strip_prefix("// Generated by "))
        .map(str::to_string);
    let min_precision = lines
        .iter()
        .any(|(_, l)| *l == "//       Minimum-precision data types");
    let mut rdef = Rdef {
        major,
        minor,
        program_type,
        flags: 0x100,
        creator: h.creator.clone().unwrap_or_default(),
        ..Default::default()
    };
    let mut has_rdef = false;
    let mut i = 0;
    while let Some(&(ln, line)) = lines.get(i) {
        i += 1;
        match line {
            "// Buffer Definitions: " => {
                has_rdef = true;
                i += rdef::parse_buffers(&lines[i..], &mut rdef)?;
            }
            "// Resource Bindings:" => {
                has_rdef = true;
                let style = match lines.get(i + 1) {
                    Some((_, l)) if l.contains("HLSL Bind") => BindingStyle::HlslBind,
                    _ => BindingStyle::SlotElements,
                };
                let start = (i + 3).min(lines.len());
                let end = lines[start..]
                    .iter()
                    .position(|(_, l)| *l == "//")
                    .map_or(lines.len(), |p| start + p);
                rdef::parse_bindings(&lines[start..end], style, true, &mut rdef)?;
                i = end;
            }
            "// Patch Constant signature:" | "// Input signature:" | "// Output signature:" => {
                let start = (i + 3).min(lines.len());
                let end = lines[start..]
                    .iter()
                    .position(|(_, l)| !l.starts_with("// "))
                    .map_or(lines.len(), |p| start + p);
                let hull = program_type == 0x4853;
                let (output, slot) = match line {
                    "// Patch Constant signature:" => (hull, 0),
                    "// Input signature:" => (false, 1),
                    _ => (true, 2),
                };
                let layout = if min_precision {
                    Layout::Full
                } else if slot == 2 && program_type == 0x4753 && major >= 5 {
                    Layout::Stream
                } else {
                    Layout::Basic
                };
                let rule = lines.get(i + 2).map(|(_, l)| *l);
                let sig = signature::parse(&lines[start..end], rule, output, layout)?;
                match slot {
                    0 => h.patch_constant = Some(sig),
                    1 => h.input = Some(sig),
                    _ => h.output = Some(sig),
                }
                i = end;
            }
            _ if ifce::is_block_start(line) => {
                let f = h.ifce.get_or_insert_with(Ifce::default);
                i += ifce::parse(&lines[i - 1..], f)?.saturating_sub(1);
            }
            _ => {
                let _ = ln;
            }
        }
    }
    if let Some(f) = &mut h.ifce {
        f.unknown = Ifce::default_unknown(h.creator.as_deref().unwrap_or(""));
    }
    // A listing of a container without RDEF names the disassembler.
    let stripped = h.creator.as_deref() == Some(STRIPPED_CREATOR);
    if has_rdef || (h.creator.is_some() && !stripped) {
        h.rdef = Some(rdef);
    }
    Ok(h)
}
