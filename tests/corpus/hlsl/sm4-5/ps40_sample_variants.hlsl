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
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyzw = asuint(input.TEXCOORD0);
    v2.xyzw = asuint(input.SHADOWCOORD0);
    r0.xyzw = asuint((g_tex.Sample(g_s, asfloat(v1.xy))).xyzw);
    r1.xyzw = asuint((g_tex.SampleBias(g_s, asfloat(v1.xy), g_bias)).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint((g_tex.SampleLevel(g_s, asfloat(v1.zw), g_lod)).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xy = asuint(asfloat(v1.xy) + asfloat(v1.xy));
    r1.zw = asuint(ddx(asfloat(v1.zw)));
    r2.xy = asuint(ddy(asfloat(v1.zw)));
    r1.xyzw = asuint((g_tex.SampleGrad(g_s, asfloat(r1.xy), asfloat(r1.zw), asfloat(r2.xy))).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint((g_tex.Sample(g_s, asfloat(v1.xy), int2(-2, 3))).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r0.xyzw = asuint(asfloat(r0.xyzw) * float4(0.2f, 0.2f, 0.2f, 0.2f));
    r1.x = asuint(g_shadow.SampleCmp(g_cmp, asfloat(v2.xy), asfloat(v2.z)));
    r1.y = asuint(g_shadow.SampleCmpLevelZero(g_cmp, asfloat(v2.xy), asfloat(v2.z), int2(1, 0)));
    r1.x = asuint(asfloat(r1.y) + asfloat(r1.x));
    r0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(r1.xxxx));
    o0.xyzw = asuint(asfloat(r0.xyzw) * float4(0.5f, 0.5f, 0.5f, 0.5f));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
