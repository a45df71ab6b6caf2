//! Line splitting for listings: the lines [`str::lines`] gives, found with
//! the `memchr` crate. Listing lines are short (20 to 80 bytes), where the
//! standard library's search spends more on setting up than on searching
//! (a plain byte loop beat it); the crate's beats the byte loop
//! (docs/PERFORMANCE.md).
//! The assembler splits each text several times.

/// The lines of `text`, as [`str::lines`] splits them: at `\n` or `\r\n`,
/// with no empty line after a final line ending.
pub(crate) fn lines(text: &str) -> Lines<'_> {
    Lines { rest: text }
}

/// The iterator [`lines`] returns.
#[derive(Clone)]
pub(crate) struct Lines<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        if self.rest.is_empty() {
            return None;
        }
        match memchr::memchr(b'\n', self.rest.as_bytes()) {
            Some(i) => {
                let line = &self.rest[..i];
                self.rest = &self.rest[i + 1..];
                Some(line.strip_suffix('\r').unwrap_or(line))
            }
            // A last line without a line ending keeps a `\r` it ends with.
            None => Some(std::mem::take(&mut self.rest)),
        }
    }
}

/// `s` without the whitespace at its ends, as [`str::trim`] gives it, found
/// byte by byte where both ends are ASCII (every listing line in practice):
/// `str::trim` decodes each end's characters and tests them against
/// Unicode's White_Space, 7% of SM1-3 `asm` on public listings.
pub(crate) fn trim(s: &str) -> &str {
    trim_end(trim_start(s))
}

/// `s` without the whitespace at its start, as [`str::trim_start`] gives
/// it, byte by byte when what is left starts with an ASCII character.
pub(crate) fn trim_start(s: &str) -> &str {
    let t = s.trim_ascii_start();
    // Vertical tab is whitespace to `str::trim`, not to `trim_ascii`.
    match t.as_bytes().first() {
        Some(&a) if a.is_ascii() && a != 0x0B => t,
        None => t,
        _ => s.trim_start(),
    }
}

/// `s` without the whitespace at its end, as [`str::trim_end`] gives it,
/// byte by byte when what is left ends with an ASCII character.
pub(crate) fn trim_end(s: &str) -> &str {
    let t = s.trim_ascii_end();
    match t.as_bytes().last() {
        Some(&b) if b.is_ascii() && b != 0x0B => t,
        None => t,
        _ => s.trim_end(),
    }
}

/// Where the first whitespace character of `s` is, as
/// `s.find(char::is_whitespace)` gives it: byte by byte while the text is
/// ASCII (the standard search decodes every character).
pub(crate) fn find_whitespace(s: &str) -> Option<usize> {
    for (i, &b) in s.as_bytes().iter().enumerate() {
        match b {
            // The ASCII characters of Unicode's White_Space.
            b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ' => return Some(i),
            0x80.. => return s[i..].find(char::is_whitespace).map(|k| i + k),
            _ => {}
        }
    }
    None
}

/// Where `needle` (not empty) first starts in `hay`, as [`str::find`]
/// gives it: the candidates are found by their first byte with `memchr`.
/// The standard search builds a two-way searcher per call, which cost
/// more than the search on the short lines of a listing's header.
pub(crate) fn find(hay: &str, needle: &str) -> Option<usize> {
    let (h, n) = (hay.as_bytes(), needle.as_bytes());
    let (&first, _) = n.split_first()?;
    let mut from = 0;
    while let Some(i) = memchr::memchr(first, h.get(from..)?) {
        let at = from + i;
        if h[at..].starts_with(n) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// `hay` split around the first `needle`, as [`str::split_once`] gives it.
pub(crate) fn split_once<'a>(hay: &'a str, needle: &str) -> Option<(&'a str, &'a str)> {
    let at = find(hay, needle)?;
    Some((&hay[..at], &hay[at + needle.len()..]))
}

/// The number of `\n` in `text`.
pub(crate) fn newlines(text: &str) -> usize {
    text.bytes().filter(|b| *b == b'\n').count()
}

/// ASCII decimal digits (at least one, nothing else) as a `u64`, as
/// `str::parse` reads them without a sign; `None` past `u64`. Both
/// assemblers read register numbers with it: a byte loop, where the
/// library's general parser cost a fifth of reading a register.
pub(crate) fn decimal(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u64, |n, d| {
        d.is_ascii_digit()
            .then(|| n.checked_mul(10)?.checked_add(u64::from(d - b'0')))
            .flatten()
    })
}

#[cfg(test)]
mod tests {
    /// [`super::find`] and [`super::split_once`] against the standard
    /// library's on every pair of short texts over a small alphabet (with
    /// a two-byte character, whose bytes must not match alone).
    #[test]
    fn find_as_the_standard_library() {
        let alphabet = ["a", "b", "/", "é"];
        let texts = |max: usize| {
            let mut all = vec![String::new()];
            let mut last = vec![String::new()];
            for _ in 0..max {
                last = last
                    .iter()
                    .flat_map(|t| alphabet.iter().map(move |c| format!("{t}{c}")))
                    .collect();
                all.extend(last.iter().cloned());
            }
            all
        };
        let (hays, needles) = (texts(5), texts(3));
        for h in &hays {
            for n in needles.iter().filter(|n| !n.is_empty()) {
                assert_eq!(super::find(h, n), h.find(n.as_str()), "{h:?} {n:?}");
                assert_eq!(super::split_once(h, n), h.split_once(n.as_str()));
            }
        }
    }

    /// The same lines as the standard library's on every text of up to 7
    /// characters made of those that matter: `\n`, `\r` (alone or before
    /// `\n`), a letter, a character of two bytes.
    #[test]
    fn lines_are_the_standard_librarys() {
        let alphabet = ['a', '\r', '\n', 'é'];
        let mut texts = vec![String::new()];
        for _ in 0..7 {
            let longer: Vec<String> = texts
                .iter()
                .filter(|t| t.chars().count() == texts.last().map_or(0, |l| l.chars().count()))
                .flat_map(|t| alphabet.iter().map(move |c| format!("{t}{c}")))
                .collect();
            texts.extend(longer);
        }
        assert_eq!(texts.len(), (0..=7).map(|n| 4usize.pow(n)).sum::<usize>());
        for text in &texts {
            let ours: Vec<&str> = super::lines(text).collect();
            let std: Vec<&str> = text.lines().collect();
            assert_eq!(ours, std, "{text:?}");
            assert_eq!(super::newlines(text), text.matches('\n').count());
        }
    }

    /// The same as `str::trim`, `trim_start` and `trim_end` on every text
    /// of up to 5 characters made of ASCII whitespace, vertical tab,
    /// Unicode whitespace (no-break space, NEL, ideographic space), a
    /// letter and a non-space character of two bytes.
    #[test]
    fn find_whitespace_is_the_standard_librarys() {
        let alphabet = [
            ' ', '\t', '\n', '\r', '\x0B', '\x0C', '\x1C', '\u{A0}', '\u{85}', '\u{3000}', 'a', 'é',
        ];
        let mut last = vec![String::new()];
        let mut n = 0;
        for _ in 0..4 {
            last = last
                .iter()
                .flat_map(|t| alphabet.iter().map(move |c| format!("{t}{c}")))
                .collect();
            for text in &last {
                assert_eq!(
                    super::find_whitespace(text),
                    text.find(char::is_whitespace),
                    "{text:?}"
                );
                n += 1;
            }
        }
        assert_eq!(n, (1..=4).map(|k| 12usize.pow(k)).sum::<usize>());
    }

    #[test]
    fn trim_is_the_standard_librarys() {
        let alphabet = [
            ' ', '\t', '\n', '\r', '\x0B', '\x0C', '\u{A0}', '\u{85}', '\u{3000}', 'a', 'é',
        ];
        let mut texts = vec![String::new()];
        let mut last = vec![String::new()];
        for _ in 0..5 {
            last = last
                .iter()
                .flat_map(|t| alphabet.iter().map(move |c| format!("{t}{c}")))
                .collect();
            texts.extend(last.iter().cloned());
        }
        assert_eq!(texts.len(), (0..=5).map(|n| 11usize.pow(n)).sum::<usize>());
        for text in &texts {
            assert_eq!(super::trim(text), text.trim(), "{text:?}");
            assert_eq!(super::trim_start(text), text.trim_start(), "{text:?}");
            assert_eq!(super::trim_end(text), text.trim_end(), "{text:?}");
        }
    }

    /// Register numbers read as `str::parse` reads digits, as `u64` and
    /// (the SM1-3 assembler's view) as `u32`.
    #[test]
    fn decimal_is_str_parse_of_digits() {
        for s in [
            "",
            "0",
            "7",
            "00012",
            "2047",
            "4294967295",
            "4294967296",
            "18446744073709551615",
            "18446744073709551616",
            "12a",
            "1 ",
            "+1",
            "-1",
            "é",
        ] {
            let unsigned = !s.starts_with('+');
            assert_eq!(
                super::decimal(s.as_bytes()),
                s.parse::<u64>().ok().filter(|_| unsigned),
                "{s:?}"
            );
            assert_eq!(
                super::decimal(s.as_bytes()).and_then(|n| u32::try_from(n).ok()),
                s.parse::<u32>().ok().filter(|_| unsigned),
                "{s:?}"
            );
        }
    }
}
