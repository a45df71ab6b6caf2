//! The SM4/5 interpreter: programs prepared once (`exec`), arithmetic
//! (`alu`, `double`), resources (`res`), batched lanes (`batch`, filled and
//! read by `transpose`, used by `vs`, `gs`, `ps` and `quads`), and a
//! runner per stage (`vs`, `gs`, `ps`
//! with `interp` and `msaa`, `quads` for pixels without JSON, `cs`, and the
//! hull/domain pair in `tess` and `patch`), plus input templates. What both
//! interpreters share lives one level up.

pub(crate) mod alu;
pub(crate) mod arith;
pub(crate) mod batch;
pub(crate) mod cs;
pub(crate) mod double;
pub(crate) mod exec;
pub(crate) mod flow;
pub(crate) mod gs;
pub(crate) mod interp;
pub(crate) mod lanes;
pub(crate) mod machine;
pub(crate) mod msaa;
pub(crate) mod patch;
pub(crate) mod prepared;
pub(crate) mod ps;
pub(crate) mod quads;
pub(crate) mod res;
pub(crate) mod streams;
pub(crate) mod template;
pub(crate) mod tess;
pub(crate) mod transpose;
pub(crate) mod vs;
