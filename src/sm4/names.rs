//! Names Microsoft's listing gives to the numeric fields of SM4/5 tokens,
//! shared by the printer and the parser. Index = field value.

macro_rules! operand_types {
    ($($id:ident = $name:literal,)*) => {
        /// Register prefixes by operand type; empty where the type has none.
        pub const OPERAND_TYPES: &[&str] = &[$($name,)*];

        /// Operand type numbers (D3D10_SB_OPERAND_TYPE_*, bits 12..19 of an
        /// operand token) by name, numbered in the order of
        /// [`OPERAND_TYPES`]: the one place they are spelled.
        pub mod operand {
            #[allow(non_camel_case_types, clippy::upper_case_acronyms, dead_code)]
            #[repr(u8)]
            enum Number {
                $($id,)*
            }
            $(
                #[doc = concat!("`", $name, "`")]
                pub const $id: u8 = Number::$id as u8;
            )*
        }
    };
}

operand_types! {
    TEMP = "r",
    INPUT = "v",
    OUTPUT = "o",
    INDEXABLE = "x",
    IMM32 = "l",
    IMM64 = "d",
    SAMPLER = "s",
    RESOURCE = "t",
    CB = "cb",
    ICB = "icb",
    LABEL = "label",
    PRIM_ID = "vPrim",
    DEPTH = "oDepth",
    NULL = "null",
    RASTERIZER = "rasterizer",
    MASK = "oMask",
    STREAM = "m",
    FUNCTION_BODY = "fb",
    FUNCTION_TABLE = "ft",
    INTERFACE = "fp",
    FUNCTION_INPUT = "fi",
    FUNCTION_OUTPUT = "fo",
    OUTPUT_CP_ID = "vOutputControlPointID",
    FORK_INSTANCE_ID = "vForkInstanceID",
    JOIN_INSTANCE_ID = "vJoinInstanceID",
    INPUT_CP = "vicp",
    OUTPUT_CP = "vocp",
    PATCH_CONSTANT = "vpc",
    DOMAIN = "vDomain",
    THIS = "this",
    UAV = "u",
    TGSM = "g",
    THREAD_ID = "vThreadID",
    GROUP_ID = "vThreadGroupID",
    THREAD_IN_GROUP = "vThreadIDInGroup",
    COVERAGE = "vCoverage",
    THREAD_IN_GROUP_FLAT = "vThreadIDInGroupFlattened",
    GS_INSTANCE_ID = "vGSInstanceID",
    DEPTH_GE = "oDepthGE",
    DEPTH_LE = "oDepthLE",
    CYCLE_COUNTER = "vCycleCounter",
    STENCIL_REF = "oStencilRef",
    INNER_COVERAGE = "vInnerCoverage",
}

/// Operand types whose indices are all printed in brackets (`v[0][1]`,
/// `icb[r0.x + 0]`) instead of the first following the prefix (`cb0[3]`).
pub fn all_indices_bracketed(ty: u8, dims: usize) -> bool {
    matches!(
        ty,
        operand::ICB | operand::INPUT_CP | operand::OUTPUT_CP | operand::THIS
    ) || (ty == operand::INPUT && dims == 2)
        || (ty == operand::OUTPUT && dims == 2)
}

/// System-value names (`dcl_*_siv`, `dcl_*_sgv`).
pub const SYSTEM_VALUES: &[&str] = &[
    "undefined",
    "position",
    "clip_distance",
    "cull_distance",
    "rendertarget_array_index",
    "viewport_array_index",
    "vertex_id",
    "primitive_id",
    "instance_id",
    "is_front_face",
    "sampleIndex",
    "finalQuadUeq0EdgeTessFactor",
    "finalQuadVeq0EdgeTessFactor",
    "finalQuadUeq1EdgeTessFactor",
    "finalQuadVeq1EdgeTessFactor",
    "finalQuadUInsideTessFactor",
    "finalQuadVInsideTessFactor",
    "finalTriUeq0EdgeTessFactor",
    "finalTriVeq0EdgeTessFactor",
    "finalTriWeq0EdgeTessFactor",
    "finalTriInsideTessFactor",
    "finalLineDetailTessFactor",
    "finalLineDensityTessFactor",
];

/// Resource dimensions (`dcl_resource_texture2d`, `(texture2d)`).
pub const RESOURCE_DIMS: &[&str] = &[
    "unknown",
    "buffer",
    "texture1d",
    "texture2d",
    "texture2dms",
    "texture3d",
    "texturecube",
    "texture1darray",
    "texture2darray",
    "texture2dmsarray",
    "texturecubearray",
    "raw_buffer",
    "structured_buffer",
];

/// Resource return types (`(float,float,float,float)`).
pub const RETURN_TYPES: &[&str] = &[
    "",
    "unorm",
    "snorm",
    "sint",
    "uint",
    "float",
    "mixed",
    "double",
    "continued",
    "unused",
];

/// Pixel-shader input interpolation modes.
pub const INTERPOLATION: &[&str] = &[
    "",
    "constant",
    "linear",
    "linear centroid",
    "linear noperspective",
    "linear noperspective centroid",
    "linear sample",
    "linear noperspective sample",
];

/// `dcl_globalFlags` bits, in printing order.
pub const GLOBAL_FLAGS: &[(u32, &str)] = &[
    (1, "refactoringAllowed"),
    (2, "enableDoublePrecisionFloatOps"),
    (4, "forceEarlyDepthStencil"),
    (8, "enableRawAndStructuredBuffers"),
    (16, "skipOptimization"),
    (32, "enableMinimumPrecision"),
    (64, "enable11_1DoubleExtensions"),
    (128, "enable11_1ShaderExtensions"),
];

/// Geometry-shader input primitives (`dcl_inputprimitive`); values 8..=39
/// are patches with 1..=32 control points.
pub fn input_primitive(v: u32) -> Option<String> {
    Some(match v {
        1 => "point".into(),
        2 => "line".into(),
        3 => "triangle".into(),
        6 => "lineadj".into(),
        7 => "triangleadj".into(),
        8..=39 => format!("patch{}", v - 7),
        _ => return None,
    })
}

/// Output topologies (`dcl_outputtopology`).
pub const OUTPUT_TOPOLOGIES: &[&str] = &[
    "undefined",
    "pointlist",
    "linelist",
    "linestrip",
    "trianglelist",
    "trianglestrip",
    "",
    "",
    "",
    "",
    "linelist_adj",
    "linestrip_adj",
    "trianglelist_adj",
    "trianglestrip_adj",
];

/// Tessellator domains.
pub const TESS_DOMAINS: &[&str] = &["", "domain_isoline", "domain_tri", "domain_quad"];
/// Tessellator partitionings.
pub const TESS_PARTITIONINGS: &[&str] = &[
    "",
    "partitioning_integer",
    "partitioning_pow2",
    "partitioning_fractional_odd",
    "partitioning_fractional_even",
];
/// Tessellator output primitives.
pub const TESS_OUTPUTS: &[&str] = &[
    "",
    "output_point",
    "output_line",
    "output_triangle_cw",
    "output_triangle_ccw",
];
/// Sampler modes.
pub const SAMPLER_MODES: &[&str] = &["mode_default", "mode_comparison", "mode_mono"];
/// Minimum-precision names (extended operand token bits 14-16).
pub const MIN_PRECISION: &[&str] = &["", "min16f", "min2_8f", "", "min16i", "min16u"];
/// Component letters.
pub const COMPONENTS: [char; 4] = ['x', 'y', 'z', 'w'];

/// The name at index `v` of a name table, if there is one.
pub fn name(table: &'static [&'static str], v: u32) -> Option<&'static str> {
    table.get(v as usize).copied().filter(|s| !s.is_empty())
}
