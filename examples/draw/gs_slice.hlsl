// Each triangle drawn to the render-target array slice of its number
// (SV_RenderTargetArrayIndex = SV_PrimitiveID).
struct V {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
struct O {
    float4 pos : SV_Position;
    float4 col : COLOR0;
    uint slice : SV_RenderTargetArrayIndex;
};
[maxvertexcount(3)]
void main(triangle V p[3], uint id : SV_PrimitiveID, inout TriangleStream<O> s) {
    for (int i = 0; i < 3; i++) {
        O o;
        o.pos = p[i].pos;
        o.col = p[i].col;
        o.slice = id;
        s.Append(o);
    }
}
