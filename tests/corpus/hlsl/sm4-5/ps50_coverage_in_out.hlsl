// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_alpha                           texture  float4          2d    0        1
//
SamplerState g_s : register(s0);
Texture2D<float4> g_alpha : register(t0);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
    uint SV_Coverage0 : SV_Coverage0;
};
Output main(Input input, uint vCoverage : SV_Coverage) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise uint4 o0 = 0;
    uint oMask = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    o0.xyz = uint3(0x3f800000u, 0x3f800000u, 0x3f800000u);
    r0.x = asuint((g_alpha.Sample(g_s, v1.xy)).w);
    o0.w = r0.x;
    r0.x = (uint)mad(asfloat(r0.x), 8.0f, 0.5f);
    r0.y = asuint((1 << (r0.x & 31u)) + -1);
    r0.z = asuint(asint((uint)v0.x) & 7);
    r0.w = asuint((-asint(r0.z)) + 8);
    r0.y = r0.y >> (r0.w & 31u);
    oMask = asuint(asint((((0xffffffffu << (r0.z & 31u)) & (((1u << (r0.x & 31u)) - 1u) << (r0.z & 31u))) | (r0.y & ~(((1u << (r0.x & 31u)) - 1u) << (r0.z & 31u))))) & asint(vCoverage.x));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        output.SV_Coverage0 = oMask;
        return output;
    }
}
