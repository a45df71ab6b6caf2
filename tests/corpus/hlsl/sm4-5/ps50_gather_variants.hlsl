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
SamplerState g_s : register(s0);
SamplerComparisonState g_c : register(s1);
Texture2D<float4> g_t : register(t0);
Texture2D<float4> g_d : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
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
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    r0.x = (g_t.GatherAlpha(g_s, v1.xy, int2(0, 1))).x;
    r0.y = (g_t.GatherAlpha(g_s, v1.xy, int2(1, 1))).y;
    r0.z = (g_t.GatherAlpha(g_s, v1.xy, int2(-1, 0))).z;
    r0.w = (g_t.GatherAlpha(g_s, v1.xy, g_off.xy)).w;
    r0.xyzw = r0.xyzw + (g_t.GatherBlue(g_s, v1.xy, g_off.xy)).xyzw;
    r0.xyzw = r0.xyzw + ((g_t.Gather(g_s, v1.xy)).xyzw + (g_t.GatherGreen(g_s, v1.xy, int2(1, 0))).xyzw);
    r0.xyzw = r0.xyzw + ((g_d.GatherCmp(g_c, v1.xy, g_ref)).xyzw + (g_d.GatherCmp(g_c, v1.xy, g_ref, g_off.xy)).xyzw);
    o0.xyzw = r0.xyzw + (g_d.Gather(g_s, v1.xy, g_off.xy)).xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
