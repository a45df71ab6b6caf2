//! The text layouts of declarations, read from the table.
//!
//! A declaration whose text is not "mnemonic operands" has a layout in its
//! table row: what follows the mnemonic, with the row's items in braces.
//! The printer (`print.rs`) and the parser (`parse.rs`) both walk it, so a
//! declaration's text is written once:
//!
//! - `{d}` the declared operand; `{cb}` the same, a constant buffer (fxc
//!   10.x spells it `CB#`, and its components are implied);
//! - `{N}`, `{F}`, `{R}`, `{S}` the row's next number in shape order: a
//!   decimal, a float, the return types `(float,float,float,float)`, a
//!   system value;
//! - `{Field}` a control field of the row ([`Field`]): its value's name, a
//!   count for `ControlPoints`, `(n)` after a multisampled dimension for
//!   `SampleCount`, the interpolation words and a space for
//!   `Interpolation`, `none` or ` a | b` for `GlobalFlags`;
//!   `{Field:on|off}` a one-bit field spelled `on` when set and `off`
//!   (which may be empty) when not; `{Interpolation:v10}` the mode that
//!   only fxc 10.x prints (others mean `constant`);
//! - anything else is literal text; a space stands for any spacing.
//!
//! Text before the layout's first space is a suffix of the mnemonic
//! (`dcl_resource_texture2d`, `dcl_uav_raw_glc`); one-bit fields written
//! next to each other there may come in any order.

use super::fields::Field;
use super::table::{PerRow, Row};

/// One item of a layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Literal text (no spaces).
    Text(&'a str),
    /// A space: any spacing when parsed.
    Space,
    /// `{d}`: the declared operand.
    Operand,
    /// `{cb}`: the declared constant buffer.
    Buffer,
    /// `{N}`, `{F}`, `{R}` or `{S}`: the next number, with its shape
    /// letter.
    Number(char),
    /// `{Field}` or `{Field:arg}`.
    Field(Field, Option<&'a str>),
}

/// The pieces of `layout`. Panics on a malformed layout: layouts are the
/// table's constants, and a unit test walks every one.
pub fn pieces(layout: &str) -> impl Iterator<Item = Piece<'_>> {
    let mut rest = layout;
    std::iter::from_fn(move || {
        let c = rest.chars().next()?;
        if c == ' ' {
            rest = rest.trim_start_matches(' ');
            return Some(Piece::Space);
        }
        if c == '{' {
            let end = rest.find('}').expect("layout: unclosed '{'");
            let item = &rest[1..end];
            rest = &rest[end + 1..];
            return Some(match item {
                "d" => Piece::Operand,
                "cb" => Piece::Buffer,
                "N" | "F" | "R" | "S" => Piece::Number(item.chars().next().unwrap_or('N')),
                _ => {
                    let (name, arg) = match item.split_once(':') {
                        Some((n, a)) => (n, Some(a)),
                        None => (item, None),
                    };
                    let f = Field::from_name(name).expect("layout: unknown field");
                    Piece::Field(f, arg)
                }
            });
        }
        let end = rest.find([' ', '{']).unwrap_or(rest.len());
        let t = &rest[..end];
        rest = &rest[end..];
        Some(Piece::Text(t))
    })
}

/// The pieces of `row`'s layout, split once per process: the printer and
/// the parser walk a declaration's pieces for every line, and splitting
/// the text each time (a search per brace, a field looked up by name) was
/// several percent of `dis`.
pub fn row_pieces(row: &Row) -> &'static [Piece<'static>] {
    static SPLIT: PerRow<Box<[Piece<'static>]>> = PerRow::new();
    SPLIT.get(row.opcode, |r| pieces(r.layout).collect())
}

/// `on|off` of a one-bit field's piece (`off` may be empty or missing).
pub fn flag_spellings(arg: Option<&str>) -> (&str, &str) {
    match arg {
        Some(a) => a.split_once('|').unwrap_or((a, "")),
        None => ("", ""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sm4::ROWS;

    /// Every layout reads: its operands and numbers follow the shape, and
    /// it names exactly the row's control fields.
    #[test]
    fn layouts_match_their_rows() {
        let mut n = 0;
        for r in ROWS.iter().filter(|r| !r.layout.is_empty()) {
            n += 1;
            // The parser looks for layouts only under this prefix.
            assert!(r.mnemonic.starts_with("dcl_"), "{}", r.mnemonic);
            let mut items = String::new();
            let mut fields = Vec::new();
            for p in pieces(r.layout) {
                match p {
                    Piece::Operand | Piece::Buffer => items.push('d'),
                    Piece::Number(c) => items.push(c),
                    Piece::Field(f, _) => fields.push(f),
                    Piece::Text(t) => assert!(!t.is_empty() && !t.contains(' ')),
                    Piece::Space => {}
                }
            }
            // Operands and numbers each in shape order (the text may put
            // a number before the operand: `(float,...) t0`).
            let split = |s: &str| -> (String, String) { s.chars().partition(|c| *c == 'd') };
            assert_eq!(
                split(&items),
                split(r.shape),
                "{}: layout items",
                r.mnemonic
            );
            let mut named = r.fields.to_vec();
            named.sort_by_key(|f| *f as u8);
            fields.sort_by_key(|f| *f as u8);
            assert_eq!(fields, named, "{}: layout fields", r.mnemonic);
        }
        assert!(n >= 25, "only {n} rows have layouts");
        // The split kept for each row is its layout's.
        for r in ROWS {
            assert!(
                row_pieces(r).iter().copied().eq(pieces(r.layout)),
                "{}",
                r.mnemonic
            );
        }
    }

    #[test]
    fn pieces_split_text_items_and_spaces() {
        let p: Vec<Piece> = pieces(" x{N}[{N}], {N}").collect();
        assert_eq!(
            p,
            [
                Piece::Space,
                Piece::Text("x"),
                Piece::Number('N'),
                Piece::Text("["),
                Piece::Number('N'),
                Piece::Text("],"),
                Piece::Space,
                Piece::Number('N'),
            ]
        );
        let p: Vec<Piece> = pieces("{GloballyCoherent:_glc}").collect();
        assert_eq!(p, [Piece::Field(Field::GloballyCoherent, Some("_glc"))]);
    }
}
