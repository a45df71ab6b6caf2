//! The output merger (functional spec chapter 17): the depth and stencil
//! tests with the depth clamped to the viewport and quantized to the
//! buffer's format, blending in float with inputs clamped to the target's
//! range, write masks, and the targets themselves.

use super::format::{Format, Kind};
pub use crate::run::mem::Compare;

/// A depth-buffer format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepthFormat {
    /// 32-bit float depth.
    D32Float,
    /// 32-bit float depth and 8-bit stencil.
    D32FloatS8,
    /// 24-bit UNORM depth and 8-bit stencil.
    D24S8,
    /// 16-bit UNORM depth.
    D16,
}

impl DepthFormat {
    /// The format named `s`.
    pub fn parse(s: &str) -> Option<DepthFormat> {
        let n = s
            .strip_prefix("DXGI_FORMAT_")
            .unwrap_or(s)
            .to_ascii_uppercase();
        Some(match n.as_str() {
            "D32_FLOAT" => DepthFormat::D32Float,
            "D32_FLOAT_S8X24_UINT" => DepthFormat::D32FloatS8,
            "D24_UNORM_S8_UINT" => DepthFormat::D24S8,
            "D16_UNORM" => DepthFormat::D16,
            _ => return None,
        })
    }

    /// The format's name.
    pub fn name(self) -> &'static str {
        match self {
            DepthFormat::D32Float => "D32_FLOAT",
            DepthFormat::D32FloatS8 => "D32_FLOAT_S8X24_UINT",
            DepthFormat::D24S8 => "D24_UNORM_S8_UINT",
            DepthFormat::D16 => "D16_UNORM",
        }
    }

    /// UNORM bits, or `None` for float depth.
    pub fn unorm_bits(self) -> Option<u8> {
        match self {
            DepthFormat::D24S8 => Some(24),
            DepthFormat::D16 => Some(16),
            _ => None,
        }
    }

    /// Whether it has a stencil part.
    pub fn has_stencil(self) -> bool {
        matches!(self, DepthFormat::D24S8 | DepthFormat::D32FloatS8)
    }

    /// A depth as stored: the UNORM code, or the float's bits (a float
    /// denormal flushed to zero, §3.2.2).
    pub fn quantize(self, z: f32) -> u32 {
        match self.unorm_bits() {
            Some(w) => super::format::to_unorm(z, w),
            None if z.is_subnormal() => 0f32.copysign(z).to_bits(),
            None => z.to_bits(),
        }
    }

    /// A stored depth as a number to compare and to report.
    pub fn value(self, d: u32) -> f64 {
        match self.unorm_bits() {
            Some(_) => d as f64,
            None => f32::from_bits(d) as f64,
        }
    }
}

/// A stencil operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StencilOp {
    /// Keep.
    Keep,
    /// 0.
    Zero,
    /// The reference.
    Replace,
    /// +1, saturated.
    IncrSat,
    /// -1, saturated.
    DecrSat,
    /// Bits inverted.
    Invert,
    /// +1, wrapping.
    Incr,
    /// -1, wrapping.
    Decr,
}

impl StencilOp {
    /// The operation named `s`.
    pub fn parse(s: &str) -> Option<StencilOp> {
        Some(match s.to_ascii_lowercase().as_str() {
            "keep" => StencilOp::Keep,
            "zero" => StencilOp::Zero,
            "replace" => StencilOp::Replace,
            "incr_sat" => StencilOp::IncrSat,
            "decr_sat" => StencilOp::DecrSat,
            "invert" => StencilOp::Invert,
            "incr" => StencilOp::Incr,
            "decr" => StencilOp::Decr,
            _ => return None,
        })
    }

    /// The new stencil value.
    pub fn apply(self, s: u8, reference: u8) -> u8 {
        match self {
            StencilOp::Keep => s,
            StencilOp::Zero => 0,
            StencilOp::Replace => reference,
            StencilOp::IncrSat => s.saturating_add(1),
            StencilOp::DecrSat => s.saturating_sub(1),
            StencilOp::Invert => !s,
            StencilOp::Incr => s.wrapping_add(1),
            StencilOp::Decr => s.wrapping_sub(1),
        }
    }
}

/// One face's stencil state.
#[derive(Clone, Copy, Debug)]
pub struct Face {
    /// StencilFailOp.
    pub fail: StencilOp,
    /// StencilDepthFailOp.
    pub depth_fail: StencilOp,
    /// StencilPassOp.
    pub pass: StencilOp,
    /// StencilFunc.
    pub func: Compare,
}

/// Stencil state.
#[derive(Clone, Copy, Debug)]
pub struct Stencil {
    /// The reference value.
    pub reference: u8,
    /// StencilReadMask.
    pub read_mask: u8,
    /// StencilWriteMask.
    pub write_mask: u8,
    /// FrontFace.
    pub front: Face,
    /// BackFace.
    pub back: Face,
}

/// The depth-stencil buffer and its state.
#[derive(Clone, Debug)]
pub struct DepthBuffer {
    /// Its format.
    pub format: DepthFormat,
    /// Samples per pixel.
    pub samples: u32,
    /// Slices (a depth buffer array).
    pub slices: u32,
    /// Stored depth per sample, pixel by pixel (UNORM code or float
    /// bits).
    pub depth: Vec<u32>,
    /// Stencil per sample.
    pub stencil: Vec<u8>,
    /// DepthEnable.
    pub enable: bool,
    /// DepthWriteMask.
    pub write: bool,
    /// DepthFunc.
    pub func: Compare,
    /// The stencil test, when on.
    pub stencil_state: Option<Stencil>,
}

impl DepthBuffer {
    /// Runs the depth and stencil tests of pixel `i` for depth `z`
    /// (already clamped to the viewport) on a primitive facing `front`,
    /// updating the buffer; true when the fragment passes.
    pub fn test(&mut self, i: usize, z: f32, front: bool) -> bool {
        let q = self.format.quantize(z);
        let depth_pass = !self.enable
            || self
                .func
                .test(self.format.value(q), self.format.value(self.depth[i]));
        let Some(st) = self.stencil_state.filter(|_| self.format.has_stencil()) else {
            if depth_pass && self.enable && self.write {
                self.depth[i] = q;
            }
            return depth_pass;
        };
        let face = if front { st.front } else { st.back };
        let s = self.stencil[i];
        let stencil_pass = face
            .func
            .test(st.reference & st.read_mask, s & st.read_mask);
        let op = match (stencil_pass, depth_pass) {
            (false, _) => face.fail,
            (true, false) => face.depth_fail,
            (true, true) => face.pass,
        };
        let new = op.apply(s, st.reference);
        self.stencil[i] = (s & !st.write_mask) | (new & st.write_mask);
        let pass = stencil_pass && depth_pass;
        if pass && self.enable && self.write {
            self.depth[i] = q;
        }
        pass
    }
}

/// A blend factor (D3D11_BLEND).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Factor {
    /// 0.
    Zero,
    /// 1.
    One,
    /// The source colour.
    SrcColor,
    /// 1 - the source colour.
    InvSrcColor,
    /// The source alpha.
    SrcAlpha,
    /// 1 - the source alpha.
    InvSrcAlpha,
    /// The target's alpha.
    DestAlpha,
    /// 1 - the target's alpha.
    InvDestAlpha,
    /// The target's colour.
    DestColor,
    /// 1 - the target's colour.
    InvDestColor,
    /// (f, f, f, 1), f = min(source alpha, 1 - target alpha).
    SrcAlphaSat,
    /// The blend factor.
    BlendFactor,
    /// 1 - the blend factor.
    InvBlendFactor,
    /// The second source (o1) colour.
    Src1Color,
    /// 1 - the second source colour.
    InvSrc1Color,
    /// The second source alpha.
    Src1Alpha,
    /// 1 - the second source alpha.
    InvSrc1Alpha,
}

impl Factor {
    /// The factor named `s` (`src_alpha`, `inv_src_alpha`, ...).
    pub fn parse(s: &str) -> Option<Factor> {
        use Factor::*;
        Some(match s.to_ascii_lowercase().as_str() {
            "zero" => Zero,
            "one" => One,
            "src_color" => SrcColor,
            "inv_src_color" => InvSrcColor,
            "src_alpha" => SrcAlpha,
            "inv_src_alpha" => InvSrcAlpha,
            "dest_alpha" => DestAlpha,
            "inv_dest_alpha" => InvDestAlpha,
            "dest_color" => DestColor,
            "inv_dest_color" => InvDestColor,
            "src_alpha_sat" => SrcAlphaSat,
            "blend_factor" => BlendFactor,
            "inv_blend_factor" => InvBlendFactor,
            "src1_color" => Src1Color,
            "inv_src1_color" => InvSrc1Color,
            "src1_alpha" => Src1Alpha,
            "inv_src1_alpha" => InvSrc1Alpha,
            _ => return None,
        })
    }

    /// Whether it may stand for alpha (§17.2: the colour factors may not).
    pub fn alpha_ok(self) -> bool {
        use Factor::*;
        !matches!(
            self,
            SrcColor | InvSrcColor | DestColor | InvDestColor | Src1Color | InvSrc1Color
        )
    }

    /// Whether it reads the second source.
    pub fn dual(self) -> bool {
        use Factor::*;
        matches!(self, Src1Color | InvSrc1Color | Src1Alpha | InvSrc1Alpha)
    }

    /// Component `c` of the factor.
    fn get(self, c: usize, s: &[f32; 4], s1: &[f32; 4], d: &[f32; 4], k: &[f32; 4]) -> f32 {
        use Factor::*;
        match self {
            Zero => 0.0,
            One => 1.0,
            SrcColor => s[c],
            InvSrcColor => 1.0 - s[c],
            SrcAlpha => s[3],
            InvSrcAlpha => 1.0 - s[3],
            DestAlpha => d[3],
            InvDestAlpha => 1.0 - d[3],
            DestColor => d[c],
            InvDestColor => 1.0 - d[c],
            SrcAlphaSat if c == 3 => 1.0,
            SrcAlphaSat => s[3].min(1.0 - d[3]),
            BlendFactor => k[c],
            InvBlendFactor => 1.0 - k[c],
            Src1Color => s1[c],
            InvSrc1Color => 1.0 - s1[c],
            Src1Alpha => s1[3],
            InvSrc1Alpha => 1.0 - s1[3],
        }
    }
}

/// A blend operation (D3D11_BLEND_OP).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// src + dest.
    Add,
    /// src - dest.
    Subtract,
    /// dest - src.
    RevSubtract,
    /// min(src, dest), factors ignored.
    Min,
    /// max(src, dest), factors ignored.
    Max,
}

impl Op {
    /// The operation named `s`.
    pub fn parse(s: &str) -> Option<Op> {
        Some(match s.to_ascii_lowercase().as_str() {
            "add" => Op::Add,
            "subtract" => Op::Subtract,
            "rev_subtract" => Op::RevSubtract,
            "min" => Op::Min,
            "max" => Op::Max,
            _ => return None,
        })
    }
}

/// A logic operation on a UINT target (D3D11_LOGIC_OP, Direct3D 11.1),
/// on the source `s` (the shader's output as the target stores it) and
/// the destination `d`, bit by bit within each channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogicOp {
    /// 0.
    Clear,
    /// All ones.
    Set,
    /// s.
    Copy,
    /// ~s.
    CopyInverted,
    /// d.
    Noop,
    /// ~d.
    Invert,
    /// s & d.
    And,
    /// ~(s & d).
    Nand,
    /// s | d.
    Or,
    /// ~(s | d).
    Nor,
    /// s ^ d.
    Xor,
    /// ~(s ^ d).
    Equiv,
    /// s & ~d.
    AndReverse,
    /// ~s & d.
    AndInverted,
    /// s | ~d.
    OrReverse,
    /// ~s | d.
    OrInverted,
}

impl LogicOp {
    /// Every operation by its name (D3D11_LOGIC_OP_* in lower case).
    pub const NAMES: [(&'static str, LogicOp); 16] = [
        ("clear", LogicOp::Clear),
        ("set", LogicOp::Set),
        ("copy", LogicOp::Copy),
        ("copy_inverted", LogicOp::CopyInverted),
        ("noop", LogicOp::Noop),
        ("invert", LogicOp::Invert),
        ("and", LogicOp::And),
        ("nand", LogicOp::Nand),
        ("or", LogicOp::Or),
        ("nor", LogicOp::Nor),
        ("xor", LogicOp::Xor),
        ("equiv", LogicOp::Equiv),
        ("and_reverse", LogicOp::AndReverse),
        ("and_inverted", LogicOp::AndInverted),
        ("or_reverse", LogicOp::OrReverse),
        ("or_inverted", LogicOp::OrInverted),
    ];

    /// The operation named `s`.
    pub fn parse(s: &str) -> Option<LogicOp> {
        let l = s.to_ascii_lowercase();
        let l = l.strip_prefix("d3d11_logic_op_").unwrap_or(&l);
        Self::NAMES.iter().find(|(n, _)| *n == l).map(|(_, o)| *o)
    }

    /// The result's bits (all 32; the caller keeps the channel's).
    pub fn apply(self, s: u32, d: u32) -> u32 {
        use LogicOp::*;
        match self {
            Clear => 0,
            Set => !0,
            Copy => s,
            CopyInverted => !s,
            Noop => d,
            Invert => !d,
            And => s & d,
            Nand => !(s & d),
            Or => s | d,
            Nor => !(s | d),
            Xor => s ^ d,
            Equiv => !(s ^ d),
            AndReverse => s & !d,
            AndInverted => !s & d,
            OrReverse => s | !d,
            OrInverted => !s | d,
        }
    }
}

/// One target's blend state.
#[derive(Clone, Copy, Debug)]
pub struct Blend {
    /// SrcBlend.
    pub src: Factor,
    /// DestBlend.
    pub dest: Factor,
    /// BlendOp.
    pub op: Op,
    /// SrcBlendAlpha.
    pub src_alpha: Factor,
    /// DestBlendAlpha.
    pub dest_alpha: Factor,
    /// BlendOpAlpha.
    pub op_alpha: Op,
}

/// min and max as the shader's min and max (§17.1): a NaN operand gives
/// the other.
fn min_max(a: f32, b: f32, max: bool) -> f32 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if max {
        a.max(b)
    } else {
        a.min(b)
    }
}

impl Blend {
    /// Blends source `s` (and second source `s1`) over target value `d`
    /// with blend factor `k`, all already clamped to the target's range.
    pub fn apply(&self, s: [f32; 4], s1: [f32; 4], d: [f32; 4], k: [f32; 4]) -> [f32; 4] {
        std::array::from_fn(|c| {
            let (sf, df, op) = if c == 3 {
                (self.src_alpha, self.dest_alpha, self.op_alpha)
            } else {
                (self.src, self.dest, self.op)
            };
            let a = s[c] * sf.get(c, &s, &s1, &d, &k);
            let b = d[c] * df.get(c, &s, &s1, &d, &k);
            match op {
                Op::Add => a + b,
                Op::Subtract => a - b,
                Op::RevSubtract => b - a,
                Op::Min => min_max(s[c], d[c], false),
                Op::Max => min_max(s[c], d[c], true),
            }
        })
    }
}

/// A render target: its format, its bytes, and its output state.
#[derive(Clone, Debug)]
pub struct Target {
    /// Its format.
    pub format: &'static Format,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Samples per pixel.
    pub samples: u32,
    /// Slices (a render-target array), each `height` rows.
    pub slices: u32,
    /// Row-major pixels, slice after slice, each its samples' elements in
    /// order.
    pub data: Vec<u8>,
    /// Blending, when on.
    pub blend: Option<Blend>,
    /// The logic operation, when on (UINT formats; never with blending).
    pub logic: Option<LogicOp>,
    /// RenderTargetWriteMask (bit 0 = r).
    pub write_mask: u8,
}

impl Target {
    /// A target of `format` cleared to `clear` (floats, or integers for
    /// integer formats).
    pub fn new(format: &'static Format, width: u32, height: u32, clear: [f64; 4]) -> Target {
        let mut px = vec![0u8; format.bytes];
        let v = clear.map(|c| match format.kind {
            Kind::Uint => c.clamp(0.0, u32::MAX as f64) as u32,
            Kind::Sint => (c.clamp(i32::MIN as f64, i32::MAX as f64) as i32) as u32,
            _ => (c as f32).to_bits(),
        });
        format.encode_into(v, 0xf, &mut px);
        let n = width as usize * height as usize;
        Target {
            format,
            width,
            height,
            samples: 1,
            slices: 1,
            data: px.repeat(n),
            blend: None,
            logic: None,
            write_mask: 0xf,
        }
    }

    /// The same target with `samples` samples per pixel, each as cleared.
    pub fn multisampled(mut self, samples: u32) -> Target {
        let b = self.format.bytes;
        self.data = self
            .data
            .chunks_exact(b)
            .flat_map(|px| px.repeat(samples as usize))
            .collect();
        self.samples = samples;
        self
    }

    /// The same target as an array of `slices` slices, each as cleared.
    pub fn sliced(mut self, slices: u32) -> Target {
        self.data = self.data.repeat(slices as usize);
        self.slices = slices;
        self
    }

    /// Bytes of a row of pixels (every sample).
    pub fn row_bytes(&self) -> usize {
        self.width as usize * self.format.bytes * self.samples as usize
    }

    /// Element `i`'s value as a shader would read it (float bits, or integer
    /// bits).
    pub fn read(&self, i: usize) -> [u32; 4] {
        let b = self.format.bytes;
        self.format.decode(&self.data[i * b..(i + 1) * b])
    }

    /// Writes output `o` (and second source `o1`) to element `i`: through
    /// the blend when on, clamped to the format's range, then converted
    /// under the write mask.
    pub fn write(&mut self, i: usize, o: [u32; 4], o1: [u32; 4], k: [f32; 4]) {
        let f = self.format;
        let value = match self.blend {
            Some(bl) if !f.integer() => {
                let c = |v: [u32; 4]| v.map(|b| f.clamp_for_blend(f32::from_bits(b)));
                let d = self.read(i).map(f32::from_bits);
                let out = bl.apply(c(o), c(o1), d, k.map(|x| f.clamp_for_blend(x)));
                out.map(|x| f.clamp_for_blend(x).to_bits())
            }
            _ => match self.logic {
                // On the output as the target stores it (clamped to the
                // channel) and the stored value, within the channel's bits.
                Some(op) => {
                    let d = self.read(i);
                    std::array::from_fn(|ch| {
                        let w = f.channels[ch].1 as u32;
                        let keep = if w >= 32 { u32::MAX } else { (1 << w) - 1 };
                        op.apply(f.encode_channel(o[ch], ch), d[ch]) & keep
                    })
                }
                None => o,
            },
        };
        let b = f.bytes;
        f.encode_into(value, self.write_mask, &mut self.data[i * b..(i + 1) * b]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // §17.1: src_alpha / inv_src_alpha over a UNORM target: 0.5 of red
    // over blue gives (0.5, 0, 0.5) → 128, 0, 128.
    #[test]
    fn alpha_blend() {
        let f = super::super::format::by_name("R8G8B8A8_UNORM").unwrap();
        let mut t = Target::new(f, 1, 1, [0.0, 0.0, 1.0, 1.0]);
        t.blend = Some(Blend {
            src: Factor::SrcAlpha,
            dest: Factor::InvSrcAlpha,
            op: Op::Add,
            src_alpha: Factor::One,
            dest_alpha: Factor::Zero,
            op_alpha: Op::Add,
        });
        let one = 1f32.to_bits();
        t.write(0, [one, 0, 0, 0.5f32.to_bits()], [0; 4], [0.0; 4]);
        assert_eq!(t.data, vec![128, 0, 128, 128]);
    }

    // §17.5: values entering the blend clamp to a UNORM target's range:
    // 2.0 adds like 1.0; min/max ignore the factors.
    #[test]
    fn blend_clamps_and_min_max() {
        let f = super::super::format::by_name("R32_FLOAT").unwrap();
        let b = Blend {
            src: Factor::Zero,
            dest: Factor::Zero,
            op: Op::Max,
            src_alpha: Factor::One,
            dest_alpha: Factor::One,
            op_alpha: Op::Add,
        };
        assert_eq!(b.apply([3.0; 4], [0.0; 4], [2.0; 4], [0.0; 4])[0], 3.0);
        let u = super::super::format::by_name("R8_UNORM").unwrap();
        assert_eq!(u.clamp_for_blend(2.0), 1.0);
        assert_eq!(f.clamp_for_blend(2.0), 2.0);
    }

    // §17.11-12: less passes nearer fragments and writes them; the stencil
    // counts with incr_sat where the depth passes.
    #[test]
    fn depth_and_stencil() {
        let face = Face {
            fail: StencilOp::Keep,
            depth_fail: StencilOp::Zero,
            pass: StencilOp::IncrSat,
            func: Compare::Always,
        };
        let mut d = DepthBuffer {
            samples: 1,
            slices: 1,
            format: DepthFormat::D24S8,
            depth: vec![DepthFormat::D24S8.quantize(0.5)],
            stencil: vec![7],
            enable: true,
            write: true,
            func: Compare::Less,
            stencil_state: Some(Stencil {
                reference: 0,
                read_mask: 0xff,
                write_mask: 0xff,
                front: face,
                back: face,
            }),
        };
        assert!(d.test(0, 0.25, true));
        assert_eq!(d.stencil[0], 8);
        assert!(!d.test(0, 0.75, true));
        assert_eq!(d.stencil[0], 0);
        assert_eq!(d.depth[0], super::super::format::to_unorm(0.25, 24));
    }
}
