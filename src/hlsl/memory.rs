//! Raw, structured and typed-UAV loads and stores, atomics, buffer sizes
//! and barriers as HLSL. Words are read and written one by one through
//! the declared element (`t0[i].w[k]`, `g0[k]`) or a raw buffer's methods,
//! so every word lands where the instruction puts it.

use super::declare::{Layout, Memories, Memory};
use super::error::Unexpressed;
use super::operand::{letters, mask_comps, memory_key, picked, register, source, Read};
use crate::sm4::fields::{ResourceDim, SyncFlags};
use crate::sm4::ir::{Instruction, Operand};
use crate::sm4::names::operand as ty;
use crate::sm4::table::Opcode;

/// The declared memory operand `op` names.
fn declared<'m>(op: &Operand, memories: &'m Memories) -> Result<(String, &'m Memory), Unexpressed> {
    if op.indices.iter().any(|x| x.rel.is_some()) {
        return Err(Unexpressed(
            "a resource chosen at run time is not decompiled yet".into(),
        ));
    }
    let Some(key) = memory_key(op) else {
        return Err(Unexpressed(format!(
            "operand type {} where a resource was expected",
            op.ty
        )));
    };
    match memories.get(&key) {
        Some(m) => Ok((format!("{}{}", key.0, key.1), m)),
        None => Err(Unexpressed(
            "a resource the program does not declare".into(),
        )),
    }
}

/// Where a word access starts: a byte address (raw) or an element and a
/// byte offset (structured).
enum Address {
    Raw(String),
    Structured(String, Offset),
    /// A word of a local element (an append or consume buffer's).
    Local(String, Offset),
}

/// A byte offset: known, or computed.
enum Offset {
    Known(u32),
    Computed(String),
}

impl Offset {
    fn of(op: &Operand, comp: usize) -> Result<Offset, Unexpressed> {
        if op.ty == ty::IMM32 {
            let p = picked(op, &[comp])[0];
            let w = op.imm.get(p).or(op.imm.first()).copied().unwrap_or(0);
            Ok(Offset::Known(w))
        } else {
            Ok(Offset::Computed(source(op, &[comp], Read::Bits)?))
        }
    }
    /// The word number `k` words past this offset.
    fn word(&self, k: usize) -> String {
        match self {
            Offset::Known(b) => itoa::Buffer::new()
                .format(u64::from(*b / 4) + k as u64)
                .to_string(),
            Offset::Computed(e) if k == 0 => ["(", e, " >> 2)"].concat(),
            Offset::Computed(e) => ["(", e, " >> 2) + ", itoa::Buffer::new().format(k)].concat(),
        }
    }
}

/// The address operands of an access to `m`: one (raw), or the element
/// and the offset (structured), as components of one operand (atomics:
/// `r0.xy`) or as two operands (`ld_structured`).
fn address(m: &Memory, ops: &[&Operand], comps: &[usize]) -> Result<Address, Unexpressed> {
    let (Some(first), Some(&op0)) = (comps.first(), ops.first()) else {
        return Err(Unexpressed("an access without its address".into()));
    };
    let first = std::slice::from_ref(first);
    match m.layout {
        Layout::Raw => Ok(Address::Raw(source(op0, first, Read::Bits)?)),
        Layout::Structured(_) => {
            let (op2, c2) = match (ops.get(1), comps.get(1)) {
                (Some(&op1), _) => (op1, 0),
                (None, Some(&c)) => (op0, c),
                (None, None) => {
                    return Err(Unexpressed(
                        "a structured address without its offset component".into(),
                    ))
                }
            };
            Ok(Address::Structured(
                source(op0, first, Read::Bits)?,
                Offset::of(op2, c2)?,
            ))
        }
        Layout::Typed(..) => Err(Unexpressed("a typed resource read as words".into())),
    }
}

/// Word `k` past `a` of `name` as an lvalue (not for raw buffers, which
/// have methods instead).
fn word(name: &str, a: &Address, k: usize) -> String {
    match a {
        Address::Raw(e) if k == 0 => [name, "[", e, " >> 2]"].concat(),
        Address::Raw(e) => [
            name,
            "[(",
            e,
            " >> 2) + ",
            itoa::Buffer::new().format(k),
            "]",
        ]
        .concat(),
        Address::Structured(i, o) => [name, "[", i, "].w[", &o.word(k), "]"].concat(),
        Address::Local(e, o) => [e, ".w[", &o.word(k), "]"].concat(),
    }
}

/// Whether `name` is a raw buffer (read and written by methods).
fn raw_buffer(name: &str, m: &Memory) -> bool {
    m.layout == Layout::Raw && !name.starts_with('g')
}

/// Words `words` of `name` at `a` as a uint vector (an `int` memory's
/// words as their bits).
fn words_at(name: &str, a: &Address, words: &[usize], m: &Memory) -> String {
    let parts: Vec<String> = words
        .iter()
        .map(|&k| {
            let w = word(name, a, k);
            if m.int {
                format!("asuint({w})")
            } else {
                w
            }
        })
        .collect();
    uint_vector(&parts)
}

/// The raw-buffer load reading words `words` (`Load`, `Load2`, ...).
fn raw_load(words: &[usize]) -> String {
    match words.iter().max().copied().unwrap_or(0) + 1 {
        1 => "Load".into(),
        n => format!("Load{n}"),
    }
}

/// A vector of `n` uints from `parts`.
fn uint_vector(parts: &[String]) -> String {
    if parts.len() == 1 {
        parts[0].clone()
    } else {
        format!("uint{}({})", parts.len(), parts.join(", "))
    }
}

/// A feedback form's buffer load (`ld_raw_s`, `ld_structured_s` of a
/// `t#`, given as its base instruction `ins`): the load's statements with
/// its status going to the variable `status`.
pub fn feedback_load(ins: &Instruction, memories: &Memories) -> Result<String, Unexpressed> {
    let o = &ins.operands;
    let st = ins.opcode == Opcode::LdStructured;
    let res = &o[if st { 3 } else { 2 }];
    if res.ty != ty::RESOURCE {
        return Err(Unexpressed(
            "feedback from a UAV buffer is not decompiled yet".into(),
        ));
    }
    let (name, m) = declared(res, memories)?;
    let dst = &o[0];
    if dst.ty == ty::NULL {
        return Err(Unexpressed(
            "a feedback load without a result is not decompiled yet".into(),
        ));
    }
    let comps = mask_comps(dst);
    let words = picked(res, &comps);
    let a = if st {
        address(m, &[&o[1], &o[2]], &[0])?
    } else {
        address(m, &[&o[1]], &[0])?
    };
    let target = format!("{}.{}", register(dst)?, letters(&comps));
    match a {
        Address::Raw(addr) if raw_buffer(&name, m) => Ok(format!(
            "{target} = {name}.{}({addr}, status).{};",
            raw_load(&words),
            letters(&words)
        )),
        // The whole element, then its words.
        Address::Structured(i, off) => {
            let local = Address::Local("fe".into(), off);
            Ok(format!(
                "S_{name} fe = {name}.Load({i}, status);\n    {target} = {};",
                words_at(&name, &local, &words, m)
            ))
        }
        _ => Err(Unexpressed(
            "feedback from this buffer is not decompiled yet".into(),
        )),
    }
}

/// `ld_raw`, `ld_structured`, `store_raw`, `store_structured`,
/// `ld_uav_typed`, `store_uav_typed`, `bufinfo`, the atomics and `sync`.
///
/// `local` names the element an append or consume buffer's store or load
/// fills or reads (`e12`) instead of the buffer.
pub fn statement(
    ins: &Instruction,
    memories: &Memories,
    local: Option<&str>,
) -> Result<String, Unexpressed> {
    let o = &ins.operands;
    let local_at = |a: Address| match (local, a) {
        (Some(e), Address::Structured(_, off)) => Address::Local(e.to_string(), off),
        (_, a) => a,
    };
    use Opcode as O;
    match ins.opcode {
        O::LdRaw | O::LdStructured => {
            let st = ins.opcode == O::LdStructured;
            let res = &o[if st { 3 } else { 2 }];
            let (name, m) = declared(res, memories)?;
            let dst = &o[0];
            if dst.ty == ty::NULL {
                return Ok(String::new());
            }
            let comps = mask_comps(dst);
            let words = picked(res, &comps);
            let a = local_at(if st {
                address(m, &[&o[1], &o[2]], &[0])?
            } else {
                address(m, &[&o[1]], &[0])?
            });
            let value = if raw_buffer(&name, m) {
                let Address::Raw(addr) = &a else {
                    return Err(Unexpressed("a raw buffer read by element".into()));
                };
                format!("{name}.{}({addr}).{}", raw_load(&words), letters(&words))
            } else {
                words_at(&name, &a, &words, m)
            };
            Ok(format!("{}.{} = {value};", register(dst)?, letters(&comps)))
        }
        O::StoreRaw | O::StoreStructured => {
            let st = ins.opcode == O::StoreStructured;
            let (name, m) = declared(&o[0], memories)?;
            let comps = mask_comps(&o[0]);
            let value_op = &o[if st { 3 } else { 2 }];
            let a = local_at(if st {
                address(m, &[&o[1], &o[2]], &[0])?
            } else {
                address(m, &[&o[1]], &[0])?
            });
            if raw_buffer(&name, m) {
                let Address::Raw(addr) = &a else {
                    return Err(Unexpressed("a raw buffer written by element".into()));
                };
                // Components x, xy, xyz, xyzw: one store of that many
                // words; any other mask: one word each.
                if comps.iter().enumerate().all(|(k, c)| k == *c) && comps.len() > 1 {
                    let v = source(value_op, &comps, Read::Bits)?;
                    return Ok(format!("{name}.Store{}({addr}, {v});", comps.len()));
                }
                let mut out = Vec::new();
                for &c in &comps {
                    let v = source(value_op, &[c], Read::Bits)?;
                    let at = if c == 0 {
                        addr.clone()
                    } else {
                        format!("{addr} + {}", 4 * c)
                    };
                    out.push(format!("{name}.Store({at}, {v});"));
                }
                return Ok(out.join("\n"));
            }
            let mut out = Vec::new();
            for &c in &comps {
                let v = source(value_op, &[c], Read::Bits)?;
                let v = if m.int { format!("asint({v})") } else { v };
                out.push(format!("{} = {v};", word(&name, &a, c)));
            }
            // The value is read before any word is written (it may be
            // computed from the same registers only: no aliasing).
            Ok(out.join("\n"))
        }
        O::LdUavTyped => {
            let (name, m) = declared(&o[2], memories)?;
            let Layout::Typed(dim, _) = m.layout else {
                return Err(Unexpressed("ld_uav_typed of an untyped UAV".into()));
            };
            let dst = &o[0];
            if dst.ty == ty::NULL {
                return Ok(String::new());
            }
            let comps = mask_comps(dst);
            if picked(&o[2], &comps).iter().any(|&c| c != 0) {
                return Err(Unexpressed(
                    "a typed UAV load of components other than x has no HLSL".into(),
                ));
            }
            let coords = source(&o[1], &coord_comps(dim)?, Read::Bits)?;
            let n = comps.len();
            let v = format!("{name}[{coords}]");
            let v = if n == 1 {
                format!("asuint({v})")
            } else {
                format!("asuint((({}{n}){v}))", base(m))
            };
            Ok(format!("{}.{} = {v};", register(dst)?, letters(&comps)))
        }
        O::StoreUavTyped => {
            let (name, m) = declared(&o[0], memories)?;
            let Layout::Typed(dim, _) = m.layout else {
                return Err(Unexpressed("store_uav_typed of an untyped UAV".into()));
            };
            let coords = source(&o[1], &coord_comps(dim)?, Read::Bits)?;
            let comps: Vec<usize> = if m.scalar { vec![0] } else { vec![0, 1, 2, 3] };
            let v = source(&o[2], &comps, Read::Bits)?;
            let cast = match base(m) {
                "float" => "asfloat",
                "int" => "asint",
                _ => "",
            };
            Ok(format!("{name}[{coords}] = {cast}({v});"))
        }
        O::BufInfo => {
            let (name, m) = declared(&o[1], memories)?;
            let dst = &o[0];
            let comps = mask_comps(dst);
            let call = match m.layout {
                Layout::Structured(_) => format!("{name}.GetDimensions(n, s);"),
                Layout::Raw | Layout::Typed(ResourceDim::BUFFER, _) => {
                    format!("{name}.GetDimensions(n);")
                }
                _ => return Err(Unexpressed("bufinfo of a texture".into())),
            };
            let n = comps.len();
            let all = if n == 1 {
                "n".to_string()
            } else {
                format!("(uint{n})n")
            };
            Ok(format!(
                "{{\n    uint n = 0, s = 0;\n    {call}\n    {}.{} = {all};\n}}",
                register(dst)?,
                letters(&comps)
            ))
        }
        O::Sync => Ok(sync(ins)?.to_string()),
        O::ImmAtomicAlloc | O::ImmAtomicConsume => {
            let (name, m) = declared(&o[1], memories)?;
            if let Some(e) = local {
                // An append or consume: the element, not the index.
                let s = format!("S_{name}");
                return Ok(if m.consume {
                    format!("{s} {e} = {name}.Consume();")
                } else {
                    format!("{s} {e} = ({s})0;")
                });
            }
            let method = if ins.opcode == O::ImmAtomicAlloc {
                "IncrementCounter"
            } else {
                "DecrementCounter"
            };
            let dst = &o[0];
            if dst.ty == ty::NULL {
                return Ok(format!("{name}.{method}();"));
            }
            let comps = mask_comps(dst);
            let all = if comps.len() == 1 {
                format!("{name}.{method}()")
            } else {
                format!("(uint{})({name}.{method}())", comps.len())
            };
            Ok(format!("{}.{} = {all};", register(dst)?, letters(&comps)))
        }
        _ => atomic(ins, memories),
    }
}

/// The element type of a typed resource without its qualifiers.
fn base(m: &Memory) -> &'static str {
    match m.element {
        "uint" => "uint",
        "int" => "int",
        _ => "float",
    }
}

/// The address components of a typed UAV of `dim`.
fn coord_comps(dim: ResourceDim) -> Result<Vec<usize>, Unexpressed> {
    match dim.coordinates() {
        Some(n) if !dim.is_multisampled() && n < 4 && dim != ResourceDim::TEXTURECUBE => {
            Ok((0..n).collect())
        }
        _ => Err(Unexpressed(format!("a {dim} UAV is not decompiled yet"))),
    }
}

/// `sync`'s barrier.
fn sync(ins: &Instruction) -> Result<&'static str, Unexpressed> {
    let f = ins.get::<SyncFlags>();
    let threads = f.0 & SyncFlags::THREADS.0 != 0;
    let group = f.0 & SyncFlags::TGSM.0 != 0;
    let uav = f.0 & (SyncFlags::UAV_GLOBAL.0 | SyncFlags::UAV_GROUP.0) != 0;
    Ok(match (uav, group, threads) {
        (false, true, true) => "GroupMemoryBarrierWithGroupSync();",
        (false, true, false) => "GroupMemoryBarrier();",
        (true, false, true) => "DeviceMemoryBarrierWithGroupSync();",
        (true, false, false) => "DeviceMemoryBarrier();",
        (true, true, true) => "AllMemoryBarrierWithGroupSync();",
        (true, true, false) => "AllMemoryBarrier();",
        _ => {
            return Err(Unexpressed(
                "a sync with this set of flags has no HLSL".into(),
            ))
        }
    })
}

/// The atomic read-modify-write instructions.
fn atomic(ins: &Instruction, memories: &Memories) -> Result<String, Unexpressed> {
    use Opcode as O;
    let o = &ins.operands;
    let imm = ins.opcode.row().shape.starts_with("dd");
    let first = usize::from(imm);
    let (name, m) = declared(&o[first], memories)?;
    let addr_op = &o[first + 1];
    let (func, args) = match ins.opcode {
        O::AtomicAnd | O::ImmAtomicAnd => ("InterlockedAnd", 1),
        O::AtomicOr | O::ImmAtomicOr => ("InterlockedOr", 1),
        O::AtomicXor | O::ImmAtomicXor => ("InterlockedXor", 1),
        O::AtomicIadd | O::ImmAtomicIadd => ("InterlockedAdd", 1),
        O::AtomicImax | O::ImmAtomicImax | O::AtomicUmax | O::ImmAtomicUmax => {
            ("InterlockedMax", 1)
        }
        O::AtomicImin | O::ImmAtomicImin | O::AtomicUmin | O::ImmAtomicUmin => {
            ("InterlockedMin", 1)
        }
        O::AtomicCmpStore => ("InterlockedCompareStore", 2),
        O::ImmAtomicExch => ("InterlockedExchange", 1),
        O::ImmAtomicCmpExch => ("InterlockedCompareExchange", 2),
        other => {
            return Err(Unexpressed(format!(
                "'{}' is not decompiled yet",
                other.row().mnemonic
            )))
        }
    };
    let signed = matches!(
        ins.opcode,
        O::AtomicImax | O::ImmAtomicImax | O::AtomicImin | O::ImmAtomicImin
    );
    // Values in the type of the place (the place's type picks the signed
    // or unsigned operation); raw buffers take the value's type.
    let int = m.int || (signed && raw_buffer(&name, m));
    let mut values = Vec::new();
    for k in 0..args {
        let v = source(&o[first + 2 + k], &[0], Read::Bits)?;
        values.push(if int { format!("asint({v})") } else { v });
    }
    let values = values.join(", ");
    let result_type = if int { "int" } else { "uint" };
    let call = |original: Option<&str>| -> Result<String, Unexpressed> {
        let out = original.map_or(String::new(), |p| format!(", {p}"));
        Ok(match m.layout {
            Layout::Raw if raw_buffer(&name, m) => {
                let addr = source(addr_op, &[0], Read::Bits)?;
                format!("{name}.{func}({addr}, {values}{out});")
            }
            Layout::Typed(dim, _) => {
                let coords = source(addr_op, &coord_comps(dim)?, Read::Bits)?;
                format!("{func}({name}[{coords}], {values}{out});")
            }
            _ => {
                let a = address(m, &[addr_op], &[0, 1])?;
                format!("{func}({}, {values}{out});", word(&name, &a, 0))
            }
        })
    };
    if !imm || o[0].ty == ty::NULL {
        return call(None);
    }
    let dst = &o[0];
    let comps = mask_comps(dst);
    let all = match (comps.len(), int) {
        (1, false) => "p".to_string(),
        (1, true) => "asuint(p)".to_string(),
        (n, false) => format!("(uint{n})p"),
        (n, true) => format!("(uint{n})asuint(p)"),
    };
    Ok(format!(
        "{{\n    {result_type} p;\n    {}\n    {}.{} = {all};\n}}",
        call(Some("p"))?,
        register(dst)?,
        letters(&comps)
    ))
}
