//! Direct3D 9 instructions as HLSL statements: registers as `float4`
//! values, sources with their swizzles and modifiers, each instruction's
//! arithmetic as the HLSL that compiles back to it.

use crate::hlsl::error::Unexpressed;
use crate::sm1::ir::{DstOperand, Instruction, Relative, SrcOperand};
use crate::sm1::table::{op, reg, SrcMod, TextureType, COMPARISONS};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// What the statements refer to.
pub(super) struct Context<'a> {
    /// Float constants are one array (`c[N]`).
    pub(super) relative: bool,
    /// How many `loop` blocks are open (the innermost's counter is `aL`).
    pub(super) loop_depth: std::cell::Cell<usize>,
    pub(super) version: crate::sm1::ir::Version,
    pub(super) defs: &'a BTreeMap<u16, [f32; 4]>,
    /// Each `def`'s value as HLSL (`float4(1.0, 0.0, 0.5, 2.0)`), written
    /// once for all its reads.
    pub(super) def_texts: BTreeMap<u16, String>,
    pub(super) samplers: &'a BTreeMap<u16, TextureType>,
    pub(super) defb: &'a BTreeMap<u16, bool>,
    /// `defi` constants by register: count, start and step.
    pub(super) defi: &'a BTreeMap<u16, [i32; 3]>,
    /// Whether the registers are `precise` (the compiler then keeps each
    /// operation as written).
    pub(super) precise: bool,
}

/// Each `def`'s value as HLSL: `float4(1.0, 0.0, 0.5, 2.0)`.
pub(super) fn def_texts(defs: &BTreeMap<u16, [f32; 4]>) -> BTreeMap<u16, String> {
    defs.iter()
        .map(|(&r, v)| {
            let parts: Vec<String> = v.iter().map(|x| literal(*x)).collect();
            (r, ["float4(", &parts.join(", "), ")"].concat())
        })
        .collect()
}

/// A float as HLSL text that reads back as the same float.
pub(super) fn literal(x: f32) -> String {
    let s = format!("{x:?}");
    if s.contains('.') || s.contains('e') {
        s
    } else {
        format!("{s}.0")
    }
}

pub(super) trait AsSource {
    fn reg_src(&self) -> SrcOperand;
}

impl AsSource for DstOperand {
    /// The destination's register as a source of all four components.
    fn reg_src(&self) -> SrcOperand {
        SrcOperand {
            reg: self.reg,
            swizzle: 0xE4,
            modifier: SrcMod::NONE,
            relative: self.relative,
            token: 0,
        }
    }
}

const XYZW: [char; 4] = ['x', 'y', 'z', 'w'];

impl Context<'_> {
    /// A register as an HLSL `float4` value, without swizzle or modifier.
    pub(super) fn name(&self, s: &SrcOperand) -> Result<String, Unexpressed> {
        // A register chosen at run time: float constants at `a0` or `aL`
        // (one array, `c`), vs_3_0/ps_3_0 inputs at `aL` (the array `v`).
        let array = match s.reg.ty {
            reg::CONST => "c",
            reg::INPUT => "v",
            _ => "",
        };
        if !array.is_empty() && s.relative.is_some() {
            let at = match s.relative {
                Some(Relative::ImplicitA0) if array == "c" => "a0.x".to_string(),
                Some(Relative::Token(a)) if a.reg.ty == reg::ADDR && array == "c" => {
                    format!("a0.{}", XYZW[(a.swizzle & 3) as usize])
                }
                Some(Relative::Token(a)) if a.reg.ty == reg::LOOP => match self.loop_depth.get() {
                    0 => return Err(Unexpressed("aL outside a loop".into())),
                    d => format!("aL{}", d - 1),
                },
                _ if array == "v" => {
                    return Err(Unexpressed(
                        "an input register chosen at run time other than at aL in a loop".into(),
                    ))
                }
                _ => {
                    return Err(Unexpressed(
                        "an address register that is not a0 or aL".into(),
                    ))
                }
            };
            return Ok(if s.reg.num == 0 {
                format!("{array}[{at}]")
            } else {
                format!("{array}[{at} + {}]", s.reg.num)
            });
        }
        if s.reg.ty == reg::CONST && self.relative && !self.defs.contains_key(&s.reg.num) {
            return Ok(format!("c[{}]", s.reg.num));
        }
        if s.reg.ty == reg::CONST {
            if let Some(v) = self.def_texts.get(&s.reg.num) {
                return Ok(v.clone());
            }
        }
        Ok(match s.reg.ty {
            reg::TEMP
            | reg::INPUT
            | reg::CONST
            | reg::RASTOUT
            | reg::ATTROUT
            | reg::OUTPUT
            | reg::COLOROUT
            | reg::DEPTHOUT
            | reg::MISCTYPE => crate::sm1::print::reg_name(self.version, s.reg),
            reg::TEXTURE if self.version.is_ps() => format!("t{}", s.reg.num),
            other => {
                return Err(Unexpressed(format!(
                    "register type {} as a value is not decompiled yet",
                    other.0
                )))
            }
        })
    }

    /// Source `s`'s components at the destination's `comps`, with its
    /// modifier.
    pub(super) fn src(&self, s: &SrcOperand, comps: &[usize]) -> Result<String, Unexpressed> {
        let name = self.name(s)?;
        let (pre, post) = match s.modifier {
            SrcMod::NONE => ("", ""),
            SrcMod::NEG => ("(-", ")"),
            SrcMod::ABS => ("abs(", ")"),
            SrcMod::ABS_NEG => ("(-abs(", "))"),
            other => {
                return Err(Unexpressed(format!(
                    "source modifier {} is not decompiled yet",
                    other.0
                )))
            }
        };
        let mut v = String::with_capacity(pre.len() + name.len() + 1 + comps.len() + post.len());
        v.push_str(pre);
        v.push_str(&name);
        v.push('.');
        v.extend(
            comps
                .iter()
                .map(|c| XYZW[((s.swizzle >> (2 * c)) & 3) as usize]),
        );
        v.push_str(post);
        Ok(v)
    }

    /// The condition of `if`, `break_comp`, `breakp` and `if_comp`.
    pub(super) fn test(&self, ins: &Instruction) -> Result<String, Unexpressed> {
        let s = ins
            .srcs
            .first()
            .ok_or_else(|| Unexpressed("a test without its operand".into()))?;
        if matches!(ins.opcode, op::IFC | op::BREAKC) {
            let b = ins
                .srcs
                .get(1)
                .ok_or_else(|| Unexpressed("a comparison without its operands".into()))?;
            let cmp = comparison(ins.control)?;
            // A conditional break is written under `[flatten]`, where the
            // compiler computes the test as it selects.
            let flat = self.flattened() || ins.opcode == op::BREAKC;
            return Ok(self.compared(&self.src(s, &[0])?, cmp, &self.src(b, &[0])?, flat));
        }
        let c = ((s.swizzle) & 3) as usize;
        if self.flattened() && s.reg.ty == reg::CONSTBOOL && !self.defb.contains_key(&s.reg.num) {
            return Err(Unexpressed(format!(
                "a branch on boolean constant b{} in ps_2_x has no HLSL: the compiler has no \
                 branches in ps_2_a, ps_2_b and ps_2_sw, and selects on a boolean it reads \
                 from a float constant register instead (X4509)",
                s.reg.num
            )));
        }
        let (value, not) = match s.reg.ty {
            reg::CONSTBOOL => (
                match self.defb.get(&s.reg.num) {
                    Some(b) => b.to_string(),
                    None => format!("b{}", s.reg.num),
                },
                s.modifier == SrcMod::NOT,
            ),
            reg::PREDICATE => (
                ["p0.", ["x", "y", "z", "w"][c]].concat(),
                s.modifier == SrcMod::NOT,
            ),
            other => {
                return Err(Unexpressed(format!(
                    "a test of register type {} is not decompiled yet",
                    other.0
                )))
            }
        };
        Ok(if not { ["!", &value].concat() } else { value })
    }

    /// Whether the profile has no branches in HLSL (ps_2_a, ps_2_b,
    /// ps_2_sw): the compiler selects there.
    pub(super) fn flattened(&self) -> bool {
        self.version.is_ps() && self.version.major == 2 && self.version.minor != 0
    }

    /// `a cmp b`. Where the compiler computes a comparison rather than
    /// branching on it (`flat`), it selects on `a - b`, and for `==` and
    /// `!=` it may square the difference first, which makes every
    /// difference under about 1e-22 zero. The difference's magnitude
    /// (`abs`) keeps it.
    fn compared(&self, a: &str, cmp: &str, b: &str, flat: bool) -> String {
        if flat && matches!(cmp, "==" | "!=") {
            // `b` in parentheses where it is more than one term (`1 - x`).
            if b.contains(' ') || b.starts_with('-') {
                ["abs(", a, " - (", b, ")) ", cmp, " 0"].concat()
            } else {
                ["abs(", a, " - ", b, ") ", cmp, " 0"].concat()
            }
        } else {
            [a, " ", cmp, " ", b].concat()
        }
    }

    /// `dst = value;` for an instruction with a destination.
    pub(super) fn assignment(&self, ins: &Instruction) -> Result<String, Unexpressed> {
        let Some(dst) = &ins.dst else {
            return Err(Unexpressed(format!(
                "'{}' is not decompiled yet",
                crate::sm1::table::lookup(ins.opcode).map_or("?", |r| r.name(self.version.code()))
            )));
        };
        let comps: Vec<usize> = (0..4).filter(|c| dst.mask & (1 << c) != 0).collect();
        if comps.is_empty() {
            return Ok(String::new());
        }
        let n = comps.len();
        let letters: String = comps.iter().map(|c| XYZW[*c]).collect();
        if ins.opcode == op::SETP {
            let cmp = comparison(ins.control)?;
            let (x, y) = (ins.srcs.first(), ins.srcs.get(1));
            let (Some(x), Some(y)) = (x, y) else {
                return Err(Unexpressed("setp without its operands".into()));
            };
            // Kept in a `bool4`, a comparison is computed, not branched on.
            let value = self.compared(&self.src(x, &comps)?, cmp, &self.src(y, &comps)?, true);
            if ins.predicate.is_some() {
                return Err(Unexpressed(
                    "a predicated setp is not decompiled yet".into(),
                ));
            }
            return Ok(format!("p0.{letters} = {value};"));
        }
        if dst.reg.ty == reg::ADDR {
            if !matches!(ins.opcode, op::MOVA | op::MOV) || ins.predicate.is_some() {
                return Err(Unexpressed(
                    "the address register written by other than mova".into(),
                ));
            }
            // Rounded to the nearest whole number, halves away from zero
            // (exactly: the fraction is found by subtraction).
            let x = self.src(
                ins.srcs
                    .first()
                    .ok_or_else(|| Unexpressed("mova without its source".into()))?,
                &comps,
            )?;
            return Ok(format!(
                "a0.{letters} = trunc({x}) + ((abs({x} - trunc({x})) >= 0.5) ? sign({x}) : 0.0);"
            ));
        }
        let target_reg = self.name(&dst.reg_src())?;
        let target = [&target_reg, ".", &letters].concat();
        let s = |k: usize| -> Result<&SrcOperand, Unexpressed> {
            ins.srcs
                .get(k)
                .ok_or_else(|| Unexpressed("too few operands".into()))
        };
        let a = |k: usize| -> Result<String, Unexpressed> { self.src(s(k)?, &comps) };
        // A scalar (the source's first selected component) in every
        // destination component.
        let scalar = |k: usize, c: usize| -> Result<String, Unexpressed> { self.src(s(k)?, &[c]) };
        let splat = |e: String| {
            if n == 1 {
                e
            } else {
                ["(float", itoa::Buffer::new().format(n), ")(", &e, ")"].concat()
            }
        };
        let fv = |n: usize| {
            if n == 1 {
                "float".to_string()
            } else {
                format!("float{n}")
            }
        };
        let dot = |k: usize| -> Result<String, Unexpressed> {
            let all: Vec<usize> = (0..k).collect();
            let (x, y) = (self.src(s(0)?, &all)?, self.src(s(1)?, &all)?);
            Ok(["dot(", &x, ", ", &y, ")"].concat())
        };
        let form = crate::sm1::table::lookup(ins.opcode).map_or("", |r| r.hlsl);
        let value = match ins.opcode {
            // One expression, from the table (Direct3D 9's mad rounds the
            // product, then the sum: as mul and add, one instruction).
            _ if !form.is_empty() => {
                let (kind, form) = form.split_at(1);
                let e = super::super::form::render(form, n, |x| match x.as_bytes() {
                    [d @ b'0'..=b'2'] => a(usize::from(d - b'0')),
                    [b'S', d @ b'0'..=b'2'] => scalar(usize::from(d - b'0'), 0),
                    _ => Err(Unexpressed(format!("the table's form item {{{x}}}"))),
                })?;
                if kind == "s" {
                    splat(e)
                } else {
                    e
                }
            }
            op::DP3 => splat(dot(3)?),
            op::DP4 => splat(dot(4)?),
            op::DP2ADD => splat(format!("{} + {}", dot(2)?, scalar(2, 0)?)),
            op::EXPP if self.version.major >= 2 => splat(format!("exp2({})", scalar(0, 0)?)),
            op::NRM => {
                let x = self.src(s(0)?, &[0, 1, 2])?;
                format!("{} * rsqrt(dot({x}, {x}))", a(0)?)
            }
            op::CRS => {
                let c = format!(
                    "cross({}, {})",
                    self.src(s(0)?, &[0, 1, 2])?,
                    self.src(s(1)?, &[0, 1, 2])?
                );
                if comps.contains(&3) {
                    return Err(Unexpressed("crs writes x, y and z only".into()));
                }
                format!("({c}).{letters}")
            }
            op::SINCOS => {
                if comps.iter().any(|c| *c > 1) {
                    return Err(Unexpressed("sincos writes x and y only".into()));
                }
                let x = scalar(0, 0)?;
                format!("float2(cos({x}), sin({x})).{letters}")
            }
            // The instruction, not HLSL's `lit()`, whose power is not
            // clamped and whose tests differ (`n_dot_h < 0`): where the
            // model branches, as the instruction reads; else as selects.
            op::LIT => {
                let x = self.src(s(0)?, &[0, 1, 3])?;
                let power = format!("pow({x}.y, clamp({x}.z, -127.9961, 127.9961))");
                if self.version.major >= 3 || (self.version.major == 2 && self.version.minor != 0) {
                    if ins.predicate.is_some() {
                        return Err(Unexpressed("a predicated lit is not decompiled yet".into()));
                    }
                    let value = if dst.result_mod & 1 != 0 {
                        "saturate(lit_value)"
                    } else {
                        "lit_value"
                    };
                    return Ok(format!(
                        "{{\n    float4 lit_value = float4(1.0, 0.0, 0.0, 1.0);\n    \
                         [branch] if ({x}.x > 0.0) {{\n        lit_value.y = {x}.x;\n        \
                         [branch] if ({x}.y > 0.0) {{\n            lit_value.z = {power};\n        \
                         }}\n    }}\n    {target} = {value}.{letters};\n}}"
                    ));
                }
                format!(
                    "float4(1.0, ({x}.x > 0.0) ? {x}.x : 0.0, ({x}.x > 0.0 && {x}.y > 0.0) ? {power} : 0.0, 1.0).{letters}"
                )
            }
            op::DST => format!(
                "dst({}, {}).{letters}",
                self.src(s(0)?, &[0, 1, 2, 3])?,
                self.src(s(1)?, &[0, 1, 2, 3])?
            ),
            op if crate::sm1::table::matrix_rows(op) > 1 => {
                let Some(crate::sm1::table::Semantics::Matrix { columns, rows }) =
                    crate::sm1::table::lookup(op).map(|r| r.semantics)
                else {
                    return Err(Unexpressed("a matrix macro without its shape".into()));
                };
                let (k, rows) = (usize::from(columns), usize::from(rows));
                let all: Vec<usize> = (0..k).collect();
                let x = self.src(s(0)?, &all)?;
                let m = s(1)?;
                let mut parts = Vec::new();
                for &c in &comps {
                    if c >= rows {
                        return Err(Unexpressed("a matrix row past the matrix".into()));
                    }
                    let mut row = *m;
                    row.reg.num += c as u16;
                    parts.push(format!("dot({x}, {})", self.src(&row, &all)?));
                }
                if n == 1 {
                    parts.remove(0)
                } else {
                    format!("float{n}({})", parts.join(", "))
                }
            }
            // Predicated and saturated below, as any other value.
            op::TEX | op::TEXLDL | op::TEXLDD => self.texture(ins, &comps)?,
            other => {
                return Err(Unexpressed(format!(
                    "'{}' is not decompiled yet",
                    crate::sm1::table::lookup(other).map_or("?", |r| r.name(self.version.code()))
                )))
            }
        };
        let value = if dst.result_mod & 1 != 0 {
            ["saturate(", &value, ")"].concat()
        } else {
            value
        };
        match &ins.predicate {
            None => Ok([&target, " = ", &value, ";"].concat()),
            // Vertex shaders have no `cmp`: the compiler would blend a
            // select's two values arithmetically, which differs for
            // infinities, NaNs and denormals. A branch on each predicate
            // component keeps the write exact.
            Some(p) if !self.version.is_ps() => {
                let not = if p.modifier == SrcMod::NOT { "!" } else { "" };
                // (predicate component, destination letters, value letters)
                let mut groups: Vec<(char, String, String)> = Vec::new();
                for (k, &c) in comps.iter().enumerate() {
                    let pc = XYZW[((p.swizzle >> (2 * c)) & 3) as usize];
                    let g = match groups.iter().position(|g| g.0 == pc) {
                        Some(g) => g,
                        None => {
                            groups.push((pc, String::new(), String::new()));
                            groups.len() - 1
                        }
                    };
                    groups[g].1.push(XYZW[c]);
                    groups[g].2.push(XYZW[k]);
                }
                if let [(pc, _, _)] = &groups[..] {
                    return Ok(format!(
                        "[branch] if ({not}p0.{pc}) {{
    {target} = {value};
}}"
                    ));
                }
                // The value once, before any component is written.
                let mut text = format!(
                    "{{
    {} pv = {value};
",
                    fv(n)
                );
                for (pc, to, from) in &groups {
                    let _ = writeln!(
                        text,
                        "    [branch] if ({not}p0.{pc}) {{
        {target_reg}.{to} = pv.{from};
    }}"
                    );
                }
                text.push('}');
                Ok(text)
            }
            Some(p) => {
                // Each component written where its predicate component is
                // true (`!p0` where it is false).
                let picked: String = comps
                    .iter()
                    .map(|c| XYZW[((p.swizzle >> (2 * c)) & 3) as usize])
                    .collect();
                let not = if p.modifier == SrcMod::NOT { "!" } else { "" };
                Ok(format!(
                    "{target} = ({not}p0.{picked}) ? ({}){value} : {target};",
                    fv(n)
                ))
            }
        }
    }

    /// `sincos` of the value `v` (an expression).
    pub(super) fn sincos_of(&self, ins: &Instruction, v: &str) -> Result<String, Unexpressed> {
        let Some(dst) = &ins.dst else {
            return Err(Unexpressed("sincos without its destination".into()));
        };
        if ins.predicate.is_some() || dst.result_mod & 1 != 0 {
            return Err(Unexpressed("a predicated or saturated sincos".into()));
        }
        let comps: Vec<usize> = (0..4).filter(|c| dst.mask & (1 << c) != 0).collect();
        if comps.iter().any(|c| *c > 1) {
            return Err(Unexpressed("sincos writes x and y only".into()));
        }
        let letters: String = comps.iter().map(|c| XYZW[*c]).collect();
        let target = format!("{}.{letters}", self.name(&dst.reg_src())?);
        Ok(format!("{target} = float2(cos({v}), sin({v})).{letters};"))
    }

    /// The value of `texld` (`texldp`, `texldb`), `texldl` or `texldd` at
    /// the destination's components `comps`.
    pub(super) fn texture(
        &self,
        ins: &Instruction,
        comps: &[usize],
    ) -> Result<String, Unexpressed> {
        let (Some(coord), Some(sampler)) = (ins.srcs.first(), ins.srcs.get(1)) else {
            return Err(Unexpressed("a texture read without its operands".into()));
        };
        if sampler.reg.ty != reg::SAMPLER {
            return Err(Unexpressed("a texture read without a sampler".into()));
        }
        let Some(kind) = self.samplers.get(&sampler.reg.num) else {
            return Err(Unexpressed("a sampler the program does not declare".into()));
        };
        let (f, k) = match *kind {
            TextureType::CUBE => ("texCUBE", 3),
            TextureType::VOLUME => ("tex3D", 3),
            _ => ("tex2D", 2),
        };
        let part: Vec<usize> = (0..k).collect();
        let s = format!("s{}", sampler.reg.num);
        let c4 = self.src(coord, &[0, 1, 2, 3])?;
        let call = match (ins.opcode, ins.control) {
            (op::TEX, 0) => format!("{f}({s}, {})", self.src(coord, &part)?),
            (op::TEX, 1) => format!("{f}proj({s}, {c4})"),
            (op::TEX, 2) => format!("{f}bias({s}, {c4})"),
            (op::TEXLDL, _) => format!("{f}lod({s}, {c4})"),
            (op::TEXLDD, _) => {
                let (Some(gx), Some(gy)) = (ins.srcs.get(2), ins.srcs.get(3)) else {
                    return Err(Unexpressed("texldd without its gradients".into()));
                };
                format!(
                    "{f}grad({s}, {}, {}, {})",
                    self.src(coord, &part)?,
                    self.src(gx, &part)?,
                    self.src(gy, &part)?
                )
            }
            _ => {
                return Err(Unexpressed(
                    "this texture read is not decompiled yet".into(),
                ))
            }
        };
        let picked: String = comps
            .iter()
            .map(|c| XYZW[((sampler.swizzle >> (2 * c)) & 3) as usize])
            .collect();
        Ok(format!("({call}).{picked}"))
    }
}

/// A comparison control's operator.
fn comparison(control: u8) -> Result<&'static str, Unexpressed> {
    Ok(match COMPARISONS[(control & 7) as usize] {
        "gt" => ">",
        "eq" => "==",
        "ge" => ">=",
        "lt" => "<",
        "ne" => "!=",
        "le" => "<=",
        _ => return Err(Unexpressed("a comparison without its operator".into())),
    })
}
