// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer L
// {
//
//   float4 g_dir;                      // Offset:    0 Size:    16
//   float4 g_col;                      // Offset:   16 Size:    16
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
// L                                 cbuffer      NA          NA    0        1
//
cbuffer L : register(b0) {
    float4 g_dir : packoffset(c0);
    float4 g_col : packoffset(c1);
};
SamplerState g_s : register(s0);
Texture2D<float4> g_t : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
    float4 SV_Target1 : SV_Target1;
    float4 SV_Target2 : SV_Target2;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    r0.xyz = (rsqrt(dot(v1.xyz, v1.xyz))).xxx * v1.xyz;
    o1.xyz = mad(r0.xyz, float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f));
    r1.xyzw = (g_t.Sample(g_s, v2.xy)).xyzw;
    o2.xyzw = r1.wwww;
    o0.xyzw = (saturate(dot(r0.xyz, g_dir.xyz))).xxxx * (r1.xyzw * g_col.xyzw);
    o1.w = 1.0f;
    {
        output.SV_Target0 = o0.xyzw;
        output.SV_Target1 = o1.xyzw;
        output.SV_Target2 = o2.xyzw;
        return output;
    }
}
