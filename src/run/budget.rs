//! The work budget of a whole run: `--max-steps` bounds one invocation,
//! this bounds the sum over all of them (a dispatch of 16M threads, each
//! within its own limit, could otherwise run for days). Invocations charge
//! their steps in blocks of 1024 and at their end; a spent budget stops
//! the next invocation's first step (or block) with a clear error.

use super::RunError;
use std::cell::Cell;

/// Executed instructions allowed in one run, all invocations together.
pub const DEFAULT_MAX_TOTAL_STEPS: u64 = 10_000_000_000;

thread_local! {
    /// (steps left, the budget it started from).
    static LEFT: Cell<(u64, u64)> = const { Cell::new((u64::MAX, u64::MAX)) };
}

/// Starts a run's budget (a run happens on one thread).
pub fn start(total: u64) {
    LEFT.with(|l| l.set((total, total)));
}

/// Takes `n` steps from the budget; an error once it is spent.
pub fn charge(n: u64) -> Result<(), RunError> {
    LEFT.with(|l| {
        let (left, total) = l.get();
        if left < n || (n == 0 && left == 0) {
            l.set((0, total));
            return Err(RunError::new(format!(
                "stopped after {total} steps in all invocations (--max-total-steps)"
            )));
        }
        l.set((left - n, total));
        Ok(())
    })
}

/// Takes `n` steps without failing (an invocation that has ended); the
/// next [`charge`] reports a spent budget.
pub fn settle(n: u64) {
    LEFT.with(|l| {
        let (left, total) = l.get();
        l.set((left.saturating_sub(n), total));
    });
}

/// Steps per charge while an invocation runs.
pub const BLOCK: u64 = 1024;
