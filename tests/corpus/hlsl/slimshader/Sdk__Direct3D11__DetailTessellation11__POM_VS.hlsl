// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbMain
// {
//
//   float4x4 g_mWorld;                 // Offset:    0 Size:    64
//   float4x4 g_mView;                  // Offset:   64 Size:    64 [unused]
//   float4x4 g_mProjection;            // Offset:  128 Size:    64 [unused]
//   float4x4 g_mWorldViewProjection;   // Offset:  192 Size:    64
//   float4x4 g_mViewProjection;        // Offset:  256 Size:    64 [unused]
//   float4x4 g_mInvView;               // Offset:  320 Size:    64 [unused]
//   float4 g_vScreenResolution;        // Offset:  384 Size:    16 [unused]
//   float4 g_vMeshColor;               // Offset:  400 Size:    16 [unused]
//   float4 g_vTessellationFactor;      // Offset:  416 Size:    16 [unused]
//   float4 g_vDetailTessellationHeightScale;// Offset:  432 Size:    16 [unused]
//   float4 g_vGridSize;                // Offset:  448 Size:    16 [unused]
//   float4 g_vDebugColorMultiply;      // Offset:  464 Size:    16 [unused]
//   float4 g_vDebugColorAdd;           // Offset:  480 Size:    16 [unused]
//   float4 g_vFrustumPlaneEquation[4]; // Offset:  496 Size:    64 [unused]
//
// }
//
// cbuffer cbMaterial
// {
//
//   float4 g_materialAmbientColor;     // Offset:    0 Size:    16 [unused]
//   float4 g_materialDiffuseColor;     // Offset:   16 Size:    16 [unused]
//   float4 g_materialSpecularColor;    // Offset:   32 Size:    16 [unused]
//   float4 g_fSpecularExponent;        // Offset:   48 Size:    16 [unused]
//   float4 g_LightPosition;            // Offset:   64 Size:    16
//   float4 g_LightDiffuse;             // Offset:   80 Size:    16 [unused]
//   float4 g_LightAmbient;             // Offset:   96 Size:    16 [unused]
//   float4 g_vEye;                     // Offset:  112 Size:    16
//   float4 g_fBaseTextureRepeat;       // Offset:  128 Size:    16
//   float4 g_fPOMHeightMapScale;       // Offset:  144 Size:    16
//   float4 g_fShadowSoftening;         // Offset:  160 Size:    16 [unused]
//   int g_nMinSamples;                 // Offset:  176 Size:     4 [unused]
//   int g_nMaxSamples;                 // Offset:  180 Size:     4 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbMain                            cbuffer      NA          NA    0        1
// cbMaterial                        cbuffer      NA          NA    1        1
//
cbuffer cbMain : register(b0) {
    column_major float4x4 g_mWorld : packoffset(c0);
    column_major float4x4 g_mView : packoffset(c4);
    column_major float4x4 g_mProjection : packoffset(c8);
    column_major float4x4 g_mWorldViewProjection : packoffset(c12);
    column_major float4x4 g_mViewProjection : packoffset(c16);
    column_major float4x4 g_mInvView : packoffset(c20);
    float4 g_vScreenResolution : packoffset(c24);
    float4 g_vMeshColor : packoffset(c25);
    float4 g_vTessellationFactor : packoffset(c26);
    float4 g_vDetailTessellationHeightScale : packoffset(c27);
    float4 g_vGridSize : packoffset(c28);
    float4 g_vDebugColorMultiply : packoffset(c29);
    float4 g_vDebugColorAdd : packoffset(c30);
    float4 g_vFrustumPlaneEquation[4] : packoffset(c31);
};
cbuffer cbMaterial : register(b1) {
    float4 g_materialAmbientColor : packoffset(c0);
    float4 g_materialDiffuseColor : packoffset(c1);
    float4 g_materialSpecularColor : packoffset(c2);
    float4 g_fSpecularExponent : packoffset(c3);
    float4 g_LightPosition : packoffset(c4);
    float4 g_LightDiffuse : packoffset(c5);
    float4 g_LightAmbient : packoffset(c6);
    float4 g_vEye : packoffset(c7);
    float4 g_fBaseTextureRepeat : packoffset(c8);
    float4 g_fPOMHeightMapScale : packoffset(c9);
    float4 g_fShadowSoftening : packoffset(c10);
    int g_nMinSamples : packoffset(c11);
    int g_nMaxSamples : packoffset(c11.y);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 NORMAL0 : NORMAL0;
    float3 BINORMAL0 : BINORMAL0;
    float3 TANGENT0 : TANGENT0;
};
struct Output {
    float2 TEXCOORD0 : TEXCOORD0;
    float2 TEXCOORD3 : TEXCOORD3;
    float3 TEXCOORD1 : TEXCOORD1;
    float3 TEXCOORD2 : TEXCOORD2;
    float3 TEXCOORD4 : TEXCOORD4;
    float3 TEXCOORD5 : TEXCOORD5;
    float4 SV_POSITION0 : SV_POSITION0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    float4 v4 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 o3 = 0;
    precise float4 o4 = 0;
    precise float4 o5 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    precise float4 r6 = 0;
    precise float4 r7 = 0;
    v0.xyz = input.POSITION0;
    v1.xy = input.TEXCOORD0;
    v2.xyz = input.NORMAL0;
    v3.xyz = input.BINORMAL0;
    v4.xyz = input.TANGENT0;
    r0.x = dot(v4.xyz, g_mWorld._m00_m10_m20);
    r0.y = dot(v4.xyz, g_mWorld._m01_m11_m21);
    r0.z = dot(v4.xyz, g_mWorld._m02_m12_m22);
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    r0.xyz = r0.www * r0.xyz;
    r1.x = dot(v0.xyz, g_mWorld._m00_m10_m20);
    r1.y = dot(v0.xyz, g_mWorld._m01_m11_m21);
    r1.z = dot(v0.xyz, g_mWorld._m02_m12_m22);
    r2.xyz = (-r1.xyz) + g_vEye.xyz;
    r1.xyz = (-r1.xyz) + g_LightPosition.xyz;
    r3.x = dot(r0.xyz, r2.xyz);
    r4.x = dot(v3.xyz, g_mWorld._m00_m10_m20);
    r4.y = dot(v3.xyz, g_mWorld._m01_m11_m21);
    r4.z = dot(v3.xyz, g_mWorld._m02_m12_m22);
    r4.xyz = (rsqrt(dot(r4.xyz, r4.xyz))).xxx * r4.xyz;
    r3.y = dot(r4.xyz, r2.xyz);
    r5.xy = (rsqrt(dot(r3.xy, r3.xy))).xx * r3.xy;
    r6.x = dot(v2.xyz, g_mWorld._m00_m10_m20);
    r6.y = dot(v2.xyz, g_mWorld._m01_m11_m21);
    r6.z = dot(v2.xyz, g_mWorld._m02_m12_m22);
    r7.xyz = (rsqrt(dot(r6.xyz, r6.xyz))).xxx * r6.xyz;
    o3.xyz = r6.xyz;
    r3.z = dot(r7.xyz, r2.xyz);
    o4.xyz = r2.xyz;
    o2.xyz = r3.xyz;
    o0.zw = ((sqrt(mad((-r3.z), r3.z, dot(r3.xyz, r3.xyz))) / r3.z).xx * r5.xy) * g_fPOMHeightMapScale.xx;
    o0.xy = v1.xy * g_fBaseTextureRepeat.xx;
    r1.w = (-r1.z);
    o1.x = dot(r0.xyz, r1.xyw);
    o1.y = dot(r4.xyz, r1.xyw);
    o1.z = dot(r7.xyz, r1.xyw);
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o5.x = dot(r0.xyzw, g_mWorldViewProjection._m00_m10_m20_m30);
    o5.y = dot(r0.xyzw, g_mWorldViewProjection._m01_m11_m21_m31);
    o5.z = dot(r0.xyzw, g_mWorldViewProjection._m02_m12_m22_m32);
    o5.w = dot(r0.xyzw, g_mWorldViewProjection._m03_m13_m23_m33);
    {
        output.TEXCOORD0 = o0.xy;
        output.TEXCOORD3 = o0.zw;
        output.TEXCOORD1 = o1.xyz;
        output.TEXCOORD2 = o2.xyz;
        output.TEXCOORD4 = o3.xyz;
        output.TEXCOORD5 = o4.xyz;
        output.SV_POSITION0 = o5.xyzw;
        return output;
    }
}
