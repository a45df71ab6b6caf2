// Domain shader of the tessellation draws: the position bilinear across
// the four control points (0 top left, 1 top right, 2 bottom right,
// 3 bottom left), the domain location as the colour.
struct CP { float4 pos : SV_Position; float4 col : COLOR; };
struct PC { float edge[4] : SV_TessFactor; float inside[2] : SV_InsideTessFactor; };
struct V { float4 pos : SV_Position; float4 col : COLOR; };
[domain("quad")]
V main(PC pc, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> p)
{
    V o;
    float4 a = lerp(p[0].pos, p[1].pos, uv.x);
    float4 b = lerp(p[3].pos, p[2].pos, uv.x);
    o.pos = lerp(a, b, uv.y);
    o.col = float4(uv, 0, 1);
    return o;
}
