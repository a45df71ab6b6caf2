//! The Direct3D 9 machine: a program prepared once and the registers of
//! one invocation, stepped an instruction at a time.

use crate::run::json;
use crate::run::lod::LodFrom;
use crate::run::mem::Memory;
use crate::sm1::table::RegisterType;
use crate::sm4::fields::ResourceDim;

use super::alu::{self, Vec4};
use crate::run::error::{
    bad_input, bad_program, internal, over_limit, unsupported, ErrorKind, RunError,
};
use crate::sm1::ir::{
    DstOperand, Instruction, Program, Relative, SrcMod, SrcOperand, TextureType, Version,
};
use crate::sm1::table::{self, op, Opcode, Semantics};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

// D3DSPR_* register types, from the table.
use crate::sm1::table::reg::{
    ADDR, ATTROUT, COLOROUT, CONST, CONST2, CONST3, CONST4, CONSTBOOL, CONSTINT, DEPTHOUT, INPUT,
    LABEL, LOOP, MISCTYPE, OUTPUT, PREDICATE, RASTOUT, SAMPLER, TEMP, TEXTURE,
};

const TEMPS: usize = 32;
const INPUTS: usize = 16;
/// Pixel-shader texture-coordinate registers t0..t7.
const TEXCOORDS: usize = 8;
const INTS: usize = 16;
const BOOLS: usize = 16;
/// Output slots: oPos, oFog, oPts (0..3), oD0/oD1 (3..5), oT0..oT7 or
/// o0..o11 (5..17); pixel shaders: oC0..oC3 (17..21), oDepth (21).
pub(crate) const OUT_SLOTS: usize = 22;
pub(crate) const OC0: usize = 17;
pub(crate) const ODEPTH: usize = 21;
/// Deepest call nesting before the run stops with an error.
const MAX_CALL_DEPTH: usize = 64;

/// The version as a profile name (`vs_2_x`, `vs_3_sw`).
pub fn profile(v: Version) -> String {
    let minor = match v.minor {
        0xFF => "sw".to_string(),
        1 if v.major == 2 => "x".to_string(),
        m => m.to_string(),
    };
    format!(
        "{}_{}_{minor}",
        if v.is_ps() { "ps" } else { "vs" },
        v.major
    )
}

/// A printed output register.
#[derive(Clone, Debug)]
pub struct OutReg {
    /// Name (`oPos`, `oD0`, `oT1`, `o3`).
    pub name: String,
    /// Output slot.
    pub slot: usize,
    /// Components printed.
    pub comps: usize,
}

/// A program read once.
pub struct Prepared<'a> {
    /// The program.
    pub prog: &'a Program,
    code: Vec<&'a Instruction>,
    /// `if` → its `else` or `endif`; `else` → `endif`; `loop`/`rep` ↔
    /// `endloop`/`endrep`.
    jump: Vec<usize>,
    labels: BTreeMap<u16, usize>,
    defs_c: Vec<(usize, Vec4)>,
    defs_i: Vec<(usize, [i32; 4])>,
    defs_b: Vec<(usize, bool)>,
    /// Input registers the vertices must give.
    pub inputs: BTreeSet<u16>,
    /// Pixel shaders: the `t#` inputs (ps_2_x).
    pub textures: BTreeSet<u16>,
    /// Pixel shaders: whether `vPos` and `vFace` are declared.
    pub misc: [bool; 2],
    /// Declared samplers: register and texture dimension (`mem::dim`).
    pub samplers: Vec<(u32, ResourceDim)>,
    /// Output registers printed, in slot order.
    pub outputs: Vec<OutReg>,
    /// Each output slot's components: declared (vs_3_0) or written (the
    /// earlier vertex shaders and pixel shaders).
    pub out_masks: [u8; OUT_SLOTS],
    pub(crate) const_count: usize,
    /// The float registers the constant table names (first, count), when
    /// the program has one.
    table: Option<Vec<(usize, usize)>>,
}

/// Runs `f` under `compare`'s rules for Direct3D 9 programs, where the
/// reference pages leave a choice that HLSL cannot state:
/// - A float constant read at a relative address outside the program's
///   constant table is undefined (the run stops so): such a read comes
///   from an HLSL array indexed past its end (the table names every array
///   the code reads), which HLSL leaves undefined, and lands on a register
///   the compiler chose for something else (its own `def`) or that the
///   application does not set. `dxsm run` reads the register.
/// - `min` and `max` with one NaN operand give the other operand. The
///   pages' rule (`src0 < src1 ? src0 : src1`) gives the second operand
///   when the first is NaN and NaN when the second is, and Microsoft's
///   compiler orders the two operands its own way (`min(a.y, a.x)`
///   compiles to `min r, a.x, a.y`) and rewrites `max(a, 0) * b` as a
///   `cmp` on `a`, so no HLSL keeps the original's result on a NaN.
pub fn with_compare_rules<T>(f: impl FnOnce() -> T) -> T {
    let was = super::alu::COMPARE_RULES.with(|b| b.replace(true));
    let out = f();
    super::alu::COMPARE_RULES.with(|b| b.set(was));
    out
}

fn out_slot(v: Version, ty: RegisterType, num: i64) -> Option<usize> {
    let num = usize::try_from(num).ok()?;
    if v.is_ps() {
        return match ty {
            COLOROUT if num < 4 => Some(OC0 + num),
            DEPTHOUT if num == 0 => Some(ODEPTH),
            _ => None,
        };
    }
    match ty {
        RASTOUT if v.major < 3 && num < 3 => Some(num),
        ATTROUT if v.major < 3 && num < 2 => Some(3 + num),
        OUTPUT if num < if v.major < 3 { 8 } else { 12 } => Some(5 + num),
        _ => None,
    }
}

fn out_name(v: Version, slot: usize) -> String {
    match slot {
        0 => "oPos".into(),
        1 => "oFog".into(),
        2 => "oPts".into(),
        3 | 4 => format!("oD{}", slot - 3),
        ODEPTH => "oDepth".into(),
        s if s >= OC0 => format!("oC{}", s - OC0),
        s if v.major < 3 => format!("oT{}", s - 5),
        s => format!("o{}", s - 5),
    }
}

impl<'a> Prepared<'a> {
    /// Reads the definitions and declarations and matches flow control.
    pub fn new(prog: &'a Program) -> Result<Prepared<'a>, RunError> {
        let v = prog.version;
        if v.is_ps() && v.major < 2 {
            return bad_program(format!(
                "this machine runs SM1-3 vertex shaders and ps_2_0 to ps_3_0 pixel shaders; {} (ps_1_x) runs through run::d3d9::run_program",
                profile(v)
            ));
        }
        let code: Vec<&Instruction> = prog.instructions().collect();
        let mut p = Prepared {
            prog,
            jump: vec![usize::MAX; code.len()],
            code,
            labels: BTreeMap::new(),
            defs_c: Vec::new(),
            defs_i: Vec::new(),
            defs_b: Vec::new(),
            inputs: BTreeSet::new(),
            textures: BTreeSet::new(),
            misc: [false; 2],
            samplers: Vec::new(),
            outputs: Vec::new(),
            out_masks: [0; OUT_SLOTS],
            const_count: if v.minor == 0xFF { 8192 } else { 256 },
            table: prog
                .comments()
                .find_map(|c| c.ctab.as_ref().and_then(|t| t.as_ref().ok()))
                .map(|t| {
                    t.constants
                        .iter()
                        .filter(|c| c.register_set == 2)
                        .map(|c| (c.register_index as usize, c.register_count as usize))
                        .collect()
                }),
        };
        let mut stack: Vec<(Opcode, usize)> = Vec::new();
        let mut written = [0u8; OUT_SLOTS];
        let mut declared = [0u8; OUT_SLOTS];
        for (pc, ins) in p.code.iter().enumerate() {
            let at = |m: &str| format!("instruction {pc} ({m})");
            let d = ins.dst.as_ref();
            match ins.opcode {
                op::DEF | op::DEFI | op::DEFB => {
                    let Some(d) = d else { continue };
                    let lit = &ins.literals;
                    let n = d.reg.num as usize;
                    match (ins.opcode, d.reg.ty) {
                        (op::DEF, CONST | CONST2 | CONST3 | CONST4) if lit.len() == 4 => {
                            let base = d.reg.ty.constant_base().unwrap_or(0) as usize;
                            p.defs_c
                                .push((base + n, std::array::from_fn(|k| f32::from_bits(lit[k]))));
                        }
                        (op::DEFI, CONSTINT) if lit.len() == 4 && n < INTS => {
                            p.defs_i.push((n, std::array::from_fn(|k| lit[k] as i32)))
                        }
                        (op::DEFB, CONSTBOOL) if !lit.is_empty() && n < BOOLS => {
                            p.defs_b.push((n, lit[0] != 0))
                        }
                        _ => return bad_program(at("bad constant definition")),
                    }
                }
                op::DCL => {
                    let Some(d) = d else { continue };
                    if d.reg.ty == INPUT {
                        p.inputs.insert(d.reg.num);
                    } else if d.reg.ty == TEXTURE && v.is_ps() {
                        p.textures.insert(d.reg.num);
                    } else if d.reg.ty == MISCTYPE && v.is_ps() && d.reg.num < 2 {
                        p.misc[d.reg.num as usize] = true;
                    } else if d.reg.ty == SAMPLER {
                        // D3DSTT_*: 2 2D (also 0, unknown), 3 cube, 4 volume.
                        let ty = ins.decl.map_or(TextureType::UNKNOWN, |x| x.texture_type());
                        let dm = match ty {
                            TextureType::UNKNOWN | TextureType::TEXTURE_2D => {
                                ResourceDim::TEXTURE2D
                            }
                            TextureType::CUBE => ResourceDim::TEXTURECUBE,
                            TextureType::VOLUME => ResourceDim::TEXTURE3D,
                            t => {
                                return bad_program(at(&format!(
                                    "sampler type {} is not 2D, cube or volume",
                                    t.0
                                )))
                            }
                        };
                        p.samplers.retain(|(r, _)| *r != d.reg.num as u32);
                        p.samplers.push((d.reg.num as u32, dm));
                    } else if let Some(s) = out_slot(v, d.reg.ty, d.reg.num as i64) {
                        declared[s] |= d.mask;
                    }
                }
                op::IF | op::IFC | op::LOOP | op::REP => stack.push((ins.opcode, pc)),
                op::ELSE => match stack.last_mut() {
                    Some((o, open)) if matches!(*o, op::IF | op::IFC) => {
                        p.jump[*open] = pc;
                        *open = pc;
                        *o = op::ELSE;
                    }
                    _ => return bad_program(at("else without if")),
                },
                op::ENDIF => match stack.pop() {
                    Some((op::IF | op::IFC | op::ELSE, open)) => p.jump[open] = pc,
                    _ => return bad_program(at("endif without if")),
                },
                op::ENDLOOP | op::ENDREP => {
                    let want = if ins.opcode == op::ENDLOOP {
                        op::LOOP
                    } else {
                        op::REP
                    };
                    match stack.pop() {
                        Some((o, open)) if o == want => {
                            p.jump[open] = pc;
                            p.jump[pc] = open;
                        }
                        _ => {
                            return bad_program(at(if want == op::LOOP {
                                "endloop without loop"
                            } else {
                                "endrep without rep"
                            }))
                        }
                    }
                }
                op::BREAK | op::BREAKC | op::BREAKP
                    if !stack.iter().any(|(o, _)| *o == op::LOOP || *o == op::REP) =>
                {
                    return bad_program(at("break outside loop or rep"));
                }
                op::LABEL => {
                    if !stack.is_empty() {
                        return bad_program(at("label inside an open block"));
                    }
                    if let Some(s) = ins.srcs.first() {
                        p.labels.insert(s.reg.num, pc);
                    }
                }
                _ => {}
            }
            if ins.opcode != op::DCL {
                if let Some(d) = d {
                    if let Some(s) = out_slot(v, d.reg.ty, d.reg.num as i64) {
                        written[s] |= d.mask;
                    }
                }
                for s in &ins.srcs {
                    if s.reg.ty == INPUT && s.relative.is_none() && v.major < 3 {
                        p.inputs.insert(s.reg.num);
                    }
                    if s.reg.ty == TEXTURE && v.is_ps() && v.major < 3 {
                        p.textures.insert(s.reg.num);
                    }
                }
            }
        }
        if let Some((_, open)) = stack.last() {
            return bad_program(format!("instruction {open}: block not closed"));
        }
        for slot in 0..OUT_SLOTS {
            // vs_3_0: the dcl'd outputs; earlier (and pixel shaders): the
            // written ones.
            let mask = if v.major >= 3 && !v.is_ps() {
                declared[slot]
            } else {
                written[slot]
            };
            p.out_masks[slot] = mask;
            if mask != 0 {
                let comps = if slot == 1 || slot == 2 || slot == ODEPTH {
                    1
                } else {
                    crate::sm1::ir::mask_span(mask)
                };
                p.outputs.push(OutReg {
                    name: out_name(v, slot),
                    slot,
                    comps,
                });
            }
        }
        Ok(p)
    }
}

/// Input constants (before the shader's own definitions are applied):
/// the float, integer and boolean registers a run or a draw gives.
#[derive(Clone, Debug, Default)]
pub struct Consts {
    c: Vec<Vec4>,
    i: Vec<[i32; 4]>,
    b: Vec<bool>,
}

fn int_component(v: &Value, what: &str) -> Result<i32, RunError> {
    match v {
        Value::Number(n) => match n.as_i64().and_then(|x| i32::try_from(x).ok()) {
            Some(x) => Ok(x),
            None => bad_input(format!(
                "{what}: an integer constant component is a 32-bit integer"
            )),
        },
        Value::String(_) => Ok(json::component(v, what)? as i32),
        _ => bad_input(format!("{what}: a component is a number or a hex string")),
    }
}

pub(crate) fn read_consts(v: &Value, count: usize) -> Result<Consts, RunError> {
    let Value::Object(m) = v else {
        return bad_input(
            "constants: an object like {\"c\": [[1,0,0,0]], \"i\": [[4,0,1,0]], \"b\": [true]}",
        );
    };
    let mut out = Consts::default();
    for (k, val) in m {
        let Value::Array(a) = val else {
            return bad_input(format!("constants.{k}: an array"));
        };
        match k.as_str() {
            "c" => {
                if a.len() > count {
                    return bad_input(format!(
                        "constants.c: {} registers, the shader has {count}",
                        a.len()
                    ));
                }
                for (n, r) in a.iter().enumerate() {
                    let bits = json::register(r, &format!("constants.c[{n}]"))?;
                    out.c.push(bits.map(f32::from_bits));
                }
            }
            "i" => {
                if a.len() > INTS {
                    return bad_input(format!(
                        "constants.i: {} registers, there are {INTS}",
                        a.len()
                    ));
                }
                for (n, r) in a.iter().enumerate() {
                    let what = format!("constants.i[{n}]");
                    let mut x = [0i32; 4];
                    match r {
                        Value::Array(cs) if !cs.is_empty() && cs.len() <= 4 => {
                            for (j, c) in cs.iter().enumerate() {
                                x[j] = int_component(c, &format!("{what}[{j}]"))?;
                            }
                        }
                        Value::Array(_) => return bad_input(format!("{what}: 1 to 4 components")),
                        other => x[0] = int_component(other, &what)?,
                    }
                    out.i.push(x);
                }
            }
            "b" => {
                if a.len() > BOOLS {
                    return bad_input(format!(
                        "constants.b: {} registers, there are {BOOLS}",
                        a.len()
                    ));
                }
                for (n, r) in a.iter().enumerate() {
                    out.b.push(match r {
                        Value::Bool(b) => *b,
                        Value::Number(x) if x.as_i64().is_some() => x.as_i64() != Some(0),
                        _ => return bad_input(format!("constants.b[{n}]: true or false")),
                    });
                }
            }
            other => {
                return bad_input(format!(
                    "constants: '{other}' is not a D3D9 constant file (c, i, b)"
                ))
            }
        }
    }
    Ok(out)
}

pub(crate) fn read_vertex(
    p: &Prepared,
    m: &json::Vertex,
    what: &str,
) -> Result<[Vec4; INPUTS], RunError> {
    let mut regs = [[0f32; 4]; INPUTS];
    for (k, val) in m {
        let num = k
            .strip_prefix('v')
            .and_then(|s| s.parse::<u16>().ok())
            .filter(|n| p.inputs.contains(n));
        let Some(num) = num else {
            return bad_input(format!(
                "{what}: '{k}' is not an input of the shader (inputs: {})",
                p.inputs
                    .iter()
                    .map(|n| format!("v{n}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        };
        regs[num as usize % INPUTS] = val.map(f32::from_bits);
    }
    for n in &p.inputs {
        if !m.contains_key(&format!("v{n}")) {
            return bad_input(format!("{what}: input v{n} missing"));
        }
    }
    Ok(regs)
}

/// Why [`Machine::execute`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Done {
    /// The program ended.
    End,
    /// `texkill` discarded the pixel.
    Discard,
    /// Stopped before a `dsx`/`dsy` at `pc` (the quad runs it together).
    Deriv,
}

struct LoopState {
    end: usize,
    remaining: i64,
    is_loop: bool,
    step: i32,
    saved_al: i32,
}

pub(crate) struct Machine<'p, 'a> {
    pub(crate) p: &'p Prepared<'a>,
    c: Vec<Vec4>,
    i: [[i32; 4]; INTS],
    b: [bool; BOOLS],
    r: [Vec4; TEMPS],
    pub(crate) v: [Vec4; INPUTS],
    /// Pixel shaders: `t#`.
    pub(crate) t: [Vec4; TEXCOORDS],
    /// Pixel shaders: `vPos`, `vFace`.
    pub(crate) misc: [Vec4; 2],
    pub(crate) o: [Vec4; OUT_SLOTS],
    a0: [i32; 4],
    al: i32,
    p0: [bool; 4],
    pub(crate) steps: u64,
    pub(crate) max_steps: u64,
    /// Direct3D 9's product (0 × anything = 0; the input's `legacy_mul`).
    pub(crate) legacy_mul: bool,
    /// `--trace`: the invocation's label when it is traced.
    pub(crate) trace: Option<Rc<str>>,
    /// `--trace`: the instruction that ran last (its line is written when
    /// the next one starts or the run stops) and what it wrote.
    trace_at: Option<usize>,
    trace_writes: Vec<crate::run::trace::Write1>,
    /// Steps already taken from the run's budget.
    pub(crate) charged: u64,
    /// Textures and sampler states.
    mem: Rc<Memory>,
    /// Where the run resumes (`execute` stops before `dsx`/`dsy`).
    pub(crate) pc: usize,
    calls: Vec<(usize, usize)>,
    loops: Vec<LoopState>,
    /// The quad's coarse derivatives of a `texld`'s coordinates (set by
    /// the pixel-shader quad runner).
    pub(crate) grads: Option<([f32; 3], [f32; 3])>,
}

/// Source `k` of an instruction (an error, not a panic, when absent).
fn arg(ins: &Instruction, k: usize) -> Result<&SrcOperand, RunError> {
    ins.srcs.get(k).ok_or_else(|| {
        RunError::of(
            ErrorKind::Program,
            format!("missing source operand {}", k + 1),
        )
    })
}

fn swizzle(x: Vec4, sw: u8) -> Vec4 {
    std::array::from_fn(|k| x[((sw >> (2 * k)) & 3) as usize])
}

fn reg_label(ty: RegisterType, num: i64) -> String {
    let prefix = match ty {
        TEMP => "r",
        INPUT => "v",
        CONST | CONST2 | CONST3 | CONST4 => "c",
        ADDR => "a",
        RASTOUT | ATTROUT | OUTPUT => "o",
        CONSTINT => "i",
        CONSTBOOL => "b",
        LOOP => return "aL".into(),
        SAMPLER => "s",
        COLOROUT => "oC",
        DEPTHOUT => return "oDepth".into(),
        MISCTYPE if num == 0 => return "vPos".into(),
        MISCTYPE if num == 1 => return "vFace".into(),
        LABEL => "l",
        PREDICATE => "p",
        _ => return format!("register type {ty} number {num}"),
    };
    format!("{prefix}{num}")
}

impl Machine<'_, '_> {
    /// The index a relative address adds.
    fn rel(&self, r: &Option<Relative>) -> Result<i64, RunError> {
        Ok(match r {
            None => 0,
            Some(Relative::ImplicitA0) => self.a0[0] as i64,
            Some(Relative::Token(s)) => match s.reg.ty {
                ADDR => self.a0[(s.swizzle & 3) as usize] as i64,
                LOOP => self.al as i64,
                t => {
                    return bad_program(format!(
                        "{} cannot address a register",
                        reg_label(t, s.reg.num as i64)
                    ))
                }
            },
        })
    }

    /// Stops the run as undefined where float constant `n`, read at a
    /// relative address, is none the constant table names.
    fn within_table(&self, n: i64) -> Result<(), RunError> {
        let Some(table) = &self.p.table else {
            return Ok(());
        };
        let named = usize::try_from(n).is_ok_and(|n| {
            table
                .iter()
                .any(|&(first, count)| (first..first + count).contains(&n))
        });
        if named {
            return Ok(());
        }
        Err(RunError::of(
            ErrorKind::Undefined,
            format!("c{n}, read at a relative address, is outside the constant table's registers"),
        ))
    }

    /// The register value a source names, `extra` registers further on
    /// (the matrix macros), before swizzle and modifier.
    fn fetch(&self, s: &SrcOperand, extra: i64) -> Result<Vec4, RunError> {
        let n = s.reg.num as i64 + self.rel(&s.relative)? + extra;
        let oob = || bad_program(format!("{} is out of range", reg_label(s.reg.ty, n)));
        Ok(match s.reg.ty {
            TEMP => match usize::try_from(n).ok().and_then(|k| self.r.get(k)) {
                Some(x) => *x,
                None => return oob(),
            },
            INPUT => match usize::try_from(n).ok().and_then(|k| self.v.get(k)) {
                Some(x) => *x,
                None => return oob(),
            },
            CONST | CONST2 | CONST3 | CONST4 => {
                let base = s.reg.ty.constant_base().unwrap_or(0) as i64;
                // Reads outside the constant file read 0, with a table or
                // without (the address register's page): the same for any
                // program, so not undefined.
                let in_file = usize::try_from(base + n).is_ok_and(|k| k < self.c.len());
                if s.relative.is_some() && in_file && super::alu::compare_rules() {
                    self.within_table(base + n)?;
                }
                usize::try_from(base + n)
                    .ok()
                    .and_then(|k| self.c.get(k))
                    .copied()
                    .unwrap_or([0.0; 4])
            }
            CONSTINT => match usize::try_from(n).ok().and_then(|k| self.i.get(k)) {
                Some(x) => x.map(|c| c as f32),
                None => return oob(),
            },
            CONSTBOOL => match usize::try_from(n).ok().and_then(|k| self.b.get(k)) {
                Some(x) => [if *x { 1.0 } else { 0.0 }; 4],
                None => return oob(),
            },
            TEXTURE if self.p.prog.version.is_ps() => {
                match usize::try_from(n).ok().and_then(|k| self.t.get(k)) {
                    Some(x) => *x,
                    None => return oob(),
                }
            }
            ADDR => self.a0.map(|c| c as f32),
            MISCTYPE if self.p.prog.version.is_ps() => match n {
                0 => self.misc[0],
                1 => self.misc[1],
                _ => return oob(),
            },
            LOOP => [self.al as f32; 4],
            PREDICATE => self.p0.map(|c| if c { 1.0 } else { 0.0 }),
            t => {
                return bad_program(format!(
                    "{} cannot be read as a source here",
                    reg_label(t, n)
                ))
            }
        })
    }

    fn src_at(&self, s: &SrcOperand, extra: i64) -> Result<Vec4, RunError> {
        let x = swizzle(self.fetch(s, extra)?, s.swizzle);
        // _dz/_dw (ps_1_4 coordinates) and ! (predicates) are not
        // arithmetic: `apply` has no value for them.
        let m = s.modifier;
        match m.apply(0.0) {
            Some(_) => Ok(x.map(|a| m.apply(a).unwrap_or(a))),
            None => unsupported(format!(
                "source modifier {} is not supported by the interpreter",
                m.0
            )),
        }
    }

    fn src(&self, s: &SrcOperand) -> Result<Vec4, RunError> {
        self.src_at(s, 0)
    }

    /// A boolean condition: `bN` / `!bN`, or `pN.c` / `!pN.c`.
    fn cond(&self, s: &SrcOperand) -> Result<bool, RunError> {
        match s.reg.ty {
            CONSTBOOL => self
                .b
                .get(s.reg.num as usize)
                .map(|b| *b ^ (s.modifier == SrcMod::NOT))
                .ok_or_else(|| RunError::new(format!("b{} is out of range", s.reg.num))),
            PREDICATE => Ok(self.p0[(s.swizzle & 3) as usize] ^ (s.modifier == SrcMod::NOT)),
            t => bad_program(format!(
                "{} is not a boolean or predicate condition",
                reg_label(t, s.reg.num as i64)
            )),
        }
    }

    /// The write mask after predication.
    fn mask(&self, ins: &Instruction, d: &DstOperand) -> u8 {
        let mut mask = d.mask & 0xF;
        if let Some(pr) = &ins.predicate {
            for k in 0..4 {
                let on =
                    self.p0[((pr.swizzle >> (2 * k)) & 3) as usize] ^ (pr.modifier == SrcMod::NOT);
                if !on {
                    mask &= !(1 << k);
                }
            }
        }
        mask
    }

    fn write(&mut self, ins: &Instruction, val: Vec4) -> Result<(), RunError> {
        let Some(d) = &ins.dst else {
            return Ok(());
        };
        let mask = self.mask(ins, d);
        let scale = match d.shift {
            0 => 1.0,
            1 => 2.0,
            2 => 4.0,
            3 => 8.0,
            13 => 0.125,
            14 => 0.25,
            15 => 0.5,
            k => return bad_program(format!("shift {k} is not a valid result shift")),
        };
        let sat = d.result_mod & 1 != 0;
        let fix = |x: f32| {
            let x = x * scale;
            if sat {
                alu::saturate(x)
            } else {
                x
            }
        };
        let n = d.reg.num as i64 + self.rel(&d.relative)?;
        let v = self.p.prog.version;
        let target: &mut Vec4 = match d.reg.ty {
            TEMP => match usize::try_from(n).ok().and_then(|k| self.r.get_mut(k)) {
                Some(r) => r,
                None => return bad_program(format!("r{n} is out of range")),
            },
            ADDR if !v.is_ps() => {
                // `mova` and the vs_1_1 `mov a0.x` both round to nearest
                // (halves away from zero): the Address Register page says a
                // float moved to an integer register is rounded so.
                for (k, x) in val.iter().enumerate() {
                    if mask & (1 << k) != 0 {
                        let x = x.round();
                        self.a0[k] = if x.is_nan() { 0 } else { x as i32 };
                    }
                }
                if self.trace.is_some() {
                    let bits = self.a0.map(|x| x as u32);
                    let reg = "a0".to_string();
                    self.trace_writes
                        .push(crate::run::trace::Write1 { reg, mask, bits });
                }
                return Ok(());
            }
            PREDICATE => {
                for (k, x) in val.iter().enumerate() {
                    if mask & (1 << k) != 0 {
                        self.p0[k] = *x != 0.0;
                    }
                }
                if self.trace.is_some() {
                    let bits = self.p0.map(u32::from);
                    let reg = "p0".to_string();
                    self.trace_writes
                        .push(crate::run::trace::Write1 { reg, mask, bits });
                }
                return Ok(());
            }
            TEXTURE => return bad_program(format!("t{n} is read-only in a pixel shader")),
            ty => match out_slot(v, ty, n) {
                Some(s) => &mut self.o[s],
                None => {
                    return bad_program(format!(
                        "{} cannot be written by this shader",
                        reg_label(ty, n)
                    ))
                }
            },
        };
        for k in 0..4 {
            if mask & (1 << k) != 0 {
                target[k] = fix(val[k]);
            }
        }
        if self.trace.is_some() {
            let bits = val.map(|x| fix(x).to_bits());
            let r = crate::sm1::ir::Register {
                ty: d.reg.ty,
                num: n.clamp(0, u16::MAX as i64) as u16,
            };
            let reg = crate::sm1::print::reg_name(v, r);
            self.trace_writes
                .push(crate::run::trace::Write1 { reg, mask, bits });
        }
        Ok(())
    }

    /// `--trace`: writes the line of the instruction that ran last.
    pub(crate) fn trace_flush(&mut self, event: Option<&str>) {
        let Some(pc) = self.trace_at.take() else {
            return;
        };
        let (Some(who), Some(ins)) = (self.trace.clone(), self.p.code.get(pc)) else {
            return;
        };
        let text = crate::sm1::print::instruction_text(self.p.prog.version, ins);
        let writes = std::mem::take(&mut self.trace_writes);
        crate::run::trace::step(&who, pc, &text, &writes, event);
    }

    /// `--trace`: instruction `pc` starts (the quad runner's derivatives).
    pub(crate) fn trace_start(&mut self, pc: usize) {
        if self.trace.is_some() {
            self.trace_flush(None);
            self.trace_at = Some(pc);
        }
    }

    fn int_reg(&self, s: &SrcOperand) -> Result<[i32; 4], RunError> {
        match (s.reg.ty, self.i.get(s.reg.num as usize)) {
            (CONSTINT, Some(x)) => Ok(*x),
            _ => bad_program(format!(
                "loop and rep count with an integer constant register, not {}",
                reg_label(s.reg.ty, s.reg.num as i64)
            )),
        }
    }

    /// Clears the registers and the flow-control state for a new
    /// invocation (inputs are set by the caller afterwards).
    pub(crate) fn reset(&mut self) {
        self.r = [[0.0; 4]; TEMPS];
        self.o = [[0.0; 4]; OUT_SLOTS];
        self.v = [[0.0; 4]; INPUTS];
        self.t = [[0.0; 4]; TEXCOORDS];
        self.misc = [[0.0; 4]; 2];
        self.a0 = [0; 4];
        self.al = 0;
        self.p0 = [false; 4];
        self.trace_at = None;
        self.trace_writes.clear();
        // The ended invocation's steps go to the run's budget.
        crate::run::budget::settle(
            (self.steps - self.charged.min(self.steps)) * crate::run::budget::ALONE,
        );
        self.steps = 0;
        self.charged = 0;
        self.pc = 0;
        self.calls.clear();
        self.loops.clear();
    }

    /// The instruction at `pc` (for the quad driver).
    pub(crate) fn instruction(&self, pc: usize) -> Option<&Instruction> {
        self.p.code.get(pc).copied()
    }

    /// Source `k` of `ins`, swizzled and modified.
    pub(crate) fn source(&self, ins: &Instruction, k: usize) -> Result<Vec4, RunError> {
        self.src(arg(ins, k)?)
    }

    /// Writes `val` through the destination of `ins` (mask, predicate,
    /// `_sat`, shift).
    pub(crate) fn write_result(&mut self, ins: &Instruction, val: Vec4) -> Result<(), RunError> {
        self.write(ins, val)
    }

    /// The coordinates of a texture instruction: its first source, with
    /// `texldp`'s division of x, y, z by w.
    pub(crate) fn tex_coord(&self, ins: &Instruction) -> Result<Vec4, RunError> {
        let mut coord = self.src(arg(ins, 0)?)?;
        if ins.opcode == op::TEX && ins.control & 3 == 1 {
            let w = coord[3];
            for c in coord.iter_mut().take(3) {
                *c /= w;
            }
        }
        Ok(coord)
    }

    /// A texture instruction. The level of detail: `texld`, `texldp` from
    /// the quad's derivatives (in a pixel shader; `grads`), `texldb` the
    /// same biased by w, `texldl` w itself, `texldd` the derivatives in
    /// its third and fourth sources; then the sampler's MIPMAPLODBIAS
    /// (`mip_lod_bias`) and MAXMIPLEVEL (`min_lod`) as the texldl page's
    /// reference algorithm gives them. The result is swizzled by the
    /// sampler operand's swizzle.
    pub(crate) fn texture(&mut self, ins: &Instruction) -> Result<(), RunError> {
        let coord = self.tex_coord(ins)?;
        let s = arg(ins, 1)?;
        if s.reg.ty != SAMPLER {
            return bad_program(format!(
                "the second source of a texture instruction is a sampler s#, not {}",
                reg_label(s.reg.ty, s.reg.num as i64)
            ));
        }
        let quad = self.grads.unwrap_or(([0.0; 3], [0.0; 3]));
        let xyz = |v: Vec4| [v[0], v[1], v[2]];
        let (from, bias) = match ins.opcode {
            op::TEXLDL => (LodFrom::Level(coord[3]), 0.0),
            op::TEXLDD => (
                LodFrom::Derivs(xyz(self.src(arg(ins, 2)?)?), xyz(self.src(arg(ins, 3)?)?)),
                0.0,
            ),
            _ if ins.control & 3 == 2 => (LodFrom::Derivs(quad.0, quad.1), coord[3]),
            _ => (LodFrom::Derivs(quad.0, quad.1), 0.0),
        };
        let reg = s.reg.num as u32;
        let (Some(tex), Some(smp)) = (self.mem.t.get(&reg), self.mem.s.get(&reg)) else {
            return bad_program(format!(
                "s{reg} is not declared (dcl_2d, dcl_cube or dcl_volume)"
            ));
        };
        let val = crate::run::sample::sample_texel(tex, smp, coord, from, bias)?;
        self.write(ins, swizzle(val, s.swizzle))
    }

    /// Runs from `pc` until the end, a discard, or the next `dsx`/`dsy`
    /// (left at `pc`, for the quad to compute); the call and loop stacks
    /// are kept for the next call.
    pub(crate) fn execute(&mut self) -> Result<Done, RunError> {
        let mut pc = self.pc;
        let mut calls = std::mem::take(&mut self.calls);
        let mut loops = std::mem::take(&mut self.loops);
        let r = self.run_from(&mut pc, &mut calls, &mut loops);
        self.pc = pc;
        self.calls = calls;
        self.loops = loops;
        r
    }

    fn run_from(
        &mut self,
        pc_ref: &mut usize,
        calls: &mut Vec<(usize, usize)>,
        loops: &mut Vec<LoopState>,
    ) -> Result<Done, RunError> {
        let p = self.p;
        let v = p.prog.version;
        let mut pc = *pc_ref;
        loop {
            *pc_ref = pc;
            let Some(ins) = p.code.get(pc) else {
                if calls.is_empty() {
                    self.trace_flush(Some("end"));
                    return Ok(Done::End);
                }
                return bad_program("a subroutine runs past the end of the program without ret");
            };
            let ins: &Instruction = ins;
            let op = ins.opcode;
            let Some(row) = table::lookup(op) else {
                return unsupported(format!(
                    "instruction {pc}: '?' is not supported by the interpreter"
                ));
            };
            let sem = row.semantics;
            if matches!(sem, Semantics::Declaration | Semantics::Nothing) {
                pc += 1;
                continue;
            }
            if op == op::TEX && v.is_ps() && v.major >= 2 && self.grads.is_none() {
                // texld/texldp/texldb: the quad sets the derivatives of the
                // coordinates (`grads`) and resumes here.
                return Ok(Done::Deriv);
            }
            if self.trace.is_some() {
                self.trace_flush(None);
                if sem != Semantics::Derivative {
                    self.trace_at = Some(pc);
                }
            }
            if sem == Semantics::Derivative {
                // dsx/dsy: the quad computes it from its four members.
                if !v.is_ps() {
                    return bad_program(format!("instruction {pc}: dsx/dsy in a vertex shader"));
                }
                return Ok(Done::Deriv);
            }
            self.steps += 1;
            if self.steps > self.max_steps {
                return over_limit(format!(
                    "stopped after {} steps, the most one invocation may take (--max-steps)",
                    self.max_steps
                ));
            }
            if self.steps % crate::run::budget::BLOCK == 1 {
                crate::run::budget::charge(
                    (self.steps - 1 - self.charged) * crate::run::budget::ALONE,
                )?;
                self.charged = self.steps - 1;
            }
            let at = at(pc);
            if ins.predicate.is_some() && ins.dst.is_none() {
                let name = table::lookup(op).map(|r| r.name(v.code())).unwrap_or("?");
                return unsupported(format!(
                    "instruction {pc}: a predicated '{name}' is not supported by the interpreter"
                ));
            }
            match sem {
                Semantics::Jump => {
                    match self.flow(pc, ins, calls, loops)? {
                        Some(Step::Next(next)) => pc = next,
                        Some(Step::Stop(done)) => return Ok(done),
                        None => {
                            return internal(format!(
                                "instruction {pc}: a jump the machine does not take"
                            ))
                        }
                    }
                    continue;
                }
                Semantics::Kill => {
                    if self.texkill(pc, ins)? {
                        self.trace_flush(Some("discard"));
                        return Ok(Done::Discard);
                    }
                }
                Semantics::Texture => {
                    if op == op::TEX && v.major < 2 {
                        return unsupported(format!(
                            "instruction {pc}: ps_1_x 'tex' is not supported by the interpreter"
                        ));
                    }
                    let r = self.texture(ins);
                    self.grads = None;
                    r.map_err(at)?;
                }
                Semantics::Matrix { columns, rows } => {
                    self.matrix(ins, columns.into(), rows.into()).map_err(at)?
                }
                Semantics::Arithmetic => self.arith(pc, ins)?,
                Semantics::PixelShader1 => {
                    return unsupported(format!(
                        "instruction {pc}: '{}' is not supported by the interpreter",
                        row.name(v.code())
                    ))
                }
                // Taken before the step is counted.
                Semantics::Declaration | Semantics::Nothing | Semantics::Derivative => {}
            }
            pc += 1;
        }
    }

    /// The comparison of `ifc` and `break_comp`.
    fn compare(&self, ins: &Instruction) -> Result<bool, RunError> {
        let a = self.src(arg(ins, 0)?)?[0];
        let b = self.src(arg(ins, 1)?)?[0];
        alu::compare(ins.control, a, b)
            .ok_or_else(|| RunError::new(format!("bad comparison code {}", ins.control)))
    }

    /// Flow control: where the program goes on, or why it stops; `None`
    /// for other instructions.
    fn flow(
        &mut self,
        pc: usize,
        ins: &Instruction,
        calls: &mut Vec<(usize, usize)>,
        loops: &mut Vec<LoopState>,
    ) -> Result<Option<Step>, RunError> {
        let p = self.p;
        let at = at(pc);
        let op = ins.opcode;
        let next = match op {
            op::LABEL => {
                // A label ends the main program; a subroutine must ret.
                if calls.is_empty() {
                    self.trace_flush(Some("end"));
                    return Ok(Some(Step::Stop(Done::End)));
                }
                return bad_program(format!(
                    "instruction {pc}: a subroutine runs into a label without ret"
                ));
            }
            op::RET => match calls.pop() {
                None => {
                    self.trace_flush(Some("end"));
                    return Ok(Some(Step::Stop(Done::End)));
                }
                Some((ret, depth)) => {
                    loops.truncate(depth);
                    ret
                }
            },
            op::CALL | op::CALLNZ => {
                let taken = op == op::CALL || self.cond(arg(ins, 1)?).map_err(at)?;
                if !taken {
                    return Ok(Some(Step::Next(pc + 1)));
                }
                let l = arg(ins, 0)?;
                let Some(&target) = p.labels.get(&l.reg.num) else {
                    return bad_program(format!(
                        "instruction {pc}: call to l{}, which is not defined",
                        l.reg.num
                    ));
                };
                if calls.len() >= MAX_CALL_DEPTH {
                    return bad_program(format!(
                        "instruction {pc}: calls nested deeper than {MAX_CALL_DEPTH}"
                    ));
                }
                calls.push((pc + 1, loops.len()));
                target + 1
            }
            op::IF | op::IFC => {
                let c = if op == op::IF {
                    self.cond(arg(ins, 0)?).map_err(at)?
                } else {
                    self.compare(ins).map_err(at)?
                };
                if c {
                    pc + 1
                } else {
                    p.jump[pc] + 1
                }
            }
            op::ELSE => p.jump[pc] + 1,
            op::ENDIF => pc + 1,
            op::LOOP | op::REP => {
                let is_loop = op == op::LOOP;
                let ireg = self.int_reg(arg(ins, usize::from(is_loop))?).map_err(at)?;
                let count = ireg[0].max(0) as i64;
                if count == 0 {
                    return Ok(Some(Step::Next(p.jump[pc] + 1)));
                }
                loops.push(LoopState {
                    end: p.jump[pc],
                    remaining: count,
                    is_loop,
                    step: ireg[2],
                    saved_al: self.al,
                });
                if is_loop {
                    self.al = ireg[1];
                }
                pc + 1
            }
            op::ENDLOOP | op::ENDREP => {
                let Some(l) = loops.last_mut() else {
                    return bad_program(format!(
                        "instruction {pc}: end of a loop that is not running"
                    ));
                };
                l.remaining -= 1;
                if l.remaining > 0 {
                    if l.is_loop {
                        self.al = self.al.wrapping_add(l.step);
                    }
                    p.jump[pc] + 1
                } else {
                    if l.is_loop {
                        self.al = l.saved_al;
                    }
                    loops.pop();
                    pc + 1
                }
            }
            op::BREAK | op::BREAKC | op::BREAKP => {
                let taken = match op {
                    op::BREAK => true,
                    op::BREAKC => self.compare(ins).map_err(at)?,
                    _ => self.cond(arg(ins, 0)?).map_err(at)?,
                };
                if !taken {
                    return Ok(Some(Step::Next(pc + 1)));
                }
                let Some(l) = loops.pop() else {
                    return bad_program(format!("instruction {pc}: break outside a running loop"));
                };
                if l.is_loop {
                    self.al = l.saved_al;
                }
                l.end + 1
            }
            _ => return Ok(None),
        };
        Ok(Some(Step::Next(next)))
    }

    /// texkill: whether the pixel is discarded, when a tested component of
    /// the register is below 0: x, y, z in ps_1_x (the texkill page), all
    /// four from ps_2_0 on, which is what Microsoft's compiler relies on
    /// (`clip(v.xyz)` fills w with z before a bare `texkill r0`; Wine
    /// tests xyzw too). With a predicate, only the components whose
    /// predicate is true are tested.
    fn texkill(&mut self, pc: usize, ins: &Instruction) -> Result<bool, RunError> {
        let v = self.p.prog.version;
        let Some(d) = &ins.dst else {
            return bad_program(format!("instruction {pc}: texkill without a register"));
        };
        if !v.is_ps() {
            return bad_program(format!("instruction {pc}: texkill in a vertex shader"));
        }
        let src = SrcOperand {
            reg: d.reg,
            swizzle: 0xE4,
            modifier: SrcMod::NONE,
            relative: d.relative,
            token: 0,
        };
        let x = self.fetch(&src, 0).map_err(at(pc))?;
        let live = self.mask(ins, &DstOperand { mask: 0xF, ..*d });
        let tested = if v.major >= 2 { 4 } else { 3 };
        Ok((0..tested).any(|k| live & (1 << k) != 0 && x[k] < 0.0))
    }

    /// m4x4 m4x3 m3x4 m3x3 m3x2 (`n` columns, `rows` rows, from the
    /// table): dp4/dp3 with consecutive registers of the second source.
    fn matrix(&mut self, ins: &Instruction, n: usize, rows: usize) -> Result<(), RunError> {
        let a = self.src(arg(ins, 0)?)?;
        let mut r = [0f32; 4];
        for (k, slot) in r.iter_mut().enumerate().take(rows) {
            let row = self.src_at(arg(ins, 1)?, k as i64)?;
            *slot = if n == 4 {
                alu::dp4(self.legacy_mul, &a, &row)
            } else {
                alu::dp3(self.legacy_mul, &a, &row)
            };
        }
        let mut ins2 = ins.clone();
        if let Some(d) = &mut ins2.dst {
            d.mask &= (1 << rows) - 1;
        }
        self.write(&ins2, r)
    }

    /// An arithmetic instruction (`alu.rs`).
    fn arith(&mut self, pc: usize, ins: &Instruction) -> Result<(), RunError> {
        let (op, v) = (ins.opcode, self.p.prog.version);
        let need = table::lookup(op).map(|r| r.src_count(v.code()) as usize);
        if !alu::OPCODES.contains(&op) || need != Some(ins.srcs.len()) || ins.dst.is_none() {
            let name = table::lookup(op).map(|r| r.name(v.code())).unwrap_or("?");
            return unsupported(format!(
                "instruction {pc}: '{name}' is not supported by the interpreter"
            ));
        }
        let srcs: Vec<Vec4> = ins
            .srcs
            .iter()
            .map(|s| self.src(s))
            .collect::<Result<_, _>>()
            .map_err(at(pc))?;
        let Some(r) = alu::exec(op, ins.control, v.major < 2, self.legacy_mul, &srcs) else {
            return bad_program(format!(
                "instruction {pc}: bad comparison code {}",
                ins.control
            ));
        };
        self.write(ins, r).map_err(at(pc))
    }
}

/// Where [`Machine::flow`] sends the program.
enum Step {
    /// On at this instruction.
    Next(usize),
    /// The run ends.
    Stop(Done),
}

/// Puts the instruction index before an error.
fn at(pc: usize) -> impl Fn(RunError) -> RunError {
    move |e| e.within(format!("instruction {pc}"))
}

impl Drop for Machine<'_, '_> {
    fn drop(&mut self) {
        crate::run::budget::settle(
            (self.steps - self.charged.min(self.steps)) * crate::run::budget::ALONE,
        );
    }
}

impl<'p, 'a> Machine<'p, 'a> {
    /// A machine for `p` with the input constants (the shader's
    /// `def`/`defi`/`defb` applied over them) and the textures.
    pub(crate) fn new(
        p: &'p Prepared<'a>,
        consts: &Consts,
        mem: Rc<Memory>,
        max_steps: u64,
    ) -> Machine<'p, 'a> {
        let mut c = vec![[0f32; 4]; p.const_count];
        c[..consts.c.len()].copy_from_slice(&consts.c);
        for (n, x) in &p.defs_c {
            if let Some(r) = c.get_mut(*n) {
                *r = *x;
            }
        }
        let mut i = [[0i32; 4]; INTS];
        i[..consts.i.len()].copy_from_slice(&consts.i);
        for (n, x) in &p.defs_i {
            i[*n] = *x;
        }
        let mut b = [false; BOOLS];
        b[..consts.b.len()].copy_from_slice(&consts.b);
        for (n, x) in &p.defs_b {
            b[*n] = *x;
        }
        Machine {
            p,
            c,
            i,
            b,
            r: [[0.0; 4]; TEMPS],
            v: [[0.0; 4]; INPUTS],
            t: [[0.0; 4]; TEXCOORDS],
            misc: [[0.0; 4]; 2],
            o: [[0.0; 4]; OUT_SLOTS],
            a0: [0; 4],
            al: 0,
            p0: [false; 4],
            steps: 0,
            charged: 0,
            max_steps,
            legacy_mul: true,
            trace: None,
            trace_at: None,
            trace_writes: Vec::new(),
            grads: None,
            mem,
            pc: 0,
            calls: Vec::new(),
            loops: Vec::new(),
        }
    }

    /// The printed outputs: (name, bits, components).
    pub(crate) fn outputs(&self) -> Vec<(String, [u32; 4], usize)> {
        self.p
            .outputs
            .iter()
            .map(|o| (o.name.clone(), self.o[o.slot].map(f32::to_bits), o.comps))
            .collect()
    }
}

/// The input's `legacy_mul`: `true` (the default) or `false`.
pub(crate) fn read_legacy_mul(v: &Value) -> Result<bool, RunError> {
    v.as_bool()
        .ok_or_else(|| RunError::of(ErrorKind::Input, "legacy_mul: true or false"))
}

/// Template textures and sampler states for the sampler stages given
/// (stage, texture dimension): a 2×2 (cube: 1×1 per face; volume 2×2×2)
/// texture of 0/1 colours, linear filtering, clamped.
pub(crate) fn texture_templates(stages: &[(u32, ResourceDim)], o: &mut Map<String, Value>) {
    use serde_json::json;
    if stages.is_empty() {
        return;
    }
    let mut rs = Map::new();
    let mut ss = Map::new();
    for (reg, d) in stages {
        let texel = |k: usize| json!([(k % 2) as f32, ((k / 2) % 2) as f32, 0.0, 1.0]);
        let t = match *d {
            ResourceDim::TEXTURECUBE => json!({"width": 1, "height": 1,
                "data": (0..6).map(texel).collect::<Vec<_>>()}),
            ResourceDim::TEXTURE3D => json!({"width": 2, "height": 2, "depth": 2,
                "data": (0..8).map(texel).collect::<Vec<_>>()}),
            _ => json!({"width": 2, "height": 2, "data": (0..4).map(texel).collect::<Vec<_>>()}),
        };
        let mut t = t;
        t["mips"] = json!(1);
        rs.insert(format!("s{reg}"), t);
        ss.insert(
            format!("s{reg}"),
            json!({"filter": "linear", "address": "clamp", "mip_lod_bias": 0.0}),
        );
    }
    o.insert("resources".into(), Value::Object(rs));
    o.insert("samplers".into(), Value::Object(ss));
}
