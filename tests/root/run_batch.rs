//! Batch execution agrees bit for bit with the scalar machine: every
//! Microsoft-compiled vertex shader of the corpus, on pseudo-random inputs
//! and constants (including NaNs, infinities, denormals and integers),
//! run both ways.

use dxsm::run::{
    can_batch, load_sm4, run_dispatch, run_primitive_buffer, run_primitives, run_quads,
    run_vertex_buffer, run_vertices, Constants, Mode, Prepared, Resources, DEFAULT_MAX_STEPS,
};

/// A small deterministic generator (xorshift).
struct Rng(u64);
impl Rng {
    /// Random values for every declared constant buffer.
    fn constants(&mut self, p: &Prepared) -> Constants {
        let mut cb = Constants::new();
        for (slot, n) in &p.cbs {
            cb.insert(*slot, (0..*n).map(|_| self.row()).collect());
        }
        cb
    }
    /// A register file of `n` random registers.
    fn file(&mut self, n: usize) -> Vec<[u32; 4]> {
        (0..n).map(|_| self.row()).collect()
    }
    fn row(&mut self) -> [u32; 4] {
        std::array::from_fn(|_| self.value())
    }
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
    let (mut total, mut batched, mut same, mut together, mut buffered) = (0, 0, 0, 0, 0);
    let mut apart = Vec::new();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for path in &files {
        let program = load_sm4(&std::fs::read(path).unwrap()).unwrap();
        let Ok(p) = Prepared::new(&program) else {
            continue;
        };
        total += 1;
        let nin = declared_inputs(&p);
        let cb = rng.constants(&p);
        // 150 vertices: two full batches and a partial one.
        let inputs: Vec<Vec<[u32; 4]>> = (0..150).map(|_| rng.file(nin)).collect();
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
                Err(e) => {
                    eprintln!("{}: {e}", path.display());
                    apart.push(path.file_name().unwrap().to_string_lossy().into_owned());
                }
            }
        } else if scalar.is_ok() {
            eprintln!("runs scalar only: {}", path.display());
        }
        match (&scalar, &batch) {
            (Ok(a), Ok(b)) if a == b => same += 1,
            (Err(a), Err(b)) if a == b => same += 1,
            _ => eprintln!("{}: batch and scalar differ", path.display()),
        }
        // The same vertices in one buffer: the same result, both ways.
        if nin > 0 {
            let flat = inputs.concat();
            for (mode, want) in [(Mode::Scalar, &scalar), (Mode::Batch, &batch)] {
                let got = run_vertex_buffer(&p, &cb, &flat, nin, DEFAULT_MAX_STEPS, mode);
                assert_eq!(&got, want, "{}: {mode:?} from a buffer", path.display());
            }
            buffered += 1;
        }
    }
    println!(
        "vertex shaders: {total}, batched: {batched}, every batch together: {together}, batch == scalar: {same}, from a buffer too: {buffered}"
    );
    assert_eq!(same, total);
    assert!(
        batched * 2 >= total,
        "most corpus vertex shaders should batch"
    );
    let known: Vec<&str> = VS_APART.iter().map(|k| k.0).collect();
    assert_eq!(apart, known, "vertex shaders whose batches split");
    assert_eq!(together + apart.len(), batched);
    assert!(
        buffered * 2 >= total,
        "most corpus vertex shaders read inputs"
    );
}

/// A vertex buffer that is not a whole number of vertices is an error that
/// says so, not a run that drops the rest.
#[test]
fn vertex_buffers_hold_whole_vertices() {
    let vs = load_sm4(&std::fs::read(corpus_file("vs40_transform_normal_uv.o")).unwrap()).unwrap();
    let p = Prepared::new(&vs).unwrap();
    let cb = Rng(7).constants(&p);
    refuses_part_of_one(&[(7, 3), (6, 0)], "vertices", |regs, per| {
        run_vertex_buffer(&p, &cb, regs, per, DEFAULT_MAX_STEPS, Mode::Batch)
    });
    let out = run_vertex_buffer(&p, &cb, &[[0; 4]; 6], 3, DEFAULT_MAX_STEPS, Mode::Batch).unwrap();
    assert_eq!(out.len(), 2);
}

/// Corpus vertex shaders that can batch but whose batches do not all run
/// together on the random inputs, and why.
const VS_APART: &[(&str, &str)] = &[(
    "vs40_input_array_dynamic_index.o",
    "random indices name inputs that do not exist (the scalar machine's error)",
)];

/// The input registers a program declares (up to the highest).
fn declared_inputs(p: &Prepared) -> usize {
    p.inputs
        .iter()
        .map(|d| d.reg as usize + 1)
        .max()
        .unwrap_or(0)
}

/// Corpus shaders run three ways (scalar, batched, batches only).
#[derive(Default)]
struct Tally {
    total: usize,
    /// Those that compile to batches.
    batched: usize,
    /// Those whose batched run equals the scalar one.
    same: usize,
    /// Those that batch but whose batches did not all run together.
    apart: Vec<String>,
}

impl Tally {
    /// Prints the counts; every shader's batched run must equal its scalar
    /// one, and the shaders whose batches split must be `known`.
    fn check(&self, stage: &str, known: &[(&str, &str)]) {
        let Tally {
            total,
            batched,
            same,
            apart,
        } = self;
        println!("{stage} shaders: {total}, batched: {batched}, batch == scalar: {same}");
        assert_eq!(same, total);
        let known: Vec<&str> = known.iter().map(|k| k.0).collect();
        assert_eq!(*apart, known, "{stage} shaders whose batches split");
    }

    /// Runs shader `name` each way through `run`; a batch-only run that
    /// differs from the scalar one, or a batched run that does, fails.
    fn add<T: PartialEq + std::fmt::Debug>(
        &mut self,
        name: &str,
        run: impl Fn(Mode) -> Result<T, dxsm::run::RunError>,
    ) {
        self.total += 1;
        let (scalar, batch, only) = (run(Mode::Scalar), run(Mode::Batch), run(Mode::BatchOnly));
        match (&only, &scalar) {
            (Ok(o), Ok(s)) => {
                self.batched += 1;
                assert_eq!(o, s, "{name}: batch-only differs from scalar");
            }
            (Err(e), _) if e.to_string().contains("cannot run in batches") => {
                eprintln!("runs scalar only: {name}")
            }
            (Err(e), _) => {
                self.batched += 1;
                self.apart.push(name.to_string());
                eprintln!("{name}: {e}");
            }
            (Ok(_), Err(e)) => panic!("{name}: batch-only ran, scalar failed: {e}"),
        }
        match (&scalar, &batch) {
            (Ok(a), Ok(b)) if a == b => self.same += 1,
            (Err(a), Err(b)) if a.to_string() == b.to_string() => self.same += 1,
            _ => panic!("{name}: batch and scalar differ"),
        }
    }
}

/// Microsoft-compiled shaders of the corpus whose names start with `prefix`.
fn corpus(prefix: &str) -> Vec<std::path::PathBuf> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm4-5");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy();
            n.starts_with(prefix) && n.ends_with(".o")
        })
        .collect();
    files.sort();
    files
}

/// Batches of every size around a group of four lanes and around the
/// batch's 64 (registers move in and out four lanes at a time, the rest
/// one by one), with vertices that carry more registers than the shader
/// declares (ignored): batched outputs are the scalar machine's.
#[test]
fn batches_of_any_size_move_registers_like_scalar() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    let sizes = || (1..=9).chain(61..=67).chain([128, 131]);
    let vs = load_sm4(&std::fs::read(corpus_file("vs40_transform_normal_uv.o")).unwrap()).unwrap();
    let p = Prepared::new(&vs).unwrap();
    let (nin, cb) = (declared_inputs(&p), rng.constants(&p));
    for n in sizes() {
        let inputs: Vec<_> = (0..n).map(|i| rng.file(nin + i % 3)).collect();
        let scalar = run_vertices(&p, &cb, &inputs, DEFAULT_MAX_STEPS, Mode::Scalar).unwrap();
        let batch = run_vertices(&p, &cb, &inputs, DEFAULT_MAX_STEPS, Mode::BatchOnly).unwrap();
        assert_eq!(batch, scalar, "{n} vertices");
    }
    let gs = load_sm4(&std::fs::read(corpus_file("gs40_line_to_tristrip.o")).unwrap()).unwrap();
    let p = Prepared::new(&gs).unwrap();
    let (nin, cb) = (declared_inputs(&p), rng.constants(&p));
    let per = p.vertices_per_primitive().unwrap();
    for n in sizes() {
        let prims: Vec<Vec<_>> = (0..n)
            .map(|i| (0..per).map(|v| rng.file(nin + (i + v) % 3)).collect())
            .collect();
        let scalar = run_primitives(&p, &cb, &prims, DEFAULT_MAX_STEPS, Mode::Scalar).unwrap();
        let batch = run_primitives(&p, &cb, &prims, DEFAULT_MAX_STEPS, Mode::BatchOnly).unwrap();
        assert_eq!(batch, scalar, "{n} primitives");
        assert_eq!(batch.streams[0].1.strips.len(), n, "a strip per line");
    }
}

fn corpus_file(name: &str) -> std::path::PathBuf {
    std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm4-5")).join(name)
}

/// `run` on buffers of `len` zero registers, `per` a vertex, for each
/// `(len, per)` of `cases` (none a whole number of `what`): each is
/// refused with a message that says so.
fn refuses_part_of_one<T: std::fmt::Debug>(
    cases: &[(usize, usize)],
    what: &str,
    run: impl Fn(&[[u32; 4]], usize) -> Result<T, dxsm::run::RunError>,
) {
    for &(len, per) in cases {
        let e = run(&vec![[0; 4]; len], per).unwrap_err();
        assert!(
            e.to_string()
                .contains(&format!("not a whole number of {what}")),
            "{e}"
        );
    }
}

/// A primitive buffer that is not a whole number of primitives is an
/// error that says so, not a run that drops the rest.
#[test]
fn primitive_buffers_hold_whole_primitives() {
    let gs = load_sm4(&std::fs::read(corpus_file("gs40_line_to_tristrip.o")).unwrap()).unwrap();
    let p = Prepared::new(&gs).unwrap();
    let cb = Rng(7).constants(&p);
    // Lines: two vertices of two registers, four registers a primitive.
    refuses_part_of_one(&[(6, 2), (8, 0)], "primitives", |regs, per| {
        run_primitive_buffer(&p, &cb, regs, per, DEFAULT_MAX_STEPS, Mode::Batch)
    });
    let out =
        run_primitive_buffer(&p, &cb, &[[0; 4]; 8], 2, DEFAULT_MAX_STEPS, Mode::Batch).unwrap();
    assert_eq!(out.streams[0].1.strips.len(), 2, "a strip per line");
    // Vertices of one register where the shader declares two: what the
    // scalar machine makes of them (a batch cannot hold them), as from
    // vectors.
    let short: Vec<[u32; 4]> = (0..8u32).map(|i| [i, 0, 0, 0x3f80_0000]).collect();
    let prims: Vec<Vec<Vec<[u32; 4]>>> = short
        .chunks(2)
        .map(|l| l.iter().map(|r| vec![*r]).collect())
        .collect();
    let want = format!(
        "{:?}",
        run_primitives(&p, &cb, &prims, DEFAULT_MAX_STEPS, Mode::Scalar)
    );
    for mode in [Mode::Batch, Mode::Scalar] {
        let got = run_primitive_buffer(&p, &cb, &short, 1, DEFAULT_MAX_STEPS, mode);
        assert_eq!(format!("{got:?}"), want, "{mode:?}");
    }
    // A shader with no input primitive (a vertex shader) says that, as
    // `run_primitives` does.
    let vs = load_sm4(&std::fs::read(corpus_file("vs40_transform_normal_uv.o")).unwrap()).unwrap();
    let vp = Prepared::new(&vs).unwrap();
    let e = run_primitive_buffer(&vp, &cb, &[[0; 4]; 8], 2, DEFAULT_MAX_STEPS, Mode::Batch)
        .unwrap_err();
    assert!(
        e.to_string().contains("no supported dcl_inputprimitive"),
        "{e}"
    );
}

/// A primitive of vectors with a vertex short of the declared registers,
/// or with a vertex too many, anywhere in a batch: the batch runs on the
/// scalar machine, and the result (output or error) is the scalar run's.
#[test]
fn odd_primitives_in_a_batch_give_the_scalar_result() {
    let gs = load_sm4(&std::fs::read(corpus_file("gs40_line_to_tristrip.o")).unwrap()).unwrap();
    let p = Prepared::new(&gs).unwrap();
    let mut rng = Rng(11);
    let (nin, cb) = (declared_inputs(&p), rng.constants(&p));
    let per = p.vertices_per_primitive().unwrap();
    assert!(nin >= 2, "the line shader reads two registers a vertex");
    for (at, odd) in [
        (0usize, "short"),
        (37, "short"),
        (69, "short"),
        (5, "extra"),
        (64, "extra"),
    ] {
        let mut prims: Vec<Vec<Vec<[u32; 4]>>> = (0..70)
            .map(|_| (0..per).map(|_| rng.file(nin)).collect())
            .collect();
        match odd {
            "short" => prims[at][per - 1].truncate(nin - 1),
            _ => prims[at].push(rng.file(nin)),
        }
        let scalar = run_primitives(&p, &cb, &prims, DEFAULT_MAX_STEPS, Mode::Scalar);
        let batch = run_primitives(&p, &cb, &prims, DEFAULT_MAX_STEPS, Mode::Batch);
        assert_eq!(
            format!("{batch:?}"),
            format!("{scalar:?}"),
            "{odd} primitive {at}"
        );
        assert!(
            run_primitives(&p, &cb, &prims, DEFAULT_MAX_STEPS, Mode::BatchOnly).is_err(),
            "{odd} primitive {at}: no batch holds it"
        );
    }
}

/// Corpus geometry shaders that can batch but whose batches do not all run
/// together on the random inputs, and why. (Lanes that disagree at an
/// `if`, a loop or a switch part and emit on their own: the 17 that branch
/// on their own primitive's data run together.)
const GS_APART: &[(&str, &str)] = &[(
    "gs40_dynamic_input_index.o",
    "random indices name vertices that do not exist (the scalar machine's error)",
)];

#[test]
fn batch_matches_scalar_on_corpus_geometry_shaders() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut tally = Tally::default();
    let buffered = std::cell::Cell::new(0usize);
    for path in corpus("gs") {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let program = load_sm4(&std::fs::read(&path).unwrap()).unwrap();
        let Ok(p) = Prepared::new(&program) else {
            continue;
        };
        let Some(per) = p.vertices_per_primitive() else {
            continue;
        };
        let nin = declared_inputs(&p);
        let cb = rng.constants(&p);
        // 70 primitives: with instancing, several batches and a partial one.
        let prims: Vec<Vec<Vec<[u32; 4]>>> = (0..70)
            .map(|_| (0..per).map(|_| rng.file(nin)).collect())
            .collect();
        tally.add(&name, |mode| {
            let nested = run_primitives(&p, &cb, &prims, DEFAULT_MAX_STEPS, mode);
            // The same primitives in one buffer: the same result.
            if nin > 0 {
                let flat: Vec<[u32; 4]> = prims.iter().flatten().flatten().copied().collect();
                let got = run_primitive_buffer(&p, &cb, &flat, nin, DEFAULT_MAX_STEPS, mode);
                assert_eq!(got, nested, "{name}: {mode:?} from a buffer");
                buffered.set(buffered.get() + 1);
            }
            nested
        });
    }
    tally.check("geometry", GS_APART);
    // Three runs a shader (scalar, batch, batch only).
    let from_buffer = buffered.get() / 3;
    println!("geometry shaders from a buffer too: {from_buffer}");
    assert!(
        from_buffer * 2 >= tally.total,
        "most corpus geometry shaders read inputs"
    );
    assert!(
        tally.batched * 2 >= tally.total,
        "most corpus geometry shaders should batch"
    );
}

/// Corpus pixel shaders that can batch but whose batches do not all run
/// together on the random inputs, and why.
const PS_APART: &[(&str, &str)] = &[(
    "ps40_input_array_dynamic_index.o",
    "loops over a count from random inputs, past the inputs declared (the scalar machine's error)",
)];

#[test]
fn batch_matches_scalar_on_corpus_pixel_shaders() {
    let mut rng = Rng(0x6a09_e667_f3bc_c908);
    let mut tally = Tally::default();
    for path in corpus("ps") {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let program = load_sm4(&std::fs::read(&path).unwrap()).unwrap();
        let Ok(p) = Prepared::new(&program) else {
            continue;
        };
        let nin = declared_inputs(&p);
        let cb = rng.constants(&p);
        // 38 quads: two full batches and a partial one.
        let pixels: Vec<Vec<[u32; 4]>> = (0..152).map(|_| rng.file(nin)).collect();
        tally.add(&name, |mode| {
            run_quads(&p, &cb, &pixels, DEFAULT_MAX_STEPS, mode)
        });
    }
    tally.check("pixel", PS_APART);
}

/// The template's list under `key`, cycled to `n` entries, every number of
/// copy `k` raised by `k / 64` (so neighbours differ and derivatives are
/// not all zero).
fn stretched(list: &serde_json::Value, n: usize) -> serde_json::Value {
    fn shift(v: &serde_json::Value, d: f64) -> serde_json::Value {
        match v {
            serde_json::Value::Number(x) => serde_json::json!(x.as_f64().unwrap_or(0.0) + d),
            serde_json::Value::Array(a) => a.iter().map(|x| shift(x, d)).collect(),
            serde_json::Value::Object(m) => m
                .iter()
                .map(|(k, x)| (k.clone(), shift(x, d)))
                .collect::<serde_json::Map<_, _>>()
                .into(),
            other => other.clone(),
        }
    }
    let items = list.as_array().cloned().unwrap_or_default();
    if items.is_empty() {
        return list.clone();
    }
    (0..n)
        .map(|k| shift(&items[k % items.len()], k as f64 / 64.0))
        .collect()
}

/// Whole runs through JSON (resources and samplers included, from each
/// shader's template; compute shaders dispatch 3×2 groups): the batched
/// runners give what the scalar machine gives, which a trace that selects
/// no invocation forces.
#[test]
fn json_runs_batched_equal_scalar_runs() {
    let (mut runs, mut same) = (0, 0);
    for prefix in ["vs", "ps", "gs", "cs"] {
        for path in corpus(prefix) {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let Ok(program) = load_sm4(&std::fs::read(&path).unwrap()) else {
                continue;
            };
            let shader = dxsm::run::Shader::Sm4(program);
            let Ok(mut input) = dxsm::run::template(&shader) else {
                continue;
            };
            // 2D textures of the template become 8×8 with four levels of
            // distinct texels, so that levels of detail matter.
            if let Some(res) = input.get_mut("resources").and_then(|r| r.as_object_mut()) {
                for r in res.values_mut() {
                    let keys: Vec<&str> = r
                        .as_object()
                        .map(|o| o.keys().map(String::as_str).collect())
                        .unwrap_or_default();
                    if keys == ["data", "height", "mips", "width"] {
                        let data: Vec<[f64; 4]> = (0..85)
                            .map(|i| [i as f64 / 85.0, (i % 7) as f64 / 7.0, 0.25, 1.0])
                            .collect();
                        *r = serde_json::json!({"width": 8, "height": 8, "mips": 4, "data": data});
                    }
                }
            }
            if input.get("dispatch").is_some() {
                input["dispatch"] = serde_json::json!([3, 2, 1]);
            }
            for key in ["vertices", "pixels", "primitives"] {
                if let Some(list) = input.get(key) {
                    let n = if key == "primitives" { 70 } else { 152 };
                    input[key] = stretched(list, n);
                }
            }
            let batched = dxsm::run::run(&shader, &input, DEFAULT_MAX_STEPS);
            let select = dxsm::run::trace::Selection::parse(&["vertex=999999".into()]).unwrap();
            dxsm::run::trace::start(Box::new(std::io::sink()), select);
            let scalar = dxsm::run::run(&shader, &input, DEFAULT_MAX_STEPS);
            dxsm::run::trace::stop().unwrap();
            runs += 1;
            match (&batched, &scalar) {
                (Ok(a), Ok(b)) => {
                    assert_eq!(a, b, "{name}: batched and scalar runs differ");
                    same += 1;
                }
                (Err(a), Err(b)) => {
                    assert_eq!(a.to_string(), b.to_string(), "{name}");
                    same += 1;
                }
                _ => panic!("{name}: batched {batched:?} scalar {scalar:?}"),
            }
        }
    }
    println!("JSON runs: {runs}, batched == scalar: {same}");
    assert_eq!(same, runs);
}

/// Compute threads run in order (docs/run.md): a batch whose threads write
/// the same words must give what thread after thread gives. Thread i
/// writes 1 at word i, then 2 at word i + 1: in thread order word i + 1 is
/// last written by thread i + 1 (1), not by thread i (2).
#[test]
fn compute_batches_keep_thread_order_when_writes_collide() {
    let run = |code: &str, words: usize| -> serde_json::Value {
        let text = format!(
            "cs_5_0\ndcl_globalFlags refactoringAllowed\ndcl_uav_raw u0\n\
             dcl_input vThreadIDInGroupFlattened\ndcl_temps 1\ndcl_thread_group 8, 1, 1\n\
             ishl r0.x, vThreadIDInGroupFlattened.x, l(2)\n{code}ret\n"
        );
        let input = serde_json::json!({
            "resources": {"u0": {"words": vec![0; words]}},
            "dispatch": [1, 1, 1]
        });
        let out =
            dxsm::run::run_text(text.as_bytes(), &input.to_string(), DEFAULT_MAX_STEPS).unwrap();
        let out: serde_json::Value = serde_json::from_str(&out).unwrap();
        out["uavs"]["u0"]["words"].clone()
    };
    let colliding = run(
        "store_raw u0.x, r0.x, l(1)\niadd r0.x, r0.x, l(4)\nstore_raw u0.x, r0.x, l(2)\n",
        9,
    );
    assert_eq!(colliding, serde_json::json!([1, 1, 1, 1, 1, 1, 1, 1, 2]));
    // Without collisions the batch's writes are made as they are.
    let apart = run(
        "iadd r0.y, vThreadIDInGroupFlattened.x, l(1)\nstore_raw u0.x, r0.x, r0.y\n",
        9,
    );
    assert_eq!(apart, serde_json::json!([1, 2, 3, 4, 5, 6, 7, 8, 0]));
}

/// A new invocation's temps are zero (the scalar machine's rule), batch
/// after batch: a temp read before any write, one written in some lanes
/// only (inside an `if`) and read after it, and one counted up inside a
/// loop read 0 at the start of every invocation, whatever the previous
/// batch left in them; values follow from that rule, not from either path.
#[test]
fn temps_start_at_zero_in_every_batch() {
    let text = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_temps 4
mov o1.xyzw, r2.xyzw
lt r0.x, v0.x, l(0.500000)
if_nz r0.x
  mov r1.xyzw, v0.xyzw
endif
mov o0.xyzw, r1.xyzw
mov r2.xyzw, v0.xyzw
mov r3.x, l(0)
loop
  ige r3.y, r3.x, l(3)
  breakc_nz r3.y
  iadd r3.z, r3.z, l(1)
  iadd r3.x, r3.x, l(1)
endloop
mov o2.xyzw, r3.xyzw
ret
";
    let bytes = dxsm::assemble::assemble(text, &Default::default()).unwrap();
    let program = load_sm4(&bytes).unwrap();
    let p = Prepared::new(&program).unwrap();
    // Four batches and a part; v0.x below 0.5 in every third vertex. The
    // loop leaves r3.y true (`ige` writes all ones).
    let inputs: Vec<Vec<[u32; 4]>> = (0..300u32)
        .map(|i| {
            let x = if i % 3 == 0 { 0.25f32 } else { 0.75 };
            vec![[x.to_bits(), i, 7, 9]]
        })
        .collect();
    for mode in [Mode::BatchOnly, Mode::Scalar] {
        let out = run_vertices(&p, &Constants::new(), &inputs, DEFAULT_MAX_STEPS, mode).unwrap();
        for (i, v) in inputs.iter().enumerate() {
            let o0 = if i % 3 == 0 { v[0] } else { [0; 4] };
            assert_eq!(
                out.vertex(i),
                &[o0, [0; 4], [3, u32::MAX, 3, 0]],
                "{mode:?} vertex {i}"
            );
        }
    }
}

/// Register files longer than the declarations: the extra registers are
/// ignored by both paths (a batch holds the declared ones only), and
/// shorter ones go to the scalar machine, which reports a missing input.
#[test]
fn batch_inputs_follow_the_declarations() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm4-5/");
    let program =
        load_sm4(&std::fs::read(format!("{dir}vs40_transform_normal_uv.o")).unwrap()).unwrap();
    let p = Prepared::new(&program).unwrap();
    let mut cb = Constants::new();
    cb.insert(0, vec![[1f32.to_bits(); 4]; 11]);
    let one = 1f32.to_bits();
    let long: Vec<Vec<[u32; 4]>> = (0..70).map(|_| vec![[one; 4]; 10_000]).collect();
    let batch = run_vertices(&p, &cb, &long, DEFAULT_MAX_STEPS, Mode::BatchOnly).unwrap();
    let scalar = run_vertices(&p, &cb, &long, DEFAULT_MAX_STEPS, Mode::Scalar).unwrap();
    assert_eq!(batch, scalar);
    let mut short = long.clone();
    short[65] = vec![[one; 4]; 1];
    let batch = run_vertices(&p, &cb, &short, DEFAULT_MAX_STEPS, Mode::Batch);
    let scalar = run_vertices(&p, &cb, &short, DEFAULT_MAX_STEPS, Mode::Scalar);
    let (b, s) = (batch.unwrap_err(), scalar.unwrap_err());
    assert_eq!(b.to_string(), s.to_string());
    assert!(b.to_string().contains("vertex 65"), "{b}");
}

/// Thread ids in three dimensions, with groups of 30 threads (batches of
/// 64 lanes start and end inside groups): every id component of every
/// thread is what the ids' definitions give (`SV_DispatchThreadID` = the
/// group id times the threads per group plus the place in the group;
/// the flattened place = z·tx·ty + y·tx + x; groups in dispatch order, x
/// fastest), batched and one thread at a time.
#[test]
fn compute_thread_ids_in_three_dimensions() {
    let text = "cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadGroupID.xyz
dcl_input vThreadIDInGroup.xyz
dcl_input vThreadID.xyz
dcl_input vThreadIDInGroupFlattened
dcl_temps 1
dcl_thread_group 3, 5, 2
imad r0.x, vThreadGroupID.z, l(3), vThreadGroupID.y
imad r0.x, r0.x, l(2), vThreadGroupID.x
imad r0.x, r0.x, l(30), vThreadIDInGroupFlattened.x
ishl r0.x, r0.x, l(6)
store_raw u0.xyz, r0.x, vThreadID.xyzx
iadd r0.y, r0.x, l(16)
store_raw u0.xyz, r0.y, vThreadGroupID.xyzx
iadd r0.y, r0.x, l(32)
store_raw u0.xyz, r0.y, vThreadIDInGroup.xyzx
iadd r0.y, r0.x, l(48)
store_raw u0.x, r0.y, vThreadIDInGroupFlattened.x
ret
";
    let bytes = dxsm::assemble::assemble(text, &Default::default()).unwrap();
    let program = load_sm4(&bytes).unwrap();
    let p = Prepared::new(&program).unwrap();
    let (group, groups) = ([3u32, 5, 2], [2u32, 3, 2]);
    let threads = (group.iter().product::<u32>() * groups.iter().product::<u32>()) as usize;
    let mut want = vec![7u32; 16 * threads];
    let mut k = 0;
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                for z in 0..group[2] {
                    for y in 0..group[1] {
                        for x in 0..group[0] {
                            let (g, l) = ([gx, gy, gz], [x, y, z]);
                            let w = &mut want[16 * k..16 * k + 16];
                            for c in 0..3 {
                                w[c] = g[c] * group[c] + l[c];
                                w[4 + c] = g[c];
                                w[8 + c] = l[c];
                            }
                            w[12] = z * group[0] * group[1] + y * group[0] + x;
                            k += 1;
                        }
                    }
                }
            }
        }
    }
    let resources = serde_json::json!({"u0": {"words": vec![7u32; 16 * threads]}});
    for mode in [Mode::BatchOnly, Mode::Scalar] {
        let mut res = Resources::read(&p, &resources).unwrap();
        run_dispatch(&p, &Constants::new(), &mut res, groups, 1000, mode).unwrap();
        assert_eq!(res.uav_words(0).unwrap(), &want[..], "{mode:?}");
    }
}

/// The library's compute entry: `cs40_raw_copy_convert` (each thread turns
/// a word of `t0` into four floats, its bytes times a scale, in `u0`) gives
/// the HLSL source's values, batched and one thread at a time; threads
/// past the count (a group only partly used: lanes that return early) write
/// nothing.
#[test]
fn dispatch_entry_gives_the_sources_values_both_ways() {
    let path = format!(
        "{}/tests/corpus/sm4-5/cs40_raw_copy_convert.o",
        env!("CARGO_MANIFEST_DIR")
    );
    let program = load_sm4(&std::fs::read(path).unwrap()).unwrap();
    let p = Prepared::new(&program).unwrap();
    let (count, scale) = (150u32, 0.5f32);
    let mut cb = Constants::new();
    cb.insert(0, vec![[count, scale.to_bits(), 0, 0]]);
    let mut rng = Rng(7);
    let src: Vec<u32> = (0..192).map(|_| rng.next()).collect();
    let resources = serde_json::json!({"t0": {"words": src}, "u0": {"words": vec![7u32; 4 * 192]}});
    let mut want = vec![7u32; 4 * 192];
    for (v, d) in src
        .iter()
        .zip(want.chunks_exact_mut(4))
        .take(count as usize)
    {
        for (k, w) in d.iter_mut().enumerate() {
            *w = (((v >> (8 * k)) & 255) as f32 * scale).to_bits();
        }
    }
    for mode in [Mode::Batch, Mode::Scalar] {
        let mut res = Resources::read(&p, &resources).unwrap();
        run_dispatch(&p, &cb, &mut res, [3, 1, 1], 1000, mode).unwrap();
        assert_eq!(res.uav_words(0).unwrap(), &want[..], "{mode:?}");
    }
    // A t# is not a UAV, and u1 is not declared.
    let res = Resources::read(&p, &resources).unwrap();
    assert!(res.uav_words(1).is_none());
}

/// The declarations both denormal tests' programs start with.
const FLUSH_TEST_HEADER: &str = "vs_4_0
dcl_input v0.xyzw
dcl_input v1.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_output o3.xyzw
";

/// 2^64: a denormal times it is an ordinary float, a flushed one 0.
const BIG: &str = "18446744073709551616.000000";

/// A denormal test's program: [`FLUSH_TEST_HEADER`], then `body` with
/// `BIG` standing for [`BIG`].
fn flush_test_program(body: &str) -> dxsm::sm4::ir::Program {
    let text = (FLUSH_TEST_HEADER.to_string() + body).replace("BIG", BIG);
    load_sm4(text.as_bytes()).unwrap()
}

/// Direct3D's rule: a denormal source is zero of its sign.
fn flush(b: u32) -> u32 {
    if b & 0x7f80_0000 == 0 {
        b & 0x8000_0000
    } else {
        b
    }
}

/// `b` as a float source (flushed) times 2^64: what `mul` by [`BIG`]
/// gives.
fn times_big(b: u32) -> u32 {
    (f32::from_bits(flush(b)) * 2f32.powi(64)).to_bits()
}

/// 150 vertices for the denormal tests: in `v0`, positive denormals,
/// denormals with the sign bits `sign`, and ordinary floats; `v1.x` of
/// vertex i is i % 2.
fn flush_test_inputs(sign: u32) -> Vec<Vec<[u32; 4]>> {
    let value = |i: usize, c: usize| match (i + c) % 3 {
        0 => 0x0000_0001 + (i as u32) * 0x1_0001,
        1 => sign | 0x0040_0000 | i as u32,
        _ => (0.25f32 + i as f32 / 1000.0).to_bits(),
    };
    (0..150)
        .map(|i| {
            vec![
                std::array::from_fn(|c| value(i, c)),
                [i as u32 % 2, 0, 0, 0],
            ]
        })
        .collect()
}

/// A temp that may hold a denormal is flushed when read as a float, also
/// when its bits come through a chain of copies that reaches it only on a
/// later round of a loop (written before it in program order), and when a
/// saturated copy or a `movc` carries them. A temp only float steps write
/// is read as it is; the results must be the same.
#[test]
fn float_sources_flush_denormals_copied_in_a_loop() {
    let prog = flush_test_program(
        "dcl_output o4.xyzw
dcl_temps 7
mov r3.x, l(0)
loop
  uge r3.y, r3.x, l(2)
  breakc_nz r3.y
  mov r0.xyzw, r1.xyzw
  mov r1.xyzw, v0.xyzw
  iadd r3.x, r3.x, l(1)
endloop
mul o0.xyzw, r0.xyzw, l(BIG, BIG, BIG, BIG)
mov_sat r4.xyzw, v0.xyzw
mul o1.xyzw, r4.xyzw, l(BIG, BIG, BIG, BIG)
movc r5.xyzw, v1.xxxx, v0.xyzw, l(1.000000, 1.000000, 1.000000, 1.000000)
mul o2.xyzw, r5.xyzw, l(BIG, BIG, BIG, BIG)
add r2.xyzw, v0.xyzw, l(0, 0, 0, 0)
mul o3.xyzw, r2.xyzw, l(BIG, BIG, BIG, BIG)
mov r6.xyzw, l(BIG, BIG, BIG, BIG)
dp2 o4.x, r0.xyxx, l(BIG, BIG, 0, 0)
dp2 o4.y, r0.xyxx, r6.xyxx
dp2 o4.z, r6.xyxx, r0.xyxx
dp2 o4.w, r6.xyxx, r6.xyxx
ret
",
    );
    let p = Prepared::new(&prog).unwrap();
    // Positive denormals (saturation keeps them) among ordinary floats.
    let inputs = flush_test_inputs(0);
    let big = times_big;
    for mode in [Mode::BatchOnly, Mode::Scalar] {
        let out = run_vertices(&p, &Constants::new(), &inputs, DEFAULT_MAX_STEPS, mode).unwrap();
        for (i, regs) in inputs.iter().enumerate() {
            let v = regs[0].map(big);
            // `mov_sat` keeps a value in [0, 1] as it is (a denormal too).
            let o2 = if i % 2 == 1 {
                v
            } else {
                [big(1f32.to_bits()); 4]
            };
            // Each product and the sum of normal floats (or zeros): no
            // step to flush.
            let [x, y] = [v[0], v[1]].map(f32::from_bits);
            let d = (x + y).to_bits();
            let o4 = [d, d, d, (2f32.powi(128) * 2.0).to_bits()];
            assert_eq!(out.vertex(i), [v, v, o2, v, o4], "{mode:?} vertex {i}");
        }
    }
}

/// A float source flushes denormals (keeping the sign) whatever gave the
/// register its bits and whatever read it before: a register first read as
/// a float holding none, then given denormal bits by an integer step (in
/// all lanes, in the lanes of a split `if` only, or through a relative
/// index into an indexable temp), is flushed when read as a float again;
/// so are inputs after a batch whose inputs held none.
#[test]
fn float_sources_flush_denormals_written_after_a_clean_read() {
    let prog = flush_test_program(
        "dcl_temps 4
dcl_indexableTemp x0[2], 4
mov r1.xyzw, l(1.000000, 2.000000, 3.000000, 4.000000)
mul r0.xyzw, r1.xyzw, l(1.000000, 1.000000, 1.000000, 1.000000)
mul r3.xyzw, x0[0].xyzw, l(1.000000, 1.000000, 1.000000, 1.000000)
mul r0.xyzw, r0.xyzw, r3.xyzw
and r2.x, v1.x, l(1)
mov r2.y, l(0)
if_nz r2.x
  iadd r1.xyzw, v0.xyzw, l(0, 0, 0, 0)
endif
mul o0.xyzw, r1.xyzw, l(BIG, BIG, BIG, BIG)
iadd x0[r2.y + 0].xyzw, v0.xyzw, l(0, 0, 0, 0)
mul o1.xyzw, x0[0].xyzw, l(BIG, BIG, BIG, BIG)
iadd r0.xyzw, v0.xyzw, l(0, 0, 0, 0)
mul o2.xyzw, r0.xyzw, l(BIG, BIG, BIG, BIG)
mul o3.xyzw, v0.xyzw, l(BIG, BIG, BIG, BIG)
ret
",
    );
    let p = Prepared::new(&prog).unwrap();
    // Denormals of both signs among ordinary floats, none in the first
    // batch's inputs (so they are read in place there); v1.x of vertex i
    // is i.
    let value = |i: usize, c: usize| match (i + c) % 3 + usize::from(i < 64) * 2 {
        0 => 0x0000_0001 + (i as u32) * 0x1_0001,
        1 => 0x8040_0000 | i as u32,
        _ => (1.5f32 + i as f32).to_bits(),
    };
    let inputs: Vec<Vec<[u32; 4]>> = (0..200)
        .map(|i| vec![std::array::from_fn(|c| value(i, c)), [i as u32, 0, 0, 0]])
        .collect();
    for mode in [Mode::BatchOnly, Mode::Scalar] {
        let out = run_vertices(&p, &Constants::new(), &inputs, DEFAULT_MAX_STEPS, mode).unwrap();
        for (i, regs) in inputs.iter().enumerate() {
            let v = regs[0].map(times_big);
            let o0 = if i % 2 == 1 {
                v
            } else {
                [1.0f32, 2.0, 3.0, 4.0].map(|x| times_big(x.to_bits()))
            };
            assert_eq!(out.vertex(i), [o0, v, v, v], "{mode:?} vertex {i}");
        }
    }
}

/// Constant sources are read from rows a batch fills once, up to a limit
/// of distinct values; past it they are spread at each read as before. A
/// program with more distinct immediates than that (322, the limit
/// reached inside one source's components) adds them all, and a dot with
/// a constant first operand (which the batch takes the other way round)
/// sums its products in order; both paths, against the rules: `iadd`
/// wraps, a dot adds its products in order, a NaN in it gives the quiet
/// NaN 0x7fc00000.
#[test]
fn constants_past_the_constant_rows() {
    let mut vs = "vs_4_0
dcl_input v0.xyzw
dcl_input v1.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_temps 1
mov r0.xyzw, v0.xyzw
iadd r0.xyzw, r0.xyzw, l(1000, 1001, 1000, 1001)
"
    .to_string();
    for k in 0..80u32 {
        let l = [0, 1, 2, 3].map(|c| 4 * k + c);
        vs += &format!(
            "iadd r0.xyzw, r0.xyzw, l({}, {}, {}, {})\n",
            l[0], l[1], l[2], l[3]
        );
    }
    vs += "mov o0.xyzw, r0.xyzw
dp4 o1.x, l(1.000000, 2.000000, 3.000000, 4.000000), v1.xyzw
mov o1.yzw, l(0, 0, 0, 0)
ret
";
    let p = load_sm4(vs.as_bytes()).unwrap();
    let p = Prepared::new(&p).unwrap();
    let inputs: Vec<Vec<[u32; 4]>> = (0..150u32)
        .map(|i| {
            let y = if i == 5 { f32::NAN } else { -(i as f32) / 4.0 };
            let v1 = [i as f32 / 8.0, y, 0.5, 2.0].map(f32::to_bits);
            vec![[i * 7, i, 3, u32::MAX - i], v1]
        })
        .collect();
    for mode in [Mode::BatchOnly, Mode::Scalar] {
        let out = run_vertices(&p, &Constants::new(), &inputs, DEFAULT_MAX_STEPS, mode).unwrap();
        for (i, regs) in inputs.iter().enumerate() {
            // Per component c: 1000 + c % 2, then 4k + c for k below 80.
            let o0: [u32; 4] = std::array::from_fn(|c| {
                let c32 = c as u32;
                regs[0][c]
                    .wrapping_add(1000 + c32 % 2)
                    .wrapping_add(4 * (0..80).sum::<u32>() + 80 * c32)
            });
            let [x, y, z, w] = regs[1].map(f32::from_bits);
            let d = 1.0 * x + 2.0 * y + 3.0 * z + 4.0 * w;
            let d = if d.is_nan() { 0x7fc0_0000 } else { d.to_bits() };
            assert_eq!(out.vertex(i), [o0, [d, 0, 0, 0]], "{mode:?} vertex {i}");
        }
    }
}

/// A lane-wise step reads all its sources before it writes: where the
/// batch writes a destination's components straight into their rows, x
/// first, a later component's source in a row already written (through a
/// swizzle, a relative constant index or an indexable temp) must still
/// read the value the step started with. Both paths, against that rule;
/// a saturated result is clamped in its row too.
#[test]
fn steps_read_sources_before_writing() {
    let vs = "vs_4_0
dcl_constantbuffer cb0[3], dynamicIndexed
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_indexableTemp x0[2], 4
dcl_temps 3
mov r0.xyzw, v0.xyzw
iadd r0.xy, r0.yxyy, l(1, 1, 0, 0)
mov o0.xyzw, r0.xyzw
mov r1.xyzw, l(1, 0, 0, 0)
iadd r1.xy, cb0[r1.x + 0].xyxx, l(0, 0, 0, 0)
mov x0[0].xyzw, l(5, 6, 7, 8)
mov x0[1].xyzw, l(9, 10, 11, 12)
mov r2.xyzw, l(1, 0, 0, 0)
iadd x0[1].xy, x0[r2.x + 0].yxyy, l(100, 100, 0, 0)
mov r1.zw, x0[1].xxxy
mov o1.xyzw, r1.xyzw
mul_sat r2.xy, v0.zwzz, l(2.000000, 2.000000, 0.000000, 0.000000)
add_sat r2.zw, r2.yyyx, l(0.000000, 0.000000, 0.500000, -0.500000)
mov o2.xyzw, r2.xyzw
ret
";
    let p = load_sm4(vs.as_bytes()).unwrap();
    let p = Prepared::new(&p).unwrap();
    let mut cb = Constants::new();
    cb.insert(0, vec![[0; 4], [2, 20, 0, 0], [3, 30, 0, 0]]);
    let inputs: Vec<Vec<[u32; 4]>> = (0..150u32)
        .map(|i| vec![[i, 1000 + i, (i as f32 / 100.0).to_bits(), 0.3f32.to_bits()]])
        .collect();
    let sat = |x: f32| x.clamp(0.0, 1.0).to_bits();
    for mode in [Mode::BatchOnly, Mode::Scalar] {
        let out = run_vertices(&p, &cb, &inputs, DEFAULT_MAX_STEPS, mode).unwrap();
        for (i, regs) in inputs.iter().enumerate() {
            let v = regs[0];
            let (z, w) = (f32::from_bits(v[2]), f32::from_bits(v[3]));
            let (x2, y2) = (f32::from_bits(sat(z * 2.0)), f32::from_bits(sat(w * 2.0)));
            let want = [
                [v[1] + 1, v[0] + 1, v[2], v[3]],
                [2, 20, 110, 109],
                [x2.to_bits(), y2.to_bits(), sat(y2 + 0.5), sat(x2 - 0.5)],
            ];
            assert_eq!(out.vertex(i), want, "{mode:?} vertex {i}");
        }
    }
}

/// Threads that returned early write nothing, in every batch: a typed
/// store by the threads below a count (150 of 192, the last batch of 64
/// parted) leaves the texels past it as they were, after batches in which
/// every lane wrote.
#[test]
fn typed_stores_of_returned_threads_write_nothing() {
    let text = "cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_uav_typed_buffer (uint,uint,uint,uint) u0
dcl_input vThreadID.x
dcl_temps 1
dcl_thread_group 64, 1, 1
uge r0.x, vThreadID.x, cb0[0].x
if_nz r0.x
  ret
endif
ishl r0.y, vThreadID.x, l(1)
mov r0.zw, l(0, 0, 7, 9)
mov r0.x, vThreadID.x
store_uav_typed u0.xyzw, vThreadID.xxxx, r0.xyzw
ret
";
    // The count, 150, as bits (a number would be a float).
    let input = serde_json::json!({
        "constants": {"cb0": [["0x96", 0, 0, 0]]},
        "resources": {"u0": {"width": 256, "data": vec![[5, 5, 5, 5]; 256]}},
        "dispatch": [3, 1, 1]
    });
    let out = dxsm::run::run_text(text.as_bytes(), &input.to_string(), DEFAULT_MAX_STEPS).unwrap();
    let out: serde_json::Value = serde_json::from_str(&out).unwrap();
    let want: Vec<[u32; 4]> = (0..256)
        .map(|t| if t < 150 { [t, 2 * t, 7, 9] } else { [5; 4] })
        .collect();
    assert_eq!(out["uavs"]["u0"]["data"], serde_json::json!(want));
}

/// A float source whose temp was last written in program order by a clean
/// value still flushes when another path reaches it: here lanes that skip
/// an `if` keep the denormal copied before it. Both paths, against
/// Direct3D's flush rule.
#[test]
fn float_sources_flush_denormals_joined_after_an_if() {
    let prog = flush_test_program(
        "dcl_temps 1
mov r0.xyzw, v0.xyzw
if_nz v1.x
  mov r0.xyzw, l(1.000000, 1.000000, 1.000000, 1.000000)
endif
mul o0.xyzw, r0.xyzw, l(BIG, BIG, BIG, BIG)
mov o1.xyzw, l(0, 0, 0, 0)
mov o2.xyzw, l(0, 0, 0, 0)
mov o3.xyzw, l(0, 0, 0, 0)
ret
",
    );
    let p = Prepared::new(&prog).unwrap();
    // Denormals of both signs among ordinary floats.
    let inputs = flush_test_inputs(0x8000_0000);
    let big = times_big;
    for mode in [Mode::BatchOnly, Mode::Scalar] {
        let out = run_vertices(&p, &Constants::new(), &inputs, DEFAULT_MAX_STEPS, mode).unwrap();
        for (i, regs) in inputs.iter().enumerate() {
            let o0 = if i % 2 == 1 {
                [big(1f32.to_bits()); 4]
            } else {
                regs[0].map(big)
            };
            assert_eq!(
                out.vertex(i),
                [o0, [0; 4], [0; 4], [0; 4]],
                "{mode:?} vertex {i}"
            );
        }
    }
}
