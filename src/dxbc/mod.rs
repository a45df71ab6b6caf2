//! The DXBC container and its chunks (signatures, resource definitions,
//! statistics). Decoding checks structure only; every error names a byte
//! offset in the file.

mod checksum;
pub mod container;

pub use checksum::checksum;
pub use container::{is_dxbc, write, Chunk, Container};
pub mod annotate;
pub(crate) mod features;
pub mod header;
pub mod ifce;
pub mod rdef;
pub mod sdbg;
pub mod signature;
pub mod spdb;
pub mod stat;
pub mod strip;
