// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Object
// {
//
//   float4x4 g_world;                  // Offset:    0 Size:    64
//   float4x4 g_viewProj;               // Offset:   64 Size:    64
//   float3x3 g_normalMat;              // Offset:  128 Size:    44
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Object                            cbuffer      NA          NA    0        1
//
cbuffer Object : register(b0) {
    column_major float4x4 g_world : packoffset(c0);
    column_major float4x4 g_viewProj : packoffset(c4);
    column_major float3x3 g_normalMat : packoffset(c8);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
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
    precise float4 o3 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    r1.w = dot(r0.xyzw, g_world._m03_m13_m23_m33);
    r1.x = dot(r0.xyzw, g_world._m00_m10_m20_m30);
    r1.y = dot(r0.xyzw, g_world._m01_m11_m21_m31);
    r1.z = dot(r0.xyzw, g_world._m02_m12_m22_m32);
    o0.x = dot(r1.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r1.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r1.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r1.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.xyz = r1.xyz;
    r0.x = dot(v1.xyz, g_normalMat._m00_m10_m20);
    r0.y = dot(v1.xyz, g_normalMat._m01_m11_m21);
    r0.z = dot(v1.xyz, g_normalMat._m02_m12_m22);
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    o2.xyz = r0.www * r0.xyz;
    o3.xy = v2.xy;
    {
        output.SV_Position0 = o0.xyzw;
        output.WORLDPOS0 = o1.xyz;
        output.NORMAL0 = o2.xyz;
        output.TEXCOORD0 = o3.xy;
        return output;
    }
}
