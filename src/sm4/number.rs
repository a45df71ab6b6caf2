//! Numbers in SM4/5 listing text: floats printed as Microsoft's `%f` (and
//! older compilers' forms), integers and typeless words, and the float the
//! parser reads back.

use std::fmt::Write;

/// What differs between the listings of Microsoft's disassembler versions
/// in the code part.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    /// fxc 9.x: floats keep 17 significant digits, then zeros.
    pub digits17: bool,
    /// fxc 10.x: `dcl_constantbuffer CB0[n]` and `dcl_input_ps_sgv constant`.
    pub v10: bool,
    /// Not Microsoft's: a float that six decimals cannot give back exactly
    /// is printed as its bits (`0x3eaaaaab`), and a relative index inside a
    /// relative index is printed (Microsoft prints its immediate alone), so
    /// the text reassembles to the same bytes.
    pub lossless: bool,
    /// `D3D_DISASM_PRINT_HEX_LITERALS` (0x80): every immediate (`l(...)`,
    /// `d(...)` as its four words, the immediate constant buffer) as hex.
    pub hex: bool,
}

/// Prints `f32` bits as Microsoft's `%f`.
pub fn float(bits: u32, st: Style, out: &mut String) {
    let f = f32::from_bits(bits);
    if st.lossless && f.is_nan() && bits & 0x7fff_ffff != 0x7fc0_0000 {
        // A NaN with a payload: the spelled-out forms would lose it.
        let _ = write!(out, "0x{bits:08x}");
    } else if f.is_nan() {
        out.push_str(if bits >> 31 != 0 {
            "-1.#IND00"
        } else {
            "1.#QNAN0"
        });
    } else if f.is_infinite() {
        out.push_str(if f < 0.0 { "-1.#INF00" } else { "1.#INF00" });
    } else {
        let start = out.len();
        fixed6(f as f64, st, out);
        if st.lossless && read_float(&out[start..]).map(f32::to_bits) != Some(bits) {
            out.truncate(start);
            let _ = write!(out, "0x{bits:08x}");
        }
    }
}

/// `%f` with six decimals, rounding half away from zero on the exact value
/// as Microsoft's C runtime does (Rust's `{:.6}` rounds half to even).
pub fn fixed6(f: f64, st: Style, out: &mut String) {
    if !f.is_finite() {
        // Doubles (`d(...)` immediates) reach here unfiltered: print NaN and
        // infinity as the C runtime does, like [`float`].
        out.push_str(match (f.is_nan(), f.is_sign_negative()) {
            (true, true) => "-1.#IND00",
            (true, false) => "1.#QNAN0",
            (false, true) => "-1.#INF00",
            (false, false) => "1.#INF00",
        });
        return;
    }
    if fixed6_fast(f, st, out) {
        return;
    }
    let exact = format!("{:.1100}", f.abs());
    let (int_part, frac) = exact.split_once('.').unwrap_or((&exact, ""));
    let mut digits: Vec<u8> = int_part.bytes().chain(frac.bytes().take(6)).collect();
    if st.digits17 && int_part.len() > 17 {
        // The 9.x runtime prints 17 significant digits, then zeros.
        let round_up = int_part.as_bytes()[17] >= b'5';
        digits.truncate(17);
        if round_up {
            increment(&mut digits);
        }
        let zeros = int_part.len() + 6 - digits.len();
        digits.extend(std::iter::repeat_n(b'0', zeros));
        if f.is_sign_negative() {
            out.push('-');
        }
        let split = digits.len() - 6;
        out.push_str(std::str::from_utf8(&digits[..split]).unwrap_or("0"));
        out.push('.');
        out.push_str(std::str::from_utf8(&digits[split..]).unwrap_or("0"));
        return;
    }
    if frac.as_bytes().get(6).is_some_and(|d| *d >= b'5') {
        increment(&mut digits);
    }
    if f.is_sign_negative() {
        out.push('-');
    }
    let split = digits.len() - 6;
    out.push_str(std::str::from_utf8(&digits[..split]).unwrap_or("0"));
    out.push('.');
    out.push_str(std::str::from_utf8(&digits[split..]).unwrap_or("0"));
}

/// [`fixed6`] by integer arithmetic on the exact binary value: |f| × 10^6
/// = m × 10^6 / 2^k, rounded half away from zero. `false` (nothing
/// written) where the value is too large for it, or where 9.x's
/// 17-significant-digit rule could apply.
pub(crate) fn fixed6_fast(f: f64, st: Style, out: &mut String) -> bool {
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    // f = m × 2^e exactly.
    let (m, e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), exp - 1075)
    };
    let scaled = m as u128 * 1_000_000;
    let q: u128 = if e >= 0 {
        if e > 40 {
            return false;
        }
        scaled << e
    } else {
        let k = (-e) as u32;
        if k >= 127 {
            // Below 2^-53: rounds to zero.
            0
        } else {
            let q = scaled >> k;
            let r = scaled & ((1u128 << k) - 1);
            if r >= 1u128 << (k - 1) {
                q + 1
            } else {
                q
            }
        }
    };
    // u128 division is a library call: u64 where the value fits.
    let (int_part, frac) = match u64::try_from(q) {
        Ok(q) => ((q / 1_000_000) as u128, (q % 1_000_000) as u32),
        Err(_) => (q / 1_000_000, (q % 1_000_000) as u32),
    };
    if st.digits17 && int_part >= 100_000_000_000_000_000 {
        return false;
    }
    if f.is_sign_negative() {
        out.push('-');
    }
    // The integer part by `itoa`, then the six decimals from a u32.
    match u64::try_from(int_part) {
        Ok(n) => crate::push::uint(out, n),
        Err(_) => out.push_str(itoa::Buffer::new().format(int_part)),
    }
    // 1_000_000 + frac has seven digits: "1" and the six decimals.
    let mut digits = itoa::Buffer::new();
    let seven = digits.format(1_000_000 + frac);
    out.push('.');
    out.push_str(&seven[1..]);
    true
}

/// Adds one to a decimal digit string, carrying.
pub(crate) fn increment(digits: &mut Vec<u8>) {
    let mut i = digits.len();
    loop {
        if i == 0 {
            digits.insert(0, b'1');
            return;
        }
        i -= 1;
        if digits[i] == b'9' {
            digits[i] = b'0';
        } else {
            digits[i] += 1;
            return;
        }
    }
}

/// Prints a 32-bit integer as Microsoft does: decimal when small, hex when
/// large.
pub fn int(bits: u32, out: &mut String) {
    let v = bits as i32;
    if (0..=10000).contains(&v) {
        crate::push::uint(out, v as u64);
    } else if (-10000..0).contains(&v) {
        out.push_str(itoa::Buffer::new().format(v));
    } else {
        let _ = write!(out, "0x{bits:08x}");
    }
}

/// Prints a value of unknown type: float when its exponent says so.
pub fn typeless(bits: u32, st: Style, out: &mut String) {
    let exp = (bits >> 23) & 0xff;
    if bits == 0x8000_0000 || (exp != 0 && exp != 0xff) {
        float(bits, st, out)
    } else {
        int(bits, out)
    }
}

/// The float the parser reads from `text` by default: the nearest (None
/// if it is not a float).
pub fn read_float(text: &str) -> Option<f32> {
    text.parse::<f32>().ok()
}
