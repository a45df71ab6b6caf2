// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Unread0
// {
//
//   float4 g_unused0;                  // Offset:    0 Size:    16 [unused]
//
// }
//
// cbuffer Unread1
// {
//
//   float4 g_unused1;                  // Offset:    0 Size:    16 [unused]
//
// }
//
// cbuffer Read
// {
//
//   float4 k;                          // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_a                               texture  float4          2d    0        1
// g_b                               texture  float4          2d    1        1
// Unread0                           cbuffer      NA          NA    0        1
// Unread1                           cbuffer      NA          NA    1        1
// Read                              cbuffer      NA          NA    2        1
//
cbuffer Unread0 : register(b0) {
    float4 g_unused0 : packoffset(c0);
};
cbuffer Unread1 : register(b1) {
    float4 g_unused1 : packoffset(c0);
};
cbuffer Read : register(b2) {
    float4 k : packoffset(c0);
};
Texture2D<float4> g_a : register(t0);
Texture2D<float4> g_b : register(t1);
SamplerState g_s : register(s0);
struct Input {
    float4 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.TEXCOORD0;
    o0.xyzw = mad((g_b.Sample(g_s, v0.yx)).xyzw, k.xyzw, (g_a.Sample(g_s, v0.xy)).xyzw);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
