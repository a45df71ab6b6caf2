//! Compute shaders: a dispatch of thread groups, run group after group
//! (x fastest, then y, then z); within a group, threads in the order of
//! their flattened id, each running until it reaches a barrier
//! (`sync_*_t`) or its end, then the next, round after round, so every
//! thread passes a barrier only when all have reached it.
//!
//! Programs without barriers, shared memory, atomics or UAV reads run
//! [`LANES`] threads at a time in batches (`batch.rs`), in the same thread
//! order: loads come from read-only `t#`, and a batch's UAV writes are
//! held and made only when no two of its threads wrote the same word or
//! texel (else the batch runs again thread after thread), so the result is
//! the one-at-a-time result.

use super::batch::{Batch, Effects, Inputs};
use super::lanes::{Bail, LANES};
use super::machine::{Done, Machine};
use super::prepared::Prepared;
use super::vs::{Constants, Mode};
use crate::run::emit::Emit;
use crate::run::error::{bad_input, bad_program, internal, RunError};
use crate::run::json::Input;
use crate::run::mem::Memory;
use serde_json::Value;
use std::cell::RefCell;
use std::rc::Rc;

/// A dispatch: threads per group and groups, each (x, y, z).
#[derive(Clone, Copy)]
struct Dispatch {
    group: [u32; 3],
    groups: [u32; 3],
}

impl Dispatch {
    fn threads(&self) -> u32 {
        self.group.iter().product()
    }

    /// The number of groups.
    fn group_count(&self) -> u64 {
        self.groups.iter().map(|g| *g as u64).product()
    }

    /// Group `g` (in dispatch order) as (x, y, z).
    fn group_at(&self, g: u64) -> [u32; 3] {
        let [gx, gy, _] = self.groups.map(u64::from);
        [
            (g % gx) as u32,
            ((g / gx) % gy) as u32,
            (g / (gx * gy)) as u32,
        ]
    }

    /// Thread `i` (flattened) of a group as (x, y, z) within it.
    fn local(&self, i: u32) -> [u32; 3] {
        let [tx, ty, _] = self.group;
        [i % tx, (i / tx) % ty, i / (tx * ty)]
    }

    /// The ids of thread `i` (flattened) of group `g`: `vThreadID`,
    /// `vThreadGroupID`, `vThreadIDInGroup`, `vThreadIDInGroupFlattened`.
    fn ids(&self, g: [u32; 3], i: u32) -> [[u32; 4]; 4] {
        self.ids_at(g, self.local(i), i)
    }

    /// [`Self::ids`] with the thread's place in its group already known.
    fn ids_at(&self, g: [u32; 3], local: [u32; 3], i: u32) -> [[u32; 4]; 4] {
        let at = |v: [u32; 3], c: usize| v.get(c).copied().unwrap_or(0);
        std::array::from_fn(|k| {
            std::array::from_fn(|c| id_part(k, c, at(g, c), at(local, c), i, at(self.group, c)))
        })
    }
}

/// Component `c` of thread id `k` ([`Dispatch::ids`]' order) from the
/// thread's group and place in it (their component `c`, 0 past z), its
/// flattened place and the threads per group along `c`.
#[inline(always)]
fn id_part(k: usize, c: usize, g: u32, local: u32, flat: u32, t: u32) -> u32 {
    match (k, c) {
        (3, _) => flat,
        (_, 3) => 0,
        (0, _) => g.wrapping_mul(t).wrapping_add(local),
        (1, _) => g,
        _ => local,
    }
}

/// What every thread of a run shares: its constants and interface
/// bindings, its memory and its step limit.
struct Run<'r> {
    constants: &'r Constants,
    bindings: &'r [(u32, [u32; 4])],
    mem: Rc<RefCell<Memory>>,
    max_steps: u64,
}

impl Run<'_> {
    /// A machine for one of the run's threads.
    fn machine<'a, 'p>(&'p self, p: &'p Prepared<'a>) -> Machine<'a, 'p> {
        let mut x = Machine::new(p, self.constants, self.max_steps);
        x.mem = Some(self.mem.clone());
        x.bindings = self.bindings.to_vec();
        x
    }
}

/// Starts thread `t` as thread `i` of group `g`.
fn start(t: &mut Machine, d: &Dispatch, g: [u32; 3], i: u32) {
    t.reset();
    t.cs_ids = d.ids(g, i);
    let id = &t.cs_ids;
    t.trace = crate::run::trace::select(&[("thread", &id[0][..3]), ("group", &id[1][..3])]);
}

/// Runs thread `t` until a barrier or its end: whether it ended.
fn step(t: &mut Machine, g: [u32; 3]) -> Result<bool, RunError> {
    let r = t.execute().map_err(|e| {
        e.within(format!(
            "group ({}, {}, {}) thread {:?}",
            g[0],
            g[1],
            g[2],
            &t.cs_ids[2][..3]
        ))
    })?;
    match r {
        Done::Barrier => Ok(false),
        Done::Deriv => bad_program("a derivative instruction in a compute shader"),
        _ => Ok(true),
    }
}

/// Every group one at a time, its threads in barrier rounds.
fn run_groups(p: &Prepared, r: &Run, d: &Dispatch) -> Result<(), RunError> {
    let mut m: Vec<Machine> = (0..d.threads()).map(|_| r.machine(p)).collect();
    for gi in 0..d.group_count() {
        let g = d.group_at(gi);
        r.mem.borrow_mut().clear_shared();
        for (i, t) in m.iter_mut().enumerate() {
            start(t, d, g, i as u32);
        }
        let mut done = vec![false; m.len()];
        while done.iter().any(|d| !d) {
            for (i, t) in m.iter_mut().enumerate() {
                if !done[i] {
                    done[i] = step(t, g)?;
                }
            }
        }
    }
    Ok(())
}

/// [`id_part`] for a run of lanes of one group `g` whose places in it
/// start at flattened place `at`: `places` holds the places in a group, a
/// column per component; `group` is the threads per group. Each arm fills
/// the run at once (a lane at a time, through columns built per batch,
/// this was a tenth of a short program).
fn fill_ids(
    (k, c): (usize, usize),
    g: [u32; 3],
    (places, at): (&[Vec<u32>; 3], usize),
    group: [u32; 3],
    run: &mut [u32],
) {
    let n = run.len();
    match (k, c) {
        (3, _) => {
            for (x, flat) in run.iter_mut().zip(at as u32..) {
                *x = id_part(k, c, 0, 0, flat, 0);
            }
        }
        (_, 3) => run.fill(id_part(k, c, 0, 0, 0, 0)),
        (1, _) => run.fill(id_part(k, c, g[c], 0, 0, 0)),
        _ => {
            for (x, local) in run.iter_mut().zip(&places[c][at..at + n]) {
                *x = id_part(k, c, g[c], *local, 0, group[c]);
            }
        }
    }
}

/// Every thread in dispatch order, [`LANES`] at a time (the program has no
/// barriers: each thread runs to its end in one go).
fn run_batched(b: &Batch, p: &Prepared, r: &Run, d: &Dispatch, mode: Mode) -> Result<(), RunError> {
    let (mem, max_steps) = (&r.mem, r.max_steps);
    let threads = d.threads() as u64;
    let total = threads * d.group_count();
    let at = |k: u64| (d.group_at(k / threads), (k % threads) as u32);
    let mut t = r.machine(p);
    let (mut file, mut fx) = (b.file(), Effects::default());
    // The places in a group once, a column per component; the group is
    // counted along (no division per thread).
    let places: [Vec<u32>; 3] =
        std::array::from_fn(|c| (0..threads as u32).map(|i| d.local(i)[c]).collect());
    let (mut gi, mut i) = (0u64, 0usize);
    let mut g = d.group_at(0);
    for first in (0..total).step_by(LANES) {
        let live = (LANES as u64).min(total - first) as usize;
        b.reset(&mut file);
        // The ids the program reads, a row at a time, in runs of lanes of
        // one group.
        let (read, rows) = b.thread_id_rows(&mut file);
        let mut lane = 0;
        while lane < live {
            let n = (live - lane).min(places[0].len() - i);
            for (k, quad) in rows.iter_mut().enumerate() {
                for (c, row) in quad.iter_mut().enumerate() {
                    if read >> (4 * k + c) & 1 != 0 {
                        let run = &mut row[lane..lane + n];
                        fill_ids((k, c), g, (&places, i), d.group, run);
                    }
                }
            }
            (lane, i) = (lane + n, i + n);
            if i == places[0].len() {
                (gi, i) = (gi + 1, 0);
                g = d.group_at(gi);
            }
        }
        fx.clear();
        crate::run::budget::charge(0)?;
        let ran = {
            let m = mem.borrow();
            b.run_with(&mut file, live, max_steps, &mut fx, Some(&m))
        };
        match ran {
            Ok(work) if !fx.writes_collide() => {
                crate::run::budget::settle(work);
                super::res::apply_held(&mut mem.borrow_mut(), &fx.held);
            }
            // Writes that collide are the program's order to keep, not a
            // batch that could not run.
            Err(e) if mode == Mode::BatchOnly && e != Bail::Held => {
                return internal(format!(
                    "threads {first}..{} could not run together: {e:?}",
                    first + live as u64
                ))
            }
            _ => {
                for k in first..first + live as u64 {
                    let (g, i) = at(k);
                    start(&mut t, d, g, i);
                    step(&mut t, g)?;
                }
            }
        }
    }
    Ok(())
}

/// Runs a dispatch of `groups` thread groups on `r`'s memory, in batches
/// where the program allows and `mode` asks.
fn dispatch(p: &Prepared, r: &Run, groups: [u32; 3], mode: Mode) -> Result<(), RunError> {
    let [tx, ty, tz] = p.thread_group;
    let threads = tx as u64 * ty as u64 * tz as u64;
    if threads == 0 {
        return bad_program("the shader has no dcl_thread_group");
    }
    if threads > 1024 {
        return bad_program(format!(
            "dcl_thread_group {tx}, {ty}, {tz}: more than 1024 threads"
        ));
    }
    let [gx, gy, gz] = groups;
    let n = gx as u64 * gy as u64 * gz as u64;
    if n * threads > 1 << 24 {
        return bad_input("the dispatch has more than 16M threads");
    }
    let d = Dispatch {
        group: [tx, ty, tz],
        groups,
    };
    let batch = if mode == Mode::Scalar || n == 0 {
        None
    } else {
        Batch::compile(p, r.constants, Inputs::Threads, 0, true)
    };
    match batch {
        Some(b) => run_batched(&b, p, r, &d, mode),
        None if mode == Mode::BatchOnly => internal("the program cannot run in batches"),
        None => run_groups(p, r, &d),
    }
}

/// Runs a compute shader on the JSON input; writes the UAVs.
pub fn run_cs(p: &Prepared, inp: &Input, max_steps: u64, out: &mut Emit) -> Result<(), RunError> {
    let mem = Memory::read(p.prog, inp.resources.as_ref(), inp.samplers.as_ref())?;
    let r = Run {
        constants: &inp.constants,
        bindings: &inp.interfaces,
        mem: Rc::new(RefCell::new(mem)),
        max_steps,
    };
    dispatch(p, &r, inp.dispatch.unwrap_or([1, 1, 1]), Mode::for_run())?;
    let mem = r.mem.borrow();
    mem.write_uavs(out)
}

/// The resources of a compute shader (its `t#` and `u#`), read once from
/// the form a run file gives them (`"resources"`), for [`run_dispatch`].
#[derive(Clone, Debug)]
pub struct Resources(Memory);

impl Resources {
    /// Reads `resources` (`{"t0": {"words": [...]}, "u0": {...}}`, as in a
    /// run file), checked against the program's declarations.
    pub fn read(p: &Prepared, resources: &Value) -> Result<Resources, RunError> {
        Memory::read(p.prog, Some(resources), None).map(Resources)
    }

    /// The 32-bit words of the raw or structured buffer `u{reg}`, if the
    /// program declares one.
    pub fn uav_words(&self, reg: u32) -> Option<&[u32]> {
        let r = self.0.u.get(&reg).filter(|r| r.is_words())?;
        Some(&r.words)
    }
}

/// Runs a compute shader's dispatch of `groups` (x, y, z) thread groups on
/// `res`, which it updates: the library entry without JSON documents.
/// `mode` as for vertex shaders.
pub fn run_dispatch(
    p: &Prepared,
    constants: &Constants,
    res: &mut Resources,
    groups: [u32; 3],
    max_steps: u64,
    mode: Mode,
) -> Result<(), RunError> {
    let r = Run {
        constants,
        bindings: &[],
        mem: Rc::new(RefCell::new(std::mem::take(&mut res.0))),
        max_steps,
    };
    let ran = dispatch(p, &r, groups, mode);
    // The run's machines are gone: the memory has one owner again.
    res.0 = r.mem.take();
    ran
}
