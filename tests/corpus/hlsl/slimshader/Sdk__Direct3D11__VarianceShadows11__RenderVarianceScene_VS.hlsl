// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbAllShadowData
// {
//
//   float4x4 m_mWorldViewProjection;   // Offset:    0 Size:    64
//   float4x4 m_mWorld;                 // Offset:   64 Size:    64
//   float4x4 m_mWorldView;             // Offset:  128 Size:    64
//   float4x4 m_mShadow;                // Offset:  192 Size:    64
//   float4 m_vCascadeOffset[8];        // Offset:  256 Size:   128 [unused]
//   float4 m_vCascadeScale[8];         // Offset:  384 Size:   128 [unused]
//   int m_nCascadeLevels;              // Offset:  512 Size:     4 [unused]
//   int m_iVisualizeCascades;          // Offset:  516 Size:     4 [unused]
//   float m_fMinBorderPadding;         // Offset:  520 Size:     4 [unused]
//   float m_fMaxBorderPadding;         // Offset:  524 Size:     4 [unused]
//   float m_fCascadeBlendArea;         // Offset:  528 Size:     4 [unused]
//   float m_fTexelSize;                // Offset:  532 Size:     4 [unused]
//   float m_fNativeTexelSizeInX;       // Offset:  536 Size:     4 [unused]
//   float4 m_fCascadeFrustumsEyeSpaceDepthsData[2];// Offset:  544 Size:    32 [unused]
//   float3 m_vLightDir;                // Offset:  576 Size:    12 [unused]
//   float m_fPaddingCB4;               // Offset:  588 Size:     4 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbAllShadowData                   cbuffer      NA          NA    0        1
//
cbuffer cbAllShadowData : register(b0) {
    column_major float4x4 m_mWorldViewProjection : packoffset(c0);
    column_major float4x4 m_mWorld : packoffset(c4);
    column_major float4x4 m_mWorldView : packoffset(c8);
    column_major float4x4 m_mShadow : packoffset(c12);
    float4 m_vCascadeOffset[8] : packoffset(c16);
    float4 m_vCascadeScale[8] : packoffset(c24);
    int m_nCascadeLevels : packoffset(c32);
    int m_iVisualizeCascades : packoffset(c32.y);
    float m_fMinBorderPadding : packoffset(c32.z);
    float m_fMaxBorderPadding : packoffset(c32.w);
    float m_fCascadeBlendArea : packoffset(c33);
    float m_fTexelSize : packoffset(c33.y);
    float m_fNativeTexelSizeInX : packoffset(c33.z);
    float4 m_fCascadeFrustumsEyeSpaceDepthsData[2] : packoffset(c34);
    float3 m_vLightDir : packoffset(c36);
    float m_fPaddingCB4 : packoffset(c36.w);
};
struct Input {
    float4 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float3 NORMAL0 : NORMAL0;
    float2 COLOR0 : COLOR0;
    float TEXCOORD3 : TEXCOORD3;
    float4 TEXCOORD1 : TEXCOORD1;
    float4 SV_POSITION0 : SV_POSITION0;
    float4 TEXCOORD2 : TEXCOORD2;
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
    v0.xyzw = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    o0.x = dot(v1.xyz, m_mWorld._m00_m10_m20);
    o0.y = dot(v1.xyz, m_mWorld._m01_m11_m21);
    o0.z = dot(v1.xyz, m_mWorld._m02_m12_m22);
    o1.z = dot(v0.xyzw, m_mWorldView._m02_m12_m22_m32);
    o1.xy = v2.xy;
    o2.x = dot(v0.xyzw, m_mShadow._m00_m10_m20_m30);
    o2.y = dot(v0.xyzw, m_mShadow._m01_m11_m21_m31);
    o2.z = dot(v0.xyzw, m_mShadow._m02_m12_m22_m32);
    o2.w = dot(v0.xyzw, m_mShadow._m03_m13_m23_m33);
    o3.x = dot(v0.xyzw, m_mWorldViewProjection._m00_m10_m20_m30);
    o3.y = dot(v0.xyzw, m_mWorldViewProjection._m01_m11_m21_m31);
    o3.z = dot(v0.xyzw, m_mWorldViewProjection._m02_m12_m22_m32);
    o3.w = dot(v0.xyzw, m_mWorldViewProjection._m03_m13_m23_m33);
    o4.xyzw = v0.xyzw;
    {
        output.NORMAL0 = o0.xyz;
        output.COLOR0 = o1.xy;
        output.TEXCOORD3 = o1.z;
        output.TEXCOORD1 = o2.xyzw;
        output.SV_POSITION0 = o3.xyzw;
        output.TEXCOORD2 = o4.xyzw;
        return output;
    }
}
