//! The work budget of a whole run: `--max-steps` bounds one invocation,
//! this bounds the sum over all of them (a dispatch of 16M threads, each
//! within its own limit, could otherwise run for days). Invocations charge
//! their steps in blocks of 1024 and at their end; a spent budget stops
//! the next invocation's first step (or block) with a clear error.
//!
//! The budget counts work, not only steps: a step of one lane of a batch
//! counts 1, a step of an invocation run on its own (barriers, atomics,
//! geometry and hull shaders, Direct3D 9 shaders, traces) [`ALONE`], what
//! it costs in time next to a batch's lane (measured: about 1.6 G lane
//! steps/s batched, 40-60 M steps/s alone). So the default budget ends a
//! runaway run in a few seconds whichever way it runs, and a run's verdict
//! still depends only on the shader and its input.

use super::error::{ErrorKind, RunError};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Executed instructions allowed in one run, all invocations together
/// (a step of an invocation run on its own counts [`ALONE`]).
pub const DEFAULT_MAX_TOTAL_STEPS: u64 = 10_000_000_000;

/// What a step of an invocation run on its own counts against the budget:
/// as much as a step of a whole batch of lanes.
pub const ALONE: u64 = 64;

/// One run's budget: the steps left and what it started from. A run's
/// threads (a draw's bands) share it.
#[derive(Debug)]
pub struct Pool {
    left: AtomicU64,
    total: u64,
}

thread_local! {
    /// The budget of the run on this thread.
    static POOL: RefCell<Arc<Pool>> = RefCell::new(Arc::new(Pool {
        left: AtomicU64::new(u64::MAX),
        total: u64::MAX,
    }));
}

/// Starts a run's budget on this thread.
pub fn start(total: u64) {
    POOL.with(|p| {
        *p.borrow_mut() = Arc::new(Pool {
            left: AtomicU64::new(total),
            total,
        })
    });
}

/// This thread's budget, for the run's other threads to [`join`].
pub fn share() -> Arc<Pool> {
    POOL.with(|p| p.borrow().clone())
}

/// Makes `pool` this thread's budget (a thread working for a run).
pub fn join(pool: Arc<Pool>) {
    POOL.with(|p| *p.borrow_mut() = pool);
}

/// Takes `n` steps from the budget; an error once it is spent.
pub fn charge(n: u64) -> Result<(), RunError> {
    POOL.with(|p| {
        let p = p.borrow();
        let taken = p
            .left
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
                (left >= n && !(n == 0 && left == 0)).then(|| left - n)
            });
        if taken.is_err() {
            p.left.store(0, Ordering::Relaxed);
            let total = p.total;
            return Err(RunError::of(ErrorKind::Limit, format!(
                "stopped: the run's work budget of {total} steps is spent (--max-total-steps; a step of an invocation run on its own counts {ALONE})"
            )));
        }
        Ok(())
    })
}

/// Takes `n` steps without failing (an invocation that has ended); the
/// next [`charge`] reports a spent budget.
pub fn settle(n: u64) {
    POOL.with(|p| {
        let _ = p
            .borrow()
            .left
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
                Some(left.saturating_sub(n))
            });
    });
}

/// Steps per charge while an invocation runs.
pub const BLOCK: u64 = 1024;
