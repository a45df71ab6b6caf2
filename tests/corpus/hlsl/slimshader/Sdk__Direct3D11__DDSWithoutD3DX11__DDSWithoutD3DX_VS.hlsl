// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPerObject
// {
//
//   float4x4 g_mWorldViewProjection;   // Offset:    0 Size:    64
//   float4x4 g_mWorld;                 // Offset:   64 Size:    64
//
// }
//
// cbuffer cbPerFrame
// {
//
//   float3 g_vLightDir;                // Offset:    0 Size:    12
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPerObject                       cbuffer      NA          NA    0        1
// cbPerFrame                        cbuffer      NA          NA    1        1
//
cbuffer cbPerObject : register(b0) {
    column_major float4x4 g_mWorldViewProjection : packoffset(c0);
    column_major float4x4 g_mWorld : packoffset(c4);
};
cbuffer cbPerFrame : register(b1) {
    float3 g_vLightDir : packoffset(c0);
};
struct Input {
    float4 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
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
    v0.xyzw = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    o0.x = dot(v0.xyzw, g_mWorldViewProjection._m00_m10_m20_m30);
    o0.y = dot(v0.xyzw, g_mWorldViewProjection._m01_m11_m21_m31);
    o0.z = dot(v0.xyzw, g_mWorldViewProjection._m02_m12_m22_m32);
    o0.w = dot(v0.xyzw, g_mWorldViewProjection._m03_m13_m23_m33);
    r0.x = dot(v1.xyz, g_mWorld._m00_m10_m20);
    r0.y = dot(v1.xyz, g_mWorld._m01_m11_m21);
    r0.z = dot(v1.xyz, g_mWorld._m02_m12_m22);
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    o1.xyz = max((dot((r0.www * r0.xyz), g_vLightDir.xyz)).xxx, float3(0.3f, 0.3f, 0.3f));
    o1.w = 1.0f;
    o2.xy = v2.xy;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        output.TEXCOORD0 = o2.xy;
        return output;
    }
}
