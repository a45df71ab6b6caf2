//! `validate` on Direct3D 9 token streams: the SM1-3 rules run on the
//! decoded program, with Microsoft's verdicts from `tests/corpus/sm1-3`.
//!
//! * Every binary Microsoft produced with validation on (`ID.o` of
//!   asm-cases and nesting, `out/ID.o` of hlsl) must validate clean.
//! * Every `ID.sv.o` of a case Microsoft rejected under validation (flags 0)
//!   was assembled with `D3DCOMPILE_SKIP_VALIDATION`; validating it must
//!   reject it, and the first code is compared with the first of
//!   `error_codes` of the flags-0 run (`index.jsonl`).
//!
//! Run with `--nocapture` for the counts, `DXSM_SHOW=1` for the misses.

use dxsm::validate::{is_d3d9_binary, validate_sm1_binary, validate_sm1_text};
use std::path::{Path, PathBuf};

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/sm1-3")
        .join(sub)
}

/// (rejected, first error code); a stream that does not decode: code None.
fn ours(bin: &[u8]) -> (bool, Option<String>) {
    match validate_sm1_binary(bin) {
        Err(_) => (true, None),
        Ok(r) => match r
            .diagnostics
            .iter()
            .find(|d| d.severity == dxsm::validate::Severity::Error)
        {
            Some(d) => (true, Some(d.code.clone())),
            None => (false, None),
        },
    }
}

#[derive(Default, Debug)]
struct Counts {
    accepted: usize,
    accepted_clean: usize,
    rejected: usize,
    rejected_verdict: usize,
    rejected_code: usize,
    // The first code on the binary is the first code on the text (ours).
    same_as_text: usize,
    // Where both name the same first code: our binary finding is at the
    // instruction on Microsoft's line (index among the instructions, byte
    // offset of its token), or at the end token for a line past the code.
    located: usize,
    same_place: usize,
}

fn run(sub: &str, c: &mut Counts, verbose: bool) {
    let index = std::fs::read_to_string(dir(sub).join("index.jsonl")).unwrap();
    for l in index.lines() {
        let j: serde_json::Value = serde_json::from_str(l).unwrap();
        let id = j["id"].as_str().unwrap();
        if j["verdict"] == "ok" {
            let bin = std::fs::read(dir(sub).join(j["bin"].as_str().unwrap())).unwrap();
            assert!(is_d3d9_binary(&bin), "{id}");
            c.accepted += 1;
            let (r, code) = ours(&bin);
            c.accepted_clean += !r as usize;
            if verbose && r {
                println!("{sub}/{id}: accepted by Microsoft / ours {code:?}");
            }
            continue;
        }
        let Some(sv) = j["skip_validation"]["bin"].as_str() else {
            continue;
        };
        let bin = std::fs::read(dir(sub).join(sv)).unwrap();
        assert!(is_d3d9_binary(&bin), "{id}");
        let ms = j["error_codes"][0].as_str().map(String::from);
        let (r, code) = ours(&bin);
        c.rejected += 1;
        c.rejected_verdict += r as usize;
        c.rejected_code += (r && code == ms) as usize;
        let src = std::fs::read_to_string(dir(sub).join(j["src"].as_str().unwrap())).unwrap();
        let text_code = validate_sm1_text(&src).ok().and_then(|t| {
            t.diagnostics
                .iter()
                .find(|d| d.severity == dxsm::validate::Severity::Error)
                .map(|d| d.code.clone())
        });
        c.same_as_text += (code == text_code) as usize;
        if r && code == ms {
            let mline = j["messages"]
                .as_array()
                .and_then(|m| m.iter().find(|x| x["kind"] == "error"))
                .and_then(|m| m["line"].as_u64())
                .map(|x| x as usize);
            if let Some(mline) = mline {
                c.located += 1;
                let (_, lines) = dxsm::sm1::parse::parse_with_lines(&src).unwrap();
                let p = dxsm::sm1::decode(&bin).unwrap();
                let want = match lines.iter().position(|&l| l == mline) {
                    Some(k) => (Some(k), p.instructions().nth(k).map(|i| i.offset)),
                    None => (None, Some(bin.len() - 4)),
                };
                let rep = validate_sm1_binary(&bin).unwrap();
                let d = rep
                    .diagnostics
                    .iter()
                    .find(|d| d.severity == dxsm::validate::Severity::Error)
                    .unwrap();
                // Microsoft puts end-of-program findings on the line after
                // the last newline: the last line itself when the text does
                // not end in one, which may hold an instruction too.
                let end = (None, Some(bin.len() - 4));
                let at_end = mline == src.matches('\n').count() + 1;
                let got = (d.instruction, d.offset);
                let ok = (got == want || (at_end && got == end)) && d.line.is_none();
                c.same_place += ok as usize;
                if verbose && !ok {
                    println!(
                        "{sub}/{id}: line {mline} -> {want:?}, ours {:?} {:?}",
                        d.instruction, d.offset
                    );
                }
            }
        }
        if verbose && code != ms {
            println!("{sub}/{id}: ms {ms:?} / ours {r} {code:?} (text {text_code:?})");
        }
    }
}

#[test]
fn microsoft_binaries() {
    let verbose = std::env::var_os("DXSM_SHOW").is_some();
    let mut all = Counts::default();
    for sub in ["asm-cases", "nesting", "hlsl"] {
        let mut c = Counts::default();
        run(sub, &mut c, verbose);
        println!(
            "{sub}: accepted .o clean {}/{}; rejected .sv.o rejected {}/{}, same first code {}/{}, first code as on the text {}/{}",
            c.accepted_clean, c.accepted, c.rejected_verdict, c.rejected, c.rejected_code, c.rejected,
            c.same_as_text, c.rejected
        );
        println!(
            "{sub}: located at Microsoft's line {}/{}",
            c.same_place, c.located
        );
        all.located += c.located;
        all.same_place += c.same_place;
        all.accepted += c.accepted;
        all.accepted_clean += c.accepted_clean;
        all.rejected += c.rejected;
        all.rejected_verdict += c.rejected_verdict;
        all.rejected_code += c.rejected_code;
        all.same_as_text += c.same_as_text;
    }
    println!("all: {all:?}");
    assert_eq!(all.accepted, 1020);
    assert_eq!(all.rejected, 639);
    assert!(all.accepted_clean >= ACCEPTED_FLOOR, "{all:?}");
    assert!(all.rejected_verdict >= REJECTED_FLOOR, "{all:?}");
    assert!(all.rejected_code >= CODE_FLOOR, "{all:?}");
    assert!(all.same_place >= PLACE_FLOOR, "{all:?}");
}

// Floors: what the validator reaches (the 4 misses are rules not done yet:
// X5141, X5202, X5122, X5775; see docs/validate.md).
const ACCEPTED_FLOOR: usize = 1020;
const REJECTED_FLOOR: usize = 639;
const CODE_FLOOR: usize = 639;
const PLACE_FLOOR: usize = 639;

/// A comment block (here a one-dword comment after the version token) is
/// not an instruction: the finding keeps its instruction index, and its
/// byte offset moves by the comment's 8 bytes.
#[test]
fn comments_do_not_count_as_instructions() {
    let index = std::fs::read_to_string(dir("nesting").join("index.jsonl")).unwrap();
    let mut n = 0;
    for l in index.lines() {
        let j: serde_json::Value = serde_json::from_str(l).unwrap();
        let (Some(sv), "rejected") = (
            j["skip_validation"]["bin"].as_str(),
            j["verdict"].as_str().unwrap(),
        ) else {
            continue;
        };
        let bin = std::fs::read(dir("nesting").join(sv)).unwrap();
        let mut with = bin[..4].to_vec();
        with.extend_from_slice(&0x0001_FFFEu32.to_le_bytes());
        with.extend_from_slice(b"note");
        with.extend_from_slice(&bin[4..]);
        let a = validate_sm1_binary(&bin).unwrap();
        let b = validate_sm1_binary(&with).unwrap();
        assert_eq!(a.diagnostics.len(), b.diagnostics.len());
        for (x, y) in a.diagnostics.iter().zip(&b.diagnostics) {
            assert_eq!((&x.code, x.instruction), (&y.code, y.instruction));
            assert_eq!(x.offset.map(|o| o + 8), y.offset, "{sv}");
        }
        n += 1;
    }
    assert_eq!(n, 490);
}
