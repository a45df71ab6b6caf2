//! The DXBC container: a header with checksum and size, then a table of
//! offsets to chunks, each a four-character code, a size and its bytes.

use super::checksum::checksum;
use crate::error::bail;
use crate::error::BinError;

/// One chunk of a container, borrowed from the file.
#[derive(Clone, Debug)]
pub struct Chunk<'a> {
    /// Four-character code, e.g. `*b"SHEX"`.
    pub fourcc: [u8; 4],
    /// The chunk's bytes, after its 8-byte header.
    pub data: &'a [u8],
    /// Absolute offset of `data` in the file (for error messages).
    pub offset: usize,
}

impl Chunk<'_> {
    /// The four-character code as text.
    pub fn name(&self) -> String {
        String::from_utf8_lossy(&self.fourcc).into_owned()
    }
}

/// A parsed container: its chunks in file order.
#[derive(Clone, Debug)]
pub struct Container<'a> {
    /// The checksum stored in the file.
    pub checksum: [u8; 16],
    /// Chunks in the order of the offset table.
    pub chunks: Vec<Chunk<'a>>,
}

/// Whether `data` starts like a DXBC container.
pub fn is_dxbc(data: &[u8]) -> bool {
    data.len() >= 4 && &data[..4] == b"DXBC"
}

fn u32_at(data: &[u8], off: usize) -> Result<u32, BinError> {
    match data.get(off..off.wrapping_add(4)) {
        Some(b) if off.checked_add(4).is_some() => Ok(u32::from_le_bytes(b.try_into().unwrap())),
        _ => bail!(
            off,
            "unexpected end of file (need 4 bytes, file has {})",
            data.len()
        ),
    }
}

impl<'a> Container<'a> {
    /// Reads a container. With `verify_checksum`, a stored checksum that
    /// differs from the computed one is an error.
    pub fn read(data: &'a [u8], verify_checksum: bool) -> Result<Self, BinError> {
        if data.len() < 32 {
            bail!(data.len(), "file too short for a DXBC header (32 bytes)");
        }
        if &data[..4] != b"DXBC" {
            bail!(0, "not a DXBC container (magic is not 'DXBC')");
        }
        let version = u32_at(data, 20)?;
        if version != 1 {
            bail!(20, "unsupported container version {version} (expected 1)");
        }
        let total = u32_at(data, 24)? as usize;
        if total != data.len() {
            bail!(
                24,
                "container size field says {total} bytes, file has {}",
                data.len()
            );
        }
        let mut stored = [0u8; 16];
        stored.copy_from_slice(&data[4..20]);
        if verify_checksum {
            let computed = checksum(data);
            if computed != stored {
                bail!(4, "DXBC checksum mismatch: stored {}, computed {} (use --ignore-checksum to read anyway)", hex(&stored), hex(&computed));
            }
        }
        let count = u32_at(data, 28)? as usize;
        if count > (data.len() - 32) / 4 {
            bail!(28, "chunk count {count} does not fit in the file");
        }
        let mut chunks = Vec::with_capacity(count);
        for i in 0..count {
            let at = 32 + 4 * i;
            let off = u32_at(data, at)? as usize;
            if off < 32 + 4 * count || off.checked_add(8).is_none_or(|e| e > data.len()) {
                bail!(at, "chunk {i} offset 0x{off:x} is outside the file");
            }
            let mut fourcc = [0u8; 4];
            fourcc.copy_from_slice(&data[off..off + 4]);
            let size = u32_at(data, off + 4)? as usize;
            let start = off + 8;
            if size > data.len() - start {
                bail!(
                    off + 4,
                    "chunk '{}' size {size} runs past the end of the file",
                    String::from_utf8_lossy(&fourcc)
                );
            }
            chunks.push(Chunk {
                fourcc,
                data: &data[start..start + size],
                offset: start,
            });
        }
        Ok(Container {
            checksum: stored,
            chunks,
        })
    }

    /// The first chunk with one of the given codes.
    pub fn find(&self, codes: &[&[u8; 4]]) -> Option<&Chunk<'a>> {
        self.chunks.iter().find(|c| codes.contains(&&c.fourcc))
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Writes a container from chunks (code, bytes) and computes its checksum.
pub fn write(chunks: &[([u8; 4], &[u8])]) -> Vec<u8> {
    let header = 32 + 4 * chunks.len();
    let total: usize = header + chunks.iter().map(|(_, d)| 8 + d.len()).sum::<usize>();
    let mut out = Vec::with_capacity(total);
    out.extend_from_slice(b"DXBC");
    out.extend_from_slice(&[0u8; 16]);
    out.extend_from_slice(&1u32.to_le_bytes());
    out.extend_from_slice(&(total as u32).to_le_bytes());
    out.extend_from_slice(&(chunks.len() as u32).to_le_bytes());
    let mut off = header;
    for (_, d) in chunks {
        out.extend_from_slice(&(off as u32).to_le_bytes());
        off += 8 + d.len();
    }
    for (code, d) in chunks {
        out.extend_from_slice(code);
        out.extend_from_slice(&(d.len() as u32).to_le_bytes());
        out.extend_from_slice(d);
    }
    let sum = checksum(&out);
    out[4..20].copy_from_slice(&sum);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn corpus_checksums_verify() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm4-5");
        let mut n = 0;
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "o") {
                let d = std::fs::read(&p).unwrap();
                if p.to_string_lossy().contains("interface") {
                    continue;
                }
                Container::read(&d, true).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
                n += 1;
            }
        }
        assert!(n > 200);
    }
}
