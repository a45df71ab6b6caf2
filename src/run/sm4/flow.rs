//! Which lanes of a batch run (a bit per lane) through `if`s and loops
//! whose lanes disagree. An `if` runs its first part with the lanes that
//! pass, then its `else` part with the others. Lanes that leave a block
//! early (`break`, `continue`, a `ret` of the main program) wait where
//! they would go on, until the lanes still running get there: each lane
//! takes the steps it would take alone, in the same order.

use super::batch::Bail;

/// Where a branch goes when its test passes.
#[derive(Clone, Copy, Debug)]
pub(super) enum Act {
    /// Past a `switch` (to its `endswitch` + 1).
    Goto(usize),
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
    /// Per call: where it returns, and how many blocks were open.
    calls: Vec<(usize, usize)>,
}

impl Flow {
    /// All of `live` running.
    pub fn new(live: u64) -> Self {
        Flow {
            active: live,
            live,
            alive: live,
            frames: Vec::new(),
            calls: Vec::new(),
        }
    }

    /// Whether every lane of the batch is running (none waits or has
    /// ended): what derivatives and implicit levels of detail need.
    pub fn whole(&self) -> bool {
        self.active == self.live
    }

    /// Whether some lanes that have not ended wait in a block: calls and
    /// switches need every such lane.
    pub fn parted(&self) -> bool {
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

    /// A call from `pc` (all lanes that have not ended take it, or none).
    pub fn call(&mut self, pc: usize) -> Result<(), Bail> {
        if self.calls.len() >= 32 {
            return Err(Bail::Fallback);
        }
        self.calls.push((pc + 1, self.frames.len()));
        Ok(())
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
            Act::Goto(to) if together => return Ok(Some(to)),
            Act::Return if together => {
                let Some((back, depth)) = self.calls.pop() else {
                    return Ok(None);
                };
                self.frames.truncate(depth);
                return Ok(Some(back));
            }
            // Out of a switch or a subroutine with only some of the lanes.
            Act::Goto(_) => return Err(Bail::Divergent),
            Act::Return if !self.calls.is_empty() => return Err(Bail::Divergent),
            Act::Return => {
                // These lanes end.
                self.alive &= !go;
                0
            }
            Act::Break | Act::Continue => {
                let at = self
                    .frames
                    .iter()
                    .rposition(|f| matches!(f, Frame::Loop { .. }))
                    .ok_or(Bail::Fallback)?;
                if let Frame::Loop {
                    broken, continued, ..
                } = &mut self.frames[at]
                {
                    let wait = if matches!(act, Act::Break) {
                        broken
                    } else {
                        continued
                    };
                    *wait |= go;
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
            match self.frames.last_mut()? {
                Frame::If {
                    else_at,
                    endif,
                    saved,
                    other,
                } => {
                    if let (Some(e), true) = (else_at.take(), *other != 0) {
                        self.active = *other;
                        return Some(e + 1);
                    }
                    self.active = *saved;
                    let endif = *endif;
                    self.frames.pop();
                    if self.active != 0 {
                        return Some(endif + 1);
                    }
                }
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
                    self.active = *broken;
                    let end = *end;
                    self.frames.pop();
                    if self.active != 0 {
                        return Some(end + 1);
                    }
                }
            }
        }
    }

    /// Whether lanes still wait in a block (at the program's end).
    pub fn waiting(&self) -> bool {
        !self.frames.is_empty()
    }
}
