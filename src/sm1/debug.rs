//! Direct3D 9 debug information: the `DBUG` comment block the HLSL
//! compiler writes with `D3DCOMPILE_DEBUG`, as Microsoft's disassembler
//! prints it (each instruction's variables as `// ::name<components>`,
//! `#line` directives).
//!
//! The block's layout (read from Microsoft-compiled shaders; offsets count
//! from the byte after `DBUG`): a header of ten words (its size, the
//! creator string, a reserved word, the file count and table, the
//! instruction count and table, the variable count and table, the entry
//! function's name); the file table (a name offset each); the instruction
//! table (line and file as two 16-bit halves, 0xFFFF for none, and the
//! instruction's byte offset); the variable table (20 bytes each: the
//! function a parameter belongs to, 0 for a local or the return value,
//! name, type, entry count and table); each entry an instruction index and
//! the variable component each of its four result components holds
//! (0xFFFF for none).

/// One variable and the instructions that write it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    /// Its scope: the entry function for a parameter (printed bare), a
    /// constant buffer for a global in one (`cb::name`), empty for a local
    /// or the return value (`::name`).
    pub scope: String,
    /// The variable's name.
    pub name: String,
    /// (instruction index, variable component per result component).
    pub writes: Vec<(u32, [u16; 4])>,
}

/// The debug information of a program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DebugInfo {
    /// Source file names.
    pub files: Vec<String>,
    /// Per instruction (def and dcl included, in order): its source line
    /// and file, when it has one.
    pub lines: Vec<Option<(u32, u16)>>,
    /// The variables, in table order.
    pub variables: Vec<Variable>,
    /// The entry function's name.
    pub entry: String,
}

/// Most entries any table may claim (a damaged block cannot make the
/// reader allocate more than its own size allows anyway).
const MAX_ENTRIES: usize = 1 << 20;

struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn u32(&self, at: usize) -> Option<u32> {
        let b = self.0.get(at..at.checked_add(4)?)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn u16(&self, at: usize) -> Option<u16> {
        let b = self.0.get(at..at.checked_add(2)?)?;
        Some(u16::from_le_bytes([b[0], b[1]]))
    }
    fn string(&self, at: usize) -> Option<String> {
        let rest = self.0.get(at..)?;
        let end = rest.iter().position(|b| *b == 0)?;
        Some(rest[..end].iter().map(|b| *b as char).collect())
    }
    /// A table of `n` entries of `size` bytes at `at`, inside the block.
    fn table(&self, at: u32, n: u32, size: usize) -> Option<(usize, usize)> {
        let (at, n) = (at as usize, n as usize);
        if n > MAX_ENTRIES || at.checked_add(n.checked_mul(size)?)? > self.0.len() {
            return None;
        }
        Some((at, n))
    }
}

/// Reads a `DBUG` comment's data (starting with `DBUG`); `None` when it is
/// not one or does not hold together.
pub fn parse(comment: &[u8]) -> Option<DebugInfo> {
    let body = comment.strip_prefix(b"DBUG")?;
    let r = Reader(body);
    let h = |k: usize| r.u32(4 * k);
    let (files_at, nfiles) = r.table(h(4)?, h(3)?, 4)?;
    let (ins_at, nins) = r.table(h(6)?, h(5)?, 8)?;
    let (vars_at, nvars) = r.table(h(8)?, h(7)?, 20)?;
    let mut d = DebugInfo {
        entry: r.string(h(9)? as usize).unwrap_or_default(),
        ..DebugInfo::default()
    };
    for k in 0..nfiles {
        d.files.push(r.string(r.u32(files_at + 4 * k)? as usize)?);
    }
    for k in 0..nins {
        let line = r.u16(ins_at + 8 * k)?;
        let file = r.u16(ins_at + 8 * k + 2)?;
        d.lines
            .push((file != 0xFFFF).then_some((line as u32, file)));
    }
    for k in 0..nvars {
        let v = vars_at + 20 * k;
        let (scope, name) = (r.u32(v)?, r.u32(v + 4)?);
        let (ents_at, nents) = r.table(r.u32(v + 16)?, r.u32(v + 12)?, 12)?;
        let mut writes = Vec::with_capacity(nents);
        for j in 0..nents {
            let e = ents_at + 12 * j;
            let comps = [r.u16(e + 4)?, r.u16(e + 6)?, r.u16(e + 8)?, r.u16(e + 10)?];
            writes.push((r.u32(e)?, comps));
        }
        d.variables.push(Variable {
            scope: if scope == 0 {
                String::new()
            } else {
                r.string(scope as usize)?
            },
            name: r.string(name as usize)?,
            writes,
        });
    }
    Some(d)
}

impl DebugInfo {
    /// The comment Microsoft prints after instruction `k`: each variable
    /// it writes, in table order, `scope::name<c,...>` (a parameter of the
    /// entry function without its scope), joined by `, `.
    pub fn comment(&self, k: usize) -> Option<String> {
        let mut parts = Vec::new();
        for v in &self.variables {
            for (i, comps) in &v.writes {
                if *i as usize != k {
                    continue;
                }
                let cs: Vec<String> = comps
                    .iter()
                    .filter(|c| **c != 0xFFFF)
                    .map(u16::to_string)
                    .collect();
                let name = if !v.scope.is_empty() && v.scope == self.entry {
                    v.name.clone()
                } else {
                    format!("{}::{}", v.scope, v.name)
                };
                parts.push(format!("{name}<{}>", cs.join(",")));
            }
        }
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

/// Decides where `#line` directives go, as Microsoft's listings place
/// them: before the first instruction with a line, when the file changes
/// (with its name), when the line moves more than 2 from the previous
/// instruction's, and when it runs more than 10 past the last directive's
/// (all 214 oracle listings; the last rule rests on one of them: 9 past
/// gives no directive there, 11 past gives one).
#[derive(Default)]
pub struct LineTracker {
    last: Option<(u32, u16)>,
    directive: u32,
}

impl LineTracker {
    /// The directive to print before an instruction at `at` (line, file),
    /// if any: (line, file name when the file changes).
    pub fn directive<'a>(
        &mut self,
        at: Option<(u32, u16)>,
        d: &'a DebugInfo,
    ) -> Option<(u32, Option<&'a str>)> {
        let (line, file) = at?;
        let out = match self.last {
            None => Some((line, d.files.get(file as usize).map(String::as_str))),
            Some((_, f)) if f != file => {
                Some((line, d.files.get(file as usize).map(String::as_str)))
            }
            Some((prev, _)) => {
                let delta = line as i64 - prev as i64;
                let far = line as i64 - self.directive as i64 > 10;
                (!(-2..=2).contains(&delta) || far).then_some((line, None))
            }
        };
        if out.is_some() {
            self.directive = line;
        }
        self.last = Some((line, file));
        out
    }
}
