//! Every SM4/5 program of the corpus (Microsoft-compiled), run on the
//! template input its declarations give (`dxsm run --template`): each runs
//! or stops with a clear error, never a panic. Prints how many run per
//! stage, and why the others do not: an explicit, reviewed list.

use dxsm::run::{load_sm4, run, template, Shader, DEFAULT_MAX_STEPS};
use std::collections::BTreeMap;

#[test]
fn corpus_programs_run_on_their_templates() {
    let mut per: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut why: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for dir in ["tests/corpus/sm4-5", "tests/corpus/public/slimshader"] {
        let dir = format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"));
        let Ok(rd) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut files: Vec<_> = rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "o"))
            .collect();
        files.sort();
        for path in files {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let Ok(prog) = load_sm4(&std::fs::read(&path).unwrap()) else {
                continue;
            };
            // By the program's stage (slimshader names do not start with it).
            let stage = prog.stage.prefix().to_string();
            let shader = Shader::Sm4(prog);
            let e = per.entry(stage).or_default();
            e.1 += 1;
            let r = template(&shader).and_then(|t| run(&shader, &t, 100_000));
            match r {
                Ok(_) => e.0 += 1,
                Err(err) => {
                    let msg = err.to_string();
                    // Group by the message without numbers.
                    let key: String = msg
                        .chars()
                        .map(|c| if c.is_ascii_digit() { '#' } else { c })
                        .collect();
                    let key = key.split(": ").last().unwrap_or("").to_string();
                    why.entry(key).or_default().push(name);
                }
            }
        }
    }
    for (stage, (ok, n)) in &per {
        println!("{stage}: {ok} / {n} run on their template");
    }
    for (k, v) in &why {
        println!("{} × {k}  (e.g. {})", v.len(), v[0]);
    }
    let _ = DEFAULT_MAX_STEPS;
    // Every program runs on its template except these, each for its
    // reason (reviewed; the error each gives is checked).
    let known: [(&str, &str); 2] = [
        // Indexes its control points by a valence read from the input,
        // which the template's zeros make -1.
        ("Sdk__Direct3D11__SubD11__SubD11_HS.o", "does not exist"),
        // Indexes its inputs past the declared range on the template's
        // values.
        (
            "ps40_input_array_dynamic_index.o",
            "out of the declared range",
        ),
    ];
    let failed: Vec<(&String, &String)> = why
        .iter()
        .flat_map(|(k, v)| v.iter().map(move |n| (n, k)))
        .collect();
    for (name, reason) in &failed {
        let Some((_, want)) = known.iter().find(|(n, _)| *n == name.as_str()) else {
            panic!("{name} does not run: {reason}");
        };
        assert!(
            reason.contains(want),
            "{name}: {reason} (expected '{want}')"
        );
    }
    assert_eq!(
        failed.len(),
        known.len(),
        "a known failure now runs: update the list"
    );
}
