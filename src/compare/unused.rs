//! What a shader declares but never uses, which is no part of its
//! interface: textures, samplers and UAVs whose values reach nothing
//! (SM4/5: never read, or read only by instructions whose results nothing
//! reads; Direct3D 9: read only in code its own constants keep from
//! running, or by samples whose results nothing reads). Microsoft's
//! compiler drops them, edited programs keep them, and no input can tell.
//! Also the template and input edits that give each shader the objects
//! it declares.

use crate::run::Shader;
use serde_json::{Map, Value};

/// The kinds of objects an input binds by register.
const OBJECTS: [&str; 2] = ["resources", "samplers"];

/// The textures, samplers and UAVs (`t125`, `s3`, `u1`) an SM4/5 shader
/// declares but reads only in instructions whose results nothing reads
/// (or not at all; a store or an atomic is always a use): the
/// decompiler's liveness of temps, instructions taken out until none is
/// left whose every result is dead. None where the flow is not
/// analysed (subroutines, class interfaces) and for tessellation pairs;
/// for Direct3D 9, see [`unused_samplers_d3d9`].
pub(super) fn unused_objects(s: &Shader) -> Vec<String> {
    use crate::sm4::names::operand as ty;
    use crate::sm4::table::{Opcode, Semantics};
    let p = match s {
        Shader::Sm4(p) => p,
        Shader::Sm1(p) => return unused_samplers_d3d9(p),
        _ => return Vec::new(),
    };
    if p.instructions
        .iter()
        .any(|i| i.opcode == Opcode::DclInterface)
    {
        return Vec::new();
    }
    let Some(dead) = crate::hlsl::dead_instructions(p) else {
        return Vec::new();
    };
    let name = |o: &crate::sm4::ir::Operand| {
        let letter = match o.ty {
            ty::RESOURCE => 't',
            ty::SAMPLER => 's',
            ty::UAV => 'u',
            _ => return None,
        };
        o.indices.first().map(|x| format!("{letter}{}", x.imm))
    };
    fn all<'a>(o: &'a crate::sm4::ir::Operand, out: &mut Vec<&'a crate::sm4::ir::Operand>) {
        out.push(o);
        for x in &o.indices {
            if let Some(r) = x.rel.as_deref() {
                all(r, out);
            }
        }
    }
    let mut declared = Vec::new();
    let mut read = std::collections::BTreeSet::new();
    for (ins, dead) in p.instructions.iter().zip(&dead) {
        let mut ops = Vec::new();
        for o in &ins.operands {
            all(o, &mut ops);
        }
        let names = ops.into_iter().filter_map(name);
        if ins.opcode.row().semantics == Semantics::Declaration {
            declared.extend(names);
        } else if !dead {
            read.extend(names);
        }
    }
    declared.retain(|n| !read.contains(n));
    declared
}

/// The samplers a Direct3D 9 shader declares but reads only in code that
/// never runs, in samples whose results nothing reads ([`dead_d3d9`]), or
/// not at all. Code that never runs is code under an `if` whose test the
/// shader's own constants decide against (`def`, `defb`, which no
/// application constant overrides), as an edited program turns an effect
/// off with `if_ne c3.x, -c3.x` on a `def c3, 0, 0, 0, 0`. Subroutines
/// count as running.
fn unused_samplers_d3d9(p: &crate::sm1::ir::Program) -> Vec<String> {
    use crate::sm1::ir::SrcOperand;
    use crate::sm1::table::{op, reg, SrcMod};
    let mut floats: std::collections::HashMap<u16, [u32; 4]> = Default::default();
    let mut bools: std::collections::HashMap<u16, bool> = Default::default();
    let mut declared = Vec::new();
    for ins in p.instructions() {
        let Some(d) = &ins.dst else { continue };
        match ins.opcode {
            op::DEF if ins.literals.len() == 4 => {
                let l = &ins.literals;
                floats.insert(d.reg.num, [l[0], l[1], l[2], l[3]]);
            }
            op::DEFB => {
                bools.insert(d.reg.num, ins.literals.first().is_some_and(|b| *b != 0));
            }
            op::DCL if d.reg.ty == reg::SAMPLER => declared.push(d.reg.num),
            _ => {}
        }
    }
    // A constant source's value, where the shader defines it.
    let value = |s: &SrcOperand| -> Option<f32> {
        if s.reg.ty != reg::CONST || s.relative.is_some() {
            return None;
        }
        let x = f32::from_bits(floats.get(&s.reg.num)?[(s.swizzle & 3) as usize]);
        Some(match s.modifier {
            SrcMod::NONE => x,
            SrcMod::NEG => -x,
            SrcMod::ABS => x.abs(),
            SrcMod::ABS_NEG => -x.abs(),
            _ => return None,
        })
    };
    // (reached before, the test's outcome where decided)
    let mut open: Vec<(bool, Option<bool>)> = Vec::new();
    let mut reached = true;
    let mut read = std::collections::BTreeSet::new();
    let code: Vec<_> = p.instructions().collect();
    let dead = if p.version.major >= 2 {
        dead_d3d9(&code)
    } else {
        None
    }
    .unwrap_or_else(|| vec![false; code.len()]);
    for (ins, dead) in code.iter().zip(dead) {
        match ins.opcode {
            op::IF | op::IFC => {
                let test = match (ins.opcode, ins.srcs.as_slice()) {
                    (op::IF, [b]) if b.reg.ty == reg::CONSTBOOL && b.modifier == SrcMod::NONE => {
                        bools.get(&b.reg.num).copied()
                    }
                    (op::IFC, [a, b]) => match (value(a), value(b)) {
                        (Some(a), Some(b)) => crate::run::d3d9::compare_code(ins.control, a, b),
                        _ => None,
                    },
                    _ => None,
                };
                open.push((reached, test));
                reached = reached && test != Some(false);
            }
            op::ELSE => {
                if let Some(&(before, test)) = open.last() {
                    reached = before && test != Some(true);
                }
            }
            op::ENDIF => {
                if let Some((before, _)) = open.pop() {
                    reached = before;
                }
            }
            op::LOOP | op::REP => open.push((reached, None)),
            op::ENDLOOP | op::ENDREP => {
                if let Some((before, _)) = open.pop() {
                    reached = before;
                }
            }
            // Past the main program's end: subroutines, taken as run.
            op::LABEL => {
                open.clear();
                reached = true;
            }
            _ if reached && !dead => {
                for s in &ins.srcs {
                    if s.reg.ty == reg::SAMPLER {
                        read.insert(s.reg.num);
                    }
                }
            }
            _ => {}
        }
    }
    declared
        .into_iter()
        .filter(|n| !read.contains(n))
        .map(|n| format!("s{n}"))
        .collect()
}

/// The instructions of a Direct3D 9 program (version 2 and up) whose
/// results nothing reads: each writes a temp only and has no other effect
/// (arithmetic, a matrix macro, a sample, a derivative), and every
/// component it writes is dead after it once the other such instructions
/// are taken out. A component-wise instruction (`mov`, `add`, `mad`, ...)
/// reads the components its swizzles put in the components it writes;
/// any other is taken to read every component a swizzle names, and a
/// matrix macro every register it may read, so the answer errs towards
/// "read". `None` with subroutines or flow not understood.
fn dead_d3d9(ins: &[&crate::sm1::ir::Instruction]) -> Option<Vec<bool>> {
    use crate::sm1::table::{lookup, matrix_rows, op, reg, Semantics as S};
    /// Rounds of taking out what is dead.
    const ROUNDS: usize = 64;
    let n = ins.len();
    // Successors, by the structured flow.
    let mut succ: Vec<smallvec::SmallVec<[usize; 2]>> = vec![Default::default(); n];
    // Open constructs: (opcode, where, else).
    let mut open: Vec<(crate::sm1::table::Opcode, usize, Option<usize>)> = Vec::new();
    let mut breaks: Vec<Vec<usize>> = Vec::new();
    for (i, x) in ins.iter().enumerate() {
        let next: smallvec::SmallVec<[usize; 2]> = if i + 1 < n {
            smallvec::smallvec![i + 1]
        } else {
            Default::default()
        };
        match x.opcode {
            op::CALL | op::CALLNZ | op::LABEL => return None,
            op::IF | op::IFC => {
                open.push((x.opcode, i, None));
                succ[i] = next;
            }
            op::ELSE => match open.last_mut() {
                Some((op::IF | op::IFC, _, e @ None)) => *e = Some(i),
                _ => return None,
            },
            op::ENDIF => {
                let Some((op::IF | op::IFC, s, e)) = open.pop() else {
                    return None;
                };
                succ[s].push(e.map_or(i, |e| e + 1));
                if let Some(e) = e {
                    succ[e] = smallvec::smallvec![i];
                }
                succ[i] = next;
            }
            op::LOOP | op::REP => {
                open.push((x.opcode, i, None));
                breaks.push(Vec::new());
                succ[i] = next;
            }
            op::ENDLOOP | op::ENDREP => {
                let Some((op::LOOP | op::REP, s, _)) = open.pop() else {
                    return None;
                };
                succ[i] = next;
                succ[i].push(s + 1);
                for b in breaks.pop()? {
                    succ[b].push(i + 1);
                }
            }
            op::BREAK | op::BREAKC | op::BREAKP => {
                breaks.last_mut()?.push(i);
                if x.opcode != op::BREAK {
                    succ[i] = next;
                }
            }
            op::RET => {}
            _ => succ[i] = next,
        }
    }
    if !open.is_empty() {
        return None;
    }
    // Temps as bits: register r, component c is bit 4r + c (r0 to r31).
    let bits = |r: u16, m: u8| -> Option<u128> { (r < 32).then(|| u128::from(m & 0xF) << (4 * r)) };
    let mut gen = vec![0u128; n];
    let mut kill = vec![0u128; n];
    let mut pure = vec![false; n];
    for (i, x) in ins.iter().enumerate() {
        let row = lookup(x.opcode)?;
        for (k, sr) in x.srcs.iter().enumerate() {
            if sr.reg.ty != reg::TEMP {
                continue;
            }
            // A component-wise instruction reads, of each source, the
            // components its swizzle puts in the components written;
            // any other, every component the swizzle names.
            let lanes = match (&x.dst, x.opcode) {
                (
                    Some(d),
                    op::MOV
                    | op::ADD
                    | op::SUB
                    | op::MUL
                    | op::MAD
                    | op::MIN
                    | op::MAX
                    | op::SLT
                    | op::SGE
                    | op::ABS
                    | op::FRC
                    | op::LRP
                    | op::CMP
                    | op::CND,
                ) => d.mask & 0xF,
                _ => 0xF,
            };
            let m = (0..4)
                .filter(|c| lanes & (1 << c) != 0)
                .fold(0u8, |m, c| m | 1 << ((sr.swizzle >> (2 * c)) & 3));
            // A matrix macro reads the rows after its second source.
            let regs = if k == 1 { matrix_rows(x.opcode) } else { 1 };
            for r in sr.reg.num..sr.reg.num.saturating_add(regs) {
                gen[i] |= bits(r, m)?;
            }
        }
        if let Some(d) = &x.dst {
            // `texkill r1` reads its operand, held as a destination.
            if row.semantics == S::Kill && d.reg.ty == reg::TEMP {
                gen[i] |= bits(d.reg.num, 0xF)?;
            }
            if d.reg.ty == reg::TEMP && row.semantics != S::Kill {
                let w = bits(d.reg.num, d.mask)?;
                if x.predicate.is_none() {
                    kill[i] = w;
                }
                pure[i] = matches!(
                    row.semantics,
                    S::Arithmetic | S::Matrix { .. } | S::Texture | S::Derivative
                );
            }
        }
    }
    let writes: Vec<u128> = ins
        .iter()
        .zip(&pure)
        .map(|(x, pure)| match &x.dst {
            Some(d) if *pure => bits(d.reg.num, d.mask).unwrap_or(0),
            _ => 0,
        })
        .collect();
    let mut dead = vec![false; n];
    for _ in 0..ROUNDS {
        let mut live_in = vec![0u128; n];
        let mut out = vec![0u128; n];
        let mut changed = true;
        while changed {
            changed = false;
            for i in (0..n).rev() {
                let o = succ[i].iter().fold(0u128, |o, &s| o | live_in[s]);
                let inn = (o & !kill[i]) | gen[i];
                out[i] = o;
                if inn != live_in[i] {
                    live_in[i] = inn;
                    changed = true;
                }
            }
        }
        let mut more = false;
        for i in 0..n {
            if pure[i] && !dead[i] && writes[i] & out[i] == 0 {
                dead[i] = true;
                gen[i] = 0;
                kill[i] = 0;
                more = true;
            }
        }
        if !more {
            break;
        }
    }
    Some(dead)
}

/// `v` with only the entries of maps `kinds` (`"resources"`, ...) that
/// `keep` names kept; a map left empty is taken out.
fn keep_entries(mut v: Value, kinds: &[&str], keep: impl Fn(&str) -> bool) -> Value {
    for kind in kinds {
        if let Some(Value::Object(m)) = v.get_mut(*kind) {
            m.retain(|k, _| keep(k));
            if m.is_empty() {
                if let Some(o) = v.as_object_mut() {
                    o.remove(*kind);
                }
            }
        }
    }
    v
}

/// Output `v` without the UAVs `unused` (`"uavs": {"u3": ...}`).
pub(super) fn without_uavs(v: Value, unused: &[String]) -> Value {
    keep_entries(v, &["uavs"], |k| !unused.iter().any(|u| u == k))
}

/// Template `t` without the objects `unused`.
pub(super) fn without(t: &Value, unused: &[String]) -> Value {
    keep_entries(t.clone(), &OBJECTS, |k| !unused.iter().any(|u| u == k))
}

/// The objects each template binds, and one template binding them all
/// (the first's, with the second's other objects added).
#[allow(clippy::type_complexity)]
pub(super) fn merged_objects(mut ta: Value, tb: &Value) -> ((Value, Vec<String>), Vec<String>) {
    let names = |t: &Value| -> Vec<String> {
        OBJECTS
            .iter()
            .filter_map(|k| t.get(*k).and_then(Value::as_object))
            .flat_map(|m| m.keys().cloned())
            .collect()
    };
    let (na, nb) = (names(&ta), names(tb));
    for kind in OBJECTS {
        let Some(Value::Object(mb)) = tb.get(kind) else {
            continue;
        };
        if let Some(o) = ta.as_object_mut() {
            let ma = o.entry(kind).or_insert_with(|| Value::Object(Map::new()));
            if let Value::Object(ma) = ma {
                for (k, v) in mb {
                    ma.entry(k.clone()).or_insert_with(|| v.clone());
                }
            }
        }
    }
    ((ta, na), nb)
}

/// Input `doc` with only the objects `names` bound.
pub(super) fn only_objects(doc: &Value, names: &[String]) -> Value {
    keep_entries(doc.clone(), &OBJECTS, |k| names.iter().any(|n| n == k))
}
