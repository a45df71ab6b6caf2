//! The pipeline description `dxsm draw` reads (docs/DRAW.md): JSON, every
//! key known (an unknown key is an error naming it), defaults as
//! Direct3D 11's default states.

use serde::Deserialize;
use serde_json::Value;

/// A whole draw.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct Desc {
    /// Render-target width in pixels (every target and the depth buffer).
    pub width: u32,
    /// Render-target height in pixels.
    pub height: u32,
    /// The vertex shader and its bindings.
    pub vs: StageDesc,
    /// The hull shader and its bindings (with a domain shader and a
    /// `patchlist_N` topology: tessellation).
    pub hs: Option<StageDesc>,
    /// The domain shader and its bindings.
    pub ds: Option<StageDesc>,
    /// The geometry shader and its bindings (stream 0 is rasterized).
    pub gs: Option<StageDesc>,
    /// The pixel shader and its bindings (none: depth and stencil only).
    pub ps: Option<StageDesc>,
    /// The input layout: one element per vertex-shader input.
    #[serde(default)]
    pub input_layout: Vec<ElementDesc>,
    /// Vertex buffers by slot.
    #[serde(default)]
    pub vertex_buffers: Vec<BufferDesc>,
    /// The index buffer of an indexed draw.
    pub index_buffer: Option<IndexDesc>,
    /// `point_list`, `line_list`, `line_strip`, `triangle_list`,
    /// `triangle_strip`, `line_list_adj`, `line_strip_adj`,
    /// `triangle_list_adj`, `triangle_strip_adj`, or
    /// `patchlist_1` to `patchlist_32` (a hull shader's patches).
    pub topology: String,
    /// What to draw.
    pub draw: DrawDesc,
    /// The viewport (default: the whole target, depth 0 to 1).
    pub viewport: Option<ViewportDesc>,
    /// The scissor rectangle: [left, top, right, bottom] (the scissor test
    /// is on when given).
    pub scissor: Option<[i32; 4]>,
    /// Viewports 0, 1, ... (instead of `viewport`; a geometry shader picks
    /// one per primitive by SV_ViewportArrayIndex).
    pub viewports: Option<Vec<ViewportDesc>>,
    /// Scissor rectangles 0, 1, ... (instead of `scissor`).
    pub scissors: Option<Vec<[i32; 4]>>,
    /// Rasterizer state.
    #[serde(default)]
    pub rasterizer: RasterDesc,
    /// Render targets in slot order.
    #[serde(default)]
    pub targets: Vec<TargetDesc>,
    /// The depth-stencil buffer and its state.
    pub depth_stencil: Option<DepthDesc>,
    /// The blend factor `blend_factor` and `inv_blend_factor` read.
    #[serde(default)]
    pub blend_factor: [f32; 4],
    /// Samples per pixel of every target and the depth buffer (1, 2, 4,
    /// 8 or 16, the standard patterns; default 1).
    pub samples: Option<u32>,
    /// The blend state's SampleMask (default all samples).
    pub sample_mask: Option<u32>,
    /// Slices of every target and the depth buffer (render-target arrays;
    /// a geometry shader's SV_RenderTargetArrayIndex picks one; default
    /// 1).
    pub array_size: Option<u32>,
    /// The blend state's AlphaToCoverageEnable: o0.a of 0 or less covers no
    /// sample, 1 or more every one (§17.18); an alpha between, whose
    /// coverage is the implementation's, stops the draw with an error.
    #[serde(default)]
    pub alpha_to_coverage: bool,
    /// Steps allowed per shader invocation.
    pub max_steps: Option<u64>,
    /// Stream output of the last geometry stage.
    pub stream_output: Option<super::stream_out::StreamOutDesc>,
}

/// One stage: the shader file and what the run's input calls bindings.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct StageDesc {
    /// The shader: a path (a DXBC container or SM4/5 assembly).
    pub shader: String,
    /// Constant buffers, as `dxsm run` reads them.
    pub constants: Option<Value>,
    /// Resources (`t#`, `u#`), as `dxsm run` reads them.
    pub resources: Option<Value>,
    /// Samplers (`s#`), as `dxsm run` reads them.
    pub samplers: Option<Value>,
    /// A ps_1_x pixel shader's bump-environment states by texture stage
    /// (`{"s1": [m00, m01, m10, m11, lscale, loffset]}`), as `dxsm run`
    /// reads them.
    pub bumpenv: Option<Value>,
}

/// An input-layout element.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct ElementDesc {
    /// The semantic name the vertex shader's input signature gives.
    pub semantic: String,
    /// Its semantic index.
    #[serde(default)]
    pub index: u32,
    /// A format name (`R32G32B32_FLOAT`).
    pub format: String,
    /// The vertex-buffer slot.
    #[serde(default)]
    pub slot: u32,
    /// Byte offset in the slot's vertex (default: just after the slot's
    /// previous element, as D3D11_APPEND_ALIGNED_ELEMENT).
    pub offset: Option<u32>,
    /// Per-instance data stepping once every this many instances (absent:
    /// per-vertex data).
    pub instance_step: Option<u32>,
}

/// A vertex buffer: its stride and its bytes, given in one of four ways.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct BufferDesc {
    /// Bytes from one vertex to the next.
    pub stride: u32,
    /// Bytes skipped at the start.
    #[serde(default)]
    pub offset: u32,
    /// 32-bit floats (numbers, or hex strings of the bits).
    pub floats: Option<Vec<Value>>,
    /// 32-bit unsigned integers.
    pub uints: Option<Vec<u32>>,
    /// 32-bit signed integers.
    pub ints: Option<Vec<i32>>,
    /// Bytes.
    pub bytes: Option<Vec<u8>>,
}

/// The index buffer.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct IndexDesc {
    /// `R16_UINT` or `R32_UINT`.
    pub format: String,
    /// The indices (the format's largest value cuts a strip).
    pub indices: Vec<u32>,
}

/// The draw call's counts (Draw, DrawIndexed, their Instanced forms).
#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct DrawDesc {
    /// Vertices (a non-indexed draw).
    pub vertices: Option<u32>,
    /// Indices (an indexed draw).
    pub indices: Option<u32>,
    /// The first vertex (non-indexed).
    #[serde(default)]
    pub start_vertex: u32,
    /// The first index (indexed).
    #[serde(default)]
    pub start_index: u32,
    /// Added to each index (indexed).
    #[serde(default)]
    pub base_vertex: i32,
    /// Instances.
    pub instances: Option<u32>,
    /// The first instance of per-instance data.
    #[serde(default)]
    pub start_instance: u32,
}

/// The viewport.
#[derive(Deserialize, Debug, Clone, Copy)]
#[serde(deny_unknown_fields)]
pub struct ViewportDesc {
    /// TopLeftX.
    #[serde(default)]
    pub x: f32,
    /// TopLeftY.
    #[serde(default)]
    pub y: f32,
    /// Width.
    pub width: f32,
    /// Height.
    pub height: f32,
    /// MinDepth.
    #[serde(default)]
    pub min_depth: f32,
    /// MaxDepth.
    #[serde(default = "one")]
    pub max_depth: f32,
}

fn one() -> f32 {
    1.0
}

fn yes() -> bool {
    true
}

/// Rasterizer state (D3D11_RASTERIZER_DESC; its defaults).
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RasterDesc {
    /// `solid` or `wireframe`.
    #[serde(default = "solid")]
    pub fill: String,
    /// `none`, `front` or `back`.
    #[serde(default = "back")]
    pub cull: String,
    /// Counter-clockwise triangles are front-facing.
    #[serde(default)]
    pub front_ccw: bool,
    /// DepthBias (in units of the depth format).
    #[serde(default)]
    pub depth_bias: i32,
    /// DepthBiasClamp.
    #[serde(default)]
    pub depth_bias_clamp: f32,
    /// SlopeScaledDepthBias (for a Direct3D 9 pair,
    /// D3DRS_SLOPESCALEDEPTHBIAS: the same product).
    #[serde(default)]
    pub slope_scaled_depth_bias: f32,
    /// A Direct3D 9 pair's D3DRS_DEPTHBIAS: a float added to depth as it
    /// is (Direct3D 10/11 stages take `depth_bias`, in units of the depth
    /// format).
    #[serde(default)]
    pub d3d9_depth_bias: f32,
    /// A Direct3D 9 pair's D3DRS_POINTSIZE: the size of points whose
    /// vertex shader writes none (pixels; default 1).
    #[serde(default = "one")]
    pub point_size: f32,
    /// A Direct3D 9 pair's D3DRS_POINTSIZE_MIN (default 1).
    #[serde(default = "one")]
    pub point_size_min: f32,
    /// A Direct3D 9 pair's D3DRS_POINTSIZE_MAX (default 64).
    #[serde(default = "sixty_four")]
    pub point_size_max: f32,
    /// A Direct3D 9 pair's D3DRS_POINTSPRITEENABLE: each point's texture
    /// coordinates run from (0, 0) at its top left to (1, 1) at its
    /// bottom right.
    #[serde(default)]
    pub point_sprite: bool,
    /// DepthClipEnable.
    #[serde(default = "yes")]
    pub depth_clip: bool,
    /// MultisampleEnable: lines are drawn as quadrilaterals (1.4-wide
    /// rectangles) when true, else aliased (§15.14.1); no effect on points
    /// and triangles.
    #[serde(default)]
    pub multisample: bool,
    /// AntialiasedLineEnable: alpha-antialiased lines when `multisample`
    /// is false (refused: their coverage is the implementation's); no
    /// effect otherwise.
    #[serde(default)]
    pub antialiased_line: bool,
}

fn sixty_four() -> f32 {
    64.0
}

fn solid() -> String {
    "solid".into()
}

fn back() -> String {
    "back".into()
}

impl Default for RasterDesc {
    fn default() -> Self {
        RasterDesc {
            fill: solid(),
            cull: back(),
            front_ccw: false,
            depth_bias: 0,
            depth_bias_clamp: 0.0,
            slope_scaled_depth_bias: 0.0,
            d3d9_depth_bias: 0.0,
            point_size: 1.0,
            point_size_min: 1.0,
            point_size_max: 64.0,
            point_sprite: false,
            depth_clip: true,
            multisample: false,
            antialiased_line: false,
        }
    }
}

/// A render target, its clear value and its blend state.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct TargetDesc {
    /// A format name.
    pub format: String,
    /// The value it is cleared to first (floats; integers for integer
    /// formats).
    #[serde(default)]
    pub clear: [f64; 4],
    /// Blending (absent: off).
    pub blend: Option<BlendDesc>,
    /// A logic operation (Direct3D 11.1's LogicOp; absent: off): `clear`,
    /// `set`, `copy`, `copy_inverted`, `noop`, `invert`, `and`, `nand`,
    /// `or`, `nor`, `xor`, `equiv`, `and_reverse`, `and_inverted`,
    /// `or_reverse`, `or_inverted`. UINT formats only, never with `blend`.
    pub logic_op: Option<String>,
    /// RenderTargetWriteMask: any of `r`, `g`, `b`, `a`.
    pub write_mask: Option<String>,
}

/// One target's blend state.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct BlendDesc {
    /// SrcBlend.
    pub src: String,
    /// DestBlend.
    pub dest: String,
    /// BlendOp.
    #[serde(default = "add")]
    pub op: String,
    /// SrcBlendAlpha (default: as `src`).
    pub src_alpha: Option<String>,
    /// DestBlendAlpha (default: as `dest`).
    pub dest_alpha: Option<String>,
    /// BlendOpAlpha (default: as `op`).
    pub op_alpha: Option<String>,
}

fn add() -> String {
    "add".into()
}

/// The depth-stencil buffer and state (D3D11_DEPTH_STENCIL_DESC).
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct DepthDesc {
    /// `D32_FLOAT`, `D24_UNORM_S8_UINT`, `D16_UNORM`,
    /// `D32_FLOAT_S8X24_UINT`.
    pub format: String,
    /// The depth it is cleared to.
    #[serde(default = "one")]
    pub clear: f32,
    /// The stencil value it is cleared to.
    #[serde(default)]
    pub clear_stencil: u8,
    /// DepthEnable.
    #[serde(default = "yes")]
    pub depth: bool,
    /// DepthWriteMask: all (true) or zero.
    #[serde(default = "yes")]
    pub write: bool,
    /// DepthFunc.
    #[serde(default = "less")]
    pub func: String,
    /// The stencil test (absent: off).
    pub stencil: Option<StencilDesc>,
}

fn less() -> String {
    "less".into()
}

/// Stencil state.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct StencilDesc {
    /// The reference value.
    #[serde(default)]
    pub reference: u8,
    /// StencilReadMask.
    #[serde(default = "all8")]
    pub read_mask: u8,
    /// StencilWriteMask.
    #[serde(default = "all8")]
    pub write_mask: u8,
    /// FrontFace.
    #[serde(default)]
    pub front: FaceDesc,
    /// BackFace.
    #[serde(default)]
    pub back: FaceDesc,
}

fn all8() -> u8 {
    0xff
}

/// One face's stencil operations.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct FaceDesc {
    /// StencilFailOp.
    #[serde(default = "keep")]
    pub fail: String,
    /// StencilDepthFailOp.
    #[serde(default = "keep")]
    pub depth_fail: String,
    /// StencilPassOp.
    #[serde(default = "keep")]
    pub pass: String,
    /// StencilFunc.
    #[serde(default = "always")]
    pub func: String,
}

fn keep() -> String {
    "keep".into()
}

fn always() -> String {
    "always".into()
}

impl Default for FaceDesc {
    fn default() -> Self {
        FaceDesc {
            fail: keep(),
            depth_fail: keep(),
            pass: keep(),
            func: always(),
        }
    }
}
