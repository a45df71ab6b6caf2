//! Batch execution agrees bit for bit with the scalar machine: every
//! Microsoft-compiled vertex shader of the corpus, on pseudo-random inputs
//! and constants (including NaNs, infinities, denormals and integers),
//! run both ways.

use dxsm::run::{can_batch, load_sm4, run_vertices, Constants, Mode, Prepared, DEFAULT_MAX_STEPS};

/// A small deterministic generator (xorshift).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 16) as u32
    }
    /// Mostly ordinary floats; sometimes small integers and special values.
    fn value(&mut self) -> u32 {
        match self.next() % 16 {
            0 => self.next() % 8,
            1 => [
                0x7fc0_0000,
                0x7f80_0000,
                0xff80_0000,
                0x0000_0001,
                0x8000_0000,
            ][self.next() as usize % 5],
            _ => ((self.next() % 2001) as f32 / 250.0 - 4.0).to_bits(),
        }
    }
}

#[test]
fn batch_matches_scalar_on_corpus_vertex_shaders() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm4-5");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy();
            n.starts_with("vs") && n.ends_with(".o")
        })
        .collect();
    files.sort();
    let (mut total, mut batched, mut same, mut together) = (0, 0, 0, 0);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for path in &files {
        let program = load_sm4(&std::fs::read(path).unwrap()).unwrap();
        let Ok(p) = Prepared::new(&program) else {
            continue;
        };
        total += 1;
        let nin = p
            .inputs
            .iter()
            .map(|d| d.reg as usize + 1)
            .max()
            .unwrap_or(0);
        let mut cb = Constants::new();
        for (slot, n) in &p.cbs {
            cb.insert(
                *slot,
                (0..*n)
                    .map(|_| std::array::from_fn(|_| rng.value()))
                    .collect(),
            );
        }
        // 150 vertices: two full batches and a partial one.
        let inputs: Vec<Vec<[u32; 4]>> = (0..150)
            .map(|_| {
                (0..nin)
                    .map(|_| std::array::from_fn(|_| rng.value()))
                    .collect()
            })
            .collect();
        let scalar = run_vertices(&p, &cb, &inputs, DEFAULT_MAX_STEPS, Mode::Scalar);
        let batch = run_vertices(&p, &cb, &inputs, DEFAULT_MAX_STEPS, Mode::Batch);
        if can_batch(&p, nin) {
            batched += 1;
            let only = run_vertices(&p, &cb, &inputs, DEFAULT_MAX_STEPS, Mode::BatchOnly);
            match &only {
                Ok(o) if Ok(o) == scalar.as_ref() => together += 1,
                Ok(o) => {
                    let sc = scalar.as_ref().unwrap();
                    let at = (0..o.data.len())
                        .find(|i| o.data[*i] != sc.data[*i])
                        .unwrap_or(0);
                    panic!(
                        "{}: batch-only differs from scalar at vertex {} register {}: {:08x?} vs {:08x?}",
                        path.display(),
                        at / o.regs.max(1),
                        at % o.regs.max(1),
                        o.data[at],
                        sc.data[at]
                    )
                }
                Err(e) => eprintln!("{}: {e}", path.display()),
            }
        } else if scalar.is_ok() {
            eprintln!("runs scalar only: {}", path.display());
        }
        match (&scalar, &batch) {
            (Ok(a), Ok(b)) if a == b => same += 1,
            (Err(a), Err(b)) if a == b => same += 1,
            _ => eprintln!("{}: batch and scalar differ", path.display()),
        }
    }
    println!(
        "vertex shaders: {total}, batched: {batched}, every batch together: {together}, batch == scalar: {same}"
    );
    assert_eq!(same, total);
    assert!(
        batched * 2 >= total,
        "most corpus vertex shaders should batch"
    );
    // Floor measured when written (21 of 23; the 2 others diverge on random inputs).
    assert!(together >= 21);
}
