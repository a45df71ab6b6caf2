//! A small C-like preprocessor for assembly text: line continuations
//! (`\` at the end of a line), `#define NAME body` and
//! `#define NAME(a, b) body`, expanded by identifier. Other directives are
//! dropped. Line numbers are kept (a continued line leaves empty lines).
//!
//! Contract: expansion depth and the length of an expanded line are
//! bounded, so self-referencing or doubling macros terminate; the whole
//! expanded text is bounded by the largest shader file
//! ([`crate::limits::MAX_SHADER_BYTES`]), past which it is an error: a
//! few lines of doubling macros cannot fill the memory.

use std::borrow::Cow;
use std::collections::HashMap;

struct Macro {
    params: Option<Vec<String>>,
    body: String,
}

const MAX_DEPTH: usize = 32;
/// Longest expansion of one line; past it the rest is left unexpanded.
const MAX_LINE: usize = 1 << 16;

/// Expands the text; the result has as many lines as the input. A text
/// with no `#` and no `\` has nothing to expand or join and is given
/// back as it is (most listings).
pub fn preprocess(text: &str) -> Result<Cow<'_, str>, crate::error::TextError> {
    if memchr::memchr2(b'#', b'\\', text.as_bytes()).is_none() {
        return Ok(Cow::Borrowed(text));
    }
    // Join continued lines, padding with empty lines.
    // (A line nothing continues is borrowed.)
    let mut lines: Vec<Cow<str>> = Vec::new();
    let mut pending = String::new();
    let mut pad = 0;
    for l in crate::lines::lines(text) {
        if let Some(head) = l.strip_suffix('\\') {
            pending.push_str(head);
            pending.push(' ');
            pad += 1;
            continue;
        }
        if pad == 0 {
            lines.push(Cow::Borrowed(l));
            continue;
        }
        pending.push_str(l);
        lines.push(Cow::Owned(std::mem::take(&mut pending)));
        lines.extend(std::iter::repeat_n(Cow::Borrowed(""), pad));
        pad = 0;
    }
    if !pending.is_empty() {
        lines.push(Cow::Owned(pending));
    }
    let mut macros: HashMap<String, Macro> = HashMap::new();
    let mut out = String::with_capacity(text.len());
    for (n, l) in lines.into_iter().enumerate() {
        if out.len() as u64 > crate::limits::MAX_SHADER_BYTES {
            return Err(crate::error::TextError::new(
                n,
                1,
                format!(
                    "the macros expand the text past {} MiB, the most a shader may have",
                    crate::limits::MAX_SHADER_BYTES >> 20
                ),
            ));
        }
        let t = l.trim_start();
        if let Some(d) = t.strip_prefix('#') {
            if let Some(def) = d.trim_start().strip_prefix("define") {
                define(def.trim(), &mut macros);
            }
            out.push('\n');
            continue;
        }
        out.push_str(&expand(&l, &macros, 0));
        out.push('\n');
    }
    Ok(Cow::Owned(out))
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}
fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

fn define(def: &str, macros: &mut HashMap<String, Macro>) {
    let name_end = def.find(|c: char| !is_ident(c)).unwrap_or(def.len());
    let name = def[..name_end].to_string();
    if name.is_empty() {
        return;
    }
    let rest = &def[name_end..];
    if let Some(r) = rest.strip_prefix('(') {
        if let Some(close) = r.find(')') {
            let params = r[..close]
                .split(',')
                .map(|p| p.trim().to_string())
                .filter(|p| !p.is_empty())
                .collect();
            macros.insert(
                name,
                Macro {
                    params: Some(params),
                    body: r[close + 1..].trim().to_string(),
                },
            );
        }
        return;
    }
    macros.insert(
        name,
        Macro {
            params: None,
            body: rest.trim().to_string(),
        },
    );
}

/// Splits a macro call's argument text at top-level commas.
fn split_args(s: &str) -> Vec<String> {
    let mut v = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                v.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    v.push(cur.trim().to_string());
    v
}

/// `s` with the macros expanded (borrowed when there is nothing to expand:
/// most listings define no macros).
fn expand<'s>(s: &'s str, macros: &HashMap<String, Macro>, depth: usize) -> Cow<'s, str> {
    if depth > MAX_DEPTH || macros.is_empty() {
        return Cow::Borrowed(s);
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        if out.len() > MAX_LINE {
            out.extend(&chars[i..]);
            break;
        }
        let c = chars[i];
        // Identifiers only: a name glued to digits (`c10`) is one token.
        if is_ident_start(c) && (i == 0 || !is_ident(chars[i - 1])) {
            let start = i;
            while i < chars.len() && is_ident(chars[i]) {
                i += 1;
            }
            let name: String = chars[start..i].iter().collect();
            match macros.get(&name) {
                Some(Macro { params: None, body }) => {
                    out.push_str(&expand(body, macros, depth + 1));
                }
                Some(Macro {
                    params: Some(params),
                    body,
                }) => {
                    let mut j = i;
                    while j < chars.len() && chars[j].is_whitespace() {
                        j += 1;
                    }
                    if j < chars.len() && chars[j] == '(' {
                        let mut k = j + 1;
                        let mut d = 1;
                        while k < chars.len() && d > 0 {
                            match chars[k] {
                                '(' => d += 1,
                                ')' => d -= 1,
                                _ => {}
                            }
                            k += 1;
                        }
                        let inner: String = chars[j + 1..k.saturating_sub(1).max(j + 1)]
                            .iter()
                            .collect();
                        let args = split_args(&inner);
                        let mut map = HashMap::new();
                        for (p, a) in params.iter().zip(args) {
                            map.insert(
                                p.clone(),
                                Macro {
                                    params: None,
                                    body: a,
                                },
                            );
                        }
                        out.push_str(&expand(&expand_once(body, &map), macros, depth + 1));
                        i = k;
                    } else {
                        out.push_str(&name);
                    }
                }
                None => out.push_str(&name),
            }
            continue;
        }
        out.push(c);
        i += 1;
    }
    Cow::Owned(out)
}

/// One pass of parameter substitution (no rescanning).
fn expand_once<'s>(s: &'s str, params: &HashMap<String, Macro>) -> Cow<'s, str> {
    expand(s, params, MAX_DEPTH)
}

/// The line numbers Microsoft's assembler reports: `map[i]` is the number
/// of physical line `i + 1`, with one entry past the last line (the end of
/// the file). `#line N` gives the line after it the number N (the file
/// name that may follow is not kept). Empty when the text has no `#` (no
/// directive: every line keeps its number), so that callers read it as
/// `map.get(i).unwrap_or(i + 1)`; most texts have none, and numbering
/// every line was 5% of assembling one that is refused.
pub fn line_map(text: &str) -> Vec<usize> {
    if memchr::memchr(b'#', text.as_bytes()).is_none() {
        return Vec::new();
    }
    let mut map = Vec::new();
    let mut n = 1usize;
    for l in crate::lines::lines(text) {
        map.push(n);
        let directive = l
            .trim_start()
            .strip_prefix('#')
            .map(str::trim_start)
            .and_then(|d| d.strip_prefix("line"))
            .filter(|d| d.starts_with(char::is_whitespace));
        let next = directive.and_then(|d| {
            let d = d.trim_start();
            let end = d.find(|c: char| !c.is_ascii_digit()).unwrap_or(d.len());
            d[..end].parse::<usize>().ok()
        });
        n = next.unwrap_or(n.saturating_add(1));
    }
    map.push(n);
    map
}

#[cfg(test)]
mod tests {
    #[test]
    fn line_directive_renumbers() {
        let m = super::line_map("vs_1_1\n#line 10 \"a.vsh\"\nmov r0, v0\n\n");
        assert_eq!(m, vec![1, 2, 10, 11, 12]);
    }

    /// Without a `#`, no line is renumbered: the map is empty, read as
    /// every line keeping its number.
    #[test]
    fn no_directive_no_map() {
        assert!(super::line_map("vs_1_1\nmov r0, v0\n").is_empty());
        let m = super::line_map("vs_1_1\n// #\nmov r0, v0\n");
        assert_eq!(m, vec![1, 2, 3, 4]);
    }
}
