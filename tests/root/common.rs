//! What the test modules share.

/// The corpus folder of this repository.
pub const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus");

/// FNV-1a 64 of `b`: the hash the oracle's listing tables hold.
pub fn fnv(b: &[u8]) -> u64 {
    let mut h = 14_695_981_039_346_656_037u64;
    for x in b {
        h ^= *x as u64;
        h = h.wrapping_mul(1_099_511_628_211);
    }
    h
}

/// Runs a shader (text or binary) on a JSON input with the default step
/// limit; panics on an error.
pub fn run_bytes(shader: &[u8], input: &serde_json::Value) -> serde_json::Value {
    let out = dxsm::run::run_text(shader, &input.to_string(), dxsm::run::DEFAULT_MAX_STEPS)
        .unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_str(&out).unwrap()
}

/// [`run_bytes`] on assembly text.
pub fn run(asm: &str, input: serde_json::Value) -> serde_json::Value {
    run_bytes(asm.as_bytes(), &input)
}

/// A printed component back to f32 (numbers, or hex strings of the bits).
pub fn comp(v: &serde_json::Value) -> f32 {
    match v {
        serde_json::Value::Number(n) => n.as_f64().unwrap() as f32,
        serde_json::Value::String(s) => f32::from_bits(u32::from_str_radix(&s[2..], 16).unwrap()),
        other => panic!("bad component {other}"),
    }
}

/// Register `reg` of output pixel `i`.
pub fn px(out: &serde_json::Value, i: usize, reg: &str) -> Vec<f32> {
    out["pixels"][i][reg]
        .as_array()
        .unwrap_or_else(|| panic!("no {reg} in pixel {i} of {out}"))
        .iter()
        .map(comp)
        .collect()
}

/// The binaries of an oracle folder (`tests/corpus/oracle/DIR`) with the
/// listing Microsoft printed for each (`NAME.o`, `NAME.asm`) and
/// dxsm's listing of it (default options).
pub fn oracle_listings(dir: &str) -> Vec<OracleListing> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/oracle")
        .join(dir);
    let mut out = Vec::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        if path.extension().and_then(|x| x.to_str()) != Some("o") {
            continue;
        }
        let bin = std::fs::read(&path).unwrap();
        let want = std::fs::read_to_string(path.with_extension("asm")).unwrap();
        let got = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
        out.push(OracleListing {
            path,
            bin,
            want,
            got,
        });
    }
    out
}

/// One binary of [`oracle_listings`].
pub struct OracleListing {
    /// The binary's path.
    pub path: std::path::PathBuf,
    /// Its bytes.
    pub bin: Vec<u8>,
    /// Microsoft's listing.
    pub want: String,
    /// dxsm's listing.
    pub got: String,
}
