// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_t                               texture  float4          2d    0        1
// g_ta                              texture  float4     2darray    1        1
//
SamplerState g_s : register(s0);
Texture2D<float4> g_t : register(t0);
Texture2DArray<float4> g_ta : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyz = asuint(input.TEXCOORD0);
    o0.y = asuint((float4(g_ta.CalculateLevelOfDetail(g_s, asfloat(v1.xy)), g_ta.CalculateLevelOfDetailUnclamped(g_s, asfloat(v1.xy)), 0.0, 0.0)).y);
    r0.x = asuint((float4(g_t.CalculateLevelOfDetail(g_s, asfloat(v1.xy)), g_t.CalculateLevelOfDetailUnclamped(g_s, asfloat(v1.xy)), 0.0, 0.0)).x);
    r0.y = asuint(floor(asfloat(r0.x)));
    r0.y = asuint((g_ta.SampleLevel(g_s, asfloat(v1.xyz), asfloat(r0.y))).w);
    o0.z = asuint(frac(asfloat(r0.x)));
    o0.xw = r0.xy;
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
