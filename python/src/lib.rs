//! The `dxsm` Python module: the library's entry points on `bytes` and
//! `str`, errors as `DxsmError` with their code and location.

mod program;

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};

create_exception!(
    _dxsm,
    DxsmError,
    PyException,
    "A shader dxsm could not read or process."
);

/// A `DxsmError` with `code`, `line`, `column` and `offset` attributes.
fn error(
    py: Python<'_>,
    message: String,
    code: Option<&str>,
    at: (Option<usize>, Option<usize>, Option<usize>),
) -> PyErr {
    let e = DxsmError::new_err(message);
    let v = e.value(py);
    let _ = v.setattr("code", code);
    let _ = v.setattr("line", at.0);
    let _ = v.setattr("column", at.1);
    let _ = v.setattr("offset", at.2);
    e
}

pub(crate) fn text_error(py: Python<'_>, e: &dxsm::error::TextError) -> PyErr {
    error(
        py,
        e.to_string(),
        e.code(),
        (Some(e.line()), Some(e.col()), None),
    )
}

pub(crate) fn bin_error(py: Python<'_>, e: &dxsm::error::BinError) -> PyErr {
    error(py, e.to_string(), None, (None, None, Some(e.offset())))
}

pub(crate) fn any_error(py: Python<'_>, e: &dxsm::error::Error) -> PyErr {
    match e {
        dxsm::error::Error::Text(t) => text_error(py, t),
        dxsm::error::Error::Bin(b) => bin_error(py, b),
    }
}

/// `bytes` or `str` as bytes.
pub(crate) fn shader_bytes(obj: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(b) = obj.downcast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    if let Ok(s) = obj.extract::<String>() {
        return Ok(s.into_bytes());
    }
    Err(pyo3::exceptions::PyTypeError::new_err(
        "a shader is bytes (a binary) or str (a listing)",
    ))
}

/// The listing Microsoft's D3DDisassemble prints with `flags`.
#[pyfunction]
#[pyo3(signature = (data, flags = 0))]
fn disassemble(py: Python<'_>, data: &[u8], flags: u32) -> PyResult<String> {
    let opts = dxsm::listing::Options {
        flags,
        ..Default::default()
    };
    dxsm::listing::disassemble(data, &opts).map_err(|e| bin_error(py, &e))
}

/// The bytes Microsoft's tools make of a listing; `base` keeps an
/// original container's other chunks.
#[pyfunction]
#[pyo3(signature = (text, base = None))]
fn assemble<'py>(
    py: Python<'py>,
    text: &str,
    base: Option<&[u8]>,
) -> PyResult<Bound<'py, PyBytes>> {
    let opts = dxsm::assemble::Options {
        base,
        ..Default::default()
    };
    let b = dxsm::assemble::assemble(text, &opts).map_err(|e| any_error(py, &e))?;
    Ok(PyBytes::new(py, &b))
}

/// The shader-model reference's findings: dicts of code, severity,
/// message, line, column, offset. Empty: valid.
#[pyfunction]
fn validate<'py>(py: Python<'py>, shader: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyList>> {
    let data = shader_bytes(shader)?;
    let report = match std::str::from_utf8(&data) {
        Ok(text) if !dxsm::dxbc::is_dxbc(&data) && !dxsm::validate::is_d3d9_binary(&data) => {
            let r = if dxsm::assemble::is_d3d9(text) {
                dxsm::validate::validate_sm1_text(text)
            } else {
                dxsm::validate::validate_text(text)
            };
            r.map_err(|e| text_error(py, &e))?
        }
        _ if dxsm::validate::is_d3d9_binary(&data) => {
            dxsm::validate::validate_sm1_binary(&data).map_err(|e| bin_error(py, &e))?
        }
        _ => dxsm::validate::validate_binary(&data, false).map_err(|e| bin_error(py, &e))?,
    };
    let out = PyList::empty(py);
    for d in report.diagnostics {
        let f = PyDict::new(py);
        f.set_item("code", d.code)?;
        f.set_item("severity", d.severity.to_string())?;
        f.set_item("message", d.message)?;
        f.set_item("line", d.line)?;
        f.set_item("column", d.column)?;
        f.set_item("offset", d.offset)?;
        out.append(f)?;
    }
    Ok(out)
}

/// HLSL (entry `main`) that compiles back to what computes the same.
#[pyfunction]
fn decompile(py: Python<'_>, shader: &Bound<'_, PyAny>) -> PyResult<String> {
    let data = shader_bytes(shader)?;
    dxsm::hlsl::decompile(&data).map_err(|e| error(py, e.to_string(), None, (None, None, None)))
}

/// A JSON value as a Python object (through the `json` module).
pub(crate) fn to_python(py: Python<'_>, v: &serde_json::Value) -> PyResult<PyObject> {
    let json = py.import("json")?;
    Ok(json.call_method1("loads", (v.to_string(),))?.unbind())
}

/// Runs a shader on a `dxsm run` input document; its output document.
#[pyfunction]
fn run(py: Python<'_>, shader: &Bound<'_, PyAny>, input: &Bound<'_, PyAny>) -> PyResult<PyObject> {
    let data = shader_bytes(shader)?;
    let json = py.import("json")?;
    let text: String = json.call_method1("dumps", (input,))?.extract()?;
    let value: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| error(py, e.to_string(), None, (None, None, None)))?;
    let s =
        dxsm::run::load(&data).map_err(|e| error(py, e.to_string(), None, (None, None, None)))?;
    let out = dxsm::run::run(&s, &value, dxsm::run::DEFAULT_MAX_STEPS)
        .map_err(|e| error(py, e.to_string(), None, (None, None, None)))?;
    to_python(py, &out)
}

/// What `dxsm info --format json` reports.
#[pyfunction]
pub(crate) fn info(py: Python<'_>, shader: &[u8]) -> PyResult<PyObject> {
    let i = dxsm::info::info(shader).map_err(|e| bin_error(py, &e))?;
    let v =
        serde_json::to_value(&i).map_err(|e| error(py, e.to_string(), None, (None, None, None)))?;
    to_python(py, &v)
}

/// D3DStripShader: 0x1 reflection, 0x2 debug, 0x4 test blobs, 0x8
/// private data.
#[pyfunction]
fn strip<'py>(py: Python<'py>, shader: &[u8], flags: u32) -> PyResult<Bound<'py, PyBytes>> {
    let b = dxsm::dxbc::strip::strip(shader, dxsm::dxbc::strip::StripFlags(flags))
        .map_err(|e| bin_error(py, &e))?;
    Ok(PyBytes::new(py, &b))
}

/// The module.
#[pymodule]
fn _dxsm(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("DxsmError", m.py().get_type::<DxsmError>())?;
    m.add_function(wrap_pyfunction!(disassemble, m)?)?;
    m.add_function(wrap_pyfunction!(assemble, m)?)?;
    m.add_function(wrap_pyfunction!(validate, m)?)?;
    m.add_function(wrap_pyfunction!(decompile, m)?)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(info, m)?)?;
    m.add_function(wrap_pyfunction!(strip, m)?)?;
    m.add_function(wrap_pyfunction!(program::parse, m)?)?;
    m.add_class::<program::Program>()?;
    m.add_class::<program::Instruction>()?;
    m.add_class::<program::Operand>()?;
    Ok(())
}
