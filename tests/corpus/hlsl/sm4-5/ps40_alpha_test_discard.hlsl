// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer A
// {
//
//   float g_cutoff;                    // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_tex                             texture  float4          2d    0        1
// A                                 cbuffer      NA          NA    0        1
//
cbuffer A : register(b0) {
    float g_cutoff : packoffset(c0);
};
SamplerState g_s : register(s0);
Texture2D<float4> g_tex : register(t0);
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
    precise int4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    r0.xyzw = (g_tex.Sample(g_s, v1.xy)).xyzw;
    if (r0.w < g_cutoff) { discard; }
    o0.xyzw = r0.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
