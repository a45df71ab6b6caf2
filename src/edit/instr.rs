//! One instruction of either family, its operands read as plain facts
//! (register, index, mask or swizzle, modifier) and changed in place.

use super::family::Family;
use crate::sm1::ir as s1;
use crate::sm4::ir as s4;
use crate::sm4::print::Kind;

/// An instruction or declaration of either family.
// Unboxed: a program's instructions are all of one family, so a list
// of them wastes nothing, and boxing would allocate per instruction.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Instr {
    /// Shader model 4-5.
    Sm4(s4::Instruction),
    /// Shader model 1-3.
    Sm1(s1::Instruction),
}

/// One index of an operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IndexPart {
    /// An immediate index (`r5`, `cb0[7]`).
    Imm(u64),
    /// A relative index, as printed (`r0.x + 2`).
    Relative(String),
}

/// What an operand is, as the listing shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperandInfo {
    /// The operand as printed (`-r0.xyxx`, `cb0[3].x`, `l(1.0, 0, 0, 0)`).
    pub text: String,
    /// The register type as the listing names it (`r`, `v`, `o`, `cb`,
    /// `l`, `vThreadID`; Direct3D 9: `r`, `c`, `oPos`, `oT`).
    pub register: String,
    /// Its indices, outermost first.
    pub index: Vec<IndexPart>,
    /// A destination's write mask (`xy`).
    pub mask: Option<String>,
    /// A source's swizzle (`xyzw`, or one letter for a single component).
    pub swizzle: Option<String>,
    /// A source modifier (`neg`, `abs`, `abs_neg`; Direct3D 9 also `bias`,
    /// `bx2`, `comp`, `x2`, `dz`, `dw`, `not` and their `_neg` forms).
    pub modifier: Option<&'static str>,
    /// An immediate's 32-bit words.
    pub values: Vec<u32>,
    /// Whether the instruction writes it.
    pub destination: bool,
}

const LETTERS: [char; 4] = ['x', 'y', 'z', 'w'];

fn letters_of_mask(m: u8) -> String {
    (0..4)
        .filter(|i| m & (1 << i) != 0)
        .map(|i| LETTERS[i])
        .collect()
}

fn component(c: char) -> Result<u8, String> {
    match c {
        'x' | 'r' => Ok(0),
        'y' | 'g' => Ok(1),
        'z' | 'b' => Ok(2),
        'w' | 'a' => Ok(3),
        _ => Err(format!("`{c}` is not a component (x, y, z, w)")),
    }
}

/// A write mask from letters (`xz`): each component once, in order.
fn parse_mask(s: &str) -> Result<u8, String> {
    let mut m = 0u8;
    let mut last = -1i32;
    for c in s.chars() {
        let i = component(c)?;
        if i as i32 <= last {
            return Err(format!(
                "mask `{s}`: components go once each, in the order xyzw"
            ));
        }
        last = i as i32;
        m |= 1 << i;
    }
    if m == 0 {
        return Err("a mask names at least one component".into());
    }
    Ok(m)
}

/// A swizzle from one to four letters; a short one repeats its last
/// letter (`xy` is `xyyy`), as HLSL and the assemblers read it.
fn parse_swizzle(s: &str) -> Result<[u8; 4], String> {
    let comps: Vec<u8> = s.chars().map(component).collect::<Result<_, _>>()?;
    if comps.is_empty() || comps.len() > 4 {
        return Err(format!(
            "swizzle `{s}`: one to four components (x, y, z, w)"
        ));
    }
    Ok(std::array::from_fn(|i| comps[i.min(comps.len() - 1)]))
}

const SM4_MODIFIERS: [(&str, s4::Modifier); 3] = [
    ("neg", s4::Modifier::Neg),
    ("abs", s4::Modifier::Abs),
    ("abs_neg", s4::Modifier::AbsNeg),
];

const SM1_MODIFIERS: [(&str, crate::sm1::table::SrcMod); 13] = {
    use crate::sm1::table::SrcMod as M;
    [
        ("neg", M::NEG),
        ("bias", M::BIAS),
        ("bias_neg", M::BIAS_NEG),
        ("bx2", M::SIGN),
        ("bx2_neg", M::SIGN_NEG),
        ("comp", M::COMP),
        ("x2", M::X2),
        ("x2_neg", M::X2_NEG),
        ("dz", M::DZ),
        ("dw", M::DW),
        ("abs", M::ABS),
        ("abs_neg", M::ABS_NEG),
        ("not", M::NOT),
    ]
};

fn modifier_names<T>(table: &[(&str, T)]) -> String {
    table.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
}

/// The register part of a name as printed: the name without its number
/// (`c12` → `c`, `oT0` → `oT`, `oPos` stays).
fn register_of(name: &str) -> String {
    name.trim_end_matches(|c: char| c.is_ascii_digit())
        .to_string()
}

/// A printed line's head (mnemonic, predicate, modifiers) and its
/// operands, split at commas outside brackets and parentheses.
pub(super) fn split_operands(line: &str) -> (&str, Vec<&str>) {
    let line = line.trim_end();
    let mut commas = Vec::new();
    let mut last_space = None;
    let mut depth = 0i32;
    for (i, c) in line.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ' ' if depth == 0 && commas.is_empty() => last_space = Some(i),
            ',' if depth == 0 => commas.push(i),
            _ => {}
        }
    }
    // The first piece is "head operand0": the head ends at its last space
    // outside brackets.
    let Some(h) = last_space else {
        return (line, Vec::new());
    };
    let mut ops = Vec::new();
    let mut start = h + 1;
    for &c in &commas {
        ops.push(line[start..c].trim());
        start = c + 1;
    }
    ops.push(line[start..].trim());
    (&line[..h], ops)
}

impl Instr {
    /// The mnemonic without modifiers or suffixes (`add`, `sample_l`,
    /// `dcl_temps`; Direct3D 9 `texld`, `dcl`).
    pub fn mnemonic(&self, family: &Family) -> &'static str {
        match self {
            Instr::Sm4(i) => i.opcode.row().mnemonic,
            Instr::Sm1(i) => crate::sm1::table::lookup(i.opcode)
                .map_or("", |info| info.name(family.sm1_version().code())),
        }
    }

    /// The opcode number.
    pub fn opcode(&self) -> u32 {
        match self {
            Instr::Sm4(i) => i.opcode as u32,
            Instr::Sm1(i) => i.opcode.0 as u32,
        }
    }

    /// Whether it declares rather than computes (`dcl_*`, Direct3D 9
    /// `dcl` and `def*`).
    pub fn is_declaration(&self) -> bool {
        use crate::sm1::table::op;
        match self {
            Instr::Sm4(i) => i.is_declaration(),
            Instr::Sm1(i) => {
                matches!(i.opcode, op::DCL | op::DEF | op::DEFI | op::DEFB)
            }
        }
    }

    /// The line as the listing prints it (no indentation).
    pub fn text(&self, family: &Family) -> String {
        match self {
            Instr::Sm4(i) => {
                let mut out = String::new();
                crate::sm4::print::instruction(i, family.style(), &mut out);
                out
            }
            Instr::Sm1(i) => crate::sm1::print::instruction_text(family.sm1_version(), i),
        }
    }

    /// Whether the result is saturated (`_sat`).
    pub fn saturate(&self) -> bool {
        match self {
            Instr::Sm4(i) => i.saturate(),
            Instr::Sm1(i) => i.dst.is_some_and(|d| d.result_mod & 1 != 0),
        }
    }

    /// Sets or clears `_sat`, where the instruction has it.
    pub fn set_saturate(&mut self, on: bool) -> Result<(), String> {
        use crate::sm4::fields::Field;
        if self.is_declaration() {
            return Err("a declaration has no _sat".into());
        }
        match self {
            Instr::Sm4(i) if i.has_field(Field::Saturate) => {
                i.set_flag(Field::Saturate, on);
                Ok(())
            }
            Instr::Sm1(s1::Instruction { dst: Some(d), .. }) => {
                d.result_mod = (d.result_mod & !1) | on as u8;
                Ok(())
            }
            _ => Err("this instruction has no _sat".into()),
        }
    }

    /// How many operands it has.
    pub fn operand_count(&self) -> usize {
        match self {
            Instr::Sm4(i) => i.operands.len(),
            Instr::Sm1(i) => i.dst.is_some() as usize + i.srcs.len(),
        }
    }

    /// Operand `k`, if there is one.
    pub fn operand(&self, family: &Family, k: usize) -> Option<OperandInfo> {
        match self {
            Instr::Sm4(i) => sm4_operand(i, k, family.style()),
            Instr::Sm1(i) => sm1_operand(i, family.sm1_version(), k),
        }
    }

    /// Sets operand `k`'s write mask (a destination's: `xz`).
    pub fn set_mask(&mut self, k: usize, letters: &str) -> Result<(), String> {
        let m = parse_mask(letters)?;
        match self {
            Instr::Sm4(i) => {
                let op = sm4_slot(i, k)?;
                match &mut op.comps {
                    s4::Components::Four(sel @ s4::Selection::Mask(_)) => {
                        *sel = s4::Selection::Mask(m);
                        Ok(())
                    }
                    _ => Err(format!(
                        "operand {k} has no write mask (a source has a swizzle)"
                    )),
                }
            }
            Instr::Sm1(i) => match (&mut i.dst, k) {
                (Some(d), 0) => {
                    d.mask = m;
                    Ok(())
                }
                _ => Err(format!(
                    "operand {k} has no write mask (a source has a swizzle)"
                )),
            },
        }
    }

    /// Sets operand `k`'s swizzle (a source's: one to four letters; one
    /// letter where the operand selects a single component).
    pub fn set_swizzle(&mut self, k: usize, letters: &str) -> Result<(), String> {
        let s = parse_swizzle(letters)?;
        match self {
            Instr::Sm4(i) => {
                let op = sm4_slot(i, k)?;
                match &mut op.comps {
                    s4::Components::Four(sel @ s4::Selection::Swizzle(_)) => {
                        *sel = s4::Selection::Swizzle(s);
                        Ok(())
                    }
                    s4::Components::Four(sel @ s4::Selection::Select1(_)) => {
                        if letters.chars().count() != 1 {
                            return Err(format!(
                                "operand {k} selects one component: give one letter"
                            ));
                        }
                        *sel = s4::Selection::Select1(s[0]);
                        Ok(())
                    }
                    _ => Err(format!(
                        "operand {k} has no swizzle (a destination has a mask)"
                    )),
                }
            }
            Instr::Sm1(i) => {
                let first = i.dst.is_some() as usize;
                match k.checked_sub(first).and_then(|j| i.srcs.get_mut(j)) {
                    Some(src) => {
                        src.swizzle = s[0] | s[1] << 2 | s[2] << 4 | s[3] << 6;
                        Ok(())
                    }
                    None => Err(format!(
                        "operand {k} has no swizzle (a destination has a mask)"
                    )),
                }
            }
        }
    }

    /// Sets operand `k`'s source modifier (`None` removes it).
    pub fn set_modifier(&mut self, k: usize, name: Option<&str>) -> Result<(), String> {
        match self {
            Instr::Sm4(i) => {
                let kind = crate::sm4::print::operand_kinds(i.opcode).get(k).copied();
                let op = sm4_slot(i, k)?;
                if kind == Some(Kind::Dst) {
                    return Err(format!(
                        "operand {k} is a destination: it takes no modifier"
                    ));
                }
                op.modifier = match name {
                    None => s4::Modifier::None,
                    Some(n) => SM4_MODIFIERS
                        .iter()
                        .find(|(m, _)| *m == n)
                        .map(|(_, m)| *m)
                        .ok_or_else(|| {
                            format!(
                                "`{n}` is not a modifier (one of {})",
                                modifier_names(&SM4_MODIFIERS)
                            )
                        })?,
                };
                Ok(())
            }
            Instr::Sm1(i) => {
                let first = i.dst.is_some() as usize;
                let src = k
                    .checked_sub(first)
                    .and_then(|j| i.srcs.get_mut(j))
                    .ok_or_else(|| format!("operand {k} is not a source: it takes no modifier"))?;
                src.modifier = match name {
                    None => crate::sm1::table::SrcMod::NONE,
                    Some(n) => SM1_MODIFIERS
                        .iter()
                        .find(|(m, _)| *m == n)
                        .map(|(_, m)| *m)
                        .ok_or_else(|| {
                            format!(
                                "`{n}` is not a modifier (one of {})",
                                modifier_names(&SM1_MODIFIERS)
                            )
                        })?,
                };
                Ok(())
            }
        }
    }

    /// Sets operand `k`'s immediate indices (one per index; a relative
    /// index keeps its register and takes the number as its offset).
    pub fn set_index(&mut self, k: usize, index: &[u64]) -> Result<(), String> {
        match self {
            Instr::Sm4(i) => {
                let op = sm4_slot(i, k)?;
                if index.len() != op.indices.len() {
                    return Err(format!(
                        "operand {k} has {} indices; {} given",
                        op.indices.len(),
                        index.len()
                    ));
                }
                for (ix, &n) in op.indices.iter_mut().zip(index) {
                    let wide = matches!(ix.repr, 1 | 4);
                    if !wide && n > u32::MAX as u64 {
                        return Err(format!("index {n} does not fit 32 bits"));
                    }
                    ix.imm = n;
                }
                Ok(())
            }
            Instr::Sm1(i) => {
                let first = i.dst.is_some() as usize;
                let reg = if k == 0 && first == 1 {
                    i.dst.as_mut().map(|d| &mut d.reg)
                } else {
                    k.checked_sub(first)
                        .and_then(|j| i.srcs.get_mut(j))
                        .map(|s| &mut s.reg)
                };
                let reg = reg.ok_or_else(|| format!("there is no operand {k}"))?;
                match index {
                    [n] if *n <= 0x7FF => {
                        reg.num = *n as u16;
                        Ok(())
                    }
                    [n] => Err(format!("register number {n} does not fit 11 bits")),
                    _ => Err(format!("operand {k} has one index; {} given", index.len())),
                }
            }
        }
    }

    /// The literal words of a Direct3D 9 `def`, `defi` or `defb`.
    pub fn literals(&self) -> &[u32] {
        match self {
            Instr::Sm1(i) => &i.literals,
            Instr::Sm4(_) => &[],
        }
    }
}

fn sm4_slot(i: &mut s4::Instruction, k: usize) -> Result<&mut s4::Operand, String> {
    let n = i.operands.len();
    i.operands
        .get_mut(k)
        .ok_or_else(|| format!("the instruction has {n} operands; there is no operand {k}"))
}

fn sm4_operand(
    i: &s4::Instruction,
    k: usize,
    style: crate::sm4::print::Style,
) -> Option<OperandInfo> {
    let op = i.operands.get(k)?;
    let declaration = i.is_declaration();
    let kind = if declaration {
        Kind::Other
    } else {
        crate::sm4::print::operand_kinds(i.opcode)
            .get(k)
            .copied()
            .unwrap_or(Kind::Other)
    };
    let mut text = String::new();
    crate::sm4::print::operand(
        op,
        if declaration { Kind::Dst } else { kind },
        style,
        &mut text,
    );
    let index = op
        .indices
        .iter()
        .map(|ix| match &ix.rel {
            None => IndexPart::Imm(ix.imm),
            Some(r) => {
                let mut t = String::new();
                crate::sm4::print::operand(r, Kind::Int, style, &mut t);
                IndexPart::Relative(format!("{t} + {}", ix.imm))
            }
        })
        .collect();
    let (mask, swizzle) = match op.comps {
        s4::Components::Four(s4::Selection::Mask(m)) => (Some(letters_of_mask(m)), None),
        s4::Components::Four(s4::Selection::Swizzle(s)) => (
            None,
            Some(s.iter().map(|&c| LETTERS[c as usize & 3]).collect()),
        ),
        s4::Components::Four(s4::Selection::Select1(c)) => {
            (None, Some(LETTERS[c as usize & 3].to_string()))
        }
        _ => (None, None),
    };
    Some(OperandInfo {
        text,
        register: op.ty.to_string(),
        index,
        mask,
        swizzle,
        modifier: SM4_MODIFIERS
            .iter()
            .find(|(_, m)| *m == op.modifier)
            .map(|(n, _)| *n),
        values: op.imm.to_vec(),
        destination: kind == Kind::Dst,
    })
}

fn sm1_index(v: s1::Version, reg: s1::Register, rel: &Option<s1::Relative>) -> Vec<IndexPart> {
    match rel {
        None => vec![IndexPart::Imm(reg.num as u64)],
        Some(r) => {
            let mut t = String::new();
            crate::sm1::print::write_relative(v, r, &mut t);
            let t = t.trim_start_matches('[').trim_end_matches(']').to_string();
            vec![IndexPart::Relative(format!("{t} + {}", reg.num))]
        }
    }
}

fn sm1_operand(i: &s1::Instruction, v: s1::Version, k: usize) -> Option<OperandInfo> {
    let first = i.dst.is_some() as usize;
    let mut text = String::new();
    if k == 0 && first == 1 {
        let d = i.dst.as_ref()?;
        crate::sm1::print::write_dst(v, d, &mut text);
        return Some(OperandInfo {
            text,
            register: register_of(&crate::sm1::print::reg_name(v, d.reg)),
            index: sm1_index(v, d.reg, &d.relative),
            mask: Some(letters_of_mask(d.mask & 0xF)),
            swizzle: None,
            modifier: None,
            values: Vec::new(),
            destination: true,
        });
    }
    let s = i.srcs.get(k.checked_sub(first)?)?;
    crate::sm1::print::write_src(v, s, &mut text);
    Some(OperandInfo {
        text,
        register: register_of(&crate::sm1::print::reg_name(v, s.reg)),
        index: sm1_index(v, s.reg, &s.relative),
        mask: None,
        swizzle: Some(
            (0..4)
                .map(|c| LETTERS[(s.swizzle >> (2 * c)) as usize & 3])
                .collect(),
        ),
        modifier: SM1_MODIFIERS
            .iter()
            .find(|(_, m)| *m == s.modifier)
            .map(|(n, _)| *n),
        values: Vec::new(),
        destination: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_split_outside_brackets() {
        let (h, ops) = split_operands(
            "sample_indexable(texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0",
        );
        assert_eq!(h, "sample_indexable(texture2d)(float,float,float,float)");
        assert_eq!(ops, ["r0.xyzw", "v1.xyxx", "t0.xyzw", "s0"]);
        let (h, ops) = split_operands("mov r0.xy, cb0[r1.x + 2].xyxx");
        assert_eq!(h, "mov");
        assert_eq!(ops, ["r0.xy", "cb0[r1.x + 2].xyxx"]);
        let (h, ops) = split_operands("mov o0.xyzw, l(1.000000,0,0,1.000000)");
        assert_eq!(h, "mov");
        assert_eq!(ops, ["o0.xyzw", "l(1.000000,0,0,1.000000)"]);
        let (h, ops) = split_operands("ret ");
        assert_eq!(h, "ret");
        assert!(ops.is_empty());
    }

    #[test]
    fn masks_and_swizzles_read_as_written() {
        assert_eq!(parse_mask("xz"), Ok(5));
        assert!(parse_mask("zx").is_err());
        assert!(parse_mask("").is_err());
        assert_eq!(parse_swizzle("xy"), Ok([0, 1, 1, 1]));
        assert_eq!(parse_swizzle("wzyx"), Ok([3, 2, 1, 0]));
        assert!(parse_swizzle("xyzwx").is_err());
        assert_eq!(register_of("oT0"), "oT");
        assert_eq!(register_of("oPos"), "oPos");
    }
}
