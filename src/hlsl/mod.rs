//! HLSL from a compiled shader (`dxsm hlsl`), meant to be proven: the HLSL,
//! compiled back by Microsoft's compiler, computes what the original
//! computes (`dxsm compare`, docs/hlsl.md).
//!
//! This is the first slice: SM4/5 vertex, pixel, geometry (one stream)
//! and compute shaders in DXBC containers. Registers keep their names (`r0`, `v1`, `cb0[3]`) and
//! are held as `uint4` bits, each instruction reading them as its shape
//! says (`asfloat`, `asint`), so the meaning is exact before it is
//! readable; the signatures and declarations give the interface. What the
//! slice does not express (other stages, Direct3D 9, instructions not
//! mapped yet) is an error naming the instruction, never HLSL that
//! computes something else.

mod error;
mod operand;
mod statement;

pub use error::HlslError;
use statement::Dims;

use crate::dxbc::signature::{self, Element};
use crate::dxbc::Container;
use crate::sm4::fields::{Interpolation, ResourceDim, ReturnType, SamplerMode};
use crate::sm4::ir::{Program, Stage};
use crate::sm4::names::operand as ty;
use crate::sm4::table::Opcode;
use std::fmt::Write;

/// The HLSL of a DXBC container's SM4/5 program, with entry point `main`.
pub fn decompile(container: &[u8]) -> Result<String, HlslError> {
    let c = Container::read(container, false).map_err(|e| HlslError::Read(e.to_string()))?;
    let Some(code) = c.find(&[b"SHDR", b"SHEX"]) else {
        return Err(HlslError::Read(
            "not an SM4/5 container (no SHDR or SHEX chunk)".into(),
        ));
    };
    let p = crate::sm4::decode::decode(code.data, code.offset)
        .map_err(|e| HlslError::Read(e.to_string()))?;
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
        .find(|e| e.register != u32::MAX && e.register >= 32)
    {
        return Err(whole(format!(
            "signature element {} at register {}: registers are 0 to 31",
            e.name, e.register
        )));
    }
    program(&p, &inputs, &outputs)
}

fn whole(message: impl Into<String>) -> HlslError {
    HlslError::Unexpressed {
        at: None,
        message: message.into(),
    }
}

/// The HLSL type of `n` components of signature component type
/// `component_type` at minimum precision `min_precision`.
fn type_of(component_type: u32, min_precision: u32, n: usize) -> String {
    let base = match (component_type, min_precision) {
        (_, 1) => "min16float",
        (_, 2) => "min10float",
        (_, 4) => "min16int",
        (_, 5) => "min16uint",
        (1, _) => "uint",
        (2, _) => "int",
        _ => "float",
    };
    if n == 1 {
        base.into()
    } else {
        format!("{base}{n}")
    }
}

/// The components a signature mask covers: first and count.
fn span(mask: u8) -> (usize, usize) {
    // A damaged chunk may set bits past w.
    let mask = mask & 0xf;
    let first = mask.trailing_zeros().min(3) as usize;
    let last = 7 - (mask | 1).leading_zeros().min(7) as usize;
    (first, (last + 1).saturating_sub(first).max(1))
}

/// A signature element's semantic as HLSL writes it.
fn semantic(e: &Element) -> String {
    format!("{}{}", e.name, e.index)
}

/// Declarations read from the program.
#[derive(Default)]
struct Decls {
    temps: u32,
    indexable: Vec<(u32, u32)>,
    icb: Vec<u32>,
    body: String,
    interpolation: std::collections::BTreeMap<u32, Interpolation>,
    threads: Option<[u32; 3]>,
    system_inputs: Vec<(String, &'static str, &'static str)>,
    dims: Dims,
    /// Geometry shaders: input primitive, output topology, `dcl_maxout`,
    /// instance count, streams declared.
    primitive: Option<crate::sm4::fields::InputPrimitive>,
    topology: Option<crate::sm4::fields::Topology>,
    maxout: u32,
    instances: Option<u32>,
    streams: Vec<u32>,
}

fn declarations(p: &Program) -> Result<Decls, HlslError> {
    let mut d = Decls::default();
    for (i, ins) in p.instructions.iter().enumerate() {
        let at = |m: String| HlslError::Unexpressed {
            at: Some(i),
            message: m,
        };
        let reg = |k: usize| {
            ins.operands
                .get(k)
                .and_then(|o| o.indices.first())
                .map_or(0, |x| x.imm as u32)
        };
        match ins.opcode {
            Opcode::DclTemps => d.temps = ins.nums.first().copied().unwrap_or(0),
            Opcode::DclIndexableTemp => d.indexable.push((
                ins.nums.first().copied().unwrap_or(0),
                ins.nums.get(1).copied().unwrap_or(0),
            )),
            Opcode::DclConstantBuffer => {
                let Some(o) = ins.operands.first() else {
                    return Err(at("a declaration without its operand".into()));
                };
                let slot = o.indices.first().map_or(0, |x| x.imm);
                let size = o.indices.get(1).map_or(0, |x| x.imm);
                let _ = writeln!(
                    d.body,
                    "cbuffer CB{slot} : register(b{slot}) {{ uint4 cb{slot}[{size}]; }};"
                );
            }
            Opcode::CustomData
                if ins.get::<crate::sm4::fields::CustomDataClass>()
                    == crate::sm4::fields::CustomDataClass::IMMEDIATE_CONSTANT_BUFFER =>
            {
                d.icb = ins.nums.to_vec();
            }
            // Comments and debug information change nothing the shader
            // computes; other blocks (shader messages, clip-plane
            // mappings) are refused below.
            Opcode::CustomData
                if matches!(
                    ins.get::<crate::sm4::fields::CustomDataClass>(),
                    crate::sm4::fields::CustomDataClass::COMMENT
                        | crate::sm4::fields::CustomDataClass::DEBUG_INFO
                ) => {}
            Opcode::DclResource => {
                let dim = ins.get::<ResourceDim>();
                let t = match dim {
                    ResourceDim::TEXTURE1D => "Texture1D",
                    ResourceDim::TEXTURE1DARRAY => "Texture1DArray",
                    ResourceDim::TEXTURE2D => "Texture2D",
                    ResourceDim::TEXTURE2DARRAY => "Texture2DArray",
                    ResourceDim::TEXTURE3D => "Texture3D",
                    ResourceDim::TEXTURECUBE => "TextureCube",
                    ResourceDim::TEXTURECUBEARRAY => "TextureCubeArray",
                    ResourceDim::BUFFER => "Buffer",
                    other => return Err(at(format!("a {other} resource is not decompiled yet"))),
                };
                let rt = ins.return_types().map_or(ReturnType::FLOAT, |r| r.0[0]);
                let el = match rt {
                    ReturnType::UINT => "uint4",
                    ReturnType::SINT => "int4",
                    ReturnType::UNORM => "unorm float4",
                    ReturnType::SNORM => "snorm float4",
                    ReturnType::FLOAT => "float4",
                    other => return Err(at(format!("return type {other} is not decompiled yet"))),
                };
                let r = reg(0);
                d.dims.insert(r, dim);
                let _ = writeln!(d.body, "{t}<{el}> t{r} : register(t{r});");
            }
            Opcode::DclSampler => {
                let r = reg(0);
                let kind = if ins.get::<SamplerMode>() == SamplerMode::COMPARISON {
                    "SamplerComparisonState"
                } else {
                    "SamplerState"
                };
                let _ = writeln!(d.body, "{kind} s{r} : register(s{r});");
            }
            Opcode::DclInputPs | Opcode::DclInputPsSiv | Opcode::DclInputPsSgv
                if ins.operands.first().is_some_and(|o| o.ty == ty::INPUT) =>
            {
                d.interpolation.insert(reg(0), ins.get::<Interpolation>());
            }
            Opcode::DclInput => {
                let Some(o) = ins.operands.first() else {
                    return Err(at("a declaration without its operand".into()));
                };
                let sv = match o.ty {
                    ty::THREAD_ID => Some(("uint3", "SV_DispatchThreadID")),
                    ty::GROUP_ID => Some(("uint3", "SV_GroupID")),
                    ty::THREAD_IN_GROUP => Some(("uint3", "SV_GroupThreadID")),
                    ty::THREAD_IN_GROUP_FLAT => Some(("uint", "SV_GroupIndex")),
                    ty::PRIM_ID => Some(("uint", "SV_PrimitiveID")),
                    ty::GS_INSTANCE_ID => Some(("uint", "SV_GSInstanceID")),
                    ty::INPUT => None,
                    other => return Err(at(format!("input {other} is not decompiled yet"))),
                };
                if let Some((t, s)) = sv {
                    d.system_inputs.push((o.ty.to_string(), t, s));
                }
            }
            Opcode::DclInputPrimitive => {
                d.primitive = Some(ins.get::<crate::sm4::fields::InputPrimitive>())
            }
            Opcode::DclOutputTopology => {
                d.topology = Some(ins.get::<crate::sm4::fields::Topology>())
            }
            Opcode::DclMaxOutputVertexCount => d.maxout = ins.nums.first().copied().unwrap_or(0),
            Opcode::DclGsInstanceCount => d.instances = ins.nums.first().copied(),
            Opcode::DclStream => d.streams.push(reg(0)),
            Opcode::DclThreadGroup => {
                d.threads = Some([0, 1, 2].map(|k| ins.nums.get(k).copied().unwrap_or(1)));
            }
            Opcode::DclGlobalFlags
            | Opcode::DclOutput
            | Opcode::DclOutputSiv
            | Opcode::DclOutputSgv
            | Opcode::DclInputSiv
            | Opcode::DclInputSgv => {}
            op if op.row().semantics == crate::sm4::table::Semantics::Declaration => {
                return Err(at(format!("'{}' is not decompiled yet", op.row().mnemonic)))
            }
            _ => {}
        }
    }
    Ok(d)
}

/// The HLSL of program `p` with signatures `inputs` and `outputs`.
fn program(p: &Program, inputs: &[Element], outputs: &[Element]) -> Result<String, HlslError> {
    if !matches!(
        p.stage,
        Stage::Vertex | Stage::Pixel | Stage::Compute | Stage::Geometry
    ) {
        return Err(whole(format!(
            "{:?} shaders are not decompiled yet",
            p.stage
        )));
    }
    let d = declarations(p)?;
    let mut h = String::new();
    let _ = writeln!(h, "// Decompiled by dxsm from {} code.", p.profile());
    h.push_str(&d.body);
    if !d.icb.is_empty() {
        let rows: Vec<String> = d
            .icb
            .chunks(4)
            .map(|c| {
                let w: Vec<String> = (0..4)
                    .map(|k| format!("0x{:08x}u", c.get(k).copied().unwrap_or(0)))
                    .collect();
                format!("uint4({})", w.join(", "))
            })
            .collect();
        let _ = writeln!(
            h,
            "static const uint4 icb[{}] = {{ {} }};",
            rows.len(),
            rows.join(", ")
        );
    }
    // Input and output structures, from the signatures in register order.
    let member = |e: &Element, dir: &str| -> Result<(String, String), HlslError> {
        let (first, n) = span(e.mask);
        let name = if e.register == u32::MAX {
            format!("{dir}_{}", e.name)
        } else {
            format!("{dir}{}_{}", e.register, ['x', 'y', 'z', 'w'][first])
        };
        let interp = match d.interpolation.get(&e.register) {
            Some(&Interpolation::CONSTANT) => "nointerpolation ",
            Some(&Interpolation::LINEAR_CENTROID) => "centroid ",
            Some(&Interpolation::LINEAR_NOPERSPECTIVE) => "noperspective ",
            Some(&Interpolation::LINEAR_NOPERSPECTIVE_CENTROID) => "noperspective centroid ",
            Some(&Interpolation::LINEAR_SAMPLE) => "sample ",
            Some(&Interpolation::LINEAR_NOPERSPECTIVE_SAMPLE) => "noperspective sample ",
            _ => "",
        };
        let interp = if dir == "v" && p.stage == Stage::Pixel {
            interp
        } else {
            ""
        };
        Ok((
            name.clone(),
            format!(
                "    {interp}{} {name} : {};\n",
                type_of(e.component_type, e.min_precision, n),
                semantic(e)
            ),
        ))
    };
    let mut ins_struct = String::from("struct Input {\n");
    // Geometry shaders: the vertices of the input primitive.
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
    if p.stage == Stage::Geometry && d.streams.iter().any(|m| *m != 0) {
        return Err(whole(
            "geometry-shader streams other than m0 are not decompiled yet",
        ));
    }
    let mut load_inputs = String::new();
    for e in inputs {
        // A geometry shader's primitive id comes as a parameter
        // (`dcl_input vPrim`), not in the vertices.
        if e.register == u32::MAX && gs_vertices.is_some() && e.name == "SV_PrimitiveID" {
            continue;
        }
        if e.register == u32::MAX {
            return Err(whole(format!(
                "input {} without a register is not decompiled yet",
                e.name
            )));
        }
        let (name, line) = member(e, "v")?;
        ins_struct.push_str(&line);
        let (first, n) = span(e.mask);
        let comps = operand::mask_letters(first, n);
        // Minimum-precision values widen first (`asuint` takes 32 bits).
        let value = if e.min_precision != 0 {
            format!("({})input.{name}", type_of(e.component_type, 0, n))
        } else {
            format!("input.{name}")
        };
        match gs_vertices {
            None => {
                let _ = writeln!(
                    load_inputs,
                    "    v{}.{comps} = asuint({value});",
                    e.register
                );
            }
            Some(nv) => {
                for k in 0..nv {
                    let value = value.replace("input.", &format!("input[{k}]."));
                    let _ = writeln!(
                        load_inputs,
                        "    vin[{k}][{}].{comps} = asuint({value});",
                        e.register
                    );
                }
            }
        }
    }
    ins_struct.push_str("};\n");
    let mut out_struct = String::from("struct Output {\n");
    let mut store = String::new();
    for e in outputs {
        let (name, line) = member(e, "o")?;
        out_struct.push_str(&line);
        let (first, n) = span(e.mask);
        let comps = operand::mask_letters(first, n);
        let cast = match e.component_type {
            1 => "",
            2 => "asint",
            _ => "asfloat",
        };
        if e.register == u32::MAX {
            // Semantic names are not case-sensitive (`SV_DEPTH`).
            let depth = ["SV_Depth", "SV_DepthGreaterEqual", "SV_DepthLessEqual"]
                .iter()
                .any(|n| n.eq_ignore_ascii_case(&e.name));
            if !depth {
                return Err(whole(format!("output {} is not decompiled yet", e.name)));
            }
            let src = "oDepth";
            let _ = writeln!(store, "        output.{name} = {cast}({src});");
        } else {
            let _ = writeln!(
                store,
                "        output.{name} = {cast}(o{}.{comps});",
                e.register
            );
        }
    }
    out_struct.push_str("};\n");
    h.push_str(&ins_struct);
    h.push_str(&out_struct);
    // Registers.
    let mut regs = String::new();
    let max_reg = |els: &[Element]| {
        els.iter()
            .filter(|e| e.register != u32::MAX)
            .map(|e| e.register + 1)
            .max()
            .unwrap_or(0)
    };
    match gs_vertices {
        None => {
            for k in 0..max_reg(inputs) {
                let _ = writeln!(regs, "    uint4 v{k} = 0;");
            }
        }
        Some(nv) => {
            let nr = max_reg(inputs).max(1);
            // Initialized in the declaration: the compiler refuses to
            // emit what it cannot see written, through an array.
            let zeros = vec!["(uint4)0"; (nv * nr) as usize].join(", ");
            let _ = writeln!(regs, "    uint4 vin[{nv}][{nr}] = {{ {zeros} }};");
        }
    }
    for k in 0..max_reg(outputs) {
        let _ = writeln!(regs, "    uint4 o{k} = 0;");
    }
    if outputs.iter().any(|e| e.register == u32::MAX) {
        regs.push_str("    uint oDepth = 0;\n");
    }
    for k in 0..d.temps {
        let _ = writeln!(regs, "    uint4 r{k} = 0;");
    }
    for (n, size) in &d.indexable {
        let zeros = vec!["(uint4)0"; *size as usize].join(", ");
        let _ = writeln!(regs, "    uint4 x{n}[{size}] = {{ {zeros} }};");
    }
    let mut params = vec!["Input input".to_string()];
    let exits = match gs_vertices {
        None => statement::Exits {
            ret: format!("{{\n{store}        return output;\n    }}"),
            emit: None,
            cut: None,
        },
        Some(nv) => {
            use crate::sm4::fields::{InputPrimitive as P, Topology as T};
            let prim = match d.primitive.unwrap_or(P::POINT) {
                P::POINT => "point",
                P::LINE => "line",
                P::TRIANGLE => "triangle",
                P::LINE_ADJ => "lineadj",
                _ => "triangleadj",
            };
            let stream = match d.topology {
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
            params = vec![
                format!("{prim} Input input[{nv}]"),
                format!("inout {stream}<Output> stream0"),
            ];
            let _ = writeln!(h, "[maxvertexcount({})]", d.maxout);
            if let Some(n) = d.instances {
                let _ = writeln!(h, "[instance({n})]");
            }
            statement::Exits {
                ret: "return;".into(),
                emit: Some(format!(
                    "{{\n    Output output;\n{}    stream0.Append(output);\n}}",
                    store.replace("        output.", "    output.")
                )),
                cut: Some("stream0.RestartStrip();".into()),
            }
        }
    };
    for (name, t, s) in &d.system_inputs {
        params.push(format!("{t} {name} : {s}"));
    }
    if let Some([x, y, z]) = d.threads {
        let _ = writeln!(h, "[numthreads({x}, {y}, {z})]");
    }
    let returns = if gs_vertices.is_some() {
        "void"
    } else {
        "Output"
    };
    let _ = writeln!(h, "{returns} main({}) {{", params.join(", "));
    if gs_vertices.is_none() {
        h.push_str("    Output output;\n");
    }
    h.push_str(&regs);
    h.push_str(&load_inputs);
    let body = statement::body(p, &exits, &d.dims)?;
    h.push_str(&body);
    h.push_str("}\n");
    Ok(h)
}
