// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer P
// {
//
//   float g_bias;                      // Offset:    0 Size:     4
//   float g_lod;                       // Offset:    4 Size:     4
//   float2 g_pad;                      // Offset:    8 Size:     8 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_cmp                           sampler_c      NA          NA    1        1
// g_tex                             texture  float4          2d    0        1
// g_shadow                          texture   float          2d    1        1
// P                                 cbuffer      NA          NA    0        1
//
cbuffer P : register(b0) {
    float g_bias : packoffset(c0);
    float g_lod : packoffset(c0.y);
    float2 g_pad : packoffset(c0.z);
};
SamplerState g_s : register(s0);
SamplerComparisonState g_cmp : register(s1);
Texture2D<float4> g_tex : register(t0);
Texture2D<float> g_shadow : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float4 TEXCOORD0 : TEXCOORD0;
    float4 SHADOWCOORD0 : SHADOWCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.TEXCOORD0;
    v2.xyzw = input.SHADOWCOORD0;
    r0.xyzw = (g_tex.Sample(g_s, v1.xy)).xyzw + (g_tex.SampleBias(g_s, v1.xy, g_bias)).xyzw;
    r0.xyzw = r0.xyzw + (g_tex.SampleLevel(g_s, v1.zw, g_lod)).xyzw;
    r1.xy = v1.xy + v1.xy;
    r1.zw = ddx(v1.zw);
    r0.xyzw = r0.xyzw + (g_tex.SampleGrad(g_s, r1.xy, r1.zw, ddy(v1.zw))).xyzw;
    r0.xyzw = (r0.xyzw + (g_tex.Sample(g_s, v1.xy, int2(-2, 3))).xyzw) * float4(0.2f, 0.2f, 0.2f, 0.2f);
    r1.x = g_shadow.SampleCmp(g_cmp, v2.xy, v2.z);
    r1.y = g_shadow.SampleCmpLevelZero(g_cmp, v2.xy, v2.z, int2(1, 0));
    o0.xyzw = (r0.xyzw * (r1.y + r1.x).xxxx) * float4(0.5f, 0.5f, 0.5f, 0.5f);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
