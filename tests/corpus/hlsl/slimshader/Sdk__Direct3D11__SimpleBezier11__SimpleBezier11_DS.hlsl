// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPerFrame
// {
//
//   float4x4 g_mViewProjection;        // Offset:    0 Size:    64
//   float3 g_vCameraPosWorld;          // Offset:   64 Size:    12 [unused]
//   float g_fTessellationFactor;       // Offset:   76 Size:     4 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbPerFrame                        cbuffer      NA          NA    0        1
//
cbuffer cbPerFrame : register(b0) {
    column_major float4x4 g_mViewProjection : packoffset(c0);
    float3 g_vCameraPosWorld : packoffset(c4);
    float g_fTessellationFactor : packoffset(c4.w);
};
struct Input {
    float3 BEZIERPOS0 : BEZIERPOS0;
};
struct Patch {
    float SV_TessFactor0[4] : SV_TessFactor0;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
};
[domain("quad")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 16> input) {
    Output output;
    uint4 vicp[16][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    precise float4 r6 = 0;
    precise float4 r7 = 0;
    precise float4 r8 = 0;
    precise float4 r9 = 0;
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
    vDomain.xy = domain;
    r0.xy = vDomain.xy * vDomain.xy;
    r0.zw = vDomain.xy * float2(3.0f, 3.0f);
    r1.xy = (-vDomain.xy) + float2(1.0f, 1.0f);
    r2.xyzw = r1.xxyy * r1.xxyy;
    r1.zw = r0.zw * r2.yw;
    r0.xyzw = r0.xyzw * vDomain.xyxy;
    r4.xy = r1.xy * r2.yw;
    r4.zw = r1.xy * r0.zw;
    r1.xy = r1.xy * vDomain.xy;
    r3.xyz = mad(asfloat(vicp[7][0].yzx), r0.xxx, mad(asfloat(vicp[6][0].yzx), r4.zzz, mad(asfloat(vicp[4][0].yzx), r4.xxx, (r1.zzz * asfloat(vicp[5][0].yzx)))));
    r6.xyz = mad(asfloat(vicp[3][0].yzx), r0.xxx, mad(asfloat(vicp[2][0].yzx), r4.zzz, mad(asfloat(vicp[0][0].yzx), r4.xxx, (r1.zzz * asfloat(vicp[1][0].yzx)))));
    r7.xyz = mad(asfloat(vicp[11][0].yzx), r0.xxx, mad(asfloat(vicp[10][0].yzx), r4.zzz, mad(asfloat(vicp[8][0].yzx), r4.xxx, (r1.zzz * asfloat(vicp[9][0].yzx)))));
    r8.xyz = mad(asfloat(vicp[15][0].yzx), r0.xxx, mad(asfloat(vicp[14][0].yzx), r4.zzz, mad(asfloat(vicp[12][0].yzx), r4.xxx, (r1.zzz * asfloat(vicp[13][0].yzx)))));
    r5.xyz = mad(r0.yyy, r8.zxy, mad(r4.www, r7.zxy, mad(r4.yyy, r6.zxy, (r1.www * r3.zxy))));
    r5.w = 1.0f;
    o0.x = dot(r5.xyzw, g_mViewProjection._m00_m10_m20_m30);
    o0.y = dot(r5.xyzw, g_mViewProjection._m01_m11_m21_m31);
    o0.z = dot(r5.xyzw, g_mViewProjection._m02_m12_m22_m32);
    o0.w = dot(r5.xyzw, g_mViewProjection._m03_m13_m23_m33);
    o1.xyz = r5.xyz;
    r4.xz = r1.xy * float2(6.0f, 6.0f);
    r1.xy = mad(r1.xy, float2(6.0f, 6.0f), (-r0.zw));
    r2.yw = mad(r2.yw, float2(3.0f, 3.0f), (-r4.xz));
    r2.xz = r2.xz * float2(-3.0f, -3.0f);
    r4.xyz = mad(r4.yyy, mad(asfloat(vicp[3][0].zxy), r0.zzz, mad(asfloat(vicp[2][0].zxy), r1.xxx, mad(asfloat(vicp[0][0].zxy), r2.xxx, (r2.yyy * asfloat(vicp[1][0].zxy))))), (r1.www * mad(asfloat(vicp[7][0].zxy), r0.zzz, mad(asfloat(vicp[6][0].zxy), r1.xxx, mad(asfloat(vicp[4][0].zxy), r2.xxx, (r2.yyy * asfloat(vicp[5][0].zxy)))))));
    r4.xyz = mad(r4.www, mad(asfloat(vicp[11][0].zxy), r0.zzz, mad(asfloat(vicp[10][0].zxy), r1.xxx, mad(asfloat(vicp[8][0].zxy), r2.xxx, (r2.yyy * asfloat(vicp[9][0].zxy))))), r4.xyz);
    r5.xyz = r2.yyy * asfloat(vicp[13][0].zxy);
    r2.yzw = mad(r2.zzz, r6.xyz, (r3.xyz * r2.www));
    r1.xzw = mad(asfloat(vicp[14][0].zxy), r1.xxx, mad(asfloat(vicp[12][0].zxy), r2.xxx, r5.xyz));
    r2.xyz = mad(r0.www, r8.xyz, mad(r1.yyy, r7.xyz, r2.yzw));
    r0.xzw = mad(asfloat(vicp[15][0].zxy), r0.zzz, r1.xzw);
    r0.xyz = mad(r0.yyy, r0.xzw, r4.xyz);
    r0.xyz = mad(r0.zxy, r2.yzx, (-(r2.xyz * r0.xyz)));
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    o2.xyz = r0.www * r0.xyz;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.WORLDPOS0 = o1.xyz;
        output.NORMAL0 = o2.xyz;
        return output;
    }
}
