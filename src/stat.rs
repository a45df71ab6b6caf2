//! The STAT chunk: statistics Microsoft's compiler records about the code.
//!
//! Word layout (29 words for shader model 4, 37 for 5), as found against
//! the corpus in `tests/root/stat.rs`:
//!
//! | word | meaning | derived here |
//! |---|---|---|
//! | 0 | instruction slots (non-declarations, without `customdata`, `label`, hull-shader phase markers) | exact |
//! | 1 | temporaries (largest `dcl_temps`) | exact |
//! | 2 | immediate-constant-buffer vectors (`def` count) | exact |
//! | 3 | declarations (input and output registers) | approximate |
//! | 4, 5, 6 | float, int, uint instructions (by opcode class) | mostly: the compiler seems to count some before optimizing |
//! | 7, 8 | static, dynamic flow control | approximate |
//! | 9 | macro instructions (always 0) | exact |
//! | 10 | temporary-array registers (`dcl_indexableTemp` sizes) | exact |
//! | 11 | array instructions | approximate |
//! | 12, 13 | cut, emit instructions | exact |
//! | 14..=18 | texture normal, load, comparison, bias, gradient | approximate |
//! | 19, 20, 21 | mov, movc, conversion | approximate |
//! | 22 | unknown (always 0) | exact |
//! | 23 | GS input primitive; HS input control points | mostly |
//! | 24, 25 | GS output topology, max output vertices | exact |
//! | 26, 27, 28 | unknown (mostly 0) | zero |
//! | 29 | GS instance count | exact |
//! | 30 | control points (HS output, DS input) | exact |
//! | 31, 32, 33 | HS output primitive, partitioning, tessellator domain | exact |
//! | 34, 35, 36 | barriers, interlocked, texture (UAV) stores | approximate |

use crate::sm4::{Ctl, Instruction, Opcode, Program, Stage};

use crate::sm4::names::operand::TGSM;

fn on_tgsm(ins: &Instruction) -> bool {
    ins.operands.iter().any(|o| o.ty == TGSM)
}

/// Instructions counted as float arithmetic (word 4).
const FLOAT: &[&str] = &[
    "add",
    "mul",
    "mad",
    "dp2",
    "dp3",
    "dp4",
    "div",
    "min",
    "max",
    "rsq",
    "sqrt",
    "exp",
    "log",
    "frc",
    "round_ne",
    "round_ni",
    "round_pi",
    "round_z",
    "sincos",
    "rcp",
    "deriv_rtx",
    "deriv_rty",
    "deriv_rtx_coarse",
    "deriv_rtx_fine",
    "deriv_rty_coarse",
    "deriv_rty_fine",
    "eq",
    "ge",
    "lt",
    "ne",
];
/// Signed-integer instructions (word 5).
const INT: &[&str] = &[
    "iadd",
    "imad",
    "imul",
    "ineg",
    "ishl",
    "ishr",
    "imax",
    "imin",
    "ieq",
    "ige",
    "ilt",
    "ine",
    "ibfe",
    "firstbit_shi",
];
/// Unsigned-integer and bitwise instructions (word 6).
const UINT: &[&str] = &[
    "and",
    "or",
    "xor",
    "not",
    "ushr",
    "udiv",
    "umul",
    "umad",
    "umax",
    "umin",
    "ult",
    "uge",
    "ubfe",
    "bfi",
    "bfrev",
    "countbits",
    "firstbit_hi",
    "firstbit_lo",
];

/// Builds a STAT chunk body for `p`: 29 words for shader model 4, 37 for 5.
pub fn compute(p: &Program) -> Vec<u8> {
    let words = if p.major >= 5 { 37 } else { 29 };
    let mut w = vec![0u32; words];
    let sm5 = words > 29;
    for ins in &p.instructions {
        let n0 = ins.nums.first().copied().unwrap_or(0);
        let c = ins.controls;
        match ins.opcode {
            Opcode::CustomData => {
                if c & 0x1f == 3 {
                    w[2] += ins.nums.len() as u32 / 4;
                }
                continue;
            }
            Opcode::DclTemps => w[1] = w[1].max(n0),
            Opcode::DclIndexableTemp => w[10] += ins.nums.get(1).copied().unwrap_or(0),
            Opcode::DclInputPrimitive => w[23] = c & 0x3f,
            Opcode::DclOutputTopology => w[24] = c & 0x7f,
            Opcode::DclMaxOutputVertexCount => w[25] = n0,
            Opcode::DclGsInstanceCount if sm5 => w[29] = n0,
            Opcode::DclInputControlPointCount => match p.stage {
                Stage::Hull => w[23] = ins.control_point_count(),
                _ if sm5 => w[30] = ins.control_point_count(),
                _ => {}
            },
            Opcode::DclOutputControlPointCount if sm5 => w[30] = c & 0x3f,
            Opcode::DclTessOutputPrimitive if sm5 => w[31] = c & 7,
            Opcode::DclTessPartitioning if sm5 => w[32] = c & 7,
            Opcode::DclTessDomain if sm5 => w[33] = c & 3,
            _ => {}
        }
        let row = ins.opcode.row();
        let m = row.mnemonic;
        if row.ctl == Ctl::Decl {
            if (m.starts_with("dcl_input") && !m.contains("count"))
                || (m.starts_with("dcl_output")
                    && m != "dcl_outputtopology"
                    && m != "dcl_output_control_point_count")
            {
                w[3] += 1;
            }
            continue;
        }
        if matches!(
            ins.opcode,
            Opcode::HsDecls
                | Opcode::HsControlPointPhase
                | Opcode::HsForkPhase
                | Opcode::HsJoinPhase
                | Opcode::Label
        ) {
            continue;
        }
        w[0] += 1;
        match m {
            "ret" | "retc" | "break" | "continue" | "else" | "call" | "switch" => w[7] += 1,
            "if" | "loop" | "breakc" | "continuec" | "callc" => w[8] += 1,
            "cut" | "cut_stream" => w[12] += 1,
            "emit" | "emit_stream" | "emit_then_cut" | "emit_then_cut_stream" => w[13] += 1,
            "mov" => w[19] += 1,
            "movc" => w[20] += 1,
            "ftoi" | "ftou" | "itof" | "utof" | "dtof" | "ftod" | "dtoi" | "dtou" | "itod"
            | "utod" => w[21] += 1,
            _ => {}
        }
        if FLOAT.contains(&m) {
            w[4] += 1;
        }
        if INT.contains(&m) {
            w[5] += 1;
        }
        if UINT.contains(&m) {
            w[6] += 1;
        }
        if matches!(m, "sample" | "sample_cl_s" | "gather4" | "gather4_po") {
            w[14] += 1;
        }
        if (m.starts_with("ld") || m.starts_with("sample_l")) && !on_tgsm(ins) {
            w[15] += 1;
        }
        if m.starts_with("sample_c") || m.starts_with("gather4_c") || m.starts_with("gather4_po_c")
        {
            w[16] += 1;
        }
        if m.starts_with("sample_b") {
            w[17] += 1;
        }
        if m.starts_with("sample_d") {
            w[18] += 1;
        }
        if sm5 {
            if m == "sync" {
                w[34] += 1;
            }
            if m.contains("atomic") {
                w[35] += 1;
            }
            if m.starts_with("store") && !on_tgsm(ins) {
                w[36] += 1;
            }
        }
    }
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}
