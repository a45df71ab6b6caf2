//! The batch executor: a compiled program run over up to 64 invocations
//! at once, their registers lane by lane.

use super::super::alu;
use super::super::flow::Flow;
use super::super::lanes::{lanes_of, Bail, Lanes, LANES};
use super::super::transpose;
use super::code::*;
use super::rows;
use crate::run::mem::Memory;
use crate::sm4::ir::{Instruction, Modifier};
use crate::sm4::table::Opcode;

/// What a batch did besides its registers: a geometry shader's emits and
/// cuts (each made by the lanes running at the time, usually all of them),
/// a pixel shader's discards, a compute shader's stores.
#[derive(Debug, Default)]
pub struct Effects {
    /// The emits and cuts, in program order.
    pub events: Vec<Event>,
    /// Per lane, whether it discarded.
    pub discarded: Vec<bool>,
    /// Compute shaders: the UAV stores, in the order made. They reach
    /// memory only when no word or texel is written by two lanes (then
    /// order between lanes cannot matter, and the result is the scalar
    /// machine's thread after thread).
    pub held: super::super::res::HeldLog<LANES>,
    /// The columns [`Batch::run_with`] computes in, kept for the next
    /// batch.
    scratch: Option<Box<Scratch>>,
    /// Per emit, the stream's output registers as the register file holds
    /// them (a row of lanes per component), copied whole.
    data: Vec<Lanes>,
    /// Geometry shaders: per lane, the vertices emitted so far.
    emitted: Vec<u32>,
}

impl Effects {
    /// Empties the record for the next batch.
    pub fn clear(&mut self) {
        self.events.clear();
        self.data.clear();
        self.emitted.clear();
        self.emitted.resize(LANES, 0);
        self.discarded.clear();
        self.discarded.resize(LANES, false);
        self.held.clear();
    }

    /// Whether two lanes wrote the same word or texel component.
    pub fn writes_collide(&self) -> bool {
        // None when each store's lanes write in increasing order and no
        // two stores write in the same span of a UAV; else place by place.
        let spans: Option<smallvec::SmallVec<[_; 4]>> = self
            .held
            .stores()
            .iter()
            .map(|h| h.ordered_span().map(|(lo, hi)| (h.key(), lo, hi)))
            .filter(|s| s.is_none_or(|(_, lo, hi)| lo < hi))
            .collect();
        if let Some(mut spans) = spans {
            spans.sort_unstable();
            if spans
                .windows(2)
                .all(|p| p[0].0 != p[1].0 || p[0].2 <= p[1].1)
            {
                return false;
            }
        }
        let writes: Vec<_> = self.held.stores().iter().flat_map(|h| h.writes()).collect();
        Self::collide(&writes)
    }

    /// Whether two lanes of `writes` (in the order made) wrote the same
    /// place.
    fn collide(writes: &[(usize, super::super::res::HeldWrite)]) -> bool {
        let key =
            |(lane, w): &(usize, super::super::res::HeldWrite)| ((w.reg, w.typed, w.at), *lane);
        // Writes already in increasing order of place (thread i writing
        // element i, the common case) cannot meet: one pass.
        if writes.windows(2).all(|p| key(&p[0]).0 < key(&p[1]).0) {
            return false;
        }
        let mut keys: Vec<_> = writes.iter().map(key).collect();
        keys.sort_unstable();
        keys.windows(2)
            .any(|p| p[0].0 == p[1].0 && p[0].1 != p[1].1)
    }

    /// Register `r` of an emit at `at`: its four rows of lanes.
    pub fn emitted(&self, at: usize, r: usize) -> &[Lanes; 4] {
        self.data[at + r * 4..at + r * 4 + 4]
            .first_chunk()
            .expect("four rows")
    }

    /// Lane `lane`'s vertex of an emit at `at` with `regs` registers.
    pub fn vertex(
        &self,
        at: usize,
        regs: usize,
        lane: usize,
    ) -> impl ExactSizeIterator<Item = [u32; 4]> + '_ {
        let quads = self.data[at..at + regs * 4].as_chunks::<4>().0;
        let lane = lane % LANES;
        quads
            .iter()
            .map(move |q| [q[0][lane], q[1][lane], q[2][lane], q[3][lane]])
    }
}

/// One step of a geometry shader's output, made by lanes `lanes` (a bit
/// per lane).
#[derive(Debug)]
pub enum Event {
    /// A vertex on `stream`: `regs` registers from row `at` of the data;
    /// `unwritten` are the stream's outputs these lanes did not write since
    /// their last emit.
    Emit {
        stream: u32,
        unwritten: Vec<u32>,
        at: usize,
        regs: usize,
        lanes: u64,
    },
    /// The strip on this stream ends.
    Cut { stream: u32, lanes: u64 },
}

impl Event {
    /// The lanes that made it.
    pub fn lanes(&self) -> u64 {
        match self {
            Event::Emit { lanes, .. } | Event::Cut { lanes, .. } => *lanes,
        }
    }
}

/// Sets registers `0..` of `quads` (four rows of lanes each) in lane
/// `lane` to `regs`; registers past the end of either are left.
fn put(quads: &mut [[Lanes; 4]], lane: usize, regs: &[[u32; 4]]) {
    for (quad, v) in quads.iter_mut().zip(regs) {
        for (row, x) in quad.iter_mut().zip(v) {
            row[lane] = *x;
        }
    }
}

/// Columns a step computes in.
#[derive(Debug)]
struct Scratch {
    /// Source components.
    s: [Lanes; 8],
    /// Result components.
    res: [Lanes; 4],
    /// The lanes a step writes (bit per lane): all, or the running ones
    /// when lanes have parted.
    mask: u64,
    /// Per output register and component, the lanes that wrote it since
    /// their last emit (geometry shaders); kept, as the columns are, so a
    /// batch does not allocate it.
    written: Vec<[u64; 4]>,
}

/// The rows of a step's unused source places.
static NO_ROW: Lanes = [0; LANES];

impl Batch {
    /// A register file for one batch: zeroed, but for its constant rows.
    pub fn file(&self) -> Vec<Lanes> {
        let mut file = vec![[0; LANES]; self.regs];
        let at = self.regs - self.constant_rows.len();
        for (row, v) in file[at..].iter_mut().zip(&self.constant_rows) {
            *row = [*v; LANES];
        }
        file
    }

    /// Sets input registers `first`.. of lane `lane` to `regs` (those
    /// beyond the batch's inputs are ignored).
    pub fn set_inputs(&self, file: &mut [Lanes], lane: usize, first: usize, regs: &[[u32; 4]]) {
        let quads = self.input_quads(file, first);
        put(quads, lane % LANES, regs);
    }

    /// Sets input registers `first`.. of the first lanes (at most
    /// [`LANES`]), lane `i` to the `i`th of `lanes`: what
    /// [`Batch::set_inputs`] does lane after lane, four lanes at a time
    /// where they all have the register. An iterator, not a slice, so a
    /// block of registers (a vertex buffer) serves as well as a vector per
    /// invocation, with no index checked per lane.
    pub fn set_input_lanes<'r>(
        &self,
        file: &mut [Lanes],
        first: usize,
        lanes: impl ExactSizeIterator<Item = &'r [[u32; 4]]>,
    ) {
        let quads = self.input_quads(file, first);
        let mut lanes = lanes.take(LANES);
        let done = lanes.len() / 4 * 4;
        for g in 0..done / 4 {
            let four: [&[[u32; 4]]; 4] = std::array::from_fn(|_| lanes.next().unwrap_or_default());
            let common = four.iter().map(|r| r.len()).fold(quads.len(), usize::min);
            for (r, quad) in quads[..common].iter_mut().enumerate() {
                transpose::lanes_in(quad, g * 4, four.map(|regs| regs[r]));
            }
            for (j, regs) in four.iter().enumerate() {
                put(
                    &mut quads[common..],
                    g * 4 + j,
                    regs.get(common..).unwrap_or(&[]),
                );
            }
        }
        for (i, regs) in (done..).zip(lanes) {
            put(quads, i, regs);
        }
    }

    /// Sets the input registers of the first `live` lanes (at most
    /// [`LANES`]) from their primitives' first `vertices` vertices,
    /// `vertex(lane, v)` giving vertex `v` of lane `lane`'s primitive: its
    /// registers from input register `v * per_vertex` on (those past
    /// `per_vertex`, or past the batch's inputs, ignored). What
    /// [`Batch::set_inputs`] does vertex by vertex, with
    /// [`Batch::set_input_lanes`] (four lanes at a time). Whether every
    /// vertex had `per_vertex` registers or more (read here, where each
    /// vertex is read anyway: a pass of its own over vectors of vertices
    /// waited on memory for a tenth of a geometry shader's run).
    pub fn set_primitive_inputs<'r>(
        &self,
        file: &mut [Lanes],
        live: usize,
        (per_vertex, vertices): (usize, usize),
        vertex: impl Fn(usize, usize) -> &'r [[u32; 4]],
    ) -> bool {
        let mut full = true;
        for v in 0..vertices {
            let lanes = (0..live.min(LANES)).map(|lane| {
                let regs = vertex(lane, v);
                full &= regs.len() >= per_vertex;
                &regs[..per_vertex.min(regs.len())]
            });
            self.set_input_lanes(file, v * per_vertex, lanes);
        }
        full
    }

    /// The input registers from `first` on, four rows of lanes each.
    fn input_quads<'f>(&self, file: &'f mut [Lanes], first: usize) -> &'f mut [[Lanes; 4]] {
        let rows = &mut file[self.in_base..self.in_base + self.in_regs * 4];
        let quads = rows.as_chunks_mut::<4>().0;
        &mut quads[first.min(self.in_regs)..]
    }

    /// The rows of the thread ids (compute shaders), four each:
    /// `vThreadID`, `vThreadGroupID`, `vThreadIDInGroup`,
    /// `vThreadIDInGroupFlattened`; with the components the program reads
    /// (bit `4k + c`: component c of id k; most read one or two), the only
    /// rows worth setting.
    pub fn thread_id_rows<'f>(&self, file: &'f mut [Lanes]) -> (u16, &'f mut [[Lanes; 4]; 4]) {
        let rows = file[self.in_base..].as_chunks_mut::<4>().0;
        let ids = rows.first_chunk_mut::<4>().expect("four input registers");
        (self.ids_read, ids)
    }

    /// Whether [`Batch::set_ids`] sets anything: the program is a
    /// geometry shader's that reads its primitive or instance id.
    pub fn reads_ids(&self) -> bool {
        self.ids.is_some() && self.ids_read != 0
    }

    /// Sets the primitive and instance ids of lane `lane` (geometry
    /// shaders): the components the program reads (most read none).
    pub fn set_ids(&self, file: &mut [Lanes], lane: usize, prim: u32, inst: u32) {
        let Some(at) = self.ids.filter(|_| self.ids_read != 0) else {
            return;
        };
        for c in 0..8 {
            if self.ids_read >> c & 1 != 0 {
                file[at + c][lane] = if c < 4 { prim } else { inst };
            }
        }
    }

    /// Copies the output registers of the first `block.len() / out_regs`
    /// lanes into `block` (lane after lane), four lanes at a time.
    pub fn outputs(&self, file: &[Lanes], block: &mut [[u32; 4]]) {
        let n = self.out_regs;
        if n == 0 {
            return;
        }
        let rows = &file[self.out_base..self.out_base + n * 4];
        let quads = rows.as_chunks::<4>().0;
        let live = (block.len() / n).min(LANES);
        let done = live / 4 * 4;
        let (fours, rest) = block[..live * n].split_at_mut(done * n);
        for (g, regs) in fours.chunks_exact_mut(4 * n).enumerate() {
            for (r, quad) in quads.iter().enumerate() {
                for (j, v) in transpose::lanes_out(quad, g * 4).into_iter().enumerate() {
                    regs[j * n + r] = v;
                }
            }
        }
        for (lane, regs) in rest.chunks_exact_mut(n).enumerate() {
            let lane = done + lane;
            for (reg, quad) in regs.iter_mut().zip(quads) {
                *reg = std::array::from_fn(|c| quad[c][lane]);
            }
        }
    }

    /// Zeroes everything but the inputs (a new invocation's state), but
    /// for the temps' components written before they are read.
    pub fn reset(&self, file: &mut [Lanes]) {
        for r in &self.zero {
            for row in &mut file[r.clone()] {
                *row = [0; LANES];
            }
        }
    }

    /// Component `comp` of `s` in every lane; an index out of range in a
    /// lane of `mask` (the lanes running) stops the batch when the source
    /// is `strict`.
    fn load(
        &self,
        file: &[Lanes],
        s: &BSrc,
        comp: usize,
        out: &mut Lanes,
        mask: u64,
    ) -> Result<(), Bail> {
        let k = s.swz[comp] as usize;
        match &s.loc {
            Loc::Splat(v) => *out = [v[k]; LANES],
            Loc::Reg(base) => {
                let r = &file[base + k];
                match (s.modifier, s.kind) {
                    (Modifier::None, b'f') => {
                        rows::flush(out, r);
                    }
                    (Modifier::None, _) => rows::copy(out, r),
                    (m, kind) => rows::modify(out, r, m, kind),
                }
            }
            Loc::RelReg {
                base,
                n,
                stride,
                imm,
                rel,
                strict,
            } => {
                let mut ix = [0u32; LANES];
                self.load(file, rel, 0, &mut ix, mask)?;
                for i in 0..LANES {
                    let at = imm.wrapping_add(ix[i]) as usize;
                    out[i] = if at < *n {
                        modify(file[base + at * stride + k][i], s.modifier, s.kind)
                    } else if *strict && mask >> i & 1 != 0 {
                        return Err(Bail::Fallback);
                    } else {
                        0
                    };
                }
            }
            Loc::RelConst { table, imm, rel } => {
                let mut ix = [0u32; LANES];
                self.load(file, rel, 0, &mut ix, mask)?;
                let t = &self.consts[*table];
                let read = |x: u32| {
                    let at = imm.wrapping_add(x) as usize;
                    modify(t.get(at).map(|r| r[k]).unwrap_or(0), s.modifier, s.kind)
                };
                // One entry when the running lanes agree on the index (a
                // loop counter, usually): the others' values are unused.
                let first = ix[(mask.trailing_zeros() as usize).min(LANES - 1)];
                if (0..LANES).all(|i| mask >> i & 1 == 0 || ix[i] == first) {
                    *out = [read(first); LANES];
                } else {
                    for i in 0..LANES {
                        out[i] = read(ix[i]);
                    }
                }
            }
        }
        Ok(())
    }

    #[allow(clippy::needless_range_loop)] // lanes and components index several arrays
    fn store(
        &self,
        file: &mut [Lanes],
        d: &BDst,
        res: &mut [Lanes; 4],
        sat: bool,
        mask: u64,
    ) -> Result<(), Bail> {
        for c in 0..4 {
            if sat && d.mask & (1 << c) != 0 {
                rows::saturate(&mut res[c]);
            }
        }
        if let Some(Loc::RelReg {
            base,
            n,
            stride,
            imm,
            rel,
            ..
        }) = &d.rel
        {
            let mut ix = [0u32; LANES];
            self.load(file, rel, 0, &mut ix, mask)?;
            for i in 0..LANES {
                let at = imm.wrapping_add(ix[i]) as usize;
                // Out-of-range writes are discarded.
                if at < *n && mask & (1 << i) != 0 {
                    for c in 0..4 {
                        if d.mask & (1 << c) != 0 {
                            file[base + at * stride + c][i] = res[c][i];
                        }
                    }
                }
            }
            return Ok(());
        }
        let Some(base) = d.base else { return Ok(()) };
        for c in 0..4 {
            if d.mask & (1 << c) == 0 {
                continue;
            }
            match mask {
                u64::MAX => rows::copy(&mut file[base + c], &res[c]),
                // Lanes have parted: the running ones only.
                _ => rows::blend(&mut file[base + c], &res[c], mask),
            }
        }
        Ok(())
    }

    /// Component `comp` of source `x` in every lane: the register's own
    /// row when loading would copy it unchanged (a plain register, but for
    /// a float one that may hold a denormal: that is flushed), else `x`
    /// loaded into `scratch`.
    fn source<'f>(
        &self,
        file: &'f [Lanes],
        x: &BSrc,
        comp: usize,
        scratch: &'f mut Lanes,
        mask: u64,
    ) -> Result<&'f Lanes, Bail> {
        match x.row_in_place(comp) {
            Some(row) => Ok(&file[row]),
            None => {
                self.load(file, x, comp, scratch, mask)?;
                Ok(scratch)
            }
        }
    }

    /// A raw or structured address: its first component and, when
    /// structured, its second (else `s1`, which a raw address does not
    /// read), each read in place where it can be ([`Self::source`]).
    fn word_address<'f>(
        &'f self,
        file: &'f [Lanes],
        (a0, a1): (&BSrc, &Option<BSrc>),
        (s0, s1): (&'f mut Lanes, &'f mut Lanes),
        mask: u64,
    ) -> Result<(&'f Lanes, &'f Lanes), Bail> {
        let a0 = self.source(file, a0, 0, s0, mask)?;
        let a1 = match a1 {
            Some(a1) => self.source(file, a1, 0, s1, mask)?,
            None => &*s1,
        };
        Ok((a0, a1))
    }

    /// The rows of the first `n` components of float source `x`: the
    /// register's own rows when it is a plain register without a modifier,
    /// else `x` loaded into `scratch`.
    fn rows<'f>(
        &self,
        file: &'f [Lanes],
        x: &BSrc,
        n: usize,
        mut scratch: [&'f mut Lanes; 4],
        mask: u64,
    ) -> Result<[&'f Lanes; 4], Bail> {
        if let (Loc::Reg(base), Modifier::None) = (&x.loc, x.modifier) {
            return Ok(std::array::from_fn(|k| &file[base + x.swz[k] as usize]));
        }
        for (k, out) in scratch.iter_mut().enumerate().take(n) {
            self.load(file, x, k, out, mask)?;
        }
        Ok(scratch.map(|r| &*r))
    }

    /// The lanes of `active` (a bit per lane, not none) whose test passes:
    /// `cond` nonzero when `nz`, zero when not; `scratch` holds its values
    /// when they are not read in place.
    fn passing(
        &self,
        file: &[Lanes],
        (cond, nz): (&BSrc, bool),
        active: u64,
        scratch: &mut Lanes,
    ) -> Result<u64, Bail> {
        let v = self.source(file, cond, 0, scratch, active)?;
        // Four lanes' bits at a time (a compare and a mask move each); a
        // shift per lane into 64 bits was most of a short program's tests.
        let mut set = 0u64;
        for (j, four) in v.as_chunks::<4>().0.iter().enumerate() {
            let bits = four
                .iter()
                .enumerate()
                .fold(0u64, |m, (i, x)| m | u64::from(*x != 0) << i);
            set |= bits << (4 * j);
        }
        Ok(if nz { set } else { !set } & active)
    }

    /// `emit`/`cut` by the lanes `active`: records the event and, for an
    /// emit, the stream's outputs as the register file holds them.
    /// `written`: per output register and component, the lanes that wrote
    /// it since their last emit.
    fn stream_op(
        &self,
        file: &[Lanes],
        (stream, emit, cut): (u32, bool, bool),
        active: u64,
        written: &mut [[u64; 4]],
        out: &mut Effects,
    ) {
        let decls = &self.streams[stream as usize];
        if out.emitted.len() < LANES {
            out.emitted.resize(LANES, 0);
        }
        // Lanes past `dcl_maxout` drop their vertex (their invocation
        // replays it as dropped): when all of them are, the registers are
        // not copied, so a loop of emits takes no memory.
        let full = (0..LANES)
            .filter(|l| active >> l & 1 != 0)
            .all(|l| out.emitted[l] >= self.maxout);
        if emit && full {
            out.events.push(Event::Emit {
                stream,
                unwritten: Vec::new(),
                at: out.data.len(),
                regs: 0,
                lanes: active,
            });
            for w in written.iter_mut().flatten() {
                *w &= !active;
            }
        } else if emit {
            for (l, n) in out.emitted.iter_mut().enumerate() {
                if active >> l & 1 != 0 {
                    *n += 1;
                }
            }
            // Per declared output, the emitting lanes that did not write
            // all of it.
            let missing: Vec<u64> = decls
                .iter()
                .map(|(r, m)| {
                    let w = (0..4)
                        .filter(|c| m & (1 << c) != 0)
                        .fold(!0u64, |w, c| w & written[*r][c]);
                    active & !w
                })
                .collect();
            // An event per set of lanes that left the same outputs
            // unwritten (one when they agree, as they usually do).
            let mut left = active;
            while left != 0 {
                let lane = left.trailing_zeros();
                let same = missing.iter().fold(left, |lanes, m| {
                    lanes & if m >> lane & 1 != 0 { *m } else { !m }
                });
                let unwritten = decls
                    .iter()
                    .zip(&missing)
                    .filter(|(_, m)| *m & same != 0)
                    .map(|((r, _), _)| *r as u32)
                    .collect();
                out.events.push(Event::Emit {
                    stream,
                    unwritten,
                    at: out.data.len(),
                    regs: decls.len(),
                    lanes: same,
                });
                left &= !same;
            }
            for (r, _) in decls {
                let at = self.out_base + r * 4;
                out.data.extend_from_slice(&file[at..at + 4]);
            }
            // After an emit every output register is undefined.
            for w in written.iter_mut().flatten() {
                *w &= !active;
            }
        }
        if cut {
            out.events.push(Event::Cut {
                stream,
                lanes: active,
            });
        }
    }

    /// A load from `t#` (into its destination) or a held store, for each
    /// live lane.
    #[allow(clippy::needless_range_loop)] // lanes index several arrays
    fn memory_op<'o>(
        &self,
        file: &mut [Lanes],
        live: usize,
        op: &'o BOp,
        mem: &Memory,
        t: &mut Scratch,
        out: &mut Effects,
    ) -> Result<Option<&'o BDst>, Bail> {
        let Scratch { s, res, mask, .. } = t;
        let mask = *mask;
        let [s0, s1, s2, s3, s4, s5, s6, s7] = s;
        let lanes = live.min(LANES);
        // Plain register sources are read in place (`source`), not copied.
        let f: &[Lanes] = file;
        match op {
            BOp::LoadWords {
                st,
                dst,
                rop,
                a0,
                a1,
            } => {
                let (a0, a1) = self.word_address(f, (a0, a1), (s0, s1), mask)?;
                let comps = (lanes, dst.mask);
                super::super::res::load_words_lanes(mem, rop, (a0, a1, *st), comps, res)
                    .map_err(|_| Bail::Fallback)?;
                self.store(file, dst, res, false, mask)?;
                Ok(Some(dst))
            }
            BOp::Store { .. } if out.held.stores().len() >= super::super::res::MAX_HELD => {
                Err(Bail::Held)
            }
            BOp::Store {
                typed: false,
                st,
                val,
                target,
                a0,
                a1,
            } => {
                let (a0, a1) = self.word_address(f, (a0, a1), (s0, s1), mask)?;
                let v = [
                    self.source(f, val, 0, s2, mask)?,
                    self.source(f, val, 1, s3, mask)?,
                    self.source(f, val, 2, s4, mask)?,
                    self.source(f, val, 3, s5, mask)?,
                ];
                super::super::res::hold_store_words(
                    mem,
                    target,
                    (a0, a1, *st),
                    v,
                    (lanes, mask),
                    &mut out.held,
                )
                .map_err(|_| Bail::Fallback)?;
                Ok(None)
            }
            BOp::Store {
                typed: true,
                val,
                target,
                a0,
                ..
            } => {
                // A typed address is four components.
                let a = [&mut *s0, s6, s7, s1];
                for (c, col) in a.into_iter().enumerate() {
                    self.load(f, a0, c, col, mask)?;
                }
                for (c, col) in [&mut *s2, s3, s4, s5].into_iter().enumerate() {
                    self.load(f, val, c, col, mask)?;
                }
                let a = [&*s0, &*s6, &*s7, &*s1];
                let v = [&*s2, &*s3, &*s4, &*s5];
                super::super::res::hold_store_typed(
                    mem,
                    target,
                    a,
                    v,
                    (lanes, mask),
                    &mut out.held,
                )
                .map_err(|_| Bail::Fallback)?;
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    /// A `sample`-family instruction for each running lane (of `live`,
    /// bits of `mask`) into `res`.
    #[allow(clippy::needless_range_loop)] // lanes index several arrays
    fn sample_op(
        &self,
        file: &[Lanes],
        (live, mask): (usize, u64),
        (ins, coord, a4, a5, quad): (&Instruction, &BSrc, &Option<BSrc>, &Option<BSrc>, bool),
        mem: &Memory,
        res: &mut [Lanes; 4],
    ) -> Result<(), Bail> {
        // Coordinate, then operands 4 and 5, four components each.
        let mut cols = [[0u32; LANES]; 12];
        for (j, src) in [Some(coord), a4.as_ref(), a5.as_ref()]
            .into_iter()
            .enumerate()
        {
            if let Some(src) = src {
                for c in 0..4 {
                    self.load(file, src, c, &mut cols[j * 4 + c], mask)?;
                }
            }
        }
        let f = f32::from_bits;
        // The running lanes only (a lane waiting in a block may hold any
        // coordinate, and its result is not kept).
        for lane in (0..live.min(LANES)).filter(|l| mask >> l & 1 != 0) {
            let at = |j: usize| -> [u32; 4] { std::array::from_fn(|c| cols[j * 4 + c][lane]) };
            // The quad's coarse derivatives: top right and bottom left
            // minus top left, as the scalar quad runner takes them.
            let grads = if quad {
                let q = lane & !3;
                let d = |k: usize| -> [f32; 3] {
                    std::array::from_fn(|i| f(cols[i][q + k]) - f(cols[i][q]))
                };
                (d(1), d(2))
            } else {
                ([0.0; 3], [0.0; 3])
            };
            let a = super::super::res::SampleIn {
                coord: at(0),
                a4: at(1),
                a5: at(2),
            };
            let v = super::super::res::sample_bits(mem, ins.opcode, ins, &a, (grads, None))
                .map_err(|_| Bail::Fallback)?;
            for c in 0..4 {
                res[c][lane] = v[c];
            }
        }
        Ok(())
    }

    /// An arithmetic, derivative or sampling step; gives the destinations
    /// it wrote.
    #[allow(clippy::needless_range_loop)] // lanes and components index several arrays
    fn compute<'o>(
        &self,
        file: &mut [Lanes],
        live: usize,
        op: &'o BOp,
        mem: Option<&Memory>,
        t: &mut Scratch,
    ) -> Result<[Option<&'o BDst>; 2], Bail> {
        let Scratch { s, res, mask, .. } = t;
        let mask = *mask;
        Ok(match op {
            BOp::Lane {
                op,
                dst,
                src,
                sat,
                in_place: true,
            } if mask == !0 => {
                let base = dst.base.ok_or(Bail::Fallback)?;
                for c in (0..4).filter(|c| dst.mask & (1 << c) != 0) {
                    // Each source's row, in place or loaded, then the
                    // destination row split off the file.
                    let mut at = [None; 4];
                    for ((x, scratch), at) in src.iter().zip(s.iter_mut()).zip(&mut at) {
                        *at = x.row_in_place(c);
                        if at.is_none() {
                            self.load(file, x, c, scratch, mask)?;
                        }
                    }
                    let d = base + c;
                    let (below, rest) = file.split_at_mut(d);
                    let (row, above) = rest.split_first_mut().ok_or(Bail::Fallback)?;
                    // (`r` is never `d`: `writes_in_place`.)
                    let row_of = |j: usize| match at[j] {
                        Some(r) if r < d => below.get(r),
                        Some(r) => above.get(r.checked_sub(d + 1)?),
                        None => Some(&s[j]),
                    };
                    // Not `array::from_fn`: that was twice the kernel.
                    let [Some(r0), Some(r1), Some(r2), Some(r3)] =
                        [row_of(0), row_of(1), row_of(2), row_of(3)]
                    else {
                        return Err(Bail::Fallback);
                    };
                    let rows = [r0, r1, r2, r3];
                    alu::batch(*op, &rows[..src.len().min(4)], row);
                    if *sat {
                        rows::saturate(row);
                    }
                }
                [Some(dst), None]
            }
            BOp::Lane {
                op, dst, src, sat, ..
            } => {
                for c in 0..4 {
                    if dst.mask & (1 << c) == 0 {
                        continue;
                    }
                    if *op == Opcode::Mov {
                        // A move is its source as loaded: no second copy.
                        self.load(file, &src[0], c, &mut res[c], mask)?;
                        continue;
                    }
                    // Sources read in place where loading would not
                    // change them, else loaded into a column each.
                    let mut rows: [&Lanes; 4] = [&NO_ROW; 4];
                    for ((x, scratch), row) in src.iter().zip(s.iter_mut()).zip(&mut rows) {
                        *row = self.source(file, x, c, scratch, mask)?;
                    }
                    alu::batch(*op, &rows[..src.len().min(4)], &mut res[c]);
                }
                self.store(file, dst, res, *sat, mask)?;
                [Some(dst), None]
            }
            BOp::Dot { n, dst, a, b, sat } => {
                // Plain float registers are read in place (the dot flushes
                // them, unless they are clean); anything else is loaded,
                // and so flushed, into the scratch first.
                let [s0, s1, s2, s3, s4, s5, s6, s7] = s;
                let a_rows = self.rows(file, a, *n, [s0, s1, s2, s3], mask)?;
                // A constant (a cb register, an immediate) is the same in
                // every lane: it is not spread over a column.
                if let Loc::Splat(v) = &b.loc {
                    let bk: [u32; 4] = std::array::from_fn(|k| v[b.swz[k] as usize]);
                    alu::batch_dot_splat(*n, a_rows, bk, !a.needs_flush_in_place(), &mut res[0]);
                } else {
                    let clean = !a.needs_flush_in_place() && !b.needs_flush_in_place();
                    let b = self.rows(file, b, *n, [s4, s5, s6, s7], mask)?;
                    alu::batch_dot(*n, a_rows, b, clean, &mut res[0]);
                }
                for c in 1..4 {
                    if dst.mask & (1 << c) != 0 {
                        res[c] = res[0];
                    }
                }
                self.store(file, dst, res, *sat, mask)?;
                [Some(dst), None]
            }
            BOp::Two {
                op,
                d0,
                d1,
                src,
                sat,
            } => {
                let mut r1 = [[0u32; LANES]; 4];
                for c in 0..4 {
                    if (d0.mask | d1.mask) & (1 << c) == 0 {
                        continue;
                    }
                    for (j, x) in src.iter().enumerate() {
                        self.load(file, x, c, &mut s[j], mask)?;
                    }
                    for i in 0..LANES {
                        let (p, q) = alu::two(*op, s[0][i], s[1][i]);
                        res[c][i] = p;
                        r1[c][i] = q;
                    }
                }
                // Both results are computed before either is written.
                self.store(file, d0, res, *sat, mask)?;
                self.store(file, d1, &mut r1, *sat, mask)?;
                [Some(d0), Some(d1)]
            }
            BOp::Deriv {
                x,
                fine,
                dst,
                src,
                sat,
            } => {
                for c in 0..4 {
                    if dst.mask & (1 << c) == 0 {
                        continue;
                    }
                    self.load(file, src, c, &mut s[0], mask)?;
                    let v = &s[0];
                    for lane in 0..LANES {
                        let (a, b) = crate::run::pixel_quads::neighbours(lane & 3, *x, *fine);
                        let q = lane & !3;
                        let d = f32::from_bits(v[q + b]) - f32::from_bits(v[q + a]);
                        res[c][lane] = alu::fb(d);
                    }
                }
                self.store(file, dst, res, *sat, mask)?;
                [Some(dst), None]
            }
            BOp::Sample {
                ins,
                dst,
                coord,
                a4,
                a5,
                quad,
            } => {
                let mem = mem.ok_or(Bail::Fallback)?;
                let lanes = (live, mask);
                self.sample_op(file, lanes, (ins, coord, a4, a5, *quad), mem, res)?;
                self.store(file, dst, res, ins.saturate(), mask)?;
                [Some(dst), None]
            }
            _ => [None, None],
        })
    }

    /// Runs the first `live` lanes to the end of the program; returns the
    /// steps taken, summed over the lanes (each lane's as the scalar
    /// machine counts them), less those already charged to the run's
    /// budget on the way. Lanes that disagree at an `if`, `breakc`,
    /// `continuec`, `retc`, `switch` or `callc` part (see [`Flow`]), each
    /// running lane writing its own registers and making its own emits. A
    /// derivative or implicit level of detail while lanes are parted is
    /// [`Bail::Divergent`]. A geometry shader's emits
    /// and cuts and a pixel shader's discards go to `out`; `mem` is the
    /// run's resources.
    pub fn run_with(
        &self,
        file: &mut [Lanes],
        live: usize,
        max_steps: u64,
        out: &mut Effects,
        mem: Option<&Memory>,
    ) -> Result<u64, Bail> {
        // The columns are kept from batch to batch (zeroing them each time
        // was a few percent of a short program).
        let mut t = out.scratch.take().unwrap_or_else(|| {
            Box::new(Scratch {
                s: [[0u32; LANES]; 8],
                res: [[0u32; LANES]; 4],
                mask: !0,
                written: Vec::new(),
            })
        });
        let ran = self.run_in(file, live, max_steps, out, mem, &mut t);
        out.scratch = Some(t);
        ran
    }

    /// [`Self::run_with`] with its columns.
    #[allow(clippy::needless_range_loop)] // lanes and components index several arrays
    fn run_in(
        &self,
        file: &mut [Lanes],
        live: usize,
        max_steps: u64,
        out: &mut Effects,
        mem: Option<&Memory>,
        t: &mut Scratch,
    ) -> Result<u64, Bail> {
        t.written.clear();
        t.written.resize(self.out_regs, [0; 4]);
        let mark = |written: &mut [[u64; 4]], d: &BDst, lanes: u64| {
            if let Some(w) = d.out.and_then(|r| written.get_mut(r)) {
                for (c, w) in w.iter_mut().enumerate() {
                    if d.mask & (1 << c) != 0 {
                        *w |= lanes;
                    }
                }
            }
        };
        let mut pc = 0usize;
        let mut steps = 0u64;
        // Steps summed over the lanes that took them.
        let mut work = 0u64;
        let mut flow = Flow::new(lanes_of(live));
        // The lanes that run while none has parted.
        let all = u64::from(lanes_of(live).count_ones());
        while pc < self.ops.len() {
            let op = &self.ops[pc];
            // Writes take every lane (a copy of whole columns) while all
            // run, else the running lanes only.
            let whole = flow.whole();
            t.mask = if whole { !0 } else { flow.active };
            let mut next = Some(pc + 1);
            if !matches!(op, BOp::Skip) {
                steps += 1;
                // (A count of bits is a dozen instructions on the base
                // x86-64.)
                work += if whole {
                    all
                } else {
                    u64::from(flow.active.count_ones())
                };
                if steps > max_steps {
                    return Err(Bail::Steps);
                }
                // The run's budget is charged as the batch goes (a batch
                // of lanes each allowed many steps could otherwise run far
                // past it); once spent, the lanes run again one at a time
                // and the first step reports it.
                if steps.is_multiple_of(crate::run::budget::BLOCK) {
                    if crate::run::budget::charge(work).is_err() {
                        return Err(Bail::Steps);
                    }
                    work = 0;
                }
            }
            match op {
                BOp::Skip | BOp::Nop => {}
                // Derivatives and implicit levels of detail need the whole
                // quad at the same step.
                BOp::Deriv { .. } | BOp::Sample { quad: true, .. } if !flow.whole() => {
                    return Err(Bail::Divergent)
                }
                BOp::Lane { .. }
                | BOp::Dot { .. }
                | BOp::Two { .. }
                | BOp::Deriv { .. }
                | BOp::Sample { .. } => {
                    for d in self.compute(file, live, op, mem, t)?.into_iter().flatten() {
                        mark(&mut t.written, d, t.mask);
                    }
                }
                BOp::If {
                    cond,
                    nz,
                    else_at,
                    endif,
                } => {
                    let pass = self.passing(file, (cond, *nz), flow.active, &mut t.s[0])?;
                    next = Some(flow.branch_if(pc, pass, *else_at, *endif));
                }
                BOp::Else { endif } => next = flow.branch_else(pc, *endif),
                BOp::EndIf => flow.end_if(pc),
                BOp::Loop { end } => flow.enter_loop(pc, *end),
                BOp::EndLoop => next = Some(flow.end_loop()?),
                BOp::Branch { cond, to } => {
                    let go = match cond {
                        None => flow.active,
                        Some((c, nz)) => self.passing(file, (c, *nz), flow.active, &mut t.s[0])?,
                    };
                    if go != 0 {
                        next = flow.take(go, *to, pc + 1)?;
                    }
                }
                BOp::Call { cond, to } => {
                    let go = match cond {
                        None => flow.active,
                        Some((c, nz)) => self.passing(file, (c, *nz), flow.active, &mut t.s[0])?,
                    };
                    if go != 0 {
                        next = Some(flow.call(pc, go, *to)?);
                    }
                }
                BOp::Switch {
                    sel,
                    cases,
                    default,
                    end,
                } => {
                    self.load(file, sel, 0, &mut t.s[0], t.mask)?;
                    let sels = &t.s[0];
                    next = flow.enter_switch(*end, |lane| {
                        cases
                            .iter()
                            .find(|(c, _)| *c == sels[lane])
                            .map_or(*default, |(_, at)| *at)
                    });
                }
                BOp::Case => flow.case(pc),
                BOp::EndSwitch => flow.end_switch()?,
                BOp::Stream { stream, emit, cut } => {
                    let ev = (*stream, *emit, *cut);
                    self.stream_op(file, ev, flow.active, &mut t.written, out)
                }
                BOp::LoadWords { .. } | BOp::Store { .. } => {
                    let mem = mem.ok_or(Bail::Fallback)?;
                    if let Some(d) = self.memory_op(file, live, op, mem, t, out)? {
                        mark(&mut t.written, d, t.mask);
                    }
                }
                BOp::Discard { cond, nz } => {
                    self.load(file, cond, 0, &mut t.s[0], t.mask)?;
                    out.discarded.resize(LANES, false);
                    for (i, (d, v)) in out.discarded.iter_mut().zip(&t.s[0]).enumerate() {
                        *d |= (*v != 0) == *nz && flow.active & (1 << i) != 0;
                    }
                }
            }
            match next {
                Some(n) => pc = n,
                // Every lane has ended.
                None => return Ok(work),
            }
        }
        // The end with lanes still waiting in a block (a subroutine that
        // runs off the end of the program): the scalar machine's reading.
        if flow.waiting() {
            return Err(Bail::Fallback);
        }
        Ok(work)
    }
}

#[cfg(test)]
mod tests {
    use super::{Effects, LANES};
    use crate::run::sm4::res::HeldStore;

    /// A store: `u#`, components, lane i's word.
    type Store = (u32, u8, fn(usize) -> usize);

    /// Stores of 8 lanes, lane i at word `f(i)` with components `mask`,
    /// into a buffer of 64 words.
    fn stores(list: &[Store]) -> Effects {
        let mut e = Effects::default();
        for (reg, mask, f) in list {
            let at: Vec<Option<usize>> = (0..8).map(|i| Some(f(i))).collect();
            e.held
                .push(HeldStore::<LANES>::new((*reg, false), *mask, 64, &at));
        }
        e
    }

    /// Two lanes meet only on a word both write: spans that overlap
    /// without a shared word are no collision, a shared word is, within
    /// one store or across two, in the same buffer only.
    #[test]
    fn held_stores_collide_on_a_shared_word_only() {
        let collide = |list: &[Store]| stores(list).writes_collide();
        // One store, thread i at word i (.x) or at 4i (.xyzw): apart.
        assert!(!collide(&[(0, 1, |i| i)]));
        assert!(!collide(&[(0, 0xf, |i| 4 * i)]));
        // .xy at word i: lane i's .y is lane i + 1's .x.
        assert!(collide(&[(0, 3, |i| i)]));
        // .x and .z at 2i: words 2i and 2i + 2 (the .z of lane i is the
        // .x of lane i + 1).
        assert!(collide(&[(0, 5, |i| 2 * i)]));
        // Every lane at word 0.
        assert!(collide(&[(0, 1, |_| 0)]));
        // Two stores interleaved (2i, then 2i + 1): their spans overlap,
        // no word is shared.
        assert!(!collide(&[(0, 1, |i| 2 * i), (0, 1, |i| 2 * i + 1)]));
        // 2i, then 2i + 2: lane i's second word is lane i + 1's first.
        assert!(collide(&[(0, 1, |i| 2 * i), (0, 1, |i| 2 * i + 2)]));
        // The same words in two buffers.
        assert!(!collide(&[(0, 1, |i| i), (1, 1, |i| i)]));
        // A lane writing the same word twice is no collision.
        assert!(!collide(&[(0, 1, |i| i), (0, 1, |i| i)]));
    }

    /// Typed stores write whole texels (places 4t..4t + 3): texel i per
    /// lane is apart, texel i / 2 meets; a typed and a raw UAV never share
    /// a place.
    #[test]
    fn held_typed_stores_collide_on_a_shared_texel() {
        let typed = |texel: fn(usize) -> usize| {
            let at: Vec<Option<usize>> = (0..8).map(|i| Some(4 * texel(i))).collect();
            HeldStore::<LANES>::new((0, true), 0xf, 64, &at)
        };
        let mut e = Effects::default();
        e.held.push(typed(|i| i));
        assert!(!e.writes_collide());
        e.held.clear();
        e.held.push(typed(|i| i / 2));
        assert!(e.writes_collide());
        e.held.clear();
        e.held.push(typed(|i| i));
        let at: Vec<Option<usize>> = (0..8).map(|i| Some(4 * i)).collect();
        e.held
            .push(HeldStore::<LANES>::new((0, false), 0xf, 64, &at));
        assert!(!e.writes_collide());
    }

    /// A component past the end of the buffer is not written, so it meets
    /// nothing.
    #[test]
    fn held_store_components_past_the_end_are_not_writes() {
        let mut e = Effects::default();
        let at: Vec<Option<usize>> = (0..2).map(|i| Some(62 + i)).collect();
        e.held.push(HeldStore::<LANES>::new((0, false), 3, 64, &at));
        // Lane 0 writes 62, 63; lane 1 writes 63 (its .y, 64, is outside).
        assert!(e.writes_collide());
        let at = [Some(63), None];
        let mut e = Effects::default();
        e.held.push(HeldStore::<LANES>::new((0, false), 3, 64, &at));
        assert!(!e.writes_collide());
    }
}
