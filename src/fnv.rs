//! The FNV-1a hash (64-bit) for the lookups the parsers and validators make
//! per instruction: their keys are a few bytes (mnemonics, register
//! numbers), where the standard SipHash costs more than the lookup.
//! Nothing here is exposed to untrusted key flooding that matters: the
//! keys of each map are bounded by one program's registers or by the
//! instruction tables.

use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;

/// The FNV-1a hasher.
pub(crate) struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        for b in bytes {
            h = (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

/// A `HashMap` keyed by FNV-1a.
pub(crate) type FnvMap<K, V> = HashMap<K, V, BuildHasherDefault<Fnv>>;

/// A `HashSet` keyed by FNV-1a.
pub(crate) type FnvSet<K> = HashSet<K, BuildHasherDefault<Fnv>>;
