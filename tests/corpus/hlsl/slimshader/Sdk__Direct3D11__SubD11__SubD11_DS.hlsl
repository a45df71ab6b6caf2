// Decompiled by dxsm from ds_5_0 code.
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
// cbuffer cbPerFrame
// {
//
//   float4x4 g_mViewProjection;        // Offset:    0 Size:    64
//   float3 g_vCameraPosWorld;          // Offset:   64 Size:    12 [unused]
//   float g_fTessellationFactor;       // Offset:   76 Size:     4 [unused]
//   float g_fDisplacementHeight;       // Offset:   80 Size:     4
//   float3 g_vSolidColor;              // Offset:   84 Size:    12 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_samPoint                        sampler      NA          NA    0        1
// g_txHeight                        texture  float4          2d    0        1
// cbTangentStencilConstants         cbuffer      NA          NA    0        1
// cbPerFrame                        cbuffer      NA          NA    2        1
//
Texture2D<float4> g_txHeight : register(t0);
cbuffer cbTangentStencilConstants : register(b0) {
    float g_TanM[1024] : packoffset(c0);
    float g_fCi[16] : packoffset(c1024);
};
cbuffer cbPerFrame : register(b2) {
    column_major float4x4 g_mViewProjection : packoffset(c0);
    float3 g_vCameraPosWorld : packoffset(c4);
    float g_fTessellationFactor : packoffset(c4.w);
    float g_fDisplacementHeight : packoffset(c5);
    float3 g_vSolidColor : packoffset(c5.y);
};
SamplerState g_samPoint : register(s0);
struct Input {
    float3 BEZIERPOS0 : BEZIERPOS0;
};
struct Patch {
    float SV_TessFactor0[4] : SV_TessFactor0;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
    float3 TANGENT0[4] : TANGENT0;
    float2 TEXCOORD0[4] : TEXCOORD0;
    float3 TANUCORNER0[4] : TANUCORNER0;
    float3 TANVCORNER0[4] : TANVCORNER0;
    float4 TANWEIGHTS0 : TANWEIGHTS0;
};
struct Output {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 TANGENT0 : TANGENT0;
    float3 BITANGENT0 : BITANGENT0;
    float4 SV_POSITION0 : SV_POSITION0;
};
[domain("quad")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 16> input) {
    Output output;
    uint4 vicp[16][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[23] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 o3 = 0;
    precise float4 o4 = 0;
    precise float4 o5 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    precise float4 r6 = 0;
    precise float4 r7 = 0;
    precise float4 r8 = 0;
    precise float4 r9 = 0;
    precise float4 r10 = 0;
    precise float4 r11 = 0;
    precise float4 r12 = 0;
    precise float4 r13 = 0;
    precise float4 r14 = 0;
    precise float4 r15 = 0;
    precise float4 r16 = 0;
    precise float4 r17 = 0;
    precise float4 r18 = 0;
    precise float4 r19 = 0;
    precise float4 r20 = 0;
    precise float4 r21 = 0;
    precise float4 r22 = 0;
    precise float4 r23 = 0;
    precise float4 r24 = 0;
    precise float4 r25 = 0;
    precise float4 r26 = 0;
    precise float4 r27 = 0;
    precise float4 r28 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].BEZIERPOS0);
    vicp[1][0].xyz = asuint(input[1].BEZIERPOS0);
    vicp[2][0].xyz = asuint(input[2].BEZIERPOS0);
    vicp[3][0].xyz = asuint(input[3].BEZIERPOS0);
    vicp[4][0].xyz = asuint(input[4].BEZIERPOS0);
    vicp[5][0].xyz = asuint(input[5].BEZIERPOS0);
    vicp[6][0].xyz = asuint(input[6].BEZIERPOS0);
    vicp[7][0].xyz = asuint(input[7].BEZIERPOS0);
    vicp[8][0].xyz = asuint(input[8].BEZIERPOS0);
    vicp[9][0].xyz = asuint(input[9].BEZIERPOS0);
    vicp[10][0].xyz = asuint(input[10].BEZIERPOS0);
    vicp[11][0].xyz = asuint(input[11].BEZIERPOS0);
    vicp[12][0].xyz = asuint(input[12].BEZIERPOS0);
    vicp[13][0].xyz = asuint(input[13].BEZIERPOS0);
    vicp[14][0].xyz = asuint(input[14].BEZIERPOS0);
    vicp[15][0].xyz = asuint(input[15].BEZIERPOS0);
    vpc[0].x = asuint(constants.SV_TessFactor0[0]);
    vpc[1].x = asuint(constants.SV_TessFactor0[1]);
    vpc[2].x = asuint(constants.SV_TessFactor0[2]);
    vpc[3].x = asuint(constants.SV_TessFactor0[3]);
    vpc[4].x = asuint(constants.SV_InsideTessFactor0[0]);
    vpc[5].x = asuint(constants.SV_InsideTessFactor0[1]);
    vpc[6].xyz = asuint(constants.TANGENT0[0]);
    vpc[7].xyz = asuint(constants.TANGENT0[1]);
    vpc[8].xyz = asuint(constants.TANGENT0[2]);
    vpc[9].xyz = asuint(constants.TANGENT0[3]);
    vpc[10].xy = asuint(constants.TEXCOORD0[0]);
    vpc[11].xy = asuint(constants.TEXCOORD0[1]);
    vpc[12].xy = asuint(constants.TEXCOORD0[2]);
    vpc[13].xy = asuint(constants.TEXCOORD0[3]);
    vpc[14].xyz = asuint(constants.TANUCORNER0[0]);
    vpc[15].xyz = asuint(constants.TANUCORNER0[1]);
    vpc[16].xyz = asuint(constants.TANUCORNER0[2]);
    vpc[17].xyz = asuint(constants.TANUCORNER0[3]);
    vpc[18].xyz = asuint(constants.TANVCORNER0[0]);
    vpc[19].xyz = asuint(constants.TANVCORNER0[1]);
    vpc[20].xyz = asuint(constants.TANVCORNER0[2]);
    vpc[21].xyz = asuint(constants.TANVCORNER0[3]);
    vpc[22].xyzw = asuint(constants.TANWEIGHTS0);
    vDomain.xy = domain;
    r0.xy = asuint((-vDomain.xy) + float2(1.0f, 1.0f));
    r0.zw = asuint(asfloat(r0.xy) * asfloat(r0.xy));
    r1.xy = vDomain.xy * float2(3.0f, 3.0f);
    r2.zw = asfloat(r0.xy) * asfloat(r0.zw);
    r0.zw = asuint(asfloat(r0.zw) * r1.xy);
    r0.xy = asuint(asfloat(r0.xy) * (r1.xy * vDomain.xy));
    r1.xy = (vDomain.xy * vDomain.xy) * vDomain.xy;
    r3.xyz = mad(r2.www, mad(asfloat(vicp[3][0].xyz), r1.xxx, mad(asfloat(vicp[2][0].xyz), asfloat(r0.xxx), mad(asfloat(vicp[0][0].xyz), r2.zzz, (asfloat(r0.zzz) * asfloat(vicp[1][0].xyz))))), (asfloat(r0.www) * mad(asfloat(vicp[7][0].xyz), r1.xxx, mad(asfloat(vicp[6][0].xyz), asfloat(r0.xxx), mad(asfloat(vicp[4][0].xyz), r2.zzz, (asfloat(r0.zzz) * asfloat(vicp[5][0].xyz)))))));
    r3.xyz = mad(asfloat(r0.yyy), mad(asfloat(vicp[11][0].xyz), r1.xxx, mad(asfloat(vicp[10][0].xyz), asfloat(r0.xxx), mad(asfloat(vicp[8][0].xyz), r2.zzz, (asfloat(r0.zzz) * asfloat(vicp[9][0].xyz))))), r3.xyz);
    r3.xyz = mad(r1.yyy, mad(asfloat(vicp[15][0].xyz), r1.xxx, mad(asfloat(vicp[14][0].xyz), asfloat(r0.xxx), mad(asfloat(vicp[12][0].xyz), r2.zzz, (asfloat(r0.zzz) * asfloat(vicp[13][0].xyz))))), r3.xyz);
    r4.xyz = (-asfloat(vicp[1][0].zxy)) + asfloat(vicp[2][0].zxy);
    r5.xyz = asfloat(r0.zzz) * mad(r4.xyz, float3(6.0f, 6.0f, 6.0f), asfloat(vpc[14].zxy));
    r6.xyz = (-asfloat(vicp[13][0].zxy)) + asfloat(vicp[14][0].zxy);
    r7.xyz = r6.zxy * float3(3.0f, 3.0f, 3.0f);
    r8.xyz = asfloat(r0.zzz) * mad(r6.xyz, float3(6.0f, 6.0f, 6.0f), asfloat(vpc[17].zxy));
    r9.xyz = (-asfloat(vicp[9][0].zxy)) + asfloat(vicp[10][0].zxy);
    r10.xyz = (-asfloat(vicp[5][0].zxy)) + asfloat(vicp[6][0].zxy);
    r13.xyz = ((-asfloat(vicp[8][0].zxy)) + asfloat(vicp[4][0].zxy)) * float3(3.0f, 3.0f, 3.0f);
    r14.xyzw = asfloat(vpc[22].wxyz) + asfloat(vpc[22].wxyz);
    r11.xyz = mad(mad(r14.xxx, r13.xyz, (-((-asfloat(vpc[21].zxy)) * asfloat(vpc[22].xxx)))), float3(0.33333334f, 0.33333334f, 0.33333334f), (((-asfloat(vicp[8][0].zxy)) + asfloat(vicp[9][0].zxy)) * float3(3.0f, 3.0f, 3.0f)));
    r12.xyz = mad(mad(asfloat(vpc[22].www), (-asfloat(vpc[18].zxy)), (-(r13.xyz * r14.yyy))), float3(0.33333334f, 0.33333334f, 0.33333334f), (((-asfloat(vicp[4][0].zxy)) + asfloat(vicp[5][0].zxy)) * float3(3.0f, 3.0f, 3.0f)));
    r13.xyz = (-asfloat(vicp[7][0].yzx)) + asfloat(vicp[11][0].yzx);
    r15.xyz = r13.yzx * float3(3.0f, 3.0f, 3.0f);
    r16.xyz = mad(mad(r14.zzz, r15.xyz, (-(asfloat(vpc[19].zxy) * asfloat(vpc[22].zzz)))), float3(0.33333334f, 0.33333334f, 0.33333334f), (((-asfloat(vicp[7][0].zxy)) + asfloat(vicp[6][0].zxy)) * float3(3.0f, 3.0f, 3.0f)));
    r15.xyz = mad(mad(asfloat(vpc[22].yyy), asfloat(vpc[20].zxy), (-(r14.www * r15.xyz))), float3(0.33333334f, 0.33333334f, 0.33333334f), (((-asfloat(vicp[11][0].zxy)) + asfloat(vicp[10][0].zxy)) * float3(3.0f, 3.0f, 3.0f)));
    r17.xyz = asfloat(r0.zzz) * mad(r9.xyz, float3(6.0f, 6.0f, 6.0f), r11.xyz);
    r18.xyz = asfloat(r0.zzz) * mad(r10.xyz, float3(6.0f, 6.0f, 6.0f), r12.xyz);
    r19.xyz = (-asfloat(vicp[4][0].yzx)) + asfloat(vicp[8][0].yzx);
    r20.xyz = r2.zzz * mad(r19.xyz, float3(6.0f, 6.0f, 6.0f), asfloat(vpc[18].yzx));
    r21.xyz = r1.xxx * mad(r13.xyz, float3(6.0f, 6.0f, 6.0f), asfloat(vpc[19].yzx));
    r22.xyz = (-asfloat(vicp[6][0].yzx)) + asfloat(vicp[10][0].yzx);
    r23.xyz = (-asfloat(vicp[5][0].yzx)) + asfloat(vicp[9][0].yzx);
    r26.xyz = ((-asfloat(vicp[2][0].yzx)) + asfloat(vicp[1][0].yzx)) * float3(3.0f, 3.0f, 3.0f);
    r24.xyz = mad(mad(r14.zzz, r26.xyz, (-((-asfloat(vpc[15].yzx)) * asfloat(vpc[22].xxx)))), float3(0.33333334f, 0.33333334f, 0.33333334f), (((-asfloat(vicp[2][0].yzx)) + asfloat(vicp[6][0].yzx)) * float3(3.0f, 3.0f, 3.0f)));
    r25.xyz = mad(mad(asfloat(vpc[22].yyy), (-asfloat(vpc[14].yzx)), (-(r14.yyy * r26.xyz))), float3(0.33333334f, 0.33333334f, 0.33333334f), (((-asfloat(vicp[1][0].yzx)) + asfloat(vicp[5][0].yzx)) * float3(3.0f, 3.0f, 3.0f)));
    r14.xyz = mad(mad(r14.xxx, r7.xyz, (-(asfloat(vpc[17].yzx) * asfloat(vpc[22].zzz)))), float3(0.33333334f, 0.33333334f, 0.33333334f), (((-asfloat(vicp[13][0].yzx)) + asfloat(vicp[9][0].yzx)) * float3(3.0f, 3.0f, 3.0f)));
    r7.xyz = mad(mad(asfloat(vpc[22].www), asfloat(vpc[16].yzx), (-(r7.xyz * r14.www))), float3(0.33333334f, 0.33333334f, 0.33333334f), (((-asfloat(vicp[14][0].yzx)) + asfloat(vicp[10][0].yzx)) * float3(3.0f, 3.0f, 3.0f)));
    r26.xyz = asfloat(r0.xxx) * mad(r22.xyz, float3(6.0f, 6.0f, 6.0f), r24.xyz);
    r27.xyz = asfloat(r0.zzz) * mad(r23.xyz, float3(6.0f, 6.0f, 6.0f), r25.xyz);
    r4.xyz = mad(asfloat(vpc[15].zxy), r1.xxx, mad((asfloat(r0.xxx) * mad(r4.xyz, float3(6.0f, 6.0f, 6.0f), asfloat(vpc[15].zxy))), float3(0.33333334f, 0.33333334f, 0.33333334f), mad(asfloat(vpc[14].zxy), r2.zzz, (r5.xyz * float3(0.33333334f, 0.33333334f, 0.33333334f)))));
    r4.xyz = mad(r2.www, r4.xyz, (asfloat(r0.www) * mad((-r16.xyz), r1.xxx, mad((asfloat(r0.xxx) * mad(r10.xyz, float3(6.0f, 6.0f, 6.0f), (-r16.xyz))), float3(0.33333334f, 0.33333334f, 0.33333334f), mad(r12.xyz, r2.zzz, (r18.xyz * float3(0.33333334f, 0.33333334f, 0.33333334f)))))));
    r4.xyz = mad(asfloat(r0.yyy), mad((-r15.xyz), r1.xxx, mad((asfloat(r0.xxx) * mad(r9.xyz, float3(6.0f, 6.0f, 6.0f), (-r15.xyz))), float3(0.33333334f, 0.33333334f, 0.33333334f), mad(r11.xyz, r2.zzz, (r17.xyz * float3(0.33333334f, 0.33333334f, 0.33333334f))))), r4.xyz);
    r4.xyz = mad(r1.yyy, mad(asfloat(vpc[16].zxy), r1.xxx, mad((asfloat(r0.xxx) * mad(r6.xyz, float3(6.0f, 6.0f, 6.0f), asfloat(vpc[16].zxy))), float3(0.33333334f, 0.33333334f, 0.33333334f), mad(asfloat(vpc[17].zxy), r2.zzz, (r8.xyz * float3(0.33333334f, 0.33333334f, 0.33333334f))))), r4.xyz);
    r2.xyw = mad(r2.www, mad(asfloat(vpc[19].yzx), r1.xxx, mad(r24.xyz, asfloat(r0.xxx), mad(asfloat(vpc[18].yzx), r2.zzz, (asfloat(r0.zzz) * r25.xyz)))), (asfloat(r0.www) * mad(r21.xyz, float3(0.33333334f, 0.33333334f, 0.33333334f), mad(r26.xyz, float3(0.33333334f, 0.33333334f, 0.33333334f), mad(r20.xyz, float3(0.33333334f, 0.33333334f, 0.33333334f), (r27.xyz * float3(0.33333334f, 0.33333334f, 0.33333334f)))))));
    r2.xyw = mad(asfloat(r0.yyy), mad((r1.xxx * mad(r13.xyz, float3(6.0f, 6.0f, 6.0f), asfloat(vpc[20].yzx))), float3(0.33333334f, 0.33333334f, 0.33333334f), mad((asfloat(r0.xxx) * mad(r22.xyz, float3(6.0f, 6.0f, 6.0f), (-r7.xyz))), float3(0.33333334f, 0.33333334f, 0.33333334f), mad((r2.zzz * mad(r19.xyz, float3(6.0f, 6.0f, 6.0f), asfloat(vpc[21].yzx))), float3(0.33333334f, 0.33333334f, 0.33333334f), ((asfloat(r0.zzz) * mad(r23.xyz, float3(6.0f, 6.0f, 6.0f), (-r14.xyz))) * float3(0.33333334f, 0.33333334f, 0.33333334f))))), r2.xyw);
    r0.yzw = asuint(mad(asfloat(vpc[21].yzx), r2.zzz, (asfloat(r0.zzz) * (-r14.xyz))));
    r0.xyz = asuint(mad(r1.yyy, mad(asfloat(vpc[20].yzx), r1.xxx, mad((-r7.xyz), asfloat(r0.xxx), asfloat(r0.yzw))), r2.xyw));
    r0.xyz = asuint(mad(r4.zxy, asfloat(r0.yzx), (-(asfloat(r0.xyz) * r4.xyz))));
    r0.w = asuint(rsqrt(dot(asfloat(r0.xyz), asfloat(r0.xyz))));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r1.xyz = mad(vDomain.xxx, ((-asfloat(vpc[6].xyz)) + asfloat(vpc[7].xyz)), asfloat(vpc[6].xyz));
    r1.xyz = mad(vDomain.yyy, ((-r1.xyz) + mad(vDomain.xxx, (asfloat(vpc[8].xyz) + (-asfloat(vpc[9].xyz))), asfloat(vpc[9].xyz))), r1.xyz);
    o4.xyz = mad(asfloat(r0.yzx), r1.zxy, (-(asfloat(r0.zxy) * r1.yzx)));
    r2.xy = mad(vDomain.xx, ((-asfloat(vpc[10].xy)) + asfloat(vpc[11].xy)), asfloat(vpc[10].xy));
    r2.zw = mad(vDomain.xx, (asfloat(vpc[12].xy) + (-asfloat(vpc[13].xy))), asfloat(vpc[13].xy));
    r2.zw = (-r2.xy) + r2.zw;
    r2.xy = mad(vDomain.yy, r2.zw, r2.xy);
    if (0.0f < g_fDisplacementHeight) {
        r0.w = asuint(mad((g_txHeight.SampleLevel(g_samPoint, r2.xy, 0.0f)).w, 2.0f, -1.0f) * g_fDisplacementHeight);
        r3.xyz = mad(asfloat(r0.xyz), asfloat(r0.www), r3.xyz);
    }
    r3.w = 1.0f;
    o5.x = dot(r3.xyzw, g_mViewProjection._m00_m10_m20_m30);
    o5.y = dot(r3.xyzw, g_mViewProjection._m01_m11_m21_m31);
    o5.z = dot(r3.xyzw, g_mViewProjection._m02_m12_m22_m32);
    o5.w = dot(r3.xyzw, g_mViewProjection._m03_m13_m23_m33);
    o0.xyz = r3.xyz;
    o1.xyz = r0.xyz;
    o3.xyz = r1.xyz;
    o2.xy = r2.xy;
    {
        output.POSITION0 = o0.xyz;
        output.NORMAL0 = asfloat(o1.xyz);
        output.TEXCOORD0 = o2.xy;
        output.TANGENT0 = o3.xyz;
        output.BITANGENT0 = o4.xyz;
        output.SV_POSITION0 = o5.xyzw;
        return output;
    }
}
