//! Resource instructions: texture loads and sampling (point and linear
//! filtering, comparison, gather), raw and structured buffers, typed UAVs,
//! group-shared memory and atomics. Reads outside a resource give 0 and
//! writes outside it are dropped, as Direct3D 10+ defines for resources;
//! for group-shared memory (undefined there) the interpreter does the same.

use super::machine::Machine;
use crate::run::error::{bad_input, bad_program, internal, ErrorKind, RunError};
use crate::run::lod::LodFrom;
use crate::run::mem::{Memory, Resource, Sampler};
use crate::run::sample::*;
use crate::sm4::fields::{Field, ResInfoType, ResourceDim};
use crate::sm4::ir::{Components, Instruction, Operand, Selection};
use crate::sm4::table::{Opcode, Semantics};

use crate::sm4::names::operand::{RASTERIZER, RESOURCE as T, SAMPLER as S, TGSM as G, UAV as U};

fn reg_of(op: &Operand) -> u32 {
    op.indices.first().map(|i| i.imm as u32).unwrap_or(0)
}

fn swz(op: &Operand) -> [u8; 4] {
    match op.comps {
        Components::Four(Selection::Swizzle(s)) => s,
        Components::Four(Selection::Select1(c)) => [c; 4],
        _ => [0, 1, 2, 3],
    }
}

fn mask(op: &Operand) -> u8 {
    match op.comps {
        Components::Four(Selection::Mask(m)) => m,
        Components::One => 1,
        _ => 0xf,
    }
}

/// Applies a resource operand's swizzle to a fetched value.
fn swizzled(v: [u32; 4], op: &Operand) -> [u32; 4] {
    let s = swz(op);
    std::array::from_fn(|i| v[s[i] as usize])
}

/// Whether a `sample`-family instruction reads operand 4 (its level,
/// bias or reference, or `sample_d`'s x derivatives) and operand 5
/// (`sample_d`'s y derivatives): its row's shape has them.
pub(super) fn sample_reads(op: Opcode) -> (bool, bool) {
    let n = op.row().shape.len();
    (n > 4, n > 5)
}

/// The registers a `sample`-family instruction reads, selected and
/// flushed: its coordinate, and operands 4 and 5 where it has them.
pub(super) struct SampleIn {
    pub coord: [u32; 4],
    pub a4: [u32; 4],
    pub a5: [u32; 4],
}

/// The result of a `sample`-family instruction (or `lod`), swizzled by its
/// resource operand: the scalar machine's and a batch's one computation.
/// `grads` are the quad's coarse derivatives of the coordinate, which give
/// the implicit levels of detail.
pub(super) fn sample_bits(
    mem: &Memory,
    op: Opcode,
    ins: &Instruction,
    a: &SampleIn,
    (grads, min_lod): (([f32; 3], [f32; 3]), Option<f32>),
) -> Result<[u32; 4], RunError> {
    let o = &ins.operands;
    let offs = ins.offsets.map(|v| v.map(|x| x as i32)).unwrap_or([0; 3]);
    let coord = a.coord.map(f);
    let s4 = f(a.a4[0]);
    let reference = matches!(op, Opcode::SampleC | Opcode::SampleCLz).then_some(s4);
    // The level of detail: the quad's derivatives, given derivatives, or a
    // given level.
    let (from, bias) = match op {
        Opcode::SampleL => (LodFrom::Level(s4), 0.0),
        Opcode::SampleCLz => (LodFrom::Level(0.0), 0.0),
        Opcode::SampleD => {
            let (dx, dy) = (a.a4.map(f), a.a5.map(f));
            (
                LodFrom::Derivs([dx[0], dx[1], dx[2]], [dy[0], dy[1], dy[2]]),
                0.0,
            )
        }
        Opcode::SampleB => (LodFrom::Derivs(grads.0, grads.1), s4),
        _ => (LodFrom::Derivs(grads.0, grads.1), 0.0),
    };
    let r = Machine::texture(mem, &o[2])?;
    let s = Machine::sampler_of(mem, &o[3])?;
    // A feedback form's clamp: the level of detail is no lower than it
    // (the sampler's MinLOD raised to it).
    let clamped;
    let s = match min_lod {
        Some(c) if c > s.min_lod => {
            clamped = crate::run::mem::Sampler {
                min_lod: c,
                ..s.clone()
            };
            &clamped
        }
        _ => s,
    };
    let v = if op == Opcode::Lod {
        lod_vector(r, s, coord, from)?
    } else {
        let what = match reference {
            Some(x) => Tap::Compare(x),
            None => Tap::Texel,
        };
        sample(r, s, coord, offs, what, from, bias)?
    };
    Ok(swizzled(v.map(f32::to_bits), &o[2]))
}

/// The words and stride of a raw or structured `t#` or `u#`, read only.
fn words_of<'m>(mem: &'m Memory, op: &Operand) -> Result<(u32, &'m [u32]), RunError> {
    let reg = reg_of(op);
    let r = match op.ty {
        T => mem.t.get(&reg),
        U => mem.u.get(&reg),
        _ => None,
    };
    match r {
        Some(r) if r.is_words() => Ok((r.decl.stride, &r.words)),
        Some(_) => bad_input("a raw or structured buffer was expected"),
        None => bad_input(format!(
            "resource {reg} is not declared by the shader or not given in \"resources\""
        )),
    }
}

/// What `ld_raw`/`ld_structured` read at address `a` from words `w`,
/// selected by the resource operand `rop` (0 outside the buffer).
fn load_words_bits(stride: u32, w: &[u32], a: [u32; 4], st: bool, rop: &Operand) -> [u32; 4] {
    match Machine::word_index(stride, w.len(), a, st) {
        Some(i) => {
            let s = swz(rop);
            std::array::from_fn(|c| w.get(i + s[c] as usize).copied().unwrap_or(0))
        }
        None => [0; 4],
    }
}

/// `ld_raw`/`ld_structured` of a read-only `t#` for the first `lanes`
/// lanes of a batch: the components `comps` (a bit each) of `res`, which
/// are those its destination takes.
pub(super) fn load_words_lanes<const L: usize>(
    mem: &Memory,
    rop: &Operand,
    (a0, a1, st): (&[u32; L], &[u32; L], bool),
    (lanes, comps): (usize, u8),
    res: &mut [[u32; L]; 4],
) -> Result<(), RunError> {
    let (stride, w) = words_of(mem, rop)?;
    let lanes = lanes.min(L);
    let s = swz(rop);
    // Thread i reading word i (the common load), seen from the addresses
    // alone: one copy per component.
    if let Some(first) = (!st).then(|| dense_raw(&a0[..lanes], 1, w.len())).flatten() {
        let dense = |c: usize| w.get(first + s[c] as usize..first + s[c] as usize + lanes);
        if (0..4).all(|c| comps & (1 << c) == 0 || dense(c).is_some()) {
            for (c, col) in res.iter_mut().enumerate() {
                if let Some(block) = dense(c).filter(|_| comps & (1 << c) != 0) {
                    col[..lanes].copy_from_slice(block);
                }
            }
            return Ok(());
        }
    }
    // Each lane's first word (`NOWHERE` outside the buffer), then a
    // component at a time: a column of lanes is written in one pass.
    let addr = WordAddress::new(stride, w.len(), st);
    let mut at = [NOWHERE; L];
    addr.column(&a0[..lanes], &a1[..lanes], &mut at[..lanes]);
    let dense = dense_start(&at[..lanes], 1).is_some();
    for (c, col) in res.iter_mut().enumerate() {
        if comps & (1 << c) == 0 {
            continue;
        }
        let off = s[c] as usize;
        gather_words(w, &at[..lanes], (off, dense), &mut col[..lanes]);
    }
    Ok(())
}

/// Word `at[l] + off` of `w` into `col[l]` for each lane `l`, 0 where
/// `at[l]` is `NOWHERE` or the word is past the end. `dense`: `at` is
/// `at[0]`, `at[0] + 1`, ... (every lane inside), so the words inside are
/// one block.
fn gather_words(w: &[u32], at: &[usize], (off, dense): (usize, bool), col: &mut [u32]) {
    if dense {
        if let Some(block) = at.first().and_then(|a| w.get(a + off..a + off + col.len())) {
            col.copy_from_slice(block);
            return;
        }
    }
    for (x, i) in col.iter_mut().zip(at) {
        // `i` is below the length when inside, so `i + off` cannot wrap.
        *x = if *i < w.len() {
            w.get(i + off).copied().unwrap_or(0)
        } else {
            0
        };
    }
}

/// The address rule of a raw or structured buffer `len` words long: a
/// raw address is a byte offset; a structured one an element (below the
/// element count) and a byte offset in it (below the stride). Made once
/// per instruction, read per lane (the element count is a division).
#[derive(Clone, Copy)]
pub(super) struct WordAddress {
    stride: u64,
    len: usize,
    /// Elements, for structured addresses (`None`: raw).
    count: Option<u64>,
}

impl WordAddress {
    pub(super) fn new(stride: u32, len: usize, structured: bool) -> WordAddress {
        let stride = u64::from(stride);
        WordAddress {
            stride,
            len,
            count: structured.then(|| (len as u64 * 4).checked_div(stride).unwrap_or(0)),
        }
    }

    /// The word address `(a0, a1)` names; `None` outside the buffer.
    #[inline(always)]
    pub(super) fn at(&self, a0: u32, a1: u32) -> Option<usize> {
        let byte = match self.count {
            Some(count) if u64::from(a0) >= count || u64::from(a1) >= self.stride => return None,
            Some(_) => u64::from(a0) * self.stride + u64::from(a1),
            None => u64::from(a0),
        };
        let w = (byte / 4) as usize;
        (w < self.len).then_some(w)
    }

    /// [`Self::at`] for each lane of `a0` (and `a1`) into `out`, `NOWHERE`
    /// outside: raw addresses in a pass without a branch per lane.
    pub(super) fn column(&self, a0: &[u32], a1: &[u32], out: &mut [usize]) {
        match self.count {
            None => {
                for (at, a) in out.iter_mut().zip(a0) {
                    let w = (a / 4) as usize;
                    *at = if w < self.len { w } else { NOWHERE };
                }
            }
            Some(_) => {
                for ((at, a0), a1) in out.iter_mut().zip(a0).zip(a1) {
                    *at = self.at(*a0, *a1).unwrap_or(NOWHERE);
                }
            }
        }
    }
}

/// A write a batch holds back until every lane has run: component
/// `at % 4` of texel `at / 4` of typed `u{reg}`, or word `at` of raw or
/// structured `u{reg}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HeldWrite {
    pub reg: u32,
    pub typed: bool,
    pub at: usize,
    pub value: u32,
}

/// One `store_raw`, `store_structured` or `store_uav_typed` of a batch,
/// held back until every lane has run: per lane the place its first
/// component goes to, the components written and their values, a column
/// per component (copied as the batch holds them, not word by word).
#[derive(Clone, Debug)]
pub(crate) struct HeldStore<const L: usize> {
    /// The `u#` written.
    pub reg: u32,
    /// A typed UAV: places are texel components (texel `at / 4`,
    /// component `at % 4`); else buffer words.
    typed: bool,
    /// Components written (bit c: component c goes to place `at + c`,
    /// when that is inside the UAV).
    mask: u8,
    /// The UAV's length in places.
    len: usize,
    /// Per lane, the place of component 0 ([`NOWHERE`]: the address is
    /// outside the UAV, or the lane did not run it; nothing written).
    at: [usize; L],
    /// Per component, each lane's value.
    values: [[u32; L]; 4],
    /// The lanes that ran it.
    lanes: usize,
    /// What [`Self::ordered_span`] gives, found as the places were.
    span: Option<(usize, usize)>,
    /// Every lane writes, lane `l` at the span's start plus `l` times the
    /// places a lane covers: the store fills the span.
    dense: bool,
}

/// The first place when every lane's place `at` is `width` past the
/// previous lane's (thread i at element i: one block), none inside
/// `NOWHERE`; else `None`. One pass without a branch per lane.
fn dense_start(at: &[usize], width: usize) -> Option<usize> {
    let first = at.first().copied().filter(|a| *a != NOWHERE)?;
    at.iter()
        .enumerate()
        .fold(true, |ok, (l, &a)| {
            ok & (a == first.wrapping_add(l.wrapping_mul(width)))
        })
        .then_some(first)
}

/// What [`dense_start`] finds for the words of raw addresses `a0` (byte
/// offsets, in a buffer `len` words long), from the addresses alone: lane
/// l at byte `4 * width * l` past lane 0's, none past the 32 bits, every
/// lane's first word inside. Compared in 32 bits, without a branch per
/// lane; the places themselves need not be made.
fn dense_raw(a0: &[u32], width: usize, len: usize) -> Option<usize> {
    let first = *a0.first()?;
    let step = u32::try_from(4 * width).ok()?;
    let last = u64::from(first) + u64::from(step) * (a0.len() as u64 - 1);
    let steps = a0.iter().zip(0u32..).fold(true, |ok, (&a, l)| {
        ok & (a == first.wrapping_add(step.wrapping_mul(l)))
    });
    (steps && last <= u64::from(u32::MAX) && (last / 4) < len as u64).then_some(first as usize / 4)
}

/// The most stores a batch holds (each up to two kilobytes): a batch that
/// makes more runs its threads one at a time instead ([`Bail::Held`]),
/// so that a loop of stores costs no memory.
///
/// [`Bail::Held`]: super::batch::Bail::Held
pub(crate) const MAX_HELD: usize = 256;

/// The stores a batch holds, in the order made. Their slots are kept from
/// batch to batch: a store is two kilobytes, and building one in a new
/// slot cost a fill of its places and a copy of its values whose wide
/// loads waited on the rows' narrower stores.
#[derive(Clone, Debug, Default)]
pub(crate) struct HeldLog<const L: usize> {
    slots: Vec<HeldStore<L>>,
    /// The slots in use.
    len: usize,
}

impl<const L: usize> HeldLog<L> {
    /// No stores (the slots are kept).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The stores held, in the order made.
    pub fn stores(&self) -> &[HeldStore<L>] {
        &self.slots[..self.len]
    }

    /// Holds `h` (tests).
    #[cfg(test)]
    pub fn push(&mut self, h: HeldStore<L>) {
        self.slots.truncate(self.len);
        self.slots.push(h);
        self.len += 1;
    }

    /// The next slot, now in use, as it was left.
    fn next_slot(&mut self) -> &mut HeldStore<L> {
        if self.len == self.slots.len() {
            self.slots.push(HeldStore {
                reg: 0,
                typed: false,
                mask: 0,
                len: 0,
                at: [NOWHERE; L],
                values: [[0; L]; 4],
                lanes: 0,
                span: None,
                dense: false,
            });
        }
        self.len += 1;
        &mut self.slots[self.len - 1]
    }

    /// Drops the last store.
    fn pop(&mut self) {
        self.len = self.len.saturating_sub(1);
    }
}

/// A lane's place when it writes nothing.
const NOWHERE: usize = usize::MAX;

impl<const L: usize> HeldStore<L> {
    /// The UAV it writes: its register and whether it is typed.
    pub fn key(&self) -> (u32, bool) {
        (self.reg, self.typed)
    }

    /// Places `at..at + width` of a lane reach its highest component.
    fn width(&self) -> usize {
        8 - self.mask.leading_zeros() as usize
    }

    /// Each place written, with its lane, in the order the lanes made them.
    pub fn writes(&self) -> impl Iterator<Item = (usize, HeldWrite)> + '_ {
        (0..self.lanes).flat_map(move |lane| {
            let at = self.at[lane];
            (0..4).filter_map(move |c| {
                // A place is inside the UAV: `at + c` cannot wrap.
                let i = (at != NOWHERE).then(|| at + c)?;
                (self.mask & (1 << c) != 0 && i < self.len).then_some((
                    lane,
                    HeldWrite {
                        reg: self.reg,
                        typed: self.typed,
                        at: i,
                        value: self.values[c][lane],
                    },
                ))
            })
        })
    }

    /// The words `lo..hi` this store may write, when each lane's words come
    /// after the previous lane's (thread i writing element i, the common
    /// case: then no two of its lanes write the same word); `None` when
    /// they do not. An empty range when it writes nothing.
    pub fn ordered_span(&self) -> Option<(usize, usize)> {
        self.span
    }

    /// A store of `lanes.len()` lanes writing components `mask` at places
    /// `lanes[lane]` of `u{reg}` (typed when `typed`), component c of lane
    /// l the value `1000c + l` (tests).
    #[cfg(test)]
    pub fn new(
        (reg, typed): (u32, bool),
        mask: u8,
        len: usize,
        lanes: &[Option<usize>],
    ) -> HeldStore<L> {
        let mut h = HeldStore {
            reg,
            typed,
            mask,
            len,
            at: [NOWHERE; L],
            values: std::array::from_fn(|c| std::array::from_fn(|lane| (c * 1000 + lane) as u32)),
            lanes: lanes.len(),
            span: None,
            dense: false,
        };
        for (at, l) in h.at.iter_mut().zip(lanes) {
            *at = l.unwrap_or(NOWHERE);
        }
        h.seal();
        h
    }

    /// Adds to `log` the store of `target` by the first `lanes` lanes of a
    /// batch, with values `values` (the components written), to a UAV
    /// `len` places long (texel components when `typed`), lane `lane`
    /// writing components `mask`. Its places are left as the slot had
    /// them: the caller sets those of the first `lanes` lanes, and seals
    /// it.
    fn push<'l>(
        target: &Operand,
        (typed, mask, len): (bool, u8, usize),
        lanes: usize,
        values: [&[u32; L]; 4],
        log: &'l mut HeldLog<L>,
    ) -> &'l mut HeldStore<L> {
        let h = log.next_slot();
        (h.reg, h.typed, h.mask, h.len) = (reg_of(target), typed, mask, len);
        (h.lanes, h.span, h.dense) = (lanes.min(L), None, false);
        for (c, (to, from)) in h.values.iter_mut().zip(values).enumerate() {
            // A half at a time: a copy made inline ([`HeldLog`]).
            if mask & (1 << c) != 0 {
                let (a, b) = to.split_at_mut(L / 2);
                a.copy_from_slice(&from[..L / 2]);
                b.copy_from_slice(&from[L / 2..]);
            }
        }
        h
    }

    /// Finds the span and whether the store is dense, from the places.
    fn seal(&mut self) {
        let dense = dense_start(&self.at[..self.lanes], self.width());
        self.seal_with(dense);
    }

    /// [`Self::seal`] with [`dense_start`] known (`dense`).
    fn seal_with(&mut self, dense: Option<usize>) {
        let width = self.width();
        let at = &self.at[..self.lanes];
        // The common store (thread i writing element i).
        self.dense = dense.is_some();
        if let Some(first) = dense {
            self.span = Some((first, first + width * at.len()));
            return;
        }
        // Else lane after lane: each writing lane's first place at or past
        // the end of the previous one's.
        let (mut lo, mut next, mut ordered) = (None, 0, true);
        for &a in at.iter().filter(|a| **a != NOWHERE) {
            ordered &= a >= next;
            lo.get_or_insert(a);
            next = a + width;
        }
        self.span = ordered.then(|| lo.map_or((0, 0), |lo| (lo, next)));
    }

    /// Holds in `log` the store of `target` by the first `lanes` lanes of
    /// a batch, those in `lane_mask` (a bit per lane), with values
    /// `values`: lane `lane` writes components `mask` from the place
    /// `place(lane)` gives (`None`: outside the UAV) of a UAV `len` places
    /// long (texel components when `typed`); nothing is held when `place`
    /// fails.
    fn hold(
        target: &Operand,
        (typed, mask, len): (bool, u8, usize),
        (lanes, lane_mask): (usize, u64),
        values: [&[u32; L]; 4],
        mut place: impl FnMut(usize) -> Result<Option<usize>, RunError>,
        log: &mut HeldLog<L>,
    ) -> Result<(), RunError> {
        let h = Self::push(target, (typed, mask, len), lanes, values, log);
        h.at[..h.lanes].fill(NOWHERE);
        for (lane, at) in h.at.iter_mut().enumerate().take(h.lanes) {
            if lane_mask & (1 << lane) != 0 {
                match place(lane) {
                    Ok(p) => *at = p.unwrap_or(NOWHERE),
                    Err(e) => {
                        log.pop();
                        return Err(e);
                    }
                }
            }
        }
        h.seal();
        Ok(())
    }

    /// Makes the writes in `r` (the UAV `u{reg}`). A lane writes each
    /// place once and no two lanes the same place (the caller checks), so
    /// the writes go a component at a time.
    fn apply(&self, r: &mut Resource) {
        let places = if self.typed {
            r.texels.as_flattened_mut()
        } else {
            &mut r.words[..]
        };
        self.apply_to(places);
    }

    /// [`Self::apply`] on the UAV's places (texel components or words).
    fn apply_to(&self, places: &mut [u32]) {
        let at = &self.at[..self.lanes];
        let v = &self.values;
        // A dense store of whole registers inside the UAV: one block,
        // written lane after lane without a test per lane.
        if let (true, 0xf, Some((lo, hi))) = (self.dense, self.mask, self.span) {
            if let Some(block) = places.get_mut(lo..hi) {
                // Four lanes at a time through the transpose, then the rest.
                let (fours, rest) = block.as_chunks_mut::<16>();
                for (g, x) in fours.iter_mut().enumerate() {
                    *x = super::transpose::lanes_out(v, g * 4)
                        .as_flattened()
                        .try_into()
                        .unwrap();
                }
                let done = fours.len() * 4;
                for (lane, x) in (done..).zip(rest.as_chunks_mut::<4>().0) {
                    *x = [v[0][lane], v[1][lane], v[2][lane], v[3][lane]];
                }
                return;
            }
        }
        if self.mask == 0xf {
            // Whole registers (the common store): four lanes at a time,
            // each lane's four places in one write.
            for (g, four) in at.chunks_exact(4).enumerate() {
                let regs = super::transpose::lanes_out(v, g * 4);
                for (&at, v) in four.iter().zip(regs) {
                    if at == NOWHERE {
                        continue;
                    }
                    match places.get_mut(at..at + 4) {
                        Some(x) => x.copy_from_slice(&v),
                        // Past the end: the places inside.
                        None => {
                            let inside = places.get_mut(at..).unwrap_or_default();
                            inside.copy_from_slice(&v[..inside.len()]);
                        }
                    }
                }
            }
        }
        let done = if self.mask == 0xf {
            at.len() / 4 * 4
        } else {
            0
        };
        for (c, values) in v.iter().enumerate() {
            if self.mask & (1 << c) == 0 {
                continue;
            }
            for (&at, v) in at.iter().zip(values).skip(done) {
                if at == NOWHERE {
                    continue;
                }
                if let Some(x) = places.get_mut(at + c) {
                    *x = *v;
                }
            }
        }
    }
}

/// `store_raw`/`store_structured` (`target` the `u#` operand) for the
/// first `lanes` lanes of a batch, those in `lane_mask` (a bit per lane)
/// (addresses `a0`, `a1`; values `v`), held in `log`.
pub(super) fn hold_store_words<const L: usize>(
    mem: &Memory,
    target: &Operand,
    (a0, a1, st): (&[u32; L], &[u32; L], bool),
    v: [&[u32; L]; 4],
    (lanes, lane_mask): (usize, u64),
    log: &mut HeldLog<L>,
) -> Result<(), RunError> {
    let (stride, w) = words_of(mem, target)?;
    let mask = mask(target) & 0xf;
    if mask == 0 {
        return Ok(());
    }
    let addr = WordAddress::new(stride, w.len(), st);
    let h = HeldStore::push(target, (false, mask, w.len()), lanes, v, log);
    let n = h.lanes;
    // The first `n` lanes (`n` is at most 64, the mask's width).
    let all = if n >= 64 { u64::MAX } else { (1 << n) - 1 };
    // Thread i writing element i, seen from the addresses alone.
    let dense = (!st && lane_mask & all == all)
        .then(|| dense_raw(&a0[..n], h.width(), w.len()))
        .flatten();
    if let Some(first) = dense {
        let (width, mut place) = (h.width(), first);
        for at in &mut h.at[..n] {
            *at = place;
            place += width;
        }
        h.seal_with(dense);
        return Ok(());
    }
    // Places in one pass (the store cannot fail, unlike a typed one), then
    // the lanes not running, if any.
    addr.column(&a0[..n], &a1[..n], &mut h.at[..n]);
    if lane_mask & all != all {
        for (lane, at) in h.at.iter_mut().enumerate().take(n) {
            if lane_mask >> lane & 1 == 0 {
                *at = NOWHERE;
            }
        }
    }
    h.seal();
    Ok(())
}

/// The texel `store_uav_typed` writes at address `a` of typed `u#`
/// (`None` outside it).
fn typed_texel(r: &Resource, a: [u32; 4]) -> Result<Option<usize>, RunError> {
    let Some((c, _)) = texel_coords(r.decl.dim, a, false) else {
        return bad_input("store_uav_typed needs a typed UAV");
    };
    Ok(texel_at(r, 0, c))
}

/// The typed `u#` operand `target` names.
fn typed_uav<'m>(mem: &'m Memory, target: &Operand) -> Result<&'m Resource, RunError> {
    let reg = reg_of(target);
    mem.u.get(&reg).ok_or_else(|| {
        RunError::of(
            ErrorKind::Input,
            format!("u{reg} is not declared or not given in \"resources\""),
        )
    })
}

/// `store_uav_typed` (`target` the `u#` operand) for the first `lanes`
/// lanes of a batch, those in `lane_mask` (a bit per lane) (address
/// components `a`, values `v`), held in `log`.
pub(super) fn hold_store_typed<const L: usize>(
    mem: &Memory,
    target: &Operand,
    a: [&[u32; L]; 4],
    v: [&[u32; L]; 4],
    (lanes, lane_mask): (usize, u64),
    log: &mut HeldLog<L>,
) -> Result<(), RunError> {
    let r = typed_uav(mem, target)?;
    HeldStore::hold(
        target,
        (true, 0xf, r.texels.len() * 4),
        (lanes, lane_mask),
        v,
        |lane| {
            let texel = typed_texel(r, [a[0][lane], a[1][lane], a[2][lane], a[3][lane]])?;
            Ok(texel.map(|i| i * 4))
        },
        log,
    )
}

/// Makes held stores (of batches whose lanes wrote no word or texel
/// another lane wrote: the caller checks).
pub(super) fn apply_held<const L: usize>(mem: &mut Memory, held: &HeldLog<L>) {
    for h in held.stores() {
        if let Some(r) = mem.u.get_mut(&h.reg) {
            h.apply(r);
        }
    }
}

impl Machine<'_, '_> {
    fn mem(&self) -> Result<std::cell::RefMut<'_, Memory>, RunError> {
        match &self.mem {
            Some(m) => Ok(m.borrow_mut()),
            None => bad_input("the shader uses resources, which this run does not give"),
        }
    }

    fn texture<'m>(mem: &'m Memory, op: &Operand) -> Result<&'m Resource, RunError> {
        let reg = reg_of(op);
        let r = match op.ty {
            T => mem.t.get(&reg),
            U => mem.u.get(&reg),
            _ => None,
        };
        r.ok_or_else(|| {
            let c = if op.ty == U { 'u' } else { 't' };
            RunError::of(
                ErrorKind::Input,
                format!("{c}{reg} is not declared by the shader or not given in \"resources\""),
            )
        })
    }

    fn sampler_of<'m>(mem: &'m Memory, op: &Operand) -> Result<&'m Sampler, RunError> {
        if op.ty != S {
            return bad_program("expected a sampler s#");
        }
        mem.s
            .get(&reg_of(op))
            .ok_or_else(|| RunError::new(format!("s{} is not declared", reg_of(op))))
    }

    /// Word position of a raw/structured address, with the buffer's
    /// stride; `None` outside.
    fn word_index(stride: u32, len: usize, a: [u32; 4], structured_addr: bool) -> Option<usize> {
        WordAddress::new(stride, len, structured_addr).at(a[0], a[1])
    }

    /// The words and stride of a raw/structured `t#`, `u#` or `g#`.
    fn words<'m>(mem: &'m mut Memory, op: &Operand) -> Result<(u32, &'m mut Vec<u32>), RunError> {
        let reg = reg_of(op);
        let r = match op.ty {
            G => {
                return mem
                    .g
                    .get_mut(&reg)
                    .map(|(s, w)| (*s, w))
                    .ok_or_else(|| RunError::new(format!("g{reg} is not declared")))
            }
            T => mem.t.get_mut(&reg),
            U => mem.u.get_mut(&reg),
            _ => None,
        };
        match r {
            Some(r) if r.is_words() => Ok((r.decl.stride, &mut r.words)),
            Some(_) => bad_input("a raw or structured buffer was expected"),
            None => bad_input(format!(
                "resource {reg} is not declared by the shader or not given in \"resources\""
            )),
        }
    }

    /// The tiled-resource `_s` forms: the base instruction, then the
    /// residency status. A reference device's resources have every tile
    /// mapped: the status is 0 and `check_access_fully_mapped` gives all
    /// ones whatever it is given. A `_cl_` form's clamp raises the level
    /// of detail to at least its value (0: no clamp).
    fn feedback_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        use Opcode as O;
        if op == O::CheckAccessFullyMapped {
            self.src(&ins.operands[1], 'u')?;
            return self.dst(&ins.operands[0], [u32::MAX; 4], false);
        }
        let Some(parts) = ins.feedback_parts() else {
            return bad_program(format!("'{}': too few operands", op.row().mnemonic));
        };
        let min_lod = match &parts.clamp {
            Some(c) => Some(f(self.src(c, 'f')?[0])).filter(|&x| x != 0.0),
            None => None,
        };
        self.lod_clamp = min_lod;
        let done = self.resource_op(parts.base.opcode, &parts.base);
        self.lod_clamp = None;
        done?;
        self.dst(&parts.status, [0; 4], false)
    }

    /// Executes a resource instruction; `Ok(false)` when `op` is not one.
    pub fn resource_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        match op.row().semantics {
            Semantics::Feedback(_) => self.feedback_op(op, ins),
            Semantics::Sample(_) => self.sample_op(op, ins),
            Semantics::Gather => self.gather_op(op, ins),
            Semantics::SampleInfo => self.sample_info_op(op, ins),
            Semantics::Load => self.load_op(op, ins),
            Semantics::Store if self.helper => Ok(()),
            Semantics::Store => self.store_typed_op(ins),
            Semantics::ResInfo => self.resinfo_op(ins),
            Semantics::BufInfo => self.bufinfo_op(ins),
            Semantics::LoadWords => self.load_words_op(op, ins),
            Semantics::StoreWords => self.store_words_op(op, ins),
            Semantics::Counter => self.counter_op(op, ins),
            Semantics::Atomic => self.atomic_op(op, ins),
            _ => internal(format!(
                "internal: '{}' is not a resource instruction",
                op.row().mnemonic
            )),
        }
    }

    /// `sample`, `sample_l`, `_b`, `_d`, `_c`, `_c_lz` and `lod`.
    fn sample_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let (reads4, reads5) = sample_reads(op);
        let a = SampleIn {
            coord: self.src(&o[1], 'f')?,
            a4: if reads4 {
                self.src(&o[4], 'f')?
            } else {
                [0; 4]
            },
            a5: if reads5 {
                self.src(&o[5], 'f')?
            } else {
                [0; 4]
            },
        };
        // The quad's coarse derivatives (0 outside a pixel shader's quad).
        let grads = self.grads.unwrap_or(([0.0; 3], [0.0; 3]));
        let v = sample_bits(&*self.mem()?, op, ins, &a, (grads, self.lod_clamp))?;
        self.dst(&o[0], v, ins.saturate())
    }

    /// `gather4`, `gather4_c`, `gather4_po` and `gather4_po_c`.
    fn gather_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let offs = ins.offsets.map(|v| v.map(|x| x as i32)).unwrap_or([0; 3]);
        let sat = ins.saturate();
        let po = matches!(op, Opcode::Gather4Po | Opcode::Gather4PoC);
        let (ri, si) = if po { (3, 4) } else { (2, 3) };
        let coord = self.src(&o[1], 'f')?.map(f);
        let offs = if po {
            let v = self.src(&o[2], 'i')?;
            // Programmable offsets use their low 6 bits, signed.
            [((v[0] << 26) as i32) >> 26, ((v[1] << 26) as i32) >> 26, 0]
        } else {
            offs
        };
        let reference = match op {
            Opcode::Gather4C | Opcode::Gather4PoC => Some(f(self.src(&o[si + 1], 'f')?[0])),
            _ => None,
        };
        // The sampler operand's selected component picks the
        // channel; the resource operand's swizzle arranges the four
        // results (gather4 page).
        let v = {
            let mem = self.mem()?;
            let r = Self::texture(&mem, &o[ri])?;
            let s = Self::sampler_of(&mem, &o[si])?;
            gather(r, s, coord, offs, swz(&o[si])[0] as usize, reference)?
        };
        self.dst(&o[0], swizzled(v.map(f32::to_bits), &o[ri]), sat)?;
        Ok(())
    }

    /// `sampleinfo` and `samplepos`.
    fn sample_info_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        // The resource's sample count, or the rasterizer's.
        let count = if o[1].ty == RASTERIZER {
            self.raster_samples
        } else {
            let mem = self.mem()?;
            let r = Self::texture(&mem, &o[1])?;
            if !matches!(
                r.decl.dim,
                ResourceDim::TEXTURE2DMS | ResourceDim::TEXTURE2DMSARRAY
            ) {
                return bad_input(format!(
                    "{} needs a multisampled texture or the rasterizer",
                    if op == Opcode::SampleInfo {
                        "sampleinfo"
                    } else {
                        "samplepos"
                    }
                ));
            }
            r.samples
        };
        let v = if op == Opcode::SampleInfo {
            let n = if ins.flag(Field::SampleInfoUint) {
                count
            } else {
                (count as f32).to_bits()
            };
            // (count, 0, 0, 0).
            [n, 0, 0, 0]
        } else {
            // (x, y, 0, 0) from the pixel centre; a zero vector
            // for an index outside the pattern.
            let i = self.src(&o[2], 'u')?[0];
            let [x, y] = super::msaa::position(count, i).unwrap_or([0.0; 2]);
            [x.to_bits(), y.to_bits(), 0, 0]
        };
        self.dst(&o[0], swizzled(v, &o[1]), false)?;
        Ok(())
    }

    /// `ld`, `ld_uav_typed` and `ldms`.
    fn load_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let offs = ins.offsets.map(|v| v.map(|x| x as i32)).unwrap_or([0; 3]);
        let a = self.src(&o[1], 'i')?;
        let v = {
            let mem = self.mem()?;
            let r = Self::texture(&mem, &o[2])?;
            if op == Opcode::LdMs
                && !matches!(
                    r.decl.dim,
                    ResourceDim::TEXTURE2DMS | ResourceDim::TEXTURE2DMSARRAY
                )
            {
                return bad_input("ldms needs a multisampled texture");
            }
            let Some((mut c, mip)) = texel_coords(r.decl.dim, a, op == Opcode::Ld) else {
                return bad_input("ld needs a buffer or a 1D, 2D or 3D texture");
            };
            // Offsets apply to the texture's own axes, not to the
            // array axis, and not to buffers (ld page).
            let axes_n = match r.decl.dim {
                ResourceDim::TEXTURE1D | ResourceDim::TEXTURE1DARRAY => 1,
                ResourceDim::TEXTURE2D
                | ResourceDim::TEXTURE2DARRAY
                | ResourceDim::TEXTURE2DMS
                | ResourceDim::TEXTURE2DMSARRAY => 2,
                ResourceDim::TEXTURE3D => 3,
                _ => 0,
            };
            for k in 0..axes_n {
                c[k] += offs[k] as i64;
            }
            // ldms: the sample (an index outside the texel's
            // samples, undefined by the page, reads 0 here).
            let sample = if op == Opcode::LdMs {
                Some(self.src(&o[3], 'u')?[0])
            } else {
                None
            };
            match (texel_at(r, mip, c), sample) {
                (Some(i), None) => r.texels[i],
                (Some(i), Some(k)) if k < r.samples => r.texels[i + k as usize],
                _ => [0; 4],
            }
        };
        self.dst(&o[0], swizzled(v, &o[2]), false)?;
        Ok(())
    }

    /// `store_uav_typed` (not by a helper invocation).
    fn store_typed_op(&mut self, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let a = self.src(&o[1], 'i')?;
        let v = self.src(&o[2], 't')?;
        let mut mem = self.mem()?;
        let at = typed_texel(typed_uav(&mem, &o[0])?, a)?;
        if let (Some(i), Some(r)) = (at, mem.u.get_mut(&reg_of(&o[0]))) {
            r.texels[i] = v;
        }
        Ok(())
    }

    /// `resinfo`.
    fn resinfo_op(&mut self, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let sat = ins.saturate();
        let mip = self.src(&o[1], 'u')?[0];
        let v = {
            let mem = self.mem()?;
            let r = Self::texture(&mem, &o[2])?;
            // A UAV views one level (resinfo page).
            let mips = if o[2].ty == U { 1 } else { r.mips };
            let [w, h, d] = r.level(mip.min(31));
            // (x, y, z) and which of them are sizes (not array
            // sizes, not unreturned zeros): the reciprocal applies
            // to those.
            let (dims, sized) = match r.decl.dim {
                ResourceDim::TEXTURE1D => ([w, 0, 0], [true, false, false]),
                ResourceDim::TEXTURE1DARRAY => ([w, r.depth, 0], [true, false, false]),
                ResourceDim::TEXTURE2D | ResourceDim::TEXTURECUBE | ResourceDim::TEXTURE2DMS => {
                    ([w, h, 0], [true, true, false])
                }
                ResourceDim::TEXTURE2DARRAY | ResourceDim::TEXTURE2DMSARRAY => {
                    ([w, h, r.depth], [true, true, false])
                }
                ResourceDim::TEXTURE3D => ([w, h, d], [true; 3]),
                // The page leaves z undefined for cube arrays; the
                // number of cubes is what later versions require.
                ResourceDim::TEXTURECUBEARRAY => ([w, h, r.depth / 6], [true, true, false]),
                _ => return bad_input("resinfo needs a texture"),
            };
            // A level outside the view: the sizes read as for an
            // unbound resource (0), the level count still returned.
            let dims = if mip < mips { dims } else { [0; 3] };
            let all = [dims[0], dims[1], dims[2], mips];
            match ins.get::<ResInfoType>() {
                ResInfoType::UINT => all,
                // _rcpFloat: 1/size (INF for an out-of-range 0).
                ResInfoType::RCP_FLOAT => std::array::from_fn(|i| {
                    let x = all[i] as f32;
                    if i < 3 && sized[i] {
                        (1.0 / x).to_bits()
                    } else {
                        x.to_bits()
                    }
                }),
                _ => all.map(|x| (x as f32).to_bits()),
            }
        };
        self.dst(&o[0], swizzled(v, &o[2]), sat)?;
        Ok(())
    }

    /// `bufinfo`.
    fn bufinfo_op(&mut self, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let n = {
            let mut mem = self.mem()?;
            if o[1].ty == T || o[1].ty == U {
                let r = Self::texture(&mem, &o[1])?;
                match r.decl.dim {
                    ResourceDim::BUFFER => r.width,
                    ResourceDim::RAW_BUFFER => r.words.len() as u32 * 4,
                    ResourceDim::STRUCTURED_BUFFER => (r.words.len() as u32 * 4)
                        .checked_div(r.decl.stride)
                        .unwrap_or(0),
                    _ => return bad_input("bufinfo needs a buffer"),
                }
            } else {
                let (s, w) = Self::words(&mut mem, &o[1])?;
                (w.len() as u32 * 4).checked_div(s.max(1)).unwrap_or(0)
            }
        };
        self.dst(&o[0], [n; 4], false)?;
        Ok(())
    }

    /// The address of a raw (byte offset) or structured (element, byte
    /// offset) access, from operands 1 (and 2), and the next operand.
    fn word_address(&self, o: &[Operand], structured: bool) -> Result<([u32; 4], usize), RunError> {
        let first = self.src(&o[1], 'u')?[0];
        Ok(if structured {
            ([first, self.src(&o[2], 'u')?[0], 0, 0], 3)
        } else {
            ([first, 0, 0, 0], 2)
        })
    }

    /// `ld_raw` and `ld_structured`.
    fn load_words_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let st = op == Opcode::LdStructured;
        let (a, next) = self.word_address(o, st)?;
        let rop = &o[next];
        let v = {
            let mut mem = self.mem()?;
            let (stride, w) = Self::words(&mut mem, rop)?;
            load_words_bits(stride, w, a, st, rop)
        };
        self.dst(&o[0], v, false)?;
        Ok(())
    }

    /// `store_raw` and `store_structured`.
    fn store_words_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let st = op == Opcode::StoreStructured;
        let (a, next) = self.word_address(o, st)?;
        let v = self.src(&o[next], 't')?;
        let m = if self.helper && o[0].ty == U {
            0
        } else {
            mask(&o[0])
        };
        let mut mem = self.mem()?;
        let (stride, w) = Self::words(&mut mem, &o[0])?;
        if let Some(i) = Self::word_index(stride, w.len(), a, st) {
            for (c, val) in v.iter().enumerate() {
                if m & (1 << c) != 0 {
                    if let Some(x) = w.get_mut(i + c) {
                        *x = *val;
                    }
                }
            }
        }
        Ok(())
    }

    /// `imm_atomic_alloc` and `imm_atomic_consume`.
    fn counter_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let v = {
            let mut mem = self.mem()?;
            let reg = reg_of(&o[1]);
            let Some(r) = mem.u.get_mut(&reg) else {
                return bad_input(format!(
                    "u{reg} is not declared or not given in \"resources\""
                ));
            };
            if self.helper {
                r.counter
            } else if op == Opcode::ImmAtomicAlloc {
                let old = r.counter;
                r.counter = r.counter.wrapping_add(1);
                old
            } else {
                r.counter = r.counter.wrapping_sub(1);
                r.counter
            }
        };
        self.dst(&o[0], [v; 4], false)?;
        Ok(())
    }

    /// The atomic operations (`atomic_*`, `imm_atomic_*`).
    fn atomic_op(&mut self, op: Opcode, ins: &Instruction) -> Result<(), RunError> {
        let o = &ins.operands;
        let (kind, imm) = atomic(op).unwrap_or((Atom::Add, false));
        let at = usize::from(imm);
        let target = &o[at];
        let a = self.src(&o[at + 1], 'u')?;
        let x = self.src(&o[at + 2], 'u')?[0];
        let y = match o.get(at + 3) {
            Some(s) => self.src(s, 'u')?[0],
            None => 0,
        };
        let old = {
            let mut mem = self.mem()?;
            let slot: Option<&mut u32> =
                if target.ty == U && mem.u.get(&reg_of(target)).is_some_and(|r| !r.is_words()) {
                    let r = mem
                        .u
                        .get_mut(&reg_of(target))
                        .unwrap_or_else(|| unreachable!());
                    match texel_coords(r.decl.dim, a, false).and_then(|(c, _)| texel_at(r, 0, c)) {
                        Some(i) => Some(&mut r.texels[i][0]),
                        None => None,
                    }
                } else {
                    let (stride, w) = Self::words(&mut mem, target)?;
                    let st = stride != 0;
                    let i = Self::word_index(stride, w.len(), a, st);
                    i.and_then(|i| w.get_mut(i))
                };
            match slot {
                Some(s) => {
                    let old = *s;
                    if !(self.helper && target.ty == U) {
                        *s = apply(kind, old, x, y);
                    }
                    old
                }
                // Outside the resource: nothing is written; 0 returned.
                None => 0,
            }
        };
        if imm {
            self.dst(&o[0], [old; 4], false)?;
        }
        Ok(())
    }
}

/// Atomic operations.
#[derive(Clone, Copy)]
enum Atom {
    And,
    Or,
    Xor,
    Add,
    IMax,
    IMin,
    UMax,
    UMin,
    Exch,
    CmpStore,
}

/// The operation of an atomic instruction and whether it returns the old
/// value (`imm_atomic_*`).
fn atomic(op: Opcode) -> Option<(Atom, bool)> {
    Some(match op {
        Opcode::AtomicAnd => (Atom::And, false),
        Opcode::AtomicOr => (Atom::Or, false),
        Opcode::AtomicXor => (Atom::Xor, false),
        Opcode::AtomicCmpStore => (Atom::CmpStore, false),
        Opcode::AtomicIadd => (Atom::Add, false),
        Opcode::AtomicImax => (Atom::IMax, false),
        Opcode::AtomicImin => (Atom::IMin, false),
        Opcode::AtomicUmax => (Atom::UMax, false),
        Opcode::AtomicUmin => (Atom::UMin, false),
        Opcode::ImmAtomicIadd => (Atom::Add, true),
        Opcode::ImmAtomicAnd => (Atom::And, true),
        Opcode::ImmAtomicOr => (Atom::Or, true),
        Opcode::ImmAtomicXor => (Atom::Xor, true),
        Opcode::ImmAtomicExch => (Atom::Exch, true),
        Opcode::ImmAtomicCmpExch => (Atom::CmpStore, true),
        Opcode::ImmAtomicImax => (Atom::IMax, true),
        Opcode::ImmAtomicImin => (Atom::IMin, true),
        Opcode::ImmAtomicUmax => (Atom::UMax, true),
        Opcode::ImmAtomicUmin => (Atom::UMin, true),
        _ => return None,
    })
}

/// The new value of an atomic: `x` the operand (the comparand for
/// compare-and-store, whose new value is `y`).
fn apply(a: Atom, old: u32, x: u32, y: u32) -> u32 {
    match a {
        Atom::And => old & x,
        Atom::Or => old | x,
        Atom::Xor => old ^ x,
        Atom::Add => old.wrapping_add(x),
        Atom::IMax => (old as i32).max(x as i32) as u32,
        Atom::IMin => (old as i32).min(x as i32) as u32,
        Atom::UMax => old.max(x),
        Atom::UMin => old.min(x),
        Atom::Exch => x,
        Atom::CmpStore => {
            if old == x {
                y
            } else {
                old
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::HeldStore;
    use crate::run::sm4::lanes::LANES;

    /// Applying a held store makes exactly the writes it lists (each
    /// component of each lane at its place, none past the end), for every
    /// mask, whole registers four lanes at a time or not, lanes outside
    /// the UAV or only partly inside it, lanes filling a block (dense)
    /// inside the UAV or running past its end.
    #[test]
    fn held_stores_apply_the_writes_they_list() {
        let len = 67;
        // 17 lanes (four fours and one more), each four places apart:
        // lane i at 4i, but lane 3 outside the UAV, lane 14 at the end (64,
        // three places inside), 16 where 14 would be.
        let gaps: Vec<Option<usize>> = (0..17)
            .map(|i| match i {
                3 => None,
                14 => Some(64),
                16 => Some(56),
                _ => Some(4 * i),
            })
            .collect();
        let dense = |lanes: usize, from: usize| -> Vec<Option<usize>> {
            (0..lanes).map(|i| Some(from + 4 * i)).collect()
        };
        let cases = [
            gaps,
            dense(16, 0),
            dense(13, 3),
            // The last lane three places inside.
            dense(17, 0),
            dense(1, 66),
            // Apart, in order, not dense.
            (0..8).map(|i| Some(5 * i)).collect(),
        ];
        for at in &cases {
            for typed in [false, true] {
                for mask in 1..16u8 {
                    let h = HeldStore::<LANES>::new((0, typed), mask, len, at);
                    let mut made = vec![u32::MAX; len];
                    h.apply_to(&mut made);
                    let mut listed = vec![u32::MAX; len];
                    for (_, w) in h.writes() {
                        listed[w.at] = w.value;
                    }
                    assert_eq!(made, listed, "{at:?}: mask {mask:#x}, typed {typed}");
                }
            }
        }
    }

    /// A gathered column is word `at + off` of each lane, 0 outside or
    /// past the end, whether the lanes read one block (dense) or not: the
    /// block path against the lane-by-lane one, for blocks inside the
    /// buffer, ending past it and starting at its end.
    #[test]
    fn gathered_words_are_each_lanes_word() {
        let w: Vec<u32> = (100..120).collect();
        let lane_by_lane = |at: &[usize], off: usize| -> Vec<u32> {
            at.iter()
                .map(|&a| {
                    if a == super::NOWHERE {
                        0
                    } else {
                        w.get(a + off).copied().unwrap_or(0)
                    }
                })
                .collect()
        };
        for (from, n) in [(0, 8), (5, 15), (12, 8), (19, 1), (17, 4)] {
            let at: Vec<usize> = (from..from + n).collect();
            for off in 0..4 {
                let mut col = vec![7; n];
                super::gather_words(&w, &at, (off, true), &mut col);
                assert_eq!(
                    col,
                    lane_by_lane(&at, off),
                    "from {from}, {n} lanes, off {off}"
                );
            }
        }
        let mut at: Vec<usize> = (0..6).map(|i| 3 * i).collect();
        at[2] = super::NOWHERE;
        let mut col = vec![7; 6];
        super::gather_words(&w, &at, (1, false), &mut col);
        assert_eq!(col, lane_by_lane(&at, 1));
    }

    /// The span and density a store finds from its places, whether every
    /// lane writes (one pass each) or not (lane after lane), against their
    /// definitions: ordered when each writing lane's first place is at or
    /// past the end of the previous one's; dense when every lane writes,
    /// lane l at the first place plus l times the lane's width.
    #[test]
    fn held_store_spans_follow_their_definitions() {
        let patterns: [fn(usize) -> Option<usize>; 7] = [
            |i| Some(4 * i),
            |i| Some(4 * i + 8),
            |i| Some(5 * i),
            |i| Some(4 * (9 - i)),
            |i| (i != 4).then_some(4 * i),
            |i| Some(if i == 6 { 20 } else { 4 * i }),
            |_| None,
        ];
        for f in patterns {
            for mask in [1u8, 3, 5, 0xf] {
                let at: Vec<Option<usize>> = (0..10).map(f).collect();
                let h = HeldStore::<LANES>::new((0, false), mask, 100, &at);
                let width = 8 - mask.leading_zeros() as usize;
                let writing: Vec<usize> = at.iter().flatten().copied().collect();
                let ordered = writing.windows(2).all(|p| p[1] >= p[0] + width);
                let span = match (writing.first(), writing.last()) {
                    _ if !ordered => None,
                    (Some(lo), Some(last)) => Some((*lo, last + width)),
                    _ => Some((0, 0)),
                };
                assert_eq!(h.ordered_span(), span, "{at:?}, mask {mask:#x}");
                let dense = writing.len() == at.len()
                    && writing
                        .iter()
                        .enumerate()
                        .all(|(l, a)| *a == writing[0] + l * width);
                assert_eq!(h.dense, dense, "{at:?}, mask {mask:#x}");
            }
        }
    }
}
