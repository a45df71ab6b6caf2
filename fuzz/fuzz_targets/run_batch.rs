//! Batches against the scalar machine: an SM4/5 vertex, pixel, geometry
//! or compute shader from assembly text, run on inputs, constants and
//! buffers derived from the text (floats, small integers, special values),
//! in batches and one invocation at a time. The results (or the errors) must be the same:
//! this is the rule batches keep (docs/run.md), lanes parting at `if`s
//! and loops included.
#![no_main]

use dxsm::run::{
    load_sm4, run_dispatch, run_primitives, run_quads, run_vertices, Constants, Mode, Prepared,
    Resources,
};
use dxsm::sm4::Stage;
use libfuzzer_sys::fuzz_target;

/// xorshift64 values, seeded from the text.
struct Rng(u64);
impl Rng {
    fn value(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        let x = (self.0 >> 16) as u32;
        match x % 8 {
            0 => x % 4,
            1 => [0x7fc0_0000, 0x7f80_0000, 0x8000_0000, 1, 0xffff_ffff][(x >> 3) as usize % 5],
            _ => (((x >> 8) % 2000) as f32 / 500.0 - 2.0).to_bits(),
        }
    }
    fn rows(&mut self, n: usize) -> Vec<[u32; 4]> {
        (0..n)
            .map(|_| std::array::from_fn(|_| self.value()))
            .collect()
    }
}

/// A run's result as text, to compare.
fn show<T: std::fmt::Debug>(r: Result<T, dxsm::run::RunError>) -> Result<String, String> {
    match r {
        Ok(v) => Ok(format!("{v:?}")),
        Err(e) => Err(e.to_string()),
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if text.len() > 16_000 {
        return;
    }
    let Ok(prog) = load_sm4(text.as_bytes()) else {
        return;
    };
    let Ok(p) = Prepared::new(&prog) else {
        return;
    };
    let seed = data.iter().fold(0x2545_f491_4f6c_dd1d_u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3)
    });
    let mut rng = Rng(seed | 1);
    let mut cb = Constants::new();
    for (slot, n) in &p.cbs {
        cb.insert(*slot, rng.rows((*n).min(64)));
    }
    let regs: Vec<Vec<[u32; 4]>> = (0..72).map(|_| rng.rows(8)).collect();
    let same = |a: Result<String, String>, b: Result<String, String>| match (a, b) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "batched and scalar results differ"),
        (Err(a), Err(b)) => assert_eq!(a, b, "batched and scalar errors differ"),
        (a, b) => panic!("batched {a:?}, scalar {b:?}"),
    };
    match prog.stage {
        Stage::Vertex => {
            let run = |m| show(run_vertices(&p, &cb, &regs, 2000, m));
            same(run(Mode::Batch), run(Mode::Scalar));
        }
        Stage::Pixel => {
            let run = |m| show(run_quads(&p, &cb, &regs, 2000, m));
            same(run(Mode::Batch), run(Mode::Scalar));
        }
        Stage::Geometry => {
            // The register files as primitives of the declared size.
            let Some(per) = p.vertices_per_primitive() else {
                return;
            };
            let prims: Vec<Vec<Vec<[u32; 4]>>> =
                regs.chunks_exact(per).map(<[_]>::to_vec).collect();
            let run = |m| show(run_primitives(&p, &cb, &prims, 2000, m));
            same(run(Mode::Batch), run(Mode::Scalar));
        }
        Stage::Compute => {
            // Two groups of at most 256 threads: a bigger group with
            // barriers runs too long thread after thread for a fuzz case.
            let threads: u64 = p.thread_group.iter().map(|t| u64::from(*t)).product();
            if threads > 256 {
                return;
            }
            // Raw and structured buffers t0..t7, u0..u7 where the program
            // declares them (a typed resource takes no words and is left
            // out; a program that needs one is refused alike both ways).
            let mut given = serde_json::Map::new();
            for k in (0..8).flat_map(|r| [format!("t{r}"), format!("u{r}")]) {
                let words: Vec<u32> = (0..96).map(|_| rng.value()).collect();
                let one = serde_json::json!({ k.clone(): {"words": words} });
                if Resources::read(&p, &one).is_ok() {
                    let v = one[&k].clone();
                    given.insert(k, v);
                }
            }
            let given = serde_json::Value::Object(given);
            let run = |m| {
                let mut r = Resources::read(&p, &given)?;
                run_dispatch(&p, &cb, &mut r, [2, 1, 1], 2000, m)?;
                Ok((0..8)
                    .map(|u| r.uav_words(u).map(<[u32]>::to_vec))
                    .collect::<Vec<_>>())
            };
            same(show(run(Mode::Batch)), show(run(Mode::Scalar)));
        }
        _ => {}
    }
});
