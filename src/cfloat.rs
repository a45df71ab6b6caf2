//! Finite numbers as Microsoft's C runtime prints them with `%.Ng`: the
//! listings' SM1-3 `def` values (`%.9g`), default values and SDBG value
//! notes (`%g`). Rounding is on the exact value and half away from zero
//! (Rust's formatting rounds half to even), and exponents have three
//! digits. NaN and infinity are spelled by the callers, which differ.

/// `%.{digits}g` of a finite, nonzero `x`.
pub fn g(x: f64, digits: usize) -> String {
    let (mant, exp) = sci_half_away(x, digits);
    let trim = |mut t: String| {
        if t.contains('.') {
            while t.ends_with('0') {
                t.pop();
            }
            if t.ends_with('.') {
                t.pop();
            }
        }
        t
    };
    let minus = if x < 0.0 { "-" } else { "" };
    // The exponent after rounding decides between the two forms.
    if !(-4..digits as i32).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{minus}{}e{sign}{:03}", trim(mant), exp.abs());
    }
    format!("{minus}{}", trim(positional(&mant, exp)))
}

/// |`d`| to `digits` significant digits, `d.ddd` and its decimal exponent,
/// rounded half away from zero on the exact value as the Microsoft C
/// runtime rounds (Rust's formatting rounds half to even: 0.001220703125
/// to nine digits is 0.00122070313 in Microsoft's listings, not ...312).
fn sci_half_away(d: f64, digits: usize) -> (String, i32) {
    // One digit more, rounded: below 5 or above 5 it decides alone; a 5
    // may be a tie on the exact value (or close to one): then the exact
    // digits decide.
    let more = format!("{:.*e}", digits, d.abs());
    let (m, e) = more.split_once('e').expect("exponent");
    let mut exp: i32 = e.parse().expect("exponent digits");
    let mut ds: Vec<u8> = m.bytes().filter(u8::is_ascii_digit).collect();
    let last = ds.pop().expect("a digit");
    let up = match last {
        b'0'..=b'4' => false,
        b'6'..=b'9' => true,
        _ => {
            // The exact value (an f64 has at most 767 significant decimal
            // digits) decides: at or past the half rounds up.
            let exact = format!("{:.800e}", d.abs());
            let (em, _) = exact.split_once('e').expect("exponent");
            let all: Vec<u8> = em.bytes().filter(u8::is_ascii_digit).collect();
            ds = all[..digits].to_vec();
            all[digits] >= b'5'
        }
    };
    if up {
        let mut i = ds.len();
        loop {
            if i == 0 {
                // 9.99 -> 10.0: one more digit before the point.
                ds.insert(0, b'1');
                ds.pop();
                exp += 1;
                break;
            }
            i -= 1;
            if ds[i] == b'9' {
                ds[i] = b'0';
            } else {
                ds[i] += 1;
                break;
            }
        }
    }
    let mut out = String::with_capacity(digits + 2);
    out.push(ds[0] as char);
    if ds.len() > 1 {
        out.push('.');
        out.extend(ds[1..].iter().map(|&c| c as char));
    }
    (out, exp)
}

/// The significant digits `mant` (`d.ddd`) with decimal exponent `exp`
/// (at least -4) written without an exponent.
fn positional(mant: &str, exp: i32) -> String {
    let ds: Vec<u8> = mant.bytes().filter(u8::is_ascii_digit).collect();
    let mut s = String::with_capacity(ds.len() + 8);
    if exp < 0 {
        s.push_str("0.");
        s.extend(std::iter::repeat_n('0', (-exp - 1) as usize));
        s.extend(ds.iter().map(|&c| c as char));
    } else {
        let int = exp as usize + 1;
        for i in 0..int.max(1) {
            s.push(ds.get(i).map_or('0', |&c| c as char));
        }
        if ds.len() > int {
            s.push('.');
            s.extend(ds[int..].iter().map(|&c| c as char));
        }
    }
    s
}
