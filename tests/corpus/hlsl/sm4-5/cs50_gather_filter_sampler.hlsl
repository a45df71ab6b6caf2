// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer C
// {
//
//   float2 g_invSize;                  // Offset:    0 Size:     8
//   float g_ref;                       // Offset:    8 Size:     4
//   int2 g_jitter;                     // Offset:   16 Size:     8
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_point                           sampler      NA          NA    0        1
// g_cmp                           sampler_c      NA          NA    1        1
// g_depth                           texture   float          2d    0        1
// g_color                           texture  float4          2d    1        1
// g_out                                 UAV  float4          2d    0        1
// C                                 cbuffer      NA          NA    0        1
//
cbuffer C : register(b0) {
    float2 g_invSize : packoffset(c0);
    float g_ref : packoffset(c0.z);
    int2 g_jitter : packoffset(c1);
};
SamplerState g_point : register(s0);
SamplerComparisonState g_cmp : register(s1);
Texture2D<float4> g_depth : register(t0);
Texture2D<float4> g_color : register(t1);
RWTexture2D<float4> g_out : register(u0);
struct Input {
};
struct Output {
};
[numthreads(16, 8, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    r0.xy = asuint((float2)vThreadID.xy);
    r0.xy = asuint(asfloat(r0.xy) + float2(0.5f, 0.5f));
    r0.xy = asuint(asfloat(r0.xy) * g_invSize.xy);
    r1.xyzw = asuint((g_depth.GatherCmp(g_cmp, asfloat(r0.xy), g_ref)).xyzw);
    r0.z = asuint(dot(asfloat(r1.xyzw), float4(0.25f, 0.25f, 0.25f, 0.25f)));
    r1.xyzw = asuint((g_depth.Gather(g_point, asfloat(r0.xy), g_jitter.xy)).xyzw);
    r1.xyzw = asuint(asfloat(r1.xyzw) * float4(0.01f, 0.01f, 0.01f, 0.01f));
    r2.xyzw = asuint((g_color.SampleLevel(g_point, asfloat(r0.xy), 0.0f, int2(1, -1))).xyzw);
    r0.x = asuint(g_color.SampleCmpLevelZero(g_cmp, asfloat(r0.xy), g_ref));
    r1.xyzw = asuint(mad(asfloat(r2.xyzw), asfloat(r0.zzzz), asfloat(r1.xyzw)));
    r0.xyzw = asuint(asfloat(r0.xxxx) + asfloat(r1.xyzw));
    g_out[vThreadID.xy] = asfloat(r0.xyzw);
    {
        return output;
    }
}
