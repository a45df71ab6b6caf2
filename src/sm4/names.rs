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
            use super::OperandType;
            #[allow(non_camel_case_types, clippy::upper_case_acronyms, dead_code)]
            #[repr(u8)]
            enum Number {
                $($id,)*
            }
            $(
                #[doc = concat!("`", $name, "`")]
                pub const $id: OperandType = OperandType(Number::$id as u8);
            )*
        }
    };
}

/// An SM4/5 operand type (`D3D10_SB_OPERAND_TYPE`, bits 12..19 of an
/// operand token); the named ones are in [`operand`], unknown values are
/// kept as they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct OperandType(pub u8);

impl OperandType {
    /// The register prefix (`r`, `cb`, `vThreadID`), if the type has one.
    pub fn prefix(self) -> Option<&'static str> {
        name(OPERAND_TYPES, self.0 as u32)
    }
    /// The type whose prefix is `s`.
    pub fn from_prefix(s: &str) -> Option<OperandType> {
        OPERAND_TYPES
            .iter()
            .position(|n| !n.is_empty() && *n == s)
            .map(|i| OperandType(i as u8))
    }
}

impl std::fmt::Display for OperandType {
    /// The prefix, or the number when the type has none.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.prefix() {
            Some(p) => f.write_str(p),
            None => write!(f, "{}", self.0),
        }
    }
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
pub fn all_indices_bracketed(ty: OperandType, dims: usize) -> bool {
    matches!(
        ty,
        operand::ICB | operand::INPUT_CP | operand::OUTPUT_CP | operand::THIS
    ) || (ty == operand::INPUT && dims == 2)
        || (ty == operand::OUTPUT && dims == 2)
}

/// Minimum-precision names (extended operand token bits 14-16).
pub const MIN_PRECISION: &[&str] = &["", "min16f", "min2_8f", "", "min16i", "min16u"];
/// Component letters.
pub const COMPONENTS: [char; 4] = ['x', 'y', 'z', 'w'];

/// The number of a component letter of [`COMPONENTS`] (`x` 0 .. `w` 3).
pub fn component_number(c: u8) -> Option<u8> {
    match c {
        b'x' => Some(0),
        b'y' => Some(1),
        b'z' => Some(2),
        b'w' => Some(3),
        _ => None,
    }
}

/// The name at index `v` of a name table, if there is one.
pub fn name(table: &'static [&'static str], v: u32) -> Option<&'static str> {
    table.get(v as usize).copied().filter(|s| !s.is_empty())
}

/// Shader-message kinds (first payload word of a class-4 customdata):
/// `printf` and `errorf`.
pub const MESSAGES: &[(u32, &str)] = &[(0x0020_0102, "printf"), (0x0020_0103, "errorf")];
