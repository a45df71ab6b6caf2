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

/// [`uint`] for 100 and up.
#[inline(never)]
fn long_uint(out: &mut String, n: u64) {
    out.push_str(itoa::Buffer::new().format(n))
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
}
