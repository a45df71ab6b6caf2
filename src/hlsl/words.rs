//! The identifiers of the decompiler's own HLSL text, for the passes that
//! give registers their reflection names after the statements are
//! written (`t0` to `g_disp`).

/// Whether `s` is an identifier.
pub fn identifier(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The identifiers of `line` and their byte offsets (numbers such as
/// `0x0000ff00u` or `2.5` are skipped).
pub fn words(line: &str) -> impl Iterator<Item = (&str, usize)> + '_ {
    let b = line.as_bytes();
    let mut k = 0;
    std::iter::from_fn(move || {
        while k < b.len() {
            let start = k;
            if ident_byte(b[k]) {
                while k < b.len() && ident_byte(b[k]) {
                    k += 1;
                }
                if !b[start].is_ascii_digit() {
                    return Some((&line[start..k], start));
                }
            } else {
                k += 1;
            }
        }
        None
    })
}

/// Whether byte `b` can be part of an identifier.
fn ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Where `word` stands as a whole identifier in `hlsl`'s code (not in a
/// `//` line), first to last.
fn places<'a>(hlsl: &'a str, word: &'a str) -> impl Iterator<Item = usize> + 'a {
    let b = hlsl.as_bytes();
    memchr::memmem::find_iter(b, word.as_bytes()).filter(move |&at| {
        let end = at + word.len();
        let line = memchr::memrchr(b'\n', &b[..at]).map_or(0, |k| k + 1);
        (at == 0 || !ident_byte(b[at - 1]))
            && (end == b.len() || !ident_byte(b[end]))
            && !b[line..].starts_with(b"//")
    })
}

/// Whether `word` is already an identifier of `hlsl`'s code.
pub fn used(hlsl: &str, word: &str) -> bool {
    !word.is_empty() && places(hlsl, word).next().is_some()
}

/// `hlsl` with each identifier `old` of `renames` replaced by its `new` in
/// the code, but in `register(...)` (the register stays where it is).
pub fn renamed(hlsl: &str, renames: &[(String, &str)]) -> String {
    // Each old name's places, found by a fast substring search, then put
    // in order.
    let mut hits: Vec<(usize, usize, &str)> = Vec::new();
    for (k, (old, new)) in renames.iter().enumerate() {
        // An old name given twice (two objects at one register of a
        // damaged reflection chunk) takes its first new name.
        if old.is_empty() || renames[..k].iter().any(|(o, _)| o == old) {
            continue;
        }
        hits.extend(
            places(hlsl, old)
                .filter(|&at| !hlsl[..at].ends_with("register("))
                .map(|at| (at, old.len(), *new)),
        );
    }
    hits.sort_unstable();
    let mut out = String::with_capacity(hlsl.len() + 16 * hits.len());
    let mut last = 0;
    for (at, len, new) in hits {
        out.push_str(&hlsl[last..at]);
        out.push_str(new);
        last = at + len;
    }
    out.push_str(&hlsl[last..]);
    out
}
