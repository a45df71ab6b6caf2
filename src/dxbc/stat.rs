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
//! | 4, 5, 6 | float, int, uint instructions (the table's `StatClass` column, as every class below) | mostly: the compiler seems to count some before optimizing |
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
//! | 26, 27 | unknown (mostly 0) | zero |
//! | 28 | the pixel shader runs at sample frequency (an input interpolated per sample, or `SV_SampleIndex`); the listing's note is printed from it | exact |
//! | 29 | GS instance count | exact |
//! | 30 | control points (HS output, DS input) | exact |
//! | 31, 32, 33 | HS output primitive, partitioning, tessellator domain | exact |
//! | 34, 35, 36 | barriers, interlocked, texture (UAV) stores | approximate |

use crate::sm4::{
    Ctl, CustomDataClass, InputPrimitive, Instruction, Interpolation, Opcode, Program, Stage,
    StatClass, SystemValue, TessDomain, TessOutput, TessPartitioning, Topology,
};

use crate::sm4::names::operand::TGSM;

fn on_tgsm(ins: &Instruction) -> bool {
    ins.operands.iter().any(|o| o.ty == TGSM)
}

/// The words of the layout above that have a known meaning, by name (as
/// `dxsm info` reports them).
pub const WORD_NAMES: &[(usize, &str)] = &[
    (0, "instruction_slots"),
    (1, "temps"),
    (2, "immediate_constants"),
    (3, "declarations"),
    (4, "float_instructions"),
    (5, "int_instructions"),
    (6, "uint_instructions"),
    (7, "static_flow_control"),
    (8, "dynamic_flow_control"),
    (9, "macro_instructions"),
    (10, "temp_arrays"),
    (11, "array_instructions"),
    (12, "cut_instructions"),
    (13, "emit_instructions"),
    (14, "texture_normal_instructions"),
    (15, "texture_load_instructions"),
    (16, "texture_comparison_instructions"),
    (17, "texture_bias_instructions"),
    (18, "texture_gradient_instructions"),
    (19, "mov_instructions"),
    (20, "movc_instructions"),
    (21, "conversion_instructions"),
    (23, "input_primitive"),
    (24, "gs_output_topology"),
    (25, "gs_max_output_vertices"),
    (28, "sample_frequency"),
    (29, "gs_instances"),
    (30, "control_points"),
    (31, "hs_output_primitive"),
    (32, "hs_partitioning"),
    (33, "tessellator_domain"),
    (34, "barrier_instructions"),
    (35, "interlocked_instructions"),
    (36, "texture_store_instructions"),
];

/// Builds a STAT chunk body for `p`: 29 words for shader model 4, 37 for 5.
pub fn compute(p: &Program) -> Vec<u8> {
    let words = if p.major >= 5 { 37 } else { 29 };
    let mut w = vec![0u32; words];
    let sm5 = words > 29;
    for ins in &p.instructions {
        let n0 = ins.nums.first().copied().unwrap_or(0);
        match ins.opcode {
            Opcode::CustomData => {
                if ins.get::<CustomDataClass>() == CustomDataClass::IMMEDIATE_CONSTANT_BUFFER {
                    w[2] += ins.nums.len() as u32 / 4;
                }
                continue;
            }
            Opcode::DclTemps => w[1] = w[1].max(n0),
            Opcode::DclIndexableTemp => w[10] += ins.nums.get(1).copied().unwrap_or(0),
            Opcode::DclInputPrimitive => w[23] = ins.get::<InputPrimitive>().0,
            Opcode::DclOutputTopology => w[24] = ins.get::<Topology>().0,
            Opcode::DclMaxOutputVertexCount => w[25] = n0,
            Opcode::DclGsInstanceCount if sm5 => w[29] = n0,
            Opcode::DclInputControlPointCount => match p.stage {
                Stage::Hull => w[23] = ins.control_point_count(),
                _ if sm5 => w[30] = ins.control_point_count(),
                _ => {}
            },
            Opcode::DclOutputControlPointCount if sm5 => w[30] = ins.control_point_count(),
            Opcode::DclTessOutputPrimitive if sm5 => w[31] = ins.get::<TessOutput>().0,
            Opcode::DclTessPartitioning if sm5 => w[32] = ins.get::<TessPartitioning>().0,
            Opcode::DclTessDomain if sm5 => w[33] = ins.get::<TessDomain>().0,
            // The pixel shader runs at sample frequency: an input
            // interpolated per sample, or SV_SampleIndex read.
            Opcode::DclInputPs | Opcode::DclInputPsSiv
                if ins.get::<Interpolation>().is_per_sample() =>
            {
                w[28] = 1
            }
            Opcode::DclInputPsSgv | Opcode::DclInputPsSiv
                if ins.system_value() == Some(SystemValue::SAMPLE_INDEX) =>
            {
                w[28] = 1
            }
            _ => {}
        }
        let row = ins.opcode.row();
        if row.ctl == Ctl::Decl {
            if row.stat == StatClass::IoDecl {
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
        // The table's statistics column names the word; loads and stores
        // of group-shared memory are not counted, and the SM5 words exist
        // only in SM5 chunks.
        let word = match row.stat {
            StatClass::None | StatClass::IoDecl => None,
            StatClass::StaticFlow => Some(7),
            StatClass::DynamicFlow => Some(8),
            StatClass::Cut => Some(12),
            StatClass::Emit => Some(13),
            StatClass::Mov => Some(19),
            StatClass::Movc => Some(20),
            StatClass::Convert => Some(21),
            StatClass::Float => Some(4),
            StatClass::Int => Some(5),
            StatClass::Uint => Some(6),
            StatClass::Sample => Some(14),
            StatClass::Load => (!on_tgsm(ins)).then_some(15),
            StatClass::Compare => Some(16),
            StatClass::Bias => Some(17),
            StatClass::Gradient => Some(18),
            StatClass::Barrier => sm5.then_some(34),
            StatClass::Atomic => sm5.then_some(35),
            StatClass::Store => (sm5 && !on_tgsm(ins)).then_some(36),
        };
        if let Some(k) = word {
            w[k] += 1;
        }
    }
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}
