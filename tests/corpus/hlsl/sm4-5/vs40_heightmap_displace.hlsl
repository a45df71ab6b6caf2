// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Terrain
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float g_scale;                     // Offset:   64 Size:     4
//   float g_texel;                     // Offset:   68 Size:     4
//   float2 g_offset;                   // Offset:   72 Size:     8
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_samp                            sampler      NA          NA    0        1
// g_height                          texture   float          2d    0        1
// Terrain                           cbuffer      NA          NA    0        1
//
cbuffer Terrain : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float g_scale : packoffset(c4);
    float g_texel : packoffset(c4.y);
    float2 g_offset : packoffset(c4.z);
};
SamplerState g_samp : register(s0);
Texture2D<float4> g_height : register(t0);
struct Input {
    float2 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    v0.xy = input.POSITION0;
    r0.xy = mad(v0.xy, g_texel.xx, g_offset.xy);
    r1.xyzw = (g_height.SampleLevel(g_samp, r0.xy, 0.0f)).xyzw;
    r2.y = r1.x * g_scale;
    r2.xz = v0.xy;
    r2.w = 1.0f;
    o0.x = dot(r2.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r2.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r2.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r2.xyzw, g_viewProj._m03_m13_m23_m33);
    r2.y = g_texel;
    r2.x = 0.0f;
    r2.xyzw = r0.xyxy + r2.yxxy;
    o2.xy = r0.xy;
    r0.xyzw = (g_height.SampleLevel(g_samp, r2.xy, 0.0f)).xyzw;
    r2.z = r1.x + (-(g_height.SampleLevel(g_samp, r2.zw, 0.0f)).xyzw.x);
    r2.x = (-r0.x) + r1.x;
    r2.y = g_texel * 2.0f;
    o1.xyz = (rsqrt(dot(r2.xyz, r2.xyz))).xxx * r2.xyz;
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        output.TEXCOORD0 = o2.xy;
        return output;
    }
}
