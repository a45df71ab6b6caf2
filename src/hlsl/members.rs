//! Signature elements as structure members: their HLSL types and
//! semantics, and the statements that copy them into the registers (held
//! as `uint4` bits) and back.

use super::operand::mask_letters;
use super::types::{convert, Ty};
use crate::dxbc::signature::Element;

/// The register of an output that has no number (`oDepth`, `oMask`).
/// Semantic names are not case-sensitive (`SV_DEPTH`).
pub fn unnumbered_output(e: &Element) -> Option<&'static str> {
    let is = |n: &str| e.name.eq_ignore_ascii_case(n);
    if is("SV_Depth") || is("SV_DepthGreaterEqual") || is("SV_DepthLessEqual") {
        Some("oDepth")
    } else if is("SV_Coverage") {
        Some("oMask")
    } else {
        None
    }
}

/// The HLSL type of `n` components of signature component type
/// `component_type` at minimum precision `min_precision`.
pub fn type_of(component_type: u32, min_precision: u32, n: usize) -> String {
    let base = match (component_type, min_precision) {
        (_, 1) => "min16float",
        (_, 2) => "min10float",
        (_, 4) => "min16int",
        (_, 5) => "min16uint",
        (1, _) => "uint",
        (2, _) => "int",
        _ => "float",
    };
    if n == 1 {
        base.into()
    } else {
        format!("{base}{n}")
    }
}

/// The components a signature mask covers: first and count.
pub fn span(mask: u8) -> (usize, usize) {
    // A damaged chunk may set bits past w.
    let mask = mask & 0xf;
    let first = mask.trailing_zeros().min(3) as usize;
    let last = 7 - (mask | 1).leading_zeros().min(7) as usize;
    (first, (last + 1).saturating_sub(first).max(1))
}

/// The member of element `e` in a structure whose registers are named
/// with `prefix` (`v`, `o`, `vpc`): its name (its semantic, `TEXCOORD1`;
/// else its register, `v1_x`, or `o_SV_Depth` for an output without a
/// register) and its line, after `qualifier` (an interpolation mode, or
/// nothing).
pub fn member(e: &Element, prefix: &str, qualifier: &str) -> (String, String) {
    let (first, n) = span(e.mask);
    let name = match semantic_name(e) {
        Some(name) => name,
        None if e.register == u32::MAX => format!("{prefix}_{}", e.name),
        None => format!("{prefix}{}_{}", e.register, ['x', 'y', 'z', 'w'][first]),
    };
    let ty = type_of(e.component_type, e.min_precision, n);
    let mut digits = itoa::Buffer::new();
    let index = digits.format(e.index);
    let line = [
        "    ", qualifier, &ty, " ", &name, " : ", &e.name, index, ";\n",
    ]
    .concat();
    (name, line)
}

/// Elements `els` in arrays: each run of elements of one semantic name,
/// consecutive indices and registers, one mask and one type is one array
/// member (the compiler gives an array's elements a register each, where
/// separate members it may pack together).
pub fn arrays(els: &[Element]) -> Vec<&[Element]> {
    let mut out: Vec<&[Element]> = Vec::new();
    let mut start = 0;
    for k in 1..=els.len() {
        let continues = k < els.len() && {
            let (a, b) = (&els[k - 1], &els[k]);
            a.register != u32::MAX
                && b.register == a.register.wrapping_add(1)
                && b.index == a.index.wrapping_add(1)
                && b.name == a.name
                && b.mask == a.mask
                && b.component_type == a.component_type
                && b.min_precision == a.min_precision
                && b.system_value == a.system_value
        };
        if !continues {
            out.push(&els[start..k]);
            start = k;
        }
    }
    out
}

/// The member of the array `els` (see [`arrays`]): its name and line, and
/// each element's member expression (`SV_TessFactor0[1]`; the name alone
/// for one element).
pub fn array_member(els: &[Element], prefix: &str) -> (String, String, Vec<String>) {
    let (name, line) = member(&els[0], prefix, "");
    if els.len() == 1 {
        return (name.clone(), line, vec![name]);
    }
    let n = els.len();
    let line = line.replacen(&format!(" {name} :"), &format!(" {name}[{n}] :"), 1);
    let each = (0..n).map(|k| format!("{name}[{k}]")).collect();
    (name, line, each)
}

/// Element `e`'s semantic as a member name (`TEXCOORD1`), unless it is
/// no identifier or a type's name (`float4`).
fn semantic_name(e: &Element) -> Option<String> {
    let name = [e.name.as_str(), itoa::Buffer::new().format(e.index)].concat();
    let identifier = e
        .name
        .starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && e.name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_');
    const TYPES: [&str; 12] = [
        "float",
        "int",
        "uint",
        "half",
        "double",
        "bool",
        "dword",
        "min16float",
        "min10float",
        "min16int",
        "min12int",
        "min16uint",
    ];
    (identifier && !TYPES.contains(&e.name.as_str())).then_some(name)
}

/// `register.comps = value.member;` (as the register's type):: element `e`'s member of
/// `value` (`input`, `input[2]`, `patch`) copied into `register`, a
/// minimum-precision value widened first (`asuint` takes 32 bits).
pub fn load(
    out: &mut String,
    e: &Element,
    member: &str,
    value: &str,
    (register, reg_ty): (&str, Ty),
) {
    let (first, n) = span(e.mask);
    let comps = mask_letters(first, n);
    let v = if e.min_precision != 0 {
        let t = type_of(e.component_type, 0, n);
        ["(", &t, ")", value, ".", member].concat()
    } else {
        [value, ".", member].concat()
    };
    let v = convert(v, Ty::of_element(e), reg_ty);
    for part in ["    ", register, ".", &comps, " = ", &v, ";\n"] {
        out.push_str(part);
    }
}

/// `output.member = register.comps;` (as the member's type):: element `e`'s member of
/// `output` stored from `register` in the member's type, one level in.
pub fn store(out: &mut String, e: &Element, member: &str, (register, reg_ty): (&str, Ty)) {
    let src = if e.register == u32::MAX {
        register.to_string()
    } else {
        let (first, n) = span(e.mask);
        [register, ".", &mask_letters(first, n)].concat()
    };
    let v = convert(src, reg_ty, Ty::of_element(e));
    for part in ["    output.", member, " = ", &v, ";\n"] {
        out.push_str(part);
    }
}

/// The registers elements `els` span: one past the highest.
pub fn register_count(els: &[Element]) -> u32 {
    els.iter()
        .filter(|e| e.register != u32::MAX)
        .map(|e| e.register + 1)
        .max()
        .unwrap_or(0)
}

/// `uint4 name[a][b] = { (uint4)0, ... };`: a register array set to zero
/// in its declaration (the compiler refuses to emit what it cannot see
/// written through an array).
pub fn zero_array(name: &str, dims: &[u32]) -> String {
    let n: u32 = dims.iter().product();
    let zeros = vec!["(uint4)0"; n as usize].join(", ");
    let dims: String = dims.iter().map(|d| format!("[{d}]")).collect();
    format!("uint4 {name}{dims} = {{ {zeros} }};")
}

/// A program's signatures: inputs, outputs and (hull and domain shaders)
/// patch constants.
pub struct Signatures<'a> {
    /// Inputs (a control point's, in hull and domain shaders).
    pub inputs: &'a [Element],
    /// Outputs (a control point's, in hull shaders).
    pub outputs: &'a [Element],
    /// Patch constants.
    pub patch: &'a [Element],
}
