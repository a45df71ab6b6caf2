//! HLSL from a compiled shader (`dxsm hlsl`), meant to be proven: the HLSL,
//! compiled back by Microsoft's compiler, computes what the original
//! computes (`dxsm compare`, docs/hlsl.md).
//!
//! SM4/5 programs of every stage (hull shaders in `hull`) and Direct3D 9
//! programs (`sm1`). Registers keep their names (`r0`, `v1`) and take a
//! type by use (`types`); each instruction reads their bits as its shape
//! says (`asfloat`, `asint`), so the meaning is exact; constant buffers are
//! read by their reflection names where those express every read
//! (`cbuffer`). The signatures and declarations give the interface. What
//! is not expressed is an error naming the instruction, never HLSL that
//! computes something else.

mod append;
mod bindings;
mod cbuffer;
mod classes;
mod comps;
mod declare;
mod double;
mod error;
mod fold;
mod form;
/// The instructions whose results nothing reads (`dxsm compare` leaves
/// out of an interface the objects only they read).
pub(crate) use fold::dead as dead_instructions;
mod hull;
mod members;
mod memory;
mod names;
mod operand;
mod regmap;
mod sm1;
mod statement;
mod texture;
mod types;
mod words;

use declare::declarations;
use error::whole;
pub use error::HlslError;
use members::Signatures;
use types::Ty;

use crate::dxbc::signature::{self, Element};
use crate::dxbc::Container;
use crate::sm4::fields::Interpolation;
use crate::sm4::ir::{Program, Stage};
use std::fmt::Write;

/// The HLSL of a shader, with entry point `main`: a DXBC container's
/// SM4/5 program, or an SM4/5 listing (assembled first, its header giving
/// the signatures and reflection data as the assembler reads them).
pub fn decompile(shader: &[u8]) -> Result<String, HlslError> {
    if crate::sm1::decode::is_token_stream(shader) {
        let p = crate::sm1::decode(shader).map_err(|e| HlslError::Read(e.to_string()))?;
        return sm1::program(&p);
    }
    if crate::dxbc::container::is_dxbc(shader) {
        return decompile_container(shader);
    }
    let Ok(text) = std::str::from_utf8(shader) else {
        return Err(HlslError::Read(
            "neither a DXBC container, a Direct3D 9 token stream nor a listing".into(),
        ));
    };
    if crate::assemble::is_d3d9(text) {
        let p = crate::sm1::parse::parse(text)
            .map_err(|e| HlslError::Read(format!("the listing does not assemble: {e}")))?;
        return sm1::program(&p);
    }
    let bin = crate::assemble::assemble(text, &Default::default())
        .map_err(|e| HlslError::Read(format!("the listing does not assemble: {e}")))?;
    decompile_container(&bin)
}

/// [`decompile`] of a DXBC container.
fn decompile_container(container: &[u8]) -> Result<String, HlslError> {
    let c = Container::read(container, false).map_err(|e| HlslError::Read(e.to_string()))?;
    let Some(code) = c.find(&[b"SHDR", b"SHEX"]) else {
        return Err(HlslError::Read(
            "not an SM4/5 container (no SHDR or SHEX chunk)".into(),
        ));
    };
    let mut p = crate::sm4::decode::decode(code.data, code.offset)
        .map_err(|e| HlslError::Read(e.to_string()))?;
    // A shader message's values are its operands, so that every pass
    // (types, folding, liveness) sees them read.
    for ins in &mut p.instructions {
        if let Some(m) = crate::sm4::decode::message_parts(ins) {
            ins.operands = m.operands.into_iter().collect();
        }
    }
    // Class interfaces: the reflection data's classes, and each read of
    // an object's data made a member read.
    let ifce = c
        .find(&[b"IFCE"])
        .and_then(|ch| crate::dxbc::ifce::read(ch.data, ch.offset).ok());
    let rdef = c
        .find(&[b"RDEF"])
        .and_then(|ch| crate::dxbc::rdef::read(ch.data, ch.offset).ok());
    let link = classes::linkage(&p, ifce.as_ref(), rdef.as_ref())?;
    if let Some(l) = &link {
        let from = l.labels.values().min().copied().unwrap_or(0);
        classes::rewrite(&mut p, from.saturating_sub(1))?;
        l.check_members(&p)?;
    }
    let p = p;
    let sig = |codes: &[&[u8; 4]]| -> Result<Vec<Element>, HlslError> {
        match c.find(codes) {
            None => Ok(Vec::new()),
            Some(ch) => signature::read(&ch.fourcc, ch.data, ch.offset)
                .map(|s| s.elements)
                .map_err(|e| HlslError::Read(e.to_string())),
        }
    };
    let inputs = sig(&[b"ISGN", b"ISG1"])?;
    let outputs = sig(&[b"OSGN", b"OSG1", b"OSG5"])?;
    let patch = sig(&[b"PCSG", b"PSG1"])?;
    // A program past Direct3D's limits (a damaged file asking for a
    // billion temps) is refused before anything is written for it.
    let mut limits = Vec::new();
    crate::validate::sm4::limits::limits(&p, &mut limits);
    if let Some(e) = limits.first() {
        return Err(HlslError::Unexpressed {
            at: e.instruction,
            message: format!("error {}: {}", e.code, e.message),
        });
    }
    if let Some(e) = inputs
        .iter()
        .chain(&outputs)
        .chain(&patch)
        .find(|e| e.register != u32::MAX && e.register >= 32)
    {
        return Err(whole(format!(
            "signature element {} at register {}: registers are 0 to 31",
            e.name, e.register
        )));
    }
    // The reflection data's names, as the listing's header prints them:
    // which register holds which variable.
    let mut names = String::new();
    if let Some(r) = &rdef {
        crate::dxbc::rdef::print_buffers(r, &mut names);
        crate::dxbc::rdef::print_bindings(
            r,
            crate::dxbc::rdef::BindingStyle::SlotElements,
            &mut names,
        );
    }
    let sigs = Signatures {
        inputs: &inputs,
        outputs: &outputs,
        patch: &patch,
    };
    let text = if p.stage == Stage::Hull {
        if link.is_some() {
            return Err(whole(
                "hull shaders with class interfaces are not decompiled yet",
            ));
        }
        hull::program(&p, &sigs, &names)?
    } else {
        program(&p, &sigs, &names, link.as_ref())?
    };
    // Constant buffers and objects under the reflection data's names.
    let class_names = link.as_ref().map_or(Vec::new(), |l| l.names());
    let text = match &rdef {
        Some(r) => bindings::named(
            r,
            &cbuffer::named(r, &text, &class_names),
            &cbuffer::clashes,
        ),
        None => text,
    };
    // A class instance is declared in its constant buffer, or the
    // classes' strides would not be the original's.
    if let (Some(l), Some(f)) = (&link, &ifce) {
        // Each declaration line's type and variable (`cAmbientLight
        // g_ambientLight : packoffset(c0);`), read once.
        let declared: std::collections::HashSet<(&str, &str)> = text
            .lines()
            .filter_map(|line| {
                let (ty, rest) = line.trim().split_once(' ')?;
                let name = rest.split([';', ' ', '[']).next()?;
                Some((ty, name))
            })
            .collect();
        let by_id: std::collections::HashMap<u16, &str> =
            l.classes.iter().map(|c| (c.id, c.name.as_str())).collect();
        for i in &f.class_instances {
            let class = by_id.get(&i.type_id);
            if !class.is_some_and(|c| declared.contains(&(*c, i.name.as_str()))) {
                return Err(whole(format!(
                    "class instance {}: its constant buffer is not declared by its variables, which is not decompiled",
                    i.name
                )));
            }
        }
    }
    Ok(text)
}

/// The HLSL of program `p` (not a hull shader) with signatures `sigs`.
fn program(
    p: &Program,
    sigs: &Signatures,
    names: &str,
    link: Option<&classes::Linkage>,
) -> Result<String, HlslError> {
    let (inputs, outputs) = (sigs.inputs, sigs.outputs);
    if !matches!(
        p.stage,
        Stage::Vertex | Stage::Pixel | Stage::Compute | Stage::Geometry | Stage::Domain
    ) {
        return Err(whole(format!(
            "{:?} shaders are not decompiled yet",
            p.stage
        )));
    }
    let d = declarations(p)?;
    outside_signatures(p, inputs, outputs)?;
    let plan = append::plan(p, &d.appends, &d.strides)?;
    // Each register's type, from its uses; every statement below reads
    // and stores through it.
    let mut inferred = types::infer(p, inputs, outputs, |i, ins| {
        statement::writer(i, ins, &plan, &d.memories)
    });
    // A program that reads an input chosen at run time holds its inputs
    // in one array (`uint4 v[n]`, one type for all).
    let input_array = !matches!(p.stage, Stage::Geometry | Stage::Hull | Stage::Domain)
        && operand::indexes_inputs(p);
    if input_array {
        inferred.untype('v');
    }
    let _types = types::Scope::enter(inferred);
    let _inputs = operand::InputArray::enter(input_array);
    let reg = |letter: char, r: u32| {
        let mut digits = itoa::Buffer::new();
        let number = digits.format(r);
        let name = if letter == 'v' && input_array {
            ["v[", number, "]"].concat()
        } else {
            let mut s = String::with_capacity(1 + number.len());
            s.push(letter);
            s.push_str(number);
            s
        };
        (name, types::of_key((letter, r as u64)))
    };
    let mut classes = String::new();
    if let Some(l) = link {
        l.declarations(&mut classes);
    }
    let mut h = declare::preamble(p, &d, names, &classes);
    let interpolation = |e: &Element, dir: &str| {
        let interp = match d.interpolation.get(&e.register) {
            Some(&Interpolation::CONSTANT) => "nointerpolation ",
            Some(&Interpolation::LINEAR_CENTROID) => "centroid ",
            Some(&Interpolation::LINEAR_NOPERSPECTIVE) => "noperspective ",
            Some(&Interpolation::LINEAR_NOPERSPECTIVE_CENTROID) => "noperspective centroid ",
            Some(&Interpolation::LINEAR_SAMPLE) => "sample ",
            Some(&Interpolation::LINEAR_NOPERSPECTIVE_SAMPLE) => "noperspective sample ",
            _ => "",
        };
        if dir == "v" && p.stage == Stage::Pixel {
            interp
        } else {
            ""
        }
    };
    let mut ins_struct = String::from("struct Input {\n");
    // Geometry shaders: the vertices of the input primitive; domain
    // shaders: the patch's control points.
    let gs_vertices = match (p.stage, d.primitive) {
        (Stage::Geometry, Some(prim)) => match prim.vertex_count() {
            Some(n) if prim.patch_size().is_none() => Some(n),
            _ => {
                return Err(whole(format!(
                    "input primitive {prim} is not decompiled yet"
                )))
            }
        },
        (Stage::Geometry, None) => {
            return Err(whole("a geometry shader without its input primitive"))
        }
        _ => None,
    };
    let control_points = match (p.stage, d.control_points.0) {
        (Stage::Domain, Some(n)) if (1..=32).contains(&n) => Some(n),
        (Stage::Domain, n) => {
            return Err(whole(format!(
                "a domain shader of {} input control points",
                n.unwrap_or(0)
            )))
        }
        _ => None,
    };
    // The streams a geometry shader writes (one unnamed stream: m0).
    let streams: Vec<u32> = if gs_vertices.is_some() && !d.streams.is_empty() {
        d.streams.clone()
    } else {
        vec![0]
    };
    if let Some(m) = streams.iter().find(|m| **m > 3) {
        return Err(whole(format!("stream m{m}: streams are m0 to m3")));
    }
    let mut load_inputs = String::with_capacity(64 * inputs.len());
    let mut attributes = statement::Attributes::new();
    for e in inputs {
        // System values given as parameters (a geometry shader's
        // primitive id, the coverage mask) are not in the structure.
        if e.register == u32::MAX
            && d.system_inputs
                .iter()
                .any(|(_, _, sv)| sv.eq_ignore_ascii_case(&e.name))
        {
            continue;
        }
        if e.register == u32::MAX {
            return Err(whole(format!(
                "input {} without a register is not decompiled yet",
                e.name
            )));
        }
        let (name, line) = members::member(e, "v", interpolation(e, "v"));
        ins_struct.push_str(&line);
        let (first, n) = members::span(e.mask);
        attributes
            .entry(e.register)
            .or_default()
            .push((first, n, name.clone()));
        let r = e.register;
        match gs_vertices.or(control_points) {
            None => {
                let (v, t) = reg('v', r);
                members::load(&mut load_inputs, e, &name, "input", (&v, t))
            }
            Some(nv) => {
                let array = if gs_vertices.is_some() { "vin" } else { "vicp" };
                let mut digits = itoa::Buffer::new();
                let reg = ["][", digits.format(r), "]"].concat();
                for k in 0..nv {
                    let mut digits = itoa::Buffer::new();
                    let k = digits.format(k);
                    let value = ["input[", k, "]"].concat();
                    let target = [array, "[", k, &reg].concat();
                    members::load(&mut load_inputs, e, &name, &value, (&target, Ty::Uint));
                }
            }
        }
    }
    ins_struct.push_str("};\n");
    // Domain shaders: the patch constants.
    let mut patch_struct = String::new();
    if control_points.is_some() {
        patch_struct.push_str("struct Patch {\n");
        if let Some(e) = sigs.patch.iter().find(|e| e.register == u32::MAX) {
            return Err(whole(format!(
                "patch constant {} without a register",
                e.name
            )));
        }
        for els in members::arrays(sigs.patch) {
            let (_, line, each) = members::array_member(els, "vpc");
            patch_struct.push_str(&line);
            for (e, m) in els.iter().zip(&each) {
                let target = format!("vpc[{}]", e.register);
                members::load(&mut load_inputs, e, m, "constants", (&target, Ty::Uint));
            }
        }
        patch_struct.push_str("};\n");
    }
    // One output structure per stream, and the statements that fill it.
    let struct_name = |m: u32| {
        if streams.len() == 1 {
            "Output".to_string()
        } else {
            format!("Output{m}")
        }
    };
    let mut out_structs = String::new();
    let mut stores = Vec::new();
    for &m in &streams {
        let mut out_struct = format!("struct {} {{\n", struct_name(m));
        let mut store = String::new();
        for e in outputs
            .iter()
            .filter(|e| streams.len() == 1 || e.stream == m)
        {
            let (name, line) = members::member(e, "o", shared_with_integers(outputs, e));
            out_struct.push_str(&line);
            if e.register == u32::MAX {
                let Some(src) = members::unnumbered_output(e) else {
                    return Err(whole(format!("output {} is not decompiled yet", e.name)));
                };
                members::store(&mut store, e, &name, (src, Ty::Uint));
            } else if d.outputs.contains(&e.register) {
                let (o, t) = reg('o', e.register);
                members::store(&mut store, e, &name, (&o, t));
            }
            // An output the program does not declare is never written:
            // left unset, the compiler does not declare it either.
        }
        out_struct.push_str("};\n");
        out_structs.push_str(&out_struct);
        stores.push((m, store));
    }
    h.push_str(&ins_struct);
    h.push_str(&patch_struct);
    h.push_str(&out_structs);
    // Registers.
    let mut regs = String::with_capacity(256);
    let input_regs = members::register_count(inputs);
    match (gs_vertices, control_points) {
        (Some(nv), _) => {
            let _ = writeln!(
                regs,
                "    {}",
                members::zero_array("vin", &[nv, input_regs.max(1)])
            );
        }
        (None, Some(n)) => {
            let _ = writeln!(
                regs,
                "    {}",
                members::zero_array("vicp", &[n, input_regs.max(1)])
            );
            let pc = members::register_count(sigs.patch).max(1);
            let _ = writeln!(regs, "    {}", members::zero_array("vpc", &[pc]));
        }
        (None, None) if input_array => {
            let _ = writeln!(
                regs,
                "    {}",
                members::zero_array("v", &[input_regs.max(1)])
            );
        }
        (None, None) => {
            for k in 0..input_regs {
                let (v, t) = reg('v', k);
                let _ = writeln!(regs, "    {} {v} = 0;", t.name(4));
            }
        }
    }
    // The registers that hold what the program computes are `precise`:
    // compiled again, the compiler would otherwise reorder the float
    // arithmetic the original fixed (`(v * k) * k` as `v * (k * k)`, a
    // multiply and an add of another order), which rounds differently.
    let precise = |regs: &mut String, name: &str, t: Ty| {
        regs.push_str("    precise ");
        t.push_name(regs, 4);
        regs.push(' ');
        regs.push_str(name);
        regs.push_str(" = 0;\n");
    };
    for k in 0..members::register_count(outputs) {
        let (o, t) = reg('o', k);
        precise(&mut regs, &o, t);
    }
    for e in outputs.iter().filter(|e| e.register == u32::MAX) {
        if let Some(r) = members::unnumbered_output(e) {
            let _ = writeln!(regs, "    uint {r} = 0;");
        }
    }
    for k in 0..d.temps {
        let (r, t) = reg('r', k);
        precise(&mut regs, &r, t);
    }
    for (n, size) in &d.indexable {
        let _ = writeln!(
            regs,
            "    precise {}",
            members::zero_array(&format!("x{n}"), &[*size])
        );
    }
    let mut params = vec!["Input input".to_string()];
    // Attributes of `main`, written just before it.
    let mut attrs = String::new();
    if let Some(n) = control_points {
        let domain = hull::domain(d.domain)?;
        let _ = writeln!(attrs, "[domain(\"{}\")]", domain.0);
        params = vec![
            "Patch constants".into(),
            format!("{} domain : SV_DomainLocation", domain.1),
            format!("const OutputPatch<Input, {n}> input"),
        ];
        let t = types::of_key(('d', 0));
        let _ = writeln!(regs, "    {} vDomain = 0;", t.name(4));
        let comps = if domain.1 == "float3" { "xyz" } else { "xy" };
        let _ = writeln!(
            load_inputs,
            "    vDomain.{comps} = {};",
            types::convert("domain".into(), Ty::Float, t)
        );
    }
    let exits = match gs_vertices {
        None => {
            let store = &stores[0].1;
            statement::Exits {
                ret: format!("{{\n{store}    return output;\n}}"),
                emit: Vec::new(),
                cut: Vec::new(),
            }
        }
        Some(nv) => {
            use crate::sm4::fields::{InputPrimitive as P, Topology as T};
            let prim = match d.primitive.unwrap_or(P::POINT) {
                P::POINT => "point",
                P::LINE => "line",
                P::TRIANGLE => "triangle",
                P::LINE_ADJ => "lineadj",
                _ => "triangleadj",
            };
            params = vec![format!("{prim} Input input[{nv}]")];
            let mut emit = Vec::new();
            let mut cut = Vec::new();
            for (m, store) in &stores {
                // A stream's topology is declared after it (SM5), or once
                // for the one stream (SM4).
                let topology = d
                    .topology
                    .iter()
                    .find(|(s, _)| s == m)
                    .or(d.topology.first())
                    .map(|t| t.1);
                let stream = match topology {
                    Some(T::POINT_LIST) => "PointStream",
                    Some(T::LINE_STRIP) => "LineStream",
                    Some(T::TRIANGLE_STRIP) => "TriangleStream",
                    other => {
                        return Err(whole(format!(
                            "output topology {} is not decompiled yet",
                            other.map_or("(none)".to_string(), |t| t.to_string())
                        )))
                    }
                };
                let name = struct_name(*m);
                params.push(format!("inout {stream}<{name}> stream{m}"));
                emit.push((
                    *m,
                    format!(
                        "{{\n    {name} output;\n{}    stream{m}.Append(output);\n}}",
                        store
                    ),
                ));
                cut.push((*m, format!("stream{m}.RestartStrip();")));
            }
            let _ = writeln!(attrs, "[maxvertexcount({})]", d.maxout);
            if let Some(n) = d.instances {
                let _ = writeln!(attrs, "[instance({n})]");
            }
            statement::Exits {
                ret: "return;".into(),
                emit,
                cut,
            }
        }
    };
    // Subroutines (`label` to the next label) share the registers with
    // the main program: then the registers are globals and each
    // subroutine a function.
    let labels: Vec<usize> = p
        .instructions
        .iter()
        .enumerate()
        .filter(|(_, i)| i.opcode == crate::sm4::table::Opcode::Label)
        .map(|(k, _)| k)
        .collect();
    // A geometry shader's subroutines see its input vertices (`vin`, a
    // global then); only `main` has the streams, so a subroutine that
    // emits is refused where it does.
    let global = !labels.is_empty();
    let mut inits = String::new();
    for (name, t, s) in &d.system_inputs {
        if global {
            params.push(format!("{t} {name}_in : {s}"));
            let _ = writeln!(h, "static {t} {name};");
            let _ = writeln!(inits, "    {name} = {name}_in;");
        } else {
            params.push(format!("{t} {name} : {s}"));
        }
    }
    if let Some([x, y, z]) = d.threads {
        let _ = writeln!(attrs, "[numthreads({x}, {y}, {z})]");
    }
    let cx = statement::Context {
        exits,
        memories: &d.memories,
        attributes,
        plan,
        folds: fold::plan(p),
    };
    let _folds = fold::Scope::enter();
    if global {
        for line in regs.lines() {
            let _ = writeln!(h, "static {};", line.trim().trim_end_matches(';'));
        }
        // Function bodies are class methods; the other labels functions.
        let bodies: Vec<usize> =
            link.map_or(Vec::new(), |l| l.labels.values().map(|a| a - 1).collect());
        if let Some(l) = link {
            l.pointers(&mut h);
        }
        for &l in labels.iter().filter(|l| !bodies.contains(l)) {
            let _ = writeln!(h, "void l{}();", label_number(p, l)?);
        }
        let sub = statement::Context {
            exits: statement::Exits {
                ret: "return;".into(),
                emit: Vec::new(),
                cut: Vec::new(),
            },
            memories: &d.memories,
            attributes: cx.attributes.clone(),
            plan: cx.plan.clone(),
            folds: fold::Plan::default(),
        };
        let end_of = |l: usize| {
            labels
                .iter()
                .find(|&&k| k > l)
                .copied()
                .unwrap_or(p.instructions.len())
        };
        if let Some(link) = link {
            let body = |fb: u32| -> Result<String, HlslError> {
                let Some(&start) = link.labels.get(&fb) else {
                    return Err(whole(format!("function body fb{fb} has no label")));
                };
                statement::body(p, start..end_of(start - 1), &sub)
            };
            link.methods(&mut h, &body)?;
        }
        for &l in labels.iter().filter(|l| !bodies.contains(l)) {
            let _ = writeln!(h, "void l{}() {{", label_number(p, l)?);
            h.push_str(&statement::body(p, l + 1..end_of(l), &sub)?);
            h.push_str("}\n");
        }
    }
    h.push_str(&attrs);
    let returns = if gs_vertices.is_some() {
        "void"
    } else {
        "Output"
    };
    let _ = writeln!(h, "{returns} main({}) {{", params.join(", "));
    if gs_vertices.is_none() {
        h.push_str("    Output output;\n");
    }
    if !global {
        h.push_str(&regs);
    }
    h.push_str(&inits);
    h.push_str(&load_inputs);
    let main_end = labels.first().copied().unwrap_or(p.instructions.len());
    let body = statement::body(p, 0..main_end, &cx)?;
    h.push_str(&body);
    h.push_str("}\n");
    Ok(h)
}

/// An error for the first instruction that reads an input register or
/// writes an output register past the signature's (a container without
/// its signature chunks): the HLSL declares registers from the
/// signatures, and has no semantic to give the others.
fn outside_signatures(
    p: &Program,
    inputs: &[Element],
    outputs: &[Element],
) -> Result<(), HlslError> {
    use crate::sm4::names::operand as ty;
    let (n_in, n_out) = (
        u64::from(members::register_count(inputs)),
        u64::from(members::register_count(outputs)),
    );
    for (i, ins) in p.instructions.iter().enumerate() {
        if ins.opcode.row().semantics == crate::sm4::table::Semantics::Declaration {
            continue;
        }
        for o in &ins.operands {
            // A geometry shader's input is `v[vertex][register]`.
            let (reg, count, what, letter) = match (o.ty, &o.indices[..]) {
                (ty::INPUT, [r]) | (ty::INPUT, [_, r]) => (r, n_in, "input", 'v'),
                (ty::OUTPUT, [r]) => (r, n_out, "output", 'o'),
                _ => continue,
            };
            if reg.rel.is_none() && reg.imm >= count {
                return Err(HlslError::Unexpressed {
                    at: Some(i),
                    message: format!(
                        "{what} register {letter}{} has no element in the {what} signature, so no semantic to declare it with",
                        reg.imm
                    ),
                });
            }
        }
    }
    Ok(())
}

/// `nointerpolation ` for a float output that shares its register with an
/// integer one, else nothing. The compiler packs into one register only
/// elements of one interpolation mode, and integers are never
/// interpolated: the original declared the float `nointerpolation`, and
/// without it the float would be packed elsewhere.
fn shared_with_integers(outputs: &[Element], e: &Element) -> &'static str {
    let shared = e.register != u32::MAX
        && Ty::of_element(e) == Ty::Float
        && outputs.iter().any(|o| {
            o.register == e.register && o.stream == e.stream && Ty::of_element(o) != Ty::Float
        });
    if shared {
        "nointerpolation "
    } else {
        ""
    }
}

/// The number of the `label` at instruction `at`.
fn label_number(p: &Program, at: usize) -> Result<u64, HlslError> {
    p.instructions[at]
        .operands
        .first()
        .and_then(|o| o.indices.first())
        .filter(|x| x.rel.is_none())
        .map(|x| x.imm)
        .ok_or(HlslError::Unexpressed {
            at: Some(at),
            message: "a label without its number".into(),
        })
}
