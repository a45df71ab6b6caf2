// A clip plane: pixels where x + y < 0 in clip space are clipped.
struct VsOut {
    float4 pos : SV_Position;
    float4 col : COLOR0;
    float clip : SV_ClipDistance0;
};
VsOut main(float4 pos : POSITION, float4 col : COLOR0) {
    VsOut o;
    o.pos = pos;
    o.col = col;
    o.clip = pos.x + pos.y;
    return o;
}
