// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbAllShadowData
// {
//
//   float4x4 m_mWorldViewProjection;   // Offset:    0 Size:    64 [unused]
//   float4x4 m_mWorld;                 // Offset:   64 Size:    64 [unused]
//   float4x4 m_mWorldView;             // Offset:  128 Size:    64 [unused]
//   float4x4 m_mShadow;                // Offset:  192 Size:    64 [unused]
//   float4 m_vCascadeOffset[8];        // Offset:  256 Size:   128
//   float4 m_vCascadeScale[8];         // Offset:  384 Size:   128
//   int m_nCascadeLevels;              // Offset:  512 Size:     4 [unused]
//   int m_iVisualizeCascades;          // Offset:  516 Size:     4
//   int m_iPCFBlurForLoopStart;        // Offset:  520 Size:     4
//   int m_iPCFBlurForLoopEnd;          // Offset:  524 Size:     4
//   float m_fMinBorderPadding;         // Offset:  528 Size:     4
//   float m_fMaxBorderPadding;         // Offset:  532 Size:     4
//   float m_fShadowBiasFromGUI;        // Offset:  536 Size:     4
//   float m_fShadowPartitionSize;      // Offset:  540 Size:     4
//   float m_fCascadeBlendArea;         // Offset:  544 Size:     4 [unused]
//   float m_fTexelSize;                // Offset:  548 Size:     4
//   float m_fNativeTexelSizeInX;       // Offset:  552 Size:     4
//   float m_fPaddingForCB3;            // Offset:  556 Size:     4 [unused]
//   float4 m_fCascadeFrustumsEyeSpaceDepthsFloat[2];// Offset:  560 Size:    32 [unused]
//   float4 m_fCascadeFrustumsEyeSpaceDepthsFloat4[8];// Offset:  592 Size:   128 [unused]
//   float3 m_vLightDir;                // Offset:  720 Size:    12
//   float m_fPaddingCB4;               // Offset:  732 Size:     4 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_samLinear                       sampler      NA          NA    0        1
// g_samShadow                     sampler_c      NA          NA    5        1
// g_txDiffuse                       texture  float4          2d    0        1
// g_txShadow                        texture  float4          2d    5        1
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
    int m_iPCFBlurForLoopStart : packoffset(c32.z);
    int m_iPCFBlurForLoopEnd : packoffset(c32.w);
    float m_fMinBorderPadding : packoffset(c33);
    float m_fMaxBorderPadding : packoffset(c33.y);
    float m_fShadowBiasFromGUI : packoffset(c33.z);
    float m_fShadowPartitionSize : packoffset(c33.w);
    float m_fCascadeBlendArea : packoffset(c34);
    float m_fTexelSize : packoffset(c34.y);
    float m_fNativeTexelSizeInX : packoffset(c34.z);
    float m_fPaddingForCB3 : packoffset(c34.w);
    float4 m_fCascadeFrustumsEyeSpaceDepthsFloat[2] : packoffset(c35);
    float4 m_fCascadeFrustumsEyeSpaceDepthsFloat4[8] : packoffset(c37);
    float3 m_vLightDir : packoffset(c45);
    float m_fPaddingCB4 : packoffset(c45.w);
};
SamplerState g_samLinear : register(s0);
SamplerComparisonState g_samShadow : register(s5);
Texture2D<float4> g_txDiffuse : register(t0);
Texture2D<float4> g_txShadow : register(t5);
static const uint4 icb[8] = { uint4(0x3fc00000u, 0x00000000u, 0x00000000u, 0x3f800000u), uint4(0x00000000u, 0x3fc00000u, 0x00000000u, 0x3f800000u), uint4(0x00000000u, 0x00000000u, 0x40b00000u, 0x3f800000u), uint4(0x3fc00000u, 0x00000000u, 0x40b00000u, 0x3f800000u), uint4(0x3fc00000u, 0x3fc00000u, 0x00000000u, 0x3f800000u), uint4(0x3f800000u, 0x3f800000u, 0x3f800000u, 0x3f800000u), uint4(0x00000000u, 0x3f800000u, 0x40b00000u, 0x3f800000u), uint4(0x3f000000u, 0x40600000u, 0x3f400000u, 0x3f800000u) };
struct Input {
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float TEXCOORD3 : TEXCOORD3;
    float4 TEXCOORD1 : TEXCOORD1;
    float4 SV_POSITION0 : SV_POSITION0;
    float4 TEXCOORD2 : TEXCOORD2;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    float4 v4 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise uint4 r1 = 0;
    precise int4 r2 = 0;
    precise int4 r3 = 0;
    precise float4 r4 = 0;
    v0.xyz = input.NORMAL0;
    v1.xy = input.TEXCOORD0;
    v1.z = input.TEXCOORD3;
    v2.xyzw = input.TEXCOORD1;
    v3.xyzw = input.SV_POSITION0;
    v4.xyzw = input.TEXCOORD2;
    r0.xyzw = (g_txDiffuse.Sample(g_samLinear, v1.xy)).xyzw;
    r1.x = asuint((-m_iPCFBlurForLoopStart) + m_iPCFBlurForLoopEnd);
    {
        int p0 = asint(r1.x) * asint(r1.x);
        r1.x = asuint(p0);
    }
    r1.x = asuint((float)asint(r1.x));
    r2.x = 1;
    r1.yzw = uint3(0x00000000u, 0x00000000u, 0x00000000u);
    r3.xy = int2(0, 0);
    r2.y = 0;
    [loop] while (true) {
        r2.z = asint((r2.y < 3) ? 0xffffffffu : 0u);
        r2.w = asint((r3.x == 0) ? 0xffffffffu : 0u);
        if ((r2.w & r2.z) == 0) { break; }
        r1.yzw = asuint(mad(v2.xyz, m_vCascadeScale[asuint(r2.y)].xyz, m_vCascadeOffset[asuint(r2.y)].xyz));
        r2.z = asint((m_fMinBorderPadding < min(asfloat(r1.z), asfloat(r1.y))) ? 0xffffffffu : 0u);
        r2.w = asint((max(asfloat(r1.z), asfloat(r1.y)) < m_fMaxBorderPadding) ? 0xffffffffu : 0u);
        r2.z = r2.w & r2.z;
        r3.xy = (asuint(r2.zz) != 0u) ? r2.xy : r3.xy;
        r2.y = r2.y + 1;
    }
    r1.y = asuint(mad(asfloat(r1.y), m_fShadowPartitionSize, ((float)r3.y * m_fShadowPartitionSize)));
    r1.w = asuint(asfloat(r1.w) + (-m_fShadowBiasFromGUI));
    r2.x = 0;
    r2.y = m_iPCFBlurForLoopStart;
    [loop] while (true) {
        if (r2.y >= m_iPCFBlurForLoopEnd) { break; }
        r4.x = mad((float)r2.y, m_fNativeTexelSizeInX, asfloat(r1.y));
        r2.z = r2.x;
        r2.w = m_iPCFBlurForLoopStart;
        [loop] while (true) {
            if (r2.w >= m_iPCFBlurForLoopEnd) { break; }
            r4.y = mad((float)r2.w, m_fTexelSize, asfloat(r1.z));
            r2.z = asint(asfloat(r2.z) + g_txShadow.SampleCmpLevelZero(g_samShadow, r4.xy, asfloat(r1.w)));
            r2.w = r2.w + 1;
        }
        r2.x = r2.z;
        r2.y = r2.y + 1;
    }
    r1.x = asuint(asfloat(r2.x) / asfloat(r1.x));
    r2.xyz = asint(icb[asuint(r3.y)].xyz);
    r2.w = 1065353216;
    r1.y = asuint(saturate(dot(float3(-1.0f, 1.0f, -1.0f), v0.xyz)));
    r1.z = asuint(saturate(dot(float3(1.0f, 1.0f, -1.0f), v0.xyz)) * 0.05f);
    r1.y = asuint(mad(asfloat(r1.y), 0.05f, asfloat(r1.z)));
    r1.z = asuint(saturate((-v0.y)));
    r1.y = asuint(mad(asfloat(r1.z), 0.05f, asfloat(r1.y)));
    r1.z = asuint(saturate(dot(float3(1.0f, 1.0f, 1.0f), v0.xyz)));
    r1.y = asuint(mad(asfloat(r1.z), 0.05f, asfloat(r1.y)));
    r1.z = asuint(asfloat(r1.y) * 0.5f);
    r1.w = asuint(saturate(dot(m_vLightDir.xyz, v0.xyz)));
    r1.w = asuint(asfloat(r1.w) + asfloat(r1.y));
    r1.y = asuint(mad((-asfloat(r1.y)), 0.5f, asfloat(r1.w)));
    o0.xyzw = r0.xyzw * (asfloat(((asuint(m_iVisualizeCascades.xxxx) != 0u) ? r2.xyzw : int4(1065353216, 1065353216, 1065353216, 1065353216))) * (mad(asfloat(r1.x), asfloat(r1.y), asfloat(r1.z))).xxxx);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
