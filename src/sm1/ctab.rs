//! The constant table (`CTAB` comment block) that the HLSL compiler puts at
//! the start of a shader model 1–3 token stream, and its listing form: the
//! `// Parameters:` and `// Registers:` tables of Microsoft's disassembler.
//!
//! Contract: parsing checks that every offset and count stays inside the
//! block; errors carry the absolute byte offset of the field at fault.

use crate::columns;
use crate::error::bail;
use crate::error::BinError;

/// A parsed constant table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstantTable {
    /// Creator string (`Microsoft (R) HLSL Shader Compiler ...`).
    pub creator: String,
    /// Version token the table was made for.
    pub version: u32,
    /// Compiler flags.
    pub flags: u32,
    /// Target profile string (`vs_3_0`).
    pub target: String,
    /// The constants, in table order.
    pub constants: Vec<Constant>,
}

/// One constant of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constant {
    /// Name.
    pub name: String,
    /// Register set: 0 bool, 1 int4, 2 float4, 3 sampler.
    pub register_set: u16,
    /// First register.
    pub register_index: u16,
    /// Number of registers.
    pub register_count: u16,
    /// Type.
    pub ty: TypeInfo,
    /// The default value's words (one per bool register, four per int or
    /// float register), when the table gives one.
    pub default: Option<Vec<u32>>,
}

/// A type description (D3DXSHADER_TYPEINFO).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeInfo {
    /// Class: 0 scalar, 1 vector, 2 row-major matrix, 3 column-major
    /// matrix, 4 object, 5 struct.
    pub class: u16,
    /// Base type (D3DXPARAMETER_TYPE).
    pub ty: u16,
    /// Rows.
    pub rows: u16,
    /// Columns.
    pub columns: u16,
    /// Array elements (0 or 1 when not an array).
    pub elements: u16,
    /// Struct members.
    pub members: Vec<(String, TypeInfo)>,
}

/// Deepest struct nesting accepted (the table is untrusted input).
const MAX_DEPTH: usize = 16;

struct Block<'a> {
    data: &'a [u8],
    base: usize,
}

impl Block<'_> {
    fn u32(&self, at: usize) -> Result<u32, BinError> {
        match self.data.get(at..at.saturating_add(4)) {
            Some(b) => Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            None => bail!(
                self.base + at.min(self.data.len()),
                "constant table field outside the table"
            ),
        }
    }
    fn u16(&self, at: usize) -> Result<u16, BinError> {
        match self.data.get(at..at.saturating_add(2)) {
            Some(b) => Ok(u16::from_le_bytes([b[0], b[1]])),
            None => bail!(
                self.base + at.min(self.data.len()),
                "constant table field outside the table"
            ),
        }
    }
    /// Checks that `len` bytes at `at` (read from the field at `field`)
    /// lie inside the table.
    fn span(&self, field: usize, at: usize, len: usize) -> Result<(), BinError> {
        if at > self.data.len() || len > self.data.len() - at {
            bail!(
                self.base + field,
                "offset {at} points outside the constant table"
            );
        }
        Ok(())
    }
    fn string(&self, field: usize) -> Result<String, BinError> {
        let at = self.u32(field)? as usize;
        let Some(rest) = self.data.get(at..) else {
            bail!(self.base + field, "string offset {at} outside the table");
        };
        let Some(len) = rest.iter().position(|&b| b == 0) else {
            bail!(
                self.base + field,
                "unterminated string in the constant table"
            );
        };
        Ok(String::from_utf8_lossy(&rest[..len]).into_owned())
    }
    fn type_info(
        &self,
        field: usize,
        depth: usize,
        budget: &mut usize,
    ) -> Result<TypeInfo, BinError> {
        if depth > MAX_DEPTH {
            bail!(self.base + field, "struct types nested too deeply");
        }
        let at = self.u32(field)? as usize;
        self.span(field, at, 16)?;
        let mut t = TypeInfo {
            class: self.u16(at)?,
            ty: self.u16(at + 2)?,
            rows: self.u16(at + 4)?,
            columns: self.u16(at + 6)?,
            elements: self.u16(at + 8)?,
            members: Vec::new(),
        };
        let count = self.u16(at + 10)? as usize;
        let members = self.u32(at + 12)? as usize;
        self.span(at + 12, members, count * 8)?;
        for i in 0..count {
            if *budget == 0 {
                bail!(self.base + at + 10, "too many struct members");
            }
            *budget -= 1;
            let m = members + 8 * i;
            let name = self.string(m)?;
            let ty = self.type_info(m + 4, depth + 1, budget)?;
            t.members.push((name, ty));
        }
        Ok(t)
    }
}

/// Parses the data of a `CTAB` comment (starting with the FourCC) found at
/// absolute byte offset `base`.
pub fn parse(data: &[u8], base: usize) -> Result<ConstantTable, BinError> {
    if data.get(..4) != Some(b"CTAB") {
        bail!(base, "not a CTAB comment");
    }
    let b = Block {
        data: &data[4..],
        base: base + 4,
    };
    let size = b.u32(0)?;
    if size < 28 {
        bail!(b.base, "constant table header size {size} is below 28");
    }
    let count = b.u32(12)? as usize;
    let info = b.u32(16)? as usize;
    if count > b.data.len() / 20 {
        bail!(b.base + 12, "{count} constants cannot fit in the table");
    }
    b.span(16, info, count * 20)?;
    let mut budget = b.data.len() / 8;
    let mut constants = Vec::with_capacity(count);
    for i in 0..count {
        let c = info + 20 * i;
        let register_set = b.u16(c + 4)?;
        let register_count = b.u16(c + 8)?;
        // The default value (printed with D3DDisassemble 0x2): read when
        // it lies inside the table, else left out.
        let at = b.u32(c + 16)? as usize;
        let words = register_count as usize * if register_set == 0 { 1 } else { 4 };
        let default = (at != 0)
            .then(|| {
                b.data.get(at..at.checked_add(words * 4)?).map(|d| {
                    d.chunks_exact(4)
                        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
                        .collect()
                })
            })
            .flatten();
        constants.push(Constant {
            name: b.string(c)?,
            register_set,
            register_index: b.u16(c + 6)?,
            register_count,
            ty: b.type_info(c + 12, 0, &mut budget)?,
            default,
        });
    }
    Ok(ConstantTable {
        creator: b.string(4)?,
        version: b.u32(8)?,
        flags: b.u32(20)?,
        target: b.string(24)?,
        constants,
    })
}

fn base_type(ty: u16) -> &'static str {
    match ty {
        0 => "void",
        1 => "bool",
        2 => "int",
        3 => "float",
        4 => "string",
        5 => "texture",
        6 => "texture1D",
        7 => "texture2D",
        8 => "texture3D",
        9 => "textureCUBE",
        10 => "sampler",
        11 => "sampler1D",
        12 => "sampler2D",
        13 => "sampler3D",
        14 => "samplerCUBE",
        15 => "pixelshader",
        16 => "vertexshader",
        17 => "pixelfragment",
        18 => "vertexfragment",
        _ => "unsupported",
    }
}

/// Writes the declarations of a list of variables (the top-level
/// constants or a struct's members) at `indent`, one per line ending in
/// `;`. A struct is set apart by a line holding only the indentation,
/// before it unless it comes first and after it unless it comes last.
fn write_decls<'a>(
    out: &mut String,
    items: impl ExactSizeIterator<Item = (&'a str, &'a TypeInfo)>,
    indent: usize,
) {
    let n = items.len();
    let mut blank = true;
    for (i, (name, t)) in items.enumerate() {
        let is_struct = t.class == 5;
        if is_struct && !blank {
            comment_pad(out, indent);
            out.push('\n');
        }
        write_decl(out, t, name, indent);
        out.push_str(";\n");
        blank = false;
        if is_struct && i + 1 < n {
            comment_pad(out, indent);
            out.push('\n');
            blank = true;
        }
    }
}

/// `//` and `indent` spaces: the start of a declaration line.
fn comment_pad(out: &mut String, indent: usize) {
    out.push_str("//");
    crate::push::spaces(out, indent);
}

/// Writes the declaration of a variable of type `t` named `name` (with its
/// array suffix) at `indent`, without the `;`. Written piece by piece:
/// through `format!`, the constant table's lines were 3% of SM1-3 `dis`.
fn write_decl(out: &mut String, t: &TypeInfo, name: &str, indent: usize) {
    let ty = base_type(t.ty);
    comment_pad(out, indent);
    match t.class {
        1 => {
            out.push_str(ty);
            crate::push::uint(out, t.columns.into());
        }
        2 | 3 => {
            if t.class == 2 {
                out.push_str("row_major ");
            }
            out.push_str(ty);
            crate::push::uint(out, t.rows.into());
            out.push('x');
            crate::push::uint(out, t.columns.into());
        }
        5 => {
            out.push_str("struct\n");
            comment_pad(out, indent);
            out.push_str("{\n");
            write_decls(
                out,
                t.members.iter().map(|(n, t)| (n.as_str(), t)),
                indent + 4,
            );
            out.push_str("//\n");
            comment_pad(out, indent);
            out.push('}');
        }
        _ => out.push_str(ty),
    }
    out.push(' ');
    out.push_str(name);
    if t.elements > 1 {
        out.push('[');
        crate::push::uint(out, t.elements.into());
        out.push(']');
    }
}

/// Writes the listing header that Microsoft prints for a constant table:
/// creator line, `// Parameters:` and `// Registers:`; with `defaults`
/// (`D3DDisassemble` 0x2), the default
/// values after the register table: per constant with one, each register
/// (`true`/`false` for bools, `{ x, y, z, w }` otherwise, ints as
/// integers and floats as C's `%g`).
pub fn print_with(t: &ConstantTable, defaults: bool, out: &mut String) {
    out.push_str("//\n// Generated by ");
    out.push_str(&t.creator);
    out.push('\n');
    if t.constants.is_empty() {
        return;
    }
    out.push_str("//\n// Parameters:\n//\n");
    // A constant named as the one just before it in the table (one
    // variable in two register sets: `int n` in i0 and c8) is declared
    // once; the register table lists both (checked with the oracle: only
    // the entry just before is compared, by exact name, whatever the
    // types).
    let decls: Vec<(&str, &TypeInfo)> = t
        .constants
        .iter()
        .enumerate()
        .filter(|&(i, c)| i == 0 || t.constants[i - 1].name != c.name)
        .map(|(_, c)| (c.name.as_str(), &c.ty))
        .collect();
    write_decls(out, decls.into_iter(), 3);
    out.push_str("//\n//\n// Registers:\n//\n");
    let w = t
        .constants
        .iter()
        .map(|c| c.name.len())
        .max()
        .unwrap_or(0)
        .max(12);
    out.push_str("//   ");
    columns::left(out, "Name", w);
    out.push_str(" Reg   Size\n//   ");
    for _ in 0..w {
        out.push('-');
    }
    out.push_str(" ----- ----\n");
    let mut regs: Vec<&Constant> = t.constants.iter().collect();
    regs.sort_by_key(|c| (c.register_set, c.register_index));
    for c in &regs {
        let set = match c.register_set {
            0 => "b",
            1 => "i",
            2 => "c",
            3 => "s",
            _ => "?",
        };
        out.push_str("//   ");
        columns::left(out, &c.name, w);
        out.push(' ');
        let at = out.len();
        out.push_str(set);
        crate::push::uint(out, c.register_index.into());
        columns::pad_since(out, at, 5);
        out.push(' ');
        columns::right_num(out, c.register_count, 4);
        out.push('\n');
    }
    out.push_str("//\n");
    let with_default: Vec<&&Constant> = regs.iter().filter(|c| c.default.is_some()).collect();
    if defaults && !with_default.is_empty() {
        out.push_str("//\n// Default values:\n//\n");
        for c in with_default {
            out.push_str(&format!("//   {}\n", c.name));
            let words = c.default.as_deref().unwrap_or_default();
            let per = if c.register_set == 0 { 1 } else { 4 };
            for (k, w) in words.chunks(per).enumerate() {
                let set = match c.register_set {
                    0 => "b",
                    1 => "i",
                    _ => "c",
                };
                let reg = format!("{set}{}", c.register_index as usize + k);
                let value = match c.register_set {
                    0 => (if w[0] != 0 { "true" } else { "false" }).to_string(),
                    1 => format!(
                        "{{ {} }}",
                        w.iter()
                            .map(|x| (*x as i32).to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    _ => format!(
                        "{{ {} }}",
                        w.iter()
                            .map(|x| crate::cfloat::g32(f32::from_bits(*x), 6))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                };
                out.push_str(&format!("//     {reg:<5}= {value};\n"));
            }
            out.push_str("//\n");
        }
    }
    out.push('\n');
}
