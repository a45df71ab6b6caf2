//! Short pieces of listing text appended a byte at a time. A listing is
//! built from many one- and two-character pieces (`r`, `cb`, `, `, `12`);
//! `String::push_str` copies each through a `memcpy` call, which costs more
//! than the copy itself for pieces that short (seen in `perf` as the
//! largest single cost of SM1-3 `dis`).

/// Appends `s`, byte by byte when it is one or two bytes long.
#[inline]
pub fn short(out: &mut String, s: &str) {
    match s.as_bytes() {
        [a] if a.is_ascii() => out.push(*a as char),
        [a, b] if a.is_ascii() && b.is_ascii() => {
            out.push(*a as char);
            out.push(*b as char);
        }
        _ => out.push_str(s),
    }
}

/// Appends the first `keep` bytes of `s`, which is at least `W` bytes
/// long (padded with spaces): its first `W` bytes copied whole, a move of
/// a fixed size, then cut back. A piece of variable length is a `memcpy`
/// call, or a push per byte, each reloading and storing the string's
/// length. Every caller's pieces are ASCII (tables checked when built,
/// names followed by spaces); the first `W` bytes are tested for it here,
/// in the registers the copy loads them into, so that the cut needs no
/// character-boundary check of the byte just written (`String::truncate`
/// made one: a seventh of printing an SM1-3 instruction). Any other piece
/// is appended through `push_str`, its first `keep` bytes or, where that
/// is no boundary, whole.
#[inline(always)]
pub fn padded<const W: usize>(out: &mut String, s: &str, keep: usize) {
    match s.as_bytes().get(..W) {
        Some(w) if keep <= W && ascii_words(w) => {
            // SAFETY: `w` is ASCII (tested above), so the string stays
            // UTF-8 with `w` appended and after any cut of it.
            let v = unsafe { out.as_mut_vec() };
            v.extend_from_slice(w);
            v.truncate(v.len() - W + keep);
        }
        _ => out.push_str(s.get(..keep).unwrap_or(s)),
    }
}

/// Whether `w`, whole 8-byte words, is ASCII: one mask a word, on the
/// words [`padded`] copies.
#[inline(always)]
fn ascii_words(w: &[u8]) -> bool {
    let (words, rest) = w.as_chunks::<8>();
    rest.is_empty()
        && words
            .iter()
            .all(|c| u64::from_ne_bytes(*c) & 0x8080_8080_8080_8080 == 0)
}

/// `N` pieces of text for [`padded`]: eight bytes each, padded with
/// spaces, and their lengths (up to the first space).
pub struct Padded<const N: usize> {
    /// The pieces, eight bytes each.
    pub text: [&'static str; N],
    /// Their lengths without the padding.
    pub len: [u8; N],
}

impl<const N: usize> Padded<N> {
    /// The pieces of `bytes`, `8 * N` ASCII bytes (checked when the table
    /// is built, at compile time).
    pub const fn new(bytes: &'static [u8]) -> Self {
        assert!(bytes.len() == 8 * N && bytes.is_ascii());
        let mut text = [""; N];
        let mut len = [0u8; N];
        let mut rest = bytes;
        let mut i = 0;
        while i < N {
            let (piece, after) = rest.split_at(8);
            text[i] = match std::str::from_utf8(piece) {
                Ok(t) => t,
                Err(_) => panic!("ASCII"),
            };
            let mut n = 0;
            while n < 8 && piece[n] != b' ' {
                n += 1;
            }
            len[i] = n as u8;
            rest = after;
            i += 1;
        }
        Padded { text, len }
    }

    /// Appends piece `i` (nothing past the table).
    #[inline(always)]
    pub fn push(&self, out: &mut String, i: usize) {
        if let (Some(t), Some(&n)) = (self.text.get(i), self.len.get(i)) {
            padded::<8>(out, t, n.into());
        }
    }
}

/// 0 to 255 in decimal, padded.
static NUMBERS: Padded<256> = Padded::new(&NUMBER_BYTES);

/// [`NUMBERS`]' bytes: 0 to 255 in decimal, eight bytes each.
pub const NUMBER_BYTES: [u8; 2048] = {
    let mut b = [b' '; 2048];
    let mut n = 0;
    while n < 256 {
        let (h, t, u) = (n / 100, n / 10 % 10, n % 10);
        let at = 8 * n;
        if h > 0 {
            b[at] = b'0' + h as u8;
            b[at + 1] = b'0' + t as u8;
            b[at + 2] = b'0' + u as u8;
        } else if t > 0 {
            b[at] = b'0' + t as u8;
            b[at + 1] = b'0' + u as u8;
        } else {
            b[at] = b'0' + u as u8;
        }
        n += 1;
    }
    b
};

/// Appends `n` spaces, a slice at a time (`String: Extend<char>` pushes
/// them one by one, each with its own capacity check: 4% of the
/// instructions of `dis` on a small shader, whose header tables are
/// mostly padding).
pub fn spaces(out: &mut String, mut n: usize) {
    const SPACES: &str = "                                                                ";
    while n > 0 {
        let k = n.min(SPACES.len());
        out.push_str(&SPACES[..k]);
        n -= k;
    }
}

/// Appends `n` in decimal. Always inlined, the longer numbers apart: left
/// to the compiler, whether it was inlined changed with unrelated code
/// elsewhere in the crate (a call per register number then cost 2% of
/// SM1-3 `dis`).
#[inline(always)]
pub fn uint(out: &mut String, n: u64) {
    match n {
        0..=9 => out.push((b'0' + n as u8) as char),
        10..=99 => {
            out.push((b'0' + (n / 10) as u8) as char);
            out.push((b'0' + (n % 10) as u8) as char);
        }
        _ => long_uint(out, n),
    }
}

/// [`uint`] for 100 and up (up to 255 from a table: the constant
/// registers of public SM1-3 shaders; `itoa` past it).
#[inline(never)]
fn long_uint(out: &mut String, n: u64) {
    match usize::try_from(n) {
        Ok(i @ 0..=255) => NUMBERS.push(out, i),
        _ => out.push_str(itoa::Buffer::new().format(n)),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn pieces_as_push_str_writes_them() {
        let mut a = String::new();
        let mut b = String::new();
        for s in ["", "r", "cb", "oDepth", "é", "aé"] {
            super::short(&mut a, s);
            b.push_str(s);
        }
        for n in [0u64, 7, 10, 99, 100, 4096, u64::MAX] {
            super::uint(&mut a, n);
            b.push_str(&n.to_string());
        }
        for n in [0usize, 1, 63, 64, 65, 200] {
            super::spaces(&mut a, n);
            b.push_str(&" ".repeat(n));
        }
        assert_eq!(a, b);
    }

    /// A padded piece appends exactly its first `keep` bytes, whatever
    /// `keep` (past the width too) and however long the piece.
    #[test]
    fn padded_pieces_append_their_first_bytes() {
        let pieces = [
            "",
            "ab",
            "abc     ",
            "abcdefgh",
            "abcdefgh    ",
            "é       ",
            "xé",
        ];
        for s in pieces {
            for keep in 0..=s.len() {
                if !s.is_char_boundary(keep) {
                    continue;
                }
                let mut a = String::from("<");
                super::padded::<8>(&mut a, s, keep);
                assert_eq!(a, format!("<{}", &s[..keep]), "{s:?} {keep}");
            }
        }
    }

    /// A sixteen-byte piece that is not ASCII within its width takes the
    /// general path and still appends exactly its first bytes.
    #[test]
    fn wide_pieces_not_ascii_append_their_first_bytes() {
        for s in [
            "abcdefghijklmno\u{e9}  ",
            "\u{e9}               ",
            "abcdefgh\u{20ac}         ",
        ] {
            for keep in (0..=16).filter(|&k| s.is_char_boundary(k)) {
                let mut a = String::from("<");
                super::padded::<16>(&mut a, s, keep);
                assert_eq!(a, format!("<{}", &s[..keep]), "{s:?} {keep}");
            }
        }
    }

    /// The number table is every number's decimal digits.
    #[test]
    fn number_table_is_decimal() {
        for n in 0..256 {
            let mut a = String::new();
            super::NUMBERS.push(&mut a, n);
            assert_eq!(a, n.to_string());
        }
    }
}
