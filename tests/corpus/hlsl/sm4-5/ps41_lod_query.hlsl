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
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.TEXCOORD0;
    o0.y = (float4(g_ta.CalculateLevelOfDetail(g_s, v1.xy), g_ta.CalculateLevelOfDetailUnclamped(g_s, v1.xy), 0.0, 0.0)).y;
    r0.x = (float4(g_t.CalculateLevelOfDetail(g_s, v1.xy), g_t.CalculateLevelOfDetailUnclamped(g_s, v1.xy), 0.0, 0.0)).x;
    r0.y = (g_ta.SampleLevel(g_s, v1.xyz, floor(r0.x))).w;
    o0.z = frac(r0.x);
    o0.xw = r0.xy;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
