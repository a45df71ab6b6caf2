// A line with adjacency drawn as two points: its first adjacent vertex
// with red = primitive + 1, its last with red = 10 * (primitive + 1).
struct V {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
[maxvertexcount(2)]
void main(lineadj V p[4], uint id : SV_PrimitiveID, inout PointStream<V> s) {
    V o;
    o.pos = p[0].pos; o.col = float4(id + 1, 0, 0, 1); s.Append(o);
    o.pos = p[3].pos; o.col = float4(10 * (id + 1), 0, 0, 1); s.Append(o);
}
