// A triangle with adjacency laid out as six points on row SV_PrimitiveID:
// the point in column k has input vertex k's colour, so the target shows
// which vertex of the strip each of the six inputs is.
struct V {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
[maxvertexcount(6)]
void main(triangleadj V p[6], uint id : SV_PrimitiveID, inout PointStream<V> s) {
    for (uint k = 0; k < 6; k++) {
        V o;
        o.pos = float4((2.0 * k + 1.0) / 6.0 - 1.0, 1.0 - (2.0 * id + 1.0) / 4.0, 0.5, 1.0);
        o.col = p[k].col;
        s.Append(o);
    }
}
