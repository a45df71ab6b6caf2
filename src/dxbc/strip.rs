//! `D3DStripShader`: a container without the chunks the flags name, its
//! checksum computed anew. What each flag removes was asked of Microsoft's
//! compiler (d3dcompiler_47) on containers holding every chunk code in use
//! and some it does not know (`tests/corpus/oracle/strip-chunks`):
//! - reflection data (0x1): `RDEF` and `STAT` (`IFCE`, `SFI0` and the
//!   signatures stay);
//! - debug information (0x2): `SDBG` and `SPDB`;
//! - test blobs (0x4): none of the codes tried;
//! - private data (0x8): `PRIV`;
//! - root signature (0x10): nothing (`RTS0` stays in this compiler).
//!
//! Every other chunk is kept, in its place. Like Microsoft's, a container
//! whose checksum is wrong, and a Direct3D 9 token stream, are refused.

use super::container::{write, Container};
use crate::error::{bail, BinError};

/// What [`strip`] removes: `D3DCOMPILER_STRIP_FLAGS`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StripFlags(pub u32);

impl StripFlags {
    /// `D3DCOMPILER_STRIP_REFLECTION_DATA`: resource definitions and
    /// statistics.
    pub const REFLECTION: StripFlags = StripFlags(0x1);
    /// `D3DCOMPILER_STRIP_DEBUG_INFO`: debug information.
    pub const DEBUG: StripFlags = StripFlags(0x2);
    /// `D3DCOMPILER_STRIP_TEST_BLOBS`: test blobs.
    pub const TEST_BLOBS: StripFlags = StripFlags(0x4);
    /// `D3DCOMPILER_STRIP_PRIVATE_DATA`: private data.
    pub const PRIVATE: StripFlags = StripFlags(0x8);
    /// `D3DCOMPILER_STRIP_ROOT_SIGNATURE`: root signatures.
    pub const ROOT_SIGNATURE: StripFlags = StripFlags(0x10);

    /// Whether every flag of `other` is set.
    pub fn has(self, other: StripFlags) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether these flags remove a chunk of code `fourcc`.
    pub fn removes(self, fourcc: &[u8; 4]) -> bool {
        match fourcc {
            b"RDEF" | b"STAT" => self.has(Self::REFLECTION),
            b"SDBG" | b"SPDB" => self.has(Self::DEBUG),
            b"PRIV" => self.has(Self::PRIVATE),
            _ => false,
        }
    }
}

impl std::ops::BitOr for StripFlags {
    type Output = StripFlags;
    fn bitor(self, o: StripFlags) -> StripFlags {
        StripFlags(self.0 | o.0)
    }
}

/// `data` (a DXBC container) without the chunks `flags` removes.
pub fn strip(data: &[u8], flags: StripFlags) -> Result<Vec<u8>, BinError> {
    if crate::sm1::decode::is_token_stream(data) && !super::is_dxbc(data) {
        bail!(
            0,
            "a Direct3D 9 token stream: D3DStripShader takes DXBC containers only (it answers D3DERR_INVALIDCALL)"
        );
    }
    let c = Container::read(data, false)?;
    if super::checksum(data) != c.checksum {
        bail!(
            4,
            "the stored checksum is not the container's: D3DStripShader refuses it (E_FAIL)"
        );
    }
    let kept: Vec<([u8; 4], &[u8])> = c
        .chunks
        .iter()
        .filter(|ch| !flags.removes(&ch.fourcc))
        .map(|ch| (ch.fourcc, ch.data))
        .collect();
    Ok(write(&kept))
}
