// Decompiled by dxsm from vs_4_0 code.
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
//   float4x4 g_mWorldViewProjection;   // Offset:  192 Size:    64 [unused]
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
//   float4 g_vEye;                     // Offset:  112 Size:    16 [unused]
//   float4 g_fBaseTextureRepeat;       // Offset:  128 Size:    16
//   float4 g_fPOMHeightMapScale;       // Offset:  144 Size:    16 [unused]
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
    uint SV_VERTEXID0 : SV_VERTEXID0;
};
struct Output {
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 LIGHTVECTORTS0 : LIGHTVECTORTS0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    float4 v4 = 0;
    uint4 v5 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 o3 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyz = input.POSITION0;
    v1.xy = input.TEXCOORD0;
    v2.xyz = input.NORMAL0;
    v3.xyz = input.BINORMAL0;
    v4.xyz = input.TANGENT0;
    v5.x = input.SV_VERTEXID0;
    r0.x = dot(v0.xyz, g_mWorld._m00_m10_m20);
    r0.y = dot(v0.xyz, g_mWorld._m01_m11_m21);
    r0.z = dot(v0.xyz, g_mWorld._m02_m12_m22);
    o0.xyz = r0.xyz;
    r0.xyz = (-r0.xyz) + g_LightPosition.xyz;
    r1.x = dot(v2.xyz, g_mWorld._m00_m10_m20);
    r1.y = dot(v2.xyz, g_mWorld._m01_m11_m21);
    r1.z = dot(v2.xyz, g_mWorld._m02_m12_m22);
    r1.w = rsqrt(dot(r1.xyz, r1.xyz));
    r1.xyz = r1.www * r1.xyz;
    o1.xyz = r1.xyz;
    o2.xy = v1.xy * g_fBaseTextureRepeat.xx;
    r0.w = (-r0.z);
    o3.z = dot(r1.xyz, r0.xyw);
    r1.x = dot(v4.xyz, g_mWorld._m00_m10_m20);
    r1.y = dot(v4.xyz, g_mWorld._m01_m11_m21);
    r1.z = dot(v4.xyz, g_mWorld._m02_m12_m22);
    o3.x = dot(((rsqrt(dot(r1.xyz, r1.xyz))).xxx * r1.xyz), r0.xyw);
    r1.x = dot(v3.xyz, g_mWorld._m00_m10_m20);
    r1.y = dot(v3.xyz, g_mWorld._m01_m11_m21);
    r1.z = dot(v3.xyz, g_mWorld._m02_m12_m22);
    o3.y = dot(((rsqrt(dot(r1.xyz, r1.xyz))).xxx * r1.xyz), r0.xyw);
    {
        output.WORLDPOS0 = o0.xyz;
        output.NORMAL0 = o1.xyz;
        output.TEXCOORD0 = o2.xy;
        output.LIGHTVECTORTS0 = o3.xyz;
        return output;
    }
}
