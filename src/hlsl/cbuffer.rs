//! Constant buffers under their reflection names. The statements read a
//! buffer as registers of bits (`cb0[4].x`); where the reflection data
//! describes the buffer bound there, it is declared with its variables
//! (their types, at their offsets), and each read becomes the variables at
//! those bytes (`g_height`, `asuint(g_world._m01)`, `g_lights[r0.x +
//! 1].xyz`). A buffer with a read that no variable expresses exactly (a
//! `bool`'s or a double's bits, padding, an index into what is not an
//! array of whole registers) keeps its registers.

use super::words::identifier;
use crate::dxbc::rdef::{Buffer, Rdef, Type};
use std::fmt::Write;

/// Scalar base types whose 32 bits HLSL reads as they are.
const FLOAT: u16 = 3;
const INT: u16 = 2;
const UINT: u16 = 19;
const BOOL: u16 = 1;

/// Type classes (`D3D_SHADER_VARIABLE_CLASS`).
const SCALAR: u16 = 0;
const VECTOR: u16 = 1;
const ROW_MAJOR: u16 = 2;
const COLUMN_MAJOR: u16 = 3;
const STRUCT: u16 = 5;
const CLASS: u16 = 6;

/// How deep structures may nest (a damaged chunk can make them cycle).
const MAX_DEPTH: u32 = 16;

/// How many types a variable's type may spell out, its members' at every
/// depth counted each time they appear. Sizes and offsets are found by
/// walking that tree, and a damaged chunk can share one structure among
/// many members at each of many levels (a tree of millions from a few
/// hundred bytes); the largest of the corpora's spell out a few dozen.
const MAX_COST: u32 = 256;

/// What each type costs to walk (see [`MAX_COST`]), at most `MAX_COST + 1`;
/// each type is counted once, a structure that holds itself at the cap.
fn costs(rdef: &Rdef) -> Vec<u32> {
    fn cost(rdef: &Rdef, ty: usize, memo: &mut [Option<u32>], depth: u32) -> u32 {
        const CAP: u32 = MAX_COST + 1;
        if let Some(c) = memo.get(ty).copied().flatten() {
            return c;
        }
        let Some(t) = rdef.types.get(ty) else {
            return CAP;
        };
        if depth > MAX_DEPTH {
            return CAP;
        }
        // While it is walked, a type that reaches itself costs the cap.
        memo[ty] = Some(CAP);
        let mut c = 1u32;
        for m in &t.members {
            c = c.saturating_add(cost(rdef, m.ty, memo, depth + 1));
            if c >= CAP {
                break;
            }
        }
        let c = c.min(CAP);
        memo[ty] = Some(c);
        c
    }
    let mut memo = vec![None; rdef.types.len()];
    (0..rdef.types.len())
        .map(|ty| cost(rdef, ty, &mut memo, 0))
        .collect()
}

/// `hlsl` (the decompiler's text) with each constant buffer that the
/// reflection data `rdef` describes declared and read by its variables;
/// `classes` are the classes the text declares, with the registers of
/// object data each has (their instances are variables too).
pub fn named(rdef: &Rdef, hlsl: &str, classes: &[(String, u16)]) -> String {
    let mut text = hlsl.to_string();
    let mut structs = String::new();
    let mut first: Option<usize> = None;
    for b in rdef.bindings.iter().filter(|b| b.input_type == 0) {
        let slot = b.bind_point;
        let decl = format!("cbuffer CB{slot} : register(b{slot}) {{ uint4 cb{slot}[");
        let Some(at) = memchr::memmem::find(text.as_bytes(), decl.as_bytes()) else {
            continue;
        };
        let Some(buf) = rdef
            .buffers
            .iter()
            .find(|c| c.kind == 0 && c.name == b.name)
        else {
            continue;
        };
        let line_end = text[at..].find('\n').map_or(text.len(), |e| at + e + 1);
        let Some((declared, types)) = declaration(rdef, buf, slot, classes) else {
            continue;
        };
        let mut rest = String::new();
        rest.push_str(&text[..at]);
        rest.push_str(&declared);
        let Some(reads) = reads(rdef, buf, slot, &text[line_end..]) else {
            continue;
        };
        rest.push_str(&reads);
        for t in types {
            if !structs.contains(&t) {
                structs.push_str(&t);
            }
        }
        first = Some(first.map_or(at, |f| f.min(at)));
        text = rest;
    }
    // Structure types go before the first buffer declared by name (text
    // before it is never rewritten).
    if let Some(at) = first {
        text.insert_str(at, &structs);
    }
    text
}

/// Whether `name`, a variable's or a structure's, could be taken for one
/// of the decompiler's own names (registers, parameters, functions).
pub(super) fn clashes(name: &str) -> bool {
    const WORDS: [&str; 39] = [
        "input",
        "output",
        "main",
        "constants",
        "domain",
        "ip",
        "op",
        "patch_constants",
        "Input",
        "Output",
        "Patch",
        "vin",
        "vicp",
        "vocp",
        "vpc",
        "icb",
        "oDepth",
        "oMask",
        "vDomain",
        "vPrim",
        "vThreadID",
        "vThreadGroupID",
        "vThreadIDInGroup",
        "vThreadIDInGroupFlattened",
        "vGSInstanceID",
        "vCoverage",
        "vOutputControlPointID",
        "vForkInstanceID",
        "vJoinInstanceID",
        "vPos",
        "vFace",
        "aL",
        "oPos",
        "vPrim_in",
        "position",
        "face",
        "oFog",
        "oPts",
        "a0",
    ];
    if WORDS.contains(&name) || name.starts_with("S_") || name.is_empty() {
        return true;
    }
    // Numbered names (`r0`, `cb1`, `fork2`, `Output1`, `l3`) and their
    // inputs (`vPrim_in`).
    let stem = name.trim_end_matches(|c: char| c.is_ascii_digit());
    (stem.len() < name.len()
        && [
            "r", "v", "o", "x", "c", "b", "cb", "CB", "t", "s", "u", "g", "l", "i", "m", "a",
            "fork", "join", "stream", "Output", "T", "oT", "oD", "oC", "aL", "p",
        ]
        .contains(&stem))
        || name.ends_with("_in")
}

/// The size in bytes of one element of `t` (no array), without padding
/// after it.
fn single_size(rdef: &Rdef, t: &Type, depth: u32) -> Option<u32> {
    let w: u32 = if t.base == 39 { 8 } else { 4 };
    let (rows, cols) = (u32::from(t.rows), u32::from(t.columns));
    match t.class {
        SCALAR => Some(w),
        VECTOR => Some(w * cols),
        ROW_MAJOR if rows > 0 => Some((rows - 1) * 16 + cols * w),
        COLUMN_MAJOR if cols > 0 => Some((cols - 1) * 16 + rows * w),
        STRUCT | CLASS if depth < MAX_DEPTH => {
            let mut end = 0;
            for m in &t.members {
                end = end.max(m.offset.checked_add(size(rdef, m.ty, depth + 1)?)?);
            }
            Some(end)
        }
        _ => None,
    }
}

/// The size in bytes of a value of type `ty`, an array's last element
/// unpadded.
fn size(rdef: &Rdef, ty: usize, depth: u32) -> Option<u32> {
    let t = rdef.types.get(ty)?;
    let one = single_size(rdef, t, depth)?;
    if t.elements == 0 {
        return Some(one);
    }
    let stride = one.checked_next_multiple_of(16)?;
    (u32::from(t.elements) - 1)
        .checked_mul(stride)?
        .checked_add(one)
}

/// The size in bytes of a value of each type (see [`size`]), where
/// walking it costs at most [`MAX_COST`].
pub(super) fn type_sizes(rdef: &Rdef) -> Vec<Option<u32>> {
    costs(rdef)
        .into_iter()
        .enumerate()
        .map(|(ty, c)| {
            if c <= MAX_COST {
                size(rdef, ty, 0)
            } else {
                None
            }
        })
        .collect()
}

/// Whether a value of `t` starts on a register of its own.
fn whole_registers(t: &Type) -> bool {
    t.elements > 0 || matches!(t.class, ROW_MAJOR | COLUMN_MAJOR | STRUCT | CLASS)
}

/// One 32-bit scalar of a variable: its path from the variable
/// (`[2].pos`, `._m01`), the component letter if it is a vector's, and
/// its base type.
pub(super) struct Scalar {
    /// The path from the variable's name (or the whole expression).
    pub(super) path: String,
    /// The component letter, if a vector's.
    pub(super) comp: Option<char>,
    /// Its base type (`D3D_SHADER_VARIABLE_TYPE`; float is 3 in Direct3D
    /// 9's numbering too).
    pub(super) base: u16,
}

/// The scalar at byte `off` of one element of `t`.
fn locate_single(rdef: &Rdef, t: &Type, off: u32, depth: u32) -> Option<Scalar> {
    if !off.is_multiple_of(4) || !matches!(t.base, FLOAT | INT | UINT | BOOL) && t.class != STRUCT {
        return None;
    }
    let (rows, cols) = (u32::from(t.rows), u32::from(t.columns));
    let scalar = |path: String, comp| {
        Some(Scalar {
            path,
            comp,
            base: t.base,
        })
    };
    match t.class {
        SCALAR if off == 0 => scalar(String::new(), None),
        VECTOR if off / 4 < cols => {
            let c = ['x', 'y', 'z', 'w'][(off / 4) as usize];
            scalar(String::new(), Some(c))
        }
        ROW_MAJOR | COLUMN_MAJOR => {
            let (reg, comp) = (off / 16, (off % 16) / 4);
            let (r, c) = if t.class == ROW_MAJOR {
                (reg, comp)
            } else {
                (comp, reg)
            };
            (r < rows && c < cols).then(|| Scalar {
                path: [
                    "._m",
                    itoa::Buffer::new().format(r),
                    itoa::Buffer::new().format(c),
                ]
                .concat(),
                comp: None,
                base: t.base,
            })
        }
        STRUCT if depth < MAX_DEPTH => {
            for m in &t.members {
                let s = size(rdef, m.ty, depth + 1)?;
                if off >= m.offset && off - m.offset < s {
                    let inner = locate(rdef, m.ty, off - m.offset, depth + 1)?;
                    return Some(Scalar {
                        path: [".", &m.name, &inner.path].concat(),
                        ..inner
                    });
                }
            }
            None
        }
        _ => None,
    }
}

/// The scalar at byte `off` of a value of type `ty`.
fn locate(rdef: &Rdef, ty: usize, off: u32, depth: u32) -> Option<Scalar> {
    let t = rdef.types.get(ty)?;
    if t.elements == 0 {
        return locate_single(rdef, t, off, depth);
    }
    let one = single_size(rdef, t, depth)?;
    // An element of no bytes (a structure without members) holds nothing.
    let stride = one.checked_next_multiple_of(16).filter(|s| *s > 0)?;
    let (i, rest) = (off / stride, off % stride);
    if i >= u32::from(t.elements) || rest >= one {
        return None;
    }
    let inner = locate_single(rdef, t, rest, depth)?;
    Some(Scalar {
        path: format!("[{i}]{}", inner.path),
        ..inner
    })
}

/// The HLSL base type name of `base`.
fn base_name(base: u16) -> Option<&'static str> {
    Some(match base {
        1 => "bool",
        INT => "int",
        FLOAT => "float",
        UINT => "uint",
        39 => "double",
        53 => "min10float",
        54 => "min16float",
        56 => "min16int",
        57 => "min16uint",
        _ => return None,
    })
}

/// The HLSL type of `ty` before and after a name (`row_major float4x3`,
/// `[4]`), each structure it uses declared in `structs` first.
fn type_text(
    rdef: &Rdef,
    ty: usize,
    structs: &mut Vec<String>,
    classes: &[(String, u16)],
    depth: u32,
) -> Option<(String, String)> {
    let t = rdef.types.get(ty)?;
    let array = if t.elements > 0 {
        format!("[{}]", t.elements)
    } else {
        String::new()
    };
    let (rows, cols) = (t.rows, t.columns);
    let before = match t.class {
        SCALAR => base_name(t.base)?.to_string(),
        VECTOR if (1..=4).contains(&cols) => {
            [base_name(t.base)?, itoa::Buffer::new().format(cols)].concat()
        }
        ROW_MAJOR | COLUMN_MAJOR if (1..=4).contains(&rows) && (1..=4).contains(&cols) => {
            let major = if t.class == ROW_MAJOR {
                "row_major"
            } else {
                "column_major"
            };
            format!("{major} {}{rows}x{cols}", base_name(t.base)?)
        }
        // A class instance (a structure named as a class the text
        // declares): its object data, whole registers of bits, as many
        // registers as the original's.
        STRUCT | CLASS
            if t.name
                .as_ref()
                .is_some_and(|n| classes.iter().any(|c| c.0 == *n)) =>
        {
            let name = t.name.as_deref()?;
            let (_, regs) = classes.iter().find(|(n, _)| n == name)?;
            let size = single_size(rdef, t, depth)?;
            (size.div_ceil(16) == u32::from(*regs)).then(|| name.to_string())?
        }
        STRUCT if depth < MAX_DEPTH => {
            let name = match &t.name {
                Some(n) if !clashes(n) && identifier(n) => n.clone(),
                Some(_) => return None,
                None => format!("T{ty}"),
            };
            // Members are laid out by HLSL's packing rules, so the
            // structure is declared only where those rules give the
            // reflection data's offsets.
            let places = t.members.iter().map(|m| (m.offset, m.ty));
            if !packed(rdef, places, depth + 1)? {
                return None;
            }
            let mut body = String::new();
            for m in &t.members {
                if !identifier(&m.name) {
                    return None;
                }
                let (b, a) = type_text(rdef, m.ty, structs, classes, depth + 1)?;
                let _ = writeln!(body, "    {b} {}{a};", m.name);
            }
            let decl = format!("struct {name} {{\n{body}}};\n");
            if !structs.contains(&decl) {
                structs.push(decl);
            }
            name
        }
        _ => return None,
    };
    Some((before, array))
}

/// Whether values of types at offsets `places`, in order, are where HLSL's
/// packing rules put them declared in that order: each after the last,
/// moved to the next register where it would straddle one, and arrays,
/// matrices and structures at a register's start.
fn packed(rdef: &Rdef, places: impl Iterator<Item = (u32, usize)>, depth: u32) -> Option<bool> {
    let mut at = 0u32;
    for (offset, ty) in places {
        let t = rdef.types.get(ty)?;
        let s = size(rdef, ty, depth)?;
        let start = if whole_registers(t) || (at % 16).saturating_add(s) > 16 {
            at.checked_next_multiple_of(16)?
        } else {
            at
        };
        if start != offset {
            return Some(false);
        }
        at = start.checked_add(s)?;
    }
    Some(true)
}

/// The declaration of buffer `buf` at slot `slot` with its variables, and
/// the structures it needs first.
fn declaration(
    rdef: &Rdef,
    buf: &Buffer,
    slot: u32,
    classes: &[(String, u16)],
) -> Option<(String, Vec<String>)> {
    let globals = buf.name == "$Globals";
    // A buffer named as its own registers (`cb0` at b0) takes their place.
    let own = buf.name.strip_prefix("cb") == Some(itoa::Buffer::new().format(slot));
    if !globals && (!identifier(&buf.name) || clashes(&buf.name) && !own) {
        return None;
    }
    let costs = costs(rdef);
    if buf
        .variables
        .iter()
        .any(|v| costs.get(v.ty).is_none_or(|c| *c > MAX_COST))
    {
        return None;
    }
    let mut structs = Vec::new();
    let mut lines = String::new();
    // Globals are placed by `register(c#)`, which names no component;
    // where their offsets are those of the packing rules, their order
    // places them.
    let in_order = globals && packed(rdef, buf.variables.iter().map(|v| (v.offset, v.ty)), 0)?;
    for v in &buf.variables {
        if !identifier(&v.name) || clashes(&v.name) {
            return None;
        }
        let t = rdef.types.get(v.ty)?;
        let (b, a) = type_text(rdef, v.ty, &mut structs, classes, 0)?;
        let (reg, comp) = (v.offset / 16, (v.offset % 16) / 4);
        if v.offset % 4 != 0 || (comp != 0 && (whole_registers(t) || globals && !in_order)) {
            return None;
        }
        if !globals {
            lines.push_str("    ");
        }
        for part in [&b, " ", &v.name, &a] {
            lines.push_str(part);
        }
        if !in_order {
            lines.push_str(if globals {
                " : register(c"
            } else {
                " : packoffset(c"
            });
            lines.push_str(itoa::Buffer::new().format(reg));
            if comp != 0 {
                lines.push('.');
                lines.push(['x', 'y', 'z', 'w'][comp as usize]);
            }
            lines.push(')');
        }
        lines.push_str(";\n");
    }
    let text = if globals {
        lines
    } else {
        [
            "cbuffer ",
            &buf.name,
            " : register(b",
            itoa::Buffer::new().format(slot),
            ") {\n",
            &lines,
            "};\n",
        ]
        .concat()
    };
    Some((text, structs))
}

/// The scalar of buffer `buf` at register `reg`, component `c`, with its
/// variable's name in front.
fn scalar_at(rdef: &Rdef, buf: &Buffer, reg: u64, c: usize) -> Option<Scalar> {
    let off = u32::try_from(reg.checked_mul(16)?.checked_add(4 * c as u64)?).ok()?;
    let v = buf
        .variables
        .iter()
        .find(|v| off >= v.offset && off - v.offset < v.size)?;
    let s = locate(rdef, v.ty, off - v.offset, 0)?;
    Some(Scalar {
        path: [v.name.as_str(), &s.path].concat(),
        ..s
    })
}

/// The scalars of buffer `buf` at `index + reg` (an index chosen at run
/// time), component `c`: the element of an array of whole registers.
fn indexed_at(rdef: &Rdef, buf: &Buffer, index: &str, reg: u64, c: usize) -> Option<Scalar> {
    let off = u32::try_from(reg.checked_mul(16)?).ok()?;
    let v = buf
        .variables
        .iter()
        .find(|v| off >= v.offset && off - v.offset < v.size)?;
    let t = rdef.types.get(v.ty)?;
    if t.elements == 0 || single_size(rdef, t, 0)? > 16 || (off - v.offset) % 16 != 0 {
        return None;
    }
    let first = (off - v.offset) / 16;
    let s = locate_single(rdef, t, 4 * c as u32, 0)?;
    let i = if first == 0 {
        index.to_string()
    } else {
        format!("{index} + {first}")
    };
    Some(Scalar {
        path: format!("{}[{i}]{}", v.name, s.path),
        ..s
    })
}

/// The base type every part of `parts` has, if one.
fn same_base(parts: &[&Scalar]) -> Option<u16> {
    let base = parts.first()?.base;
    parts.iter().all(|p| p.base == base).then_some(base)
}

/// `parts` as floats, where every part is a float.
pub(super) fn float_of(parts: &[&Scalar]) -> Option<String> {
    (same_base(parts) == Some(FLOAT)).then(|| typed(parts, "float"))
}

/// `parts` as `uint` bits.
fn bits_of(parts: &[&Scalar]) -> String {
    let n = parts.len();
    match same_base(parts) {
        Some(UINT) => typed(parts, "uint"),
        Some(base) => {
            let mut s = String::from("asuint(");
            s.push_str(&typed(parts, if base == INT { "int" } else { "float" }));
            s.push(')');
            s
        }
        None => {
            let mut s = String::new();
            if n != 1 {
                let _ = write!(s, "uint{n}(");
            }
            for (k, p) in parts.iter().enumerate() {
                if k > 0 {
                    s.push_str(", ");
                }
                if p.base == UINT {
                    push_full(&mut s, p);
                } else {
                    s.push_str("asuint(");
                    push_full(&mut s, p);
                    s.push(')');
                }
            }
            if n != 1 {
                s.push(')');
            }
            s
        }
    }
}

/// A matrix element's matrix and element (`m` and `_m01` of `m._m01`).
fn element(p: &Scalar) -> Option<(&str, &str)> {
    // The element is the path's last five bytes, `._mRC`.
    let k = p.path.len().checked_sub(5)?;
    (p.comp.is_none() && p.path.as_bytes()[k..k + 3] == *b"._m")
        .then(|| (&p.path[..k], &p.path[k + 1..]))
}

/// The scalars `parts`, all of one base type, as one expression of type
/// `name` (`float`, `int`, `uint`).
fn typed(parts: &[&Scalar], name: &str) -> String {
    let n = parts.len();
    let mut s = String::with_capacity(32);
    // One vector's components: a swizzle of it.
    let one_vector = parts
        .iter()
        .all(|p| p.comp.is_some() && p.path == parts[0].path && p.base == parts[0].base);
    if one_vector {
        s.push_str(&parts[0].path);
        s.push('.');
        s.extend(parts.iter().filter_map(|p| p.comp));
        return s;
    }
    // One matrix's elements: a swizzle of it (`m._m00_m10`).
    let first = element(parts[0]).map(|x| x.0);
    if n > 1
        && parts
            .iter()
            .all(|p| element(p).is_some_and(|(m, _)| Some(m) == first))
    {
        s.push_str(first.unwrap_or(""));
        s.push('.');
        for p in parts {
            if let Some((_, e)) = element(p) {
                s.push_str(e);
            }
        }
        return s;
    }
    // One scalar, repeated: a swizzle of it (`g.xxx`).
    let one_scalar = parts
        .iter()
        .all(|p| p.comp.is_none() && element(p).is_none() && p.path == parts[0].path);
    if n > 1 && one_scalar {
        s.push_str(&parts[0].path);
        s.push('.');
        for _ in 0..n {
            s.push('x');
        }
        return s;
    }
    if n == 1 {
        push_full(&mut s, parts[0]);
        return s;
    }
    let _ = write!(s, "{name}{n}(");
    for (k, p) in parts.iter().enumerate() {
        if k > 0 {
            s.push_str(", ");
        }
        push_full(&mut s, p);
    }
    s.push(')');
    s
}

/// Appends a scalar's whole expression (`v.pos.y`).
fn push_full(s: &mut String, p: &Scalar) {
    s.push_str(&p.path);
    if let Some(c) = p.comp {
        s.push('.');
        s.push(c);
    }
}

/// A scalar's whole expression (`v.pos.y`).
fn full(s: &Scalar) -> String {
    let mut out = String::new();
    push_full(&mut out, s);
    out
}

/// `text` with every read of `cb{slot}` written as buffer `buf`'s
/// variables, or `None` where one is not a variable's.
fn reads(rdef: &Rdef, buf: &Buffer, slot: u32, text: &str) -> Option<String> {
    let key = format!("cb{slot}[");
    let mut out = String::with_capacity(text.len());
    // Scalars already located, and where each is in `located` by
    // (index, register, component).
    let mut located: Vec<Option<Scalar>> = Vec::new();
    let mut seen: rustc_hash::FxHashMap<(Option<&str>, u64, usize), usize> = Default::default();
    let mut rest = text;
    let finder = memchr::memmem::Finder::new(key.as_bytes());
    while let Some(k) = finder.find(rest.as_bytes()) {
        let before = &rest[..k];
        let after = &rest[k + key.len()..];
        if before.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            out.push_str(&rest[..k + key.len()]);
            rest = after;
            continue;
        }
        out.push_str(before);
        // The index, to its closing bracket.
        let mut depth = 0usize;
        let close = after.char_indices().find_map(|(i, c)| match c {
            '[' => {
                depth += 1;
                None
            }
            ']' if depth == 0 => Some(i),
            ']' => {
                depth -= 1;
                None
            }
            _ => None,
        })?;
        let index = &after[..close];
        let tail = after[close + 1..].strip_prefix('.')?;
        let nletters = tail
            .find(|c: char| !matches!(c, 'x' | 'y' | 'z' | 'w'))
            .unwrap_or(tail.len());
        if nletters == 0 || nletters > 4 {
            return None;
        }
        let mut comps = [0usize; 4];
        for (k, c) in tail[..nletters].bytes().enumerate() {
            comps[k] = match c {
                b'y' => 1,
                b'z' => 2,
                b'w' => 3,
                _ => 0,
            };
        }
        let comps = &comps[..nletters];
        let (dynamic, reg) = match index.parse::<u64>() {
            Ok(r) => (None, r),
            Err(_) => match index.rsplit_once(" + ") {
                Some((e, r)) if r.parse::<u64>().is_ok() => (Some(e), r.parse().ok()?),
                _ => (Some(index), 0),
            },
        };
        // The same registers are read many times over: each scalar is
        // located once.
        let mut at = [0usize; 4];
        for (k, &c) in comps.iter().enumerate() {
            at[k] = *seen.entry((dynamic, reg, c)).or_insert_with(|| {
                located.push(match dynamic {
                    None => scalar_at(rdef, buf, reg, c),
                    Some(e) => indexed_at(rdef, buf, e, reg, c),
                });
                located.len() - 1
            });
        }
        let mut parts: smallvec::SmallVec<[&Scalar; 4]> = smallvec::SmallVec::new();
        for &k in &at[..comps.len()] {
            parts.push(located[k].as_ref()?);
        }
        rest = &tail[nletters..];
        // A `bool`'s bits have no HLSL, but its test does: the machine's
        // test of the bits for zero is the bool's value.
        if parts.iter().any(|p| p.base == BOOL) {
            let b = match &parts[..] {
                [p] => full(p),
                _ => return None,
            };
            if let Some(r) = rest.strip_prefix(" != 0u") {
                out.push_str(&b);
                rest = r;
            } else if let Some(r) = rest.strip_prefix(" == 0u") {
                let _ = write!(out, "!{b}");
                rest = r;
            } else {
                return None;
            }
            continue;
        }
        // `asfloat(cb0[4].x)` of a float variable is the variable.
        let unwrapped = if rest.starts_with(')') {
            let base = same_base(&parts);
            if out.ends_with("asfloat(") && base == Some(FLOAT) {
                Some((8, typed(&parts, "float")))
            } else if out.ends_with("asint(") && base == Some(INT) {
                Some((6, typed(&parts, "int")))
            } else {
                None
            }
        } else {
            None
        };
        match unwrapped {
            Some((cut, e)) => {
                out.truncate(out.len() - cut);
                out.push_str(&e);
                rest = &rest[1..];
            }
            None => out.push_str(&bits_of(&parts)),
        }
    }
    out.push_str(rest);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dxbc::rdef::{Binding, Variable};

    fn ty(class: u16, base: u16, rows: u16, columns: u16, elements: u16) -> Type {
        Type {
            class,
            base,
            rows,
            columns,
            elements,
            ..Type::default()
        }
    }

    fn var(name: &str, offset: u32, size: u32, ty: usize) -> Variable {
        Variable {
            name: name.into(),
            offset,
            size,
            flags: 2,
            ty,
            default: None,
            resources: [0; 4],
        }
    }

    /// `cbuffer D { float4x4 m; float h; bool b; float4 a[3]; }` at b1.
    fn rdef() -> Rdef {
        Rdef {
            bindings: vec![Binding {
                name: "D".into(),
                input_type: 0,
                bind_point: 1,
                bind_count: 1,
                ..Binding::default()
            }],
            buffers: vec![Buffer {
                name: "D".into(),
                variables: vec![
                    var("m", 0, 64, 0),
                    var("h", 64, 4, 1),
                    var("b", 68, 4, 2),
                    var("a", 80, 48, 3),
                ],
                size: 128,
                flags: 0,
                kind: 0,
            }],
            types: vec![
                ty(COLUMN_MAJOR, FLOAT, 4, 4, 0),
                ty(SCALAR, FLOAT, 1, 1, 0),
                ty(SCALAR, 1, 1, 1, 0),
                ty(VECTOR, FLOAT, 1, 4, 3),
            ],
            ..Rdef::default()
        }
    }

    const DECL: &str = "cbuffer CB1 : register(b1) { uint4 cb1[8]; };\n";

    #[test]
    fn reads_become_the_variables_at_their_offsets() {
        let text = format!(
            "{DECL}x = asfloat(cb1[4].x);\ny = dot(v, asfloat(cb1[1].xyzw));\nz = asfloat(cb1[r0.x + 6].zy);\nw = cb1[4].xx;\n"
        );
        let out = named(&rdef(), &text, &[]);
        // A column-major matrix holds a column per register: register 1
        // is column 1 (rows 0 to 3).
        assert!(out.contains("y = dot(v, m._m01_m11_m21_m31);"), "{out}");
        assert!(out.contains("x = h;"), "{out}");
        // `a` starts at register 5: register r0.x + 6 is its element r0.x + 1.
        assert!(out.contains("z = a[r0.x + 1].zy;"), "{out}");
        // Bits of a float: its bits.
        assert!(out.contains("w = asuint(h.xx);"), "{out}");
        // A bool's test for zero is the bool.
        let out = named(
            &rdef(),
            &format!("{DECL}if (cb1[4].y != 0u) {{\n}}\nc = (cb1[4].y == 0u) ? 1 : 2;\n"),
            &[],
        );
        assert!(out.contains("if (b) {"), "{out}");
        assert!(out.contains("c = (!b) ? 1 : 2;"), "{out}");
        assert!(
            out.contains("    column_major float4x4 m : packoffset(c0);"),
            "{out}"
        );
        assert!(out.contains("    float h : packoffset(c4);"), "{out}");
        assert!(out.contains("    bool b : packoffset(c4.y);"), "{out}");
        assert!(out.contains("    float4 a[3] : packoffset(c5);"), "{out}");
    }

    #[test]
    fn a_structure_shared_many_times_over_keeps_the_registers_at_once() {
        // 12 levels of 64 members of the next level's one structure: 64^12
        // members spelled out, from 13 types.
        let mut types: Vec<Type> = (0..12)
            .map(|k| Type {
                class: STRUCT,
                members: (0..64)
                    .map(|m| crate::dxbc::rdef::Member {
                        name: format!("m{m}"),
                        ty: k + 1,
                        offset: 0,
                    })
                    .collect(),
                ..Type::default()
            })
            .collect();
        types.push(ty(SCALAR, FLOAT, 1, 1, 0));
        let mut r = rdef();
        r.buffers[0].variables = vec![var("s", 0, 16, 0)];
        r.types = types;
        let text = format!("{DECL}x = asfloat(cb1[0].x);\n");
        let started = std::time::Instant::now();
        assert_eq!(named(&r, &text, &[]), text);
        assert!(started.elapsed().as_secs() < 5);
    }

    #[test]
    fn an_array_of_empty_structures_holds_nothing() {
        let mut r = rdef();
        r.buffers[0].variables = vec![var("e", 0, 16, 0)];
        r.types = vec![ty(STRUCT, 0, 1, 1, 2)];
        let text = format!("{DECL}x = asfloat(cb1[0].x);\n");
        assert_eq!(named(&r, &text, &[]), text);
    }

    #[test]
    fn a_read_no_variable_expresses_keeps_the_registers() {
        // A bool's bits have no HLSL; padding (c4.w) is no variable's.
        for read in [
            "asuint(cb1[4].y)",
            "cb1[4].y + 1u",
            "asfloat(cb1[4].w)",
            "asfloat(cb1[r0.x].x)",
        ] {
            let text = format!("{DECL}x = {read};\n");
            assert_eq!(named(&rdef(), &text, &[]), text, "{read}");
        }
    }
}
