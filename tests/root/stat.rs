//! The STAT chunk computed from the code against every corpus container:
//! prints, per folder, how many whole chunks equal Microsoft's, and per
//! word how many files match; fails if any count drops below today's.

use dxsm::dxbc::{is_dxbc, Container};
use std::path::Path;

struct Case {
    folder: &'static str,
    name: String,
    want: Vec<u32>,
    got: Vec<u32>,
}

fn words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for folder in ["sm4-5", "public/slimshader", "public/angle"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus")
            .join(folder);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "o"))
            .collect();
        files.sort();
        for f in files {
            let bin = std::fs::read(&f).unwrap();
            if !is_dxbc(&bin) {
                continue;
            }
            let Ok(c) = Container::read(&bin, false) else {
                continue;
            };
            let (Some(code), Some(stat)) = (c.find(&[b"SHDR", b"SHEX"]), c.find(&[b"STAT"])) else {
                continue;
            };
            let Ok(p) = dxsm::sm4::decode::decode(code.data, 0) else {
                continue;
            };
            out.push(Case {
                folder,
                name: f.file_name().unwrap().to_string_lossy().into_owned(),
                want: words(stat.data),
                got: words(&dxsm::dxbc::stat::compute(&p)),
            });
        }
    }
    out
}

#[test]
fn stat_matches_corpus() {
    let cases = cases();
    let show = std::env::var("STAT_WORD")
        .ok()
        .and_then(|s| s.parse::<usize>().ok());
    let mut per_word = vec![(0usize, 0usize); 37];
    let mut exact: Vec<(&str, usize, usize)> = Vec::new();
    for c in &cases {
        let e = match exact.iter_mut().find(|e| e.0 == c.folder) {
            Some(e) => e,
            None => {
                exact.push((c.folder, 0, 0));
                exact.last_mut().unwrap()
            }
        };
        e.2 += 1;
        if c.want == c.got {
            e.1 += 1;
        }
        for (k, want) in c.want.iter().enumerate() {
            per_word[k].1 += 1;
            if c.got.get(k) == Some(want) {
                per_word[k].0 += 1;
            } else if show == Some(k) {
                println!(
                    "word {k} {}/{}: got {:?} want {want}",
                    c.folder,
                    c.name,
                    c.got.get(k)
                );
            }
        }
    }
    for (f, ok, n) in &exact {
        println!("whole STAT exact, {f}: {ok}/{n}");
    }
    for (k, (ok, n)) in per_word.iter().enumerate() {
        println!("word {k:2}: {ok}/{n}");
    }
    // Floors: what the rules in src/dxbc/stat.rs reach today.
    let exact_floor = [
        ("sm4-5", 88),
        ("public/slimshader", 3),
        ("public/angle", 123),
    ];
    for (f, floor) in exact_floor {
        let got = exact.iter().find(|e| e.0 == f).map_or(0, |e| e.1);
        assert!(
            got >= floor,
            "{f}: {got} whole STAT chunks exact, floor {floor}"
        );
    }
    let word_floor: [usize; 37] = [
        577, 578, 578, 443, 466, 555, 558, 566, 449, 578, 578, 562, 578, 578, 572, 577, 574, 578,
        578, 325, 574, 520, 578, 559, 578, 578, 572, 576, 572, 223, 223, 223, 223, 223, 223, 223,
        222,
    ];
    for (k, floor) in word_floor.iter().enumerate() {
        assert!(
            per_word[k].0 >= *floor,
            "word {k}: {} match, floor {floor}",
            per_word[k].0
        );
    }
}

/// `sample_cl_s` is plain sampling and `sample_c_cl_s` comparison sampling
/// in the STAT chunk's texture words (14..=18), as Microsoft counts them
/// (tests/corpus/oracle/stat-classes).
#[test]
fn clamped_sampling_is_counted_as_microsoft_counts_it() {
    for name in ["sample_cl_s", "sample_c_cl_s"] {
        let path = format!("{}/oracle/stat-classes/{name}.o", super::common::CORPUS);
        let bin = std::fs::read(path).unwrap();
        let c = dxsm::dxbc::Container::read(&bin, true).unwrap();
        let code = c.find(&[b"SHEX"]).unwrap();
        let p = dxsm::sm4::decode::decode(code.data, code.offset).unwrap();
        let ours = dxsm::dxbc::stat::compute(&p);
        let theirs = c.find(&[b"STAT"]).unwrap().data;
        assert_eq!(ours[14 * 4..19 * 4], theirs[14 * 4..19 * 4], "{name}");
    }
}
