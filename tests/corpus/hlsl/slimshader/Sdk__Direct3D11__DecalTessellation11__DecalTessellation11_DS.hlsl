// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbUpdate
// {
//
//   float4x4 g_mWorld;                 // Offset:    0 Size:    64 [unused]
//   float4x4 g_mViewProjection;        // Offset:   64 Size:    64
//   float4x4 g_mWorldViewProjection;   // Offset:  128 Size:    64 [unused]
//   float4 g_vTessellationFactor;      // Offset:  192 Size:    16 [unused]
//   float4 g_vDisplacementScaleBias;   // Offset:  208 Size:    16
//   float4 g_vLightPosition;           // Offset:  224 Size:    16
//   float4 g_vEyePosition;             // Offset:  240 Size:    16
//
// }
//
// cbuffer cbDamage
// {
//
//   float4 g_vNormal[50];              // Offset:    0 Size:   800
//   float4 g_vBinormal[50];            // Offset:  800 Size:   800
//   float4 g_vTangent[50];             // Offset: 1600 Size:   800
//   float4 g_vDecalPositionSize[50];   // Offset: 2400 Size:   800
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_sampleLinear                    sampler      NA          NA    0        1
// g_DisplacementMap                 texture  float4          2d    0        1
// cbUpdate                          cbuffer      NA          NA    1        1
// cbDamage                          cbuffer      NA          NA    2        1
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
cbuffer cbDamage : register(b2) {
    float4 g_vNormal[50] : packoffset(c0);
    float4 g_vBinormal[50] : packoffset(c50);
    float4 g_vTangent[50] : packoffset(c100);
    float4 g_vDecalPositionSize[50] : packoffset(c150);
};
SamplerState g_sampleLinear : register(s0);
Texture2D<float4> g_DisplacementMap : register(t0);
struct Input {
    float3 WORLDPOS0 : WORLDPOS0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 NORMAL0 : NORMAL0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
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
[domain("tri")]
Output main(Patch constants, float3 domain : SV_DomainLocation, const OutputPatch<Input, 3> input) {
    Output output;
    uint4 vicp[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 o3 = 0;
    precise uint4 o4 = 0;
    precise float4 o5 = 0;
    precise uint4 o6 = 0;
    precise float4 o7 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    precise uint4 r6 = 0;
    precise uint4 r7 = 0;
    precise uint4 r8 = 0;
    precise uint4 r9 = 0;
    precise uint4 r10 = 0;
    precise float4 r11 = 0;
    precise float4 r12 = 0;
    precise float4 r13 = 0;
    precise float4 r14 = 0;
    precise float4 r15 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].WORLDPOS0);
    vicp[1][0].xyz = asuint(input[1].WORLDPOS0);
    vicp[2][0].xyz = asuint(input[2].WORLDPOS0);
    vicp[0][1].xy = asuint(input[0].TEXCOORD0);
    vicp[1][1].xy = asuint(input[1].TEXCOORD0);
    vicp[2][1].xy = asuint(input[2].TEXCOORD0);
    vicp[0][2].xyz = asuint(input[0].NORMAL0);
    vicp[1][2].xyz = asuint(input[1].NORMAL0);
    vicp[2][2].xyz = asuint(input[2].NORMAL0);
    vpc[0].x = asuint(constants.SV_TessFactor0[0]);
    vpc[1].x = asuint(constants.SV_TessFactor0[1]);
    vpc[2].x = asuint(constants.SV_TessFactor0[2]);
    vpc[3].x = asuint(constants.SV_InsideTessFactor0);
    vDomain.xyz = domain;
    r0.xyz = asuint(mad(vDomain.zzz, asfloat(vicp[2][0].xyz), mad(vDomain.xxx, asfloat(vicp[0][0].xyz), (vDomain.yyy * asfloat(vicp[1][0].xyz)))));
    o1.xy = mad(vDomain.zz, asfloat(vicp[2][1].xy), mad(vDomain.xx, asfloat(vicp[0][1].xy), (vDomain.yy * asfloat(vicp[1][1].xy))));
    r1.xyz = asuint(mad(vDomain.zzz, asfloat(vicp[2][2].xyz), mad(vDomain.xxx, asfloat(vicp[0][2].xyz), (vDomain.yyy * asfloat(vicp[1][2].xyz)))));
    r2.xyz = (-asfloat(r0.xyz)) + g_vLightPosition.xyz;
    r3.xyz = (-asfloat(r0.xyz)) + g_vEyePosition.xyz;
    r4.xyz = (rsqrt(dot(asfloat(r1.xyz), asfloat(r1.xyz)))).xxx * asfloat(r1.xyz);
    r5.z = 1.0f;
    r6.xyz = uint3(0x00000000u, 0x00000000u, 0x00000000u);
    r7.xyz = asuint(r2.xyz);
    r8.xyz = asuint(r3.xyz);
    r9.xyz = r0.xyz;
    r0.w = 0x00000000u;
    [loop] while (true) {
        if (asint(r0.w) >= 50) { break; }
        r10.xyz = (float3(0.0f, 0.0f, 0.0f) == g_vNormal[r0.w].xyz) ? 0xffffffffu : 0u;
        if (asuint((asint(r10.z) & (asint(r10.y) & asint(r10.x)))) != 0u) {
            break;
        }
        r10.xyz = asuint(asfloat(r9.xyz) + (-g_vDecalPositionSize[r0.w].xyz));
        if (g_vDecalPositionSize[r0.w].w >= sqrt(dot(asfloat(r10.xyz), asfloat(r10.xyz)))) {
            r1.w = (abs(dot(r4.xyz, g_vTangent[r0.w].xyz)) < abs(dot(r4.xyz, g_vBinormal[r0.w].xyz))) ? 0xffffffffu : 0u;
            r11.xyz = mad(r4.yzx, g_vTangent[r0.w].zxy, (-(r4.zxy * g_vTangent[r0.w].yzx)));
            r11.xyz = (rsqrt(dot(r11.xyz, r11.xyz))).xxx * r11.xyz;
            r12.xyz = mad(r11.yzx, r4.zxy, (-(r4.yzx * r11.zxy)));
            r13.xyz = mad(r4.yzx, g_vBinormal[r0.w].zxy, (-(r4.zxy * g_vBinormal[r0.w].yzx)));
            r13.xyz = (rsqrt(dot(r13.xyz, r13.xyz))).xxx * r13.xyz;
            r11.xyz = (r1.www != 0u) ? r11.xyz : mad(r13.yzx, r4.zxy, (-(r4.yzx * r13.zxy)));
            r12.xyz = (r1.www != 0u) ? r12.xyz : r13.xyz;
            r13.x = dot(g_vTangent[r0.w].xyz, asfloat(r10.xyz));
            r13.y = dot(g_vBinormal[r0.w].xyz, asfloat(r10.xyz));
            r5.xy = (r13.xy / (g_vDecalPositionSize[r0.w].w + g_vDecalPositionSize[r0.w].w).xx) + float2(0.5f, 0.5f);
            r10.xyz = asuint(mad((-g_vNormal[r0.w].xyz), (mad((g_DisplacementMap.SampleLevel(g_sampleLinear, r5.xy, 0.0f)).x, g_vDisplacementScaleBias.x, g_vDisplacementScaleBias.y)).xxx, asfloat(r9.xyz)));
            r13.xyz = (-asfloat(r10.xyz)) + g_vLightPosition.xyz;
            r14.xyz = (-asfloat(r10.xyz)) + g_vEyePosition.xyz;
            r15.x = dot(r12.xyz, r13.xyz);
            r15.y = dot(r11.xyz, r13.xyz);
            r15.z = dot(r4.xyz, r13.xyz);
            r12.x = dot(r12.xyz, r14.xyz);
            r12.y = dot(r11.xyz, r14.xyz);
            r12.z = dot(r4.xyz, r14.xyz);
            r6.xyz = asuint(r5.xyz);
            r7.xyz = asuint(r15.xyz);
            r8.xyz = asuint(r12.xyz);
            r9.xyz = r10.xyz;
            break;
        }
        r0.w = asuint(asint(r0.w) + 1);
        r6.xyz = uint3(0x00000000u, 0x00000000u, 0x00000000u);
    }
    o3.xyz = r6.xyz;
    o4.xyz = r7.xyz;
    o6.xyz = r8.xyz;
    r9.w = 0x3f800000u;
    o0.x = dot(asfloat(r9.xyzw), g_mViewProjection._m00_m10_m20_m30);
    o0.y = dot(asfloat(r9.xyzw), g_mViewProjection._m01_m11_m21_m31);
    o0.z = dot(asfloat(r9.xyzw), g_mViewProjection._m02_m12_m22_m32);
    o0.w = dot(asfloat(r9.xyzw), g_mViewProjection._m03_m13_m23_m33);
    o2.xyz = r1.xyz;
    o5.xyz = r2.xyz;
    o7.xyz = r3.xyz;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.NORMAL0 = asfloat(o2.xyz);
        output.TEXCOORD1 = asfloat(o3.xyz);
        output.LIGHTVECTORTS0 = asfloat(o4.xyz);
        output.LIGHTVECTORWS0 = o5.xyz;
        output.VIEWVECTORTS0 = asfloat(o6.xyz);
        output.VIEWVECTORWS0 = o7.xyz;
        return output;
    }
}
