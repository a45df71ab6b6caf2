// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbConstants
// {
//
//   float4x4 g_f4x4WorldViewProjection;// Offset:    0 Size:    64 [unused]
//   float4x4 g_f4x4WorldViewProjLight; // Offset:   64 Size:    64 [unused]
//   float4 g_vShadowMapDimensions;     // Offset:  128 Size:    16
//   float4 g_f4LightDir;               // Offset:  144 Size:    16 [unused]
//   float g_fSunWidth;                 // Offset:  160 Size:     4
//   float3 g_f3Padding;                // Offset:  164 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_SamplePoint                     sampler      NA          NA    0        1
// g_SampleLinear                    sampler      NA          NA    1        1
// g_SamplePointCmp                sampler_c      NA          NA    2        1
// g_txScene                         texture  float4          2d    0        1
// g_txShadowMap                     texture   float          2d    1        1
// cbConstants                       cbuffer      NA          NA    0        1
//
cbuffer cbConstants : register(b0) {
    column_major float4x4 g_f4x4WorldViewProjection : packoffset(c0);
    column_major float4x4 g_f4x4WorldViewProjLight : packoffset(c4);
    float4 g_vShadowMapDimensions : packoffset(c8);
    float4 g_f4LightDir : packoffset(c9);
    float g_fSunWidth : packoffset(c10);
    float3 g_f3Padding : packoffset(c10.y);
};
SamplerState g_SamplePoint : register(s0);
SamplerState g_SampleLinear : register(s1);
SamplerComparisonState g_SamplePointCmp : register(s2);
Texture2D<float4> g_txScene : register(t0);
Texture2D<float4> g_txShadowMap : register(t1);
static const uint4 icb[121] = { uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x3f4ccccdu, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x3f4ccccdu, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x3f4ccccdu, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x3f4ccccdu, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x3f800000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x3f4ccccdu, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x3f4ccccdu, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x3f4ccccdu, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x3f4ccccdu, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3e4ccccdu, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3e4ccccdu, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u) };
struct Input {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXTURE0 : TEXTURE0;
    float4 TEXTURE1 : TEXTURE1;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise float4 r3 = 0;
    precise uint4 r4 = 0;
    precise float4 r5 = 0;
    precise float4 r6 = 0;
    precise float4 r7 = 0;
    precise float4 r8 = 0;
    precise float4 r9 = 0;
    precise float4 r10 = 0;
    precise float4 r11 = 0;
    precise float4 r12 = 0;
    precise float4 r13 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    v2.xy = input.TEXTURE0;
    v3.xyzw = input.TEXTURE1;
    r0.xyz = asuint(v3.xyz / v3.www);
    r1.xy = asuint(mad(asfloat(r0.xy), float2(0.5f, 0.5f), float2(0.5f, 0.5f)));
    r0.x = asuint(asfloat(r0.z) + -0.005f);
    r1.z = asuint((-asfloat(r1.y)) + 1.0f);
    r0.yz = asuint(mad(g_vShadowMapDimensions.xy, asfloat(r1.xz), float2(0.5f, 0.5f)));
    r0.yz = asuint(asfloat(r0.yz) + (-floor(asfloat(r0.yz))));
    r1.xy = asuint(mad((-asfloat(r0.yz)), g_vShadowMapDimensions.zw, asfloat(r1.xz)));
    r1.zw = uint2(0x00000000u, 0x00000000u);
    r2.y = 0xfffffffbu;
    [loop] while (true) {
        if (5 < asint(r2.y)) { break; }
        r2.zw = r1.zw;
        r2.x = 0xfffffffbu;
        [loop] while (true) {
            if (5 < asint(r2.x)) { break; }
            r3.xyzw = (g_txShadowMap.Gather(g_SamplePoint, asfloat(r1.xy), asint(r2.xy))).xyzw;
            r4.xyzw = (((r3.xyzw >= asfloat(r0.xxxx)) ? 0xffffffffu : 0u) != 0u) ? uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u) : uint4(0x3f800000u, 0x3f800000u, 0x3f800000u, 0x3f800000u);
            r2.w = asuint(dot(asfloat(r4.xyzw), float4(1.0f, 1.0f, 1.0f, 1.0f)) + asfloat(r2.w));
            r2.z = asuint(dot(r3.xyzw, asfloat(r4.xyzw)) + asfloat(r2.z));
            r2.x = asuint(asint(r2.x) + 2);
        }
        r1.zw = r2.zw;
        r2.y = asuint(asint(r2.y) + 2);
    }
    r0.w = (0.0f < asfloat(r1.w)) ? 0xffffffffu : 0u;
    r1.z = asuint(asfloat(r1.z) / asfloat(r1.w));
    r1.w = asuint((asfloat(r0.x) + (-asfloat(r1.z))) * g_fSunWidth);
    r1.z = asuint(saturate(asfloat(r1.w) / asfloat(r1.z)));
    r0.w = asuint(asint(r0.w) & asint((asfloat(r1.z) * asfloat(r1.z))));
    r1.z = asuint(asfloat(r0.w) * asfloat(r0.w));
    r1.w = asuint(asfloat(r0.w) * asfloat(r1.z));
    r2.x = asuint(asfloat(r1.z) * 3.0f);
    r2.y = asuint((-asfloat(r0.w)) + 1.0f);
    r2.zw = asuint(asfloat(r2.yy) * asfloat(r2.xy));
    r3.x = asfloat(r0.w) * asfloat(r2.w);
    r3.yz = r3.xx * float2(3.0f, 0.6f);
    r3.w = asfloat(r2.y) * asfloat(r2.w);
    r4.xy = uint2(0x00000000u, 0x00000000u);
    [loop] while (true) {
        if (asint(r4.x) >= 11) { break; }
        {
            int p0 = asint(r4.x) * 11;
            r4.w = asuint(p0);
        }
        r4.z = asuint(mad(asfloat(r1.z), asfloat(r0.w), asfloat(r4.y)) + mad(asfloat(r2.z), asfloat(icb[r4.w + 1].x), asfloat(r1.w)));
        r4.z = asuint(asfloat(r4.z) + mad(asfloat(r2.z), asfloat(icb[r4.w + 2].x), mad(r3.y, asfloat(icb[r4.w + 2].y), asfloat(r1.w))));
        r4.z = asuint(asfloat(r4.z) + mad(asfloat(r2.z), asfloat(icb[r4.w + 3].x), mad(r3.y, asfloat(icb[r4.w + 3].y), asfloat(r1.w))));
        r4.z = asuint(asfloat(r4.z) + mad(asfloat(r2.z), asfloat(icb[r4.w + 4].x), mad(r3.y, asfloat(icb[r4.w + 4].y), mad(r3.w, asfloat(icb[r4.w + 4].z), asfloat(r1.w)))));
        r4.z = asuint(asfloat(r4.z) + mad(asfloat(r2.z), asfloat(icb[r4.w + 5].x), mad(r3.y, asfloat(icb[r4.w + 5].y), mad(r3.w, asfloat(icb[r4.w + 5].z), asfloat(r1.w)))));
        r4.z = asuint(asfloat(r4.z) + mad(asfloat(r2.z), asfloat(icb[r4.w + 6].x), mad(r3.y, asfloat(icb[r4.w + 6].y), mad(r3.w, asfloat(icb[r4.w + 6].z), asfloat(r1.w)))));
        r4.z = asuint(asfloat(r4.z) + mad(asfloat(r2.z), asfloat(icb[r4.w + 7].x), mad(r3.y, asfloat(icb[r4.w + 7].y), asfloat(r1.w))));
        r4.z = asuint(asfloat(r4.z) + mad(asfloat(r2.z), asfloat(icb[r4.w + 8].x), mad(r3.y, asfloat(icb[r4.w + 8].y), asfloat(r1.w))));
        r4.w = asuint(mad(asfloat(r2.z), asfloat(icb[r4.w + 9].x), asfloat(r1.w)));
        r4.y = asuint(mad(asfloat(r1.z), asfloat(r0.w), (asfloat(r4.w) + asfloat(r4.z))));
        r4.x = asuint(asint(r4.x) + 1);
    }
    r5.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-5, -5))).xyzw;
    r4.x = asuint((-asfloat(r0.z)) + 1.0f);
    r4.z = asuint(mad((-asfloat(r1.w)), asfloat(r0.y), asfloat(r1.w)));
    r5.xw = asfloat(r4.zz) * r5.wx;
    r5.xz = mad(r5.zy, asfloat(r1.ww), r5.xw);
    r4.w = asuint(asfloat(r0.z) * r5.z);
    r4.w = asuint(mad(asfloat(r4.x), r5.x, asfloat(r4.w)));
    r6.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-3, -5))).xyzw;
    r4.w = asuint(mad(asfloat(r4.x), dot(r6.wz, asfloat(r1.ww)), asfloat(r4.w)));
    r4.w = asuint(mad(asfloat(r0.z), dot(r6.xy, asfloat(r1.ww)), asfloat(r4.w)));
    r7.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-1, -5))).xyzw;
    r4.w = asuint(mad(asfloat(r4.x), dot(r7.wz, asfloat(r1.ww)), asfloat(r4.w)));
    r4.w = asuint(mad(asfloat(r0.z), dot(r7.xy, asfloat(r1.ww)), asfloat(r4.w)));
    r8.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(1, -5))).xyzw;
    r4.w = asuint(mad(asfloat(r4.x), dot(r8.wz, asfloat(r1.ww)), asfloat(r4.w)));
    r4.w = asuint(mad(asfloat(r0.z), dot(r8.xy, asfloat(r1.ww)), asfloat(r4.w)));
    r9.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(3, -5))).xyzw;
    r4.w = asuint(mad(asfloat(r4.x), dot(r9.wz, asfloat(r1.ww)), asfloat(r4.w)));
    r4.w = asuint(mad(asfloat(r0.z), dot(r9.xy, asfloat(r1.ww)), asfloat(r4.w)));
    r10.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(5, -5))).xyzw;
    r5.xz = asfloat(r1.ww) * (asfloat(r0.yy) * r10.zy);
    r6.zw = mad(r10.wx, asfloat(r1.ww), r5.xz);
    r4.w = asuint(mad(asfloat(r0.z), r6.w, mad(asfloat(r4.x), r6.z, asfloat(r4.w))));
    r11.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-5, -3))).xyzw;
    r2.z = asuint(asfloat(r2.z) * 0.2f);
    r5.x = mad(asfloat(r1.z), asfloat(r0.w), asfloat(r2.z));
    r6.z = mad(asfloat(r0.y), mad(asfloat(r1.z), asfloat(r0.w), (-r5.x)), r5.x);
    r7.zw = mad(r11.xw, asfloat(r4.zz), (r6.zz * r11.yz));
    r4.w = asuint(mad(asfloat(r0.z), r7.z, mad(asfloat(r4.x), r7.w, asfloat(r4.w))));
    r4.w = asuint(mad(asfloat(r0.z), r7.w, mad(asfloat(r4.x), mad(r5.y, r6.z, r5.w), asfloat(r4.w))));
    r11.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-3, -3))).xyzw;
    r3.yz = mad(asfloat(r2.xx), asfloat(r2.yy), mad(asfloat(r1.zz), asfloat(r0.ww), r3.yz));
    r0.w = asuint((-r3.z) + r5.x);
    r0.w = asuint(mad(asfloat(r0.y), asfloat(r0.w), r3.z));
    r5.yw = asfloat(r0.ww) * r11.wx;
    r8.zw = mad(r11.zy, r3.zz, r5.yw);
    r1.z = asuint(mad(asfloat(r0.z), r8.w, mad(asfloat(r4.x), r8.z, asfloat(r4.w))));
    r4.w = asuint(dot(r6.xy, r5.xx));
    r1.z = asuint(mad(asfloat(r4.x), asfloat(r4.w), asfloat(r1.z)));
    r1.z = asuint(mad(asfloat(r0.z), dot(r11.wz, r5.xx), asfloat(r1.z)));
    r12.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-1, -3))).xyzw;
    r4.w = asuint(dot(r12.wz, r3.zz));
    r1.z = asuint(mad(asfloat(r4.x), asfloat(r4.w), asfloat(r1.z)));
    r1.z = asuint(mad(asfloat(r0.z), dot(r12.xy, r3.zz), asfloat(r1.z)));
    r4.w = asuint(dot(r7.xy, r5.xx));
    r1.z = asuint(mad(asfloat(r4.x), asfloat(r4.w), asfloat(r1.z)));
    r1.z = asuint(mad(asfloat(r0.z), dot(r12.wz, r5.xx), asfloat(r1.z)));
    r13.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(1, -3))).xyzw;
    r4.w = asuint(dot(r13.wz, r3.zz));
    r1.z = asuint(mad(asfloat(r4.x), asfloat(r4.w), asfloat(r1.z)));
    r1.z = asuint(mad(asfloat(r0.z), dot(r13.xy, r3.zz), asfloat(r1.z)));
    r4.w = asuint(dot(r8.xy, r5.xx));
    r1.z = asuint(mad(asfloat(r4.x), asfloat(r4.w), asfloat(r1.z)));
    r1.z = asuint(mad(asfloat(r0.z), dot(r13.wz, r5.xx), asfloat(r1.z)));
    r8.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(3, -3))).xyzw;
    r4.w = asuint(mad(asfloat(r0.y), ((-r5.x) + r3.z), r5.x));
    r6.xy = asfloat(r4.ww) * r8.zy;
    r6.xw = mad(r8.wx, r3.zz, r6.xy);
    r1.z = asuint(mad(asfloat(r4.x), dot(r9.xy, r5.xx), mad(asfloat(r0.z), r6.w, mad(asfloat(r4.x), r6.x, asfloat(r1.z)))));
    r9.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(5, -3))).xyzw;
    r2.z = asuint(mad(asfloat(r0.y), asfloat(r2.z), asfloat(r1.w)));
    r6.xw = mad(r9.xw, asfloat(r2.zz), (asfloat(r1.ww) * (asfloat(r0.yy) * r9.yz)));
    r1.z = asuint(mad(asfloat(r0.z), r6.x, mad(asfloat(r4.x), r6.w, mad(asfloat(r0.z), dot(r8.wz, r5.xx), asfloat(r1.z)))));
    r1.z = asuint(mad(asfloat(r0.z), r6.w, mad(asfloat(r4.x), mad(r10.x, asfloat(r2.z), r5.z), asfloat(r1.z))));
    r9.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-5, -1))).xyzw;
    r5.yz = mad(r9.xw, asfloat(r4.zz), (r6.zz * r9.yz));
    r1.z = asuint(mad(asfloat(r0.z), r5.z, mad(asfloat(r4.x), r7.z, mad(asfloat(r0.z), r5.y, mad(asfloat(r4.x), r5.z, asfloat(r1.z))))));
    r7.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-3, -1))).xyzw;
    r8.yz = mad(asfloat(r0.yy), ((-r3.yz) + r3.zy), r3.yz);
    r7.yz = r7.yz * r8.yy;
    r7.xy = mad(r7.xw, asfloat(r0.ww), r7.yz);
    r1.z = asuint(mad(asfloat(r0.z), r7.y, mad(asfloat(r4.x), mad(r11.y, r8.y, r5.w), mad(asfloat(r0.z), r7.x, mad(asfloat(r4.x), r7.y, asfloat(r1.z))))));
    r9.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-1, -1))).xyzw;
    r3.w = mad(r3.w, 0.8f, asfloat(r1.w));
    r3.w = mad(asfloat(r2.x), asfloat(r2.y), mad(r3.x, 3.0f, r3.w));
    r5.z = mad(asfloat(r0.y), ((-r3.w) + r3.y), r3.w);
    r7.yz = r5.zz * r9.wx;
    r7.yw = mad(r9.zy, r3.ww, r7.yz);
    r1.z = asuint(mad(asfloat(r4.x), dot(r12.xy, r3.yy), mad(asfloat(r0.z), r7.w, mad(asfloat(r4.x), r7.y, asfloat(r1.z)))));
    r1.z = asuint(mad(asfloat(r0.z), dot(r9.wz, r3.yy), asfloat(r1.z)));
    r10.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(1, -1))).xyzw;
    r5.w = mad(asfloat(r0.y), ((-r3.y) + r3.w), r3.y);
    r7.yw = r5.ww * r10.zy;
    r9.xz = mad(r10.wx, r3.ww, r7.yw);
    r1.z = asuint(mad(asfloat(r4.x), dot(r13.xy, r3.yy), mad(asfloat(r0.z), r9.z, mad(asfloat(r4.x), r9.x, asfloat(r1.z)))));
    r11.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(3, -1))).xyzw;
    r9.xz = mad(r11.xw, r8.zz, (asfloat(r4.ww) * r11.yz));
    r1.z = asuint(mad(asfloat(r0.z), r9.z, mad(asfloat(r4.x), mad(r8.x, r8.z, r6.y), mad(asfloat(r0.z), r9.x, mad(asfloat(r4.x), r9.z, mad(asfloat(r0.z), dot(r10.wz, r3.yy), asfloat(r1.z)))))));
    r11.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(5, -1))).xyzw;
    r6.yw = mad(r11.xw, asfloat(r2.zz), (asfloat(r1.ww) * (asfloat(r0.yy) * r11.yz)));
    r1.z = asuint(mad(asfloat(r0.z), r6.w, mad(asfloat(r4.x), r6.x, mad(asfloat(r0.z), r6.y, mad(asfloat(r4.x), r6.w, asfloat(r1.z))))));
    r11.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-5, 1))).xyzw;
    r6.xw = mad(r11.xw, asfloat(r4.zz), (r6.zz * r11.yz));
    r11.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-3, 1))).xyzw;
    r8.xw = mad(r11.xw, asfloat(r0.ww), (r8.yy * r11.yz));
    r1.z = asuint(mad(asfloat(r0.z), r8.w, mad(asfloat(r4.x), r7.x, mad(asfloat(r0.z), r8.x, mad(asfloat(r4.x), r8.w, mad(asfloat(r0.z), r6.w, mad(asfloat(r4.x), r5.y, mad(asfloat(r0.z), r6.x, mad(asfloat(r4.x), r6.w, asfloat(r1.z))))))))));
    r11.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-1, 1))).xyzw;
    r5.yz = r5.zz * r11.wx;
    r7.xy = mad(r11.zy, r3.ww, r5.yz);
    r2.w = asuint(mad(r3.x, 3.0f, mad(asfloat(r2.w), asfloat(r2.y), asfloat(r1.w))));
    r2.x = asuint(mad(asfloat(r2.x), asfloat(r2.y), asfloat(r2.w)));
    r2.y = asuint((-asfloat(r2.x)) + r3.w);
    r2.y = asuint(mad(asfloat(r0.y), asfloat(r2.y), asfloat(r2.x)));
    r1.z = asuint(mad(asfloat(r4.x), mad(r9.y, asfloat(r2.y), r7.z), mad(asfloat(r0.z), r7.y, mad(asfloat(r4.x), r7.x, asfloat(r1.z)))));
    r1.z = asuint(mad(asfloat(r0.z), mad(r11.z, asfloat(r2.y), r5.y), asfloat(r1.z)));
    r12.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(1, 1))).xyzw;
    r2.yw = asuint(r5.ww * r12.zy);
    r5.yz = mad(r12.wx, r3.ww, asfloat(r2.yw));
    r2.x = asuint(mad(asfloat(r0.y), ((-r3.w) + asfloat(r2.x)), r3.w));
    r1.z = asuint(mad(asfloat(r4.x), mad(r10.x, asfloat(r2.x), r7.w), mad(asfloat(r0.z), r5.z, mad(asfloat(r4.x), r5.y, asfloat(r1.z)))));
    r1.z = asuint(mad(asfloat(r0.z), mad(r12.w, asfloat(r2.x), asfloat(r2.y)), asfloat(r1.z)));
    r7.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(3, 1))).xyzw;
    r2.xy = asuint(mad(r7.xw, r8.zz, (asfloat(r4.ww) * r7.yz)));
    r1.z = asuint(mad(asfloat(r0.z), asfloat(r2.y), mad(asfloat(r4.x), r9.x, mad(asfloat(r0.z), asfloat(r2.x), mad(asfloat(r4.x), asfloat(r2.y), asfloat(r1.z))))));
    r7.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(5, 1))).xyzw;
    r2.yw = asuint(asfloat(r1.ww) * (asfloat(r0.yy) * r7.yz));
    r2.yw = asuint(mad(r7.xw, asfloat(r2.zz), asfloat(r2.yw)));
    r7.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-5, 3))).xyzw;
    r3.xw = mad(r7.xw, asfloat(r4.zz), (r6.zz * r7.yz));
    r7.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-3, 3))).xyzw;
    r5.yz = asfloat(r0.ww) * r7.wx;
    r5.zw = mad(r7.zy, r3.zz, r5.yz);
    r0.w = asuint(mad(asfloat(r4.x), r5.z, mad(asfloat(r0.z), r3.w, mad(asfloat(r4.x), r6.x, mad(asfloat(r0.z), r3.x, mad(asfloat(r4.x), r3.w, mad(asfloat(r0.z), asfloat(r2.w), mad(asfloat(r4.x), r6.y, mad(asfloat(r0.z), asfloat(r2.y), mad(asfloat(r4.x), asfloat(r2.w), asfloat(r1.z)))))))))));
    r0.w = asuint(mad(asfloat(r4.x), r8.x, mad(asfloat(r0.z), r5.w, asfloat(r0.w))));
    r0.w = asuint(mad(asfloat(r0.z), mad(r7.z, r8.y, r5.y), asfloat(r0.w)));
    r9.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-1, 3))).xyzw;
    r0.w = asuint(mad(asfloat(r4.x), dot(r9.wz, r3.zz), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r9.xy, r3.zz), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r4.x), dot(r11.xy, r3.yy), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r9.wz, r3.yy), asfloat(r0.w)));
    r10.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(1, 3))).xyzw;
    r0.w = asuint(mad(asfloat(r4.x), dot(r10.wz, r3.zz), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r10.xy, r3.zz), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r4.x), dot(r12.xy, r3.yy), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r10.wz, r3.yy), asfloat(r0.w)));
    r11.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(3, 3))).xyzw;
    r3.yw = asfloat(r4.ww) * r11.zy;
    r3.zw = mad(r11.wx, r3.zz, r3.yw);
    r0.w = asuint(mad(asfloat(r4.x), r3.z, asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r4.x), asfloat(r2.x), mad(asfloat(r0.z), r3.w, asfloat(r0.w))));
    r0.w = asuint(mad(asfloat(r0.z), mad(r11.w, r8.z, r3.y), asfloat(r0.w)));
    r8.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(5, 3))).xyzw;
    r2.xw = asuint(asfloat(r1.ww) * (asfloat(r0.yy) * r8.yz));
    r2.xw = asuint(mad(r8.xw, asfloat(r2.zz), asfloat(r2.xw)));
    r0.w = asuint(mad(asfloat(r4.x), asfloat(r2.w), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r4.x), asfloat(r2.y), mad(asfloat(r0.z), asfloat(r2.x), asfloat(r0.w))));
    r0.w = asuint(mad(asfloat(r0.z), asfloat(r2.w), asfloat(r0.w)));
    r8.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-5, 5))).xyzw;
    r2.yw = asuint(asfloat(r4.zz) * r8.wx);
    r3.yz = mad(r8.zy, asfloat(r1.ww), asfloat(r2.yw));
    r0.w = asuint(mad(asfloat(r4.x), r3.y, asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r4.x), r3.x, mad(asfloat(r0.z), r3.z, asfloat(r0.w))));
    r0.w = asuint(mad(asfloat(r0.z), mad(r8.z, r6.z, asfloat(r2.y)), asfloat(r0.w)));
    r3.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-3, 5))).xyzw;
    r0.w = asuint(mad(asfloat(r4.x), dot(r3.wz, asfloat(r1.ww)), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r3.xy, asfloat(r1.ww)), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r4.x), dot(r7.xy, r5.xx), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r3.wz, r5.xx), asfloat(r0.w)));
    r3.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(-1, 5))).xyzw;
    r0.w = asuint(mad(asfloat(r4.x), dot(r3.wz, asfloat(r1.ww)), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r3.xy, asfloat(r1.ww)), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r4.x), dot(r9.xy, r5.xx), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r3.wz, r5.xx), asfloat(r0.w)));
    r3.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(1, 5))).xyzw;
    r0.w = asuint(mad(asfloat(r4.x), dot(r3.wz, asfloat(r1.ww)), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r3.xy, asfloat(r1.ww)), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r4.x), dot(r10.xy, r5.xx), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r3.wz, r5.xx), asfloat(r0.w)));
    r3.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(3, 5))).xyzw;
    r0.w = asuint(mad(asfloat(r4.x), dot(r3.wz, asfloat(r1.ww)), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r3.xy, asfloat(r1.ww)), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r4.x), dot(r11.xy, r5.xx), asfloat(r0.w)));
    r0.w = asuint(mad(asfloat(r0.z), dot(r3.wz, r5.xx), asfloat(r0.w)));
    r3.xyzw = (g_txShadowMap.GatherCmp(g_SamplePointCmp, asfloat(r1.xy), asfloat(r0.x), int2(5, 5))).xyzw;
    r0.xy = asuint(asfloat(r1.ww) * (asfloat(r0.yy) * r3.zy));
    r1.xy = asuint(mad(r3.wx, asfloat(r1.ww), asfloat(r0.xy)));
    r0.y = asuint(mad(asfloat(r4.x), asfloat(r1.x), asfloat(r0.w)));
    r0.y = asuint(mad(asfloat(r4.x), asfloat(r2.x), mad(asfloat(r0.z), asfloat(r1.y), asfloat(r0.y))));
    r0.x = asuint(mad(r3.w, asfloat(r2.z), asfloat(r0.x)));
    o0.xyzw = saturate(mad((mad(asfloat(r0.z), asfloat(r0.x), asfloat(r0.y)) / asfloat(r4.y)).xxxx, v1.xyzw, float4(0.3f, 0.3f, 0.3f, 0.0f))) * (g_txScene.Sample(g_SampleLinear, v2.xy)).xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
