// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbMain
// {
//
//   float4x4 g_mWorld;                 // Offset:    0 Size:    64 [unused]
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
//   float4 g_materialAmbientColor;     // Offset:    0 Size:    16
//   float4 g_materialDiffuseColor;     // Offset:   16 Size:    16
//   float4 g_materialSpecularColor;    // Offset:   32 Size:    16 [unused]
//   float4 g_fSpecularExponent;        // Offset:   48 Size:    16 [unused]
//   float4 g_LightPosition;            // Offset:   64 Size:    16 [unused]
//   float4 g_LightDiffuse;             // Offset:   80 Size:    16 [unused]
//   float4 g_LightAmbient;             // Offset:   96 Size:    16 [unused]
//   float4 g_vEye;                     // Offset:  112 Size:    16 [unused]
//   float4 g_fBaseTextureRepeat;       // Offset:  128 Size:    16 [unused]
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
// g_samLinear                       sampler      NA          NA    0        1
// g_baseTexture                     texture  float4          2d    0        1
// g_nmhTexture                      texture  float4          2d    1        1
// cbMain                            cbuffer      NA          NA    0        1
// cbMaterial                        cbuffer      NA          NA    1        1
//
Texture2D<float4> g_baseTexture : register(t0);
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
SamplerState g_samLinear : register(s0);
Texture2D<float4> g_nmhTexture : register(t1);
struct Input {
    float2 TEXCOORD0 : TEXCOORD0;
    float3 LIGHTVECTORTS0 : LIGHTVECTORTS0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xy = input.TEXCOORD0;
    v1.xyz = input.LIGHTVECTORTS0;
    r0.xyzw = mad((g_nmhTexture.Sample(g_samLinear, v0.xy)).xyzw, float4(2.0f, 2.0f, 2.0f, 2.0f), float4(-1.0f, -1.0f, -1.0f, -1.0f));
    r0.w = rsqrt(dot(r0.xyzw, r0.xyzw));
    r0.xyz = r0.www * r0.xyz;
    r0.xyzw = mad((saturate(dot(r0.xyz, ((rsqrt(dot(v1.xyz, v1.xyz))).xxx * v1.xyz)))).xxxx, g_materialDiffuseColor.xyzw, g_materialAmbientColor.xyzw);
    o0.xyzw = r0.xyzw * (g_baseTexture.Sample(g_samLinear, v0.xy)).xyzw;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
