//! Which instruction set a shader is of, with what printing it needs.

use crate::{sm1, sm4};

/// Which instruction set, with what printing it needs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Family {
    /// Shader model 4-5.
    Sm4 {
        /// The stage.
        stage: sm4::ir::Stage,
        /// Major version.
        major: u8,
        /// Minor version.
        minor: u8,
        /// How the listing prints numbers (the compiler version's).
        style: sm4::print::Style,
    },
    /// Shader model 1-3: the version token.
    Sm1(sm1::ir::Version),
}

impl Family {
    /// The version line (`ps_5_0`, `vs_2_x`).
    pub fn version(&self) -> String {
        match self {
            Family::Sm4 {
                stage,
                major,
                minor,
                ..
            } => format!("{}_{major}_{minor}", stage.prefix()),
            Family::Sm1(v) => sm1::print::version_name(*v),
        }
    }

    /// The stage in words (`pixel`, `vertex`, ...).
    pub fn stage(&self) -> &'static str {
        use sm4::ir::Stage::*;
        match self {
            Family::Sm4 { stage, .. } => match stage {
                Pixel => "pixel",
                Vertex => "vertex",
                Geometry => "geometry",
                Hull => "hull",
                Domain => "domain",
                Compute => "compute",
            },
            Family::Sm1(v) => match v.ty {
                sm1::ir::ShaderType::Pixel => "pixel",
                _ => "vertex",
            },
        }
    }

    /// The SM4/5 listing's number style (the default for an instruction
    /// printed outside its family's program).
    pub fn style(&self) -> sm4::print::Style {
        match self {
            Family::Sm4 { style, .. } => *style,
            Family::Sm1(_) => Default::default(),
        }
    }

    /// The Direct3D 9 version its instructions print in (`ps_3_0` for
    /// one printed outside its family's program).
    pub fn sm1_version(&self) -> sm1::ir::Version {
        match self {
            Family::Sm1(v) => *v,
            Family::Sm4 { .. } => sm1::ir::Version {
                ty: sm1::ir::ShaderType::Pixel,
                major: 3,
                minor: 0,
            },
        }
    }

    /// `(major, minor)`.
    pub fn model(&self) -> (u8, u8) {
        match self {
            Family::Sm4 { major, minor, .. } => (*major, *minor),
            Family::Sm1(v) => (v.major, v.minor),
        }
    }
}
