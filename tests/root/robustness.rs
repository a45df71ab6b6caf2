//! Robustness against damaged input: every corpus binary truncated at many
//! offsets and with random bits flipped, every SM4/5 listing truncated and
//! with characters mutated. The library must answer `Ok` or `Err`, never
//! panic, and its errors must point inside the input (`BinError::offset()
//! <= len`, `TextError` line/column within the text). Inputs that the
//! fuzz targets (`fuzz/`) once crashed on are kept at the end as
//! regression cases.
//!
//! Mutations come from a fixed-seed xorshift generator, so a failure is
//! reproducible; the failure message names the file and the mutation.
#![allow(clippy::type_complexity)]

use dxsm::dxbc::signature::Layout;
use dxsm::dxbc::{rdef, signature, Container};
use dxsm::error::Error;
use dxsm::listing::{disassemble, Options};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use super::common::CORPUS;

/// Bit flips per binary file.
const FLIPS: usize = 50;
/// At most this many truncation offsets per file (every 4th byte below).
const CUTS: usize = 64;
/// Bit flips per chunk read on its own.
const CHUNK_FLIPS: usize = 16;
/// Character mutations per listing.
const TEXT_MUTATIONS: usize = 24;
/// Truncations (by line and by character) per listing.
const TEXT_CUTS: usize = 12;

/// xorshift64*: small, fixed-seed, good enough to pick offsets.
struct Rng(u64);
impl Rng {
    fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Seed from a file name, so each file gets its own mutations regardless
/// of which other files exist.
fn seed_of(p: &Path) -> u64 {
    p.to_string_lossy()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        })
}

/// Files under `dir` (recursively) ending in `.ext`, sorted.
fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    fn walk(d: &Path, ext: &str, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(d) else { return };
        for e in rd {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, ext, out);
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    let mut v = Vec::new();
    walk(&Path::new(CORPUS).join(dir), ext, &mut v);
    v.sort();
    v
}

/// Truncation offsets for a file of `len` bytes: every 4th byte for small
/// files, `CUTS` evenly spaced ones for bigger files, plus the last few.
fn cut_offsets(len: usize) -> Vec<usize> {
    let mut v: Vec<usize> = if len / 4 <= CUTS {
        (0..len).step_by(4).collect()
    } else {
        (0..CUTS).map(|i| i * len / CUTS).collect()
    };
    v.extend(len.saturating_sub(3)..len);
    v.sort();
    v.dedup();
    v
}

#[derive(Default)]
struct Tally {
    files: usize,
    cuts: usize,
    flips: usize,
    /// Chunk truncations and chunk bit flips.
    chunk_cuts: usize,
    failures: Vec<String>,
}

impl Tally {
    /// Runs `f` on `input`, recording a panic or an error offset past the end.
    fn bin(
        &mut self,
        what: impl Fn() -> String,
        input: &[u8],
        f: impl Fn(&[u8]) -> Result<(), dxsm::error::BinError>,
    ) {
        match catch_unwind(AssertUnwindSafe(|| f(input))) {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                if e.offset() > input.len() {
                    self.failures.push(format!(
                        "{}: error offset {} past end {}: {e}",
                        what(),
                        e.offset(),
                        input.len()
                    ));
                }
            }
            Err(p) => self
                .failures
                .push(format!("{}: PANIC {}", what(), panic_text(&p))),
        }
    }
    fn report(self, name: &str) {
        println!(
            "{name}: {} files, {} truncations, {} mutations, {} damaged chunks, {} failures",
            self.files,
            self.cuts,
            self.flips,
            self.chunk_cuts,
            self.failures.len()
        );
        assert!(
            self.failures.is_empty(),
            "{name}: {} failures:\n{}",
            self.failures.len(),
            self.failures.join("\n")
        );
    }
}

fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string panic)".into()
    }
}

fn dis(data: &[u8]) -> Result<(), dxsm::error::BinError> {
    let opts = Options {
        ignore_checksum: true,
        dialect: None,
        lossless: false,
        flags: 0,
    };
    disassemble(data, &opts).map(|_| ())
}

/// Decodes a shader code chunk body and prints it in every style.
fn print_code(data: &[u8]) -> Result<(), dxsm::error::BinError> {
    use dxsm::sm4::print::{program, Style};
    let prog = dxsm::sm4::decode::decode(data, 0)?;
    for (digits17, v10, lossless, hex) in [
        (false, false, false, false),
        (true, false, false, false),
        (false, true, false, false),
        (false, false, true, false),
        (false, false, false, true),
    ] {
        let mut s = String::new();
        program(
            &prog,
            Style {
                digits17,
                v10,
                lossless,
                hex,
            },
            &mut s,
        );
    }
    Ok(())
}

/// Reads a container and every RDEF and signature chunk in it, and prints
/// them (what the `container` fuzz target does).
fn read_chunks(data: &[u8]) -> Result<(), dxsm::error::BinError> {
    use dxsm::dxbc::rdef::BindingStyle;
    let c = Container::read(data, false)?;
    let mut out = String::new();
    for ch in &c.chunks {
        if &ch.fourcc == b"RDEF" {
            let r = rdef::read(ch.data, ch.offset)?;
            rdef::print_buffers(&r, &mut out);
            rdef::print_bindings(&r, BindingStyle::SlotElements, &mut out);
        } else if Layout::of(&ch.fourcc).is_some() {
            let s = signature::read(&ch.fourcc, ch.data, ch.offset)?;
            signature::print(&s, "Input signature", Default::default(), &mut out);
        }
    }
    Ok(())
}

/// Truncations and bit flips of whole files through `disassemble`.
fn damage_binaries(t: &mut Tally, paths: &[PathBuf]) {
    damage_binaries_with(t, paths, &dis)
}

/// Truncations and bit flips of whole files through `f`.
fn damage_binaries_with(t: &mut Tally, paths: &[PathBuf], f: &Reader) {
    for p in paths {
        let data = std::fs::read(p).unwrap();
        let name = p.strip_prefix(CORPUS).unwrap_or(p).display().to_string();
        t.files += 1;
        for cut in cut_offsets(data.len()) {
            t.cuts += 1;
            t.bin(|| format!("{name} cut at {cut}"), &data[..cut], f);
        }
        let mut rng = Rng::new(seed_of(p));
        let mut buf = data.clone();
        for i in 0..FLIPS {
            if data.is_empty() {
                break;
            }
            let bit = rng.below(data.len() * 8);
            buf[bit / 8] ^= 1 << (bit % 8);
            t.flips += 1;
            t.bin(
                || format!("{name} flip #{i} of byte {} bit {}", bit / 8, bit % 8),
                &buf,
                f,
            );
            buf[bit / 8] ^= 1 << (bit % 8);
        }
    }
}

/// A chunk reader: chunk bytes in, success or a located error out.
type Reader = dyn Fn(&[u8]) -> Result<(), dxsm::error::BinError>;

/// For DXBC files: each chunk the library reads on its own (RDEF,
/// signatures, shader code, level 9) truncated at a few offsets inside the
/// chunk and with bits flipped, read with its own reader, so the damage
/// reaches past the container check.
fn damage_chunks(t: &mut Tally, paths: &[PathBuf]) {
    for p in paths {
        let data = std::fs::read(p).unwrap();
        let name = p.strip_prefix(CORPUS).unwrap_or(p).display().to_string();
        let Ok(c) = Container::read(&data, false) else {
            continue;
        };
        for ch in &c.chunks {
            let fourcc = ch.fourcc;
            let base = ch.offset;
            let reader: Box<Reader> = match &fourcc {
                b"RDEF" => Box::new(move |d| rdef::read(d, base).map(|_| ())),
                b"SHDR" | b"SHEX" => Box::new(move |d| {
                    let prog = dxsm::sm4::decode::decode(d, base)?;
                    let mut s = String::new();
                    dxsm::sm4::print::program(&prog, Default::default(), &mut s);
                    Ok(())
                }),
                b"SPDB" => Box::new(move |d| dxsm::dxbc::spdb::read(d, base).map(|_| ())),
                b"Aon9" => Box::new(move |d| {
                    let mut s = String::new();
                    dxsm::sm1::print_level9(d, base, &mut s)
                }),
                f if Layout::of(f).is_some() => {
                    Box::new(move |d| signature::read(&fourcc, d, base).map(|_| ()))
                }
                _ => continue,
            };
            let n = ch.data.len();
            let cuts: Vec<usize> = if n / 4 <= 16 {
                (0..n).step_by(4).collect()
            } else {
                (0..16).map(|i| i * n / 16).chain([n - 1]).collect()
            };
            // Truncations, then bit flips inside the chunk (offset and
            // count fields included), each read by the chunk's reader.
            let mut damaged: Vec<(String, Vec<u8>)> = cuts
                .into_iter()
                .map(|cut| (format!("cut at {cut}"), ch.data[..cut].to_vec()))
                .collect();
            let mut rng = Rng::new(seed_of(p) ^ base as u64);
            for i in 0..CHUNK_FLIPS.min(n * 8) {
                let bit = rng.below(n * 8);
                let mut d = ch.data.to_vec();
                d[bit / 8] ^= 1 << (bit % 8);
                damaged.push((format!("flip #{i} of byte {} bit {}", bit / 8, bit % 8), d));
            }
            for (what, chunk) in damaged {
                t.chunk_cuts += 1;
                // Errors carry absolute file offsets: check against the
                // chunk's end in the file rather than the slice length.
                let end = base + chunk.len();
                match catch_unwind(AssertUnwindSafe(|| reader(&chunk))) {
                    Ok(Ok(())) => {}
                    Ok(Err(e)) => {
                        if e.offset() > end {
                            t.failures.push(format!(
                                "{name} {} {what}: error offset {} past the chunk's end {end}: {e}",
                                ch.name(),
                                e.offset(),
                            ));
                        }
                    }
                    Err(pn) => t.failures.push(format!(
                        "{name} {} {what}: PANIC {}",
                        ch.name(),
                        panic_text(&pn)
                    )),
                }
            }
        }
    }
}

#[test]
fn debug_builds_survive_damage() {
    let mut t = Tally::default();
    let paths = files("oracle/spdb", "o");
    assert_eq!(paths.len(), 8);
    damage_binaries(&mut t, &paths);
    damage_chunks(&mut t, &paths);
    t.report("debug builds (SPDB)");
}

#[test]
fn sm4_5_binaries_survive_damage() {
    let mut t = Tally::default();
    let paths = files("sm4-5", "o");
    assert!(paths.len() >= 250, "corpus missing? {} files", paths.len());
    damage_binaries(&mut t, &paths);
    damage_chunks(&mut t, &paths);
    t.report("sm4-5");
}

#[test]
fn public_binaries_survive_damage() {
    let mut t = Tally::default();
    let paths = files("public", "o");
    assert!(paths.len() >= 250, "corpus missing? {} files", paths.len());
    damage_binaries(&mut t, &paths);
    damage_chunks(&mut t, &paths);
    t.report("public");
}

#[test]
fn sm1_3_binaries_survive_damage() {
    let mut t = Tally::default();
    let all = files("sm1-3", "o");
    assert!(all.len() >= 1000, "corpus missing? {} files", all.len());
    // A fixed sample: every 6th file of the sorted list.
    let paths: Vec<PathBuf> = all.into_iter().step_by(6).collect();
    damage_binaries(&mut t, &paths);
    t.report("sm1-3");
}

/// D3D9 token streams through the SM1-3 validator (`validate_sm1_binary`:
/// decode, then every rule), the same sample and damage as above.
#[test]
fn sm1_3_binaries_validate_after_damage() {
    let mut t = Tally::default();
    let all = files("sm1-3", "o");
    let paths: Vec<PathBuf> = all.into_iter().step_by(6).collect();
    damage_binaries_with(&mut t, &paths, &|d| {
        dxsm::validate::validate_sm1_binary(d).map(|r| {
            for x in &r.diagnostics {
                assert!(x.offset.is_some_and(|o| o + 4 <= d.len()), "{x:?}");
            }
        })
    });
    t.report("sm1-3 validated");
}

/// Byte positions of `s` that are character boundaries, `n` evenly spaced.
fn char_cuts(s: &str, n: usize) -> Vec<usize> {
    let mut v: Vec<usize> = (0..n)
        .map(|i| {
            let mut p = i * s.len() / n;
            while !s.is_char_boundary(p) {
                p += 1;
            }
            p
        })
        .collect();
    v.dedup();
    v
}

/// Characters the mutations insert: what listings are made of, and a few
/// multi-byte ones (columns are sliced by byte position).
const ALPHABET: &[char] = &[
    '0', '1', '2', '5', '9', 'a', 'b', 'c', 'd', 'e', 'f', 'i', 'l', 'm', 'o', 'r', 's', 't', 'u',
    'v', 'x', 'y', 'z', 'w', '_', '.', ',', ';', ':', '(', ')', '[', ']', '{', '}', '+', '-', '/',
    ' ', '\t', '\n', '#', 'é', '܇', '€', '😀',
];

fn check_text(t: &mut Tally, what: impl Fn() -> String, text: &str) {
    let r = catch_unwind(AssertUnwindSafe(|| {
        dxsm::assemble::assemble(text, &Default::default())
    }));
    match r {
        // What the assembler writes, the disassembler reads.
        Ok(Ok(bin)) => {
            if let Err(e) = dxsm::listing::disassemble(&bin, &Default::default()) {
                t.failures.push(format!(
                    "{}: assembled output does not disassemble: {e}",
                    what()
                ));
            }
        }
        Ok(Err(Error::Bin(_))) => {}
        Ok(Err(Error::Text(e))) => {
            let lines: Vec<&str> = text.lines().collect();
            let ok = e.line() >= 1
                && (e.line() <= lines.len().max(1)
                    || (e.line() == lines.len() + 1 && e.col() == 1))
                && e.col() >= 1
                && e.col() <= lines.get(e.line() - 1).map_or(0, |l| l.len()) + 1;
            if !ok {
                t.failures.push(format!(
                    "{}: error position {}:{} outside the text ({} lines): {e}",
                    what(),
                    e.line(),
                    e.col(),
                    lines.len()
                ));
            }
        }
        Err(p) => t
            .failures
            .push(format!("{}: PANIC {}", what(), panic_text(&p))),
    }
}

#[test]
fn sm4_5_listings_survive_damage() {
    let paths = files("sm4-5", "asm");
    assert!(paths.len() >= 250, "corpus missing? {} files", paths.len());
    damage_listings(&paths, "sm4-5 listings");
}

#[test]
fn public_listings_survive_damage() {
    let paths = files("public", "asm");
    assert!(paths.len() >= 250, "corpus missing? {} files", paths.len());
    damage_listings(&paths, "public listings");
}

/// SM1-3 assembly text: through `assemble`, which validates it
/// (`validate_sm1_text`) and then assembles it.
#[test]
fn sm1_3_listings_survive_damage() {
    let paths = files("sm1-3/asm-cases", "asm");
    assert!(paths.len() >= 400, "corpus missing? {} files", paths.len());
    damage_listings(&paths, "sm1-3 listings");
}

fn damage_listings(paths: &[PathBuf], title: &str) {
    let mut t = Tally::default();
    for p in paths {
        let text = std::fs::read_to_string(p).unwrap();
        let name = p.strip_prefix(CORPUS).unwrap_or(p).display().to_string();
        t.files += 1;
        // Truncation at line ends (by line count) and inside lines.
        let starts: Vec<usize> = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        for i in 0..TEXT_CUTS {
            let cut = starts[i * starts.len() / TEXT_CUTS];
            t.cuts += 1;
            check_text(
                &mut t,
                || format!("{name} cut at line start {cut}"),
                &text[..cut],
            );
        }
        for cut in char_cuts(&text, TEXT_CUTS) {
            t.cuts += 1;
            check_text(&mut t, || format!("{name} cut at char {cut}"), &text[..cut]);
        }
        // Mutations: replace, delete or insert one character, each applied
        // to the original text (one damage at a time).
        let mut rng = Rng::new(seed_of(p));
        let bytes = text.as_bytes();
        for i in 0..TEXT_MUTATIONS {
            let mut b = bytes.to_vec();
            let at = rng.below(b.len().max(1));
            let c = ALPHABET[rng.below(ALPHABET.len())];
            let kind = rng.below(3);
            let mut enc = [0u8; 4];
            let c_bytes = c.encode_utf8(&mut enc).as_bytes();
            match kind {
                0 if at < b.len() => {
                    b.splice(at..at + 1, c_bytes.iter().copied());
                }
                1 if at < b.len() => {
                    b.remove(at);
                }
                _ => {
                    b.splice(at..at, c_bytes.iter().copied());
                }
            }
            // The corpus listings are ASCII; a mutation inside a multibyte
            // character would not be text: skip it.
            let Ok(m) = String::from_utf8(b) else {
                continue;
            };
            t.flips += 1;
            check_text(
                &mut t,
                || format!("{name} mutation #{i} (kind {kind}) at byte {at} to {c:?}"),
                &m,
            );
        }
    }
    t.report(title);
}

/// A multi-line `dcl_immediateConstantBuffer` is parsed as one joined
/// line: its errors must still name the line (and column) they are on.
#[test]
fn icb_errors_name_their_own_line() {
    let first = "dcl_immediateConstantBuffer { { 1, 2, 3, 4},";
    let second = "{ 5, 6, 7, x} }";
    let one = dxsm::sm4::parse::parse(&format!("ps_4_0\n{first}{second}\nret \n")).unwrap_err();
    assert_eq!(one.line(), 2, "{one}");
    let two = dxsm::sm4::parse::parse(&format!("ps_4_0\n{first}\n{second}\nret \n")).unwrap_err();
    assert_eq!(
        (two.line(), two.col()),
        (3, one.col() - first.len()),
        "{two}"
    );
    assert_eq!(two.message(), one.message());
}

/// Inputs the fuzz targets crashed on, kept as regression cases: each
/// must give `Ok` or `Err` without panicking.
#[test]
fn fuzz_regressions() {
    let bin: &[(&str, &[u8])] = &[
        // fuzz target `disassemble`: a D3D9 stream whose CTAB comment is
        // too short for the table header; the error pointed 8 bytes past
        // the end of the file (now: the end of the comment).
        (
            "sm1 truncated CTAB (disassemble crash-bc9d760b)",
            b"\x00\x03\xff\xff\xfe\xff\x02\x00CTAB\x1c\x80\x00\x00",
        ),
    ];
    // Shader code chunk bodies, decoded and printed in every style.
    let code: &[(&str, &[u8])] = &[
        // fuzz target `sm4_decode`: a `d(...)` immediate whose bits are a
        // double NaN; printing it underflowed in `fixed6` (now printed as
        // the C runtime prints a NaN).
        (
            "double NaN immediate (sm4_decode crash-dad8d790)",
            b"P\x00\x00\x00\x10\x00\x00\x00\x00\x00F\x04\x10\x00\x00\x00\
              \x00\x00\x00\x10\x00>\x00\x00\x01\x00\x00\n2\x00\x10\x00\
              \x00\x00\x00\x00F\x04\x10\x00\x00\x00\x00\x00\x02P\x00\x00\
              \x00\x00\x00\x00\x00\x00\x10\x00\x00\xff\x00\x00\xff\x01\xff\xff",
        ),
    ];
    let text: &[(&str, &str)] = &[];
    let mut t = Tally {
        files: bin.len() + code.len() + text.len(),
        ..Tally::default()
    };
    for (name, data) in bin {
        t.bin(|| name.to_string(), data, dis);
    }
    for (name, data) in code {
        t.bin(|| name.to_string(), data, print_code);
    }
    for (name, s) in text {
        check_text(&mut t, || name.to_string(), s);
    }
    // The fuzzers' crash files as they were found (`fuzz/regressions/`,
    // named `<target>-<hash>`): shader code bodies for `sm4_decode`,
    // listing text for `header_parse`/`sm4_parse`, whole files otherwise.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions");
    let mut found: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    found.sort();
    for p in found {
        let data = std::fs::read(&p).unwrap();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        t.files += 1;
        if name.starts_with("sm4_decode-") {
            t.bin(|| name.clone(), &data, print_code);
        } else if name.starts_with("header_parse-") || name.starts_with("sm4_parse-") {
            let text = String::from_utf8(data).expect("text targets get UTF-8");
            // The assembler stops at the first code error, before the
            // header: parse the header on its own too.
            check_text(&mut t, || name.clone(), &text);
            match catch_unwind(AssertUnwindSafe(|| {
                dxsm::dxbc::header::parse_header(&text).map(|_| ())
            })) {
                Ok(_) => {}
                Err(p) => t.failures.push(format!("{name}: PANIC {}", panic_text(&p))),
            }
        } else if name.starts_with("hlsl-") {
            // The decompiler: an error, in little memory (a signature
            // register of 905,969,666 once made it write that many).
            match catch_unwind(AssertUnwindSafe(|| dxsm::hlsl::decompile(&data))) {
                Ok(Ok(text)) if text.len() > 1 << 20 => t
                    .failures
                    .push(format!("{name}: {} bytes of HLSL", text.len())),
                Ok(_) => {}
                Err(p) => t.failures.push(format!("{name}: PANIC {}", panic_text(&p))),
            }
        } else {
            t.bin(|| name.clone(), &data, dis);
            t.bin(|| name.clone(), &data, read_chunks);
        }
    }
    t.report("fuzz regressions");
}

/// A version line of a shader model DXBC has no code for is refused at
/// that line (it was written into a container the decoder then refused:
/// fuzz target `sm4_parse`, crash-d8889025).
#[test]
fn shader_models_past_5_are_refused() {
    for v in ["cs_8_0", "ps_6_0", "vs_9_9"] {
        let text = format!("// header\n{v}\nret \n");
        match dxsm::assemble::assemble(&text, &Default::default()) {
            Err(Error::Text(e)) => {
                assert_eq!((e.line(), e.col()), (2, 1), "{e}");
                assert!(e.to_string().contains("not a DXBC shader model"), "{e}");
            }
            other => panic!("{v}: {other:?}"),
        }
    }
}

/// Struct types are shared between members: 60 levels of structs with two
/// members of the next level's type are a few hundred bytes of RDEF but
/// 2^60 lines when expanded. Member offsets near `u32::MAX` must wrap as
/// in C rather than overflow (fuzz target `container`, crash-58a4f27b).
/// Reading and printing must finish (quickly) without panicking.
#[test]
fn rdef_with_exponentially_shared_structs_prints_bounded() {
    use dxsm::dxbc::rdef::{Buffer, Member, Rdef, Type, Variable};
    const LEVELS: usize = 60;
    let mut types = vec![Type {
        class: 0,
        base: 3,
        rows: 1,
        columns: 1,
        ..Type::default()
    }];
    for level in 1..=LEVELS {
        let member = |name: &str, offset| Member {
            name: name.into(),
            ty: level - 1,
            offset,
        };
        types.push(Type {
            class: 5,
            members: vec![member("a", 0), member("b", 0xffff_fff0)],
            ..Type::default()
        });
    }
    let rdef = Rdef {
        major: 5,
        minor: 0,
        program_type: 0xffff,
        flags: 0x100,
        creator: "fuzz".into(),
        buffers: vec![Buffer {
            name: "cb".into(),
            variables: vec![Variable {
                name: "v".into(),
                offset: 0xffff_fff0,
                size: 16,
                flags: 2,
                ty: LEVELS,
                default: None,
                resources: [0; 4],
            }],
            size: 16,
            flags: 0,
            kind: 0,
        }],
        types,
        ..Rdef::default()
    };
    let bytes = rdef::write(&rdef);
    let start = std::time::Instant::now();
    let r = catch_unwind(AssertUnwindSafe(|| {
        let back = rdef::read(&bytes, 0).map_err(|e| e.to_string())?;
        let mut out = String::new();
        rdef::print_buffers(&back, &mut out);
        Ok::<usize, String>(out.len())
    }));
    let elapsed = start.elapsed();
    match r {
        Ok(Ok(len)) => assert!(len < 64 << 20, "printed {len} bytes"),
        Ok(Err(e)) => panic!("the RDEF did not read back: {e}"),
        Err(p) => panic!("PANIC {}", panic_text(&p)),
    }
    assert!(elapsed.as_secs() < 20, "took {elapsed:?}");
}
