//! The RDEF chunk (resource definitions): constant buffers with their
//! variables and types, resource bindings, the creator string, the target
//! version and compile flags. Both directions.
//!
//! Contract:
//! * [`read`] decodes a chunk into an [`Rdef`]; types live in an arena
//!   ([`Rdef::types`]) so that a type record the chunk shares between
//!   variables stays shared. Every bad offset or count is an error with an
//!   absolute byte offset, never a panic; allocations are bounded by the
//!   chunk size.
//! * [`write()`] lays the chunk out as Microsoft's compiler does: header
//!   (with the `RD11` block for 5.x), binding records, their names, the
//!   buffer records, then per buffer its name, variable records and per
//!   variable its name, type names, member names, types (children first),
//!   member tables and default value; then the creator string. Strings are
//!   stored once; records are aligned to 4 bytes with `0xab`.
//! * [`print_buffers`] and [`print_bindings`] print the `// Buffer
//!   Definitions:` and `// Resource Bindings:` blocks; [`parse_buffers`]
//!   and [`parse_bindings`] read them back.
//!
//! What a listing cannot give back: default values (9.x prints them,
//! [`parse_buffers`] does not read them yet), the compile flags (taken
//! as 0x100), the creator string (the header line holds it, see
//! `header`), the program type (from the version line), each binding's
//! user-packed flag bit (taken as set, as 6.3 and 10.x always write it),
//! the element count of one-element arrays (printed without `[1]`), which
//! equal types the compiler shared (a guess: equal non-array types are
//! shared, except that a top-level buffer variable's type is not shared
//! with struct members and structured-buffer elements), class types'
//! base classes and interface lists, and the texture/sampler start fields
//! of 5.x variables.

use super::signature::{align4, intern, str_at, u32_at};
use crate::columns;
use crate::error::bail;
use crate::error::{BinError, TextError};
use crate::sm4::fields::ReturnType;
use std::borrow::Cow;
use std::fmt::Write as _;

/// One resource binding.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Binding {
    /// Name.
    pub name: String,
    /// D3D_SHADER_INPUT_TYPE: 0 cbuffer, 1 tbuffer, 2 texture, 3 sampler,
    /// 4 UAV typed, 5 structured, 6 RW structured, 7 byte address, 8 RW
    /// byte address, 9 append, 10 consume, 11 RW structured with counter.
    pub input_type: u32,
    /// D3D_RESOURCE_RETURN_TYPE (1 unorm, 2 snorm, 3 sint, 4 uint, 5
    /// float, 6 mixed, 7 double), 0 for buffers and samplers.
    pub return_type: u32,
    /// D3D_SRV_DIMENSION.
    pub dimension: u32,
    /// Sample count, or the structure stride for structured buffers.
    pub num_samples: u32,
    /// First register.
    pub bind_point: u32,
    /// Number of registers.
    pub bind_count: u32,
    /// D3D_SHADER_INPUT_FLAGS (bits 2-3: component count - 1).
    pub flags: u32,
}

/// A member of a struct type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// Name.
    pub name: String,
    /// Index into [`Rdef::types`].
    pub ty: usize,
    /// Byte offset in the struct.
    pub offset: u32,
}

/// A type record.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Type {
    /// D3D_SHADER_VARIABLE_CLASS: 0 scalar, 1 vector, 2 row-major
    /// matrix, 3 column-major matrix, 4 object, 5 struct, 6 interface
    /// class, 7 interface pointer.
    pub class: u16,
    /// D3D_SHADER_VARIABLE_TYPE (1 bool, 2 int, 3 float, 19 uint, ...).
    pub base: u16,
    /// Rows.
    pub rows: u16,
    /// Columns.
    pub columns: u16,
    /// Array elements (0 when not an array).
    pub elements: u16,
    /// Struct members.
    pub members: Vec<Member>,
    /// Type name (5.x only).
    pub name: Option<String>,
    /// 5.x: the interface type an interface pointer points to.
    pub sub_type: Option<usize>,
    /// 5.x: the base class of a class.
    pub base_class: Option<usize>,
    /// 5.x: interfaces a class implements.
    pub interfaces: Vec<usize>,
}

/// A variable of a constant buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    /// Name.
    pub name: String,
    /// Byte offset in the buffer.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
    /// D3D_SHADER_VARIABLE_FLAGS (2 used, 4 interface pointer).
    pub flags: u32,
    /// Index into [`Rdef::types`].
    pub ty: usize,
    /// Default value bytes (`size` of them), if the chunk has one.
    pub default: Option<Vec<u8>>,
    /// 5.x: first texture, texture count, first sampler, sampler count.
    pub resources: [u32; 4],
}

/// A constant buffer (or tbuffer, interface table, structured element).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buffer {
    /// Name.
    pub name: String,
    /// Variables.
    pub variables: Vec<Variable>,
    /// Size in bytes.
    pub size: u32,
    /// D3D_SHADER_CBUFFER_FLAGS.
    pub flags: u32,
    /// D3D_CBUFFER_TYPE: 0 cbuffer, 1 tbuffer, 2 interface pointers, 3
    /// resource bind info.
    pub kind: u32,
}

/// A decoded RDEF chunk.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Rdef {
    /// Target major version.
    pub major: u8,
    /// Target minor version.
    pub minor: u8,
    /// Program type (0xFFFF ps, 0xFFFE vs, 0x4753 gs, 0x4853 hs, 0x4453
    /// ds, 0x4353 cs).
    pub program_type: u16,
    /// D3DCOMPILE flags.
    pub flags: u32,
    /// Creator string, e.g. `Microsoft (R) HLSL Shader Compiler 6.3...`.
    pub creator: String,
    /// Resource bindings.
    pub bindings: Vec<Binding>,
    /// Constant buffers.
    pub buffers: Vec<Buffer>,
    /// Type arena.
    pub types: Vec<Type>,
    /// The `RD11` block's interface slot count (5.x only).
    pub interface_slots: u32,
}

impl Rdef {
    /// Whether the chunk has the 5.x layout (RD11 block, named types).
    pub fn is_sm5(&self) -> bool {
        self.major >= 5
    }
}

const NONE: u32 = u32::MAX;

struct Reader<'a> {
    data: &'a [u8],
    base: usize,
    sm5: bool,
    types: Vec<Type>,
    offsets: Vec<usize>,
    depth: usize,
}

impl Reader<'_> {
    fn u32(&self, off: usize) -> Result<u32, BinError> {
        u32_at(self.data, off, self.base)
    }
    fn u16(&self, off: usize) -> Result<u16, BinError> {
        match off.checked_add(2).and_then(|e| self.data.get(off..e)) {
            Some(b) => Ok(u16::from_le_bytes([b[0], b[1]])),
            None => bail!(
                self.base + off.min(self.data.len()),
                "unexpected end of chunk (need 2 bytes)"
            ),
        }
    }
    fn str(&self, off: usize) -> Result<String, BinError> {
        str_at(self.data, off, self.base)
    }
    fn table(&self, off: usize, count: usize, size: usize, what: &str) -> Result<(), BinError> {
        if off > self.data.len() || count > (self.data.len() - off) / size {
            bail!(
                self.base + off.min(self.data.len()),
                "{count} {what} records at 0x{off:x} do not fit in the chunk ({} bytes)",
                self.data.len()
            );
        }
        Ok(())
    }
    fn ty(&mut self, off: usize) -> Result<usize, BinError> {
        if let Some(i) = self.offsets.iter().position(|&o| o == off) {
            return Ok(i);
        }
        if self.depth > 64 || self.types.len() > self.data.len() / 16 {
            bail!(
                self.base + off.min(self.data.len()),
                "type records nest too deep or too many"
            );
        }
        let size = if self.sm5 { 36 } else { 16 };
        self.table(off, 1, size, "type")?;
        let mut t = Type {
            class: self.u16(off)?,
            base: self.u16(off + 2)?,
            rows: self.u16(off + 4)?,
            columns: self.u16(off + 6)?,
            elements: self.u16(off + 8)?,
            ..Default::default()
        };
        let nm = self.u16(off + 10)? as usize;
        let mo = self.u32(off + 12)? as usize;
        self.depth += 1;
        if nm > 0 {
            self.table(mo, nm, 12, "member")?;
            for k in 0..nm {
                let at = mo + 12 * k;
                let name = self.str(self.u32(at)? as usize)?;
                let ty = self.ty(self.u32(at + 4)? as usize)?;
                t.members.push(Member {
                    name,
                    ty,
                    offset: self.u32(at + 8)?,
                });
            }
        } else if mo != 0 && t.class != 6 && t.class != 5 {
            // A struct whose members are all objects (`struct { Texture2D
            // t; SamplerState s; }`) keeps no members but points at itself
            // (d3dcompiler_47; Microsoft's disassembler prints it empty).
            // Anything else is not what a compiler writes.
            bail!(
                self.base + off + 12,
                "type without members has member offset 0x{mo:x}"
            );
        }
        if self.sm5 {
            let sub = self.u32(off + 16)? as usize;
            let bc = self.u32(off + 20)? as usize;
            let ni = self.u32(off + 24)? as usize;
            let io = self.u32(off + 28)? as usize;
            let no = self.u32(off + 32)? as usize;
            if no != 0 {
                t.name = Some(self.str(no)?);
            }
            if sub != 0 {
                t.sub_type = Some(self.ty(sub)?);
            }
            if bc != 0 {
                t.base_class = Some(self.ty(bc)?);
            }
            if ni > 0 {
                self.table(io, ni, 4, "interface")?;
                for k in 0..ni {
                    let i = self.ty(self.u32(io + 4 * k)? as usize)?;
                    t.interfaces.push(i);
                }
            }
        }
        self.depth -= 1;
        self.types.push(t);
        self.offsets.push(off);
        Ok(self.types.len() - 1)
    }
}

/// Reads an RDEF chunk. `base_offset` is the absolute offset of `data`.
pub fn read(data: &[u8], base_offset: usize) -> Result<Rdef, BinError> {
    let mut r = Reader {
        data,
        base: base_offset,
        sm5: false,
        types: Vec::new(),
        offsets: Vec::new(),
        depth: 0,
    };
    let ncb = r.u32(0)? as usize;
    let cbo = r.u32(4)? as usize;
    let nb = r.u32(8)? as usize;
    let bo = r.u32(12)? as usize;
    let ver = r.u32(16)?;
    let mut out = Rdef {
        minor: ver as u8,
        major: (ver >> 8) as u8,
        program_type: (ver >> 16) as u16,
        flags: r.u32(20)?,
        creator: r.str(r.u32(24)? as usize)?,
        ..Default::default()
    };
    r.sm5 = out.is_sm5();
    if r.sm5 {
        if data.get(28..32) != Some(b"RD11") {
            bail!(base_offset + 28, "5.x RDEF lacks the 'RD11' block");
        }
        let want = [60, 24, 32, 40, 36, 12];
        for (k, w) in want.iter().enumerate() {
            let v = r.u32(32 + 4 * k)?;
            if v != *w {
                bail!(
                    base_offset + 32 + 4 * k,
                    "RD11 record size {v} (expected {w})"
                );
            }
        }
        out.interface_slots = r.u32(56)?;
    }
    r.table(bo, nb, 32, "binding")?;
    for i in 0..nb {
        let at = bo + 32 * i;
        let f = |k: usize| r.u32(at + 4 * k);
        out.bindings.push(Binding {
            name: r.str(f(0)? as usize)?,
            input_type: f(1)?,
            return_type: f(2)?,
            dimension: f(3)?,
            num_samples: f(4)?,
            bind_point: f(5)?,
            bind_count: f(6)?,
            flags: f(7)?,
        });
    }
    r.table(cbo, ncb, 24, "constant buffer")?;
    let vs = if r.sm5 { 40 } else { 24 };
    for i in 0..ncb {
        let at = cbo + 24 * i;
        let name = r.str(r.u32(at)? as usize)?;
        let nv = r.u32(at + 4)? as usize;
        let vo = r.u32(at + 8)? as usize;
        r.table(vo, nv, vs, "variable")?;
        let mut variables = Vec::with_capacity(nv);
        for j in 0..nv {
            let v = vo + vs * j;
            let size = r.u32(v + 8)?;
            let dflt = r.u32(v + 20)? as usize;
            let default = if dflt != 0 {
                match dflt
                    .checked_add(size as usize)
                    .and_then(|e| data.get(dflt..e))
                {
                    Some(b) => Some(b.to_vec()),
                    None => bail!(
                        base_offset + v + 20,
                        "default value at 0x{dflt:x} runs past the chunk"
                    ),
                }
            } else {
                None
            };
            let mut resources = [NONE, 0, NONE, 0];
            if r.sm5 {
                for (k, x) in resources.iter_mut().enumerate() {
                    *x = r.u32(v + 24 + 4 * k)?;
                }
            }
            variables.push(Variable {
                name: r.str(r.u32(v)? as usize)?,
                offset: r.u32(v + 4)?,
                size,
                flags: r.u32(v + 12)?,
                ty: r.ty(r.u32(v + 16)? as usize)?,
                default,
                resources,
            });
        }
        out.buffers.push(Buffer {
            name,
            variables,
            size: r.u32(at + 12)?,
            flags: r.u32(at + 16)?,
            kind: r.u32(at + 20)?,
        });
    }
    out.types = r.types;
    Ok(out)
}

struct Writer<'a> {
    rdef: &'a Rdef,
    out: Vec<u8>,
    strings: Vec<(u32, u32)>,
    type_offs: Vec<Option<u32>>,
    first_class: Option<u32>,
}

impl Writer<'_> {
    fn put(&mut self, v: u32) {
        self.out.extend_from_slice(&v.to_le_bytes());
    }
    fn set(&mut self, at: usize, v: u32) {
        self.out[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }
    fn string(&mut self, s: &str) -> u32 {
        intern(&mut self.out, &mut self.strings, s)
    }
    fn ty(&mut self, i: usize) -> u32 {
        if let Some(o) = self.type_offs.get(i).copied().flatten() {
            return o;
        }
        let Some(t) = self.rdef.types.get(i) else {
            return 0;
        };
        let sm5 = self.rdef.is_sm5();
        let name = match (&t.name, sm5) {
            (Some(n), true) => self.string(n),
            _ => 0,
        };
        let sub = t.sub_type.map(|s| self.ty(s)).unwrap_or(0);
        let bc = t.base_class.map(|s| self.ty(s)).unwrap_or(0);
        let mut members = Vec::with_capacity(t.members.len());
        for m in &t.members {
            let n = self.string(&m.name);
            let o = self.ty(m.ty);
            members.push((n, o, m.offset));
        }
        let ifaces: Vec<u32> = t.interfaces.iter().map(|&k| self.ty(k)).collect();
        align4(&mut self.out);
        let mo = if members.is_empty() {
            0
        } else {
            self.out.len() as u32
        };
        for (n, o, off) in members {
            self.put(n);
            self.put(o);
            self.put(off);
        }
        let io = if ifaces.is_empty() {
            0
        } else {
            self.out.len() as u32
        };
        for o in &ifaces {
            self.put(*o);
        }
        let at = self.out.len() as u32;
        let mo = if t.class == 6 && t.members.is_empty() {
            *self.first_class.get_or_insert(at)
        } else {
            mo
        };
        for h in [
            t.class,
            t.base,
            t.rows,
            t.columns,
            t.elements,
            t.members.len() as u16,
        ] {
            self.out.extend_from_slice(&h.to_le_bytes());
        }
        self.put(mo);
        if sm5 {
            for v in [sub, bc, ifaces.len() as u32, io, name] {
                self.put(v);
            }
        }
        if let Some(slot) = self.type_offs.get_mut(i) {
            *slot = Some(at);
        }
        at
    }
}

/// Writes the chunk bytes (without the 8-byte chunk header).
pub fn write(rdef: &Rdef) -> Vec<u8> {
    let sm5 = rdef.is_sm5();
    let mut w = Writer {
        rdef,
        out: Vec::new(),
        strings: Vec::new(),
        type_offs: vec![None; rdef.types.len()],
        first_class: None,
    };
    let header = if sm5 { 60 } else { 28 };
    w.out.resize(header, 0);
    w.set(0, rdef.buffers.len() as u32);
    w.set(8, rdef.bindings.len() as u32);
    w.set(
        16,
        rdef.minor as u32 | (rdef.major as u32) << 8 | (rdef.program_type as u32) << 16,
    );
    w.set(20, rdef.flags);
    if sm5 {
        w.out[28..32].copy_from_slice(b"RD11");
        for (k, v) in [60, 24, 32, 40, 36, 12, rdef.interface_slots]
            .iter()
            .enumerate()
        {
            w.set(32 + 4 * k, *v);
        }
    }
    // Binding records, then their names.
    let bo = w.out.len();
    w.set(12, bo as u32);
    w.out.resize(bo + 32 * rdef.bindings.len(), 0);
    for (i, b) in rdef.bindings.iter().enumerate() {
        let n = w.string(&b.name);
        let at = bo + 32 * i;
        for (k, v) in [
            n,
            b.input_type,
            b.return_type,
            b.dimension,
            b.num_samples,
            b.bind_point,
            b.bind_count,
            b.flags,
        ]
        .iter()
        .enumerate()
        {
            w.set(at + 4 * k, *v);
        }
    }
    if !rdef.buffers.is_empty() {
        align4(&mut w.out);
        let cbo = w.out.len();
        w.set(4, cbo as u32);
    }
    let cbo = w.out.len();
    w.out.resize(cbo + 24 * rdef.buffers.len(), 0);
    let vs = if sm5 { 40 } else { 24 };
    for (i, cb) in rdef.buffers.iter().enumerate() {
        let at = cbo + 24 * i;
        let n = w.string(&cb.name);
        align4(&mut w.out);
        let vo = w.out.len();
        w.out.resize(vo + vs * cb.variables.len(), 0);
        for (k, v) in [
            n,
            cb.variables.len() as u32,
            if cb.variables.is_empty() {
                0
            } else {
                vo as u32
            },
            cb.size,
            cb.flags,
            cb.kind,
        ]
        .iter()
        .enumerate()
        {
            w.set(at + 4 * k, *v);
        }
        for (j, v) in cb.variables.iter().enumerate() {
            let vat = vo + vs * j;
            let n = w.string(&v.name);
            let t = w.ty(v.ty);
            let d = match &v.default {
                Some(bytes) => {
                    align4(&mut w.out);
                    let d = w.out.len() as u32;
                    w.out.extend_from_slice(bytes);
                    d
                }
                None => 0,
            };
            for (k, x) in [n, v.offset, v.size, v.flags, t, d].iter().enumerate() {
                w.set(vat + 4 * k, *x);
            }
            if sm5 {
                for (k, x) in v.resources.iter().enumerate() {
                    w.set(vat + 24 + 4 * k, *x);
                }
            }
        }
    }
    let c = w.string(&rdef.creator);
    w.set(24, c);
    align4(&mut w.out);
    w.out
}

// ---------------------------------------------------------------------
// Listing text: printing.

/// How the resource-binding table is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BindingStyle {
    /// `Slot` and `Elements` columns (6.3 and 9.x compilers).
    SlotElements,
    /// `HLSL Bind` and `Count` columns (10.x compilers).
    HlslBind,
}

crate::numbered::numbered! {
    /// The base type of an RDEF variable type (`D3D_SHADER_VARIABLE_TYPE`),
    /// those a listing spells; others print as `type` and their number.
    BaseType(u16) {
        VOID = 0, "void";
        BOOL = 1, "bool";
        INT = 2, "int";
        FLOAT = 3, "float";
        UINT = 19, "uint";
        UINT8 = 20, "uint8";
        DOUBLE = 39, "double";
        MIN8FLOAT = 52, "min8float";
        MIN10FLOAT = 53, "min10float";
        MIN16FLOAT = 54, "min16float";
        MIN12INT = 55, "min12int";
        MIN16INT = 56, "min16int";
        MIN16UINT = 57, "min16uint";
    }
}

fn write_base_name(base: u16, out: &mut String) {
    match BaseType(base).name() {
        Some(n) => out.push_str(n),
        None => {
            out.push_str("type");
            out.push_str(itoa::Buffer::new().format(base));
        }
    }
}

fn base_of(name: &str) -> Option<u16> {
    BaseType::from_name(name).map(|b| b.0)
}

/// The HLSL spelling of a non-struct type, as the listing prints it.
fn write_type_text(rdef: &Rdef, t: &Type, out: &mut String) {
    let num = |n: u16, out: &mut String| out.push_str(itoa::Buffer::new().format(n));
    match t.class {
        0 => write_base_name(t.base, out),
        1 => {
            write_base_name(t.base, out);
            num(t.columns, out);
        }
        2 | 3 => {
            if t.class == 2 {
                out.push_str("row_major ");
            }
            write_base_name(t.base, out);
            num(t.rows, out);
            out.push('x');
            num(t.columns, out);
        }
        7 => {
            let n = t.name.as_ref().or_else(|| {
                t.sub_type
                    .and_then(|s| rdef.types.get(s))
                    .and_then(|s| s.name.as_ref())
            });
            out.push_str("interface ");
            out.push_str(n.map_or("", |n| n.as_str()));
        }
        _ => match &t.name {
            Some(n) => out.push_str(n),
            None => write_base_name(t.base, out),
        },
    }
}

/// The HLSL spelling of type `ty` of `rdef` with its array size
/// (`float4x4`, `float4[8]`, a structure's name), as the listing prints a
/// variable's type.
pub fn type_text(rdef: &Rdef, ty: usize) -> String {
    let mut out = String::new();
    if let Some(t) = rdef.types.get(ty) {
        write_type_text(rdef, t, &mut out);
        write_array_suffix(t, &mut out);
    }
    out
}

/// `[n]` after an array's name.
fn write_array_suffix(t: &Type, out: &mut String) {
    if t.elements > 1 {
        out.push('[');
        out.push_str(itoa::Buffer::new().format(t.elements));
        out.push(']');
    }
}

/// Ends a declaration line begun at `start` (after its `//`): padded to 38
/// characters, then `// Offset: ` and the offset, and for a buffer's own
/// variables its size and whether it is used.
fn end_decl_line(out: &mut String, start: usize, offset: u32, size: Option<(u32, bool)>) {
    columns::pad_since(out, start, 38);
    out.push_str("// Offset: ");
    columns::right_num(out, offset, 4);
    if let Some((size, unused)) = size {
        out.push_str(" Size: ");
        columns::right_num(out, size, 5);
        if unused {
            out.push_str(" [unused]");
        }
    }
    out.push('\n');
}

/// How many variables and members [`print_buffers`] prints at most. Struct
/// types are shared, not copied: a hostile chunk of a few hundred bytes can
/// nest 64 levels of two-member structs, 2^64 lines; compiled shaders have
/// a few hundred.
const MAX_PRINTED_ITEMS: usize = 1 << 16;

/// The state of printing a buffer's items.
struct Walk {
    /// Items left to print.
    budget: usize,
    /// A blank line is owed to the next item.
    pending: bool,
}

/// Prints one variable or member; `base` is the absolute offset of the
/// enclosing struct (members print absolute offsets). A blank comment
/// line goes before a struct that is not `first` in its braces, and before
/// whatever item comes after an opening brace (`pending`, which an empty
/// struct leaves set for the next item printed, at any depth: checked with
/// the oracle on structs of objects). Each item takes one from the
/// budget; at zero nothing more is printed.
fn print_item(
    rdef: &Rdef,
    out: &mut String,
    indent: usize,
    item: (&str, usize, u32),
    size: Option<(u32, bool)>,
    first: bool,
    walk: &mut Walk,
) {
    let (name, ty, offset) = item;
    let Some(t) = rdef.types.get(ty) else { return };
    if walk.budget == 0 {
        return;
    }
    walk.budget -= 1;
    let pad = |out: &mut String| crate::push::spaces(out, indent);
    if walk.pending || (t.class == 5 && !first) {
        out.push_str("//");
        pad(out);
        out.push('\n');
    }
    walk.pending = false;
    if t.class == 5 {
        out.push_str("//");
        pad(out);
        out.push_str("struct");
        if let (Some(n), true) = (&t.name, rdef.is_sm5()) {
            out.push(' ');
            out.push_str(n);
        }
        out.push_str("\n//");
        pad(out);
        out.push_str("{\n");
        walk.pending = true;
        for (k, m) in t.members.iter().enumerate() {
            print_item(
                rdef,
                out,
                indent + 4,
                // u32 arithmetic as the C runtime does it: hostile
                // offsets wrap instead of overflowing.
                (&m.name, m.ty, offset.wrapping_add(m.offset)),
                None,
                k == 0,
                walk,
            );
        }
        out.push_str("//\n//");
        let start = out.len();
        pad(out);
        out.push_str("} ");
        out.push_str(name);
        write_array_suffix(t, out);
        out.push(';');
        end_decl_line(out, start, offset, size);
    } else {
        out.push_str("//");
        let start = out.len();
        pad(out);
        write_type_text(rdef, t, out);
        out.push(' ');
        out.push_str(name);
        write_array_suffix(t, out);
        out.push(';');
        end_decl_line(out, start, offset, size);
    }
}

/// Prints the `// Buffer Definitions:` block (nothing when there are no
/// buffers), starting with its `//` line.
pub fn print_buffers(rdef: &Rdef, out: &mut String) {
    if rdef.buffers.is_empty() {
        return;
    }
    out.push_str("//\n// Buffer Definitions: \n//\n");
    let mut walk = Walk {
        budget: MAX_PRINTED_ITEMS,
        pending: false,
    };
    for cb in &rdef.buffers {
        // Each buffer starts afresh (checked with the oracle).
        walk.pending = false;
        match cb.kind {
            0 => {
                let _ = writeln!(out, "// cbuffer {}", cb.name);
            }
            1 => {
                let _ = writeln!(out, "// tbuffer {}", cb.name);
            }
            2 => {
                let _ = writeln!(out, "// interfaces {}", cb.name);
            }
            _ => {
                let _ = writeln!(out, "// Resource bind info for {}", cb.name);
            }
        }
        out.push_str("// {\n//\n");
        for (k, v) in cb.variables.iter().enumerate() {
            print_item(
                rdef,
                out,
                3,
                (&v.name, v.ty, v.offset),
                Some((v.size, v.flags & 2 == 0)),
                k == 0,
                &mut walk,
            );
            if let Some(d) = &v.default {
                out.push_str("//      =");
                for w in d.chunks(4) {
                    let mut b = [0u8; 4];
                    b[..w.len()].copy_from_slice(w);
                    let _ = write!(out, " 0x{:08x}", u32::from_le_bytes(b));
                }
                out.push_str(" \n");
            }
        }
        out.push_str("//\n// }\n//\n");
    }
}

const INPUT_TYPES: &[&str] = &[
    "cbuffer", "tbuffer", "texture", "sampler", "UAV", "texture", "UAV", "texture", "UAV", "UAV",
    "UAV", "UAV",
];
const DIMENSIONS: &[&str] = &[
    "NA",
    "buf",
    "1d",
    "1darray",
    "2d",
    "2darray",
    "2dMS",
    "2darrayMS",
    "3d",
    "cube",
    "cubearray",
    "bufex",
];

/// The Type, Format and Dim cells of a binding row: borrowed names in the
/// common case (three strings made per row were a tenth of the table).
pub fn binding_columns(b: &Binding) -> (Cow<'static, str>, Cow<'static, str>, Cow<'static, str>) {
    let ty: Cow<str> = match (b.input_type, b.flags & 2 != 0) {
        (3, true) => "sampler_c".into(),
        (t, _) => INPUT_TYPES
            .get(t as usize)
            .map_or_else(|| t.to_string().into(), |s| (*s).into()),
    };
    let (fmt, dim): (Cow<str>, Cow<str>) = match b.input_type {
        0 | 1 | 3 => ("NA".into(), "NA".into()),
        5 | 6 | 9 | 10 | 11 => {
            let d = match b.input_type {
                5 => "r/o",
                6 => "r/w",
                9 => "append",
                10 => "consume",
                _ => "r/w+cnt",
            };
            ("struct".into(), d.into())
        }
        7 => ("byte".into(), "r/o".into()),
        8 => ("byte".into(), "r/w".into()),
        _ => {
            let r = match ReturnType(b.return_type).name() {
                Some(n) => n,
                None if b.return_type == 0 => "",
                None => "?",
            };
            let n = ((b.flags >> 2) & 3) + 1;
            let fmt = if n > 1 {
                format!("{r}{n}").into()
            } else {
                r.into()
            };
            let mut dim: Cow<str> = DIMENSIONS
                .get(b.dimension as usize)
                .map_or_else(|| b.dimension.to_string().into(), |s| (*s).into());
            if matches!(b.dimension, 6 | 7) && b.num_samples != 0 && b.num_samples != NONE {
                dim.to_mut().push_str(&b.num_samples.to_string());
            }
            (fmt, dim)
        }
    };
    (ty, fmt, dim)
}

/// The register letters of a binding's input type (cbuffer `cb`,
/// textures and read-only buffers `t`, samplers `s`, UAVs `u`).
pub(crate) fn register_prefix(input_type: u32) -> &'static str {
    match input_type {
        0 => "cb",
        3 => "s",
        1 | 2 | 5 | 7 => "t",
        _ => "u",
    }
}

/// Prints the `// Resource Bindings:` block (nothing when there are no
/// bindings), starting with its `//` line and ending with `//`.
pub fn print_bindings(rdef: &Rdef, style: BindingStyle, out: &mut String) {
    if rdef.bindings.is_empty() {
        return;
    }
    out.push_str("//\n// Resource Bindings:\n//\n");
    match style {
        BindingStyle::SlotElements => {
            out.push_str(
                "// Name                                 Type  Format         Dim Slot Elements\n",
            );
            out.push_str(
                "// ------------------------------ ---------- ------- ----------- ---- --------\n",
            );
        }
        BindingStyle::HlslBind => {
            out.push_str("// Name                                 Type  Format         Dim      HLSL Bind  Count\n");
            out.push_str("// ------------------------------ ---------- ------- ----------- -------------- ------\n");
        }
    }
    for b in &rdef.bindings {
        let (ty, fmt, dim) = binding_columns(b);
        out.push_str("// ");
        columns::left(out, &b.name, 30);
        out.push(' ');
        columns::right(out, &ty, 10);
        out.push(' ');
        columns::right(out, &fmt, 7);
        out.push(' ');
        columns::right(out, &dim, 11);
        out.push(' ');
        match style {
            BindingStyle::SlotElements => {
                columns::right_num(out, b.bind_point, 4);
                out.push(' ');
                columns::right_num(out, b.bind_count, 8);
            }
            BindingStyle::HlslBind => {
                let reg = format!("{}{}", register_prefix(b.input_type), b.bind_point);
                columns::right(out, &reg, 14);
                out.push(' ');
                columns::right_num(out, b.bind_count, 6);
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out.push_str("//\n");
}

// ---------------------------------------------------------------------
// Listing text: parsing.

/// A listing line with its 1-based number.
pub type Line<'a> = (usize, &'a str);

fn terr(ln: usize, m: impl Into<String>) -> TextError {
    TextError::new(ln, 1, m)
}

/// A type as the listing spells it, before it goes into the arena.
#[derive(Clone, Debug, PartialEq, Eq)]
struct TextType {
    class: u16,
    base: u16,
    rows: u16,
    columns: u16,
    elements: u16,
    name: Option<String>,
    members: Vec<(String, TextType, u32)>,
}

fn scalar_type(spelling: &str, elements: u16) -> Option<TextType> {
    let (class_rm, s) = match spelling.strip_prefix("row_major ") {
        Some(r) => (true, r),
        None => (false, spelling),
    };
    let split = s
        .find(|c: char| c.is_ascii_digit() && !s.starts_with("min"))
        .or_else(|| {
            // min16float4: digits after the base name
            BaseType::NAMED
                .iter()
                .map(|(_, n)| *n)
                .filter(|n| n.starts_with("min"))
                .find(|b| s.starts_with(*b))
                .map(str::len)
        });
    let (b, dims) = match split {
        Some(i) if i < s.len() => (&s[..i], &s[i..]),
        _ => (s, ""),
    };
    let base = base_of(b)?;
    let (class, rows, columns) = if dims.is_empty() {
        (0, 1, 1)
    } else if let Some((r, c)) = dims.split_once('x') {
        (
            if class_rm { 2 } else { 3 },
            r.parse().ok()?,
            c.parse().ok()?,
        )
    } else {
        (1, 1, dims.parse().ok()?)
    };
    let name = match (class, base) {
        (0, 19) => "dword".to_string(),
        _ => s.to_string(),
    };
    Some(TextType {
        class,
        base,
        rows,
        columns,
        elements,
        name: Some(name),
        members: Vec::new(),
    })
}

/// Splits `decl` (`TYPE NAME[N];`) into type spelling, name and elements.
fn split_decl(decl: &str) -> Option<(&str, &str, u16)> {
    let decl = decl.trim().strip_suffix(';')?;
    let (ty, name) = decl.rsplit_once(' ')?;
    match name.split_once('[') {
        Some((n, rest)) => Some((ty, n, rest.strip_suffix(']')?.parse().ok()?)),
        None => Some((ty, name, 0)),
    }
}

fn comment_at(line: &str) -> Option<usize> {
    crate::lines::find(line.get(2..)?, "// Offset:").map(|i| i + 2)
}

fn parse_offset(c: &str) -> Option<(u32, Option<u32>, bool)> {
    let rest = c.strip_prefix("// Offset:")?;
    let unused = rest.ends_with(" [unused]");
    // `trim_end_matches` with a text builds a searcher per call.
    let mut rest = rest;
    while let Some(r) = rest.strip_suffix(" [unused]") {
        rest = r;
    }
    let (o, s) = match crate::lines::split_once(rest, "Size:") {
        Some((o, s)) => (o, Some(s.trim().parse().ok()?)),
        None => (rest, None),
    };
    Some((o.trim().parse().ok()?, s, unused))
}

/// A parsed variable or member: name, type, offset, size, unused, and the
/// default value (`//      = 0x3f800000 ...`), if printed.
type TextItem = (String, TextType, u32, Option<u32>, bool, Option<Vec<u8>>);

/// Parses items (variables or members) until a line that is exactly `//`
/// (consumed). Returns (name, type, offset, size, unused) per item.
fn parse_items(lines: &[Line], i: &mut usize, sm5: bool) -> Result<Vec<TextItem>, TextError> {
    let mut items = Vec::new();
    loop {
        let Some(&(ln, line)) = lines.get(*i) else {
            return Err(terr(0, "unexpected end of buffer definitions"));
        };
        *i += 1;
        if line == "//" {
            return Ok(items);
        }
        let body = line
            .strip_prefix("//")
            .ok_or_else(|| terr(ln, "expected a '//' comment line"))?;
        if body.trim().is_empty() {
            continue;
        }
        // A default value: the words of the item above it.
        if let Some(words) = body.trim_start().strip_prefix('=') {
            let Some(last) = items.last_mut() else {
                return Err(terr(ln, "default value without a variable"));
            };
            let mut bytes = Vec::new();
            for w in words.split_whitespace() {
                let v = w
                    .strip_prefix("0x")
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .ok_or_else(|| terr(ln, format!("bad default value word '{w}'")))?;
                bytes.extend_from_slice(&v.to_le_bytes());
            }
            last.5 = Some(bytes);
            continue;
        }
        if let Some(sname) = body
            .trim_start()
            .strip_prefix("struct")
            .filter(|r| r.is_empty() || r.starts_with(' '))
        {
            let sname = sname.trim();
            match lines.get(*i) {
                Some((_, l)) if l.trim_end().ends_with('{') => *i += 1,
                _ => return Err(terr(ln, "expected '{' after struct")),
            }
            let members = parse_items(lines, i, sm5)?;
            let Some(&(ln2, close)) = lines.get(*i) else {
                return Err(terr(ln, "struct not closed"));
            };
            *i += 1;
            let c =
                comment_at(close).ok_or_else(|| terr(ln2, "expected '// Offset:' after struct"))?;
            let decl = close[2..c]
                .trim()
                .strip_prefix('}')
                .ok_or_else(|| terr(ln2, "expected '}'"))?;
            let decl = format!("x {}", decl.trim());
            let (_, name, elements) =
                split_decl(&decl).ok_or_else(|| terr(ln2, "bad struct declarator"))?;
            let (off, size, unused) =
                parse_offset(&close[c..]).ok_or_else(|| terr(ln2, "bad offset comment"))?;
            let mut columns = 0u16;
            let mut ms = Vec::new();
            for (mn, mt, mo, _, _, _) in members {
                columns = columns.saturating_add(
                    mt.rows
                        .saturating_mul(mt.columns)
                        .saturating_mul(mt.elements.max(1)),
                );
                ms.push((mn, mt, mo.saturating_sub(off)));
            }
            let t = TextType {
                class: 5,
                base: 0,
                rows: 1,
                columns,
                elements,
                name: (sm5 && !sname.is_empty()).then(|| sname.to_string()),
                members: ms,
            };
            items.push((name.to_string(), t, off, size, unused, None));
            continue;
        }
        let c = comment_at(line).ok_or_else(|| terr(ln, "expected '// Offset:' comment"))?;
        let (ty, name, elements) =
            split_decl(&line[2..c]).ok_or_else(|| terr(ln, "bad declaration"))?;
        let (off, size, unused) =
            parse_offset(&line[c..]).ok_or_else(|| terr(ln, "bad offset comment"))?;
        let t = if let Some(iname) = ty.strip_prefix("interface ") {
            TextType {
                class: 7,
                base: 37,
                rows: 1,
                columns: 4,
                elements,
                name: Some(iname.to_string()),
                members: Vec::new(),
            }
        } else {
            scalar_type(ty, elements).ok_or_else(|| terr(ln, format!("unknown type '{ty}'")))?
        };
        items.push((name.to_string(), t, off, size, unused, None));
    }
}

/// Puts a text type into the arena, sharing an equal non-array one of
/// the same `domain` (0: top-level variable, 1: member or element).
fn intern_type(
    rdef: &mut Rdef,
    cache: &mut Vec<(TextType, u8, usize)>,
    t: &TextType,
    domain: u8,
) -> usize {
    // Array types are never shared; other equal types are.
    if t.elements == 0 {
        if let Some((_, _, i)) = cache.iter().find(|(c, d, _)| c == t && *d == domain) {
            return *i;
        }
    }
    let members = t
        .members
        .iter()
        .map(|(n, mt, o)| Member {
            name: n.clone(),
            ty: intern_type(rdef, cache, mt, 1),
            offset: *o,
        })
        .collect();
    let sub_type = (t.class == 7).then(|| {
        let class = TextType {
            class: 6,
            base: 0,
            rows: 1,
            columns: 0,
            elements: 0,
            name: t.name.clone(),
            members: Vec::new(),
        };
        intern_type(rdef, cache, &class, 1)
    });
    let sm5 = rdef.is_sm5();
    rdef.types.push(Type {
        class: t.class,
        base: t.base,
        rows: t.rows,
        columns: t.columns,
        elements: t.elements,
        members,
        name: if sm5 { t.name.clone() } else { None },
        sub_type,
        ..Default::default()
    });
    let i = rdef.types.len() - 1;
    cache.push((t.clone(), domain, i));
    i
}

/// Parses a `// Buffer Definitions:` block; `lines` start at the line
/// after `// Buffer Definitions: ` and `rdef` (whose version must be set)
/// receives the buffers and types. Returns the number of lines consumed.
pub fn parse_buffers(lines: &[Line], rdef: &mut Rdef) -> Result<usize, TextError> {
    let mut i = 0;
    let sm5 = rdef.is_sm5();
    let mut cache = Vec::new();
    while let Some(&(ln, line)) = lines.get(i) {
        let (kind, name) = if let Some(n) = line.strip_prefix("// cbuffer ") {
            (0, n)
        } else if let Some(n) = line.strip_prefix("// tbuffer ") {
            (1, n)
        } else if let Some(n) = line.strip_prefix("// interfaces ") {
            (2, n)
        } else if let Some(n) = line.strip_prefix("// Resource bind info for ") {
            (3, n)
        } else if line == "//" {
            i += 1;
            continue;
        } else {
            break;
        };
        i += 1;
        if lines.get(i).map(|l| l.1) != Some("// {") {
            return Err(terr(ln + 1, "expected '// {'"));
        }
        i += 2;
        let items = parse_items(lines, &mut i, sm5)?;
        if lines.get(i).map(|l| l.1) != Some("// }") {
            return Err(terr(lines.get(i).map_or(0, |l| l.0), "expected '// }'"));
        }
        i += 1;
        let mut variables = Vec::new();
        let mut end = 0u32;
        for (vn, vt, off, size, unused, default) in items {
            let size = size.unwrap_or(0);
            let default = default.map(|mut d| {
                d.truncate(size as usize);
                d
            });
            end = end.max(off.saturating_add(size));
            let ty = intern_type(rdef, &mut cache, &vt, if kind == 3 { 1 } else { 0 });
            let mut flags = if unused { 0 } else { 2 };
            if vt.class == 7 {
                flags |= 4;
                rdef.interface_slots += size;
            }
            variables.push(Variable {
                name: vn,
                offset: off,
                size,
                flags,
                ty,
                default,
                resources: [NONE, 0, NONE, 0],
            });
        }
        let size = match kind {
            3 => end,
            2 => end.saturating_mul(4).div_ceil(16) * 16,
            _ => end.div_ceil(16) * 16,
        };
        rdef.buffers.push(Buffer {
            name: name.to_string(),
            variables,
            size,
            flags: 0,
            kind,
        });
    }
    Ok(i)
}

/// Parses the rows of a `// Resource Bindings:` table (the lines after
/// its `// ---` rule, up to the closing `//`). `user_packed` is the bit
/// the compiler sets in every binding's flags (6.3 and 10.x compilers;
/// not 9.x). Structured strides come from the buffers already parsed.
pub fn parse_bindings(
    rows: &[Line],
    style: BindingStyle,
    user_packed: bool,
    rdef: &mut Rdef,
) -> Result<(), TextError> {
    for &(ln, line) in rows {
        let f: Vec<&str> = line
            .strip_prefix("// ")
            .unwrap_or("")
            .split_whitespace()
            .collect();
        if f.len() != 6 {
            return Err(terr(ln, "binding row needs 6 columns"));
        }
        let (name, ty, fmt, dim) = (f[0], f[1], f[2], f[3]);
        let (point, count) = match style {
            BindingStyle::SlotElements => (f[4].parse().ok(), f[5].parse().ok()),
            BindingStyle::HlslBind => (
                f[4].trim_start_matches(|c: char| c.is_ascii_alphabetic())
                    .parse()
                    .ok(),
                f[5].parse().ok(),
            ),
        };
        let (Some(bind_point), Some(bind_count)) = (point, count) else {
            return Err(terr(ln, "bad slot or count"));
        };
        let mut b = Binding {
            name: name.to_string(),
            bind_point,
            bind_count,
            flags: user_packed as u32,
            ..Default::default()
        };
        let stride = || {
            rdef.buffers
                .iter()
                .find(|c| c.kind == 3 && c.name == name)
                .map_or(0, |c| c.size)
        };
        match (ty, fmt, dim) {
            ("cbuffer", ..) => b.input_type = 0,
            ("tbuffer", ..) => b.input_type = 1,
            ("sampler", ..) => b.input_type = 3,
            ("sampler_c", ..) => {
                b.input_type = 3;
                b.flags |= 2;
            }
            (t, "struct", d) => {
                b.input_type = match (t, d) {
                    ("texture", _) => 5,
                    (_, "r/w") => 6,
                    (_, "append") => 9,
                    (_, "consume") => 10,
                    _ => 11,
                };
                b.return_type = 6;
                b.dimension = 1;
                b.num_samples = stride();
            }
            (t, "byte", _) => {
                b.input_type = if t == "texture" { 7 } else { 8 };
                b.return_type = 6;
                b.dimension = 1;
            }
            (t, fmt, dim) => {
                b.input_type = if t == "texture" { 2 } else { 4 };
                let digits = fmt.trim_start_matches(|c: char| c.is_ascii_alphabetic());
                let r = &fmt[..fmt.len() - digits.len()];
                b.return_type = ReturnType::parse(r).map_or(0, |t| t.0);
                let n: u32 = if digits.is_empty() {
                    1
                } else {
                    digits.parse().map_err(|_| terr(ln, "bad format"))?
                };
                b.flags |= (n.clamp(1, 4) - 1) << 2;
                let (dname, samples) = match dim.find("MS") {
                    Some(i) if dim.len() > i + 2 => (&dim[..i + 2], dim[i + 2..].parse().ok()),
                    Some(_) => (dim, Some(0)),
                    None => (dim, None),
                };
                let dname = if dname == "2darrayMS" || dname == "2dMS" {
                    dname
                } else {
                    dim
                };
                b.dimension = DIMENSIONS
                    .iter()
                    .position(|x| *x == dname)
                    .ok_or_else(|| terr(ln, "unknown dimension"))?
                    as u32;
                b.num_samples = samples.unwrap_or(NONE);
            }
        }
        rdef.bindings.push(b);
    }
    Ok(())
}
