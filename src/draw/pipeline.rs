//! What a draw is made of once its description is checked: its stages'
//! programs ([`Code`], [`Stage1`]) and the whole [`Pipeline`], with the
//! limits a description is held to.

use super::input::Assembler;
use super::merge::{DepthBuffer, DepthFormat, Target};
use super::raster::{PsInput, Viewport};
use crate::dxbc::signature::Signature;
use crate::run::mem::Memory;
use crate::run::{Constants, ErrorKind, RunError};
use crate::sm4::fields::Topology;
use crate::sm4::ir::Program;
use serde_json::Value;

/// Largest render target side (D3D11_REQ_TEXTURE2D_U_OR_V_DIMENSION).
pub const MAX_SIDE: u32 = 16384;

/// The most memory the targets and the depth buffer of one draw take
/// together: a reference device holds them whole, so a description asking
/// for more is refused rather than allowed to exhaust memory.
pub const MAX_TARGET_BYTES: u64 = 1 << 30;

/// The most slices of a render-target array
/// (D3D11_REQ_TEXTURE2D_ARRAY_AXIS_DIMENSION).
pub const MAX_SLICES: u32 = 2048;

/// The most vertices (or indices) a draw reads per instance, and the most
/// instances: the vertex sequence of an instance is held whole.
pub const MAX_VERTICES: u32 = 1 << 24;
/// See [`MAX_VERTICES`].
pub const MAX_INSTANCES: u32 = 1 << 20;

/// A stage's program: SM4/5, or one of a Direct3D 9 pair with its
/// constants.
#[derive(Clone, Debug)]
pub enum Code {
    /// SM4/5.
    Sm4(Program),
    /// Direct3D 9 (vs_1_1 to vs_3_0, ps_2_0 to ps_3_0) with its float,
    /// integer and boolean constants.
    D3d9(crate::sm1::ir::Program, crate::run::d3d9::Consts),
    /// A Direct3D 9 ps_1_1 to ps_1_4 pixel shader with its bindings.
    Ps1(crate::sm1::ir::Program, crate::run::d3d9::Bindings1),
}

/// A loaded stage: its program, signatures, constants and memory.
#[derive(Clone, Debug)]
pub struct Stage1 {
    /// The program.
    pub code: Code,
    /// The input signature.
    pub isgn: Signature,
    /// The output signature.
    pub osgn: Signature,
    /// The patch-constant signature (hull shaders' outputs, domain
    /// shaders' inputs).
    pub pcsg: Signature,
    /// Constant buffers.
    pub constants: Constants,
    /// Resources, samplers and UAVs.
    pub mem: Memory,
    /// The bindings as given (constants, resources, samplers): the hull
    /// and domain shaders read them as `dxsm run` input.
    pub bindings: Value,
}

impl Stage1 {
    /// The SM4/5 program; a Direct3D 9 program is an error (only the two
    /// stages of a Direct3D 9 pair hold one, and they are drawn apart).
    pub fn sm4(&self) -> Result<&Program, RunError> {
        match &self.code {
            Code::Sm4(p) => Ok(p),
            Code::D3d9(p, _) | Code::Ps1(p, _) => Err(RunError::of(
                ErrorKind::Shader,
                format!(
                    "a Direct3D 9 {} where a Direct3D 10/11 shader is needed",
                    crate::run::d3d9::profile(p.version)
                ),
            )),
        }
    }

    /// Whether the program is Direct3D 9's.
    pub fn is_d3d9(&self) -> bool {
        matches!(self.code, Code::D3d9(..) | Code::Ps1(..))
    }
}

/// Everything a draw needs, checked (a clone draws again from the start).
#[derive(Clone, Debug)]
pub struct Pipeline {
    /// The vertex shader.
    pub vs: Stage1,
    /// The hull shader.
    pub hs: Option<Stage1>,
    /// The domain shader.
    pub ds: Option<Stage1>,
    /// Control points per patch (a `patchlist_N` topology).
    pub patch: Option<usize>,
    /// The geometry shader.
    pub gs: Option<Stage1>,
    /// The geometry shader's rasterized stream's outputs in declaration
    /// order (register, components): how its vertices are laid out.
    pub gs_out: Vec<(usize, u8)>,
    /// The rasterized stream (0 without stream output).
    pub stream: u32,
    /// The same for each of its four streams.
    pub gs_layouts: [Vec<(usize, u8)>; 4],
    /// Stream output.
    pub so: Option<super::stream_out::StreamOut>,
    /// The pixel shader.
    pub ps: Option<Stage1>,
    /// Vertex fetch.
    pub ia: Assembler,
    /// The topology.
    pub topology: Topology,
    /// The vertex sequence of one instance: (buffer position, VertexID),
    /// `None` at a cut.
    pub sequence: Vec<Option<(i64, u32)>>,
    /// Instances.
    pub instances: u32,
    /// The viewport (viewport 0).
    pub viewport: Viewport,
    /// Scissor rectangle (left, top, right, bottom) when on.
    pub scissor: Option<[i32; 4]>,
    /// All 16 viewports with their scissor rectangles (those not given
    /// have no area: nothing is drawn through them).
    pub viewports: Vec<ViewportScissor>,
    /// The last stage's SV_ViewportArrayIndex output (register,
    /// component), read from a geometry shader only (§15.8.1).
    pub viewport_index: Option<(usize, usize)>,
    /// CullMode: cull front faces, cull back faces.
    pub cull: (bool, bool),
    /// FrontCounterClockwise.
    pub front_ccw: bool,
    /// DepthClipEnable.
    pub depth_clip: bool,
    /// FillMode wireframe.
    pub wireframe: bool,
    /// Depth bias.
    pub bias: Bias,
    /// Render targets.
    pub targets: Vec<Target>,
    /// The depth-stencil buffer.
    pub depth: Option<DepthBuffer>,
    /// Its format (what depth bias is measured in).
    pub depth_format: Option<DepthFormat>,
    /// The blend factor.
    pub blend_factor: [f32; 4],
    /// The vertex shader's position output register.
    pub position: usize,
    /// Its clip-distance outputs (register, components).
    pub clip: Vec<(usize, u8)>,
    /// Its cull-distance outputs.
    pub cull_dist: Vec<(usize, u8)>,
    /// The pixel shader's inputs.
    pub ps_inputs: Vec<PsInput>,
    /// The pixel shader forces early depth and stencil.
    pub early_depth: bool,
    /// Steps per invocation.
    pub max_steps: u64,
    /// Render-target size.
    pub width: u32,
    /// Render-target height.
    pub height: u32,
    /// Samples per pixel (the standard pattern of that count).
    pub samples: u32,
    /// The blend state's SampleMask.
    pub sample_mask: u32,
    /// The pixel shader runs once per sample.
    pub sample_freq: bool,
    /// Slices of the render-target arrays (1: not arrays).
    pub slices: u32,
    /// The geometry shader's SV_RenderTargetArrayIndex output (register,
    /// component).
    pub slice_index: Option<(usize, usize)>,
    /// How far screen positions move before rasterization: 0.5 for a
    /// Direct3D 9 pair, whose pixel centres lie at integer coordinates
    /// (half a pixel before Direct3D 10's); 0 otherwise.
    pub centre: f32,
    /// A Direct3D 9 pixel shader's inputs: each register and the index of
    /// a pixel's input file that holds it.
    pub ps9: Vec<(usize, crate::run::d3d9::stages::In9)>,
    /// A Direct3D 9 pair's point states (points of any size, sprites).
    pub points9: Option<Points9>,
    /// Lines are drawn as quadrilaterals (§3.4.5: MultisampleEnable),
    /// else aliased.
    pub quad_lines: bool,
    /// AlphaToCoverageEnable: o0.a gives the coverage where the
    /// specification defines it (0 or less none, 1 or more all).
    pub alpha_to_coverage: bool,
}

/// A viewport and, when the scissor test is on, its scissor rectangle
/// (left, top, right, bottom).
pub type ViewportScissor = (Viewport, Option<[i32; 4]>);

/// Depth bias, added to a triangle's depth (§15.10; Direct3D 9's "Depth
/// Bias"): `units` steps of the depth format plus `depth` as it is plus
/// `slope` times the triangle's larger depth slope, clamped to `clamp`
/// (0: not clamped).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Bias {
    /// DepthBias: steps of the depth format (Direct3D 10/11).
    pub units: i32,
    /// D3DRS_DEPTHBIAS: a depth added as it is (Direct3D 9).
    pub depth: f32,
    /// SlopeScaledDepthBias, D3DRS_SLOPESCALEDEPTHBIAS.
    pub slope: f32,
    /// DepthBiasClamp (Direct3D 10/11).
    pub clamp: f32,
}

/// The device's MaxPointSize (D3DCAPS9): the largest point a Direct3D 9
/// pair draws, in pixels.
pub const MAX_POINT_SIZE: f32 = 8192.0;

/// A Direct3D 9 pair's points ("Point Sprites (Direct3D 9)"): a point of
/// screen-space size S is the square of side S about it, S the vertex
/// shader's point size (`oPts`, PSIZE) or else `size`, clamped to
/// [`min`, `max`].
#[derive(Clone, Debug, PartialEq)]
pub struct Points9 {
    /// The vertex output register holding the point size (its x).
    pub psize: Option<usize>,
    /// D3DRS_POINTSIZE.
    pub size: f32,
    /// D3DRS_POINTSIZE_MIN.
    pub min: f32,
    /// D3DRS_POINTSIZE_MAX, or the device's MaxPointSize if less
    /// ([`MAX_POINT_SIZE`]).
    pub max: f32,
    /// D3DRS_POINTSPRITEENABLE: the vertex output registers of texture
    /// coordinates, whose x and y run from 0 to 1 across the point.
    pub sprite: Option<Vec<usize>>,
}

impl Points9 {
    /// The size of a point whose vertex outputs are `o`: its own or the
    /// state's, no more than the maximum, then no less than the minimum
    /// (NaN as the minimum).
    pub fn size_of(&self, o: &[[u32; 4]]) -> f32 {
        let s = match self.psize {
            Some(r) => o.get(r).map_or(self.size, |v| f32::from_bits(v[0])),
            None => self.size,
        };
        if s.is_nan() {
            self.min
        } else {
            s.min(self.max).max(self.min)
        }
    }
}
