//! The SM4/5 instruction table: the single source of truth for every opcode.
//!
//! Each row: variant, opcode number, mnemonic, operand shape, first shader
//! model that has it (40, 41, 50), the stages that have it, how its
//! opcode-specific control bits are read (`Ctl`; a declaration names its
//! control fields, typed in `fields.rs`, after its text layout when that is
//! not "mnemonic operands": `Decl(" {d}, {SamplerMode}"; SamplerMode)`,
//! read by `layout.rs`), and the
//! statistics class the compiler counts it in (`StatClass`, for the STAT
//! chunk), and what it does when run (`Semantics`: the interpreter's
//! dispatch, and facts such as a derivative's axis or where a sample's
//! level of detail comes from), and, where one expression says it, the
//! HLSL the decompiler writes for it (`"fmad({1}, {2}, {3})"`; see
//! [`Row::hlsl`]).
//!
//! Shape letters, one per item after the opcode token:
//! - `d` destination operand;
//! - `f` float source, `i` signed-int source, `u` unsigned source,
//!   `t` typeless source (Microsoft guesses float or int per value),
//!   `b` double source, `r` resource/sampler/other source (printed as is),
//!   `a` an address or shift amount (an integer that never takes on the
//!   result's minimum precision);
//! - `N` a raw 32-bit number printed in decimal, `F` a raw float, `R` a
//!   declaration's return-types token ([`ReturnTypes`](super::ReturnTypes)), `S` a system
//!   value ([`SystemValue`](super::SystemValue));
//! - `*` the rest of the instruction is raw numbers, laid out by name in
//!   the parser and printer (`dcl_function_table`, `dcl_interface`,
//!   `customdata`, whose length is in its second token);
//! - `z` padding words that Microsoft's compiler appends to some
//!   instructions (a zero after `samplepos t#` and the `*_s` feedback
//!   forms); kept in `nums` for byte-exactness, never printed.
//!
//! Stages: `v` vertex, `p` pixel, `g` geometry, `h` hull, `d` domain,
//! `c` compute; `*` is all of them.

/// Invokes `$m!` with every row of the table.
#[macro_export]
macro_rules! for_each_sm4_opcode {
    ($m:ident) => {
        $m! {
            (Add, 0, "add", "dff", 40, "*", Sat, Float, Lanewise, "f{1} + {2}"),
            (And, 1, "and", "dii", 40, "*", None, Uint, Lanewise, "s{1} & {2}"),
            (Break, 2, "break", "", 40, "*", None, StaticFlow, Jump),
            (Breakc, 3, "breakc", "i", 40, "*", Test, DynamicFlow, Jump),
            (Call, 4, "call", "r", 40, "*", None, StaticFlow, Jump),
            (Callc, 5, "callc", "ir", 40, "*", Test, DynamicFlow, Jump),
            (Case, 6, "case", "i", 40, "*", None, None, Nothing),
            (Continue, 7, "continue", "", 40, "*", None, StaticFlow, Jump),
            (Continuec, 8, "continuec", "i", 40, "*", Test, DynamicFlow, Jump),
            (Cut, 9, "cut", "", 40, "g", None, Cut, Stream(false, true)),
            (Default, 10, "default", "", 40, "*", None, None, Nothing),
            (DerivRtx, 11, "deriv_rtx", "df", 40, "p", Sat, Float, Derivative(Axis::X, true), "fddx({1})"),
            (DerivRty, 12, "deriv_rty", "df", 40, "p", Sat, Float, Derivative(Axis::Y, true), "fddy({1})"),
            (Discard, 13, "discard", "i", 40, "p", Test, None, Discard),
            (Div, 14, "div", "dff", 40, "*", Sat, Float, Lanewise, "f{1} / {2}"),
            (Dp2, 15, "dp2", "dff", 40, "*", Sat, Float, Dot(2)),
            (Dp3, 16, "dp3", "dff", 40, "*", Sat, Float, Dot(3)),
            (Dp4, 17, "dp4", "dff", 40, "*", Sat, Float, Dot(4)),
            (Else, 18, "else", "", 40, "*", None, StaticFlow, Jump),
            (Emit, 19, "emit", "", 40, "g", None, Emit, Stream(true, false)),
            (EmitThenCut, 20, "emit_then_cut", "", 40, "g", None, Emit, Stream(true, true)),
            (EndIf, 21, "endif", "", 40, "*", None, None, Nothing),
            (EndLoop, 22, "endloop", "", 40, "*", None, None, Jump),
            (EndSwitch, 23, "endswitch", "", 40, "*", None, None, Nothing),
            (Eq, 24, "eq", "dff", 40, "*", None, Float, Lanewise, "u({1} == {2}) ? 0xffffffffu : 0u"),
            (Exp, 25, "exp", "df", 40, "*", Sat, Float, Lanewise, "fexp2({1})"),
            (Frc, 26, "frc", "df", 40, "*", Sat, Float, Lanewise, "ffrac({1})"),
            (Ftoi, 27, "ftoi", "df", 40, "*", None, Convert, Lanewise, "i(int{N}){1}"),
            (Ftou, 28, "ftou", "df", 40, "*", None, Convert, Lanewise, "u(uint{N}){1}"),
            (Ge, 29, "ge", "dff", 40, "*", None, Float, Lanewise, "u({1} >= {2}) ? 0xffffffffu : 0u"),
            (Iadd, 30, "iadd", "dii", 40, "*", None, Int, Lanewise, "i{1} + {2}"),
            (If, 31, "if", "i", 40, "*", Test, DynamicFlow, Jump),
            (Ieq, 32, "ieq", "dii", 40, "*", None, Int, Lanewise, "u({1} == {2}) ? 0xffffffffu : 0u"),
            (Ige, 33, "ige", "dii", 40, "*", None, Int, Lanewise, "u({1} >= {2}) ? 0xffffffffu : 0u"),
            (Ilt, 34, "ilt", "dii", 40, "*", None, Int, Lanewise, "u({1} < {2}) ? 0xffffffffu : 0u"),
            (Imad, 35, "imad", "diii", 40, "*", None, Int, Lanewise, "i{1} * {2} + {3}"),
            (Imax, 36, "imax", "dii", 40, "*", None, Int, Lanewise, "imax({1}, {2})"),
            (Imin, 37, "imin", "dii", 40, "*", None, Int, Lanewise, "imin({1}, {2})"),
            (Imul, 38, "imul", "ddii", 40, "*", None, Int, Pair),
            (Ine, 39, "ine", "dii", 40, "*", None, Int, Lanewise, "u({1} != {2}) ? 0xffffffffu : 0u"),
            (Ineg, 40, "ineg", "di", 40, "*", None, Int, Lanewise, "i-{1}"),
            (Ishl, 41, "ishl", "dia", 40, "*", None, Int, Lanewise, "s{1} << ({2} & 31u)"),
            (Ishr, 42, "ishr", "dia", 40, "*", None, Int, Lanewise, "i{1} >> ({2} & 31u)"),
            (Itof, 43, "itof", "di", 40, "*", None, Convert, Lanewise, "f(float{N}){1}"),
            (Label, 44, "label", "r", 40, "*", None, None, Jump),
            (Ld, 45, "ld", "dar", 40, "*", None, Load, Load),
            (LdMs, 46, "ldms", "dari", 40, "*", None, Load, Load),
            (Log, 47, "log", "df", 40, "*", Sat, Float, Lanewise, "flog2({1})"),
            (Loop, 48, "loop", "", 40, "*", None, DynamicFlow, Nothing),
            (Lt, 49, "lt", "dff", 40, "*", None, Float, Lanewise, "u({1} < {2}) ? 0xffffffffu : 0u"),
            (Mad, 50, "mad", "dfff", 40, "*", Sat, Float, Lanewise, "fmad({1}, {2}, {3})"),
            (Min, 51, "min", "dff", 40, "*", Sat, Float, Lanewise, "fmin({1}, {2})"),
            (Max, 52, "max", "dff", 40, "*", Sat, Float, Lanewise, "fmax({1}, {2})"),
            (CustomData, 53, "customdata", "*", 40, "*", Custom, None, Declaration),
            (Mov, 54, "mov", "dt", 40, "*", Sat, Mov, Lanewise),
            (Movc, 55, "movc", "dttt", 40, "*", Sat, Movc, Lanewise),
            (Mul, 56, "mul", "dff", 40, "*", Sat, Float, Lanewise, "f{1} * {2}"),
            (Ne, 57, "ne", "dff", 40, "*", None, Float, Lanewise, "u({1} != {2}) ? 0xffffffffu : 0u"),
            (Nop, 58, "nop", "", 40, "*", None, None, Nothing),
            (Not, 59, "not", "di", 40, "*", None, Uint, Lanewise, "s~{1}"),
            (Or, 60, "or", "dii", 40, "*", None, Uint, Lanewise, "s{1} | {2}"),
            (ResInfo, 61, "resinfo", "dar", 40, "*", ResInfo, None, ResInfo),
            (Ret, 62, "ret", "", 40, "*", None, StaticFlow, Jump),
            (Retc, 63, "retc", "i", 40, "*", Test, StaticFlow, Jump),
            (RoundNe, 64, "round_ne", "df", 40, "*", Sat, Float, Lanewise, "fround({1})"),
            (RoundNi, 65, "round_ni", "df", 40, "*", Sat, Float, Lanewise, "ffloor({1})"),
            (RoundPi, 66, "round_pi", "df", 40, "*", Sat, Float, Lanewise, "fceil({1})"),
            (RoundZ, 67, "round_z", "df", 40, "*", Sat, Float, Lanewise, "ftrunc({1})"),
            (Rsq, 68, "rsq", "df", 40, "*", Sat, Float, Lanewise, "frsqrt({1})"),
            (Sample, 69, "sample", "dfrr", 40, "p", Sat, Sample, Sample(Lod::Implicit)),
            (SampleC, 70, "sample_c", "dfrrf", 40, "p", Sat, Compare, Sample(Lod::Implicit)),
            (SampleCLz, 71, "sample_c_lz", "dfrrf", 40, "*", Sat, Compare, Sample(Lod::Given)),
            (SampleL, 72, "sample_l", "dfrrf", 40, "*", Sat, Load, Sample(Lod::Given)),
            (SampleD, 73, "sample_d", "dfrrff", 40, "*", Sat, Gradient, Sample(Lod::Given)),
            (SampleB, 74, "sample_b", "dfrrf", 40, "p", Sat, Bias, Sample(Lod::Implicit)),
            (Sqrt, 75, "sqrt", "df", 40, "*", Sat, Float, Lanewise, "fsqrt({1})"),
            (Switch, 76, "switch", "i", 40, "*", None, StaticFlow, Jump),
            (Sincos, 77, "sincos", "ddf", 40, "*", Sat, Float, Pair),
            (Udiv, 78, "udiv", "dduu", 40, "*", None, Uint, Pair),
            (Ult, 79, "ult", "duu", 40, "*", None, Uint, Lanewise, "u({1} < {2}) ? 0xffffffffu : 0u"),
            (Uge, 80, "uge", "duu", 40, "*", None, Uint, Lanewise, "u({1} >= {2}) ? 0xffffffffu : 0u"),
            (Umul, 81, "umul", "dduu", 40, "*", None, Uint, Pair),
            (Umad, 82, "umad", "duuu", 40, "*", None, Uint, Lanewise, "u{1} * {2} + {3}"),
            (Umax, 83, "umax", "duu", 40, "*", None, Uint, Lanewise, "umax({1}, {2})"),
            (Umin, 84, "umin", "duu", 40, "*", None, Uint, Lanewise, "umin({1}, {2})"),
            (Ushr, 85, "ushr", "dua", 40, "*", None, Uint, Lanewise, "u{1} >> ({2} & 31u)"),
            (Utof, 86, "utof", "du", 40, "*", None, Convert, Lanewise, "f(float{N}){1}"),
            (Xor, 87, "xor", "dii", 40, "*", None, Uint, Lanewise, "s{1} ^ {2}"),
            (DclResource, 88, "dcl_resource", "dR", 40, "*", Decl("_{Dim}{SampleCount} {R} {d}"; Dim, SampleCount), None, Declaration),
            (DclConstantBuffer, 89, "dcl_constantbuffer", "d", 40, "*", Decl(" {cb}, {DynamicIndexed:dynamicIndexed|immediateIndexed}"; DynamicIndexed), None, Declaration),
            (DclSampler, 90, "dcl_sampler", "d", 40, "*", Decl(" {d}, {SamplerMode}"; SamplerMode), None, Declaration),
            (DclIndexRange, 91, "dcl_indexrange", "dN", 40, "*", Decl(" {d} {N}"), None, Declaration),
            (DclOutputTopology, 92, "dcl_outputtopology", "", 40, "g", Decl(" {Topology} "; Topology), None, Declaration),
            (DclInputPrimitive, 93, "dcl_inputprimitive", "", 40, "g", Decl(" {InputPrimitive} "; InputPrimitive), IoDecl, Declaration),
            (DclMaxOutputVertexCount, 94, "dcl_maxout", "N", 40, "g", Decl(), None, Declaration),
            (DclInput, 95, "dcl_input", "d", 40, "*", Decl(), IoDecl, Declaration),
            (DclInputSgv, 96, "dcl_input_sgv", "dS", 40, "*", Decl(" {d}, {S}"), IoDecl, Declaration),
            (DclInputSiv, 97, "dcl_input_siv", "dS", 40, "*", Decl(" {d}, {S}"), IoDecl, Declaration),
            (DclInputPs, 98, "dcl_input_ps", "d", 40, "p", Decl(" {Interpolation}{d}"; Interpolation), IoDecl, Declaration),
            (DclInputPsSgv, 99, "dcl_input_ps_sgv", "dS", 40, "p", Decl(" {Interpolation:v10}{d}, {S}"; Interpolation), IoDecl, Declaration),
            (DclInputPsSiv, 100, "dcl_input_ps_siv", "dS", 40, "p", Decl(" {Interpolation}{d}, {S}"; Interpolation), IoDecl, Declaration),
            (DclOutput, 101, "dcl_output", "d", 40, "*", Decl(), IoDecl, Declaration),
            (DclOutputSgv, 102, "dcl_output_sgv", "dS", 40, "*", Decl(" {d}, {S}"), IoDecl, Declaration),
            (DclOutputSiv, 103, "dcl_output_siv", "dS", 40, "*", Decl(" {d}, {S}"), IoDecl, Declaration),
            (DclTemps, 104, "dcl_temps", "N", 40, "*", Decl(), None, Declaration),
            (DclIndexableTemp, 105, "dcl_indexableTemp", "NNN", 40, "*", Decl(" x{N}[{N}], {N}"), None, Declaration),
            (DclGlobalFlags, 106, "dcl_globalFlags", "", 40, "*", Decl("{GlobalFlags}"; GlobalFlags), None, Declaration),
            (Lod, 108, "lod", "dfrr", 41, "p", Sat, None, Sample(Lod::Query)),
            (Gather4, 109, "gather4", "dfrr", 41, "*", Sat, Sample, Gather),
            (SamplePos, 110, "samplepos", "driz", 41, "*", Sat, None, SampleInfo),
            (SampleInfo, 111, "sampleinfo", "dr", 41, "*", SampleInfo, None, SampleInfo),
            (HsDecls, 113, "hs_decls", "", 50, "h", None, None, Declaration),
            (HsControlPointPhase, 114, "hs_control_point_phase", "", 50, "h", None, None, Declaration),
            (HsForkPhase, 115, "hs_fork_phase", "", 50, "h", None, None, Declaration),
            (HsJoinPhase, 116, "hs_join_phase", "", 50, "h", None, None, Declaration),
            (EmitStream, 117, "emit_stream", "r", 50, "g", None, Emit, Stream(true, false)),
            (CutStream, 118, "cut_stream", "r", 50, "g", None, Cut, Stream(false, true)),
            (EmitThenCutStream, 119, "emit_then_cut_stream", "r", 50, "g", None, Emit, Stream(true, true)),
            (InterfaceCall, 120, "fcall", "Nr", 50, "*", None, None, Jump),
            (BufInfo, 121, "bufinfo", "dr", 50, "*", None, None, BufInfo),
            (DerivRtxCoarse, 122, "deriv_rtx_coarse", "df", 50, "p", Sat, Float, Derivative(Axis::X, false), "fddx_coarse({1})"),
            (DerivRtxFine, 123, "deriv_rtx_fine", "df", 50, "p", Sat, Float, Derivative(Axis::X, true), "fddx_fine({1})"),
            (DerivRtyCoarse, 124, "deriv_rty_coarse", "df", 50, "p", Sat, Float, Derivative(Axis::Y, false), "fddy_coarse({1})"),
            (DerivRtyFine, 125, "deriv_rty_fine", "df", 50, "p", Sat, Float, Derivative(Axis::Y, true), "fddy_fine({1})"),
            (Gather4C, 126, "gather4_c", "dfrrf", 50, "*", Sat, Compare, Gather),
            (Gather4Po, 127, "gather4_po", "dfirr", 50, "*", Sat, Sample, Gather),
            (Gather4PoC, 128, "gather4_po_c", "dfirrf", 50, "*", Sat, Compare, Gather),
            (Rcp, 129, "rcp", "df", 50, "*", Sat, Float, Lanewise, "frcp({1})"),
            (F32tof16, 130, "f32tof16", "df", 50, "*", None, None, Lanewise, "uf32tof16({1})"),
            (F16tof32, 131, "f16tof32", "du", 50, "*", None, None, Lanewise, "ff16tof32({1})"),
            (Uaddc, 132, "uaddc", "dduu", 50, "*", None, None, Pair),
            (Usubb, 133, "usubb", "dduu", 50, "*", None, None, Pair),
            (Countbits, 134, "countbits", "du", 50, "*", None, Uint, Lanewise, "ucountbits({1})"),
            (FirstbitHi, 135, "firstbit_hi", "du", 50, "*", None, Uint, Lanewise),
            (FirstbitLo, 136, "firstbit_lo", "du", 50, "*", None, Uint, Lanewise, "ufirstbitlow({1})"),
            (FirstbitShi, 137, "firstbit_shi", "di", 50, "*", None, Int, Lanewise),
            (Ubfe, 138, "ubfe", "duuu", 50, "*", None, Uint, Lanewise),
            (Ibfe, 139, "ibfe", "diii", 50, "*", None, Int, Lanewise),
            (Bfi, 140, "bfi", "duuuu", 50, "*", None, Uint, Lanewise),
            (Bfrev, 141, "bfrev", "du", 50, "*", None, Uint, Lanewise, "ureversebits({1})"),
            (Swapc, 142, "swapc", "ddttt", 50, "*", None, None, Swap),
            (DclStream, 143, "dcl_stream", "d", 50, "g", Decl(), None, Declaration),
            (DclFunctionBody, 144, "dcl_function_body", "N", 50, "*", Decl(" fb{N}"), None, Declaration),
            (DclFunctionTable, 145, "dcl_function_table", "*", 50, "*", Decl(), None, Declaration),
            (DclInterface, 146, "dcl_interface", "*", 50, "*", Decl(DynamicIndexed), None, Declaration),
            (DclInputControlPointCount, 147, "dcl_input_control_point_count", "", 50, "hd", Decl(" {ControlPoints}"; ControlPoints), None, Declaration),
            (DclOutputControlPointCount, 148, "dcl_output_control_point_count", "", 50, "h", Decl(" {ControlPoints}"; ControlPoints), None, Declaration),
            (DclTessDomain, 149, "dcl_tessellator_domain", "", 50, "hd", Decl(" {TessDomain}"; TessDomain), None, Declaration),
            (DclTessPartitioning, 150, "dcl_tessellator_partitioning", "", 50, "h", Decl(" {TessPartitioning}"; TessPartitioning), None, Declaration),
            (DclTessOutputPrimitive, 151, "dcl_tessellator_output_primitive", "", 50, "h", Decl(" {TessOutput}"; TessOutput), None, Declaration),
            (DclHsMaxTessFactor, 152, "dcl_hs_max_tessfactor", "F", 50, "h", Decl(" l({F})"), None, Declaration),
            (DclHsForkPhaseInstanceCount, 153, "dcl_hs_fork_phase_instance_count", "N", 50, "h", Decl(), None, Declaration),
            (DclHsJoinPhaseInstanceCount, 154, "dcl_hs_join_phase_instance_count", "N", 50, "h", Decl(), None, Declaration),
            (DclThreadGroup, 155, "dcl_thread_group", "NNN", 40, "c", Decl(" {N}, {N}, {N}"), None, Declaration),
            (DclUavTyped, 156, "dcl_uav_typed", "dR", 50, "*", Decl("_{Dim}{GloballyCoherent:_glc} {R} {d}"; Dim, GloballyCoherent), None, Declaration),
            (DclUavRaw, 157, "dcl_uav_raw", "d", 40, "*", Decl("{GloballyCoherent:_glc}{RasterOrdered:_opc} {d}"; GloballyCoherent, RasterOrdered), None, Declaration),
            (DclUavStructured, 158, "dcl_uav_structured", "dN", 40, "*", Decl("{GloballyCoherent:_glc}{RasterOrdered:_opc} {d}, {N}"; GloballyCoherent, RasterOrdered), None, Declaration),
            (DclTgsmRaw, 159, "dcl_tgsm_raw", "dN", 40, "c", Decl(" {d}, {N}"), None, Declaration),
            (DclTgsmStructured, 160, "dcl_tgsm_structured", "dNN", 40, "c", Decl(" {d}, {N}, {N}"), None, Declaration),
            (DclResourceRaw, 161, "dcl_resource_raw", "d", 40, "*", Decl(), None, Declaration),
            (DclResourceStructured, 162, "dcl_resource_structured", "dN", 40, "*", Decl(" {d}, {N} "), None, Declaration),
            (LdUavTyped, 163, "ld_uav_typed", "dar", 50, "*", None, Load, Load),
            (StoreUavTyped, 164, "store_uav_typed", "dat", 50, "*", None, Store, Store),
            (LdRaw, 165, "ld_raw", "dar", 40, "*", None, Load, LoadWords),
            (StoreRaw, 166, "store_raw", "dat", 40, "*", None, Store, StoreWords),
            (LdStructured, 167, "ld_structured", "daar", 40, "*", None, Load, LoadWords),
            (StoreStructured, 168, "store_structured", "daat", 40, "*", None, Store, StoreWords),
            (AtomicAnd, 169, "atomic_and", "dii", 50, "*", None, Atomic, Atomic),
            (AtomicOr, 170, "atomic_or", "dii", 50, "*", None, Atomic, Atomic),
            (AtomicXor, 171, "atomic_xor", "dii", 50, "*", None, Atomic, Atomic),
            (AtomicCmpStore, 172, "atomic_cmp_store", "diii", 50, "*", None, Atomic, Atomic),
            (AtomicIadd, 173, "atomic_iadd", "dii", 50, "*", None, Atomic, Atomic),
            (AtomicImax, 174, "atomic_imax", "dii", 50, "*", None, Atomic, Atomic),
            (AtomicImin, 175, "atomic_imin", "dii", 50, "*", None, Atomic, Atomic),
            (AtomicUmax, 176, "atomic_umax", "diu", 50, "*", None, Atomic, Atomic),
            (AtomicUmin, 177, "atomic_umin", "diu", 50, "*", None, Atomic, Atomic),
            (ImmAtomicAlloc, 178, "imm_atomic_alloc", "dr", 50, "*", None, Atomic, Counter),
            (ImmAtomicConsume, 179, "imm_atomic_consume", "dr", 50, "*", None, Atomic, Counter),
            (ImmAtomicIadd, 180, "imm_atomic_iadd", "ddii", 50, "*", None, Atomic, Atomic),
            (ImmAtomicAnd, 181, "imm_atomic_and", "ddii", 50, "*", None, Atomic, Atomic),
            (ImmAtomicOr, 182, "imm_atomic_or", "ddii", 50, "*", None, Atomic, Atomic),
            (ImmAtomicXor, 183, "imm_atomic_xor", "ddii", 50, "*", None, Atomic, Atomic),
            (ImmAtomicExch, 184, "imm_atomic_exch", "ddii", 50, "*", None, Atomic, Atomic),
            (ImmAtomicCmpExch, 185, "imm_atomic_cmp_exch", "ddiii", 50, "*", None, Atomic, Atomic),
            (ImmAtomicImax, 186, "imm_atomic_imax", "ddii", 50, "*", None, Atomic, Atomic),
            (ImmAtomicImin, 187, "imm_atomic_imin", "ddii", 50, "*", None, Atomic, Atomic),
            (ImmAtomicUmax, 188, "imm_atomic_umax", "ddiu", 50, "*", None, Atomic, Atomic),
            (ImmAtomicUmin, 189, "imm_atomic_umin", "ddiu", 50, "*", None, Atomic, Atomic),
            (Sync, 190, "sync", "", 40, "*", Sync, Barrier, Sync),
            (Dadd, 191, "dadd", "dbb", 50, "*", Sat, None, Double),
            (Dmax, 192, "dmax", "dbb", 50, "*", Sat, None, Double),
            (Dmin, 193, "dmin", "dbb", 50, "*", Sat, None, Double),
            (Dmul, 194, "dmul", "dbb", 50, "*", Sat, None, Double),
            (Deq, 195, "deq", "dbb", 50, "*", None, None, Double),
            (Dge, 196, "dge", "dbb", 50, "*", None, None, Double),
            (Dlt, 197, "dlt", "dbb", 50, "*", None, None, Double),
            (Dne, 198, "dne", "dbb", 50, "*", None, None, Double),
            (Dmov, 199, "dmov", "db", 50, "*", Sat, None, Double),
            (Dmovc, 200, "dmovc", "dtbb", 50, "*", Sat, None, Double),
            (Dtof, 201, "dtof", "db", 50, "*", None, Convert, Double),
            (Ftod, 202, "ftod", "df", 50, "*", None, Convert, Double),
            (EvalSnapped, 203, "eval_snapped", "dfi", 50, "p", Sat, None, Eval),
            (EvalSampleIndex, 204, "eval_sample_index", "dfi", 50, "p", Sat, None, Eval),
            (EvalCentroid, 205, "eval_centroid", "df", 50, "p", Sat, None, Eval),
            (DclGsInstanceCount, 206, "dcl_gsinstances", "N", 50, "g", Decl(), None, Declaration),
            (Abort, 207, "abort", "", 50, "*", None, None, NotRun),
            (DebugBreak, 208, "debug_break", "", 50, "*", None, None, NotRun),
            (Ddiv, 210, "ddiv", "dbb", 50, "*", Sat, None, Double),
            (Dfma, 211, "dfma", "dbbb", 50, "*", Sat, None, Double),
            (Drcp, 212, "drcp", "db", 50, "*", Sat, None, Double),
            (Msad, 213, "msad", "duuu", 50, "*", None, None, Lanewise),
            (Dtoi, 214, "dtoi", "db", 50, "*", None, Convert, Double),
            (Dtou, 215, "dtou", "db", 50, "*", None, Convert, Double),
            (Itod, 216, "itod", "di", 50, "*", None, Convert, Double),
            (Utod, 217, "utod", "du", 50, "*", None, Convert, Double),
            (Gather4S, 219, "gather4_s", "ddfrrz", 50, "*", None, None, Feedback(Lod::Given)),
            (Gather4CS, 220, "gather4_c_s", "ddfrrfz", 50, "*", None, Compare, Feedback(Lod::Given)),
            (Gather4PoS, 221, "gather4_po_s", "ddfirrz", 50, "*", None, None, Feedback(Lod::Given)),
            (Gather4PoCS, 222, "gather4_po_c_s", "ddfirrfz", 50, "*", None, Compare, Feedback(Lod::Given)),
            (LdS, 223, "ld_s", "ddarz", 50, "*", None, Load, Feedback(Lod::Given)),
            (LdMsS, 224, "ldms_s", "ddariz", 50, "*", None, Load, Feedback(Lod::Given)),
            (LdUavTypedS, 225, "ld_uav_typed_s", "ddarz", 50, "*", None, Load, Feedback(Lod::Given)),
            (LdRawS, 226, "ld_raw_s", "ddarz", 50, "*", None, Load, Feedback(Lod::Given)),
            (LdStructuredS, 227, "ld_structured_s", "ddaarz", 50, "*", None, Load, Feedback(Lod::Given)),
            (SampleLS, 228, "sample_l_s", "ddfrrfz", 50, "*", Sat, Load, Feedback(Lod::Given)),
            (SampleCLzS, 229, "sample_c_lz_s", "ddfrrfz", 50, "*", Sat, Compare, Feedback(Lod::Given)),
            (SampleClS, 230, "sample_cl_s", "ddfrrfz", 50, "*", Sat, Sample, Feedback(Lod::Implicit)),
            (SampleBClS, 231, "sample_b_cl_s", "ddfrrffz", 50, "*", Sat, Bias, Feedback(Lod::Implicit)),
            (SampleGradClS, 232, "sample_d_cl_s", "ddfrrfffz", 50, "*", Sat, Gradient, Feedback(Lod::Given)),
            (SampleCClS, 233, "sample_c_cl_s", "ddfrrffz", 50, "*", Sat, Compare, Feedback(Lod::Implicit)),
            (CheckAccessFullyMapped, 234, "check_access_fully_mapped", "du", 50, "*", None, None, Feedback(Lod::Given), "u(CheckAccessFullyMapped({1})) ? 0xffffffffu : 0u"),
        }
    };
}

use super::fields::Field;

/// How an opcode's control bits (11..23 of the opcode token) are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ctl {
    /// No control bits besides the SM5 precise mask.
    None,
    /// Bit 13 saturates the result (`_sat`).
    Sat,
    /// Bit 18 chooses `_z` (0) or `_nz` (1).
    Test,
    /// Bits 11-12: return type of `resinfo` (`""`, `_rcpFloat`, `_uint`).
    ResInfo,
    /// Bit 11: `sampleinfo_uint`.
    SampleInfo,
    /// Bits 11-14: `sync` flags.
    Sync,
    /// A declaration; the row names its control fields.
    Decl,
    /// `customdata`: the control bits are the block's class.
    Custom,
}

impl Ctl {
    /// The control fields of rows read this way (a declaration's are
    /// named in its row).
    pub const fn fields(self) -> &'static [Field] {
        match self {
            Ctl::None => &[Field::Precise],
            Ctl::Sat => &[Field::Saturate, Field::Precise],
            Ctl::Test => &[Field::NonZero, Field::Precise],
            Ctl::ResInfo => &[Field::ResInfoType, Field::Precise],
            Ctl::SampleInfo => &[Field::SampleInfoUint, Field::Precise],
            Ctl::Sync => &[Field::Sync],
            Ctl::Decl => &[],
            Ctl::Custom => &[Field::CustomDataClass],
        }
    }
}

/// The class the compiler's statistics (the STAT chunk) count an
/// instruction in; `stat.rs` says which word each is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatClass {
    /// Counted in no class word.
    None,
    /// An input or output register declaration.
    IoDecl,
    /// Float arithmetic.
    Float,
    /// Signed-integer arithmetic.
    Int,
    /// Unsigned-integer and bitwise arithmetic.
    Uint,
    /// Flow control that does not test a value.
    StaticFlow,
    /// Flow control that tests a value.
    DynamicFlow,
    /// `cut`.
    Cut,
    /// `emit`.
    Emit,
    /// `mov`.
    Mov,
    /// `movc`.
    Movc,
    /// Type conversion.
    Convert,
    /// Plain sampling and gathering.
    Sample,
    /// Loads and explicit-level sampling (not of group-shared memory).
    Load,
    /// Comparison sampling and gathering.
    Compare,
    /// Biased sampling.
    Bias,
    /// Gradient sampling.
    Gradient,
    /// `sync`.
    Barrier,
    /// Atomic operations.
    Atomic,
    /// UAV stores (not to group-shared memory).
    Store,
}

/// What an instruction does when run: the column the interpreter's
/// dispatch matches on (every variant handled, so a new row must say how
/// it runs, or that it does not), and the facts about an instruction its
/// consumers would otherwise list beside each dispatch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Semantics {
    /// Read before the run (declarations, `customdata`, the hull
    /// shader's phase markers); not a step.
    Declaration,
    /// A step that changes nothing by itself (`nop`, `loop`, `endif`,
    /// `case`, `default`, `endswitch`).
    Nothing,
    /// Flow control that moves the program counter.
    Jump,
    /// Arithmetic computed component by component from the same
    /// components of the sources.
    Lanewise,
    /// A dot product of the first n components.
    Dot(u8),
    /// Two results per component (its shape begins `dd`).
    Pair,
    /// `swapc`: two results, the sources swapped where the test holds.
    Swap,
    /// Double-precision arithmetic.
    Double,
    /// A screen-space derivative along an axis; `true`: fine (its own row
    /// or column), `false`: coarse (the quad's).
    Derivative(Axis, bool),
    /// Texture sampling (the `sample` family and `lod`), by where its
    /// level of detail comes from.
    Sample(Lod),
    /// `gather4` and its forms.
    Gather,
    /// `sampleinfo`, `samplepos`.
    SampleInfo,
    /// Typed texel loads (`ld`, `ldms`, `ld_uav_typed`).
    Load,
    /// Typed stores (`store_uav_typed`).
    Store,
    /// `resinfo`.
    ResInfo,
    /// `bufinfo`.
    BufInfo,
    /// Raw and structured loads.
    LoadWords,
    /// Raw and structured stores.
    StoreWords,
    /// A UAV's hidden counter (`imm_atomic_alloc`, `imm_atomic_consume`).
    Counter,
    /// Atomic read-modify-write.
    Atomic,
    /// Pull-model attribute evaluation (`eval_*`).
    Eval,
    /// `discard`.
    Discard,
    /// `sync`.
    Sync,
    /// A geometry shader's output: (emits a vertex, ends the strip).
    Stream(bool, bool),
    /// A tiled-resource `_s` form: its base instruction with the
    /// residency status in a second destination (and, for the `_cl_`
    /// forms, a minimum level-of-detail clamp as the last source), its
    /// level of detail as the base's; and `check_access_fully_mapped`.
    Feedback(Lod),
    /// Not run by the interpreter: a run that reaches it stops with an
    /// error naming it (`abort`, `debug_break`).
    NotRun,
}

/// A screen axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axis {
    /// Left to right.
    X,
    /// Top to bottom.
    Y,
}

/// Where a sampling instruction's level of detail comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lod {
    /// The quad's derivatives of the coordinate (`sample`, `sample_b`,
    /// `sample_c`).
    Implicit,
    /// The instruction gives it, or it is level 0 (`sample_l`, `sample_d`,
    /// `sample_c_lz`).
    Given,
    /// `lod`: the level the quad's derivatives give, as a result.
    Query,
}

impl Semantics {
    /// Whether the quad's derivatives are needed (a pixel shader's quad
    /// runs it together).
    pub const fn needs_quad(self) -> bool {
        matches!(
            self,
            Semantics::Derivative(..)
                | Semantics::Sample(Lod::Implicit | Lod::Query)
                | Semantics::Feedback(Lod::Implicit)
        )
    }

    /// Whether it does nothing but write its destinations: no store,
    /// atomic, counter, discard, emit, barrier or flow (what an analysis
    /// may take out when nothing reads what it writes).
    pub const fn writes_only_destinations(self) -> bool {
        matches!(
            self,
            Semantics::Lanewise
                | Semantics::Dot(_)
                | Semantics::Pair
                | Semantics::Swap
                | Semantics::Double
                | Semantics::Derivative(..)
                | Semantics::Sample(_)
                | Semantics::Gather
                | Semantics::SampleInfo
                | Semantics::Load
                | Semantics::ResInfo
                | Semantics::BufInfo
                | Semantics::LoadWords
                | Semantics::Eval
                | Semantics::Feedback(_)
        )
    }
}

macro_rules! define_opcodes {
    ($( ($name:ident, $num:expr, $mn:expr, $shape:expr, $model:expr, $stages:expr, $ctl:ident $( ( $($layout:literal $(;)?)? $($field:ident),* ) )?, $stat:ident, $sem:ident $( ( $($semarg:tt)* ) )? $(, $hlsl:literal)?) ),* $(,)?) => {
        /// An SM4/5 opcode (the table's variants).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u16)]
        pub enum Opcode {
            $(
                #[doc = concat!("`", $mn, "`")]
                $name = $num,
            )*
        }

        /// One row of the table.
        #[derive(Clone, Copy, Debug)]
        pub struct Row {
            /// The opcode.
            pub opcode: Opcode,
            /// Base mnemonic (without `_sat`, `_z`, resource suffixes).
            pub mnemonic: &'static str,
            /// Operand shape (see the module doc).
            pub shape: &'static str,
            /// First shader model with it: 40, 41 or 50.
            pub model: u8,
            /// Stages with it (see the module doc).
            pub stages: &'static str,
            /// How the control bits are read.
            pub ctl: Ctl,
            /// Which STAT word counts it.
            pub stat: StatClass,
            /// Its control fields (`fields.rs` says where each lives).
            pub fields: &'static [Field],
            /// A declaration's text after the mnemonic, when it is not
            /// "mnemonic operands" (`layout.rs` says how it reads); empty
            /// otherwise.
            pub layout: &'static str,
            /// What it does when run (the interpreter's dispatch).
            pub semantics: Semantics,
            /// The HLSL expression the decompiler writes for it, where
            /// one expression says it (empty otherwise): a letter for the
            /// result's type (`f` float, saturated where the instruction
            /// says; `i` int; `u` uint; `s` the type its first source is
            /// read as), then the text, `{1}` to `{4}` its sources read at
            /// the destination's components and `{N}` the component count
            /// where it is more than one (`f(float{N}){1}`: `(float2)x`).
            pub hlsl: &'static str,
        }

        /// Every row, in opcode order.
        pub static ROWS: &[Row] = &[
            $( Row { opcode: Opcode::$name, mnemonic: $mn, shape: $shape, model: $model, stages: $stages, ctl: Ctl::$ctl, stat: StatClass::$stat, fields: row_fields(Ctl::$ctl, &[$($(Field::$field),*)?]), layout: layout(&[$($($layout)?)?]), semantics: Semantics::$sem $( ( $($semarg)* ) )?, hlsl: layout(&[$($hlsl)?]) }, )*
        ];

        impl Opcode {
            /// The opcode with number `n`, if the table has it.
            pub const fn from_u16(n: u16) -> Option<Opcode> {
                match n {
                    $( $num => Some(Opcode::$name), )*
                    _ => None,
                }
            }
            /// What this opcode does when run (its row's `semantics`, in a
            /// form constant evaluation can read).
            pub const fn semantics(self) -> Semantics {
                match self {
                    $( Opcode::$name => Semantics::$sem $( ( $($semarg)* ) )?, )*
                }
            }
            /// This opcode's row.
            pub fn row(self) -> &'static Row {
                match self {
                    $( Opcode::$name => {
                        const R: Row = Row { opcode: Opcode::$name, mnemonic: $mn, shape: $shape, model: $model, stages: $stages, ctl: Ctl::$ctl, stat: StatClass::$stat, fields: row_fields(Ctl::$ctl, &[$($(Field::$field),*)?]), layout: layout(&[$($($layout)?)?]), semantics: Semantics::$sem $( ( $($semarg)* ) )?, hlsl: layout(&[$($hlsl)?]) };
                        &R
                    } )*
                }
            }
        }
    };
}

/// A row's control fields: those it names, else its `Ctl`'s.
const fn row_fields(ctl: Ctl, named: &'static [Field]) -> &'static [Field] {
    if named.is_empty() {
        ctl.fields()
    } else {
        named
    }
}

/// A row's layout or HLSL form, if it names one.
const fn layout(named: &[&'static str]) -> &'static str {
    match named {
        [l] => l,
        _ => "",
    }
}

for_each_sm4_opcode!(define_opcodes);

/// Whether shape letter `c` stands for an operand (`d f i u t b r a`, the
/// module doc's list), not a raw number or padding.
pub fn is_operand_letter(c: u8) -> bool {
    matches!(c, b'd' | b'f' | b'i' | b'u' | b't' | b'b' | b'r' | b'a')
}

/// A value for each opcode made once from its row, for what the printer
/// and the parser would otherwise work out from the row's text on every
/// instruction (declaration layouts, operand kinds).
pub struct PerRow<T>(std::sync::OnceLock<Vec<T>>);

impl<T: Default + Clone> Default for PerRow<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Default + Clone> PerRow<T> {
    /// An empty table, filled on first use.
    pub const fn new() -> Self {
        PerRow(std::sync::OnceLock::new())
    }

    /// `op`'s value, the table made by `make` from every row on first use.
    pub fn get(&self, op: Opcode, make: impl Fn(&Row) -> T) -> &T {
        let all = self.0.get_or_init(|| {
            let n = ROWS
                .iter()
                .map(|r| r.opcode as usize + 1)
                .max()
                .unwrap_or(0);
            let mut v = vec![T::default(); n];
            for r in ROWS {
                v[r.opcode as usize] = make(r);
            }
            v
        });
        // Every opcode has a row: the table is as long as the largest.
        &all[op as usize]
    }
}

impl Opcode {
    /// A tiled-resource feedback form's base instruction, and whether it
    /// has a level-of-detail clamp (its last source): the form is the base
    /// with the status as a second destination.
    pub fn feedback_base(self) -> Option<(Opcode, bool)> {
        use Opcode as O;
        Some(match self {
            O::Gather4S => (O::Gather4, false),
            O::Gather4CS => (O::Gather4C, false),
            O::Gather4PoS => (O::Gather4Po, false),
            O::Gather4PoCS => (O::Gather4PoC, false),
            O::LdS => (O::Ld, false),
            O::LdMsS => (O::LdMs, false),
            O::LdUavTypedS => (O::LdUavTyped, false),
            O::LdRawS => (O::LdRaw, false),
            O::LdStructuredS => (O::LdStructured, false),
            O::SampleLS => (O::SampleL, false),
            O::SampleCLzS => (O::SampleCLz, false),
            O::SampleClS => (O::Sample, true),
            O::SampleBClS => (O::SampleB, true),
            O::SampleGradClS => (O::SampleD, true),
            O::SampleCClS => (O::SampleC, true),
            _ => return None,
        })
    }

    /// The opcode whose base mnemonic is `name`.
    pub fn from_mnemonic(name: &str) -> Option<Opcode> {
        // Built once from the rows: the parser looks up every mnemonic
        // (and its suffix-stripped forms), a linear search was 5% of `asm`.
        type ByName = crate::names::NameIndex<Option<Opcode>>;
        static BY_NAME: std::sync::OnceLock<ByName> = std::sync::OnceLock::new();
        let index = BY_NAME.get_or_init(|| {
            let mut m = ByName::with_room(ROWS.len());
            for r in ROWS {
                *m.entry(r.mnemonic) = Some(r.opcode);
            }
            m
        });
        index.get(name).copied().flatten()
    }
    /// Like [`Opcode::from_mnemonic`] without regard to ASCII case (no two
    /// mnemonics differ only in case: a table test checks it).
    pub fn from_mnemonic_ignore_case(name: &str) -> Option<Opcode> {
        Self::from_mnemonic(name).or_else(|| {
            ROWS.iter()
                .find(|r| r.mnemonic.eq_ignore_ascii_case(name))
                .map(|r| r.opcode)
        })
    }

    /// An input register declaration (`dcl_input`, `_sgv`, `_siv`, and the
    /// pixel-shader forms).
    pub fn declares_input(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            DclInput | DclInputSgv | DclInputSiv | DclInputPs | DclInputPsSgv | DclInputPsSiv
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every HLSL form names a result type and only sources its shape
    /// has, each once and in order (the decompiler writes them in that
    /// order, so the first that cannot be written is the error).
    #[test]
    fn hlsl_forms_name_their_type_and_existing_sources() {
        let mut with_form = 0;
        for r in ROWS.iter().filter(|r| !r.hlsl.is_empty()) {
            with_form += 1;
            let (t, form) = r.hlsl.split_at(1);
            assert!(
                matches!(t, "f" | "i" | "u" | "s"),
                "{}: type {t}",
                r.mnemonic
            );
            assert!(
                r.shape.starts_with('d') && !r.shape.starts_with("dd"),
                "{}",
                r.mnemonic
            );
            let mut next = 1;
            let mut rest = form;
            while let Some(open) = rest.find('{') {
                let item = &rest[open + 1..open + 2];
                assert_eq!(&rest[open + 2..open + 3], "}", "{}", r.mnemonic);
                if item != "N" {
                    let k: usize = item.parse().expect("a source number");
                    assert_eq!(k, next, "{}: sources in order", r.mnemonic);
                    assert!(
                        r.shape
                            .as_bytes()
                            .get(k)
                            .is_some_and(|c| b"fiuta".contains(c)),
                        "{}: source {k} of shape {}",
                        r.mnemonic,
                        r.shape
                    );
                    next += 1;
                }
                rest = &rest[open + 3..];
            }
            // Every source is written.
            assert_eq!(next, r.shape.len(), "{}: every source", r.mnemonic);
        }
        assert_eq!(with_form, 57);
    }

    #[test]
    fn rows_are_unique_and_shapes_known() {
        let mut nums = std::collections::HashSet::new();
        let mut names = std::collections::HashSet::new();
        let mut folded = std::collections::HashSet::new();
        for r in ROWS {
            assert!(
                folded.insert(r.mnemonic.to_ascii_lowercase()),
                "two mnemonics differ only in case: {}",
                r.mnemonic
            );
        }
        for r in ROWS {
            assert!(
                nums.insert(r.opcode as u16),
                "duplicate opcode {:?}",
                r.opcode
            );
            assert!(
                names.insert(r.mnemonic),
                "duplicate mnemonic {}",
                r.mnemonic
            );
            assert!(
                r.shape.chars().all(|c| "dfiutbraNFRS*z".contains(c)),
                "{}: bad shape {}",
                r.mnemonic,
                r.shape
            );
            assert_eq!(Opcode::from_u16(r.opcode as u16), Some(r.opcode));
            assert_eq!(Opcode::from_mnemonic(r.mnemonic), Some(r.opcode));
        }
    }
}
