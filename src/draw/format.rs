//! DXGI formats of vertex elements and render targets: where each channel
//! lies in an element, and the conversions of the functional spec's data
//! conversion rules (docs/DRAW.md, "Formats"): UNORM, SNORM and sRGB to
//! and from float, small floats rounded toward zero, integers clamped to
//! the target's range.

/// How a format's channels are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Floats of 32, 16, 11 or 10 bits.
    Float,
    /// Unsigned normalized: 0 to 1.
    Unorm,
    /// Signed normalized: -1 to 1.
    Snorm,
    /// Unsigned normalized through the sRGB curve.
    Srgb,
    /// Unsigned integers.
    Uint,
    /// Signed integers.
    Sint,
}

/// A format: its name, kind, size, and per channel (r, g, b, a) the bit
/// offset and width inside the element read as a little-endian number
/// (width 0: the format has no such channel).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    /// The DXGI name without `DXGI_FORMAT_`.
    pub name: &'static str,
    /// How the channels are read.
    pub kind: Kind,
    /// Bytes per element.
    pub bytes: usize,
    /// (bit offset, bit width) of r, g, b, a.
    pub channels: [(u8, u8); 4],
}

macro_rules! formats {
    ($($name:literal $kind:ident $bytes:literal [$($o:literal/$w:literal),*];)*) => {
        /// Every format `dxsm draw` reads or writes (depth formats apart:
        /// `merge.rs`).
        pub const FORMATS: &[Format] = &[$(Format {
            name: $name,
            kind: Kind::$kind,
            bytes: $bytes,
            channels: pad([$(($o, $w)),*]),
        }),*];
    };
}

/// Channels given, the rest absent.
const fn pad<const N: usize>(c: [(u8, u8); N]) -> [(u8, u8); 4] {
    let mut out = [(0, 0); 4];
    let mut i = 0;
    while i < N {
        out[i] = c[i];
        i += 1;
    }
    out
}

formats! {
    "R32G32B32A32_FLOAT" Float 16 [0/32, 32/32, 64/32, 96/32];
    "R32G32B32A32_UINT" Uint 16 [0/32, 32/32, 64/32, 96/32];
    "R32G32B32A32_SINT" Sint 16 [0/32, 32/32, 64/32, 96/32];
    "R32G32B32_FLOAT" Float 12 [0/32, 32/32, 64/32];
    "R32G32B32_UINT" Uint 12 [0/32, 32/32, 64/32];
    "R32G32B32_SINT" Sint 12 [0/32, 32/32, 64/32];
    "R16G16B16A16_FLOAT" Float 8 [0/16, 16/16, 32/16, 48/16];
    "R16G16B16A16_UNORM" Unorm 8 [0/16, 16/16, 32/16, 48/16];
    "R16G16B16A16_SNORM" Snorm 8 [0/16, 16/16, 32/16, 48/16];
    "R16G16B16A16_UINT" Uint 8 [0/16, 16/16, 32/16, 48/16];
    "R16G16B16A16_SINT" Sint 8 [0/16, 16/16, 32/16, 48/16];
    "R32G32_FLOAT" Float 8 [0/32, 32/32];
    "R32G32_UINT" Uint 8 [0/32, 32/32];
    "R32G32_SINT" Sint 8 [0/32, 32/32];
    "R10G10B10A2_UNORM" Unorm 4 [0/10, 10/10, 20/10, 30/2];
    "R10G10B10A2_UINT" Uint 4 [0/10, 10/10, 20/10, 30/2];
    "R11G11B10_FLOAT" Float 4 [0/11, 11/11, 22/10];
    "R8G8B8A8_UNORM" Unorm 4 [0/8, 8/8, 16/8, 24/8];
    "R8G8B8A8_UNORM_SRGB" Srgb 4 [0/8, 8/8, 16/8, 24/8];
    "R8G8B8A8_SNORM" Snorm 4 [0/8, 8/8, 16/8, 24/8];
    "R8G8B8A8_UINT" Uint 4 [0/8, 8/8, 16/8, 24/8];
    "R8G8B8A8_SINT" Sint 4 [0/8, 8/8, 16/8, 24/8];
    "B8G8R8A8_UNORM" Unorm 4 [16/8, 8/8, 0/8, 24/8];
    "B8G8R8A8_UNORM_SRGB" Srgb 4 [16/8, 8/8, 0/8, 24/8];
    "R16G16_FLOAT" Float 4 [0/16, 16/16];
    "R16G16_UNORM" Unorm 4 [0/16, 16/16];
    "R16G16_SNORM" Snorm 4 [0/16, 16/16];
    "R16G16_UINT" Uint 4 [0/16, 16/16];
    "R16G16_SINT" Sint 4 [0/16, 16/16];
    "R32_FLOAT" Float 4 [0/32];
    "R32_UINT" Uint 4 [0/32];
    "R32_SINT" Sint 4 [0/32];
    "R8G8_UNORM" Unorm 2 [0/8, 8/8];
    "R8G8_SNORM" Snorm 2 [0/8, 8/8];
    "R8G8_UINT" Uint 2 [0/8, 8/8];
    "R8G8_SINT" Sint 2 [0/8, 8/8];
    "R16_FLOAT" Float 2 [0/16];
    "R16_UNORM" Unorm 2 [0/16];
    "R16_SNORM" Snorm 2 [0/16];
    "R16_UINT" Uint 2 [0/16];
    "R16_SINT" Sint 2 [0/16];
    "R8_UNORM" Unorm 1 [0/8];
    "R8_SNORM" Snorm 1 [0/8];
    "R8_UINT" Uint 1 [0/8];
    "R8_SINT" Sint 1 [0/8];
}

/// The format named `name` (with or without `DXGI_FORMAT_`, any case).
pub fn by_name(name: &str) -> Option<&'static Format> {
    let n = name.strip_prefix("DXGI_FORMAT_").unwrap_or(name);
    FORMATS.iter().find(|f| f.name.eq_ignore_ascii_case(n))
}

/// The names, for messages.
pub fn names() -> String {
    FORMATS
        .iter()
        .map(|f| f.name)
        .collect::<Vec<_>>()
        .join(", ")
}

fn mask(w: u8) -> u32 {
    if w >= 32 {
        u32::MAX
    } else {
        (1u32 << w) - 1
    }
}

/// A small float's bits (5 exponent bits, `man` mantissa bits, a sign
/// bit when `signed`) from a float: rounded toward zero; a finite value
/// too large gives the largest finite value, infinities stay infinities,
/// NaN stays NaN; a negative value where there is no sign gives 0.
pub fn small_float(x: f32, man: u32, signed: bool) -> u32 {
    let b = x.to_bits();
    let inf = 0x1f << man;
    if x.is_nan() {
        return inf | 1 << (man - 1);
    }
    let neg = b >> 31 == 1;
    if neg && !signed {
        return 0;
    }
    let sign = if neg { 1 << (man + 5) } else { 0 };
    if x.is_infinite() {
        return sign | inf;
    }
    let e = ((b >> 23) & 0xff) as i32;
    let m = b & 0x7f_ffff;
    if e == 0 {
        // A float32 denormal counts as zero (§3.2.2: float32 has none).
        return sign;
    }
    let e2 = e - 127 + 15;
    if e2 >= 0x1f {
        return sign | (0x1e << man) | mask(man as u8);
    }
    if e2 <= 0 {
        let shift = (23 - man) as i32 + 1 - e2;
        if shift > 24 {
            return sign;
        }
        return sign | ((m | 0x80_0000) >> shift);
    }
    sign | ((e2 as u32) << man) | (m >> (23 - man))
}

/// A small float's value (exact).
pub fn small_to_f32(bits: u32, man: u32, signed: bool) -> f32 {
    let neg = signed && (bits >> (man + 5)) & 1 == 1;
    let e = ((bits >> man) & 0x1f) as i32;
    let m = (bits & mask(man as u8)) as f32;
    let one = 2f32.powi(man as i32);
    let v = match e {
        0 => m * 2f32.powi(-14 - man as i32),
        0x1f if m == 0.0 => f32::INFINITY,
        0x1f => return f32::NAN,
        _ => (1.0 + m / one) * 2f32.powi(e - 15),
    };
    if neg {
        -v
    } else {
        v
    }
}

/// FLOAT → UNORM of `w` bits (§3.2.3.6): NaN 0, clamped to [0, 1],
/// scaled, plus one half, truncated.
pub fn to_unorm(c: f32, w: u8) -> u32 {
    let c = if c.is_nan() { 0.0 } else { c.clamp(0.0, 1.0) };
    (c * mask(w) as f32 + 0.5) as u32
}

/// UNORM → FLOAT: the integer divided by 2^w - 1.
pub fn from_unorm(v: u32, w: u8) -> f32 {
    v as f32 / mask(w) as f32
}

/// A `w`-bit two's complement field as a signed number.
pub fn sign_extend(v: u32, w: u8) -> i32 {
    let shift = 32 - w.clamp(1, 32) as u32;
    ((v << shift) as i32) >> shift
}

/// FLOAT → SNORM of `w` bits (§3.2.3.4): NaN 0, clamped to [-1, 1],
/// scaled, one half away from zero, truncated; two's complement bits.
pub fn to_snorm(c: f32, w: u8) -> u32 {
    let c = if c.is_nan() { 0.0 } else { c.clamp(-1.0, 1.0) };
    let c = c * mask(w - 1) as f32;
    let c = if c >= 0.0 { c + 0.5 } else { c - 0.5 };
    (c as i32 as u32) & mask(w)
}

/// SNORM → FLOAT (§3.2.3.3): the most negative value is -1, others the
/// integer divided by 2^(w-1) - 1.
pub fn from_snorm(v: u32, w: u8) -> f32 {
    let s = sign_extend(v, w);
    if s == -(1 << (w - 1)) {
        -1.0
    } else {
        s as f32 / mask(w - 1) as f32
    }
}

/// FLOAT → SRGB of `w` bits (§3.2.3.8).
pub fn to_srgb(c: f32, w: u8) -> u32 {
    let c = if c.is_nan() { 0.0 } else { c.clamp(0.0, 1.0) };
    let c = if c <= 0.0031308 {
        12.92 * c
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    };
    (c * mask(w) as f32 + 0.5) as u32
}

/// SRGB → FLOAT (§3.2.3.7).
pub fn from_srgb(v: u32, w: u8) -> f32 {
    let c = v as f32 * (1.0 / mask(w) as f32);
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

impl Format {
    /// Whether it holds integers (no blending, no normalization).
    pub fn integer(&self) -> bool {
        matches!(self.kind, Kind::Uint | Kind::Sint)
    }

    /// How many channels it has.
    pub fn count(&self) -> usize {
        self.channels.iter().filter(|c| c.1 > 0).count()
    }

    /// The element's bits as one little-endian number.
    fn raw(&self, bytes: &[u8]) -> u128 {
        let mut b = [0u8; 16];
        b[..self.bytes].copy_from_slice(&bytes[..self.bytes]);
        u128::from_le_bytes(b)
    }

    /// One channel's stored bits.
    pub fn channel_bits(&self, bytes: &[u8], ch: usize) -> u32 {
        let (o, w) = self.channels[ch];
        ((self.raw(bytes) >> o) as u32) & mask(w)
    }

    /// Stored channel bits to the value a shader sees (float bits, or an
    /// integer's bits).
    pub fn decode_channel(&self, bits: u32, ch: usize) -> u32 {
        let w = self.channels[ch].1;
        match self.kind {
            Kind::Float => match w {
                32 => bits,
                16 => small_to_f32(bits, 10, true).to_bits(),
                11 => small_to_f32(bits, 6, false).to_bits(),
                _ => small_to_f32(bits, 5, false).to_bits(),
            },
            Kind::Unorm => from_unorm(bits, w).to_bits(),
            Kind::Snorm => from_snorm(bits, w).to_bits(),
            Kind::Srgb => from_srgb(bits, w).to_bits(),
            Kind::Uint => bits,
            Kind::Sint => sign_extend(bits, w) as u32,
        }
    }

    /// An element as a register: its channels converted, the missing ones
    /// (0, 0, 0, 1) (1.0 for float kinds, the integer 1 for integers), as
    /// the input assembler fills them.
    pub fn decode(&self, bytes: &[u8]) -> [u32; 4] {
        let one = if self.integer() { 1 } else { 1f32.to_bits() };
        std::array::from_fn(|ch| {
            if self.channels[ch].1 == 0 {
                if ch == 3 {
                    one
                } else {
                    0
                }
            } else {
                self.decode_channel(self.channel_bits(bytes, ch), ch)
            }
        })
    }

    /// A value (float bits, or an integer's bits for integer formats) to
    /// channel `ch`'s stored bits.
    pub fn encode_channel(&self, v: u32, ch: usize) -> u32 {
        let w = self.channels[ch].1;
        let x = f32::from_bits(v);
        match self.kind {
            Kind::Float => match w {
                32 => v,
                16 => small_float(x, 10, true),
                11 => small_float(x, 6, false),
                _ => small_float(x, 5, false),
            },
            Kind::Unorm => to_unorm(x, w),
            Kind::Snorm => to_snorm(x, w),
            Kind::Srgb => to_srgb(x, w),
            // §3.2.3.13: clamped to the target's range.
            Kind::Uint => v.min(mask(w)),
            Kind::Sint => {
                let hi = mask(w - 1) as i32;
                (v as i32).clamp(-hi - 1, hi) as u32 & mask(w)
            }
        }
    }

    /// Writes channels of `v` where `write` has their bit (1 = r), keeping
    /// the element's other bits.
    pub fn encode_into(&self, v: [u32; 4], write: u8, bytes: &mut [u8]) {
        let mut raw = self.raw(bytes);
        for (ch, (&(o, w), &x)) in self.channels.iter().zip(&v).enumerate() {
            if w == 0 || write & (1 << ch) == 0 {
                continue;
            }
            let m = (mask(w) as u128) << o;
            raw = (raw & !m) | ((self.encode_channel(x, ch) as u128) << o);
        }
        bytes[..self.bytes].copy_from_slice(&raw.to_le_bytes()[..self.bytes]);
    }

    /// The range blending clamps a value to (§17.5): [0, 1] for UNORM and
    /// sRGB, [-1, 1] for SNORM, none for floats.
    pub fn clamp_for_blend(&self, x: f32) -> f32 {
        match self.kind {
            Kind::Unorm | Kind::Srgb => x.clamp(0.0, 1.0),
            Kind::Snorm => x.clamp(-1.0, 1.0),
            _ => x,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // §3.2.3.6 worked through: 0.5 * 255 + 0.5 = 128.0 → 128; 1/255-ish
    // values; NaN → 0; out of range clamps.
    #[test]
    fn unorm_rules() {
        assert_eq!(to_unorm(0.5, 8), 128);
        assert_eq!(to_unorm(1.0, 8), 255);
        assert_eq!(to_unorm(2.0, 8), 255);
        assert_eq!(to_unorm(-1.0, 8), 0);
        assert_eq!(to_unorm(f32::NAN, 8), 0);
        assert_eq!(to_unorm(0.25, 2), 1);
        assert_eq!(from_unorm(255, 8), 1.0);
        assert_eq!(from_unorm(1, 2), 1.0 / 3.0);
    }

    // §3.2.3.3/4: both most-negative codes read -1; -1 writes 0x81 for 8
    // bits; 5-bit 10001 reads -1.
    #[test]
    fn snorm_rules() {
        assert_eq!(from_snorm(0x80, 8), -1.0);
        assert_eq!(from_snorm(0x81, 8), -1.0);
        assert_eq!(from_snorm(0b10001, 5), -1.0);
        assert_eq!(to_snorm(-1.0, 8), 0x81);
        assert_eq!(to_snorm(1.0, 8), 0x7f);
        assert_eq!(to_snorm(-0.5, 8), (-64i32 as u32) & 0xff);
    }

    // §3.2.2: toward zero; too large → largest finite; ∞ and NaN kept;
    // no sign → negatives 0.
    #[test]
    fn small_floats() {
        assert_eq!(small_float(1.0, 10, true), 0x3c00);
        assert_eq!(small_float(65520.0, 10, true), 0x7bff);
        assert_eq!(small_float(1e10, 10, true), 0x7bff);
        assert_eq!(small_float(f32::INFINITY, 10, true), 0x7c00);
        assert_eq!(small_float(-2.0, 10, true), 0xc000);
        // 1 + 2^-10 + 2^-11 truncates to 1 + 2^-10.
        assert_eq!(small_float(1.0 + 1.5 / 1024.0, 10, true), 0x3c01);
        assert_eq!(small_float(-1.0, 6, false), 0);
        assert_eq!(small_float(1.0, 6, false), 15 << 6);
        assert_eq!(small_to_f32(15 << 6, 6, false), 1.0);
        assert!(small_to_f32(small_float(f32::NAN, 5, false), 5, false).is_nan());
        // The smallest half denormal, 2^-24.
        assert_eq!(small_float(2f32.powi(-24), 10, true), 1);
        assert_eq!(small_to_f32(1, 10, true), 2f32.powi(-24));
    }

    // Channels at their bit offsets; B8G8R8A8 swaps r and b; missing
    // channels read (0, 0, 0, 1).
    #[test]
    fn layouts() {
        let f = by_name("B8G8R8A8_UNORM").unwrap();
        let mut b = [0u8; 4];
        f.encode_into([1f32.to_bits(), 0, 0, 1f32.to_bits()], 0xf, &mut b);
        assert_eq!(b, [0, 0, 255, 255]);
        let f = by_name("r10g10b10a2_unorm").unwrap();
        let mut b = [0u8; 4];
        f.encode_into([1f32.to_bits(); 4], 0xf, &mut b);
        assert_eq!(u32::from_le_bytes(b), u32::MAX);
        let f = by_name("R16G16_SINT").unwrap();
        let r = f.decode(&[0xff, 0xff, 2, 0]);
        assert_eq!(r, [u32::MAX, 2, 0, 1]);
        assert_eq!(f.encode_channel(40000, 0), 0x7fff);
    }
}
