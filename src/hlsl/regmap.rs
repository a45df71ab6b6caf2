//! Values by typed register (`r5`, `v1`, `o0`, the domain location),
//! held in arrays for the register numbers programs use: the decompiler
//! looks a register's type up for every operand it writes, and hashing
//! the key was a visible part of its time.

use std::collections::HashMap;

/// A typed register: its letter (`r`, `v`, `o`; `d` the domain location)
/// and number.
pub type Key = (char, u64);

/// Register numbers below this are held in arrays; a damaged program's
/// larger numbers go to a map, so memory stays bounded by the program.
const DENSE: u64 = 4096;

/// A map from [`Key`] to `T`.
#[derive(Clone, Debug)]
pub struct RegMap<T> {
    dense: [Vec<Option<T>>; 4],
    sparse: HashMap<Key, T>,
}

impl<T> Default for RegMap<T> {
    fn default() -> Self {
        RegMap {
            dense: Default::default(),
            sparse: HashMap::new(),
        }
    }
}

/// The array of a key's letter, and its place there.
fn place(k: Key) -> Option<(usize, usize)> {
    let slot = match k.0 {
        'r' => 0,
        'v' => 1,
        'o' => 2,
        'd' => 3,
        _ => return None,
    };
    (k.1 < DENSE).then_some((slot, k.1 as usize))
}

/// The key at place `(slot, at)`.
fn key_at(slot: usize, at: usize) -> Key {
    (['r', 'v', 'o', 'd'][slot], at as u64)
}

impl<T> RegMap<T> {
    /// The value of register `k`.
    pub fn get(&self, k: Key) -> Option<&T> {
        match place(k) {
            Some((s, at)) => self.dense[s].get(at)?.as_ref(),
            None => self.sparse.get(&k),
        }
    }

    /// The place of array `s`'s register `at`, the array grown to hold it.
    fn dense_slot(&mut self, s: usize, at: usize) -> &mut Option<T> {
        let v = &mut self.dense[s];
        if v.len() <= at {
            v.resize_with(at + 1, || None);
        }
        &mut v[at]
    }

    /// The value of register `k`, made by `make` if it has none.
    pub fn entry(&mut self, k: Key, make: impl FnOnce() -> T) -> &mut T {
        match place(k) {
            Some((s, at)) => self.dense_slot(s, at).get_or_insert_with(make),
            None => self.sparse.entry(k).or_insert_with(make),
        }
    }

    /// Sets register `k`'s value.
    pub fn insert(&mut self, k: Key, value: T) {
        match place(k) {
            Some((s, at)) => *self.dense_slot(s, at) = Some(value),
            None => {
                self.sparse.insert(k, value);
            }
        }
    }

    /// Removes register `k`'s value.
    pub fn remove(&mut self, k: Key) {
        match place(k) {
            Some((s, at)) => {
                if let Some(x) = self.dense[s].get_mut(at) {
                    *x = None;
                }
            }
            None => {
                self.sparse.remove(&k);
            }
        }
    }

    /// Removes every register of letter `letter`.
    pub fn clear_letter(&mut self, letter: char) {
        if let Some((s, _)) = place((letter, 0)) {
            self.dense[s].clear();
        }
        self.sparse.retain(|k, _| k.0 != letter);
    }

    /// Every register with a value, and the value.
    pub fn iter(&self) -> impl Iterator<Item = (Key, &T)> {
        let dense = self.dense.iter().enumerate().flat_map(|(s, v)| {
            v.iter()
                .enumerate()
                .filter_map(move |(at, x)| x.as_ref().map(|x| (key_at(s, at), x)))
        });
        dense.chain(self.sparse.iter().map(|(k, v)| (*k, v)))
    }
}
