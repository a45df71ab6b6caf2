//! dxsm: Direct3D shader-model assembly.
#![doc = include_str!("../README.md")]

pub mod assemble;
pub mod dxbc;
pub mod error;
pub mod listing;
pub mod run;
pub mod sm1;
pub mod sm4;
pub mod validate;

pub(crate) use error::bail;
