// Each instance moves the vertex by its per-instance offset; the colour
// says which vertex and instance it is.
struct VsOut {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
VsOut main(float2 pos : POSITION, float2 off : OFFSET, uint vid : SV_VertexID, uint iid : SV_InstanceID) {
    VsOut o;
    o.pos = float4(pos + off, 0.5, 1);
    o.col = float4(vid / 255.0, iid / 255.0, 0, 1);
    return o;
}
