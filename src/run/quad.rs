//! Running a 2×2 quad of pixels so that derivatives see all four: each
//! member runs until it stops before a derivative (or ends); the members
//! stopped at the same instruction then compute it together. Shared by
//! the SM4/5 and the SM1-3 pixel-shader drivers.

use super::error::{ErrorKind, RunError};

/// How a member's run stopped.
pub enum Step<D> {
    /// Before a derivative instruction, at the member's `pc`.
    Paused,
    /// For good (the end, or a discard).
    Ended(D),
}

/// Runs the four members to their ends. `exec` resumes one, `pc` says
/// where a paused one is, and `derive` runs the derivative at `pc` for the
/// members stopped there (members elsewhere, or ended, contribute their
/// registers as they are).
pub fn run_members<M, D: Copy>(
    m: &mut [M],
    mut exec: impl FnMut(&mut M) -> Result<Step<D>, RunError>,
    pc: impl Fn(&M) -> usize,
    mut derive: impl FnMut(&mut [M], &[usize], usize) -> Result<(), RunError>,
) -> Result<[Option<D>; 4], RunError> {
    let mut done: [Option<D>; 4] = [None; 4];
    loop {
        for k in 0..4 {
            if done[k].is_none() {
                if let Step::Ended(d) = exec(&mut m[k])? {
                    done[k] = Some(d);
                }
            }
        }
        let waiting: Vec<usize> = (0..4).filter(|k| done[*k].is_none()).collect();
        if waiting.is_empty() {
            return Ok(done);
        }
        let mut pcs: Vec<usize> = waiting.iter().map(|k| pc(&m[*k])).collect();
        pcs.sort_unstable();
        pcs.dedup();
        for at_pc in pcs {
            let at: Vec<usize> = waiting
                .iter()
                .copied()
                .filter(|k| pc(&m[*k]) == at_pc)
                .collect();
            derive(m, &at, at_pc)?;
        }
    }
}

/// The two members whose difference is member `k`'s derivative (the
/// second minus the first): along x (`x`) or y, its own row or column
/// (`fine`) or the quad's top row or left column (coarse). Members are
/// numbered top left, top right, bottom left, bottom right.
pub fn neighbours(k: usize, x: bool, fine: bool) -> (usize, usize) {
    match (x, fine) {
        (true, true) => (k & 2, (k & 2) | 1),
        (true, false) => (0, 1),
        (false, true) => (k & 1, (k & 1) | 2),
        (false, false) => (0, 2),
    }
}

/// Counts the derivative as one executed step of a member.
pub fn step(steps: &mut u64, max_steps: u64) -> Result<(), RunError> {
    *steps += 1;
    if *steps > max_steps {
        return Err(RunError::of(
            ErrorKind::Limit,
            format!(
                "stopped after {max_steps} steps, the most one invocation may take (--max-steps)"
            ),
        ));
    }
    Ok(())
}
