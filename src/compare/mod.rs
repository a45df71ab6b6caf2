//! Whether two shaders compute the same thing: both run on the same
//! seeded random inputs, made from their interface as `run --template`
//! makes a starting input, and their outputs compared bit for bit (every
//! output register, emitted vertex and strip, discard, UAV word and depth,
//! as `run` prints them: floats in their shortest exact form, the rest as
//! hex bits). Two shaders whose inputs or outputs differ are refused with
//! what differs.
//!
//! ```
//! use dxsm::compare::{compare, Options, Verdict};
//! let a = dxsm::run::load(b"vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\nmul o0.xyzw, v0.xyzw, l(2.0, 2.0, 2.0, 2.0)\nret\n").unwrap();
//! let b = dxsm::run::load(b"vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\nadd o0.xyzw, v0.xyzw, v0.xyzw\nret\n").unwrap();
//! assert!(matches!(compare(&a, &b, &Options::default()).unwrap(), Verdict::Equal { .. }));
//! ```

mod unused;

use crate::run::{self, RunError, Shader};
use serde_json::{Map, Value};
use unused::{merged_objects, only_objects, unused_objects, without, without_uavs};

/// How many inputs, from which seed, and the interpreter's limits.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Random inputs to run (each a whole input document: its vertices,
    /// pixels, primitives, patches or threads, constants and resources).
    pub inputs: usize,
    /// The seed of the first input; input `k` is made from `seed + k`, so
    /// a difference found is made again from its number alone.
    pub seed: u64,
    /// Steps one invocation may take (`run --max-steps`).
    pub max_steps: u64,
    /// Steps a whole run may take (`run --max-total-steps`).
    pub max_total_steps: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            inputs: 16,
            seed: 1,
            max_steps: run::DEFAULT_MAX_STEPS,
            max_total_steps: run::DEFAULT_MAX_TOTAL_STEPS,
        }
    }
}

/// What the comparison found.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Every input gave the same output (or the same error) from both.
    Equal {
        /// Inputs run.
        inputs: usize,
        /// Of those, the inputs that prove nothing: both stopped with the
        /// same error (an input the shaders refuse alike), both ran past a
        /// step limit, or the first did what Direct3D leaves undefined.
        refused: usize,
    },
    /// The first input that tells them apart.
    Differ {
        /// Its number (made from `seed + input`).
        input: usize,
        /// The input document.
        document: Value,
        /// Where the outputs first differ (`vertices[3].o0`).
        at: String,
        /// The first shader's output there (or its error).
        a: Value,
        /// The second's.
        b: Value,
        /// Direct3D 9 registers the second shader reads the input by under
        /// another name, linked by semantic (first's, second's: `v5`,
        /// `v2`); the output `b` is given in the first's names.
        renamed: Vec<(String, String)>,
    },
}

/// Why two shaders could not be compared.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CompareError {
    /// Their interfaces differ: they do not take the same input or give
    /// the same outputs.
    #[error("the shaders' interfaces differ: {0}")]
    Interface(String),
    /// A shader has no input template (a stage the interpreter does not
    /// run), or every input stopped both with this error.
    #[error("{0}")]
    Run(#[from] RunError),
}

/// Runs `a` and `b` on `o.inputs` random inputs made from their interface.
pub fn compare(a: &Shader, b: &Shader, o: &Options) -> Result<Verdict, CompareError> {
    let (ta, tb) = (run::template(a)?, run::template(b)?);
    let (sa, sb) = (kind(a), kind(b));
    if sa != sb {
        return Err(CompareError::Interface(format!("{sa} and {sb}")));
    }
    let links = Links::new(a, b)?;
    let tb = links.to_first(&tb);
    let (ta, tb) = literal_buffers_alike(a, b, ta, tb);
    // Textures, samplers and UAVs a shader declares but whose values reach
    // nothing are not part of its interface: Microsoft's compiler drops
    // them, and no input can tell.
    let (ua, ub) = (unused_objects(a), unused_objects(b));
    if let Some(d) = first_difference(
        "input",
        &skeleton(&without(&ta, &ua)),
        &skeleton(&without(&tb, &ub)),
    ) {
        return Err(CompareError::Interface(interface_difference("reads", d)));
    }
    // Both run on one input made from both templates, each given the
    // objects it declares.
    let merged = merged_objects(ta, &tb);
    // A UAV never used is no output either.
    let used = |list: Vec<String>, unused: &[String]| -> Vec<String> {
        list.into_iter()
            .filter(|x| {
                !(x.starts_with("dcl_uav")
                    && x.split([' ', ',']).any(|w| unused.iter().any(|u| u == w)))
            })
            .collect()
    };
    let (oa, ob) = (
        used(outputs(a), &ua),
        used(links.names_to_first(outputs(b)), &ub),
    );
    if let Some(x) = oa.iter().find(|x| !ob.contains(x)) {
        return Err(CompareError::Interface(format!(
            "only the first shader has output `{x}`"
        )));
    }
    if let Some(x) = ob.iter().find(|x| !oa.contains(x)) {
        return Err(CompareError::Interface(format!(
            "only the second shader has output `{x}`"
        )));
    }
    let (ca, cb) = (class_slots(a), class_slots(b));
    if ca != cb {
        return Err(CompareError::Interface(format!(
            "their interface slots take other function tables ({ca:?} and {cb:?})"
        )));
    }
    let mut refused = Vec::new();
    let ((ta, ta_objects), tb_objects) = (merged.0, merged.1);
    let ta = with_mip_chains(ta);
    for k in 0..o.inputs {
        // The mix follows the input's seed, not its place in the run, so
        // that `--seed S --inputs 1` makes input S again (from seed 1,
        // input k has seed k + 1: indices on even seeds, close quads on
        // seeds 3, 7, 11, ...).
        let seed = o.seed.wrapping_add(k as u64);
        let mut rng = SplitMix(seed);
        let mut doc = randomized(&ta, &mut rng, "", seed.is_multiple_of(2));
        if seed % 4 == 3 {
            close_quads(&mut doc, &mut rng);
        }
        bind_classes(&mut doc, &ca, &mut rng);
        let (ra, rb) = run::d3d9::with_compare_rules(|| {
            run::with_divergent_derivatives_undefined(|| {
                (
                    run::run_within(
                        a,
                        &only_objects(&doc, &ta_objects),
                        o.max_steps,
                        o.max_total_steps,
                    ),
                    run::run_within(
                        b,
                        &links.to_second(&only_objects(&doc, &tb_objects)),
                        o.max_steps,
                        o.max_total_steps,
                    )
                    .map(|v| links.to_first(&v)),
                )
            })
        });
        let (va, vb) = match (ra, rb) {
            (Ok(va), Ok(vb)) => (va, vb),
            // The first shader (the reference) does on this input what
            // Direct3D leaves undefined (a register or vertex chosen at
            // run time outside those declared; a Direct3D 9 constant read
            // at a relative address outside the constant table): whatever
            // the second does there, the input proves nothing either way.
            (Err(ea), _) if ea.kind() == run::ErrorKind::Undefined => {
                refused.push(ea);
                continue;
            }
            (Err(ea), Err(eb)) if ea == eb => {
                refused.push(ea);
                continue;
            }
            // Both ran past a step limit: different code spends its steps
            // differently, so where each stopped tells nothing about what
            // it computes. The input proves nothing either way.
            (Err(ea), Err(eb))
                if ea.kind() == run::ErrorKind::Limit && eb.kind() == run::ErrorKind::Limit =>
            {
                refused.push(ea);
                continue;
            }
            (ra, rb) => {
                let show = |r: Result<Value, RunError>| match r {
                    Ok(v) => v,
                    Err(e) => Value::String(format!("error: {e}")),
                };
                return Ok(Verdict::Differ {
                    input: k,
                    document: only_objects(&doc, &ta_objects),
                    at: "the run".into(),
                    a: show(ra),
                    b: show(rb),
                    renamed: links.renamed(),
                });
            }
        };
        let (va, vb) = if matches!((a, b), (Shader::Sm1(_), Shader::Sm1(_))) {
            (d3d9_alike(va), d3d9_alike(vb))
        } else {
            // A UAV never used holds its input: nothing the shader
            // computes.
            (without_uavs(va, &ua), without_uavs(vb, &ub))
        };
        if let Some((at, x, y)) = first_difference("", &va, &vb) {
            return Ok(Verdict::Differ {
                input: k,
                document: only_objects(&doc, &ta_objects),
                at,
                a: x,
                b: y,
                renamed: links.renamed(),
            });
        }
    }
    // Inputs on which neither ran prove nothing.
    if refused.len() == o.inputs {
        if let Some(e) = refused.into_iter().next() {
            return Err(CompareError::Run(e));
        }
        return Ok(Verdict::Equal {
            inputs: 0,
            refused: 0,
        });
    }
    Ok(Verdict::Equal {
        inputs: o.inputs,
        refused: refused.len(),
    })
}

/// Direct3D 9 registers hold floats only, and which NaN an operation
/// returns is not defined: Microsoft's compiler swaps the operands of
/// `add` and `mul` (`add o1, -r0, r2` compiled back as `add o1, r2,
/// -r0`), and with two NaN operands the NaN kept changes. So every NaN
/// (printed as its bits) reads as one. Nor does the compiler keep the sign
/// of a zero: it merges moves into a product by 1 (`mov o2.x, r0.x` and
/// `mov o2.w, c0.x` compiled back as one `mul o2.xw, r0.xy, c14.xy`), and
/// Direct3D 9's product makes -0 × 1 +0. So -0 reads as 0.
fn d3d9_alike(v: Value) -> Value {
    match v {
        Value::String(s) => {
            let bits = s
                .strip_prefix("0x")
                .and_then(|h| u32::from_str_radix(h, 16).ok());
            let f = bits.map(f32::from_bits);
            if f.is_some_and(f32::is_nan) {
                Value::String("NaN".into())
            } else if f == Some(0.0) {
                Value::from(0.0)
            } else {
                Value::String(s)
            }
        }
        Value::Array(a) => Value::Array(a.into_iter().map(d3d9_alike).collect()),
        Value::Object(m) => Value::Object(m.into_iter().map(|(k, x)| (k, d3d9_alike(x))).collect()),
        other => other,
    }
}

/// What differs between two interfaces, in words (`verb`: what a shader
/// does with the part).
fn interface_difference(verb: &str, (at, a, b): (String, Value, Value)) -> String {
    let none = |v: &Value| v.as_str() == Some(NONE);
    let what = |v: &Value| match v {
        Value::Null => "a value".to_string(),
        Value::Array(x) => format!("a list of {}", x.len()),
        Value::Object(_) => "an object".to_string(),
        Value::String(s) => format!("\"{s}\""),
        other => other.to_string(),
    };
    if none(&a) {
        format!("only the second shader {verb} {at}")
    } else if none(&b) {
        format!("only the first shader {verb} {at}")
    } else {
        format!("{at}: {} and {}", what(&a), what(&b))
    }
}

/// What a shader gives besides its registers' values: its output
/// declarations (registers with their masks and system values, streams
/// and their topologies, the tessellator's settings, UAVs) for SM4/5; the
/// output registers it declares or writes for Direct3D 9.
fn outputs(s: &Shader) -> Vec<String> {
    let sm4 = |p: &crate::sm4::Program, out: &mut Vec<String>| {
        for ins in &p.instructions {
            let name = ins.opcode.row().mnemonic;
            if [
                "dcl_output",
                "dcl_stream",
                "dcl_tessellator",
                "dcl_uav",
                "dcl_hs_max",
            ]
            .iter()
            .any(|p| name.starts_with(p))
            {
                let mut t = String::new();
                crate::sm4::print::instruction(ins, Default::default(), &mut t);
                out.push(t);
            }
        }
    };
    let mut out = Vec::new();
    match s {
        Shader::Sm4(p) => sm4(p, &mut out),
        Shader::Tessellation(h, d) => {
            sm4(h, &mut out);
            sm4(d, &mut out);
        }
        Shader::Sm1(p) => {
            use crate::sm1::table::reg::{ATTROUT, COLOROUT, DEPTHOUT, OUTPUT, RASTOUT};
            for ins in p.instructions() {
                if let Some(d) = &ins.dst {
                    if matches!(d.reg.ty, RASTOUT | ATTROUT | OUTPUT | COLOROUT | DEPTHOUT) {
                        out.push(crate::sm1::print::reg_name(p.version, d.reg));
                    }
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The two templates with each SM4/5 constant buffer that both shaders
/// declare `immediateIndexed` given the larger register count of the two.
/// Such a buffer is read at literal registers only, each below the count
/// its program declares, so no input can tell the counts apart; and
/// Microsoft's compiler declares the registers its code reads, where the
/// original (an edited program, an older compiler) may declare the whole
/// buffer. The decompiler declares the original's count in the HLSL, so
/// the recompiled reflection data keeps the buffer's size.
fn literal_buffers_alike(a: &Shader, b: &Shader, mut ta: Value, mut tb: Value) -> (Value, Value) {
    let (la, lb) = (literal_buffers(a), literal_buffers(b));
    for (slot, na) in &la {
        let Some(nb) = lb.get(slot) else { continue };
        let n = (*na).max(*nb);
        for t in [&mut ta, &mut tb] {
            if let Some(Value::Array(rows)) = t.pointer_mut(&format!("/constants/cb{slot}")) {
                // The template's rows are placeholders: any one will do.
                if let Some(first) = rows.first().cloned() {
                    rows.resize(n, first);
                }
            }
        }
    }
    (ta, tb)
}

/// An SM4/5 program's constant buffers declared `immediateIndexed`: slot
/// and register count.
fn literal_buffers(s: &Shader) -> std::collections::BTreeMap<u32, usize> {
    let Shader::Sm4(p) = s else {
        return Default::default();
    };
    let mut out = std::collections::BTreeMap::new();
    for ins in &p.instructions {
        if ins.opcode != crate::sm4::table::Opcode::DclConstantBuffer
            || ins.flag(crate::sm4::fields::Field::DynamicIndexed)
        {
            continue;
        }
        if let Some(o) = ins.operands.first() {
            if let [slot, count, ..] = &o.indices[..] {
                out.insert(slot.imm as u32, count.imm as usize);
            }
        }
    }
    out
}

/// How the second shader's Direct3D 9 input and output registers map to
/// the first's. The stage before or after links `dcl`-declared inputs and
/// outputs (vertex shader inputs, ps_3_0 inputs, vs_3_0 outputs) by
/// semantic, not by register, and the compiler numbers them its own way
/// (a vs_3_0's `dcl_fog o9` compiles back as `o5`): the second shader's
/// registers are renamed to the first's of the same semantic.
#[derive(Default)]
struct Links {
    /// First's register name to second's.
    to_second: std::collections::HashMap<String, String>,
    /// Second's to first's.
    to_first: std::collections::HashMap<String, String>,
}

impl Links {
    fn new(a: &Shader, b: &Shader) -> Result<Links, CompareError> {
        let (la, lb) = (d3d9_semantics(a), d3d9_semantics(b));
        let mut links = Links::default();
        // A semantic declared twice names no one register, and a register
        // chosen at run time (`v[aL]`, `o[aL]`) is read by its number:
        // then both must declare the same registers with the same
        // semantics, and nothing is renamed.
        let twice = |l: &[(String, String)]| {
            l.iter()
                .enumerate()
                .any(|(i, (_, s))| l[..i].iter().any(|(_, t)| t == s))
        };
        if twice(&la) || twice(&lb) || relative_io(a) || relative_io(b) {
            if let Some((r, sem)) = la.iter().find(|x| !lb.contains(x)) {
                return Err(CompareError::Interface(format!(
                    "only the first shader declares {sem} at `{r}`"
                )));
            }
            if let Some((r, sem)) = lb.iter().find(|x| !la.contains(x)) {
                return Err(CompareError::Interface(format!(
                    "only the second shader declares {sem} at `{r}`"
                )));
            }
            return Ok(links);
        }
        for (ra, sem) in &la {
            match lb.iter().find(|(_, t)| t == sem) {
                Some((rb, _)) => {
                    links.to_second.insert(ra.clone(), rb.clone());
                    links.to_first.insert(rb.clone(), ra.clone());
                }
                None => {
                    return Err(CompareError::Interface(format!(
                        "only the first shader declares {sem} (`{ra}`)"
                    )))
                }
            }
        }
        if let Some((rb, sem)) = lb.iter().find(|(_, t)| !la.iter().any(|(_, s)| s == t)) {
            return Err(CompareError::Interface(format!(
                "only the second shader declares {sem} (`{rb}`)"
            )));
        }
        Ok(links)
    }

    /// A document of the second shader's (its input template or output)
    /// with the first's register names.
    fn to_first(&self, v: &Value) -> Value {
        rename_registers(v, &self.to_first)
    }

    /// An input made for the first shader, for the second.
    fn to_second(&self, v: &Value) -> Value {
        rename_registers(v, &self.to_second)
    }

    /// The registers named otherwise in the second shader (first's,
    /// second's), sorted.
    fn renamed(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = self
            .to_second
            .iter()
            .filter(|(a, b)| a != b)
            .map(|(a, b)| (a.clone(), b.clone()))
            .collect();
        out.sort();
        out
    }

    fn names_to_first(&self, names: Vec<String>) -> Vec<String> {
        let mut out: Vec<String> = names
            .into_iter()
            .map(|n| self.to_first.get(&n).cloned().unwrap_or(n))
            .collect();
        out.sort();
        out
    }
}

/// `v` with the keys of its vertices' and pixels' objects renamed by
/// `map` (`v1` to `v0`).
fn rename_registers(v: &Value, map: &std::collections::HashMap<String, String>) -> Value {
    if map.is_empty() || map.iter().all(|(k, v)| k == v) {
        return v.clone();
    }
    let Value::Object(top) = v else {
        return v.clone();
    };
    let rename = |x: &Value| match x {
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, x)| (map.get(k).cloned().unwrap_or_else(|| k.clone()), x.clone()))
                .collect(),
        ),
        other => other.clone(),
    };
    Value::Object(
        top.iter()
            .map(|(k, x)| match (k.as_str(), x) {
                ("vertices" | "pixels", Value::Array(items)) => {
                    (k.clone(), Value::Array(items.iter().map(rename).collect()))
                }
                _ => (k.clone(), x.clone()),
            })
            .collect(),
    )
}

/// Whether a Direct3D 9 program reads an input or writes an output at a
/// register chosen at run time.
fn relative_io(s: &Shader) -> bool {
    let Shader::Sm1(p) = s else {
        return false;
    };
    use crate::sm1::table::reg;
    p.instructions().any(|ins| {
        ins.srcs
            .iter()
            .map(|o| (o.reg.ty, o.relative.is_some()))
            .chain(ins.dst.iter().map(|d| (d.reg.ty, d.relative.is_some())))
            .any(|(ty, rel)| rel && matches!(ty, reg::INPUT | reg::OUTPUT))
    })
}

/// A Direct3D 9 program's `dcl`-declared inputs and outputs: each
/// register's name and its semantic (`v0`, `input texcoord1`).
fn d3d9_semantics(s: &Shader) -> Vec<(String, String)> {
    let Shader::Sm1(p) = s else {
        return Vec::new();
    };
    use crate::sm1::table::{op, reg};
    // ps_2_x's `dcl v0` and `dcl t0` carry no usage: the register is the
    // semantic.
    if p.version.major < 3 && p.version.is_ps() {
        return Vec::new();
    }
    p.instructions()
        .filter(|ins| ins.opcode == op::DCL)
        .filter_map(|ins| {
            let (d, decl) = (ins.dst.as_ref()?, ins.decl?);
            let side = match d.reg.ty {
                reg::INPUT => "input",
                reg::OUTPUT => "output",
                _ => return None,
            };
            let usage = decl
                .usage()
                .name()
                .map_or_else(|| decl.usage().0.to_string(), str::to_string);
            Some((
                crate::sm1::print::reg_name(p.version, d.reg),
                format!("{side} {usage}{}", decl.usage_index()),
            ))
        })
        .collect()
}

/// The kind of shader, as the interface check names it.
fn kind(s: &Shader) -> String {
    match s {
        Shader::Sm4(p) => format!(
            "a {} shader (SM{}.{})",
            format!("{:?}", p.stage).to_lowercase(),
            p.major,
            p.minor
        ),
        Shader::Sm1(p) => format!(
            "a Direct3D 9 {} shader",
            if p.version.is_ps() { "pixel" } else { "vertex" }
        ),
        Shader::Tessellation(..) => "a hull and domain shader pair".into(),
    }
}

/// A document with its numbers left out: its keys, list lengths and
/// strings, which is what an interface decides.
fn skeleton(v: &Value) -> Value {
    match v {
        Value::Number(_) => Value::Null,
        Value::String(s) if s.starts_with("0x") => Value::Null,
        Value::Array(a) => Value::Array(a.iter().map(skeleton).collect()),
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, v)| (k.clone(), skeleton(v)))
                .collect::<Map<_, _>>(),
        ),
        other => other.clone(),
    }
}

/// What [`first_difference`] puts for a key one side lacks.
const NONE: &str = "(none)";

/// Where `a` and `b` first differ (a path such as `vertices[3].o0`) and
/// their values there.
fn first_difference(path: &str, a: &Value, b: &Value) -> Option<(String, Value, Value)> {
    let here = |p: &str| {
        if p.is_empty() {
            "the whole".to_string()
        } else {
            p.to_string()
        }
    };
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, va) in x {
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                match y.get(k) {
                    Some(vb) => {
                        if let Some(d) = first_difference(&p, va, vb) {
                            return Some(d);
                        }
                    }
                    None => return Some((p, va.clone(), Value::String(NONE.into()))),
                }
            }
            y.iter().find(|(k, _)| !x.contains_key(*k)).map(|(k, vb)| {
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                (p, Value::String(NONE.into()), vb.clone())
            })
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (va, vb))| first_difference(&format!("{path}[{i}]"), va, vb)),
        _ if a == b => None,
        _ => Some((here(path), a.clone(), b.clone())),
    }
}

/// The template with each plain 1D or 2D texture given a chain of mip
/// levels (4 or 4×4 texels, 3 levels), so that what a shader's level of
/// detail picks (implicit, biased, clamped, given) shows in what it
/// computes: the template's one-level textures make every level the same.
fn with_mip_chains(mut t: Value) -> Value {
    let Some(rs) = t.get_mut("resources").and_then(Value::as_object_mut) else {
        return t;
    };
    for r in rs.values_mut() {
        let Some(m) = r.as_object_mut() else { continue };
        let plain = m.get("mips") == Some(&Value::from(1))
            && !m.contains_key("array")
            && !m.contains_key("depth")
            && !m.contains_key("samples");
        let Some(first) = m.get("data").and_then(|d| d.get(0)).cloned() else {
            continue;
        };
        let texels = match (m.get("width"), m.get("height")) {
            (Some(w), Some(h)) if plain && *w == 2 && *h == 2 => {
                m.insert("width".into(), Value::from(4));
                m.insert("height".into(), Value::from(4));
                16 + 4 + 1
            }
            (Some(w), None) if plain && *w == 4 => 4 + 2 + 1,
            _ => continue,
        };
        m.insert("mips".into(), Value::from(3));
        m.insert("data".into(), Value::Array(vec![first; texels]));
    }
    t
}

/// Pixels of each quad made close to its first (within 0.02, 0.2 or 0.6 a
/// component): random pixels are far apart, so their derivatives pick
/// the last mip level every time and a level-of-detail difference (a
/// bias, a clamp, a given level) would not show.
fn close_quads(doc: &mut Value, rng: &mut SplitMix) {
    let Some(px) = doc.get_mut("pixels").and_then(Value::as_array_mut) else {
        return;
    };
    for quad in px.chunks_mut(4) {
        let scale = [0.02, 0.2, 0.6][(rng.next() % 3) as usize];
        let Some(first) = quad.first().and_then(Value::as_object).cloned() else {
            continue;
        };
        for member in quad.iter_mut().skip(1) {
            let Some(m) = member.as_object_mut() else {
                continue;
            };
            for (reg, base) in &first {
                let (Some(b), Some(v)) = (
                    base.as_array(),
                    m.get_mut(reg).and_then(Value::as_array_mut),
                ) else {
                    continue;
                };
                for (c, x) in b.iter().zip(v.iter_mut()) {
                    if let Some(c) = c.as_f64() {
                        let d = ((rng.next() % 2001) as f64 / 1000.0 - 1.0) * scale;
                        *x = serde_json::json!(((c + d) as f32) as f64);
                    }
                }
            }
        }
    }
}

/// Keys whose numbers are register values or memory, made random, with
/// everything under them.
const RANDOM: [&str; 10] = [
    "constants",
    "vertices",
    "pixels",
    "primitives",
    "patches",
    "inputs",
    "data",
    "words",
    // Direct3D 9 integer and boolean constants.
    "i",
    "b",
];

/// Keys whose numbers are kept as the template has them wherever they
/// are: sizes, tessellation factors and domain points, sampler settings.
const KEEP: [&str; 10] = [
    "domain",
    "patch_constants",
    "width",
    "height",
    "depth",
    "mips",
    "samples",
    "coverage",
    "sample_mask",
    "dispatch",
];

/// The template with its register values and memory made random (`key`:
/// the nearest key above that says which, empty for none).
fn randomized(v: &Value, rng: &mut SplitMix, key: &str, indices: bool) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, x)| {
                    let inner = if KEEP.contains(&k.as_str()) {
                        ""
                    } else if RANDOM.contains(&k.as_str()) {
                        k.as_str()
                    } else {
                        key
                    };
                    (k.clone(), randomized(x, rng, inner, indices))
                })
                .collect(),
        ),
        Value::Array(a) => {
            Value::Array(a.iter().map(|x| randomized(x, rng, key, indices)).collect())
        }
        // Direct3D 9 boolean constants: either.
        Value::Bool(_) if key == "b" => Value::Bool(rng.next() & 1 == 1),
        // Direct3D 9 integer constants (loop counts, starts, steps): small.
        Value::Number(_) if key == "i" => serde_json::json!(rng.next() % 5),
        _ if !key.is_empty() && is_component(v) => rng.component(key, v, indices),
        other => other.clone(),
    }
}

/// The function tables each interface slot of an SM5 program takes
/// (`dcl_interface fpN[n][sites] = {ft...}`: slots N to N + n - 1), in
/// slot order; empty without interfaces.
fn class_slots(s: &Shader) -> Vec<Vec<u32>> {
    let Shader::Sm4(p) = s else {
        return Vec::new();
    };
    let mut slots: Vec<Vec<u32>> = Vec::new();
    for ins in &p.instructions {
        if ins.opcode != crate::sm4::table::Opcode::DclInterface {
            continue;
        }
        if let [fp, _sites, sizes, tables @ ..] = ins.nums.as_slice() {
            let n = ((sizes & 0xffff) as usize).min(tables.len());
            let end = (*fp as usize)
                .saturating_add((sizes >> 16) as usize)
                .min(256);
            if slots.len() < end {
                slots.resize(end, Vec::new());
            }
            for slot in &mut slots[(*fp as usize).min(end)..end] {
                *slot = tables[..n].to_vec();
            }
        }
    }
    slots
}

/// Binds a random class to each interface slot: one of the function
/// tables the slot takes, its object data (`this`) at a random offset of
/// a constant buffer of random registers in a slot the shader does not
/// declare. Both shaders see the same classes and data.
fn bind_classes(doc: &mut Value, slots: &[Vec<u32>], rng: &mut SplitMix) {
    if slots.is_empty() {
        return;
    }
    let constants = doc.as_object_mut().map(|m| {
        m.entry("constants")
            .or_insert_with(|| Value::Object(Map::new()))
    });
    let Some(Value::Object(cbs)) = constants else {
        return;
    };
    let Some(free) = (0..14).find(|n| !cbs.contains_key(&format!("cb{n}"))) else {
        return;
    };
    let regs: Vec<Value> = (0..8)
        .map(|_| {
            let zero = serde_json::json!(0);
            Value::Array(
                (0..4)
                    .map(|_| rng.component("constants", &zero, false))
                    .collect(),
            )
        })
        .collect();
    cbs.insert(format!("cb{free}"), Value::Array(regs));
    let bound: Vec<Value> = slots
        .iter()
        .map(|tables| {
            let table = match tables.len() {
                0 => 0,
                n => tables[(rng.next() % n as u64) as usize],
            };
            serde_json::json!({"table": table, "this": [free, rng.next() % 4, 0, 0]})
        })
        .collect();
    if let Some(m) = doc.as_object_mut() {
        m.insert("interfaces".into(), Value::Array(bound));
    }
}

/// A register component as the template writes it: a number or hex bits.
fn is_component(v: &Value) -> bool {
    match v {
        Value::Number(_) => true,
        Value::String(s) => s.starts_with("0x"),
        _ => false,
    }
}

/// SplitMix64: small, seeded, the same on every machine.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// One component, like `template` (an integer where the template
    /// writes one in texels and memory). Inputs alternate between two
    /// mixes: floats in [-4, 4) with two decimals, small integers' bits
    /// (counts, indices, flags), 0 and 1; and mostly integers 0 to 3, so
    /// that a value used as an index lands inside what is declared.
    /// Memory words (`words`) are small integers; texels (`data`) floats
    /// in [0, 1] or integers to 15.
    fn component(&mut self, key: &str, template: &Value, indices: bool) -> Value {
        let r = self.next();
        let small_int = |n: u64| Value::String(format!("0x{:08x}", n));
        let integer = template.is_u64() || template.is_i64();
        match key {
            "words" => small_int((r >> 8) % 16),
            "data" if integer => serde_json::json!((r >> 8) % 16),
            "data" => serde_json::json!((r % 101) as f64 / 100.0),
            _ if indices => match r % 4 {
                0 => serde_json::json!(((r >> 8) % 800) as f64 / 100.0 - 4.0),
                _ => small_int((r >> 8) % 4),
            },
            _ => match r % 8 {
                0..=4 => serde_json::json!(((r >> 8) % 800) as f64 / 100.0 - 4.0),
                5 | 6 => small_int((r >> 8) % 16),
                _ => serde_json::json!((r >> 8) % 2),
            },
        }
    }
}
