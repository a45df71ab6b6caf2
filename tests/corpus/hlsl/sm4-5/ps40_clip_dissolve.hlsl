// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   float g_progress;                  // Offset:    0 Size:     4
//   float3 g_edgeColor;                // Offset:    4 Size:    12
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_noise                           texture  float4          2d    0        1
// D                                 cbuffer      NA          NA    0        1
//
cbuffer D : register(b0) {
    float g_progress : packoffset(c0);
    float3 g_edgeColor : packoffset(c0.y);
};
SamplerState g_s : register(s0);
Texture2D<float4> g_noise : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
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
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v2.xyzw = input.COLOR0;
    r0.x = asuint((g_noise.Sample(g_s, (v1.xy * float2(3.0f, 3.0f)))).xyzw.x + (-g_progress));
    r0.y = (asfloat(r0.x) < 0.0f) ? 0xffffffffu : 0u;
    r0.x = asuint((-saturate(asfloat(r0.x) * 20.0f)) + 1.0f);
    if (r0.y != 0u) { discard; }
    r0.yzw = asuint((-v2.xyz) + g_edgeColor.xyz);
    o0.xyz = mad(asfloat(r0.xxx), asfloat(r0.yzw), v2.xyz);
    o0.w = v2.w;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
