// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPNTriangles
// {
//
//   float4x4 g_f4x4World;              // Offset:    0 Size:    64
//   float4x4 g_f4x4ViewProjection;     // Offset:   64 Size:    64 [unused]
//   float4x4 g_f4x4WorldViewProjection;// Offset:  128 Size:    64
//   float4 g_f4LightDir;               // Offset:  192 Size:    16
//   float4 g_f4Eye;                    // Offset:  208 Size:    16 [unused]
//   float4 g_f4ViewVector;             // Offset:  224 Size:    16 [unused]
//   float4 g_f4TessFactors;            // Offset:  240 Size:    16 [unused]
//   float4 g_f4ScreenParams;           // Offset:  256 Size:    16 [unused]
//   float4 g_f4GUIParams1;             // Offset:  272 Size:    16 [unused]
//   float4 g_f4GUIParams2;             // Offset:  288 Size:    16 [unused]
//   float4 g_f4ViewFrustumPlanes[4];   // Offset:  304 Size:    64 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPNTriangles                     cbuffer      NA          NA    0        1
//
cbuffer cbPNTriangles : register(b0) {
    column_major float4x4 g_f4x4World : packoffset(c0);
    column_major float4x4 g_f4x4ViewProjection : packoffset(c4);
    column_major float4x4 g_f4x4WorldViewProjection : packoffset(c8);
    float4 g_f4LightDir : packoffset(c12);
    float4 g_f4Eye : packoffset(c13);
    float4 g_f4ViewVector : packoffset(c14);
    float4 g_f4TessFactors : packoffset(c15);
    float4 g_f4ScreenParams : packoffset(c16);
    float4 g_f4GUIParams1 : packoffset(c17);
    float4 g_f4GUIParams2 : packoffset(c18);
    float4 g_f4ViewFrustumPlanes[4] : packoffset(c19);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
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
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_f4x4WorldViewProjection._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_f4x4WorldViewProjection._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_f4x4WorldViewProjection._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_f4x4WorldViewProjection._m03_m13_m23_m33);
    o1.xy = v2.xy;
    r0.x = dot(v1.xyz, g_f4x4World._m00_m10_m20);
    r0.y = dot(v1.xyz, g_f4x4World._m01_m11_m21);
    r0.z = dot(v1.xyz, g_f4x4World._m02_m12_m22);
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    o2.xyz = (max(dot((r0.www * r0.xyz), g_f4LightDir.xyz), 0.0f)).xxx + float3(0.2f, 0.2f, 0.2f);
    o2.w = 1.0f;
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.COLOR0 = o2.xyzw;
        return output;
    }
}
