// A domain shader reading a patch constant the hull shader does not
// write (EXTRA): the stages do not link.
struct CP { float4 pos : SV_Position; float4 col : COLOR; };
struct PC { float edge[4] : SV_TessFactor; float inside[2] : SV_InsideTessFactor; float extra : EXTRA; };
struct V { float4 pos : SV_Position; float4 col : COLOR; };
[domain("quad")]
V main(PC pc, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> p)
{
    V o;
    o.pos = lerp(lerp(p[0].pos, p[1].pos, uv.x), lerp(p[3].pos, p[2].pos, uv.x), uv.y);
    o.col = float4(uv, pc.extra, 1);
    return o;
}
