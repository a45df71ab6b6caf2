//! A draw's back end (rasterizer, pixel shader, output merger) on one
//! thread or on several. With several, the target's rows are dealt out in
//! stripes ([`Rows`]) and each band's thread rasterizes, shades and merges
//! every primitive, in the draw's order, for its own rows only. A pixel
//! belongs to one band, so it sees the same fragments in the same order
//! as on one thread, and the frame is the same bit for bit.
//!
//! Only a draw whose result cannot depend on the order across pixels runs
//! in bands: not with the pixel shader's UAVs (shared memory written in
//! an order), pixel history or a trace (one record in draw order).

use super::frame::Stats;
use super::merge::{DepthBuffer, Target};
use super::merger::{Merger, Rows};
use super::raster::Prim;
use super::shader::{PixelStage, Shader};
use crate::run::mem::Memory;
use crate::run::RunError;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{sync_channel, SyncSender};
use std::sync::Arc;
use std::thread::{Scope, ScopedJoinHandle};

/// Primitives sent to the bands at a time.
const BATCH: usize = 256;

/// Batches waiting for a band before the front end waits for it.
const QUEUE: usize = 4;

/// A primitive for the back end: it, its instance, its number in the
/// draw (which error came first).
type Item = (Arc<Prim>, u32, u64);

/// A band's share of the output merger, for its thread.
struct BandPart {
    rows: Rows,
    targets: Vec<Target>,
    depth: Option<DepthBuffer>,
    width: usize,
    band_rows: usize,
    slices: u32,
    k: [f32; 4],
    vps: Vec<super::raster::Viewport>,
    rects: Vec<super::raster::Rect>,
    early: bool,
    samples: u32,
    sample_mask: u32,
    sample_freq: bool,
    alpha_to_coverage: bool,
}

/// What a band's thread leaves: its rows of the buffers, its counts, and
/// its first error with the number of the primitive being drawn.
struct BandEnd {
    rows: Rows,
    targets: Vec<Target>,
    depth: Option<DepthBuffer>,
    st: Stats,
    err: Option<(u64, RunError)>,
}

/// The threads of a back end in bands.
pub(super) struct Threads<'s> {
    senders: Vec<SyncSender<Arc<Vec<Item>>>>,
    /// Batches sent and not yet dropped: freed here once every band is
    /// done with them (memory goes back where it was taken; freeing it on
    /// another thread costs more than drawing small triangles).
    in_flight: Vec<Arc<Vec<Item>>>,
    handles: Vec<ScopedJoinHandle<'s, BandEnd>>,
    pending: Vec<Item>,
    seq: u64,
    failed: Arc<AtomicBool>,
    /// The merger of the whole frame, its buffers with the bands.
    shell: Option<Merger>,
    height: u32,
}

/// The back end of a draw.
pub(super) enum Back<'s, 'p: 's, 'a: 's> {
    /// On the calling thread.
    One {
        /// The output merger.
        om: Merger,
        /// The pixel shader.
        shader: Option<Shader<'p, 'a>>,
        /// What the draw's primitives are called in errors.
        unit: &'static str,
    },
    /// In bands, each on its own thread (the calling thread runs the
    /// stages before them).
    Bands(Threads<'s>),
}

/// What a primitive's error names: "instance I, primitive P" (or patch).
fn label(e: RunError, instance: u32, unit: &str, id: u32) -> RunError {
    e.within(format!("instance {instance}, {unit} {id}"))
}

impl<'s, 'p, 'a> Back<'s, 'p, 'a>
where
    'p: 's,
    'a: 's,
{
    /// A back end of `bands` bands (1: on this thread) for merger `om`
    /// (the whole target, `height` rows), its pixel shader `ps` reading
    /// `mem`; errors name a primitive by `unit` ("primitive", "patch").
    pub fn new(
        scope: &'s Scope<'s, '_>,
        (om, height): (Merger, u32),
        ps: Option<PixelStage<'p, 'a>>,
        mem: &Rc<RefCell<Memory>>,
        bands: usize,
        unit: &'static str,
    ) -> Back<'s, 'p, 'a> {
        if bands <= 1 {
            let shader = ps.map(|ps| ps.shader(mem.clone()));
            return Back::One { om, shader, unit };
        }
        let failed = Arc::new(AtomicBool::new(false));
        let mut senders = Vec::new();
        let mut handles = Vec::new();
        let width = om.width;
        let mut om = om;
        for band in 0..bands {
            let rows = Rows { bands, band };
            let part = BandPart {
                targets: om.targets.iter().map(|t| split_target(t, rows)).collect(),
                depth: om
                    .depth
                    .as_ref()
                    .map(|d| split_depth(d, rows, (width, height))),
                rows,
                width,
                band_rows: rows.count(height),
                slices: om.slices,
                k: om.k,
                vps: om.vps.clone(),
                rects: om.rects.clone(),
                early: om.early,
                samples: om.samples,
                sample_mask: om.sample_mask,
                sample_freq: om.sample_freq,
                alpha_to_coverage: om.alpha_to_coverage,
            };
            let (tx, rx) = sync_channel::<Arc<Vec<Item>>>(QUEUE);
            senders.push(tx);
            let stage = ps;
            let band_mem = mem.borrow().clone();
            let budget = crate::run::budget::share();
            let failed = failed.clone();
            handles.push(scope.spawn(move || {
                crate::run::budget::join(budget);
                let mut w = Worker::new(part, stage, Rc::new(RefCell::new(band_mem)), unit);
                for batch in rx {
                    w.batch(batch.as_slice(), &failed);
                }
                w.end()
            }));
        }
        // The whole buffers are not kept: the bands hold their rows.
        om.targets.iter_mut().for_each(|t| t.data = Vec::new());
        if let Some(d) = &mut om.depth {
            d.depth = Vec::new();
            d.stencil = Vec::new();
        }
        Back::Bands(Threads {
            senders,
            in_flight: Vec::new(),
            handles,
            pending: Vec::with_capacity(BATCH),
            seq: 0,
            failed,
            shell: Some(om),
            height,
        })
    }

    /// Rasterizes, shades and merges `prim` of `instance`. In bands the
    /// work happens later; a band's error comes back from a later call or
    /// from [`Back::finish`].
    pub fn primitive(&mut self, prim: Prim, instance: u32, st: &mut Stats) -> Result<(), RunError> {
        match self {
            Back::One { om, shader, unit } => {
                om.instance = instance;
                let id = prim.id;
                om.primitive(&Arc::new(prim), shader.as_mut(), st)
                    .map_err(|e| label(e, instance, unit, id))
            }
            Back::Bands(t) => {
                t.seq += 1;
                t.pending.push((Arc::new(prim), instance, t.seq));
                if t.pending.len() >= BATCH {
                    t.send();
                }
                if t.failed.load(Ordering::Relaxed) {
                    // Stop the draw: the first error (in draw order) wins.
                    let t = std::mem::replace(t, Threads::empty());
                    return Err(t.join().err().unwrap_or_else(stopped));
                }
                Ok(())
            }
        }
    }

    /// Shades and merges what is still waiting; the whole frame's merger
    /// (the bands' rows put back together), with the bands' counts added
    /// to `st`.
    pub fn finish(self, st: &mut Stats) -> Result<Merger, RunError> {
        match self {
            Back::One {
                mut om, mut shader, ..
            } => {
                om.finish(shader.as_mut(), st)?;
                Ok(om)
            }
            Back::Bands(mut t) => {
                t.send();
                let (mut om, band_st) = t.join()?;
                st.ps_invocations += band_st.ps_invocations;
                om.rows = Rows::ALL;
                Ok(om)
            }
        }
    }
}

/// The error of a band that stopped without saying why (it panicked).
fn stopped() -> RunError {
    RunError::of(
        crate::run::ErrorKind::Internal,
        "internal: a band of the draw stopped without a result",
    )
}

impl Threads<'_> {
    fn empty() -> Self {
        Threads {
            senders: Vec::new(),
            in_flight: Vec::new(),
            handles: Vec::new(),
            pending: Vec::new(),
            seq: 0,
            failed: Arc::new(AtomicBool::new(false)),
            shell: None,
            height: 0,
        }
    }

    /// Sends the waiting primitives to every band.
    fn send(&mut self) {
        if self.pending.is_empty() {
            return;
        }
        let batch = Arc::new(std::mem::replace(
            &mut self.pending,
            Vec::with_capacity(BATCH),
        ));
        for tx in &self.senders {
            // A band that has stopped (an error) no longer receives.
            let _ = tx.send(batch.clone());
        }
        self.in_flight.retain(|b| Arc::strong_count(b) > 1);
        self.in_flight.push(batch);
    }

    /// Ends the bands: their rows put together into one merger and their
    /// counts summed, or the error of the earliest primitive.
    fn join(mut self) -> Result<(Merger, Stats), RunError> {
        self.senders.clear();
        let mut ends = Vec::new();
        let mut panicked = false;
        for h in self.handles.drain(..) {
            match h.join() {
                Ok(end) => ends.push(end),
                Err(_) => panicked = true,
            }
        }
        let first = ends
            .iter_mut()
            .filter_map(|e| e.err.take())
            .min_by_key(|(seq, _)| *seq);
        if let Some((_, e)) = first {
            return Err(e);
        }
        if panicked || ends.is_empty() {
            return Err(stopped());
        }
        let mut st = Stats::default();
        for e in &ends {
            st.ps_invocations += e.st.ps_invocations;
        }
        let Some(mut om) = self.shell.take() else {
            return Err(stopped());
        };
        merge_bands(&mut om, &ends, self.height);
        Ok((om, st))
    }
}

/// A band at work: its merger and pixel shader, its counts and its first
/// error.
struct Worker<'p, 'a> {
    om: Merger,
    shader: Option<Shader<'p, 'a>>,
    st: Stats,
    err: Option<(u64, RunError)>,
    /// The last primitive drawn (where an error in the last chunk lands).
    last: u64,
    unit: &'static str,
}

impl<'p, 'a> Worker<'p, 'a> {
    fn new(
        part: BandPart,
        ps: Option<PixelStage<'p, 'a>>,
        mem: Rc<RefCell<Memory>>,
        unit: &'static str,
    ) -> Self {
        let om = Merger {
            targets: part.targets,
            depth: part.depth,
            rows: part.rows,
            width: part.width,
            band_rows: part.band_rows,
            slices: part.slices,
            k: part.k,
            vps: part.vps,
            rects: part.rects,
            early: part.early,
            samples: part.samples,
            sample_mask: part.sample_mask,
            sample_freq: part.sample_freq,
            watch: None,
            history: Vec::new(),
            instance: 0,
            early_rec: None,
            chunk: Default::default(),
            names9: None,
            alpha_to_coverage: part.alpha_to_coverage,
        };
        let shader = ps.map(|ps| ps.shader(mem));
        Worker {
            om,
            shader,
            st: Stats::default(),
            err: None,
            last: 0,
            unit,
        }
    }

    /// Draws a batch's primitives in order (nothing after an error).
    fn batch(&mut self, batch: &[Item], failed: &AtomicBool) {
        if self.err.is_some() {
            return;
        }
        for (prim, instance, seq) in batch {
            self.om.instance = *instance;
            self.last = *seq;
            if let Err(e) = self.om.primitive(prim, self.shader.as_mut(), &mut self.st) {
                failed.store(true, Ordering::Relaxed);
                self.err = Some((*seq, label(e, *instance, self.unit, prim.id)));
                return;
            }
        }
    }

    /// Shades and merges what is left: the band's rows and counts.
    fn end(mut self) -> BandEnd {
        if self.err.is_none() {
            if let Err(e) = self.om.finish(self.shader.as_mut(), &mut self.st) {
                self.err = Some((self.last, e));
            }
        }
        BandEnd {
            rows: self.om.rows,
            targets: std::mem::take(&mut self.om.targets),
            depth: self.om.depth.take(),
            st: self.st,
            err: self.err,
        }
    }
}

/// The rows a band owns, `height` a slice, slice by slice: each as (its
/// row in the whole buffer, its row among the band's).
fn owned_rows(rows: Rows, height: u32, slices: u32) -> impl Iterator<Item = (usize, usize)> {
    let band_rows = rows.count(height);
    (0..slices as usize).flat_map(move |slice| {
        (0..height as i64)
            .filter(move |&y| rows.owns(y))
            .map(move |y| {
                (
                    slice * height as usize + y as usize,
                    slice * band_rows + rows.local(y),
                )
            })
    })
}

/// A band's rows of `whole` (rows of `unit` values).
fn split_rows<T: Copy>(
    whole: &[T],
    (rows, height, slices): (Rows, u32, u32),
    unit: usize,
) -> Vec<T> {
    let mut part = Vec::with_capacity(rows.count(height) * slices as usize * unit);
    for (w, _) in owned_rows(rows, height, slices) {
        part.extend_from_slice(&whole[w * unit..(w + 1) * unit]);
    }
    part
}

/// A band's rows `part` put back into `whole`.
fn merge_rows<T: Copy>(
    whole: &mut [T],
    part: &[T],
    (rows, height, slices): (Rows, u32, u32),
    unit: usize,
) {
    for (w, b) in owned_rows(rows, height, slices) {
        whole[w * unit..(w + 1) * unit].copy_from_slice(&part[b * unit..(b + 1) * unit]);
    }
}

/// A band's rows of target `t`.
fn split_target(t: &Target, rows: Rows) -> Target {
    let data = split_rows(&t.data, (rows, t.height, t.slices), t.row_bytes());
    Target {
        data,
        ..clone_shell_target(t)
    }
}

/// `t` without its pixels.
fn clone_shell_target(t: &Target) -> Target {
    Target {
        format: t.format,
        width: t.width,
        height: t.height,
        samples: t.samples,
        slices: t.slices,
        data: Vec::new(),
        blend: t.blend,
        logic: t.logic,
        write_mask: t.write_mask,
    }
}

/// A band's rows of depth-stencil buffer `d` (rows of `width` pixels,
/// `height` a slice).
fn split_depth(d: &DepthBuffer, rows: Rows, (width, height): (usize, u32)) -> DepthBuffer {
    let unit = width * d.samples as usize;
    let shape = (rows, height, d.slices);
    let (depth, stencil) = (
        split_rows(&d.depth, shape, unit),
        split_rows(&d.stencil, shape, unit),
    );
    DepthBuffer {
        depth,
        stencil,
        ..clone_shell_depth(d)
    }
}

/// `d` without its values.
fn clone_shell_depth(d: &DepthBuffer) -> DepthBuffer {
    DepthBuffer {
        format: d.format,
        samples: d.samples,
        slices: d.slices,
        depth: Vec::new(),
        stencil: Vec::new(),
        enable: d.enable,
        write: d.write,
        func: d.func,
        stencil_state: d.stencil_state,
    }
}

/// The bands' rows put back into `om`'s whole buffers.
fn merge_bands(om: &mut Merger, ends: &[BandEnd], height: u32) {
    let width = om.width;
    for (n, t) in om.targets.iter_mut().enumerate() {
        let row = t.row_bytes();
        t.data = vec![0u8; row * height as usize * t.slices as usize];
        for e in ends {
            merge_rows(
                &mut t.data,
                &e.targets[n].data,
                (e.rows, height, t.slices),
                row,
            );
        }
    }
    if let Some(d) = &mut om.depth {
        let unit = width * d.samples as usize;
        let n = unit * height as usize * d.slices as usize;
        (d.depth, d.stencil) = (vec![0; n], vec![0; n]);
        for e in ends {
            if let Some(b) = &e.depth {
                let shape = (e.rows, height, d.slices);
                merge_rows(&mut d.depth, &b.depth, shape, unit);
                merge_rows(&mut d.stencil, &b.stencil, shape, unit);
            }
        }
    }
}
