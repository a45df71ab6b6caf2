//! Finite numbers as Microsoft's C runtime prints them with `%.Ng`: the
//! listings' SM1-3 `def` values (`%.9g`), default values and SDBG value
//! notes (`%g`). Rounding is on the exact value and half away from zero
//! (Rust's formatting rounds half to even), and exponents have three
//! digits. NaN and infinity are spelled by the callers, which differ.

use std::fmt::Write as _;

/// `%.{digits}g` of a finite, nonzero `x` (`digits` 1 to 17).
pub fn g(x: f64, digits: usize) -> String {
    let mut out = String::with_capacity(24);
    write_g(x, digits, &mut out);
    out
}

/// [`g`], appended to `out`.
pub fn write_g(x: f64, digits: usize, out: &mut String) {
    let digits = digits.clamp(1, 17);
    // A whole number of at most `digits` digits is printed whole: rounded
    // to that many digits it is itself, and `%g` drops the zeros after
    // the point (most `def` values; the exact rounding below was a twelfth
    // of listing public SM1-3 shaders).
    let a = x.abs();
    if a.fract() == 0.0 && a < POW10[digits] {
        if x < 0.0 {
            out.push('-');
        }
        crate::push::uint(out, a as u64);
        return;
    }
    write_rounded(x, digits, out)
}

/// [`write_g`] by rounding to `digits` digits (1..=17), any finite value.
fn write_rounded(x: f64, digits: usize, out: &mut String) {
    let (ds, exp) = round_half_away(x, digits);
    // Trailing zeros go (and the point with them).
    let n = ds.iter().rposition(|&c| c != b'0').map_or(1, |i| i + 1);
    let ds = &ds[..n];
    if x < 0.0 {
        out.push('-');
    }
    let push = |out: &mut String, d: &[u8]| out.extend(d.iter().map(|&c| c as char));
    // The exponent after rounding decides between the two forms.
    if !(-4..digits as i32).contains(&exp) {
        push(out, &ds[..1]);
        if ds.len() > 1 {
            out.push('.');
            push(out, &ds[1..]);
        }
        let sign = if exp < 0 { '-' } else { '+' };
        let _ = write!(out, "e{sign}{:03}", exp.abs());
    } else if exp < 0 {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-exp - 1) as usize));
        push(out, ds);
    } else {
        let int = exp as usize + 1;
        push(out, &ds[..int.min(ds.len())]);
        out.extend(std::iter::repeat_n('0', int.saturating_sub(ds.len())));
        if ds.len() > int {
            out.push('.');
            push(out, &ds[int..]);
        }
    }
}

/// A few bytes on the stack for `core::fmt` to write into.
struct Buf {
    b: [u8; 64],
    n: usize,
}

impl std::fmt::Write for Buf {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let end = self.n + s.len();
        self.b
            .get_mut(self.n..end)
            .ok_or(std::fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.n = end;
        Ok(())
    }
}

/// 10^k, k = 0..=17, as doubles (exact: below 2^53).
const POW10: [f64; 18] = {
    let mut t = [1.0; 18];
    let mut k = 0;
    while k < 18 {
        t[k] = POW10_128[k] as f64;
        k += 1;
    }
    t
};

/// |`d`| to `digits` significant digits (ASCII, the first `digits` bytes)
/// and its decimal exponent, rounded half away from zero on the exact
/// value as the Microsoft C runtime rounds (Rust's formatting rounds half
/// to even: 0.001220703125 to nine digits is 0.00122070313 in Microsoft's
/// listings, not ...312).
fn round_half_away(d: f64, digits: usize) -> ([u8; 18], i32) {
    round_exact_int(d, digits).unwrap_or_else(|| round_general(d, digits))
}

/// [`round_half_away`] by Rust's exact formatting: any finite value.
fn round_general(d: f64, digits: usize) -> ([u8; 18], i32) {
    // One digit more, rounded: below 5 or above 5 it decides alone; a 5
    // may be a tie on the exact value (or close to one): then the exact
    // digits decide.
    let mut more = Buf { b: [0; 64], n: 0 };
    let _ = write!(more, "{:.*e}", digits, d.abs());
    let (digit, mut exp) = sci_digits(&more.b[..more.n]);
    let mut out = [b'0'; 18];
    for (i, o) in out[..digits].iter_mut().enumerate() {
        *o = digit(i);
    }
    let up = match digit(digits) {
        b'0'..=b'4' => false,
        b'6'..=b'9' => true,
        _ => {
            // The exact value decides: at or past the half rounds up. It is
            // m × 2^e (m odd), so it has -e decimals, and printed with that
            // many digits after the first (plus the exponent) nothing is
            // rounded.
            let bits = d.abs().to_bits();
            let (m, e) = match ((bits >> 52) & 0x7ff) as i32 {
                0 => (bits, -1074),
                b => (bits & ((1 << 52) - 1) | 1 << 52, b - 1075),
            };
            let e = e + m.trailing_zeros() as i32;
            let exact_digits = (exp + 1 + (-e).max(0)).max(digits as i32) as usize;
            let exact = format!("{:.*e}", exact_digits, d.abs());
            let (exact_digit, _) = sci_digits(exact.as_bytes());
            for (i, o) in out[..digits].iter_mut().enumerate() {
                *o = exact_digit(i);
            }
            exact_digit(digits) >= b'5'
        }
    };
    if up {
        // Carry; 9.99 becomes 1.00 with the exponent one up.
        match out[..digits].iter().rposition(|&c| c != b'9') {
            Some(i) => {
                out[i] += 1;
                out[i + 1..digits].fill(b'0');
            }
            None => {
                out[0] = b'1';
                out[1..digits].fill(b'0');
                exp += 1;
            }
        }
    }
    (out, exp)
}

/// base^0 .. base^55 in 128 bits, saturated (10^39 and 5^56 overflow: the
/// tables are read below either).
const fn pow128(base: u128) -> [u128; 56] {
    let mut t = [1u128; 56];
    let mut i = 1;
    while i < 56 {
        t[i] = t[i - 1].saturating_mul(base);
        i += 1;
    }
    t
}
const POW5_128: [u128; 56] = pow128(5);
const POW10_128: [u128; 56] = pow128(10);

/// [`round_half_away`] in integers, for most values: |`d`| = m × 2^e is
/// N / 10^k with N = m × 5^-e, k = -e (or N = m × 2^e, k = 0), exactly,
/// when N fits in 128 bits (every `float` from about 1e-6 up, many
/// smaller ones, and doubles with short mantissas). The digits are then
/// N's, cut at `digits` and rounded up when what is cut is at least half.
/// `None` when N does not fit (the general path: Rust's exact formatting,
/// whose big-number fallback was 9% of SM1-3 `dis` on public shaders).
fn round_exact_int(d: f64, digits: usize) -> Option<([u8; 18], i32)> {
    let bits = d.abs().to_bits();
    let (m, e) = match ((bits >> 52) & 0x7ff) as i32 {
        0 => (bits, -1074),
        0x7ff => return None,
        b => (bits & ((1 << 52) - 1) | 1 << 52, b - 1075),
    };
    if m == 0 || !(1..=17).contains(&digits) {
        return None;
    }
    let (m, e) = (m >> m.trailing_zeros(), e + m.trailing_zeros() as i32);
    let (n, k) = if e >= 0 {
        let n = u128::from(m).checked_shl(e as u32)?;
        // The shift must not drop bits.
        (n >> e == u128::from(m)).then_some((n, 0))?
    } else {
        let k = (-e) as usize;
        (u128::from(m).checked_mul(*POW5_128.get(k)?)?, k)
    };
    let len = decimal_len(n);
    let mut exp = len as i32 - 1 - k as i32;
    let mut q = if len > digits {
        let p = POW10_128[len - digits];
        // One 128-bit division (a library call), the remainder from it.
        let q = n / p;
        let r = n - q * p;
        // At or past the half rounds up (away from zero).
        q + u128::from(r >= p - r)
    } else {
        n * POW10_128[digits - len]
    };
    if q == POW10_128[digits] {
        q = POW10_128[digits - 1];
        exp += 1;
    }
    let mut out = [b'0'; 18];
    let mut q = q as u64;
    for o in out[..digits].iter_mut().rev() {
        *o = b'0' + (q % 10) as u8;
        q /= 10;
    }
    Some((out, exp))
}

/// The number of decimal digits of `n` (at least 1): from its bit length,
/// one compare (a scan of the powers was a tenth of formatting a `def`
/// value).
fn decimal_len(n: u128) -> usize {
    let bits = 128 - n.leading_zeros() as usize;
    // floor(bits × log10 2) by 1233 / 4096, the digits of 2^(bits-1) up.
    let t = (bits * 1233) >> 12;
    t + 1 - usize::from(n < POW10_128[t])
}

/// Digit `i` and the exponent of Rust's `{:.Ne}` text (N ≥ 1:
/// `d.ddde-3`).
fn sci_digits(t: &[u8]) -> (impl Fn(usize) -> u8 + '_, i32) {
    let e = t.iter().position(|&c| c == b'e').unwrap_or(t.len());
    let exp = std::str::from_utf8(&t[(e + 1).min(t.len())..])
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let digit = move |i: usize| {
        let at = if i == 0 { 0 } else { i + 1 };
        if at < e {
            t[at]
        } else {
            b'0'
        }
    };
    (digit, exp)
}

/// C's `%.{digits}g` as the Microsoft C runtime prints it (a three-digit
/// exponent, `1.#INF`, `1.#QNAN`, `-1.#IND`).
pub fn g32(f: f32, digits: usize) -> String {
    let mut s = String::new();
    write_g32(f, digits, &mut s);
    s
}

/// [`g32`], appended to `out`.
pub fn write_g32(f: f32, digits: usize, out: &mut String) {
    if f.is_nan() {
        // The "indefinite" NaN (sign and quiet bit only) is `-1.#IND`.
        return out.push_str(match f.to_bits() {
            0xFFC0_0000 => "-1.#IND",
            b if b & 0x8000_0000 != 0 => "-1.#QNAN",
            _ => "1.#QNAN",
        });
    }
    if f.is_infinite() {
        return out.push_str(if f < 0.0 { "-1.#INF" } else { "1.#INF" });
    }
    if f == 0.0 {
        return out.push_str(if f.is_sign_negative() { "-0" } else { "0" });
    }
    write_g(f as f64, digits, out)
}

/// Microsoft's C runtime spellings of infinity and NaN, in every width it
/// printed them (`1.#INF00`, older `1.#INF0000`, `1.#INF`, `-1.#IND`,
/// `1.#QNAN`, `1.#SNAN`): infinity, the quiet NaN (`IND` is the
/// "indefinite" NaN, 0xffc00000 when negative), or a signalling NaN.
pub fn special_float(p: &str) -> Option<u32> {
    let (sign, body) = match p.strip_prefix('-') {
        Some(b) => (0x8000_0000u32, b),
        None => (0, p.strip_prefix('+').unwrap_or(p)),
    };
    // d3dcompiler_46's spelling of one NaN, as 3Dmigoto's assembler reads it.
    if p == "-1.#QNAN000" {
        return Some(0xffc1_0000);
    }
    let rest = body.strip_prefix("1.#")?;
    let kind_len = rest
        .find(|c: char| c.is_ascii_digit())
        .unwrap_or(rest.len());
    let (kind, digits) = rest.split_at(kind_len);
    if !digits.bytes().all(|b| b == b'0') {
        return None;
    }
    let bits = match kind.to_ascii_uppercase().as_str() {
        "INF" => 0x7f80_0000,
        "IND" | "QNAN" => 0x7fc0_0000,
        "SNAN" => 0x7f80_0001,
        _ => return None,
    };
    Some(sign | bits)
}

#[cfg(test)]
mod tests {
    use super::g;

    /// The next xorshift64 value of `x`.
    fn next(x: &mut u64) -> u64 {
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        *x
    }

    /// A whole number printed whole is what rounding prints, to every
    /// precision: small numbers, powers of two and ten and their
    /// neighbours, floats' and doubles' largest whole numbers, negatives.
    #[test]
    fn whole_numbers_print_as_rounded() {
        let mut values: Vec<f64> = (0..3000).map(f64::from).collect();
        for k in 0..64 {
            let p = 2f64.powi(k);
            values.extend([p - 1.0, p, p + 1.0]);
        }
        for k in 0..18 {
            let p = 10f64.powi(k);
            values.extend([p - 1.0, p, p + 1.0]);
        }
        values.extend([16_777_215.0, 16_777_217.0, 123_456_789.0, 987_654_321.0]);
        values.extend([f64::from(f32::MAX), 9_007_199_254_740_993.0]);
        let (mut whole, mut total) = (0, 0);
        for v in values.iter().flat_map(|&v| [v, -v]).filter(|v| *v != 0.0) {
            for digits in 1..=17 {
                let (mut a, mut b) = (String::new(), String::new());
                super::write_g(v, digits, &mut a);
                super::write_rounded(v, digits, &mut b);
                assert_eq!(a, b, "{v} to {digits} digits");
                total += 1;
                whole += usize::from(v.abs() < super::POW10[digits]);
            }
        }
        assert!(whole > total / 3, "{whole} of {total} printed whole");
    }

    /// Floats whose mantissa ends in zeros (0.5, 0.75, 0.125, 1.375 ...,
    /// and whole numbers among them), of every size, to every precision:
    /// printed as rounding prints them.
    #[test]
    fn short_numbers_print_as_rounded() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let (mut whole, mut total) = (0, 0);
        for i in 0..300_000 {
            let x = next(&mut x);
            // A float with its low mantissa bits cleared: short decimals.
            let keep = (x >> 32) % 24;
            let bits = (x as u32) & !((1u32 << (23 - keep)) - 1);
            let v = f64::from(f32::from_bits(bits & 0xff7f_ffff));
            let v = if i % 3 == 0 { v * 0.001 } else { v };
            if v == 0.0 || !v.is_finite() {
                continue;
            }
            let digits = 1 + (x >> 48) as usize % 17;
            let (mut a, mut b) = (String::new(), String::new());
            super::write_g(v, digits, &mut a);
            super::write_rounded(v, digits, &mut b);
            assert_eq!(a, b, "{v:e} to {digits} digits");
            total += 1;
            whole += usize::from(v.fract() == 0.0 && v.abs() < super::POW10[digits]);
        }
        assert!(whole > total / 100, "{whole} of {total} printed whole");
    }

    /// The digit count from the bit length is the count of the digits,
    /// at every power of two and ten and beside them, up to 2^128.
    #[test]
    fn decimal_len_counts_digits() {
        let p10 = &super::POW10_128;
        let mut ns = vec![1u128, 2, 9, 10, 11, u128::MAX];
        for j in 1..128 {
            let p = 1u128 << j;
            ns.extend([p - 1, p, p + 1]);
        }
        for p in &p10[1..39] {
            ns.extend([p - 1, *p, p + 1]);
        }
        for n in ns {
            assert_eq!(super::decimal_len(n), n.to_string().len(), "{n}");
        }
    }

    /// The integer path gives what the general path gives, wherever it
    /// applies: floats of every exponent and doubles, every precision.
    #[test]
    fn integer_path_is_the_general_one() {
        let general = super::round_general;
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let (mut used, mut wide) = (0, 0);
        for i in 0..200_000 {
            let x = next(&mut x);
            let d = if i % 2 == 0 {
                f64::from(f32::from_bits(x as u32 & 0xff7f_ffff))
            } else {
                // Doubles with short mantissas and of every exponent.
                f64::from_bits(x & 0xffef_ffff_ffff_ffff & !((1 << (x % 53)) - 1))
            };
            if d == 0.0 || !d.is_finite() {
                continue;
            }
            let digits = 1 + (x >> 40) as usize % 17;
            let fast = super::round_exact_int(d, digits);
            if let Some(fast) = fast {
                used += 1;
                assert_eq!(fast, general(d, digits), "{d:e} to {digits} digits");
            }
            // Every float from 1e-6 up takes it (what listings hold).
            if i % 2 == 0 && d.abs() >= 1e-6 {
                wide += 1;
                assert!(fast.is_some(), "{d:e}");
            }
        }
        assert!(used >= wide && wide > 10_000, "{used}, {wide}");
        // Ties, carries and the ends of the tables.
        for (d, digits) in [
            (0.001220703125, 9),
            (99999999.5, 9),
            (9.5, 1),
            (0.5, 17),
            (2f64.powi(100), 17),
            (2f64.powi(-55), 9),
            (2f64.powi(-56), 9),
            (1e38, 9),
        ] {
            if let Some(fast) = super::round_exact_int(d, digits) {
                assert_eq!(fast, general(d, digits), "{d:e} to {digits} digits");
            }
        }
    }

    /// C's `%.9g` as the Microsoft C runtime prints it: where the exact
    /// value is not halfway, Rust's correctly rounded digits; where it is,
    /// the digit above (oracle: `tests/corpus/oracle/float-ties`).
    #[test]
    fn nine_digits_round_half_away_from_zero() {
        let mut x = 0x1234_5678u32;
        for _ in 0..20_000 {
            // xorshift: finite floats of every exponent.
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let f = f32::from_bits(x & 0xff7f_ffff) as f64;
            if f == 0.0 {
                continue;
            }
            let want: f64 = format!("{f:.8e}").parse().unwrap();
            let got: f64 = g(f, 9).replace("e+", "e").parse().unwrap();
            // Not halfway: the same number; halfway: one unit above it.
            let exact = format!("{:.200e}", f.abs());
            let (m, _) = exact.split_once('e').unwrap();
            let tail = &m[10..];
            let halfway = tail.starts_with('5') && tail[1..].bytes().all(|c| c == b'0');
            if !halfway {
                assert_eq!(got, want, "{f:e}");
            } else {
                assert!(got.abs() >= want.abs(), "{f:e}");
            }
        }
        assert_eq!(g(0.001220703125, 9), "0.00122070313");
        assert_eq!(g(-6.103515625e-5, 9), "-6.10351563e-005");
        assert_eq!(g(99999999.5f32 as f64, 9), "100000000");
        assert_eq!(g(0.0009765625, 6), "0.000976563");
    }
}
