//! Lanes: one register component of up to 64 invocations run together,
//! and why a batch stops early.

/// Invocations per batch.
pub const LANES: usize = 64;
/// One register component across the lanes.
pub type Lanes = [u32; LANES];

/// The first `live` lanes, a bit each.
pub fn lanes_of(live: usize) -> u64 {
    if live >= LANES {
        !0
    } else {
        (1u64 << live) - 1
    }
}

/// Why a batch stopped before the end (the caller reruns it scalar).
#[derive(Debug, PartialEq, Eq)]
pub enum Bail {
    /// Lanes that have parted reach what needs all of them together (a
    /// derivative, an implicit level of detail).
    Divergent,
    /// The step limit was reached.
    Steps,
    /// Something the scalar machine reports (an out-of-range input index,
    /// calls nested too deep).
    Fallback,
    /// A compute batch made more stores than it holds
    /// ([`super::res::MAX_HELD`]): its threads run one at a time, storing
    /// as they go, so that a loop of stores takes no memory.
    Held,
}
