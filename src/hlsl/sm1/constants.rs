//! Direct3D 9 constants under their constant-table names. The statements
//! read float constants as registers (`c4.xyz`); where the constant table
//! names what every read register holds, the registers are declared as
//! those constants (`column_major float4x4 g_world : register(c4);`) and
//! each read is the constants' values there (`g_world._m00_m10_m20`).
//! Samplers take their names too. A program whose reads are not all
//! constants' (a register no constant covers, a component past one, a
//! structure, an array chosen at run time) keeps its registers.

use super::super::cbuffer::{clashes, float_of, Scalar};
use super::super::words::{identifier, renamed, used, words};
use crate::sm1::ctab::{Constant, ConstantTable};

/// Parameter types (`D3DXPARAMETER_TYPE`).
const FLOAT: u16 = 3;
const PARAMETER_BOOL: u16 = 1;
/// Register sets: float4 (`c#`), sampler (`s#`), bool (`b#`).
const FLOAT4: u16 = 2;
const SAMPLER: u16 = 3;
const BOOL: u16 = 0;

/// `hlsl` (the decompiler's text) with its float constants, samplers and
/// boolean constants named as table `t` names them.
pub(super) fn named(t: &ConstantTable, hlsl: &str) -> String {
    let text = floats(t, hlsl).unwrap_or_else(|| hlsl.to_string());
    samplers(t, &text)
}

/// Whether `name` can name a constant in the HLSL: an identifier the
/// decompiler's own names could not be taken for.
fn usable(name: &str, hlsl: &str) -> bool {
    identifier(name) && !clashes(name) && !used(hlsl, name)
}

/// How many registers one element of constant `c` takes, and how many
/// components each.
fn shape(c: &Constant) -> Option<(u16, u16)> {
    let t = &c.ty;
    if t.ty != FLOAT {
        return None;
    }
    match t.class {
        0 => Some((1, 1)),
        1 if (1..=4).contains(&t.columns) => Some((1, t.columns)),
        2 if (1..=4).contains(&t.rows) && (1..=4).contains(&t.columns) => Some((t.rows, t.columns)),
        3 if (1..=4).contains(&t.rows) && (1..=4).contains(&t.columns) => Some((t.columns, t.rows)),
        _ => None,
    }
}

/// The HLSL declaration of constant `c`.
fn declaration(c: &Constant) -> Option<String> {
    let t = &c.ty;
    shape(c)?;
    let ty = match t.class {
        0 => "float".to_string(),
        1 => format!("float{}", t.columns),
        2 => format!("row_major float{}x{}", t.rows, t.columns),
        _ => format!("column_major float{}x{}", t.rows, t.columns),
    };
    let array = if t.elements > 1 {
        format!("[{}]", t.elements)
    } else {
        String::new()
    };
    Some(format!(
        "{ty} {}{array} : register(c{});\n",
        c.name, c.register_index
    ))
}

/// The value of float register `reg`, component `comp`, as the table's
/// constants hold it.
fn scalar_at(t: &ConstantTable, reg: u32, comp: u16) -> Option<Scalar> {
    let c = t.constants.iter().find(|c| {
        c.register_set == FLOAT4
            && reg >= u32::from(c.register_index)
            && reg < u32::from(c.register_index) + u32::from(c.register_count)
    })?;
    let (per, comps) = shape(c)?;
    let k = (reg - u32::from(c.register_index)) as u16;
    let (element, within) = (k / per, k % per);
    if comp >= comps || (c.ty.elements <= 1 && element > 0) || element >= c.ty.elements.max(1) {
        return None;
    }
    let name = if c.ty.elements > 1 {
        format!("{}[{element}]", c.name)
    } else {
        c.name.clone()
    };
    let (path, letter) = match c.ty.class {
        0 => (name, None),
        1 => (name, Some(['x', 'y', 'z', 'w'][comp as usize])),
        2 => (format!("{name}._m{within}{comp}"), None),
        _ => (format!("{name}._m{comp}{within}"), None),
    };
    Some(Scalar {
        path,
        comp: letter,
        base: FLOAT,
    })
}

/// `hlsl` with its float constants named, or `None` where a read is not
/// a named constant's.
fn floats(t: &ConstantTable, hlsl: &str) -> Option<String> {
    let named: Vec<&Constant> = t
        .constants
        .iter()
        .filter(|c| c.register_set == FLOAT4)
        .collect();
    // Constants at a run-time index are one array of registers.
    if named.is_empty() || hlsl.contains("float4 c[") {
        return None;
    }
    let mut decls = String::new();
    for c in &named {
        if !usable(&c.name, hlsl) {
            return None;
        }
        decls.push_str(&declaration(c)?);
    }
    let mut out = String::with_capacity(hlsl.len());
    let mut first = true;
    for line in hlsl.split_inclusive('\n') {
        if line.starts_with("//") {
            out.push_str(line);
            continue;
        }
        // `float4 c4 : register(c4);`: the registers' declarations give
        // way to the constants'.
        if line.starts_with("float4 c") && line.contains(" : register(c") {
            if first {
                out.push_str(&decls);
                first = false;
            }
            continue;
        }
        let mut last = 0;
        for (w, at) in words(line) {
            let Some(reg) = w.strip_prefix('c').and_then(|n| n.parse::<u32>().ok()) else {
                continue;
            };
            let rest = &line[at + w.len()..];
            let letters: String = rest
                .strip_prefix('.')?
                .chars()
                .take_while(|c| matches!(c, 'x' | 'y' | 'z' | 'w'))
                .collect();
            if letters.is_empty() || letters.len() > 4 {
                return None;
            }
            let parts: Vec<Scalar> = letters
                .chars()
                .map(|l| scalar_at(t, reg, "xyzw".find(l).unwrap_or(0) as u16))
                .collect::<Option<_>>()?;
            let refs: Vec<&Scalar> = parts.iter().collect();
            let float = float_of(&refs)?;
            out.push_str(&line[last..at]);
            out.push_str(&float);
            last = at + w.len() + 1 + letters.len();
        }
        out.push_str(&line[last..]);
    }
    Some(out)
}

/// `hlsl` with each sampler (`s0`) and boolean constant (`b0`) the table
/// names renamed: a boolean only where the table's is one `bool`, the
/// type the HLSL declares.
fn samplers(t: &ConstantTable, hlsl: &str) -> String {
    let mut renames: Vec<(String, &str)> = Vec::new();
    for c in &t.constants {
        let letter = match c.register_set {
            SAMPLER => 's',
            BOOL if c.ty.class == 0 && c.ty.ty == PARAMETER_BOOL && c.ty.elements <= 1 => 'b',
            _ => continue,
        };
        let old = format!("{letter}{}", c.register_index);
        let declared = format!(" {old} : register({old});");
        let once = t.constants.iter().filter(|d| d.name == c.name).count() == 1;
        if c.register_count == 1 && once && hlsl.contains(&declared) && usable(&c.name, hlsl) {
            renames.push((old, c.name.as_str()));
        }
    }
    renamed(hlsl, &renames)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sm1::ctab::TypeInfo;

    fn constant(
        name: &str,
        set: u16,
        index: u16,
        count: u16,
        ty: (u16, u16, u16, u16),
    ) -> Constant {
        Constant {
            name: name.into(),
            register_set: set,
            register_index: index,
            register_count: count,
            ty: TypeInfo {
                class: ty.0,
                ty: ty.1,
                rows: ty.2,
                columns: ty.3,
                elements: 0,
                members: Vec::new(),
            },
            default: None,
        }
    }

    /// `float g_ref` at c0, `float4x4 g_world` (column-major) at c4,
    /// `sampler2D g_tex` at s0.
    fn table() -> ConstantTable {
        ConstantTable {
            creator: String::new(),
            version: 0,
            flags: 0,
            target: String::new(),
            constants: vec![
                constant("g_ref", FLOAT4, 0, 1, (0, FLOAT, 1, 1)),
                constant("g_world", FLOAT4, 4, 4, (3, FLOAT, 4, 4)),
                constant("g_tex", SAMPLER, 0, 1, (4, 12, 1, 1)),
                constant("g_flag", BOOL, 1, 1, (0, 1, 1, 1)),
            ],
        }
    }

    const DECLS: &str = "float4 c0 : register(c0);\nfloat4 c5 : register(c5);\nbool b1 : register(b1);\nsampler2D s0 : register(s0);\n";

    #[test]
    fn registers_become_the_constants_they_hold() {
        let text = format!(
            "{DECLS}    r0.x = c0.x + c5.y;\n    r1 = mul(v0, c5.xyzw) + tex2D(s0, v0.xy);\n    if (b1) {{\n"
        );
        let out = named(&table(), &text);
        // A column-major matrix holds a column per register: c5 is column 1.
        assert_eq!(
            out,
            "float g_ref : register(c0);\ncolumn_major float4x4 g_world : register(c4);\nbool g_flag : register(b1);\nsampler2D g_tex : register(s0);\n    r0.x = g_ref + g_world._m11;\n    r1 = mul(v0, g_world._m01_m11_m21_m31) + tex2D(g_tex, v0.xy);\n    if (g_flag) {\n"
        );
    }

    #[test]
    fn a_read_no_constant_holds_keeps_the_registers() {
        // A scalar has no c0.y; no constant is at c9.
        for read in ["c0.y", "c9.x"] {
            let text = format!(
                "float4 c0 : register(c0);\nfloat4 c9 : register(c9);\n    r0.x = {read};\n"
            );
            assert_eq!(named(&table(), &text), text, "{read}");
        }
    }
}
