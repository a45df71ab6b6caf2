//! Numbered fields: a newtype per field, gimli's `dw!` style, with named
//! constants, listing names, parsing back and `Display`. Unknown values are
//! kept, so round trips stay lossless. Both families' tables use it.

/// Defines a numbered newtype with named constants: `Name(u32) { CONST =
/// 1, "name"; ... }`.
macro_rules! numbered {
    (
        $(#[$m:meta])*
        $ty:ident($int:ty) { $( $(#[$cm:meta])* $c:ident = $v:literal, $n:literal; )* }
    ) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
        pub struct $ty(pub $int);

        impl $ty {
            $(
                #[doc = concat!("`", $n, "`")]
                $(#[$cm])*
                pub const $c: $ty = $ty($v);
            )*
            /// Every named value with its listing name.
            pub const NAMED: &'static [($ty, &'static str)] = &[$(($ty($v), $n),)*];

            /// The listing name, if the value has one.
            pub fn name(self) -> Option<&'static str> {
                match self.0 {
                    $( $v => Some($n), )*
                    _ => None,
                }
            }
            /// The listing name followed by sixteen spaces (for a copy of
            /// a fixed size, cut back to the name) and the name's length,
            /// if the value has one.
            pub fn padded_name(self) -> Option<(&'static str, usize)> {
                match self.0 {
                    $( $v => Some((concat!($n, "                "), $n.len())), )*
                    _ => None,
                }
            }
            /// The value named `s` (names only).
            pub fn from_name(s: &str) -> Option<$ty> {
                Self::NAMED.iter().find(|(_, n)| *n == s).map(|(v, _)| *v)
            }
            /// The value named `s`, or written as a decimal number (how
            /// values without a name are printed).
            pub fn parse(s: &str) -> Option<$ty> {
                Self::from_name(s).or_else(|| s.parse().ok().map($ty))
            }
        }

        impl $crate::numbered::PushName for $ty {
            fn push_name(self, out: &mut String) {
                match self.name() {
                    Some(n) => out.push_str(n),
                    None => $crate::push::uint(out, self.0 as u64),
                }
            }
        }

        impl ::std::fmt::Display for $ty {
            /// The name, or the number when it has none.
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                match self.name() {
                    Some(n) => f.write_str(n),
                    None => write!(f, "{}", self.0),
                }
            }
        }
    };
}
pub(crate) use numbered;

/// Appends what `Display` writes (the name, or the number) without the
/// formatting machinery, which cost more than the text in a listing's
/// declarations.
pub trait PushName {
    /// Appends the name, or the number when the value has none.
    fn push_name(self, out: &mut String);
}

impl PushName for u32 {
    fn push_name(self, out: &mut String) {
        crate::push::uint(out, self.into());
    }
}
