//! Names Microsoft's listing gives to the numeric fields of SM4/5 tokens,
//! shared by the printer and the parser. Index = field value.

/// Register prefixes by operand type; empty where the type has none.
pub const OPERAND_TYPES: &[&str] = &[
    "r",
    "v",
    "o",
    "x",
    "l",
    "d",
    "s",
    "t",
    "cb",
    "icb",
    "label",
    "vPrim",
    "oDepth",
    "null",
    "rasterizer",
    "oMask",
    "m",
    "fb",
    "ft",
    "fp",
    "fi",
    "fo",
    "vOutputControlPointID",
    "vForkInstanceID",
    "vJoinInstanceID",
    "vicp",
    "vocp",
    "vpc",
    "vDomain",
    "this",
    "u",
    "g",
    "vThreadID",
    "vThreadGroupID",
    "vThreadIDInGroup",
    "vCoverage",
    "vThreadIDInGroupFlattened",
    "vGSInstanceID",
    "oDepthGE",
    "oDepthLE",
    "vCycleCounter",
    "oStencilRef",
    "vInnerCoverage",
];

/// Operand types whose indices are all printed in brackets (`v[0][1]`,
/// `icb[r0.x + 0]`) instead of the first following the prefix (`cb0[3]`).
pub fn all_indices_bracketed(ty: u8, dims: usize) -> bool {
    matches!(ty, 9 | 25 | 26 | 29) || (ty == 1 && dims == 2) || (ty == 2 && dims == 2)
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
