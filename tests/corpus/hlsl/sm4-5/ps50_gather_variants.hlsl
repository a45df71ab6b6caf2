// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer O
// {
//
//   int2 g_off;                        // Offset:    0 Size:     8
//   float g_ref;                       // Offset:    8 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_c                             sampler_c      NA          NA    1        1
// g_t                               texture  float4          2d    0        1
// g_d                               texture   float          2d    1        1
// O                                 cbuffer      NA          NA    0        1
//
cbuffer O : register(b0) {
    int2 g_off : packoffset(c0);
    float g_ref : packoffset(c0.z);
};
SamplerState s0 : register(s0);
SamplerComparisonState s1 : register(s1);
Texture2D<float4> t0 : register(t0);
Texture2D<float4> t1 : register(t1);
struct Input {
    float4 v0_x : SV_Position0;
    float2 v1_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xy = asuint(input.v1_x);
    r0.x = asuint((t0.GatherAlpha(s0, asfloat(v1.xy), int2(0, 1))).x);
    r0.y = asuint((t0.GatherAlpha(s0, asfloat(v1.xy), int2(1, 1))).y);
    r0.z = asuint((t0.GatherAlpha(s0, asfloat(v1.xy), int2(-1, 0))).z);
    r0.w = asuint((t0.GatherAlpha(s0, asfloat(v1.xy), g_off.xy)).w);
    r1.xyzw = asuint((t0.GatherBlue(s0, asfloat(v1.xy), g_off.xy)).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint((t0.Gather(s0, asfloat(v1.xy))).xyzw);
    r2.xyzw = asuint((t0.GatherGreen(s0, asfloat(v1.xy), int2(1, 0))).xyzw);
    r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r2.xyzw));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint((t1.GatherCmp(s1, asfloat(v1.xy), g_ref)).xyzw);
    r2.xyzw = asuint((t1.GatherCmp(s1, asfloat(v1.xy), g_ref, g_off.xy)).xyzw);
    r1.xyzw = asuint(asfloat(r1.xyzw) + asfloat(r2.xyzw));
    r0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    r1.xyzw = asuint((t1.Gather(s0, asfloat(v1.xy), g_off.xy)).xyzw);
    o0.xyzw = asuint(asfloat(r0.xyzw) + asfloat(r1.xyzw));
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
