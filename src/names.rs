//! Lookup of instruction mnemonics, which the parsers make for every
//! instruction (and its suffix-stripped forms). A name of up to 15 bytes
//! is read with its length as one 128-bit number and found by a multiply
//! and a compare or two; hashing the string and comparing it byte by byte
//! (a `memcmp` call) cost a tenth of parsing an SM1-3 instruction. Longer
//! names (a few `dcl_*`) go to a hash map.

use crate::fnv::FnvMap;

/// Values by name, built once from an instruction table.
pub(crate) struct NameIndex<V> {
    /// Open addressing, a power of two long; key 0 is an empty slot (no
    /// key is 0: the length byte of a name of 1 to 15 bytes is not).
    slots: Vec<(u128, V)>,
    /// Names of 16 bytes and more.
    long: FnvMap<&'static str, V>,
    /// Slots taken.
    taken: usize,
}

impl<V: Default + Clone> NameIndex<V> {
    /// An index with room for `names` names.
    pub fn with_room(names: usize) -> NameIndex<V> {
        NameIndex {
            slots: vec![(0, V::default()); (names * 2).next_power_of_two().max(16)],
            long: FnvMap::default(),
            taken: 0,
        }
    }

    /// The value of `name`, a default one given first if it has none.
    /// Panics past the room given to [`Self::with_room`].
    pub fn entry(&mut self, name: &'static str) -> &mut V {
        match key(name) {
            Some(k) => {
                let i = self.slot(k);
                if self.slots[i].0 == 0 {
                    // At most half full: a search always meets an empty
                    // slot (the tables are fixed; this is their check).
                    assert!(self.taken * 2 < self.slots.len(), "NameIndex is full");
                    self.taken += 1;
                }
                let slot = &mut self.slots[i];
                slot.0 = k;
                &mut slot.1
            }
            None => self.long.entry(name).or_default(),
        }
    }

    /// The value of `name`, if it was given one.
    #[inline]
    pub fn get(&self, name: &str) -> Option<&V> {
        match key(name) {
            Some(k) => {
                let (found, v) = &self.slots[self.slot(k)];
                (*found == k).then_some(v)
            }
            None => self.long.get(name),
        }
    }

    /// The slot of key `k`: where it is, or the empty one it would go to.
    #[inline]
    fn slot(&self, k: u128) -> usize {
        let mask = self.slots.len() - 1;
        let h = ((k as u64) ^ (k >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let mut i = (h >> 32) as usize & mask;
        while self.slots[i].0 != k && self.slots[i].0 != 0 {
            i = (i + 1) & mask;
        }
        i
    }
}

/// The name's bytes, then its length in the last byte (so that a name
/// with NUL bytes is not a shorter one, and no key is 0); `None` when
/// empty or past 15 bytes.
#[inline]
fn key(name: &str) -> Option<u128> {
    let b = name.as_bytes();
    if !(1..16).contains(&b.len()) {
        return None;
    }
    // Shifted in, not copied to a buffer and read back whole (a store of
    // bytes then a load of all sixteen stalls).
    let bytes = b.iter().rev().fold(0u128, |k, &c| k << 8 | u128::from(c));
    Some(bytes | (b.len() as u128) << 120)
}

#[cfg(test)]
mod tests {
    use super::NameIndex;
    use std::collections::HashMap;

    /// The index against a standard hash map, over names of every length
    /// from 1 to 20 (both sides of the 15-byte keys), their prefixes,
    /// extensions and forms with NUL bytes.
    #[test]
    fn name_index_is_a_hash_map() {
        let names: Vec<&'static str> = (1..=20)
            .flat_map(|n| ["abcdefghijklmnopqrstu", "zyxwvutsrqponmlkjihgf"].map(|s| &s[..n]))
            .collect();
        let mut ours = NameIndex::<u32>::with_room(names.len());
        let mut std = HashMap::new();
        for (i, n) in names.iter().enumerate() {
            *ours.entry(n) += i as u32 + 1;
            *std.entry(*n).or_insert(0) += i as u32 + 1;
        }
        let mut probes: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        for n in &names {
            probes.push(format!("{n}x"));
            probes.push(format!("{n}\0"));
            probes.push(n[..n.len() - 1].to_string());
            probes.push(n.to_ascii_uppercase());
        }
        probes.push(String::new());
        for p in &probes {
            assert_eq!(ours.get(p), std.get(p.as_str()), "{p:?}");
        }
    }
}
