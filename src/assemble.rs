//! Listing text → DXBC container. The shader code comes from the text;
//! signatures and resource definitions from the header comments when the
//! listing has them; with a base container (the modder's workflow) every
//! other chunk is kept as it was. The checksum is always recomputed.

use crate::dxbc::header::{parse_header, signature_codes, ParsedHeader};
use crate::dxbc::{rdef, signature, Container};
use crate::error::Error;
use crate::lines::{trim, trim_end, trim_start};
use crate::sm4::parse as sm4_parse;
use crate::sm4::{self, Stage};

/// Options for [`assemble`].
#[derive(Clone, Debug, Default)]
pub struct Options<'a> {
    /// An original container whose other chunks are kept (`--base`).
    pub base: Option<&'a [u8]>,
    /// Read the base even if its checksum is wrong.
    pub ignore_checksum: bool,
    /// Do not run the validator first.
    pub skip_validation: bool,
    /// Opt-in guess (`--guess-floats`): a six-decimal float literal that
    /// a folded constant (1/255, pi/4) also prints as is taken as that
    /// constant. By default a literal is the float nearest its decimal.
    pub guess_floats: bool,
}

/// With `--base`, an SM1-3 program keeps the base's comment blocks (the
/// constant table, debug information) at their places among the
/// instructions: the text has no syntax for them.
pub(crate) fn keep_sm1_comments(
    mut program: crate::sm1::ir::Program,
    base: &[u8],
) -> Result<Vec<u8>, crate::error::BinError> {
    use crate::sm1::ir::Item;
    if crate::dxbc::is_dxbc(base) {
        crate::error::bail!(
            0,
            "the base is a DXBC container; shader model 1-3 text takes a Direct3D 9 token stream"
        );
    }
    let b = crate::sm1::decode(base)?;
    if b.version.is_ps() != program.version.is_ps() {
        crate::error::bail!(
            0,
            "the base is a {} shader; the listing is a {} shader",
            kind(b.version.is_ps()),
            kind(program.version.is_ps())
        );
    }
    // Each comment goes before the instruction it preceded in the base.
    let mut comments: Vec<(usize, Item)> = Vec::new();
    let mut n = 0;
    for item in b.items {
        match item {
            Item::Instruction(_) => n += 1,
            c @ Item::Comment(_) => comments.push((n, c)),
        }
    }
    let old = std::mem::take(&mut program.items);
    let mut comments = comments.into_iter().peekable();
    let mut n = 0;
    for item in old {
        if matches!(item, Item::Instruction(_)) {
            while let Some((_, c)) = comments.next_if(|(at, _)| *at <= n) {
                program.items.push(c);
            }
            n += 1;
        }
        program.items.push(item);
    }
    program.items.extend(comments.map(|(_, c)| c));
    Ok(crate::sm1::encode(&program))
}

fn kind(ps: bool) -> &'static str {
    if ps {
        "pixel"
    } else {
        "vertex"
    }
}

/// With `--base`, each instruction the listing prints exactly as the base's
/// instruction at the same place is the base's, bit for bit: the text
/// cannot tell apart encodings that print alike (a declaration operand
/// with no components or with `.xyzw`, floats past six decimals), and an
/// unedited instruction must come back as it was.
fn keep_unedited(p: &mut sm4::ir::Program, base: &sm4::ir::Program) {
    use crate::sm4::print::{instruction, Style};
    let styles = [
        Style::default(),
        Style {
            digits17: true,
            ..Default::default()
        },
        Style {
            v10: true,
            ..Default::default()
        },
    ];
    let (mut a, mut b) = (String::new(), String::new());
    for (ours, theirs) in p.instructions.iter_mut().zip(&base.instructions) {
        if ours == theirs || ours.opcode != theirs.opcode {
            continue;
        }
        let same = styles.iter().any(|&st| {
            a.clear();
            b.clear();
            instruction(ours, st, &mut a);
            instruction(theirs, st, &mut b);
            a == b
        });
        if same {
            *ours = theirs.clone();
        }
    }
}

/// An SM4/5 base, read once: its container and its code (whose stage the
/// listing must have: the base's signatures and resources belong to it).
fn sm4_base(
    base: &[u8],
    ignore_checksum: bool,
) -> Result<(Container<'_>, sm4::ir::Program), crate::error::BinError> {
    if !crate::dxbc::is_dxbc(base) {
        crate::error::bail!(
            0,
            "the base is not a DXBC container; shader model 4-5 text takes one"
        );
    }
    let c = Container::read(base, !ignore_checksum)?;
    let Some(code) = c.find(&[b"SHDR", b"SHEX"]) else {
        crate::error::bail!(0, "the base has no SHDR or SHEX chunk");
    };
    let program = sm4::decode::decode(code.data, code.offset)?;
    Ok((c, program))
}

/// The line of the indented SM1-3 version line (`    ps_2_0`) a level-9
/// listing prints before its SM4 code, if any.
fn level9_line(text: &str) -> Option<usize> {
    // Each of the four versions holds `s_2_`: most listings hold none and
    // are passed over with one substring search.
    memchr::memmem::find(text.as_bytes(), b"s_2_")?;
    for (n, l) in crate::lines::lines(text).enumerate() {
        let code = &l[..sm4_parse::comment_start(l)];
        let t = trim(code);
        if sm4_parse::parse_version(t).is_some_and(|v| v.1 >= 4) {
            return None;
        }
        // Levels 9.1 and 9.2 give `*_2_0`, level 9.3 `*_2_x`.
        if code.starts_with(' ') && matches!(t, "vs_2_0" | "vs_2_x" | "ps_2_0" | "ps_2_x") {
            return Some(n + 1);
        }
    }
    None
}

/// Whether line `l` ends the SM2 program of a level-9 listing: its slot
/// count comment, or, in a listing without comments, the SM4 version line
/// (`ps_4_0`, also after an instruction number or an offset).
fn ends_level9(l: &str) -> bool {
    if l.starts_with("// approximately ") {
        return true;
    }
    let code = &l[sm4_parse::line_prefix_len(l)..];
    let code = trim(&code[..sm4_parse::comment_start(code)]);
    sm4_parse::parse_version(code).is_some_and(|v| v.1 >= 4)
}

/// The Aon9 chunk data of a level-9 listing (none for other listings):
/// the SM2 program after `// Level9 shader bytecode:` up to its slot
/// count line, read as Microsoft's disassembler prints it (instruction
/// numbers and offsets, minimum-precision marks, hex `def` bits) and
/// validated with the SM1-3 rules unless `skip_validation`, and the
/// mapping tables of the header. Debug comments in it are read past: the
/// rebuilt program has no debug information (the base keeps it).
fn level9_chunk(text: &str, skip_validation: bool) -> Result<Option<Vec<u8>>, Error> {
    let Some(first) = level9_line(text) else {
        return Ok(None);
    };
    // Only the SM2 part's lines, the others blank, so that line numbers
    // stay the listing's.
    let mut sm2 = String::with_capacity(text.len());
    let mut inside = true;
    let mut lines: Vec<(usize, &str)> = Vec::new();
    for (n, l) in crate::lines::lines(text).enumerate() {
        if n + 1 >= first && inside && ends_level9(l) {
            inside = false;
        }
        if n + 1 >= first && inside {
            let prefix = sm4_parse::line_prefix_len(l);
            crate::push::spaces(&mut sm2, prefix);
            sm2.push_str(&l[prefix..]);
        }
        sm2.push('\n');
        if n + 1 < first {
            lines.push((n + 1, l));
        }
    }
    let (program, item_lines) = crate::sm1::parse::parse_level9(&sm2)?;
    if !skip_validation {
        let found = crate::validate::sm1_all(&program, Default::default());
        if let Some(e) = found
            .iter()
            .find(|d| d.severity == crate::validate::Severity::Error)
        {
            let line = e
                .instruction
                .and_then(|i| item_lines.get(i).copied())
                .unwrap_or(first);
            return Err(crate::error::TextError::new(
                line,
                1,
                format!(
                    "error {}: level-9 program: {} (--skip-validation to assemble anyway)",
                    e.code, e.message
                ),
            )
            .into());
        }
    }
    let maps = crate::sm1::level9::parse_maps(&lines)?;
    let tokens = crate::sm1::encode(&program);
    Ok(Some(crate::sm1::level9::write(&tokens, &maps)))
}

/// Whether a line of `text` is a shader model 4-9 version line
/// (`ps_4_0`, after any numbering prefix, spaces and before a comment).
/// Such a line holds `s_`, a digit 4-9 and `_`: only the lines holding
/// that are looked at (found with the `memchr` crate's substring search;
/// most texts hold it once or never).
fn sm4_version_line(text: &str) -> bool {
    let b = text.as_bytes();
    memchr::memmem::find_iter(b, b"s_").any(|at| {
        if !matches!(b.get(at + 2..at + 4), Some([b'4'..=b'9', b'_'])) {
            return false;
        }
        let start = memchr::memrchr(b'\n', &b[..at]).map_or(0, |i| i + 1);
        let end = memchr::memchr(b'\n', &b[at..]).map_or(b.len(), |i| at + i);
        let l = &text[start..end];
        let l = l.strip_suffix('\r').unwrap_or(l);
        let l = trim_start(&l[sm4_parse::line_prefix_len(l)..]);
        sm4_parse::parse_version(trim(&l[..sm4_parse::comment_start(l)])).is_some_and(|v| v.1 >= 4)
    })
}

/// Whether the first code line names a shader model 1-3 profile
/// (`vs_2_0`, `ps.1.4`, `vs_3_sw`): such text is a D3D9 token stream. A
/// major version 0 goes this way too, to be refused as Microsoft's
/// assembler refuses it ("shader version expected").
pub fn is_d3d9(text: &str) -> bool {
    // A level-9 listing holds an indented SM2 program before its SM4 code.
    // (A listing printed with instruction offsets starts its lines with
    // them.)
    if sm4_version_line(text) {
        return false;
    }
    // The first line that is not blank or a preprocessor directive (with
    // the lines a trailing `\` continues it onto).
    let mut directive = false;
    let first = crate::lines::lines(text).find_map(|raw| {
        let continued = directive;
        directive =
            (continued || trim_start(raw).starts_with('#')) && trim_end(raw).ends_with('\\');
        let l = trim(&raw[..sm4_parse::comment_start(raw)]);
        (!continued && !l.is_empty() && !l.starts_with('#')).then_some(l)
    });
    first.is_some_and(|l| {
        let b = l.as_bytes();
        b.len() >= 4
            && (l.starts_with("vs") || l.starts_with("ps"))
            && matches!(b[2], b'_' | b'.')
            && matches!(b[3], b'0'..=b'3')
    })
}

/// Assembles listing text (Microsoft's syntax, header comments optional):
/// SM4/5 into a DXBC container, SM1-3 into a D3D9 token stream.
///
/// ```
/// let text = "ps_4_0\ndcl_output o0.xyzw\nmov o0.xyzw, l(1.000000,0,0,1.000000)\nret \n";
/// let bin = dxsm::assemble::assemble(text, &Default::default()).unwrap();
/// let back = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
/// assert!(back.contains("mov o0.xyzw, l(1.000000,0,0,1.000000)"));
/// ```
pub fn assemble(text: &str, opts: &Options) -> Result<Vec<u8>, Error> {
    let bin = if is_d3d9(text) {
        assemble_sm1(text, opts)?
    } else {
        assemble_sm4(text, opts)?
    };
    // What is written must read back: the disassembler, the validator and
    // the interpreter read at most this much.
    if bin.len() as u64 > crate::limits::MAX_SHADER_BYTES {
        return Err(crate::error::TextError::new(
            1,
            1,
            format!(
                "the shader would be {} bytes, more than the {} MiB a shader file may have (dis, validate and run read no more)",
                bin.len(),
                crate::limits::MAX_SHADER_BYTES >> 20
            ),
        )
        .into());
    }
    Ok(bin)
}

/// SM1-3: parsed once; the validator's findings, and with
/// --skip-validation only the assembler's own (Microsoft's X2xxx codes:
/// syntax, registers and modifiers the version lacks), which D3DAssemble
/// refuses even with D3DCOMPILE_SKIP_VALIDATION.
fn assemble_sm1(text: &str, opts: &Options) -> Result<Vec<u8>, Error> {
    let (program, report) =
        crate::validate::parse_and_validate_sm1(text, Default::default(), opts.skip_validation)?;
    if let Some(e) = report
        .diagnostics
        .iter()
        .find(|d| d.severity == crate::validate::Severity::Error)
    {
        let (line, col) = (e.line.unwrap_or(1), e.column.unwrap_or(1));
        return Err(refused(line, col, &e.code, &e.message));
    }
    match opts.base {
        Some(base) => Ok(keep_sm1_comments(program, base)?),
        None => Ok(crate::sm1::encode(&program)),
    }
}

/// A validator's error as an assembly error.
fn refused(line: usize, col: usize, code: &str, message: &str) -> Error {
    crate::error::TextError::new(
        line,
        col,
        format!("error {code}: {message} (--skip-validation to assemble anyway)"),
    )
    .into()
}

/// SM4/5: the listing parsed (floats kept from the base where unedited),
/// validated and encoded, in a new container or the base's.
fn assemble_sm4(text: &str, opts: &Options) -> Result<Vec<u8>, Error> {
    // The level-9 (Aon9) program of a `*_level_9_x` listing, rebuilt from
    // its SM2 text and mapping tables when there is no base.
    let level9 = match opts.base {
        None => level9_chunk(text, opts.skip_validation)?,
        Some(_) => None,
    };
    let base = match opts.base {
        Some(base) => Some(sm4_base(base, opts.ignore_checksum)?),
        None => None,
    };
    let base_floats = base.as_ref().map(|(_, p)| sm4_parse::BaseValues::new(p));
    let floats = sm4_parse::Floats {
        base: base_floats.as_ref(),
        guess: opts.guess_floats,
    };
    let (mut program, lines) = sm4_parse::parse_with(text, floats)?;
    if let Some((_, b)) = &base {
        if b.stage != program.stage {
            return Err(crate::error::BinError::new(
                0,
                format!(
                    "the base is a {:?} shader; the listing is a {:?} shader",
                    b.stage, program.stage
                ),
            )
            .into());
        }
        keep_unedited(&mut program, b);
    }
    if !opts.skip_validation {
        let diags = crate::validate::sm4::validate(&program);
        if let Some(e) = diags
            .iter()
            .find(|d| d.severity == crate::validate::Severity::Error)
        {
            let line = e
                .instruction
                .and_then(|i| lines.get(i).copied())
                .or(lines.last().copied())
                .unwrap_or(1);
            return Err(refused(line, 1, e.code.as_str(), &e.message));
        }
    }
    let header = parse_header(text)?;
    match &base {
        Some((c, _)) => onto_base(text, opts, c, &program, &header),
        None => Ok(new_container(&program, &header, level9)),
    }
}

/// The code chunk's name: shader model 5, compute shaders of 4.x and
/// shaders with feature flags (minimum precision) are in SHEX chunks
/// (every corpus file).
fn code_name(program: &sm4::ir::Program, features: bool) -> [u8; 4] {
    if program.major >= 5 || program.stage == Stage::Compute || features {
        *b"SHEX"
    } else {
        *b"SHDR"
    }
}

/// The listing's signature chunks (patch constant, input, output), those
/// it has.
fn signature_chunks(header: &ParsedHeader) -> [Option<([u8; 4], Vec<u8>)>; 3] {
    let codes = signature_codes(header);
    let sigs = [&header.patch_constant, &header.input, &header.output];
    std::array::from_fn(|i| match (codes[i], sigs[i]) {
        (Some(code), Some(sig)) => Some((code, signature::write(sig))),
        _ => None,
    })
}

/// `--base`: the base's chunks, with the new code, the listing's
/// signatures where they differ, and a level-9 program rebuilt if edited.
fn onto_base(
    text: &str,
    opts: &Options,
    c: &Container,
    program: &sm4::ir::Program,
    header: &ParsedHeader,
) -> Result<Vec<u8>, Error> {
    let code = sm4::encode::encode(program);
    let new_sigs: Vec<([u8; 4], Vec<u8>)> =
        signature_chunks(header).into_iter().flatten().collect();
    // The base's level-9 program is kept as it is (with its debug
    // information) when the listing prints it unchanged; an edited one is
    // rebuilt from the text.
    let mut new_level9 = None;
    if level9_line(text).is_some() && !level9_unedited(text, c)? {
        new_level9 = level9_chunk(text, opts.skip_validation)?;
    }
    let is_sig = |k: &[u8; 4]| {
        [
            b"ISGN", b"ISG1", b"OSGN", b"OSG5", b"OSG1", b"PCSG", b"PSG1",
        ]
        .contains(&k)
    };
    let mut chunks: Vec<([u8; 4], Vec<u8>)> = Vec::new();
    for k in &c.chunks {
        if &k.fourcc == b"SHDR" || &k.fourcc == b"SHEX" {
            chunks.push((k.fourcc, code.clone()));
        } else if &k.fourcc == b"Aon9" && new_level9.is_some() {
            chunks.push((k.fourcc, new_level9.take().unwrap_or_default()));
        } else if is_sig(&k.fourcc) && !new_sigs.is_empty() {
            // Signatures of the same kind (input/output/patch) are replaced.
            let kind = |f: &[u8; 4]| f[0];
            // The base's own bytes stay where the listing says the same
            // (its chunk may carry padding a rewrite would drop).
            let same = |new: &[u8]| {
                signature::read(&k.fourcc, k.data, k.offset)
                    .is_ok_and(|b| signature::write(&b) == new)
            };
            match new_sigs.iter().find(|(f, _)| kind(f) == kind(&k.fourcc)) {
                Some((f, d)) if *f == k.fourcc && same(d) => {
                    chunks.push((k.fourcc, k.data.to_vec()))
                }
                Some(s) => chunks.push(s.clone()),
                None => chunks.push((k.fourcc, k.data.to_vec())),
            }
        } else {
            chunks.push((k.fourcc, k.data.to_vec()));
        }
    }
    if new_level9.is_some() {
        // Nowhere to put it: the base is not a level-9 container.
        return Err(crate::error::TextError::new(
            level9_line(text).unwrap_or(1),
            1,
            "the listing holds a level-9 program but the base has no Aon9 chunk",
        )
        .into());
    }
    let refs: Vec<([u8; 4], &[u8])> = chunks.iter().map(|(f, d)| (*f, d.as_slice())).collect();
    Ok(crate::dxbc::write(&refs))
}

/// Whether the listing prints the base's level-9 program as it is, with
/// or without hex literals, instruction numbers and offsets
/// (D3DDisassemble 0x80, 0x4, 0x20).
fn level9_unedited(text: &str, c: &Container) -> Result<bool, Error> {
    let Some(k) = c.find(&[b"Aon9"]) else {
        return Ok(false);
    };
    for v in 0..8u8 {
        let mut printed = String::new();
        let flags = crate::sm1::print::Flags {
            hex: v & 1 != 0,
            numbers: v & 2 != 0,
            offsets: v & 4 != 0,
            ..Default::default()
        };
        crate::sm1::level9::print_level9_with(k.data, k.offset, flags, &mut printed)?;
        // Without its comments (no mapping tables to have been edited),
        // the program's code lines alone tell it unedited.
        let bare = !text.contains("// Level9 shader bytecode:");
        if text.contains(&printed) || (bare && code_lines_within(text, &printed)) {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Whether `printed`'s code lines (neither blank nor `//` comments) come,
/// in order and together, among `text`'s code lines: the level-9 program
/// of a listing printed without its comment lines.
fn code_lines_within(text: &str, printed: &str) -> bool {
    let code = |s: &'_ str| -> Vec<String> {
        crate::lines::lines(s)
            .map(trim)
            .filter(|t| !t.is_empty() && !t.starts_with("//"))
            .map(str::to_owned)
            .collect()
    };
    let (t, p) = (code(text), code(printed));
    !p.is_empty() && t.windows(p.len()).any(|w| w == p.as_slice())
}

/// The resource definitions written for a listing: its header's, with
/// the program's version and the compiler's default flags and creator.
fn rdef_for(program: &sm4::ir::Program, header: &ParsedHeader) -> rdef::Rdef {
    let mut r = header.rdef.clone().unwrap_or_default();
    r.major = program.major;
    r.minor = program.minor;
    r.program_type = program.stage.rdef_program_type();
    if r.flags == 0 {
        // What the compiler sets by default (D3DCOMPILE_NO_PRESHADER). The
        // one compile flag the code shows: `dcl_globalFlags skipOptimization`
        // comes from D3DCOMPILE_SKIP_OPTIMIZATION.
        r.flags = 0x100;
        let skip = program
            .instructions
            .iter()
            .filter(|i| i.opcode == sm4::Opcode::DclGlobalFlags)
            .any(|i| {
                i.get::<sm4::GlobalFlags>()
                    .contains(sm4::GlobalFlags::SKIP_OPTIMIZATION)
            });
        if skip {
            r.flags |= 0x4;
        }
    }
    if r.creator.is_empty() {
        r.creator = header
            .creator
            .clone()
            .unwrap_or_else(|| "Microsoft (R) HLSL Shader Compiler 6.3.9600.16384".into());
    }
    r
}

/// A new container in Microsoft's chunk order, from the listing alone.
fn new_container(
    program: &sm4::ir::Program,
    header: &ParsedHeader,
    level9: Option<Vec<u8>>,
) -> Vec<u8> {
    let code = sm4::encode::encode(program);
    let features = crate::dxbc::features::chunk(program);
    let code_name = code_name(program, features.is_some());
    let mut chunks: Vec<([u8; 4], Vec<u8>)> = Vec::new();
    // A level-9 container's order: Aon9, code, STAT, SFI0, RDEF, signatures.
    let mut tail: Vec<([u8; 4], Vec<u8>)> = Vec::new();
    // The listing of a reflection-stripped container (no RDEF, no STAT)
    // says so in its header: write neither.
    let stripped = header.rdef.is_none()
        && header.creator.as_deref() == Some(crate::dxbc::header::STRIPPED_CREATOR);
    if !stripped {
        chunks.push((*b"RDEF", rdef::write(&rdef_for(program, header))));
    }
    // Microsoft's order: input, (hull: patch constant), output; domain
    // shaders put the patch constant signature between input and output.
    let mut sigs = signature_chunks(header);
    let order = match (&sigs[0], program.stage) {
        (None, _) => [1, 2, 0],
        (Some(_), Stage::Hull) => [1, 2, 0],
        (Some(_), _) => [1, 0, 2],
    };
    for i in order {
        chunks.extend(sigs[i].take());
    }
    // Microsoft's order puts the interfaces chunk right before the code.
    if let Some(f) = &header.ifce {
        chunks.push((*b"IFCE", crate::dxbc::ifce::write(f)));
    }
    if let Some(aon9) = level9 {
        tail = std::mem::take(&mut chunks);
        chunks.push((*b"Aon9", aon9));
        chunks.push((code_name, code));
        if !stripped {
            chunks.push((*b"STAT", crate::dxbc::stat::compute(program)));
        }
        if let Some(sfi0) = features {
            chunks.push((*b"SFI0", sfi0));
        }
    } else {
        chunks.push((code_name, code));
        if let Some(sfi0) = features {
            chunks.push((*b"SFI0", sfi0));
        }
        if !stripped {
            chunks.push((*b"STAT", crate::dxbc::stat::compute(program)));
        }
    }
    chunks.append(&mut tail);
    let refs: Vec<([u8; 4], &[u8])> = chunks.iter().map(|(f, d)| (*f, d.as_slice())).collect();
    crate::dxbc::write(&refs)
}
