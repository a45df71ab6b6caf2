// Decompiled by dxsm from ds_5_0 code.
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
//   float4x4 g_mViewProjection;        // Offset:  256 Size:    64
//   float4x4 g_mInvView;               // Offset:  320 Size:    64 [unused]
//   float4 g_vScreenResolution;        // Offset:  384 Size:    16 [unused]
//   float4 g_vMeshColor;               // Offset:  400 Size:    16 [unused]
//   float4 g_vTessellationFactor;      // Offset:  416 Size:    16 [unused]
//   float4 g_vDetailTessellationHeightScale;// Offset:  432 Size:    16
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
//   float4 g_LightPosition;            // Offset:   64 Size:    16 [unused]
//   float4 g_LightDiffuse;             // Offset:   80 Size:    16 [unused]
//   float4 g_LightAmbient;             // Offset:   96 Size:    16 [unused]
//   float4 g_vEye;                     // Offset:  112 Size:    16
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
// g_nmhTexture                      texture  float4          2d    1        1
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
SamplerState g_samLinear : register(s0);
Texture2D<float4> g_nmhTexture : register(t1);
struct Input {
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 LIGHTVECTORTS0 : LIGHTVECTORTS0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
};
struct Output {
    float2 TEXCOORD0 : TEXCOORD0;
    float3 LIGHTVECTORTS0 : LIGHTVECTORTS0;
    float4 SV_POSITION0 : SV_POSITION0;
};
[domain("tri")]
Output main(Patch constants, float3 domain : SV_DomainLocation, const OutputPatch<Input, 3> input) {
    Output output;
    uint4 vicp[3][4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].WORLDPOS0);
    vicp[1][0].xyz = asuint(input[1].WORLDPOS0);
    vicp[2][0].xyz = asuint(input[2].WORLDPOS0);
    vicp[0][1].xyz = asuint(input[0].NORMAL0);
    vicp[1][1].xyz = asuint(input[1].NORMAL0);
    vicp[2][1].xyz = asuint(input[2].NORMAL0);
    vicp[0][2].xy = asuint(input[0].TEXCOORD0);
    vicp[1][2].xy = asuint(input[1].TEXCOORD0);
    vicp[2][2].xy = asuint(input[2].TEXCOORD0);
    vicp[0][3].xyz = asuint(input[0].LIGHTVECTORTS0);
    vicp[1][3].xyz = asuint(input[1].LIGHTVECTORTS0);
    vicp[2][3].xyz = asuint(input[2].LIGHTVECTORTS0);
    vpc[0].x = asuint(constants.SV_TessFactor0[0]);
    vpc[1].x = asuint(constants.SV_TessFactor0[1]);
    vpc[2].x = asuint(constants.SV_TessFactor0[2]);
    vpc[3].x = asuint(constants.SV_InsideTessFactor0);
    vDomain.xyz = domain;
    r0.xy = mad(vDomain.zz, asfloat(vicp[2][2].xy), mad(vDomain.xx, asfloat(vicp[0][2].xy), (vDomain.yy * asfloat(vicp[1][2].xy))));
    o0.xy = r0.xy;
    o1.xyz = mad(vDomain.zzz, asfloat(vicp[2][3].xyz), mad(vDomain.xxx, asfloat(vicp[0][3].xyz), (vDomain.yyy * asfloat(vicp[1][3].xyz))));
    r1.xyz = mad(vDomain.zzz, asfloat(vicp[2][0].xyz), mad(vDomain.xxx, asfloat(vicp[0][0].xyz), (vDomain.yyy * asfloat(vicp[1][0].xyz))));
    r2.xyz = r1.xyz + (-g_vEye.xyz);
    r0.z = min(max(((sqrt(dot(r2.xyz, r2.xyz)) + -100.0f) * 0.01f), 0.0f), 3.0f);
    r0.x = ((g_nmhTexture.SampleLevel(g_samLinear, r0.xy, r0.z)).w + -1.0f) * g_vDetailTessellationHeightScale.x;
    r0.yzw = mad(vDomain.zzz, asfloat(vicp[2][1].xyz), mad(vDomain.xxx, asfloat(vicp[0][1].xyz), (vDomain.yyy * asfloat(vicp[1][1].xyz))));
    r0.yzw = r0.yzw * (rsqrt(dot(r0.yzw, r0.yzw))).xxx;
    r0.xyz = mad(r0.yzw, r0.xxx, r1.xyz);
    r0.w = 1.0f;
    o2.x = dot(r0.xyzw, g_mViewProjection._m00_m10_m20_m30);
    o2.y = dot(r0.xyzw, g_mViewProjection._m01_m11_m21_m31);
    o2.z = dot(r0.xyzw, g_mViewProjection._m02_m12_m22_m32);
    o2.w = dot(r0.xyzw, g_mViewProjection._m03_m13_m23_m33);
    {
        output.TEXCOORD0 = o0.xy;
        output.LIGHTVECTORTS0 = o1.xyz;
        output.SV_POSITION0 = o2.xyzw;
        return output;
    }
}
