//! `dxsm.parse`: a shader as Python objects a script edits (`Program`,
//! `Instruction`, `Operand`), printed back as Microsoft prints it and
//! assembled onto the original's other chunks.

use dxsm::edit::{Family, IndexPart, Instr, Shader};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList, PyTuple};

use crate::{any_error, bin_error, shader_bytes, text_error};

/// A shader's code as instructions, with its listing's header and closing
/// lines and the binary it came from.
#[pyclass(module = "dxsm")]
pub struct Program {
    family: Family,
    header: String,
    trailer: String,
    base: Option<Vec<u8>>,
    /// The declarations and instructions, in order: a list of
    /// `Instruction` to edit in place (insert, remove, reorder).
    #[pyo3(get, set)]
    instructions: Py<PyList>,
}

/// One declaration or instruction.
#[pyclass(module = "dxsm")]
pub struct Instruction {
    inner: Instr,
    family: Family,
    /// As read from text and its lines as written (printed so while
    /// unchanged).
    written: Option<(Instr, String)>,
}

/// A view of one operand of an `Instruction`: reading it reads the
/// instruction, setting it changes the instruction.
#[pyclass(module = "dxsm")]
pub struct Operand {
    owner: Py<Instruction>,
    k: usize,
}

fn value_error(m: String) -> PyErr {
    PyValueError::new_err(m)
}

/// Reads a shader of either family, binary or text.
#[pyfunction]
pub fn parse(py: Python<'_>, shader: &Bound<'_, PyAny>) -> PyResult<Program> {
    let data = shader_bytes(shader)?;
    let s = Shader::read(&data).map_err(|e| any_error(py, &e))?;
    let written = s.written;
    let list = PyList::empty(py);
    for (i, ins) in s.instructions.into_iter().enumerate() {
        let w = written.get(i).cloned().flatten();
        let obj = Py::new(
            py,
            Instruction {
                inner: ins,
                family: s.family,
                written: w,
            },
        )?;
        list.append(obj)?;
    }
    Ok(Program {
        family: s.family,
        header: s.header,
        trailer: s.trailer,
        base: s.base,
        instructions: list.unbind(),
    })
}

impl Program {
    /// The Rust shader of the current list.
    fn shader(&self, py: Python<'_>) -> PyResult<Shader> {
        let list = self.instructions.bind(py);
        let mut instructions = Vec::with_capacity(list.len());
        let mut written = Vec::with_capacity(list.len());
        for (i, item) in list.iter().enumerate() {
            let ins = item.downcast::<Instruction>().map_err(|_| {
                PyTypeError::new_err(format!("instructions[{i}] is not a dxsm.Instruction"))
            })?;
            let ins = ins.borrow();
            instructions.push(ins.inner.clone());
            written.push(ins.written.clone());
        }
        Ok(Shader {
            family: self.family,
            header: self.header.clone(),
            instructions,
            trailer: self.trailer.clone(),
            written,
            base: self.base.clone(),
        })
    }

    fn new_instruction(&self, py: Python<'_>, ins: Instr) -> PyResult<Py<Instruction>> {
        Py::new(
            py,
            Instruction {
                inner: ins,
                family: self.family,
                written: None,
            },
        )
    }

    /// The binary whose reflection the helpers read: the original, else
    /// the text assembled.
    fn binary(&self, py: Python<'_>) -> PyResult<Vec<u8>> {
        match &self.base {
            Some(b) => Ok(b.clone()),
            None => self
                .shader(py)?
                .assemble(true)
                .map_err(|e| any_error(py, &e)),
        }
    }

    /// `info()[key]`, or `empty` (JSON) where the binary has none.
    fn info_item(&self, py: Python<'_>, key: &str, empty: &str) -> PyResult<PyObject> {
        let data = self.binary(py)?;
        let i = dxsm::info::info(&data).map_err(|e| bin_error(py, &e))?;
        let v = serde_json::to_value(&i).map_err(|e| value_error(e.to_string()))?;
        let item = v
            .get(key)
            .cloned()
            .unwrap_or_else(|| serde_json::from_str(empty).unwrap_or_default());
        crate::to_python(py, &item)
    }

    fn filtered(&self, py: Python<'_>, declarations: bool) -> PyResult<Py<PyList>> {
        let out = PyList::empty(py);
        for item in self.instructions.bind(py).iter() {
            if let Ok(i) = item.downcast::<Instruction>() {
                if i.borrow().inner.is_declaration() == declarations {
                    out.append(item)?;
                }
            }
        }
        Ok(out.unbind())
    }
}

#[pymethods]
impl Program {
    /// The version line (`ps_5_0`, `vs_2_0`).
    #[getter]
    fn version(&self) -> String {
        self.family.version()
    }

    /// `pixel`, `vertex`, `geometry`, `hull`, `domain` or `compute`.
    #[getter]
    fn stage(&self) -> &'static str {
        self.family.stage()
    }

    /// `(major, minor)`.
    #[getter]
    fn model(&self) -> (u8, u8) {
        self.family.model()
    }

    /// The listing's comment lines before the version line.
    #[getter]
    fn header(&self) -> &str {
        &self.header
    }

    /// The declarations (`dcl_*`; Direct3D 9 `dcl`, `def*`), in order.
    #[getter]
    fn declarations(&self, py: Python<'_>) -> PyResult<Py<PyList>> {
        self.filtered(py, true)
    }

    /// The instructions that are not declarations, in order.
    #[getter]
    fn code(&self, py: Python<'_>) -> PyResult<Py<PyList>> {
        self.filtered(py, false)
    }

    /// One instruction read from `text` in this program's version.
    fn instruction(&self, py: Python<'_>, text: &str) -> PyResult<Py<Instruction>> {
        let mut got =
            dxsm::edit::parse_instructions(&self.family, text).map_err(|e| text_error(py, &e))?;
        if got.len() != 1 {
            return Err(value_error(format!(
                "`{text}` is {} instructions; instruction() reads one (parse_instructions() reads several)",
                got.len()
            )));
        }
        self.new_instruction(py, got.remove(0))
    }

    /// The instructions read from lines of `text` in this version.
    fn parse_instructions(&self, py: Python<'_>, text: &str) -> PyResult<Py<PyList>> {
        let got =
            dxsm::edit::parse_instructions(&self.family, text).map_err(|e| text_error(py, &e))?;
        let out = PyList::empty(py);
        for ins in got {
            out.append(self.new_instruction(py, ins)?)?;
        }
        Ok(out.unbind())
    }

    /// The listing: the header, the code as Microsoft prints it (lines
    /// read from text and unchanged, as written), the closing lines.
    fn text(&self, py: Python<'_>) -> PyResult<String> {
        self.shader(py)?.text().map_err(value_error)
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.text(py)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "<dxsm.Program {} with {} instructions>",
            self.family.version(),
            self.instructions.bind(py).len()
        )
    }

    /// The binary: validated (unless `skip_validation`), on the original
    /// binary's other chunks when it was read from one. An error names
    /// the line of `text()`.
    #[pyo3(signature = (skip_validation = false))]
    fn assemble<'py>(
        &self,
        py: Python<'py>,
        skip_validation: bool,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let b = self
            .shader(py)?
            .assemble(skip_validation)
            .map_err(|e| any_error(py, &e))?;
        Ok(PyBytes::new(py, &b))
    }

    /// Where a constant is: for a constant-buffer variable (by name) a
    /// dict of `register` (`cb`), `index` (slot, first row), `rows`,
    /// `type`, `buffer`; for a Direct3D 9 constant, `register` (`c`, `i`,
    /// `b`, `s`), `index` (first register,) and `rows`. None if the
    /// shader has no such constant.
    fn constant(&self, py: Python<'_>, name: &str) -> PyResult<PyObject> {
        let data = self.binary(py)?;
        let info = dxsm::info::info(&data).map_err(|e| bin_error(py, &e))?;
        let dict = pyo3::types::PyDict::new(py);
        for c in &info.constants {
            if c.name == name {
                let reg = c.register.trim_end_matches(|ch: char| ch.is_ascii_digit());
                let n: u64 = c.register[reg.len()..].parse().unwrap_or(0);
                dict.set_item("register", reg)?;
                dict.set_item("index", PyTuple::new(py, [n])?)?;
                dict.set_item("rows", c.count)?;
                return Ok(dict.into_any().unbind());
            }
        }
        for b in &info.constant_buffers {
            let Some(v) = b.variables.iter().find(|v| v.name == name) else {
                continue;
            };
            let slot = info
                .bindings
                .iter()
                .find(|x| x.ty == "cbuffer" && x.name == b.name)
                .and_then(|x| x.slot.strip_prefix("cb")?.parse::<u64>().ok());
            let Some(slot) = slot else { continue };
            let first = (v.offset / 16) as u64;
            let last = ((v.offset + v.size.max(1) - 1) / 16) as u64;
            dict.set_item("register", "cb")?;
            dict.set_item("index", PyTuple::new(py, [slot, first])?)?;
            dict.set_item("rows", last - first + 1)?;
            dict.set_item("type", &v.ty)?;
            dict.set_item("buffer", &b.name)?;
            return Ok(dict.into_any().unbind());
        }
        Ok(py.None())
    }

    /// The output register of a semantic (`SV_Position`, `COLOR`, with
    /// `index`): `(register, index)` as operands name it, e.g.
    /// `("o", (0,))`; Direct3D 9 before 3.0 `("oPos", (0,))`. None if
    /// there is none.
    #[pyo3(signature = (semantic, index = 0))]
    fn output(&self, py: Python<'_>, semantic: &str, index: u32) -> PyResult<PyObject> {
        let want = semantic.to_ascii_lowercase();
        let tuple = |reg: &str, n: u64| -> PyResult<PyObject> {
            Ok((reg, PyTuple::new(py, [n])?)
                .into_pyobject(py)?
                .into_any()
                .unbind())
        };
        match self.family {
            Family::Sm4 { .. } => {
                let data = self.binary(py)?;
                let info = dxsm::info::info(&data).map_err(|e| bin_error(py, &e))?;
                for (code, elements) in &info.signatures {
                    if !code.starts_with('O') {
                        continue;
                    }
                    for e in elements {
                        let pos = want == "sv_position" && e.system_value == "POS";
                        if (e.name.to_ascii_lowercase() == want || pos) && e.index == index {
                            if let Some(r) = e.register {
                                return tuple("o", r.into());
                            }
                        }
                    }
                }
                Ok(py.None())
            }
            Family::Sm1(v) => {
                let position = matches!(want.as_str(), "position" | "sv_position" | "pos");
                if v.major < 3 {
                    return match want.as_str() {
                        _ if position => tuple("oPos", 0),
                        "color" | "colour" => tuple("oD", index.into()),
                        "texcoord" => tuple("oT", index.into()),
                        _ => Ok(py.None()),
                    };
                }
                // vs_3_0: `dcl_position o0`, `dcl_texcoord1 o3`.
                let want = if position { "position" } else { want.as_str() };
                let name = if index == 0 {
                    format!("dcl_{want}")
                } else {
                    format!("dcl_{want}{index}")
                };
                for item in self.instructions.bind(py).iter() {
                    let Ok(i) = item.downcast::<Instruction>() else {
                        continue;
                    };
                    let i = i.borrow();
                    let t = i.inner.text(&i.family);
                    let mut words = t.split_whitespace();
                    let alt = if index == 0 {
                        format!("{name}0")
                    } else {
                        name.clone()
                    };
                    if words.next().is_some_and(|w| w == name || w == alt) {
                        if let Some(o) = i.inner.operand(&i.family, 0) {
                            if o.register == "o" {
                                if let Some(IndexPart::Imm(n)) = o.index.first() {
                                    return tuple("o", *n);
                                }
                            }
                        }
                    }
                }
                Ok(py.None())
            }
        }
    }

    /// The signatures by chunk (`ISGN`, `OSG5`, `PCSG`, ...): lists of
    /// elements (name, index, mask, register, system_value, format, used,
    /// stream), as `info()` reports them. Direct3D 9: empty.
    #[getter]
    fn signatures(&self, py: Python<'_>) -> PyResult<PyObject> {
        self.info_item(py, "signatures", "{}")
    }

    /// The constant buffers (RDEF: name, size, variables with name, type,
    /// offset, size, used); Direct3D 9: the constant table's constants
    /// (name, register, count).
    #[getter]
    fn constant_buffers(&self, py: Python<'_>) -> PyResult<PyObject> {
        let key = match self.family {
            Family::Sm4 { .. } => "constant_buffers",
            Family::Sm1(_) => "constants",
        };
        self.info_item(py, key, "[]")
    }

    /// What `dxsm.info` reports of the original binary (or of the text
    /// assembled).
    fn info(&self, py: Python<'_>) -> PyResult<PyObject> {
        let data = self.binary(py)?;
        crate::info(py, &data)
    }
}

/// Whether an operand's index matches a pattern: each element an int, a
/// container of ints (`range`, `set`), or None for any; a relative index
/// may be any row, so it matches.
fn index_matches(index: &[IndexPart], pattern: &Bound<'_, PyAny>) -> PyResult<bool> {
    let parts: Vec<Bound<'_, PyAny>> = match pattern.downcast::<PyTuple>() {
        Ok(t) => t.iter().collect(),
        Err(_) => vec![pattern.clone()],
    };
    for (k, p) in parts.iter().enumerate() {
        if p.is_none() {
            continue;
        }
        let Some(part) = index.get(k) else {
            return Ok(false);
        };
        let IndexPart::Imm(n) = part else {
            continue;
        };
        let ok = match p.extract::<u64>() {
            Ok(m) => m == *n,
            Err(_) => p.contains(*n)?,
        };
        if !ok {
            return Ok(false);
        }
    }
    Ok(true)
}

impl Instruction {
    fn touches(
        &self,
        register: &str,
        index: Option<&Bound<'_, PyAny>>,
        destination: bool,
    ) -> PyResult<bool> {
        for k in 0..self.inner.operand_count() {
            let Some(o) = self.inner.operand(&self.family, k) else {
                continue;
            };
            let mut hit = o.register == register && o.destination == destination;
            if hit {
                if let Some(p) = index {
                    hit = index_matches(&o.index, p)?;
                }
            }
            if hit {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

#[pymethods]
impl Instruction {
    /// The mnemonic without modifiers or suffixes (`add`, `sample_l`,
    /// `dcl_temps`; Direct3D 9 `texld`, `dcl`).
    #[getter]
    fn mnemonic(&self) -> &'static str {
        self.inner.mnemonic(&self.family)
    }

    /// The opcode number.
    #[getter]
    fn opcode(&self) -> u32 {
        self.inner.opcode()
    }

    /// Whether it declares (`dcl_*`; Direct3D 9 `dcl`, `def*`).
    #[getter]
    fn is_declaration(&self) -> bool {
        self.inner.is_declaration()
    }

    /// `_sat`.
    #[getter]
    fn get_saturate(&self) -> bool {
        self.inner.saturate()
    }

    #[setter]
    fn set_saturate(&mut self, on: bool) -> PyResult<()> {
        self.inner.set_saturate(on).map_err(value_error)
    }

    /// A Direct3D 9 `def`'s words (empty otherwise).
    #[getter]
    fn literals(&self) -> Vec<u32> {
        self.inner.literals().to_vec()
    }

    /// Its operands, in order, as views that read and change it.
    #[getter]
    fn operands(slf: &Bound<'_, Self>) -> PyResult<Vec<Operand>> {
        let n = slf.borrow().inner.operand_count();
        Ok((0..n)
            .map(|k| Operand {
                owner: slf.clone().unbind(),
                k,
            })
            .collect())
    }

    /// Whether a source operand is of `register` (`cb`, `v`, `c`), its
    /// index matching `index` (a tuple of ints, ranges or None).
    #[pyo3(signature = (register, index = None))]
    fn reads(&self, register: &str, index: Option<&Bound<'_, PyAny>>) -> PyResult<bool> {
        self.touches(register, index, false)
    }

    /// Whether its destination is of `register` (`o`, `r`, `oPos`), its
    /// index matching `index`.
    #[pyo3(signature = (register, index = None))]
    fn writes(&self, register: &str, index: Option<&Bound<'_, PyAny>>) -> PyResult<bool> {
        self.touches(register, index, true)
    }

    /// Operand `k` replaced by the operand `text` reads as (`"r1.xy"`,
    /// `"-cb0[2].x"`).
    fn set_operand(&mut self, py: Python<'_>, k: usize, text: &str) -> PyResult<()> {
        self.inner = dxsm::edit::with_operand(&self.family, &self.inner, k, text)
            .map_err(|e| text_error(py, &e))?;
        Ok(())
    }

    /// A copy, to insert elsewhere.
    fn copy(&self) -> Instruction {
        Instruction {
            inner: self.inner.clone(),
            family: self.family,
            written: None,
        }
    }

    /// The line as Microsoft prints it (no indentation).
    #[getter]
    fn text(&self) -> String {
        self.inner.text(&self.family)
    }

    fn __str__(&self) -> String {
        self.text()
    }

    fn __repr__(&self) -> String {
        format!("<dxsm.Instruction {:?}>", self.text().trim_end())
    }
}

impl Operand {
    fn info(&self, py: Python<'_>) -> PyResult<dxsm::edit::OperandInfo> {
        let i = self.owner.borrow(py);
        i.inner.operand(&i.family, self.k).ok_or_else(|| {
            value_error(format!(
                "the instruction has no operand {} any more",
                self.k
            ))
        })
    }

    fn edit(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Instr) -> Result<(), String>,
    ) -> PyResult<()> {
        let mut i = self.owner.borrow_mut(py);
        f(&mut i.inner).map_err(value_error)
    }
}

#[pymethods]
impl Operand {
    /// The operand as printed (`-r0.xyxx`, `cb0[3].x`).
    #[getter]
    fn text(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.info(py)?.text)
    }

    /// The register type as the listing names it (`r`, `v`, `o`, `cb`,
    /// `l`, `t`, `s`, `u`, `vThreadID`; Direct3D 9 `r`, `c`, `v`, `oPos`).
    #[getter]
    fn register(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.info(py)?.register)
    }

    /// Its indices, outermost first: ints, or the text of a relative index
    /// (`"r0.x + 2"`). Set: ints, one per index.
    #[getter]
    fn get_index(&self, py: Python<'_>) -> PyResult<PyObject> {
        let parts = self.info(py)?.index;
        let items: Vec<PyObject> = parts
            .into_iter()
            .map(|p| match p {
                IndexPart::Imm(n) => n.into_pyobject(py).map(|o| o.into_any().unbind()),
                IndexPart::Relative(t) => t.into_pyobject(py).map(|o| o.into_any().unbind()),
            })
            .collect::<Result<_, _>>()?;
        Ok(PyTuple::new(py, items)?.into_any().unbind())
    }

    #[setter]
    fn set_index(&self, py: Python<'_>, index: Vec<u64>) -> PyResult<()> {
        let k = self.k;
        self.edit(py, |i| i.set_index(k, &index))
    }

    /// A destination's write mask (`"xy"`); None for a source.
    #[getter]
    fn get_mask(&self, py: Python<'_>) -> PyResult<Option<String>> {
        Ok(self.info(py)?.mask)
    }

    #[setter]
    fn set_mask(&self, py: Python<'_>, letters: &str) -> PyResult<()> {
        let k = self.k;
        self.edit(py, |i| i.set_mask(k, letters))
    }

    /// A source's swizzle (`"xyzw"`, one letter where it selects one
    /// component); None for a destination. A short one set repeats its
    /// last letter.
    #[getter]
    fn get_swizzle(&self, py: Python<'_>) -> PyResult<Option<String>> {
        Ok(self.info(py)?.swizzle)
    }

    #[setter]
    fn set_swizzle(&self, py: Python<'_>, letters: &str) -> PyResult<()> {
        let k = self.k;
        self.edit(py, |i| i.set_swizzle(k, letters))
    }

    /// A source modifier: None, `"neg"`, `"abs"`, `"abs_neg"` (Direct3D 9
    /// also `bias`, `bx2`, `comp`, `x2`, `dz`, `dw`, `not`, with `_neg`).
    #[getter]
    fn get_modifier(&self, py: Python<'_>) -> PyResult<Option<&'static str>> {
        Ok(self.info(py)?.modifier)
    }

    #[setter]
    fn set_modifier(&self, py: Python<'_>, name: Option<String>) -> PyResult<()> {
        let k = self.k;
        self.edit(py, |i| i.set_modifier(k, name.as_deref()))
    }

    /// An immediate's 32-bit words (`l(...)`).
    #[getter]
    fn values(&self, py: Python<'_>) -> PyResult<Vec<u32>> {
        Ok(self.info(py)?.values)
    }

    /// Whether the instruction writes it.
    #[getter]
    fn is_destination(&self, py: Python<'_>) -> PyResult<bool> {
        Ok(self.info(py)?.destination)
    }

    /// This operand replaced by what `text` reads as (`"r1.xy"`).
    fn replace(&self, py: Python<'_>, text: &str) -> PyResult<()> {
        let mut i = self.owner.borrow_mut(py);
        i.inner = dxsm::edit::with_operand(&i.family, &i.inner, self.k, text)
            .map_err(|e| text_error(py, &e))?;
        Ok(())
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.text(py)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!("<dxsm.Operand {:?}>", self.text(py)?))
    }
}
