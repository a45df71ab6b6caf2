//! An independent HLSL test suite whose expected values were written
//! against real drivers (`tests/corpus/shader-tests/`, made by
//! `scripts/shader_tests.py` from the suite's `.shader_test` files, the
//! shaders compiled by Microsoft's compiler): every draw is drawn by
//! `dxsm draw` as the suite's Direct3D 11 runner draws it, and every probe
//! after it is checked with the suite's own tolerance (ulps). The same
//! suite as its Direct3D 9 runner draws it (vs_2_0 and ps_2_0 pairs) is
//! in `tests/corpus/shader-tests-d3d9/`. Cases that are not draws
//! (compute dispatches), that the runner skips or that the oracle does
//! not compile are counted apart; the cases that differ are a reviewed
//! list with the reason.

use serde_json::Value;
use std::path::Path;

const DIR: &str = "tests/corpus/shader-tests";

const DIR9: &str = "tests/corpus/shader-tests-d3d9";

/// A probed surface's texel by index.
type Texel<'a> = dyn Fn(usize) -> [u32; 4] + 'a;

/// Cases whose probes do not all pass, with the reason.
const KNOWN: &[(&str, &str)] = &[
    // An `int4` pixel-shader output to the suite's R32G32B32A32_FLOAT
    // target. Direct3D 11 does not define what a float target holds when
    // the shader writes integers (the suite's expected values are what
    // its driver did: the integers converted to floats). dxsm refuses a
    // target format the output's type does not match, before drawing.
    ("cast-to-int/2", "integer output to a float target: refused"),
    ("cast-to-int/3", "integer output to a float target: refused"),
    ("cast-to-int/4", "integer output to a float target: refused"),
];

/// The suite's float comparison: the distance in ulps of the two floats'
/// bits, signs mapped onto one line.
fn close(got: f32, want: f32, ulps: u32) -> bool {
    let key = |f: f32| {
        let i = f.to_bits() as i32;
        if i < 0 {
            i64::from(i32::MIN) - i64::from(i)
        } else {
            i64::from(i)
        }
    };
    (key(got) - key(want)).abs() <= i64::from(ulps)
}

/// The first probe of `case` that fails, as a message; `None` when all
/// pass.
fn check(dir: &str, case: &Value) -> Result<(usize, Option<String>), String> {
    let name = case["case"].as_str().unwrap_or("?");
    let dir = Path::new(dir).join(name);
    let text = std::fs::read_to_string(dir.join("pipeline.json")).map_err(|e| e.to_string())?;
    let load = |f: &str| std::fs::read(dir.join(f)).map_err(|e| e.to_string());
    let frame = dxsm::draw::draw_json(&text, &load).map_err(|e| format!("draw failed: {e}"))?;
    let probes = case["probes"].as_array().cloned().unwrap_or_default();
    for (k, p) in probes.iter().enumerate() {
        let slot = p["slot"].as_u64().unwrap_or(0) as usize;
        // Width, height and a texel reader of the probed target or UAV.
        let (width, height, read): (u32, u32, Box<Texel>) = if p["target"] == "rt" {
            let Some(t) = frame.targets.get(slot) else {
                return Ok((k, Some(format!("probe {k}: no render target {slot}"))));
            };
            (t.width, t.height, Box::new(|i| t.read(i)))
        } else {
            let Some(u) = frame.uavs.get(&(slot as u32)) else {
                return Ok((k, Some(format!("probe {k}: no UAV {slot}"))));
            };
            (
                u.width,
                u.height,
                Box::new(|i| u.texels.get(i).copied().unwrap_or_default()),
            )
        };
        let (l, tp, r, b) = match p["rect"].as_array() {
            Some(v) => {
                let n = |i: usize| v[i].as_i64().unwrap_or(0).clamp(0, 1 << 16) as u32;
                (n(0), n(1), n(2), n(3))
            }
            None => (0, 0, width, height),
        };
        let want: Vec<f32> = p["value"]
            .as_array()
            .map(|v| v.iter().map(|x| x.as_f64().unwrap_or(0.0) as f32).collect())
            .unwrap_or_default();
        let ulps = p["ulps"].as_u64().unwrap_or(0) as u32;
        for y in tp..b.min(height) {
            for x in l..r.min(width) {
                let got = read((y * width + x) as usize).map(f32::from_bits);
                let bad = want
                    .iter()
                    .enumerate()
                    .any(|(c, w)| !close(got[c], *w, ulps));
                if bad {
                    return Ok((
                        k,
                        Some(format!(
                            "probe {k} at ({x}, {y}): got {:?}, want {want:?} within {ulps} ulps",
                            &got[..want.len()]
                        )),
                    ));
                }
            }
        }
    }
    Ok((probes.len(), None))
}

#[test]
fn independent_suite_probes() {
    suite(DIR, KNOWN, "independent suite");
}

/// Cases of the Direct3D 9 set whose probes do not all pass, with the
/// reason.
const KNOWN9: &[(&str, &str)] = &[];

#[test]
fn independent_suite_probes_d3d9() {
    suite(DIR9, KNOWN9, "independent suite, Direct3D 9");
}

/// Draws every case of the set in `dir`, checks its probes and compares
/// the failures with `known`.
fn suite(dir: &str, known: &[(&str, &str)], title: &str) {
    let index = std::fs::read_to_string(Path::new(dir).join("index.jsonl")).unwrap();
    let (mut drawn, mut passed, mut probes, mut probes_ok) = (0, 0, 0, 0);
    let mut skipped = std::collections::BTreeMap::<String, usize>::new();
    let mut failures = Vec::new();
    for line in index.lines() {
        let case: Value = serde_json::from_str(line).unwrap();
        let name = case["case"].as_str().unwrap().to_string();
        let n = case["probes"].as_array().map_or(0, Vec::len);
        if let Some(why) = case["skip"].as_str() {
            let kind = why.split(':').next().unwrap_or(why).to_string();
            *skipped.entry(kind).or_default() += n;
            continue;
        }
        drawn += 1;
        probes += n;
        match check(dir, &case) {
            Ok((_, None)) => {
                passed += 1;
                probes_ok += n;
            }
            Ok((ok, Some(msg))) => {
                probes_ok += ok;
                failures.push((name, msg));
            }
            Err(msg) => failures.push((name, msg)),
        }
    }
    println!(
        "{title}: {passed} / {drawn} draws with every probe right; probes {probes_ok} / {probes}; not drawn: {skipped:?}"
    );
    let unexpected: Vec<String> = failures
        .iter()
        .filter(|(n, _)| !known.iter().any(|(k, _)| k == n))
        .map(|(n, m)| format!("{n}: {m}"))
        .collect();
    let fixed: Vec<&str> = known
        .iter()
        .filter(|(k, _)| !failures.iter().any(|(n, _)| n == k))
        .map(|(k, _)| *k)
        .collect();
    assert!(
        unexpected.is_empty() && fixed.is_empty(),
        "unexpected failures:\n{}\nlisted but passing now: {fixed:?}",
        unexpected.join("\n")
    );
}
