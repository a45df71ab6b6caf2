// Triangles through, each drawn through viewport vPrim (0, 1, ...).
struct V {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
struct G {
    float4 pos : SV_Position;
    float4 col : COLOR0;
    uint vp : SV_ViewportArrayIndex;
};
[maxvertexcount(3)]
void main(triangle V t[3], uint id : SV_PrimitiveID, inout TriangleStream<G> s) {
    for (int i = 0; i < 3; i++) {
        G o;
        o.pos = t[i].pos;
        o.col = t[i].col;
        o.vp = id;
        s.Append(o);
    }
}
