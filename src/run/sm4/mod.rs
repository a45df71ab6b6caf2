//! The SM4/5 interpreter, in layers: the program prepared once
//! (`prepared`), lanes and per-component kernels (`lanes`, `alu`), a
//! geometry shader's strips (`streams`), pull-model positions (`interp`,
//! `msaa`); one invocation's registers and operand access (`machine`);
//! each instruction's semantics on it (`arith`, `double`, `res`); the
//! dispatch (`dispatch`: one invocation at a time, by the row's `Semantics`;
//! `batch`: 64 at once, with `transpose` and `flow`); and a runner per
//! stage (`vs`, `gs`, `ps`, `cs`, the rasterizer's fragments `fragments`, the
//! hull/domain pair in `hull_domain` and `pair`), plus input templates
//! (`template`). What both interpreters share lives one level up.

pub(crate) mod alu;
pub(crate) mod arith;
pub(crate) mod batch;
pub(crate) mod cs;
pub(crate) mod dispatch;
pub(crate) mod double;
pub(crate) mod flow;
pub(crate) mod fragments;
pub(crate) mod gs;
pub(crate) mod hull_domain;
pub(crate) mod interp;
pub(crate) mod lanes;
pub(crate) mod machine;
pub(crate) mod msaa;
pub(crate) mod pair;
pub(crate) mod prepared;
pub(crate) mod ps;
pub(crate) mod res;
pub(crate) mod streams;
pub(crate) mod template;
pub(crate) mod transpose;
pub(crate) mod vs;
