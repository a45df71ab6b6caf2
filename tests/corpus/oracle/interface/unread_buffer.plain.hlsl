// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Unread
// {
//
//   float2 g_unused;                   // Offset:    0 Size:     8 [unused]
//
// }
//
// cbuffer Read
// {
//
//   float4 g_tint;                     // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_linear                          sampler      NA          NA    0        1
// g_color                           texture  float4          2d    0        1
// Unread                            cbuffer      NA          NA    0        1
// Read                              cbuffer      NA          NA    1        1
//
cbuffer Unread : register(b0) {
    float2 g_unused : packoffset(c0);
};
cbuffer Read : register(b1) {
    float4 g_tint : packoffset(c0);
};
Texture2D<float4> g_color : register(t0);
SamplerState g_linear : register(s0);
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
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    o0.xyzw = (g_color.Sample(g_linear, v1.xy)).xyzw * g_tint.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
