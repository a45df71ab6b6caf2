//! Component numbers (`x` is 0, `w` 3) as the decompiler's passes hand
//! them to each other: up to four, held in place.

/// The component letters, by number.
pub const LETTERS: [char; 4] = ['x', 'y', 'z', 'w'];

/// Up to four component numbers, held without an allocation (a mask's
/// components, a swizzle's picks).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Comps {
    c: [usize; 4],
    n: usize,
}

impl Comps {
    /// Components `list`, or `None` for more than four.
    pub fn of(list: &[usize]) -> Option<Comps> {
        let mut out = Comps::default();
        list.iter().all(|&c| out.push(c)).then_some(out)
    }

    /// Adds component `c`; false (and nothing added) when four are held.
    pub fn push(&mut self, c: usize) -> bool {
        if self.n == 4 {
            return false;
        }
        self.c[self.n] = c;
        self.n += 1;
        true
    }
}

impl std::ops::Deref for Comps {
    type Target = [usize];
    fn deref(&self) -> &[usize] {
        &self.c[..self.n]
    }
}

impl<'a> IntoIterator for &'a Comps {
    type Item = &'a usize;
    type IntoIter = std::slice::Iter<'a, usize>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl IntoIterator for Comps {
    type Item = usize;
    type IntoIter = std::iter::Take<std::array::IntoIter<usize, 4>>;
    fn into_iter(self) -> Self::IntoIter {
        self.c.into_iter().take(self.n)
    }
}

/// Appends the mask letters of components `comps` to `out`.
pub fn push_letters(out: &mut String, comps: &[usize]) {
    out.extend(comps.iter().map(|c| LETTERS[*c & 3]));
}
