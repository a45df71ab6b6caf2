// Each point becomes a square of side 0.5 (clip space) around it, with
// the point's colour.
struct V {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
[maxvertexcount(4)]
void main(point V p[1], inout TriangleStream<V> s) {
    V o;
    o.col = p[0].col;
    float2 c = p[0].pos.xy;
    o.pos = float4(c + float2(-0.25, -0.25), 0.5, 1); s.Append(o);
    o.pos = float4(c + float2(-0.25, 0.25), 0.5, 1); s.Append(o);
    o.pos = float4(c + float2(0.25, -0.25), 0.5, 1); s.Append(o);
    o.pos = float4(c + float2(0.25, 0.25), 0.5, 1); s.Append(o);
}
