// Each triangle drawn three times, one geometry-shader instance each,
// moved right by 0.5 per instance in clip space.
struct V {
    float4 pos : SV_Position;
    float4 col : COLOR0;
};
[instance(3)]
[maxvertexcount(3)]
void main(triangle V t[3], uint i : SV_GSInstanceID, inout TriangleStream<V> s) {
    for (int k = 0; k < 3; k++) {
        V o = t[k];
        o.pos.x += 0.5 * i * o.pos.w;
        s.Append(o);
    }
}
