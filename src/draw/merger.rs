//! The output merger of a draw's band of rows: the rasterizer's coverage
//! of each primitive, its quads shaded a chunk at a time, and the depth,
//! stencil and blend of each fragment in primitive order, kept in the
//! band's rows of the targets and the depth-stencil buffer.

use super::frame::Stats;
use super::raster::{self, Prim, PrimAttributes, Rect};
use super::shader::Shader;
use super::{merge, output};
use crate::run::d3d9::stages::In9;
use crate::run::{Fragment, FragmentQuad, RunError, Shaded};
use std::rc::Rc;
use std::sync::Arc;

/// Rows of a band: the target is cut into stripes of this many rows,
/// dealt to the bands in turn (even, so that no quad straddles two).
pub(super) const STRIPE: i64 = 8;

/// The rows a band owns: every `bands`-th stripe from stripe `band`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Rows {
    /// Bands in all.
    pub bands: usize,
    /// This one.
    pub band: usize,
}

impl Rows {
    /// All rows, in one band.
    pub const ALL: Rows = Rows { bands: 1, band: 0 };

    /// Whether row `y` is this band's.
    pub fn owns(self, y: i64) -> bool {
        (y / STRIPE) as usize % self.bands == self.band
    }

    /// Row `y`'s place among the band's rows.
    pub fn local(self, y: i64) -> usize {
        ((y / STRIPE) as usize / self.bands) * STRIPE as usize + (y % STRIPE) as usize
    }

    /// How many of rows 0..`height` the band owns.
    pub fn count(self, height: u32) -> usize {
        (0..height as i64).filter(|&y| self.owns(y)).count()
    }

    /// The band's stripes meeting rows `top`..`bottom`, each cut to them.
    pub fn stripes(self, top: i64, bottom: i64) -> impl Iterator<Item = (i64, i64)> {
        let first = top.max(0) / STRIPE;
        let step = self.bands as i64;
        // The first of the band's stripes at or after `first`.
        let skip = (self.band as i64 - first % step).rem_euclid(step);
        ((first + skip)..)
            .step_by(self.bands)
            .map(|s| (s * STRIPE, (s + 1) * STRIPE))
            .take_while(move |&(a, _)| a < bottom)
            .map(move |(a, b)| (a.max(top), b.min(bottom)))
    }
}

/// Quads shaded together: as many as a batch of pixel-shader lanes
/// takes several times over.
const CHUNK: usize = 64;

/// A chunk of quads being made, and their results (buffers reused from
/// one chunk to the next).
#[derive(Default)]
pub(super) struct Chunk {
    /// The quads (the first `n` in use).
    fq: Vec<FragmentQuad>,
    /// Quads in use.
    n: usize,
    /// Each fragment's rasterizer depth at each sample (at the centre
    /// with one sample).
    zs: Vec<f32>,
    /// The pixel shader's results.
    shaded: Shaded,
    /// Each quad's primitive and instance.
    prims: Vec<(Arc<Prim>, u32)>,
}

/// The output merger's state through a draw, for the rows of one band.
pub(super) struct Merger {
    /// The band's rows of the render targets.
    pub targets: Vec<merge::Target>,
    /// The band's rows of the depth-stencil buffer.
    pub depth: Option<merge::DepthBuffer>,
    /// Which rows they are.
    pub rows: Rows,
    /// The target's width.
    pub width: usize,
    /// Rows of a slice the band holds.
    pub band_rows: usize,
    /// Slices of the targets.
    pub slices: u32,
    /// The blend factor.
    pub k: [f32; 4],
    /// The 16 viewports (depth clamp).
    pub vps: Vec<raster::Viewport>,
    /// Each viewport's pixels.
    pub rects: Vec<Rect>,
    /// Depth and stencil tested before the pixel shader.
    pub early: bool,
    /// Samples per pixel.
    pub samples: u32,
    /// The blend state's SampleMask.
    pub sample_mask: u32,
    /// The pixel shader runs once per sample.
    pub sample_freq: bool,
    /// The pixel and sample whose history is kept.
    pub watch: Option<(i64, i64, u32)>,
    /// Its fragments so far.
    pub history: Vec<serde_json::Value>,
    /// The instance being drawn.
    pub instance: u32,
    /// The watched pixel's record when it passed a forced early test.
    pub early_rec: Option<serde_json::Map<String, serde_json::Value>>,
    /// Quads being shaded.
    pub chunk: Chunk,
    /// A Direct3D 9 pixel shader's inputs (what history records name
    /// them): each register and its index in a pixel's input file.
    pub names9: Option<Arc<[(usize, In9)]>>,
    /// The blend state's AlphaToCoverageEnable.
    pub alpha_to_coverage: bool,
}

/// Registers as JSON (`v0`, `v1`, ... or `o0`, ...).
fn regs_json(prefix: &str, regs: &[[u32; 4]]) -> serde_json::Value {
    let m: serde_json::Map<String, serde_json::Value> = regs
        .iter()
        .enumerate()
        .map(|(n, r)| {
            (
                format!("{prefix}{n}"),
                crate::run::json::print_register(r, 4),
            )
        })
        .collect();
    serde_json::Value::Object(m)
}

/// The depth the output merger tests: clamped to the viewport's range
/// (§15.6, with min and max taking the number over a NaN).
fn clamp_depth(z: f32, vp: &raster::Viewport) -> f32 {
    let z = if z.is_nan() {
        vp.min_depth
    } else {
        z.max(vp.min_depth)
    };
    z.min(vp.max_depth)
}

impl Merger {
    /// Pixel (`x`, `y`)'s place in the band's buffers.
    fn index(&self, slice: u32, x: i64, y: i64) -> usize {
        (slice as usize * self.band_rows + self.rows.local(y)) * self.width + x as usize
    }

    /// A history record's start: where the fragment comes from and what
    /// the pixel shader got.
    fn record(
        &self,
        prim: &Prim,
        instance: u32,
        file: &[[u32; 4]],
        z: f32,
    ) -> serde_json::Map<String, serde_json::Value> {
        let mut m = serde_json::Map::new();
        m.insert("instance".into(), instance.into());
        m.insert("primitive".into(), prim.id.into());
        if self.slices > 1 {
            m.insert("slice".into(), prim.slice.into());
        }
        m.insert("front".into(), prim.front.into());
        m.insert(
            "rasterizer_depth".into(),
            crate::run::json::print_component(z.to_bits()),
        );
        let inputs = match &self.names9 {
            None => regs_json("v", file),
            Some(names) => {
                let mut o = serde_json::Map::new();
                for &(at, to) in names.iter() {
                    // vPos is the record's pixel.
                    if to == In9::Pos {
                        continue;
                    }
                    let bits = match to {
                        In9::Face => [u32::from(prim.front) * u32::MAX; 4],
                        _ => file.get(at).copied().unwrap_or_default(),
                    };
                    let r = to.receives(bits).map(f32::to_bits);
                    o.insert(to.name(), crate::run::json::print_register(&r, 4));
                }
                serde_json::Value::Object(o)
            }
        };
        m.insert("inputs".into(), inputs);
        m
    }

    /// The depth-stencil test of pixel `i` for a record: passed, and the
    /// depth and stencil before and after.
    fn depth_json(&self, i: usize, before: (u32, u8), pass: bool) -> serde_json::Value {
        let Some(d) = &self.depth else {
            return serde_json::Value::Null;
        };
        let z = |v: u32| match d.format.unorm_bits() {
            Some(_) => serde_json::Value::from(v),
            None => crate::run::json::print_component(v),
        };
        serde_json::json!({
            "passed": pass,
            "depth_before": z(before.0),
            "depth_after": z(d.depth[i]),
            "stencil_before": before.1,
            "stencil_after": d.stencil[i],
        })
    }

    /// Rasterizes, shades and merges one primitive.
    pub fn primitive(
        &mut self,
        prim: &Arc<Prim>,
        shader: Option<&mut Shader>,
        st: &mut Stats,
    ) -> Result<(), RunError> {
        if prim.slice >= self.slices {
            // No text of Microsoft's says what an index past the array
            // does: not drawn rather than guessed.
            return Err(RunError::of(
                crate::run::ErrorKind::Unsupported,
                format!(
                    "SV_RenderTargetArrayIndex {} is outside the {} slice(s) of the targets (Direct3D does not define what is drawn); not drawn",
                    prim.slice, self.slices
                ),
            ));
        }
        let bounds = prim.bounds();
        let r = bounds.and(self.rects[prim.vp]);
        if r.left >= r.right || r.top >= r.bottom {
            return Ok(());
        }
        // Quads of the primitive, each pixel's covering triangle, shaded
        // and merged a chunk at a time (memory bounded by the chunk, the
        // chunk's register files reused).
        if self.rows.stripes(r.top, r.bottom).next().is_none() {
            return Ok(());
        }
        let pattern = crate::run::sample_pattern(self.samples).unwrap_or(&[[0, 0]]);
        let mut chunk = std::mem::take(&mut self.chunk);
        let attrs: Rc<dyn crate::run::Attributes> = Rc::new(PrimAttributes(prim.clone()));
        let mut shader = shader;
        for (top, bottom) in self.rows.stripes(r.top, r.bottom) {
            let mut qy = top & !1;
            while qy < bottom {
                let mut qx = r.left & !1;
                while qx < r.right {
                    // Each pixel's covering triangle and samples.
                    let cov: [(Option<usize>, u32, u32); 4] = std::array::from_fn(|k| {
                        let (x, y) = (qx + (k & 1) as i64, qy + (k >> 1) as i64);
                        if !r.has(x, y) {
                            return (None, 0, 0);
                        }
                        if self.samples == 1 {
                            return match prim.covering(x, y) {
                                Some(t) if prim.clip_passes(t, x, y) => (Some(t), 1, 1),
                                _ => (None, 0, 0),
                            };
                        }
                        let (raw, t) = prim.sample_coverage(x, y, pattern);
                        let m = raw & self.sample_mask;
                        (t.filter(|_| m != 0), m, raw)
                    });
                    qx += 2;
                    let Some(first) = cov.iter().find_map(|c| c.0) else {
                        continue;
                    };
                    let per = self.samples as usize;
                    // One pass at pixel frequency; at sample frequency one
                    // per sample some pixel of the quad covers (§16.4).
                    let all = cov.iter().fold(0, |m, c| m | c.1);
                    let passes: u32 = if self.sample_freq { all } else { 1 };
                    for pass in (0..32).filter(|s| passes & (1 << s) != 0) {
                        let sample = self.sample_freq.then(|| {
                            let o = pattern[pass as usize];
                            (pass, [o[0] as f32 / 16.0, o[1] as f32 / 16.0])
                        });
                        if chunk.n == chunk.fq.len() {
                            chunk.fq.push(FragmentQuad {
                                x: 0,
                                y: 0,
                                px: std::array::from_fn(|_| Fragment {
                                    covered: false,
                                    coverage: 0,
                                    file: Vec::new(),
                                }),
                                attrs: attrs.clone(),
                            });
                            chunk.prims.push((prim.clone(), self.instance));
                        }
                        chunk.zs.resize(chunk.fq.len() * 4 * per, 0.0);
                        chunk.prims[chunk.n] = (prim.clone(), self.instance);
                        let q = &mut chunk.fq[chunk.n];
                        q.x = qx - 2;
                        q.y = qy;
                        q.attrs = attrs.clone();
                        for (k, (px, c)) in q.px.iter_mut().zip(cov).enumerate() {
                            let (x, y) = (q.x + (k & 1) as i64, qy + (k >> 1) as i64);
                            let (fx, fy) = (x as f64 + 0.5, y as f64 + 0.5);
                            // A pass covers its own sample only.
                            let m = match sample {
                                Some((s, _)) => c.1 & (1 << s),
                                None => c.1,
                            };
                            px.covered = c.0.is_some() && m != 0;
                            px.coverage = m;
                            let t = c.0.unwrap_or(first);
                            let at = (chunk.n * 4 + k) * per;
                            if per == 1 {
                                chunk.zs[at] = prim.file_into(t, fx, fy, &mut px.file);
                                continue;
                            }
                            let centroid =
                                crate::run::centroid_offset(self.samples, c.2, self.sample_mask);
                            prim.file_at(t, (fx, fy), centroid, sample, &mut px.file);
                            for (s, o) in pattern.iter().enumerate() {
                                if m & (1 << s) != 0 {
                                    let (ox, oy) = (o[0] as f64 / 16.0, o[1] as f64 / 16.0);
                                    chunk.zs[at + s] = prim.depth_at(t, fx + ox, fy + oy);
                                }
                            }
                        }
                        chunk.n += 1;
                        if chunk.n == CHUNK {
                            let sh = shader.as_deref_mut();
                            let done = self.flush(&mut chunk, sh, st);
                            if let Err(e) = done {
                                self.chunk = chunk;
                                return Err(e);
                            }
                        }
                    }
                }
                qy += 2;
            }
        }
        // Quads of later primitives join the chunk, unless the depth test
        // comes first: then it needs this primitive's results.
        let done = if chunk.n > 0 && self.early {
            self.flush(&mut chunk, shader, st)
        } else {
            Ok(())
        };
        self.chunk = chunk;
        done
    }

    /// Shades and merges the quads still waiting.
    pub fn finish(&mut self, shader: Option<&mut Shader>, st: &mut Stats) -> Result<(), RunError> {
        let mut chunk = std::mem::take(&mut self.chunk);
        let done = if chunk.n > 0 {
            self.flush(&mut chunk, shader, st)
        } else {
            Ok(())
        };
        self.chunk = chunk;
        done
    }

    /// Tests, shades and merges the quads of `chunk` (its first `n`), in
    /// order, and empties it.
    fn flush(
        &mut self,
        chunk: &mut Chunk,
        shader: Option<&mut Shader>,
        st: &mut Stats,
    ) -> Result<(), RunError> {
        let n = std::mem::take(&mut chunk.n);
        let fq = &mut chunk.fq[..n];
        let zs = &chunk.zs;
        let prims = &chunk.prims;
        let per = self.samples as usize;
        let sampled = per > 1;
        // Forced early depth (§16.12.1): the test runs before the shader,
        // sample by sample; a pixel left with no sample runs only as a
        // helper.
        if self.early {
            for (q, f) in fq.iter_mut().enumerate() {
                let (prim, inst) = (&prims[q].0, prims[q].1);
                for k in 0..4 {
                    if !f.px[k].covered {
                        continue;
                    }
                    let (x, y) = (f.x + (k & 1) as i64, f.y + (k >> 1) as i64);
                    let i = self.index(prim.slice, x, y);
                    let Some(d) = &mut self.depth else {
                        continue;
                    };
                    let watched = self.watch.filter(|w| (w.0, w.1) == (x, y)).map(|w| w.2);
                    let mut rec_pass = None;
                    let mut kept = 0;
                    for s in 0..per {
                        if f.px[k].coverage & (1 << s) == 0 {
                            continue;
                        }
                        let e = i * per + s;
                        let z = clamp_depth(zs[(q * 4 + k) * per + s], &self.vps[prim.vp]);
                        let before = (d.depth[e], d.stencil[e]);
                        let pass = d.test(e, z, prim.front);
                        kept |= u32::from(pass) << s;
                        if watched == Some(s as u32) {
                            rec_pass = Some((e, before, pass));
                        }
                    }
                    f.px[k].coverage = kept;
                    if kept == 0 {
                        f.px[k].covered = false;
                    }
                    if let Some((e, before, pass)) = rec_pass {
                        let z = zs[(q * 4 + k) * per + watched.unwrap_or(0) as usize];
                        let mut rec = self.record(prim, inst, &f.px[k].file, z);
                        if sampled {
                            rec.insert("sample".into(), watched.unwrap_or(0).into());
                        }
                        rec.insert(
                            "early_depth_stencil".into(),
                            self.depth_json(e, before, pass),
                        );
                        if !pass {
                            self.history.push(serde_json::Value::Object(rec));
                        } else {
                            self.early_rec = Some(rec);
                        }
                    }
                }
            }
        }
        let shaded = &mut chunk.shaded;
        shaded.data.clear();
        shaded.discarded.clear();
        shaded.depth.clear();
        shaded.mask.clear();
        if let Some(sh) = shader {
            sh.set_samples(self.samples, self.sample_mask);
            sh.shade(fq, shaded)?;
        }
        for (q, f) in fq.iter().enumerate() {
            let (prim, inst) = (&prims[q].0, prims[q].1);
            for k in 0..4 {
                let j = q * 4 + k;
                if !f.px[k].covered {
                    continue;
                }
                st.ps_invocations += u64::from(!shaded.discarded.is_empty());
                let (x, y) = (f.x + (k & 1) as i64, f.y + (k >> 1) as i64);
                let i = self.index(prim.slice, x, y);
                // The watched sample's record, begun at its forced early
                // test when there was one.
                let watched = self
                    .watch
                    .filter(|w| (w.0, w.1) == (x, y) && f.px[k].coverage & (1 << w.2) != 0)
                    .map(|w| w.2 as usize);
                let mut rec = match watched {
                    Some(ws) => Some(match self.early_rec.take() {
                        Some(r) => r,
                        None => {
                            let mut r = self.record(prim, inst, &f.px[k].file, zs[j * per + ws]);
                            if sampled {
                                r.insert("sample".into(), ws.into());
                            }
                            r
                        }
                    }),
                    None => None,
                };
                if shaded.discarded.get(j).copied().unwrap_or(false) {
                    if let Some(mut r) = rec {
                        r.insert("discarded".into(), true.into());
                        self.history.push(serde_json::Value::Object(r));
                    }
                    continue;
                }
                let regs = shaded.regs;
                let o_depth = shaded.depth.get(j).copied().flatten();
                if let Some(r) = &mut rec {
                    if regs > 0 {
                        r.insert(
                            "outputs".into(),
                            regs_json(
                                if self.names9.is_some() { "oC" } else { "o" },
                                &shaded.data[j * regs..(j + 1) * regs],
                            ),
                        );
                    }
                    if let Some(d) = o_depth {
                        r.insert("oDepth".into(), crate::run::json::print_component(d));
                    }
                }
                // The samples written: the coverage left, less those oMask
                // clears (§16.3.2).
                let written_mask = shaded.mask.get(j).copied().flatten();
                let o_mask = written_mask.filter(|_| sampled);
                // Alpha-to-coverage (§17.18), off when the shader writes
                // oMask: o0.a of 0 or less (or NaN) covers no sample, 1 or
                // more every one; what lies between is the
                // implementation's own and is not drawn.
                let a2c = match (self.alpha_to_coverage && written_mask.is_none(), regs > 0) {
                    (true, true) => {
                        let a = f32::from_bits(shaded.data[j * regs][3]);
                        if a.is_nan() || a <= 0.0 {
                            0
                        } else if a >= 1.0 {
                            u32::MAX
                        } else {
                            return Err(RunError::of(
                                crate::run::ErrorKind::Unsupported,
                                format!(
                                    "alpha_to_coverage: o0.a is {a} at pixel ({x}, {y}); Direct3D leaves the coverage of an alpha between 0 and 1 to the implementation (§17.18), so it is not drawn"
                                ),
                            ));
                        }
                    }
                    _ => u32::MAX,
                };
                let samples = f.px[k].coverage & o_mask.unwrap_or(u32::MAX) & a2c;
                if let (Some(r), Some(m)) = (&mut rec, o_mask) {
                    if sampled {
                        r.insert("oMask".into(), m.into());
                    }
                }
                let out = |n: usize| -> Option<[u32; 4]> {
                    (n < regs).then(|| shaded.data[j * regs + n])
                };
                let o1 = out(1).unwrap_or([0; 4]);
                for s in 0..per {
                    if samples & (1 << s) == 0 {
                        continue;
                    }
                    let e = i * per + s;
                    let mut rec = if watched == Some(s) { rec.take() } else { None };
                    if !self.early {
                        let z = o_depth.map_or(zs[j * per + s], f32::from_bits);
                        let z = clamp_depth(z, &self.vps[prim.vp]);
                        if let Some(d) = &mut self.depth {
                            let before = (d.depth[e], d.stencil[e]);
                            let pass = d.test(e, z, prim.front);
                            if let Some(r) = &mut rec {
                                r.insert("depth_stencil".into(), self.depth_json(e, before, pass));
                            }
                            if !pass {
                                if let Some(r) = rec {
                                    self.history.push(serde_json::Value::Object(r));
                                }
                                continue;
                            }
                        }
                    }
                    let before: Vec<serde_json::Value> = match rec {
                        Some(_) => self
                            .targets
                            .iter()
                            .map(|t| output::pixel_json(t, e))
                            .collect(),
                        None => Vec::new(),
                    };
                    for (n, t) in self.targets.iter_mut().enumerate() {
                        if let Some(o) = out(n) {
                            t.write(e, o, o1, self.k);
                        }
                    }
                    if let Some(mut r) = rec {
                        let after: Vec<serde_json::Value> = self
                            .targets
                            .iter()
                            .map(|t| output::pixel_json(t, e))
                            .collect();
                        r.insert("targets_before".into(), before.into());
                        r.insert("targets_after".into(), after.into());
                        self.history.push(serde_json::Value::Object(r));
                    }
                }
                // The watched sample cleared by oMask: its record ends here.
                if let Some(r) = rec {
                    self.history.push(serde_json::Value::Object(r));
                }
            }
        }
        Ok(())
    }
}
