//! What a draw leaves: the targets, the depth-stencil buffer, the pixel
//! shader's UAVs, pipeline statistics and pixel history.

use super::merge;

/// The counts Direct3D's pipeline-statistics query gives
/// (D3D11_QUERY_DATA_PIPELINE_STATISTICS), for the stages `draw` has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Stats {
    /// Vertices the input assembler read (cuts not counted).
    pub ia_vertices: u64,
    /// Primitives the input assembler made.
    pub ia_primitives: u64,
    /// Vertex-shader invocations.
    pub vs_invocations: u64,
    /// Hull-shader invocations (one per patch).
    pub hs_invocations: u64,
    /// Domain-shader invocations (one per domain point).
    pub ds_invocations: u64,
    /// Geometry-shader invocations: input primitives times the shader's
    /// instance count (§13.2.1.1); 0 without a geometry shader.
    pub gs_invocations: u64,
    /// Primitives the geometry shader emitted, on every stream, its strips
    /// counted as lists (a strip of n vertices is n - 2 triangles or
    /// n - 1 lines); 0 without a geometry shader.
    pub gs_primitives: u64,
    /// Primitives sent to the clipper.
    pub c_invocations: u64,
    /// Primitives the clipper passed on (after culling by cull distances
    /// and clipping; before face culling).
    pub c_primitives: u64,
    /// Pixel-shader invocations on covered pixels (helper pixels not
    /// counted).
    pub ps_invocations: u64,
}

/// A UAV as the draw left it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Uav {
    /// Width in texels (typed UAVs).
    pub width: u32,
    /// Height in texels.
    pub height: u32,
    /// Typed UAVs: texels row by row (the value bits of each channel).
    pub texels: Vec<[u32; 4]>,
    /// Raw and structured buffers: 32-bit words.
    pub words: Vec<u32>,
}

/// What a draw leaves.
pub struct Frame {
    /// Stream output: the buffers and each stream's counts.
    pub stream_out: Option<super::stream_out::StreamOut>,
    /// Pixel history: every fragment that reached the watched pixel, in
    /// order (see [`draw_watching`]).
    pub history: Vec<serde_json::Value>,
    /// The pixel shader's UAVs by slot (`u#`).
    pub uavs: std::collections::BTreeMap<u32, Uav>,
    /// The render targets.
    pub targets: Vec<merge::Target>,
    /// The depth-stencil buffer.
    pub depth: Option<merge::DepthBuffer>,
    /// Pipeline statistics.
    pub stats: Stats,
}
