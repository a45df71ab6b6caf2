// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer B
// {
//
//   float4 g_offsets[4];               // Offset:    0 Size:    64
//   float4 g_weights;                  // Offset:   64 Size:    16
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
// B                                 cbuffer      NA          NA    0        1
//
cbuffer B : register(b0) {
    float4 g_offsets[4] : packoffset(c0);
    float4 g_weights : packoffset(c4);
};
SamplerState g_s : register(s0);
Texture2D<float4> g_t : register(t0);
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
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    r0.xyzw = mad((g_t.Sample(g_s, (v1.xy + g_offsets[0].xy))).xyzw, g_weights.xxxx, ((g_t.Sample(g_s, (v1.xy + (-g_offsets[0].xy)))).xyzw * g_weights.xxxx));
    r0.xyzw = mad((g_t.Sample(g_s, (v1.xy + g_offsets[1].xy))).xyzw, g_weights.yyyy, r0.xyzw);
    r0.xyzw = mad((g_t.Sample(g_s, (v1.xy + (-g_offsets[1].xy)))).xyzw, g_weights.yyyy, r0.xyzw);
    r0.xyzw = mad((g_t.Sample(g_s, (v1.xy + g_offsets[2].xy))).xyzw, g_weights.zzzz, r0.xyzw);
    r0.xyzw = mad((g_t.Sample(g_s, (v1.xy + (-g_offsets[2].xy)))).xyzw, g_weights.zzzz, r0.xyzw);
    r0.xyzw = mad((g_t.Sample(g_s, (v1.xy + g_offsets[3].xy))).xyzw, g_weights.wwww, r0.xyzw);
    o0.xyzw = mad((g_t.Sample(g_s, (v1.xy + (-g_offsets[3].xy)))).xyzw, g_weights.wwww, r0.xyzw);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
