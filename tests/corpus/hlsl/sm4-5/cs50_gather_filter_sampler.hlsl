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
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    r0.xy = ((float2)vThreadID.xy + float2(0.5f, 0.5f)) * g_invSize.xy;
    r0.z = dot((g_depth.GatherCmp(g_cmp, r0.xy, g_ref)).xyzw, float4(0.25f, 0.25f, 0.25f, 0.25f));
    r1.xyzw = (g_depth.Gather(g_point, r0.xy, g_jitter.xy)).xyzw * float4(0.01f, 0.01f, 0.01f, 0.01f);
    r2.xyzw = (g_color.SampleLevel(g_point, r0.xy, 0.0f, int2(1, -1))).xyzw;
    r0.xyzw = (g_color.SampleCmpLevelZero(g_cmp, r0.xy, g_ref)).xxxx + mad(r2.xyzw, r0.zzzz, r1.xyzw);
    g_out[vThreadID.xy] = asfloat(asuint(r0.xyzw));
    {
        return output;
    }
}
