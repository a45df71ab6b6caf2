// Position and colour through; the position is already in clip space.
struct VsOut {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
VsOut main(float4 pos : POSITION, float4 col : COLOR0) {
    VsOut o;
    o.pos = pos;
    o.col = col;
    return o;
}
