// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbConstants
// {
//
//   float4x4 g_f4x4WorldViewProjection;// Offset:    0 Size:    64 [unused]
//   float4x4 g_f4x4WorldViewProjLight; // Offset:   64 Size:    64
//   float4 g_vShadowMapDimensions;     // Offset:  128 Size:    16 [unused]
//   float4 g_f4LightDir;               // Offset:  144 Size:    16 [unused]
//   float g_fSunWidth;                 // Offset:  160 Size:     4 [unused]
//   float3 g_f3Padding;                // Offset:  164 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbConstants                       cbuffer      NA          NA    0        1
//
cbuffer cbConstants : register(b0) {
    column_major float4x4 g_f4x4WorldViewProjection : packoffset(c0);
    column_major float4x4 g_f4x4WorldViewProjLight : packoffset(c4);
    float4 g_vShadowMapDimensions : packoffset(c8);
    float4 g_f4LightDir : packoffset(c9);
    float g_fSunWidth : packoffset(c10);
    float3 g_f3Padding : packoffset(c10.y);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXTURE0 : TEXTURE0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXTURE0 : TEXTURE0;
    float4 TEXTURE1 : TEXTURE1;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 o3 = 0;
    precise float4 r0 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXTURE0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_f4x4WorldViewProjLight._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_f4x4WorldViewProjLight._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_f4x4WorldViewProjLight._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_f4x4WorldViewProjLight._m03_m13_m23_m33);
    o1.xyzw = float4(0.0f, 0.0f, 0.0f, 0.0f);
    o2.xy = v2.xy;
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        output.TEXTURE0 = o2.xy;
        return output;
    }
}
