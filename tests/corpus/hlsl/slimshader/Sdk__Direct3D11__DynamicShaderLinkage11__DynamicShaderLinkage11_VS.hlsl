// Decompiled by dxsm from vs_5_0 code.
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
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPerObject                       cbuffer      NA          NA    0        1
//
cbuffer cbPerObject : register(b0) {
    column_major float4x4 g_mWorldViewProjection : packoffset(c0);
    column_major float4x4 g_mWorld : packoffset(c4);
};
struct Input {
    float4 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 TEXCOORD1 : TEXCOORD1;
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
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    v0.xyzw = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    o0.x = dot(v0.xyzw, g_mWorldViewProjection._m00_m10_m20_m30);
    o0.y = dot(v0.xyzw, g_mWorldViewProjection._m01_m11_m21_m31);
    o0.z = dot(v0.xyzw, g_mWorldViewProjection._m02_m12_m22_m32);
    o0.w = dot(v0.xyzw, g_mWorldViewProjection._m03_m13_m23_m33);
    r0.xyz = (((v1.xyz >= float3(0.5f, 0.5f, 0.5f)) ? 0xffffffffu : 0u) != 0u) ? mad(v1.xyz, float3(2.0f, 2.0f, 2.0f), float3(-2.0f, -2.0f, -2.0f)) : (v1.xyz + v1.xyz);
    o1.x = dot(r0.xyz, g_mWorld._m00_m10_m20);
    o1.y = dot(r0.xyz, g_mWorld._m01_m11_m21);
    o1.z = dot(r0.xyz, g_mWorld._m02_m12_m22);
    o2.xy = v2.xy;
    o3.x = g_mWorld._m00;
    o3.y = g_mWorld._m01;
    o3.z = g_mWorld._m02;
    o3.w = g_mWorld._m03;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        output.TEXCOORD0 = o2.xy;
        output.TEXCOORD1 = o3.xyzw;
        return output;
    }
}
