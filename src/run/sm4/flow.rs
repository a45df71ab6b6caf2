//! Which lanes of a batch run (a bit per lane) through `if`s, loops and
//! switches whose lanes disagree. An `if` runs its first part with the
//! lanes that pass, then its `else` part with the others; a switch runs
//! its cases in program order, the lanes of each joining at its label
//! (so lanes falling through meet them); a `callc` runs the subroutine
//! with the lanes that call. Lanes that leave a block early (`break`,
//! `continue`, `ret`) wait where they would go on, until the lanes still
//! running get there: each lane takes the steps it would take alone, in
//! the same order.

use super::lanes::Bail;

/// Where a branch goes when its test passes.
#[derive(Clone, Copy, Debug)]
pub(super) enum Act {
    /// Out of the innermost switch.
    EndSwitch,
    /// Out of the innermost loop.
    Break,
    /// To the next round of the innermost loop.
    Continue,
    /// Back to the caller, or the end.
    Return,
}

/// A block some lanes wait in.
#[derive(Debug)]
enum Frame {
    /// An `if` whose lanes disagreed.
    If {
        /// Its `else`, while the first part runs.
        else_at: Option<usize>,
        endif: usize,
        /// The lanes at the `if`, less those that left since: they go on
        /// after the `endif`.
        saved: u64,
        /// The lanes of the `else` part.
        other: u64,
    },
    /// A loop being run (every loop entered has one).
    Loop {
        /// The `loop`.
        start: usize,
        /// The `endloop`.
        end: usize,
        /// Lanes that took a `break`: they go on after the `endloop`.
        broken: u64,
        /// Lanes that took a `continue`: they start the next round with
        /// the lanes that reach the `endloop`.
        continued: u64,
    },
    /// A switch being run (every switch entered has one).
    Switch {
        /// The `endswitch`.
        end: usize,
        /// Lanes that took a `break` or matched no case: they go on after
        /// the `endswitch`.
        broken: u64,
        /// The cases not yet reached: where each goes in (a label + 1) and
        /// its lanes, in program order.
        pending: Vec<(usize, u64)>,
    },
    /// A subroutine being run.
    Call {
        /// Where it returns to.
        back: usize,
        /// Lanes that did not call: they wait there.
        waiting: u64,
        /// Lanes that have returned.
        returned: u64,
    },
}

/// The lanes running, and the blocks the others wait in.
pub(super) struct Flow {
    /// The lanes running.
    pub active: u64,
    /// The lanes at the start.
    live: u64,
    /// The lanes that have not ended (by a `ret` of the main program).
    alive: u64,
    frames: Vec<Frame>,
}

impl Flow {
    /// All of `live` running.
    pub fn new(live: u64) -> Self {
        Flow {
            active: live,
            live,
            alive: live,
            frames: Vec::new(),
        }
    }

    /// Whether every lane of the batch is running (none waits or has
    /// ended): what derivatives and implicit levels of detail need.
    pub fn whole(&self) -> bool {
        self.active == self.live
    }

    /// Whether some lanes that have not ended wait in a block.
    fn parted(&self) -> bool {
        self.active != self.alive
    }

    /// `if` at `pc` whose test passes in lanes `pass` (of the running
    /// ones): the next step. When the lanes disagree, the first part
    /// runs with `pass`, the others wait for the `else` part (at
    /// `else_at`) or the `endif`.
    pub fn branch_if(
        &mut self,
        pc: usize,
        pass: u64,
        else_at: Option<usize>,
        endif: usize,
    ) -> usize {
        if pass == self.active {
            return pc + 1;
        }
        if pass == 0 {
            return else_at.unwrap_or(endif) + 1;
        }
        self.frames.push(Frame::If {
            else_at,
            endif,
            saved: self.active,
            other: self.active & !pass,
        });
        self.active = pass;
        pc + 1
    }

    /// `else` at `pc`: past the `endif`, or into the `else` part of a
    /// split `if` (`None`: every lane has ended).
    pub fn branch_else(&mut self, pc: usize, endif: usize) -> Option<usize> {
        match self.frames.last() {
            Some(Frame::If { else_at, .. }) if *else_at == Some(pc) => {
                // The first part's lanes wait after the `endif`; the
                // others run.
                self.active = 0;
                self.resume()
            }
            _ => Some(endif + 1),
        }
    }

    /// `endif` at `pc`: the lanes of a split `if` meet again.
    pub fn end_if(&mut self, pc: usize) {
        if let Some(Frame::If { endif, saved, .. }) = self.frames.last() {
            if *endif == pc {
                self.active = *saved;
                self.frames.pop();
            }
        }
    }

    /// `loop` at `pc`, its `endloop` at `end`.
    pub fn enter_loop(&mut self, pc: usize, end: usize) {
        self.frames.push(Frame::Loop {
            start: pc,
            end,
            broken: 0,
            continued: 0,
        });
    }

    /// `endloop`: the next round, with the lanes that took a `continue`.
    pub fn end_loop(&mut self) -> Result<usize, Bail> {
        match self.frames.last_mut() {
            Some(Frame::Loop {
                start, continued, ..
            }) => {
                self.active |= std::mem::take(continued);
                Ok(*start + 1)
            }
            // Blocks nest, so the innermost one is this loop.
            _ => Err(Bail::Fallback),
        }
    }

    /// `switch`, its `endswitch` at `end`, each running lane going in at
    /// `to(lane)` (`end` + 1 when no case matches and there is no
    /// default). The next step.
    pub fn enter_switch(&mut self, end: usize, to: impl Fn(usize) -> usize) -> Option<usize> {
        let mut pending: Vec<(usize, u64)> = Vec::new();
        let mut left = self.active;
        while left != 0 {
            let lane = left.trailing_zeros() as usize;
            let at = to(lane);
            match pending.iter_mut().find(|(t, _)| *t == at) {
                Some((_, lanes)) => *lanes |= 1 << lane,
                None => pending.push((at, 1 << lane)),
            }
            left &= left - 1;
        }
        pending.sort_unstable_by_key(|(t, _)| *t);
        // Lanes that match nothing wait after the `endswitch`.
        let broken = match pending.last() {
            Some(&(t, lanes)) if t == end + 1 => {
                pending.pop();
                lanes
            }
            _ => 0,
        };
        self.active = 0;
        self.frames.push(Frame::Switch {
            end,
            broken,
            pending,
        });
        self.resume()
    }

    /// `case` or `default` at `pc`: the lanes going in after it join the
    /// lanes falling through.
    pub fn case(&mut self, pc: usize) {
        if let Some(Frame::Switch { pending, .. }) = self.frames.last_mut() {
            if let Some(&(at, lanes)) = pending.first() {
                if at == pc + 1 {
                    self.active |= lanes;
                    pending.remove(0);
                }
            }
        }
    }

    /// `endswitch`: the lanes that left by `break` join.
    pub fn end_switch(&mut self) -> Result<(), Bail> {
        match self.frames.pop() {
            Some(Frame::Switch {
                broken, pending, ..
            }) if pending.is_empty() => {
                self.active |= broken;
                Ok(())
            }
            // Blocks nest, and every case label was passed.
            _ => Err(Bail::Fallback),
        }
    }

    /// A call from `pc` to `to` by lanes `go` (not none, of the running
    /// ones): the others wait after the call. The next step.
    pub fn call(&mut self, pc: usize, go: u64, to: usize) -> Result<usize, Bail> {
        let depth = self
            .frames
            .iter()
            .filter(|f| matches!(f, Frame::Call { .. }))
            .count();
        if depth >= 32 {
            // The scalar machine's error.
            return Err(Bail::Fallback);
        }
        self.frames.push(Frame::Call {
            back: pc + 1,
            waiting: self.active & !go,
            returned: 0,
        });
        self.active = go;
        Ok(to)
    }

    /// Lanes `go` (not none, of the running ones) take a branch to `act`;
    /// `next` is the step after it. The next step, or `None` when every
    /// lane has ended.
    pub fn take(&mut self, go: u64, act: Act, next: usize) -> Result<Option<usize>, Bail> {
        let all = go == self.active;
        let together = all && !self.parted();
        // The first block the lanes leave: they leave every `if` from it
        // on.
        let from = match act {
            Act::Return => match self
                .frames
                .iter()
                .rposition(|f| matches!(f, Frame::Call { .. }))
            {
                // The main program ends in every lane.
                None if together => return Ok(None),
                // These lanes end.
                None => {
                    self.alive &= !go;
                    0
                }
                Some(at) => {
                    if let Frame::Call { returned, .. } = &mut self.frames[at] {
                        *returned |= go;
                    }
                    at + 1
                }
            },
            Act::Break | Act::Continue | Act::EndSwitch => {
                let switch = matches!(act, Act::EndSwitch);
                let at = self
                    .frames
                    .iter()
                    .rposition(|f| match f {
                        Frame::Switch { .. } => switch,
                        Frame::Loop { .. } => !switch,
                        Frame::If { .. } | Frame::Call { .. } => false,
                    })
                    .ok_or(Bail::Fallback)?;
                match (&mut self.frames[at], act) {
                    (Frame::Loop { continued, .. }, Act::Continue) => *continued |= go,
                    (Frame::Loop { broken, .. } | Frame::Switch { broken, .. }, _) => *broken |= go,
                    _ => {}
                }
                at + 1
            }
        };
        for f in &mut self.frames[from..] {
            if let Frame::If { saved, other, .. } = f {
                *saved &= !go;
                *other &= !go;
            }
        }
        self.active &= !go;
        if self.active != 0 {
            return Ok(Some(next));
        }
        Ok(self.resume())
    }

    /// No lane is running: the lanes waiting in the innermost block go on
    /// (`None` when none waits anywhere: every lane has ended).
    fn resume(&mut self) -> Option<usize> {
        loop {
            // Lanes that go on inside the block, or else the lanes that
            // leave it and where.
            let (lanes, at) = match self.frames.last_mut()? {
                Frame::If {
                    else_at,
                    endif,
                    saved,
                    other,
                } => match else_at.take() {
                    Some(e) if *other != 0 => {
                        self.active = *other;
                        return Some(e + 1);
                    }
                    _ => (*saved, *endif + 1),
                },
                Frame::Loop {
                    start,
                    end,
                    broken,
                    continued,
                } => {
                    if *continued != 0 {
                        self.active = std::mem::take(continued);
                        return Some(*start + 1);
                    }
                    (*broken, *end + 1)
                }
                Frame::Switch {
                    end,
                    broken,
                    pending,
                } => {
                    if !pending.is_empty() {
                        let (at, lanes) = pending.remove(0);
                        self.active = lanes;
                        return Some(at);
                    }
                    (*broken, *end + 1)
                }
                Frame::Call {
                    back,
                    waiting,
                    returned,
                } => (*waiting | *returned, *back),
            };
            self.frames.pop();
            self.active = lanes;
            if lanes != 0 {
                return Some(at);
            }
        }
    }

    /// Whether lanes still wait in a block (at the program's end).
    pub fn waiting(&self) -> bool {
        !self.frames.is_empty()
    }
}
