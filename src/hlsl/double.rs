//! Double-precision instructions as HLSL. A register holds two doubles,
//! one in x,y and one in z,w (low word first): each is read with
//! `asdouble(lo, hi)` from the source's swizzled pair at its position, and
//! written back with `asuint(d, lo, hi)`. Single results (`dtof`, `deq`)
//! go to the enabled components in order; `ftod`, `itod`, `utod` read
//! components 0 and 1 for the enabled pairs in order.

use super::error::Unexpressed;
use super::operand::{mask_comps, register, source, Read};
use crate::sm4::ir::{Instruction, Modifier, Operand};
use crate::sm4::names::operand as ty;
use crate::sm4::table::Opcode;

/// The double in pair `p` of source `op` (its modifier applied to the
/// double, not to the words).
fn double(op: &Operand, p: usize) -> Result<String, Unexpressed> {
    let mut bits = op.clone();
    bits.modifier = Modifier::None;
    let lo = source(&bits, &[2 * p], Read::Bits)?;
    let hi = source(&bits, &[2 * p + 1], Read::Bits)?;
    let d = format!("asdouble({lo}, {hi})");
    Ok(match op.modifier {
        Modifier::None => d,
        Modifier::Neg => format!("(-{d})"),
        Modifier::Abs => format!("abs({d})"),
        Modifier::AbsNeg => format!("(-abs({d}))"),
    })
}

/// A double-precision instruction.
pub fn statement(ins: &Instruction) -> Result<String, Unexpressed> {
    use Opcode as O;
    let o = &ins.operands;
    let dst = &o[0];
    if dst.ty == ty::NULL {
        return Ok(String::new());
    }
    let reg = register(dst)?;
    let comps = mask_comps(dst);
    let pairs: Vec<usize> = [0, 1]
        .into_iter()
        .filter(|p| comps.iter().any(|c| c / 2 == *p))
        .collect();
    let sat = |d: String| {
        if ins.saturate() {
            format!("saturate({d})")
        } else {
            d
        }
    };
    let mut lines = vec!["{".to_string()];
    let mut writes = Vec::new();
    // Pair results: each double computed, split, then the enabled words
    // written (after every pair is computed: a source may be the
    // destination).
    let doubles = |f: &dyn Fn(usize) -> Result<String, Unexpressed>,
                   lines: &mut Vec<String>,
                   writes: &mut Vec<String>|
     -> Result<(), Unexpressed> {
        for &p in &pairs {
            let d = f(p)?;
            lines.push(format!("    uint lo{p}, hi{p};"));
            lines.push(format!("    asuint({}, lo{p}, hi{p});", sat(d)));
            for c in comps.iter().filter(|c| *c / 2 == p) {
                let w = if c % 2 == 0 { "lo" } else { "hi" };
                writes.push(format!("    {reg}.{} = {w}{p};", ['x', 'y', 'z', 'w'][*c]));
            }
        }
        Ok(())
    };
    match ins.opcode {
        O::Dadd | O::Dmul | O::Ddiv | O::Dmax | O::Dmin | O::Dfma | O::Drcp => {
            doubles(
                &|p| {
                    let a = double(&o[1], p)?;
                    Ok(match ins.opcode {
                        O::Dadd => format!("{a} + {}", double(&o[2], p)?),
                        O::Dmul => format!("{a} * {}", double(&o[2], p)?),
                        O::Ddiv => format!("{a} / {}", double(&o[2], p)?),
                        O::Dmax => format!("max({a}, {})", double(&o[2], p)?),
                        O::Dmin => format!("min({a}, {})", double(&o[2], p)?),
                        O::Dfma => {
                            format!("fma({a}, {}, {})", double(&o[2], p)?, double(&o[3], p)?)
                        }
                        _ => format!("rcp({a})"),
                    })
                },
                &mut lines,
                &mut writes,
            )?;
        }
        O::Dmov if ins.saturate() => doubles(&|p| double(&o[1], p), &mut lines, &mut writes)?,
        // A move keeps the bits, NaNs included.
        O::Dmov | O::Dmovc => {
            for &c in &comps {
                // A double's modifier acts on the sign bit of its high
                // word.
                let from = |k: usize| -> Result<String, Unexpressed> {
                    let mut bits = o[k].clone();
                    bits.modifier = Modifier::None;
                    let w = source(&bits, &[c], Read::Bits)?;
                    Ok(match (c % 2, o[k].modifier) {
                        (0, _) | (_, Modifier::None) => w,
                        (_, Modifier::Neg) => format!("({w} ^ 0x80000000u)"),
                        (_, Modifier::Abs) => format!("({w} & 0x7fffffffu)"),
                        (_, Modifier::AbsNeg) => format!("({w} | 0x80000000u)"),
                    })
                };
                let v = if ins.opcode == O::Dmov {
                    from(1)?
                } else {
                    // The condition's x picks the first double, y the second.
                    let cond = source(&o[1], &[c / 2], Read::Bits)?;
                    format!("({cond} != 0u) ? {} : {}", from(2)?, from(3)?)
                };
                writes.push(format!("    uint w{c} = {v};"));
            }
            let named: Vec<String> = comps
                .iter()
                .map(|c| format!("    {reg}.{} = w{c};", ['x', 'y', 'z', 'w'][*c]))
                .collect();
            if ins.opcode == O::Dmovc && ins.saturate() {
                return Err(Unexpressed("a saturated dmovc has no HLSL".into()));
            }
            let mut text = vec!["{".to_string()];
            text.extend(writes);
            text.extend(named);
            text.push("}".into());
            return Ok(text.join("\n"));
        }
        O::Deq | O::Dge | O::Dlt | O::Dne | O::Dtof | O::Dtoi | O::Dtou => {
            for (k, &c) in comps.iter().take(2).enumerate() {
                let a = double(&o[1], k)?;
                let v = match ins.opcode {
                    O::Dtof => format!("asuint((float){a})"),
                    O::Dtoi => format!("asuint((int){a})"),
                    O::Dtou => format!("(uint){a}"),
                    op => {
                        let b = double(&o[2], k)?;
                        let cmp = match op {
                            O::Deq => "==",
                            O::Dge => ">=",
                            O::Dlt => "<",
                            _ => "!=",
                        };
                        format!("({a} {cmp} {b}) ? 0xffffffffu : 0u")
                    }
                };
                lines.push(format!("    uint w{c} = {v};"));
                writes.push(format!("    {reg}.{} = w{c};", ['x', 'y', 'z', 'w'][c]));
            }
        }
        O::Ftod | O::Itod | O::Utod => {
            let read = match ins.opcode {
                O::Ftod => Read::Float,
                O::Itod => Read::Int,
                _ => Read::Bits,
            };
            let sources: Vec<String> = (0..pairs.len())
                .map(|k| source(&o[1], &[k], read))
                .collect::<Result<_, _>>()?;
            doubles(
                &|p| {
                    let at = pairs.iter().position(|q| *q == p).unwrap_or(0);
                    Ok(format!("(double){}", sources[at]))
                },
                &mut lines,
                &mut writes,
            )?;
        }
        other => {
            return Err(Unexpressed(format!(
                "'{}' is not decompiled yet",
                other.row().mnemonic
            )))
        }
    }
    lines.extend(writes);
    lines.push("}".into());
    Ok(lines.join("\n"))
}
