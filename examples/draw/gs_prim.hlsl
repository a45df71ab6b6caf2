// Triangles through, each with its primitive number (times two) as the
// pixel shader's primitive id.
struct V {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
struct G {
    float4 pos : SV_Position;
    nointerpolation float4 col : COLOR0;
    uint prim : SV_PrimitiveID;
};
[maxvertexcount(3)]
void main(triangle V t[3], uint id : SV_PrimitiveID, inout TriangleStream<G> s) {
    for (int i = 0; i < 3; i++) {
        G o;
        o.pos = t[i].pos;
        o.col = t[i].col;
        o.prim = id * 2;
        s.Append(o);
    }
}
