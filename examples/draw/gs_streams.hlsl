// Each point to two streams: as it is on stream 0, and moved right by
// half the target, green, on stream 1.
struct V {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
[maxvertexcount(2)]
void main(point V p[1], inout PointStream<V> s0, inout PointStream<V> s1) {
    s0.Append(p[0]);
    V o = p[0];
    o.pos.x += 1.0;
    o.col = float4(0, 1, 0, 1);
    s1.Append(o);
}
