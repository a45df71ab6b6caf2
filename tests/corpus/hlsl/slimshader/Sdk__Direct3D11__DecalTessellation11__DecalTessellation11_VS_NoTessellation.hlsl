// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbUpdate
// {
//
//   float4x4 g_mWorld;                 // Offset:    0 Size:    64
//   float4x4 g_mViewProjection;        // Offset:   64 Size:    64 [unused]
//   float4x4 g_mWorldViewProjection;   // Offset:  128 Size:    64
//   float4 g_vTessellationFactor;      // Offset:  192 Size:    16 [unused]
//   float4 g_vDisplacementScaleBias;   // Offset:  208 Size:    16 [unused]
//   float4 g_vLightPosition;           // Offset:  224 Size:    16
//   float4 g_vEyePosition;             // Offset:  240 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbUpdate                          cbuffer      NA          NA    1        1
//
cbuffer cbUpdate : register(b1) {
    column_major float4x4 g_mWorld : packoffset(c0);
    column_major float4x4 g_mViewProjection : packoffset(c4);
    column_major float4x4 g_mWorldViewProjection : packoffset(c8);
    float4 g_vTessellationFactor : packoffset(c12);
    float4 g_vDisplacementScaleBias : packoffset(c13);
    float4 g_vLightPosition : packoffset(c14);
    float4 g_vEyePosition : packoffset(c15);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 NORMAL0 : NORMAL0;
    float3 TEXCOORD1 : TEXCOORD1;
    float3 LIGHTVECTORTS0 : LIGHTVECTORTS0;
    float3 LIGHTVECTORWS0 : LIGHTVECTORWS0;
    float3 VIEWVECTORTS0 : VIEWVECTORTS0;
    float3 VIEWVECTORWS0 : VIEWVECTORWS0;
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
    precise float4 o4 = 0;
    precise float4 o5 = 0;
    precise float4 o6 = 0;
    precise float4 o7 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_mWorldViewProjection._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_mWorldViewProjection._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_mWorldViewProjection._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_mWorldViewProjection._m03_m13_m23_m33);
    o1.xy = v2.xy;
    o2.xyz = v1.xyz;
    o3.xyz = float3(0.0f, 0.0f, 0.0f);
    r1.x = dot(r0.xyzw, g_mWorld._m00_m10_m20_m30);
    r1.y = dot(r0.xyzw, g_mWorld._m01_m11_m21_m31);
    r1.z = dot(r0.xyzw, g_mWorld._m02_m12_m22_m32);
    r0.xyz = (-r1.xyz) + g_vLightPosition.xyz;
    r1.xyz = (-r1.xyz) + g_vEyePosition.xyz;
    o4.xyz = r0.xyz;
    o5.xyz = r0.xyz;
    o6.xyz = r1.xyz;
    o7.xyz = r1.xyz;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.NORMAL0 = o2.xyz;
        output.TEXCOORD1 = o3.xyz;
        output.LIGHTVECTORTS0 = o4.xyz;
        output.LIGHTVECTORWS0 = o5.xyz;
        output.VIEWVECTORTS0 = o6.xyz;
        output.VIEWVECTORWS0 = o7.xyz;
        return output;
    }
}
