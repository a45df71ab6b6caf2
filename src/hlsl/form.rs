//! The instruction tables' HLSL forms (`mad({1}, {2}, {3})`) written
//! out: each `{item}` by the caller (a source, read as the form says),
//! `{N}` by the destination's component count where it is more than one.

use super::error::Unexpressed;

/// `form` with each `{item}` but `{N}` replaced by `item(text)`, first to
/// last, and `{N}` by `n` where `n` is more than one (else nothing),
/// into one string with room for a few short sources.
pub fn render(
    form: &str,
    n: usize,
    mut item: impl FnMut(&str) -> Result<String, Unexpressed>,
) -> Result<String, Unexpressed> {
    let mut out = String::with_capacity(form.len() + 48);
    let mut rest = form;
    // Forms are short: a plain scan beats a searcher's set-up.
    let at = |s: &str, c: u8| s.bytes().position(|b| b == c);
    while let Some(open) = at(rest, b'{') {
        out.push_str(&rest[..open]);
        let Some(close) = at(&rest[open..], b'}') else {
            break;
        };
        match &rest[open + 1..open + close] {
            "N" if n > 1 => out.push_str(itoa::Buffer::new().format(n)),
            "N" => {}
            x => out.push_str(&item(x)?),
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_are_written_in_order_and_the_count_only_past_one() {
        let mut seen = Vec::new();
        let out = render("(float{N})(lerp({2}, {S1}, {0}))", 3, |x| {
            seen.push(x.to_string());
            Ok(format!("<{x}>"))
        })
        .unwrap();
        assert_eq!(out, "(float3)(lerp(<2>, <S1>, <0>))");
        assert_eq!(seen, ["2", "S1", "0"]);
        assert_eq!(
            render("(float{N})x", 1, |_| Ok(String::new())).unwrap(),
            "(float)x"
        );
    }
}
