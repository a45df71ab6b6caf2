//! The DXBC checksum: MD5's compression function over the container after its
//! first 20 bytes, with the message length placed in a non-standard way in the
//! final block (as Direct3D's runtime computes it).

/// Computes the 16-byte checksum of a whole container (`data` starts at the
/// `DXBC` magic; bytes 4..20 are ignored).
pub fn checksum(data: &[u8]) -> [u8; 16] {
    let body = if data.len() >= 20 {
        &data[20..]
    } else {
        &[][..]
    };
    let mut state: [u32; 4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
    // The whole blocks in place (no copy).
    let (blocks, tail) = body.as_chunks::<64>();
    md5::block_api::compress(&mut state, blocks);
    let bits = (body.len() as u32).wrapping_mul(8);
    let bits2 = (bits >> 2) | 1;
    let mut last = [0u8; 64];
    if tail.len() >= 56 {
        let mut b = [0u8; 64];
        b[..tail.len()].copy_from_slice(tail);
        b[tail.len()] = 0x80;
        md5::block_api::compress(&mut state, &[b]);
        last[0..4].copy_from_slice(&bits.to_le_bytes());
    } else {
        last[0..4].copy_from_slice(&bits.to_le_bytes());
        last[4..4 + tail.len()].copy_from_slice(tail);
        last[4 + tail.len()] = 0x80;
    }
    last[60..64].copy_from_slice(&bits2.to_le_bytes());
    md5::block_api::compress(&mut state, &[last]);
    let mut out = [0u8; 16];
    for (i, s) in state.iter().enumerate() {
        out[i * 4..i * 4 + 4].copy_from_slice(&s.to_le_bytes());
    }
    out
}
