//! Words written once and read back in order, for output that must be
//! printed in another order than it is made (a geometry shader's strip ids
//! come before its strips): held in memory up to [`SPILL`] bytes, past
//! that in an unnamed temporary file, which the system removes however the
//! process ends.

use super::error::{ErrorKind, RunError};
use std::io::{Read, Seek, Write};

/// Bytes held in memory before the words go to a file.
const SPILL: usize = 16 << 20;

/// Words written in order, read back from the start.
#[derive(Default)]
pub(crate) struct Spool {
    mem: Vec<u8>,
    file: Option<std::io::BufWriter<std::fs::File>>,
}

fn failed(e: std::io::Error) -> RunError {
    RunError::of(
        ErrorKind::Output,
        format!("a temporary file for the output: {e}"),
    )
}

impl Spool {
    /// Appends `words`.
    pub fn write(&mut self, words: &[u32]) -> Result<(), RunError> {
        for w in words {
            self.mem.extend_from_slice(&w.to_le_bytes());
        }
        if self.mem.len() >= SPILL {
            let f = match &mut self.file {
                Some(f) => f,
                None => self.file.insert(std::io::BufWriter::new(
                    tempfile::tempfile().map_err(failed)?,
                )),
            };
            f.write_all(&self.mem).map_err(failed)?;
            self.mem.clear();
        }
        Ok(())
    }

    /// A reader of every word written, from the first.
    pub fn reader(&mut self) -> Result<Words<'_>, RunError> {
        let file = match &mut self.file {
            Some(f) => {
                f.flush().map_err(failed)?;
                let mut file = f.get_ref().try_clone().map_err(failed)?;
                file.rewind().map_err(failed)?;
                Some(std::io::BufReader::new(file))
            }
            None => None,
        };
        Ok(Words {
            file,
            mem: &self.mem,
        })
    }
}

/// The words of a [`Spool`], in order: the file's, then those in memory.
pub(crate) struct Words<'s> {
    file: Option<std::io::BufReader<std::fs::File>>,
    mem: &'s [u8],
}

impl Words<'_> {
    /// Fills `out` with the next words.
    pub fn read(&mut self, out: &mut [u32]) -> Result<(), RunError> {
        for w in out {
            let mut b = [0u8; 4];
            let from_file = match &mut self.file {
                Some(f) => match f.read_exact(&mut b) {
                    Ok(()) => true,
                    Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => false,
                    Err(e) => return Err(failed(e)),
                },
                None => false,
            };
            if !from_file {
                self.file = None;
                let Some((head, rest)) = self.mem.split_first_chunk::<4>() else {
                    return Err(RunError::of(
                        ErrorKind::Internal,
                        "internal: read past the spooled output",
                    ));
                };
                b = *head;
                self.mem = rest;
            }
            *w = u32::from_le_bytes(b);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_come_back_in_order_past_the_spill() {
        let mut s = Spool::default();
        let n = (SPILL / 4) as u32 * 2 + 7;
        for i in 0..n {
            s.write(&[i]).unwrap();
        }
        assert!(s.file.is_some());
        for _ in 0..2 {
            let mut r = s.reader().unwrap();
            let mut w = [0u32; 1];
            for i in 0..n {
                r.read(&mut w).unwrap();
                assert_eq!(w[0], i);
            }
            assert!(r.read(&mut w).is_err());
        }
    }
}
