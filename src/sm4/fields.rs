//! Typed fields of SM4/5 instructions: where each opcode-specific control
//! bit lives ([`Field`]), and the numbered values declarations carry
//! (resource dimensions, return types, sampler modes, interpolation modes,
//! system values, topologies, tessellator settings, global flags), each a
//! newtype in the manner of gimli's `dw!` constants: named constants, a
//! name for printing, parsing back from that name or a number, and unknown
//! values kept as they are so that round trips stay lossless.
//!
//! The table (`table.rs`) names the fields each row has; the decoder and
//! encoder keep the control bits whole (`Instruction::controls`), and
//! everything that reads or writes a field goes through
//! [`Instruction::get`](super::ir::Instruction::get), [`Instruction::flag`](super::ir::Instruction::flag) and their setters, so no bit
//! position or mask is written anywhere else.

use crate::numbered::numbered;
use std::fmt;

/// The opcode number of an opcode token (bits 0..=10).
pub const fn opcode_number(tok: u32) -> u16 {
    (tok & 0x7ff) as u16
}

/// The control bits of an opcode token (bits 11..=23; `customdata` takes
/// 11..=31 whole, see [`Field::CustomDataClass`]).
pub const fn controls_of(tok: u32) -> u32 {
    (tok >> 11) & 0x1fff
}

/// A field of an opcode token's control bits (bits 11..=31; an
/// [`Instruction`](super::ir::Instruction) keeps them shifted down by 11 in `controls`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// `_sat` (token bit 13).
    Saturate,
    /// `_nz` rather than `_z` (token bit 18).
    NonZero,
    /// The SM5 precise mask (token bits 19-22), one bit per component.
    Precise,
    /// `resinfo`'s return type ([`ResInfoType`], token bits 11-12).
    ResInfoType,
    /// `sampleinfo_uint` (token bit 11).
    SampleInfoUint,
    /// `sync` flags ([`SyncFlags`], token bits 11-14).
    Sync,
    /// A resource's dimension ([`ResourceDim`], token bits 11-15).
    Dim,
    /// A multisampled resource's sample count (token bits 16-22).
    SampleCount,
    /// `_glc`: a globally coherent UAV (token bit 16).
    GloballyCoherent,
    /// `_opc`: a rasterizer-ordered UAV (token bit 23).
    RasterOrdered,
    /// `dynamicIndexed` constant buffers and interfaces (token bit 11).
    DynamicIndexed,
    /// A sampler's mode ([`SamplerMode`], token bits 11-14).
    SamplerMode,
    /// A pixel-shader input's interpolation ([`Interpolation`], 11-14).
    Interpolation,
    /// A geometry shader's input primitive ([`InputPrimitive`], 11-16).
    InputPrimitive,
    /// A geometry shader's output topology ([`Topology`], 11-17).
    Topology,
    /// The tessellator domain ([`TessDomain`], token bits 11-12).
    TessDomain,
    /// The tessellator partitioning ([`TessPartitioning`], 11-13).
    TessPartitioning,
    /// The tessellator output primitive ([`TessOutput`], 11-13).
    TessOutput,
    /// A control-point count (token bits 11-16).
    ControlPoints,
    /// `dcl_globalFlags` ([`GlobalFlags`], token bits 11-23).
    GlobalFlags,
    /// A `customdata` block's class ([`CustomDataClass`], bits 11-31).
    CustomDataClass,
}

impl Field {
    /// The field's lowest bit in `Instruction::controls` and its width.
    pub const fn layout(self) -> (u32, u32) {
        match self {
            Field::Saturate => (2, 1),
            Field::NonZero => (7, 1),
            Field::Precise => (8, 4),
            Field::ResInfoType => (0, 2),
            Field::SampleInfoUint | Field::DynamicIndexed => (0, 1),
            Field::Sync | Field::SamplerMode | Field::Interpolation => (0, 4),
            Field::Dim => (0, 5),
            Field::SampleCount => (5, 7),
            Field::GloballyCoherent => (5, 1),
            Field::RasterOrdered => (12, 1),
            Field::InputPrimitive | Field::ControlPoints => (0, 6),
            Field::Topology => (0, 7),
            Field::TessDomain => (0, 2),
            Field::TessPartitioning | Field::TessOutput => (0, 3),
            Field::GlobalFlags => (0, 13),
            Field::CustomDataClass => (0, 21),
        }
    }

    /// The field whose variant is named `name` (as the table's layouts
    /// write it: `{Dim}`).
    pub fn from_name(name: &str) -> Option<Field> {
        Some(match name {
            "Saturate" => Field::Saturate,
            "NonZero" => Field::NonZero,
            "Precise" => Field::Precise,
            "ResInfoType" => Field::ResInfoType,
            "SampleInfoUint" => Field::SampleInfoUint,
            "Sync" => Field::Sync,
            "Dim" => Field::Dim,
            "SampleCount" => Field::SampleCount,
            "GloballyCoherent" => Field::GloballyCoherent,
            "RasterOrdered" => Field::RasterOrdered,
            "DynamicIndexed" => Field::DynamicIndexed,
            "SamplerMode" => Field::SamplerMode,
            "Interpolation" => Field::Interpolation,
            "InputPrimitive" => Field::InputPrimitive,
            "Topology" => Field::Topology,
            "TessDomain" => Field::TessDomain,
            "TessPartitioning" => Field::TessPartitioning,
            "TessOutput" => Field::TessOutput,
            "ControlPoints" => Field::ControlPoints,
            "GlobalFlags" => Field::GlobalFlags,
            "CustomDataClass" => Field::CustomDataClass,
            _ => return None,
        })
    }

    /// A one-bit field (a flag such as `_glc`).
    pub const fn is_flag(self) -> bool {
        self.layout().1 == 1
    }

    /// The field's value in `controls`.
    pub const fn read(self, controls: u32) -> u32 {
        let (at, width) = self.layout();
        (controls >> at) & ((1 << width) - 1)
    }

    /// `controls` with the field set to `v` (cut to the field's width).
    pub const fn write(self, controls: u32, v: u32) -> u32 {
        let (at, width) = self.layout();
        let mask = ((1 << width) - 1) << at;
        (controls & !mask) | ((v << at) & mask)
    }
}

/// A value kept in a [`Field`] of the control bits.
pub trait ControlField: Copy {
    /// The field that holds it.
    const FIELD: Field;
    /// The value from the field's bits.
    fn from_bits(bits: u32) -> Self;
    /// The field's bits for the value.
    fn bits(self) -> u32;
}

/// Makes numbered newtypes the values of control fields.
macro_rules! control_fields {
    ($($ty:ident => $field:ident,)*) => {
        $(
            impl ControlField for $ty {
                const FIELD: Field = Field::$field;
                fn from_bits(bits: u32) -> Self {
                    $ty(bits)
                }
                fn bits(self) -> u32 {
                    self.0
                }
            }
        )*
    };
}

numbered! {
    /// A resource dimension (`D3D10_SB_RESOURCE_DIMENSION`).
    ResourceDim(u32) {
        UNKNOWN = 0, "unknown";
        BUFFER = 1, "buffer";
        TEXTURE1D = 2, "texture1d";
        TEXTURE2D = 3, "texture2d";
        TEXTURE2DMS = 4, "texture2dms";
        TEXTURE3D = 5, "texture3d";
        TEXTURECUBE = 6, "texturecube";
        TEXTURE1DARRAY = 7, "texture1darray";
        TEXTURE2DARRAY = 8, "texture2darray";
        TEXTURE2DMSARRAY = 9, "texture2dmsarray";
        TEXTURECUBEARRAY = 10, "texturecubearray";
        RAW_BUFFER = 11, "raw_buffer";
        STRUCTURED_BUFFER = 12, "structured_buffer";
    }
}

impl ResourceDim {
    /// A texture that can be sampled and have mip levels (1D, 2D, 3D,
    /// cube, and their arrays): not a buffer, not multisampled.
    pub fn is_filterable(self) -> bool {
        use ResourceDim as D;
        matches!(
            self,
            D::TEXTURE1D
                | D::TEXTURE1DARRAY
                | D::TEXTURE2D
                | D::TEXTURE2DARRAY
                | D::TEXTURE3D
                | D::TEXTURECUBE
                | D::TEXTURECUBEARRAY
        )
    }
    /// Whether the dimension is multisampled (it then has a sample count).
    pub fn is_multisampled(self) -> bool {
        matches!(
            self,
            ResourceDim::TEXTURE2DMS | ResourceDim::TEXTURE2DMSARRAY
        )
    }
    /// How many coordinates address an element (the array index
    /// included; a cube's is a direction): `None` for raw and structured
    /// buffers, which are addressed by bytes.
    pub fn coordinates(self) -> Option<usize> {
        use ResourceDim as D;
        Some(match self {
            D::BUFFER | D::TEXTURE1D => 1,
            D::TEXTURE1DARRAY | D::TEXTURE2D | D::TEXTURE2DMS => 2,
            D::TEXTURE2DARRAY | D::TEXTURE2DMSARRAY | D::TEXTURE3D | D::TEXTURECUBE => 3,
            D::TEXTURECUBEARRAY => 4,
            _ => return None,
        })
    }
}

numbered! {
    /// A resource return type (`D3D10_SB_RESOURCE_RETURN_TYPE`), four bits
    /// per component of a declaration's return token.
    ReturnType(u32) {
        UNORM = 1, "unorm";
        SNORM = 2, "snorm";
        SINT = 3, "sint";
        UINT = 4, "uint";
        FLOAT = 5, "float";
        MIXED = 6, "mixed";
        DOUBLE = 7, "double";
        CONTINUED = 8, "continued";
        UNUSED = 9, "unused";
    }
}

/// The four return types of a resource declaration's return token (or of
/// an instruction's extended token), x first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ReturnTypes(pub [ReturnType; 4]);

impl ReturnTypes {
    /// From the token: four bits per component, x lowest.
    pub fn from_token(tok: u32) -> ReturnTypes {
        ReturnTypes([0, 1, 2, 3].map(|i| ReturnType((tok >> (4 * i)) & 0xf)))
    }
    /// The token.
    pub fn token(self) -> u32 {
        self.0
            .iter()
            .enumerate()
            .fold(0, |a, (i, t)| a | ((t.0 & 0xf) << (4 * i)))
    }
}

impl crate::numbered::PushName for ReturnTypes {
    /// `(float,float,float,float)`, as `Display` writes it.
    fn push_name(self, out: &mut String) {
        for (i, t) in self.0.into_iter().enumerate() {
            out.push(if i == 0 { '(' } else { ',' });
            t.push_name(out);
        }
        out.push(')');
    }
}

impl fmt::Display for ReturnTypes {
    /// `(float,float,float,float)`, as `numbered::PushName` appends it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        crate::numbered::PushName::push_name(*self, &mut s);
        f.write_str(&s)
    }
}

numbered! {
    /// A pixel-shader input's interpolation mode
    /// (`D3D10_SB_INTERPOLATION_MODE`); 0 is undefined and not printed.
    Interpolation(u32) {
        CONSTANT = 1, "constant";
        LINEAR = 2, "linear";
        LINEAR_CENTROID = 3, "linear centroid";
        LINEAR_NOPERSPECTIVE = 4, "linear noperspective";
        LINEAR_NOPERSPECTIVE_CENTROID = 5, "linear noperspective centroid";
        LINEAR_SAMPLE = 6, "linear sample";
        LINEAR_NOPERSPECTIVE_SAMPLE = 7, "linear noperspective sample";
    }
}

impl Interpolation {
    /// Whether the mode is evaluated at the centroid.
    pub fn is_centroid(self) -> bool {
        matches!(
            self,
            Interpolation::LINEAR_CENTROID | Interpolation::LINEAR_NOPERSPECTIVE_CENTROID
        )
    }
    /// Whether the mode is evaluated per sample (a shader with such an
    /// input runs at sample frequency).
    pub fn is_per_sample(self) -> bool {
        matches!(
            self,
            Interpolation::LINEAR_SAMPLE | Interpolation::LINEAR_NOPERSPECTIVE_SAMPLE
        )
    }
}

numbered! {
    /// A sampler's mode (`D3D10_SB_SAMPLER_MODE`).
    SamplerMode(u32) {
        DEFAULT = 0, "mode_default";
        COMPARISON = 1, "mode_comparison";
        MONO = 2, "mode_mono";
    }
}

numbered! {
    /// A system value named by `dcl_*_siv` / `dcl_*_sgv`
    /// (`D3D10_SB_NAME`).
    SystemValue(u32) {
        UNDEFINED = 0, "undefined";
        POSITION = 1, "position";
        CLIP_DISTANCE = 2, "clip_distance";
        CULL_DISTANCE = 3, "cull_distance";
        RENDER_TARGET_ARRAY_INDEX = 4, "rendertarget_array_index";
        VIEWPORT_ARRAY_INDEX = 5, "viewport_array_index";
        VERTEX_ID = 6, "vertex_id";
        PRIMITIVE_ID = 7, "primitive_id";
        INSTANCE_ID = 8, "instance_id";
        IS_FRONT_FACE = 9, "is_front_face";
        SAMPLE_INDEX = 10, "sampleIndex";
        QUAD_U0_EDGE = 11, "finalQuadUeq0EdgeTessFactor";
        QUAD_V0_EDGE = 12, "finalQuadVeq0EdgeTessFactor";
        QUAD_U1_EDGE = 13, "finalQuadUeq1EdgeTessFactor";
        QUAD_V1_EDGE = 14, "finalQuadVeq1EdgeTessFactor";
        QUAD_U_INSIDE = 15, "finalQuadUInsideTessFactor";
        QUAD_V_INSIDE = 16, "finalQuadVInsideTessFactor";
        TRI_U0_EDGE = 17, "finalTriUeq0EdgeTessFactor";
        TRI_V0_EDGE = 18, "finalTriVeq0EdgeTessFactor";
        TRI_W0_EDGE = 19, "finalTriWeq0EdgeTessFactor";
        TRI_INSIDE = 20, "finalTriInsideTessFactor";
        LINE_DETAIL = 21, "finalLineDetailTessFactor";
        LINE_DENSITY = 22, "finalLineDensityTessFactor";
    }
}

numbered! {
    /// A geometry shader's output topology
    /// (`D3D10_SB_PRIMITIVE_TOPOLOGY`).
    Topology(u32) {
        UNDEFINED = 0, "undefined";
        POINT_LIST = 1, "pointlist";
        LINE_LIST = 2, "linelist";
        LINE_STRIP = 3, "linestrip";
        TRIANGLE_LIST = 4, "trianglelist";
        TRIANGLE_STRIP = 5, "trianglestrip";
        LINE_LIST_ADJ = 10, "linelist_adj";
        LINE_STRIP_ADJ = 11, "linestrip_adj";
        TRIANGLE_LIST_ADJ = 12, "trianglelist_adj";
        TRIANGLE_STRIP_ADJ = 13, "trianglestrip_adj";
    }
}

numbered! {
    /// The tessellator domain (`D3D11_SB_TESSELLATOR_DOMAIN`).
    TessDomain(u32) {
        ISOLINE = 1, "domain_isoline";
        TRI = 2, "domain_tri";
        QUAD = 3, "domain_quad";
    }
}

numbered! {
    /// The tessellator partitioning (`D3D11_SB_TESSELLATOR_PARTITIONING`).
    TessPartitioning(u32) {
        INTEGER = 1, "partitioning_integer";
        POW2 = 2, "partitioning_pow2";
        FRACTIONAL_ODD = 3, "partitioning_fractional_odd";
        FRACTIONAL_EVEN = 4, "partitioning_fractional_even";
    }
}

numbered! {
    /// The tessellator output primitive
    /// (`D3D11_SB_TESSELLATOR_OUTPUT_PRIMITIVE`).
    TessOutput(u32) {
        POINT = 1, "output_point";
        LINE = 2, "output_line";
        TRIANGLE_CW = 3, "output_triangle_cw";
        TRIANGLE_CCW = 4, "output_triangle_ccw";
    }
}

numbered! {
    /// `resinfo`'s return type, printed as a suffix after `_`.
    ResInfoType(u32) {
        FLOAT = 0, "float";
        RCP_FLOAT = 1, "rcpFloat";
        UINT = 2, "uint";
    }
}

numbered! {
    /// A `customdata` block's class (`D3D10_SB_CUSTOMDATA_CLASS`).
    CustomDataClass(u32) {
        COMMENT = 0, "comment";
        DEBUG_INFO = 1, "debuginfo";
        OPAQUE = 2, "opaque";
        IMMEDIATE_CONSTANT_BUFFER = 3, "dcl_immediateConstantBuffer";
        SHADER_MESSAGE = 4, "shader_message";
        CLIP_PLANE_MAPPINGS = 5, "dx9_clip_plane_mappings";
    }
}

/// A geometry shader's input primitive (`D3D10_SB_PRIMITIVE`); values
/// 8..=39 are patches of 1..=32 control points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct InputPrimitive(pub u32);

impl InputPrimitive {
    /// `point`
    pub const POINT: InputPrimitive = InputPrimitive(1);
    /// `line`
    pub const LINE: InputPrimitive = InputPrimitive(2);
    /// `triangle`
    pub const TRIANGLE: InputPrimitive = InputPrimitive(3);
    /// `lineadj`
    pub const LINE_ADJ: InputPrimitive = InputPrimitive(6);
    /// `triangleadj`
    pub const TRIANGLE_ADJ: InputPrimitive = InputPrimitive(7);

    /// A patch of `n` (1..=32) control points.
    pub fn patch(n: u32) -> InputPrimitive {
        InputPrimitive(n + 7)
    }
    /// The patch's control-point count, if it is a patch.
    pub fn patch_size(self) -> Option<u32> {
        (8..=39).contains(&self.0).then(|| self.0 - 7)
    }
    /// The vertices one primitive has (patches: their control points).
    pub fn vertex_count(self) -> Option<u32> {
        match self {
            InputPrimitive::POINT => Some(1),
            InputPrimitive::LINE => Some(2),
            InputPrimitive::TRIANGLE => Some(3),
            InputPrimitive::LINE_ADJ => Some(4),
            InputPrimitive::TRIANGLE_ADJ => Some(6),
            p => p.patch_size(),
        }
    }
    /// Whether the value has a name (`point` ... `patch32`).
    pub fn is_named(self) -> bool {
        self.vertex_count().is_some()
    }
    /// The value named `s` (a name this type prints, or a number).
    pub fn parse(s: &str) -> Option<InputPrimitive> {
        (1..40)
            .map(InputPrimitive)
            .find(|p| p.is_named() && p.to_string() == s)
            .or_else(|| s.parse().ok().map(InputPrimitive))
    }
}

impl fmt::Display for InputPrimitive {
    /// `point`, `lineadj`, `patch3`, or the number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            InputPrimitive::POINT => f.write_str("point"),
            InputPrimitive::LINE => f.write_str("line"),
            InputPrimitive::TRIANGLE => f.write_str("triangle"),
            InputPrimitive::LINE_ADJ => f.write_str("lineadj"),
            InputPrimitive::TRIANGLE_ADJ => f.write_str("triangleadj"),
            p => match p.patch_size() {
                Some(n) => write!(f, "patch{n}"),
                None => write!(f, "{}", p.0),
            },
        }
    }
}

/// Defines a set of one-bit flags with listing names, in printing order.
macro_rules! flag_set {
    (
        $(#[$m:meta])*
        $ty:ident { $( $c:ident = $v:literal, $n:literal; )* }
    ) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
        pub struct $ty(pub u32);

        impl $ty {
            $(
                #[doc = concat!("`", $n, "`")]
                pub const $c: $ty = $ty($v);
            )*
            /// Every flag with its listing name, in printing order.
            pub const NAMED: &'static [($ty, &'static str)] = &[$(($ty($v), $n),)*];

            /// Whether every bit of `f` is set.
            pub fn contains(self, f: $ty) -> bool {
                self.0 & f.0 == f.0
            }
            /// The names of the set flags, in printing order.
            pub fn names(self) -> impl Iterator<Item = &'static str> {
                Self::NAMED
                    .iter()
                    .filter(move |(f, _)| self.0 & f.0 != 0)
                    .map(|(_, n)| *n)
            }
            /// The flag named `s`.
            pub fn parse(s: &str) -> Option<$ty> {
                Self::NAMED.iter().find(|(_, n)| *n == s).map(|(f, _)| *f)
            }
        }

        impl std::ops::BitOr for $ty {
            type Output = $ty;
            fn bitor(self, o: $ty) -> $ty {
                $ty(self.0 | o.0)
            }
        }
    };
}

flag_set! {
    /// `dcl_globalFlags` (`D3D10_SB_GLOBAL_FLAGS`).
    GlobalFlags {
        REFACTORING_ALLOWED = 1, "refactoringAllowed";
        DOUBLES = 2, "enableDoublePrecisionFloatOps";
        EARLY_DEPTH_STENCIL = 4, "forceEarlyDepthStencil";
        RAW_AND_STRUCTURED = 8, "enableRawAndStructuredBuffers";
        SKIP_OPTIMIZATION = 16, "skipOptimization";
        MINIMUM_PRECISION = 32, "enableMinimumPrecision";
        DOUBLE_EXTENSIONS_11_1 = 64, "enable11_1DoubleExtensions";
        SHADER_EXTENSIONS_11_1 = 128, "enable11_1ShaderExtensions";
    }
}

flag_set! {
    /// `sync` flags, printed as mnemonic suffixes (`sync_uglobal_g_t`;
    /// `_uglobal` wins over `_ugroup`).
    SyncFlags {
        UAV_GLOBAL = 8, "_uglobal";
        UAV_GROUP = 4, "_ugroup";
        TGSM = 2, "_g";
        THREADS = 1, "_t";
    }
}

control_fields! {
    ResourceDim => Dim,
    Interpolation => Interpolation,
    SamplerMode => SamplerMode,
    Topology => Topology,
    TessDomain => TessDomain,
    TessPartitioning => TessPartitioning,
    TessOutput => TessOutput,
    ResInfoType => ResInfoType,
    CustomDataClass => CustomDataClass,
    InputPrimitive => InputPrimitive,
    GlobalFlags => GlobalFlags,
    SyncFlags => Sync,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sm4::ir::Instruction;
    use crate::sm4::{Opcode, ROWS};

    #[test]
    fn fields_fit_in_the_control_bits() {
        // Control bits are token bits 11..=31: 21 of them.
        for f in [
            Field::Saturate,
            Field::NonZero,
            Field::Precise,
            Field::SampleCount,
            Field::RasterOrdered,
            Field::GlobalFlags,
            Field::CustomDataClass,
        ] {
            let (at, width) = f.layout();
            assert!(at + width <= 21, "{f:?}");
        }
        // A row's fields never overlap.
        for r in ROWS {
            let mut used = 0u32;
            for f in r.fields {
                let (at, width) = f.layout();
                let mask = ((1u32 << width) - 1) << at;
                assert_eq!(used & mask, 0, "{}: {f:?} overlaps", r.mnemonic);
                used |= mask;
            }
        }
    }

    #[test]
    fn set_then_get() {
        let mut i = Instruction::new(Opcode::DclResource);
        i.set(ResourceDim::TEXTURE2DMS);
        i.set_field(Field::SampleCount, 4);
        // Dimension in token bits 11-15, sample count in 16-22.
        assert_eq!(i.controls, 4 | (4 << 5));
        assert_eq!(i.get::<ResourceDim>(), ResourceDim::TEXTURE2DMS);
        assert_eq!(i.field(Field::SampleCount), 4);
        assert!(i.has_field(Field::SampleCount) && !i.has_field(Field::Saturate));
        let mut s = Instruction::new(Opcode::Add);
        s.set_flag(Field::Saturate, true);
        assert!(s.saturate() && s.has_field(Field::Precise));
    }

    #[test]
    fn names_round_trip() {
        for (v, n) in ResourceDim::NAMED {
            assert_eq!(ResourceDim::parse(n), Some(*v));
        }
        assert_eq!(ResourceDim(40).to_string(), "40");
        assert_eq!(ResourceDim::parse("40"), Some(ResourceDim(40)));
        assert_eq!(InputPrimitive::parse("patch32"), Some(InputPrimitive(39)));
        assert_eq!(InputPrimitive::TRIANGLE_ADJ.to_string(), "triangleadj");
        let rt = ReturnTypes::from_token(0x5555);
        assert_eq!(rt.to_string(), "(float,float,float,float)");
        assert_eq!(rt.token(), 0x5555);
        let g = GlobalFlags::REFACTORING_ALLOWED | GlobalFlags::DOUBLES;
        assert_eq!(
            g.names().collect::<Vec<_>>(),
            ["refactoringAllowed", "enableDoublePrecisionFloatOps"]
        );
    }

    #[test]
    fn push_name_writes_what_display_writes() {
        use crate::numbered::PushName;
        fn same<T: PushName + fmt::Display + Copy>(v: T) {
            let mut out = String::from("x");
            v.push_name(&mut out);
            assert_eq!(out, format!("x{v}"));
        }
        for n in (0..48).chain([255, 0xffff_ffff]) {
            same(ResourceDim(n));
            same(SystemValue(n));
            same(ReturnType(n));
            same(SamplerMode(n));
            same(Topology(n));
            same(Interpolation(n));
            same(ResInfoType(n));
            same(n);
        }
        // Return types print as the listings write them, x first
        // (`D3D10_SB_RESOURCE_RETURN_TYPE`: 1 unorm .. 5 float).
        for (token, text) in [
            (0x5555, "(float,float,float,float)"),
            (0x1234, "(uint,sint,snorm,unorm)"),
        ] {
            let mut out = String::new();
            ReturnTypes::from_token(token).push_name(&mut out);
            assert_eq!(out, text);
            assert_eq!(ReturnTypes::from_token(token).to_string(), text);
        }
    }
}
