// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer G
// {
//
//   min16float4 g_mul;                 // Offset:    0 Size:    16
//   min16float4 g_add;                 // Offset:   16 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_t                               texture  float4          2d    0        1
// G                                 cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[2]; };
SamplerState g_s : register(s0);
Texture2D<float4> g_t : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    min16float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    min16float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = (float2)input.TEXCOORD0;
    o0.xyzw = saturate(mad((g_t.Sample(g_s, v1.xy)).xyzw, asfloat(cb0[0].xyzw), asfloat(cb0[1].xyzw)));
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
