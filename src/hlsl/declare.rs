//! The program's declarations as HLSL: constant buffers, textures,
//! buffers, UAVs, group-shared memory, samplers, and what the stage's
//! attributes need (thread-group size, geometry-shader primitive and
//! streams, interpolation modes).

use super::error::HlslError;
use super::operand::memory_key;
use crate::sm4::fields::{
    CustomDataClass, InputPrimitive, Interpolation, ResourceDim, ReturnType, SamplerMode,
    TessDomain, TessOutput, TessPartitioning, Topology,
};
use crate::sm4::ir::{Instruction, Program};
use crate::sm4::names::operand as ty;
use crate::sm4::table::{Opcode, Semantics};
use std::collections::BTreeMap;
use std::fmt::Write;

/// How a `t#`, `u#` or `g#` register's memory is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// A texture or typed buffer (`t#`), or a typed UAV (`u#`): its
    /// dimension and multisample count.
    Typed(ResourceDim, u32),
    /// Bytes addressed by offset (`ByteAddressBuffer`, raw group-shared
    /// memory).
    Raw,
    /// Elements of `stride` bytes.
    Structured(u32),
}

/// One declared `t#`, `u#` or `g#`.
#[derive(Clone, Debug)]
pub struct Memory {
    /// Its layout.
    pub layout: Layout,
    /// The HLSL element type of a typed one (`float`, `uint`, `unorm
    /// float`, ...), without its component count.
    pub element: &'static str,
    /// Whether a typed UAV is declared with one component (loads and
    /// atomics need it).
    pub scalar: bool,
    /// Whether its words are held as `int` (signed atomic minimum and
    /// maximum need it).
    pub int: bool,
    /// Whether it is a consume buffer (else, with a counter but no
    /// counter flag, an append buffer).
    pub consume: bool,
}

/// Every declared `t#`, `u#` and `g#`, by register type letter and number.
pub type Memories = BTreeMap<(char, u32), Memory>;

/// Declarations read from the program.
#[derive(Default)]
pub struct Decls {
    /// `dcl_temps`.
    pub temps: u32,
    /// Indexable temps: number and size.
    pub indexable: Vec<(u32, u32)>,
    /// The immediate constant buffer's words.
    pub icb: Vec<u32>,
    /// The HLSL declarations before `main`.
    pub body: String,
    /// Pixel-shader inputs' interpolation modes, by register.
    pub interpolation: BTreeMap<u32, Interpolation>,
    /// Compute shaders: `numthreads`.
    pub threads: Option<[u32; 3]>,
    /// System-value inputs given as parameters: register name, HLSL type,
    /// semantic.
    pub system_inputs: Vec<(String, &'static str, &'static str)>,
    /// Textures, buffers, UAVs and group-shared memory.
    pub memories: Memories,
    /// Geometry shaders: input primitive, output topology, `dcl_maxout`,
    /// instance count, streams declared.
    pub primitive: Option<InputPrimitive>,
    /// The output topology of each stream, in declaration order.
    pub topology: Vec<(u32, Topology)>,
    /// `dcl_maxout`.
    pub maxout: u32,
    /// `dcl_gsinstances`.
    pub instances: Option<u32>,
    /// The streams declared.
    pub streams: Vec<u32>,
    /// Append and consume buffers: the UAV and the counter instruction.
    pub appends: BTreeMap<u32, Opcode>,
    /// Structured buffers' strides, by `u#`.
    pub strides: BTreeMap<u32, u32>,
    /// The output registers the program declares (`o#`).
    pub outputs: std::collections::BTreeSet<u32>,
    /// Hull and domain shaders: the input and output control point counts.
    pub control_points: (Option<u32>, Option<u32>),
    /// The tessellator's domain.
    pub domain: Option<TessDomain>,
    /// The tessellator's partitioning.
    pub partitioning: Option<TessPartitioning>,
    /// The tessellator's output primitive.
    pub output_primitive: Option<TessOutput>,
    /// `dcl_hs_max_tessfactor`'s bits.
    pub max_tess_factor: Option<u32>,
}

fn at(i: usize, m: String) -> HlslError {
    HlslError::Unexpressed {
        at: Some(i),
        message: m,
    }
}

/// The HLSL type name of a texture of dimension `dim` (`RW` for a UAV).
fn texture_type(dim: ResourceDim) -> Option<&'static str> {
    Some(match dim {
        ResourceDim::TEXTURE1D => "Texture1D",
        ResourceDim::TEXTURE1DARRAY => "Texture1DArray",
        ResourceDim::TEXTURE2D => "Texture2D",
        ResourceDim::TEXTURE2DARRAY => "Texture2DArray",
        ResourceDim::TEXTURE2DMS => "Texture2DMS",
        ResourceDim::TEXTURE2DMSARRAY => "Texture2DMSArray",
        ResourceDim::TEXTURE3D => "Texture3D",
        ResourceDim::TEXTURECUBE => "TextureCube",
        ResourceDim::TEXTURECUBEARRAY => "TextureCubeArray",
        ResourceDim::BUFFER => "Buffer",
        _ => return None,
    })
}

/// How the program uses each UAV and group-shared memory: loads of typed
/// UAVs and atomics (one component), signed and unsigned minimum and
/// maximum (the words' type).
#[derive(Default, Clone, Copy)]
struct Use {
    scalar: bool,
    signed: Option<usize>,
    unsigned: Option<usize>,
}

fn uses(p: &Program) -> BTreeMap<(char, u32), Use> {
    let mut uses: BTreeMap<(char, u32), Use> = BTreeMap::new();
    for (i, ins) in p.instructions.iter().enumerate() {
        let sem = ins.opcode.row().semantics;
        let target = match (sem, ins.opcode) {
            (Semantics::Atomic, _) => ins.operands.iter().find_map(memory_key),
            (_, Opcode::LdUavTyped) => ins.operands.get(2).and_then(memory_key),
            _ => None,
        };
        let Some(key) = target else { continue };
        let u = uses.entry(key).or_default();
        u.scalar = true;
        use Opcode as O;
        match ins.opcode {
            O::AtomicImax | O::AtomicImin | O::ImmAtomicImax | O::ImmAtomicImin => {
                u.signed.get_or_insert(i);
            }
            O::AtomicUmax | O::AtomicUmin | O::ImmAtomicUmax | O::ImmAtomicUmin => {
                u.unsigned.get_or_insert(i);
            }
            _ => {}
        }
    }
    uses
}

/// The HLSL element type of return type `rt`.
fn element(rt: ReturnType) -> Option<&'static str> {
    Some(match rt {
        ReturnType::UINT => "uint",
        ReturnType::SINT => "int",
        ReturnType::UNORM => "unorm float",
        ReturnType::SNORM => "snorm float",
        ReturnType::FLOAT => "float",
        _ => return None,
    })
}

/// For each constant buffer, one past the highest register the program
/// reads by a literal index (`cb0[15]`).
fn literal_reads(p: &Program) -> std::collections::HashMap<u64, u64> {
    fn walk(o: &crate::sm4::ir::Operand, top: &mut std::collections::HashMap<u64, u64>) {
        if o.ty == crate::sm4::names::operand::CB
            && o.indices.len() == 2
            && o.indices[1].rel.is_none()
        {
            let t = top.entry(o.indices[0].imm).or_default();
            *t = (*t).max(o.indices[1].imm.saturating_add(1));
        }
        for x in &o.indices {
            if let Some(r) = x.rel.as_deref() {
                walk(r, top);
            }
        }
    }
    let mut top = std::collections::HashMap::new();
    for ins in &p.instructions {
        if ins.opcode.row().semantics == Semantics::Declaration {
            continue;
        }
        for o in &ins.operands {
            walk(o, &mut top);
        }
    }
    top
}

/// The declarations of `p`.
pub fn declarations(p: &Program) -> Result<Decls, HlslError> {
    let mut d = Decls {
        appends: super::append::buffers(p),
        ..Decls::default()
    };
    let uses = uses(p);
    let lifted = unread_buffers(p);
    let literal = literal_reads(p);
    // The declarations that go first (see `unread_buffers`): the textures'
    // and UAVs', then the buffers'.
    let mut first: [Vec<String>; 2] = [
        vec![String::new(); lifted.0.len()],
        vec![String::new(); lifted.1.len()],
    ];
    for (i, ins) in p.instructions.iter().enumerate() {
        let declared = ins.operands.first();
        let lift = if ins.opcode == Opcode::DclConstantBuffer {
            let slot = declared.and_then(|o| o.indices.first()).map(|x| x.imm);
            lifted
                .1
                .iter()
                .position(|s| Some(*s) == slot)
                .map(|k| (1, k))
        } else if is_memory_declaration(ins.opcode) {
            let key = declared.and_then(memory_key);
            lifted
                .0
                .iter()
                .position(|k| Some(*k) == key)
                .map(|k| (0, k))
        } else {
            None
        };
        let rest = lift.map(|_| std::mem::take(&mut d.body));
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
                    return Err(at(i, "a declaration without its operand".into()));
                };
                let slot = o.indices.first().map_or(0, |x| x.imm);
                // A register read by a literal index past the declared
                // count (an edited program) reads the bound buffer: the
                // array reaches it, or the compiler refuses the index.
                let size = o
                    .indices
                    .get(1)
                    .map_or(0, |x| x.imm)
                    .max(literal.get(&slot).copied().unwrap_or(0));
                let _ = writeln!(
                    d.body,
                    "cbuffer CB{slot} : register(b{slot}) {{ uint4 cb{slot}[{size}]; }};"
                );
            }
            Opcode::CustomData
                if ins.get::<CustomDataClass>() == CustomDataClass::IMMEDIATE_CONSTANT_BUFFER =>
            {
                d.icb = ins.nums.to_vec();
            }
            // Comments and debug information change nothing the shader
            // computes, and shader messages are statements; other blocks
            // (clip-plane mappings) are refused below.
            Opcode::CustomData
                if matches!(
                    ins.get::<CustomDataClass>(),
                    CustomDataClass::COMMENT
                        | CustomDataClass::DEBUG_INFO
                        | CustomDataClass::SHADER_MESSAGE
                ) => {}
            Opcode::DclResource | Opcode::DclUavTyped => {
                memory(&mut d, ins, i, &uses)?;
            }
            Opcode::DclResourceRaw
            | Opcode::DclResourceStructured
            | Opcode::DclUavRaw
            | Opcode::DclUavStructured
            | Opcode::DclTgsmRaw
            | Opcode::DclTgsmStructured => words(&mut d, ins, i, &uses)?,
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
                    return Err(at(i, "a declaration without its operand".into()));
                };
                let sv = match o.ty {
                    ty::THREAD_ID => Some(("uint3", "SV_DispatchThreadID")),
                    ty::GROUP_ID => Some(("uint3", "SV_GroupID")),
                    ty::THREAD_IN_GROUP => Some(("uint3", "SV_GroupThreadID")),
                    ty::THREAD_IN_GROUP_FLAT => Some(("uint", "SV_GroupIndex")),
                    ty::PRIM_ID => Some(("uint", "SV_PrimitiveID")),
                    ty::GS_INSTANCE_ID => Some(("uint", "SV_GSInstanceID")),
                    ty::COVERAGE => Some(("uint", "SV_Coverage")),
                    // Tessellation's inputs are loaded by the stage's own
                    // code (control points, patch constants, the domain
                    // location, phase instance numbers).
                    ty::INPUT
                    | ty::INPUT_CP
                    | ty::OUTPUT_CP
                    | ty::PATCH_CONSTANT
                    | ty::DOMAIN
                    | ty::OUTPUT_CP_ID
                    | ty::FORK_INSTANCE_ID
                    | ty::JOIN_INSTANCE_ID => None,
                    other => return Err(at(i, format!("input {other} is not decompiled yet"))),
                };
                if let Some((t, s)) = sv {
                    d.system_inputs.push((o.ty.to_string(), t, s));
                }
            }
            Opcode::DclInputPrimitive => d.primitive = Some(ins.get::<InputPrimitive>()),
            Opcode::DclOutputTopology => {
                let stream = d.streams.last().copied().unwrap_or(0);
                d.topology.push((stream, ins.get::<Topology>()));
            }
            Opcode::DclMaxOutputVertexCount => d.maxout = ins.nums.first().copied().unwrap_or(0),
            Opcode::DclGsInstanceCount => d.instances = ins.nums.first().copied(),
            Opcode::DclStream => d.streams.push(reg(0)),
            Opcode::DclInputControlPointCount => {
                d.control_points.0 = Some(ins.control_point_count())
            }
            Opcode::DclOutputControlPointCount => {
                d.control_points.1 = Some(ins.control_point_count())
            }
            Opcode::DclTessDomain => d.domain = Some(ins.get::<TessDomain>()),
            Opcode::DclTessPartitioning => d.partitioning = Some(ins.get::<TessPartitioning>()),
            Opcode::DclTessOutputPrimitive => d.output_primitive = Some(ins.get::<TessOutput>()),
            Opcode::DclHsMaxTessFactor => d.max_tess_factor = ins.nums.first().copied(),
            // The hull shader's phases and their instance counts: its own
            // code reads them.
            Opcode::HsDecls
            | Opcode::HsControlPointPhase
            | Opcode::HsForkPhase
            | Opcode::HsJoinPhase
            | Opcode::DclHsForkPhaseInstanceCount
            | Opcode::DclHsJoinPhaseInstanceCount => {}
            Opcode::DclThreadGroup => {
                d.threads = Some([0, 1, 2].map(|k| ins.nums.get(k).copied().unwrap_or(1)));
            }
            Opcode::DclOutput | Opcode::DclOutputSiv | Opcode::DclOutputSgv
                if ins.operands.first().is_some_and(|o| o.ty == ty::OUTPUT) =>
            {
                d.outputs.insert(reg(0));
            }
            // Class linkage: the interfaces and classes say the same
            // (`classes.rs`).
            Opcode::DclFunctionBody | Opcode::DclFunctionTable | Opcode::DclInterface => {}
            // A hint for the driver: the HLSL's arrays say the same.
            Opcode::DclIndexRange
            | Opcode::DclGlobalFlags
            | Opcode::DclOutput
            | Opcode::DclOutputSiv
            | Opcode::DclOutputSgv
            | Opcode::DclInputSiv
            | Opcode::DclInputSgv => {}
            op if op.row().semantics == Semantics::Declaration => {
                return Err(at(
                    i,
                    format!("'{}' is not decompiled yet", op.row().mnemonic),
                ))
            }
            _ => {}
        }
        if let (Some((kind, k)), Some(rest)) = (lift, rest) {
            first[kind][k] = std::mem::replace(&mut d.body, rest);
        }
    }
    if !lifted.0.is_empty() {
        let [memories, buffers] = first;
        d.body = memories.concat() + &buffers.concat() + &d.body;
    }
    Ok(d)
}

/// Whether `op` declares a texture, buffer or UAV (`t#`, `u#`).
fn is_memory_declaration(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::DclResource
            | Opcode::DclUavTyped
            | Opcode::DclResourceRaw
            | Opcode::DclResourceStructured
            | Opcode::DclUavRaw
            | Opcode::DclUavStructured
    )
}

/// The constant buffers the program declares and its code never reads,
/// each with a texture or UAV the code reads, whose declarations then go
/// first: the textures' and UAVs', then the buffers'. Microsoft's compiler
/// leaves an unread buffer out, except the k-th buffer declared when the
/// k-th declaration of all (textures, UAVs, samplers and buffers alike,
/// counted from 0) is a texture or UAV the code reads (asked of the oracle,
/// tests/corpus/oracle/interface: `T; cbuffer A; cbuffer B` keeps `A`,
/// `T; U; cbuffer A; cbuffer B` both, `SamplerState S; T; cbuffer A;
/// cbuffer B` only `B`). With more unread buffers than read textures and
/// UAVs, the last ones stay where they are and are left out.
fn unread_buffers(p: &Program) -> (Vec<(char, u32)>, Vec<u64>) {
    let mut declared = Vec::new();
    let mut memories = Vec::new();
    let mut read_cb = std::collections::BTreeSet::new();
    let mut read_memory = std::collections::BTreeSet::new();
    for ins in &p.instructions {
        let first = ins.operands.first();
        if ins.opcode == Opcode::DclConstantBuffer {
            declared.extend(first.and_then(|o| o.indices.first()).map(|x| x.imm));
        } else if is_memory_declaration(ins.opcode) {
            memories.extend(first.and_then(memory_key));
        } else if ins.opcode.row().semantics != Semantics::Declaration {
            for o in &ins.operands {
                match o.ty {
                    ty::CB => read_cb.extend(o.indices.first().map(|x| x.imm)),
                    ty::RESOURCE | ty::UAV => read_memory.extend(memory_key(o)),
                    _ => {}
                }
            }
        }
    }
    let mut unread: Vec<u64> = declared
        .into_iter()
        .filter(|s| !read_cb.contains(s))
        .collect();
    let mut read: Vec<(char, u32)> = memories
        .into_iter()
        .filter(|k| read_memory.contains(k))
        .collect();
    let n = unread.len().min(read.len());
    unread.truncate(n);
    read.truncate(n);
    (read, unread)
}

/// `dcl_resource` and `dcl_uav_typed`: a texture, typed buffer or typed
/// UAV.
fn memory(
    d: &mut Decls,
    ins: &Instruction,
    i: usize,
    uses: &BTreeMap<(char, u32), Use>,
) -> Result<(), HlslError> {
    let Some(key) = ins.operands.first().and_then(memory_key) else {
        return Err(at(i, "a declaration without its register".into()));
    };
    let uav = key.0 == 'u';
    let dim = ins.get::<ResourceDim>();
    let Some(t) = texture_type(dim) else {
        return Err(at(i, format!("a {dim} resource is not decompiled yet")));
    };
    let ms = dim.is_multisampled();
    if uav && (ms || dim == ResourceDim::TEXTURECUBE || dim == ResourceDim::TEXTURECUBEARRAY) {
        return Err(at(i, format!("a {dim} UAV is not valid")));
    }
    let rt = ins.return_types().map_or(ReturnType::FLOAT, |r| r.0[0]);
    let Some(el) = element(rt) else {
        return Err(at(i, format!("return type {rt} is not decompiled yet")));
    };
    let u = uses.get(&key).copied().unwrap_or_default();
    let int = rt == ReturnType::SINT;
    // Atomic minimum and maximum take their sign from the element type.
    if let Some(k) = if int { u.unsigned } else { u.signed } {
        return Err(at(
            k,
            format!(
                "a {} atomic on a UAV of {el} elements has no HLSL",
                if int { "unsigned" } else { "signed" }
            ),
        ));
    }
    let samples = if ms {
        ins.field(crate::sm4::fields::Field::SampleCount)
    } else {
        0
    };
    let n = if u.scalar { "" } else { "4" };
    let (prefix, glc) = if uav {
        let glc = if ins.flag(crate::sm4::fields::Field::GloballyCoherent) {
            "globallycoherent "
        } else {
            ""
        };
        ("RW", glc)
    } else {
        ("", "")
    };
    let samples_text = if samples > 0 {
        format!(", {samples}")
    } else {
        String::new()
    };
    let (letter, r) = key;
    let _ = writeln!(
        d.body,
        "{glc}{prefix}{t}<{el}{n}{samples_text}> {letter}{r} : register({letter}{r});"
    );
    d.memories.insert(
        key,
        Memory {
            layout: Layout::Typed(dim, samples),
            element: el,
            scalar: u.scalar,
            int,
            consume: false,
        },
    );
    Ok(())
}

/// Raw and structured buffers, UAVs and group-shared memory, held as
/// 32-bit words (`uint`, or `int` where signed atomics need it).
fn words(
    d: &mut Decls,
    ins: &Instruction,
    i: usize,
    uses: &BTreeMap<(char, u32), Use>,
) -> Result<(), HlslError> {
    let Some(key) = ins.operands.first().and_then(memory_key) else {
        return Err(at(i, "a declaration without its register".into()));
    };
    let u = uses.get(&key).copied().unwrap_or_default();
    // A raw buffer's atomic takes the value's type (`InterlockedMin` of
    // an `int` is the signed one), so its words stay `uint`; other
    // memory's words have one type, which picks the operation.
    let raw_buffer = matches!(ins.opcode, Opcode::DclResourceRaw | Opcode::DclUavRaw);
    if let (Some(_), Some(k), false) = (u.signed, u.unsigned, raw_buffer) {
        return Err(at(
            k,
            "signed and unsigned atomic minimum or maximum on the same group-shared or structured memory have no HLSL".into(),
        ));
    }
    let int = u.signed.is_some() && !raw_buffer;
    let w = if int { "int" } else { "uint" };
    let (letter, r) = key;
    let name = format!("{letter}{r}");
    let glc = if letter == 'u' && ins.flag(crate::sm4::fields::Field::GloballyCoherent) {
        "globallycoherent "
    } else {
        ""
    };
    let n0 = ins.nums.first().copied().unwrap_or(0);
    let counted = if letter == 'u' {
        d.appends.get(&r).copied()
    } else {
        None
    };
    let layout = match ins.opcode {
        Opcode::DclResourceRaw | Opcode::DclUavRaw => {
            let rw = if letter == 'u' { "RW" } else { "" };
            let _ = writeln!(
                d.body,
                "{glc}{rw}ByteAddressBuffer {name} : register({name});"
            );
            Layout::Raw
        }
        Opcode::DclTgsmRaw => {
            if n0 % 4 != 0 || n0 == 0 {
                return Err(at(i, format!("group-shared memory of {n0} bytes")));
            }
            let _ = writeln!(d.body, "groupshared {w} {name}[{}];", n0 / 4);
            Layout::Raw
        }
        _ => {
            let stride = n0;
            if stride % 4 != 0 || stride == 0 {
                return Err(at(i, format!("a structure stride of {stride} bytes")));
            }
            let _ = writeln!(d.body, "struct S_{name} {{ {w} w[{}]; }};", stride / 4);
            match ins.opcode {
                Opcode::DclTgsmStructured => {
                    let count = ins.nums.get(1).copied().unwrap_or(0);
                    let _ = writeln!(d.body, "groupshared S_{name} {name}[{count}];");
                }
                _ => {
                    let rw = match counted {
                        Some(Opcode::ImmAtomicAlloc) => "Append",
                        Some(_) => "Consume",
                        None if letter == 'u' => "RW",
                        None => "",
                    };
                    if letter == 'u' {
                        d.strides.insert(r, stride);
                    }
                    let _ = writeln!(
                        d.body,
                        "{glc}{rw}StructuredBuffer<S_{name}> {name} : register({name});"
                    );
                }
            }
            Layout::Structured(stride)
        }
    };
    d.memories.insert(
        key,
        Memory {
            layout,
            element: w,
            scalar: true,
            int,
            consume: counted == Some(Opcode::ImmAtomicConsume),
        },
    );
    Ok(())
}

/// What every SM4/5 program's HLSL opens with: the profile, the
/// reflection data's names (`names`, as the listing's header prints them),
/// the interfaces and classes (`classes`), the declarations and the
/// immediate constant buffer.
pub fn preamble(p: &Program, d: &Decls, names: &str, classes: &str) -> String {
    // The whole program's text is written after the preamble: room for
    // it, about a line an instruction.
    let mut h = String::with_capacity(1024 + names.len() + 48 * p.instructions.len());
    let _ = writeln!(h, "// Decompiled by dxsm from {} code.", p.profile());
    h.push_str(&super::names::reflection_names(names));
    if p.instructions
        .iter()
        .any(|i| super::operand::flush_of(i).is_some())
    {
        h.push_str(super::operand::FLUSHED_DEFINE);
    }
    // Classes go before the constant buffers that may hold instances.
    h.push_str(classes);
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
    h
}
