//! Columns of the header comments, padded as `{:<w}` and `{:>w}` pad them
//! (widths count characters), written straight to the listing: the header
//! tables are a large part of a listing, and going through `core::fmt` for
//! each cell cost more than the rest of their printing.

/// The width `{:w}` gives `s`: its characters.
fn width(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }
}

/// `s` right-aligned in `w` characters (`{s:>w}`).
pub fn right(out: &mut String, s: &str, w: usize) {
    crate::push::spaces(out, w.saturating_sub(width(s)));
    out.push_str(s);
}

/// `n` right-aligned in `w` characters (`{n:>w}`).
pub fn right_num(out: &mut String, n: impl itoa::Integer, w: usize) {
    right(out, itoa::Buffer::new().format(n), w);
}

/// `s` left-aligned in `w` characters (`{s:<w}`).
pub fn left(out: &mut String, s: &str, w: usize) {
    out.push_str(s);
    crate::push::spaces(out, w.saturating_sub(width(s)));
}

/// Pads what was written to `out` since byte `start` to `w` characters
/// (`{:<w}` of that text).
pub fn pad_since(out: &mut String, start: usize, w: usize) {
    let n = width(&out[start..]);
    crate::push::spaces(out, w.saturating_sub(n));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The helpers give what `format!` gives, ASCII or not, short or long.
    #[test]
    fn columns_pad_as_format_does() {
        for s in [
            "",
            "a",
            "float4",
            "Ä€x",
            "a_very_long_name_past_the_width_of_it",
        ] {
            for w in [0, 1, 4, 8, 30] {
                let mut o = String::new();
                right(&mut o, s, w);
                assert_eq!(o, format!("{s:>w$}"));
                let mut o = String::new();
                left(&mut o, s, w);
                assert_eq!(o, format!("{s:<w$}"));
                let mut o = String::from("//");
                o.push_str(s);
                pad_since(&mut o, 2, w);
                assert_eq!(o, format!("//{s:<w$}"));
            }
        }
        for (n, w) in [(0u32, 4), (12345, 4), (7, 8), (u32::MAX, 5)] {
            let mut o = String::new();
            right_num(&mut o, n, w);
            assert_eq!(o, format!("{n:>w$}"));
        }
        let mut o = String::new();
        right_num(&mut o, -3i32, 4);
        assert_eq!(o, format!("{:>4}", -3i32));
    }
}
