struct P { float3 pos; uint id; };
ByteAddressBuffer g_raw : register(t0);
StructuredBuffer<P> g_st : register(t1);
Texture2D<float4> g_tex : register(t2);
SamplerState g_s : register(s0);
RWStructuredBuffer<float4> g_out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint s0, s1, s2, s3;
    uint2 raw = g_raw.Load2(id.x * 8, s0);
    P p = g_st.Load(id.x, s1);
    float4 g = g_tex.GatherRed(g_s, p.pos.xy, int2(1, 0), s2);
    float4 l = g_tex.Load(int3(raw.x & 3, raw.y & 3, 0), int2(0, 1), s3);
    bool ok = CheckAccessFullyMapped(s0) && CheckAccessFullyMapped(s1) && CheckAccessFullyMapped(s2) && CheckAccessFullyMapped(s3);
    g_out[id.x] = ok ? float4(p.pos + g.xyz, asfloat(p.id ^ raw.x)) + l : float4(0, 0, 0, 0);
}
