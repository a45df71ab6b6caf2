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
pub fn words(line: &str) -> Vec<(&str, usize)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut k = 0;
    while k < b.len() {
        let start = k;
        if b[k].is_ascii_alphanumeric() || b[k] == b'_' {
            while k < b.len() && (b[k].is_ascii_alphanumeric() || b[k] == b'_') {
                k += 1;
            }
            if !b[start].is_ascii_digit() {
                out.push((&line[start..k], start));
            }
        } else {
            k += 1;
        }
    }
    out
}

/// Whether `word` is already an identifier of `hlsl`'s code.
pub fn used(hlsl: &str, word: &str) -> bool {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    hlsl.match_indices(word).any(|(at, _)| {
        let line = hlsl[..at].rfind('\n').map_or(0, |k| k + 1);
        !hlsl[..at].ends_with(ident)
            && !hlsl[at + word.len()..].starts_with(ident)
            && !hlsl[line..].starts_with("//")
    })
}

/// `hlsl` with each identifier `old` of `renames` replaced by its `new` in
/// the code, but in `register(...)` (the register stays where it is).
pub fn renamed(hlsl: &str, renames: &[(String, &str)]) -> String {
    let mut out = String::with_capacity(hlsl.len());
    for line in hlsl.split_inclusive('\n') {
        if line.starts_with("//") || !renames.iter().any(|(old, _)| line.contains(old.as_str())) {
            out.push_str(line);
            continue;
        }
        let mut last = 0;
        for (w, at) in words(line) {
            let Some((_, new)) = renames.iter().find(|(old, _)| old == w) else {
                continue;
            };
            if !line[..at].ends_with("register(") {
                out.push_str(&line[last..at]);
                out.push_str(new);
                last = at + w.len();
            }
        }
        out.push_str(&line[last..]);
    }
    out
}
