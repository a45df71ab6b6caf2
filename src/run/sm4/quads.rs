//! Pixel shaders through the library: register files in, four pixels a
//! 2×2 quad, output registers out (no JSON, no rasterization). Quads run
//! [`LANES`] / 4 at a time in batches where the program allows, else one
//! quad at a time on the scalar machines.

use super::batch::{Batch, Effects, Inputs};
use super::lanes::{Bail, LANES};
use super::machine::Machine;
use super::prepared::out_regs;
use super::prepared::Prepared;
use super::vs::{Constants, Mode};
use crate::run::error::{bad_input, internal, RunError};

/// Output registers of many pixels, `regs` per pixel, in one block, and
/// which pixels discarded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PixelOutputs {
    /// Registers per pixel (`o0` to `o{regs-1}`).
    pub regs: usize,
    /// `data[i * regs + n]` is `on` of pixel `i`.
    pub data: Vec<[u32; 4]>,
    /// Whether pixel `i` ran `discard` (its outputs are then not written
    /// to any target; they are given as the program left them).
    pub discarded: Vec<bool>,
}

impl PixelOutputs {
    /// The output registers of pixel `i`.
    pub fn pixel(&self, i: usize) -> &[[u32; 4]] {
        &self.data[i * self.regs..(i + 1) * self.regs]
    }
}

/// Runs quad `files` (four pixels' inputs) on the scalar machines; `first`
/// is its first pixel's index (for messages).
fn scalar_quad(
    m: &mut [Machine],
    files: &[Vec<[u32; 4]>],
    first: usize,
    out: &mut [[u32; 4]],
    discarded: &mut [bool],
) -> Result<(), RunError> {
    for (mk, file) in m.iter_mut().zip(files) {
        mk.reset();
        mk.v = vec![file.clone()];
        mk.in_coverage = 1;
    }
    super::ps::run_quad(m).map_err(|e| e.within(format!("quad of pixel {first}")))?;
    let n = out.len() / 4;
    for (k, mk) in m.iter().enumerate() {
        out[k * n..(k + 1) * n].copy_from_slice(&mk.o[..n]);
        discarded[k] = mk.discarded;
    }
    Ok(())
}

/// Runs a pixel shader on input register files (`pixels[i][n]` is `vn` of
/// pixel `i`; pixels `4q` to `4q + 3` are quad `q`: top left, top right,
/// bottom left, bottom right), giving each pixel's output registers. The
/// library entry for bulk work: no resources, one sample, full coverage.
pub fn run_quads(
    p: &Prepared,
    constants: &Constants,
    pixels: &[Vec<[u32; 4]>],
    max_steps: u64,
    mode: Mode,
) -> Result<PixelOutputs, RunError> {
    if !pixels.len().is_multiple_of(4) {
        return bad_input(format!(
            "{} pixels: pixels come in quads of four",
            pixels.len()
        ));
    }
    // The batch holds the declared input registers: a register file the
    // caller made longer costs nothing, and one the program reads past its
    // declarations runs on the scalar machine.
    let nin = super::machine::regs_needed(&p.inputs);
    let nout = out_regs(p);
    let mut m: Vec<Machine> = (0..4)
        .map(|_| {
            let mut x = Machine::new(p, constants, max_steps);
            x.quad = true;
            x
        })
        .collect();
    let batch = match mode {
        Mode::Scalar => None,
        _ => Batch::compile(p, constants, Inputs::Quads(nin), nout, false),
    };
    if batch.is_none() && mode == Mode::BatchOnly {
        return internal("the program cannot run in batches");
    }
    let mut out = PixelOutputs {
        regs: nout,
        data: vec![[0; 4]; pixels.len() * nout],
        discarded: vec![false; pixels.len()],
    };
    let Some(b) = batch else {
        for (q, files) in pixels.chunks(4).enumerate() {
            let at = q * 4;
            scalar_quad(
                &mut m,
                files,
                at,
                &mut out.data[at * nout..(at + 4) * nout],
                &mut out.discarded[at..at + 4],
            )?;
        }
        return Ok(out);
    };
    let (mut file, mut fx) = (b.file(), Effects::default());
    for (k, chunk) in pixels.chunks(LANES).enumerate() {
        let at = k * LANES;
        b.reset(&mut file);
        b.set_input_lanes(&mut file, 0, chunk.iter().map(|r| r.as_slice()));
        fx.clear();
        crate::run::budget::charge(0)?;
        // A pixel with fewer registers than declared may read past its
        // file, which is the scalar machine's error.
        let ran = if chunk.iter().all(|r| r.len() >= nin) {
            b.run_with(&mut file, chunk.len(), max_steps, &mut fx, None)
        } else {
            Err(Bail::Fallback)
        };
        let block = &mut out.data[at * nout..(at + chunk.len()) * nout];
        match ran {
            Ok(work) => {
                crate::run::budget::settle(work);
                b.outputs(&file, block);
                out.discarded[at..at + chunk.len()].copy_from_slice(&fx.discarded[..chunk.len()]);
            }
            Err(e) if mode == Mode::BatchOnly => {
                return internal(format!("batch {k} could not run together: {e:?}"))
            }
            Err(_) => {
                for (q, files) in chunk.chunks(4).enumerate() {
                    scalar_quad(
                        &mut m,
                        files,
                        at + q * 4,
                        &mut block[q * 4 * nout..(q + 1) * 4 * nout],
                        &mut out.discarded[at + q * 4..at + q * 4 + 4],
                    )?;
                }
            }
        }
    }
    Ok(out)
}
