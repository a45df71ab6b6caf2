// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbTangentStencilConstants
// {
//
//   float g_TanM[1024];                // Offset:    0 Size: 16372 [unused]
//   float g_fCi[16];                   // Offset: 16384 Size:   244 [unused]
//
// }
//
// cbuffer cbPerMesh
// {
//
//   float4x4 g_mConstBoneWorld[80];    // Offset:    0 Size:  5120 [unused]
//
// }
//
// cbuffer cbPerFrame
// {
//
//   float4x4 g_mViewProjection;        // Offset:    0 Size:    64 [unused]
//   float3 g_vCameraPosWorld;          // Offset:   64 Size:    12
//   float g_fTessellationFactor;       // Offset:   76 Size:     4 [unused]
//   float g_fDisplacementHeight;       // Offset:   80 Size:     4 [unused]
//   float3 g_vSolidColor;              // Offset:   84 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_samLinear                       sampler      NA          NA    0        1
// g_txHeight                        texture  float4          2d    0        1
// g_txDiffuse                       texture  float4          2d    1        1
// g_txSpecular                      texture  float4          2d    2        1
// cbTangentStencilConstants         cbuffer      NA          NA    0        1
// cbPerMesh                         cbuffer      NA          NA    1        1
// cbPerFrame                        cbuffer      NA          NA    2        1
//
Texture2D<float4> g_txHeight : register(t0);
Texture2D<float4> g_txDiffuse : register(t1);
cbuffer cbTangentStencilConstants : register(b0) {
    float g_TanM[1024] : packoffset(c0);
    float g_fCi[16] : packoffset(c1024);
};
cbuffer cbPerMesh : register(b1) {
    column_major float4x4 g_mConstBoneWorld[80] : packoffset(c0);
};
cbuffer cbPerFrame : register(b2) {
    column_major float4x4 g_mViewProjection : packoffset(c0);
    float3 g_vCameraPosWorld : packoffset(c4);
    float g_fTessellationFactor : packoffset(c4.w);
    float g_fDisplacementHeight : packoffset(c5);
    float3 g_vSolidColor : packoffset(c5.y);
};
SamplerState g_samLinear : register(s0);
Texture2D<float4> g_txSpecular : register(t2);
static const uint4 icb[8] = { uint4(0xbf339656u, 0xbf248ed8u, 0x3e9d8b77u, 0x00000000u), uint4(0x3ec250d4u, 0xbe8ee17au, 0x3f61d0c2u, 0x00000000u), uint4(0x3ee4e776u, 0xbf0041a6u, 0xbf3db3d2u, 0x00000000u), uint4(0xbf0b0812u, 0x3ed96b9fu, 0xbf3970dfu, 0x00000000u), uint4(0x3f800000u, 0x3f6c2964u, 0x3eee08e1u, 0x00000000u), uint4(0x3e2d50b1u, 0x3ec077b2u, 0x3f800000u, 0x00000000u), uint4(0x3f800000u, 0x3f38a71fu, 0x3e171142u, 0x00000000u), uint4(0x3e0c2f50u, 0x3eb946a7u, 0x3f800000u, 0x00000000u) };
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 TANGENT0 : TANGENT0;
    float3 BITANGENT0 : BITANGENT0;
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
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    v3.xyz = input.TANGENT0;
    v4.xyz = input.BITANGENT0;
    r0.xyz = asuint(mad((g_txHeight.Sample(g_samLinear, v2.xy)).xyz, float3(2.0f, 2.0f, 2.0f), float3(-1.0f, -1.0f, -1.0f)) * float3(1.5f, 1.5f, 1.0f));
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r0.w = asuint(dot(v1.xyz, v1.xyz));
    r1.xyz = asuint((rsqrt(asfloat(r0.w))).xxx * v1.xyz);
    r1.xyz = (((0.0f >= asfloat(r0.w)) ? 0xffffffffu : 0u).xxx != 0u) ? asuint(v1.xyz) : r1.xyz;
    r0.w = asuint(dot(v3.xyz, v3.xyz));
    r2.xyz = asuint((rsqrt(asfloat(r0.w))).xxx * v3.xyz);
    r0.xzw = asuint(mad(asfloat(r1.xyz), asfloat(r0.zzz), (asfloat(r0.xxx) * asfloat(((((0.0f >= asfloat(r0.w)) ? 0xffffffffu : 0u).xxx != 0u) ? asuint(v3.xyz) : r2.xyz)))));
    r1.x = asuint(dot(v4.xyz, v4.xyz));
    r1.yzw = asuint((rsqrt(asfloat(r1.x))).xxx * v4.xyz);
    r1.x = (0.0f >= asfloat(r1.x)) ? 0xffffffffu : 0u;
    r0.xyz = asuint(mad(asfloat(((r1.xxx != 0u) ? asuint(v4.xyz) : r1.yzw)), asfloat(r0.yyy), asfloat(r0.xzw)));
    r1.xyz = asuint((g_txDiffuse.Sample(g_samLinear, v2.xy)).xyz);
    r0.w = asuint((g_txSpecular.Sample(g_samLinear, v2.xy)).x * 0.6f);
    r2.xyz = asuint((-v0.xyz) + g_vCameraPosWorld.xyz);
    r1.w = asuint(rsqrt(dot(asfloat(r2.xyz), asfloat(r2.xyz))));
    r3.xyz = uint3(0x00000000u, 0x00000000u, 0x00000000u);
    r2.w = 0x00000000u;
    [loop] while (true) {
        if (asint(r2.w) >= 4) { break; }
        r3.w = asuint(saturate(dot(asfloat(r0.xyz), (-asfloat(icb[r2.w].xyz)))));
        r3.w = asuint(asfloat(r3.w) * asfloat(r3.w));
        r4.xyz = mad(asfloat(r2.xyz), asfloat(r1.www), (-asfloat(icb[r2.w].xyz)));
        r4.w = rsqrt(dot(r4.xyz, r4.xyz));
        r4.x = exp2((log2(saturate(dot((r4.www * r4.xyz), asfloat(r0.xyz)))) * 32.0f));
        r3.xyz = asuint(mad((r4.xxx * asfloat(icb[r2.w + 4].xyz)), asfloat(r0.www), mad((asfloat(r1.xyz) * asfloat(icb[r2.w + 4].xyz)), asfloat(r3.www), asfloat(r3.xyz))));
        r2.w = asuint(asint(r2.w) + 1);
    }
    o0.xyz = r3.xyz;
    o0.w = 0x3f800000u;
    {
        output.SV_TARGET0 = asfloat(o0.xyzw);
        return output;
    }
}
