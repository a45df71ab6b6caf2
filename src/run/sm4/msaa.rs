//! Multisampling: the standard sample patterns of Direct3D 10.1 and later
//! (D3D11.3 functional spec §19.2.4, "Specification of Sample
//! Positions", whose figures give each sample's offset from the pixel
//! centre in 1/16 pixel, x to the right and y down).

/// Offsets of the standard patterns, in 1/16 pixel, by sample index.
const P1: &[[i8; 2]] = &[[0, 0]];
const P2: &[[i8; 2]] = &[[4, 4], [-4, -4]];
const P4: &[[i8; 2]] = &[[-2, -6], [6, -2], [-6, 2], [2, 6]];
const P8: &[[i8; 2]] = &[
    [1, -3],
    [-1, 3],
    [5, 1],
    [-3, -5],
    [-5, 5],
    [-7, -1],
    [3, 7],
    [7, -7],
];
const P16: &[[i8; 2]] = &[
    [1, 1],
    [-1, -3],
    [-3, 2],
    [4, -1],
    [-5, -2],
    [2, 5],
    [5, 3],
    [3, -5],
    [-2, 6],
    [0, -7],
    [-4, -6],
    [-6, 4],
    [-8, 0],
    [7, -4],
    [6, 7],
    [-7, -8],
];

/// The standard pattern of `count` samples (1, 2, 4, 8 or 16).
pub fn pattern(count: u32) -> Option<&'static [[i8; 2]]> {
    Some(match count {
        1 => P1,
        2 => P2,
        4 => P4,
        8 => P8,
        16 => P16,
        _ => return None,
    })
}

/// Sample `index`'s position relative to the pixel centre, in pixels
/// (samplepos); `None` for an index outside the pattern.
pub fn position(count: u32, index: u32) -> Option<[f32; 2]> {
    let p = pattern(count)?.get(index as usize)?;
    Some([p[0] as f32 / 16.0, p[1] as f32 / 16.0])
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every pattern has its count of distinct samples inside the pixel's
    // 16×16 grid ([-8, 7] on each axis: left and top edges included).
    #[test]
    fn patterns_are_distinct_and_inside_the_pixel() {
        for n in [1u32, 2, 4, 8, 16] {
            let p = pattern(n).unwrap_or_default();
            assert_eq!(p.len(), n as usize);
            for (i, a) in p.iter().enumerate() {
                assert!(a.iter().all(|c| (-8..=7).contains(c)));
                assert!(p[..i].iter().all(|b| b != a));
            }
        }
        assert_eq!(position(4, 1), Some([0.375, -0.125]));
        assert_eq!(position(4, 4), None);
        assert_eq!(position(3, 0), None);
    }
}
