//! What the test modules share.

/// The corpus folder of this repository.
pub const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus");

/// FNV-1a 64 of `b`: the hash the oracle's listing tables hold.
pub fn fnv(b: &[u8]) -> u64 {
    let mut h = 14_695_981_039_346_656_037u64;
    for x in b {
        h ^= *x as u64;
        h = h.wrapping_mul(1_099_511_628_211);
    }
    h
}
