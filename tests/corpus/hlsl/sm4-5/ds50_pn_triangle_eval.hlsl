// Decompiled by dxsm from ds_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer D
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// D                                 cbuffer      NA          NA    0        1
//
cbuffer D : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
};
struct Input {
    float3 BEZIERPOS0 : BEZIERPOS0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
    float3 CORNERNORMAL0[3] : CORNERNORMAL0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
};
[domain("tri")]
Output main(Patch constants, float3 domain : SV_DomainLocation, const OutputPatch<Input, 10> input) {
    Output output;
    uint4 vicp[10][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[7] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
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
    vpc[0].x = asuint(constants.SV_TessFactor0[0]);
    vpc[1].x = asuint(constants.SV_TessFactor0[1]);
    vpc[2].x = asuint(constants.SV_TessFactor0[2]);
    vpc[3].x = asuint(constants.SV_InsideTessFactor0);
    vpc[4].xyz = asuint(constants.CORNERNORMAL0[0]);
    vpc[5].xyz = asuint(constants.CORNERNORMAL0[1]);
    vpc[6].xyz = asuint(constants.CORNERNORMAL0[2]);
    vDomain.xyz = domain;
    r0.xyz = vDomain.zxy * vDomain.zxy;
    r1.xyz = mad((r0.xxx * asfloat(vicp[0][0].xyz)), vDomain.zzz, ((r0.yyy * asfloat(vicp[1][0].xyz)) * vDomain.xxx));
    r1.xyz = mad((r0.zzz * asfloat(vicp[2][0].xyz)), vDomain.yyy, r1.xyz);
    r1.xyz = mad(((r0.xxx * asfloat(vicp[3][0].xyz)) * vDomain.xxx), float3(3.0f, 3.0f, 3.0f), r1.xyz);
    r1.xyz = mad((r0.yyy * (vDomain.zzz * asfloat(vicp[4][0].xyz))), float3(3.0f, 3.0f, 3.0f), r1.xyz);
    r1.xyz = mad(((r0.yyy * asfloat(vicp[5][0].xyz)) * vDomain.yyy), float3(3.0f, 3.0f, 3.0f), r1.xyz);
    r1.xyz = mad((r0.zzz * (vDomain.xxx * asfloat(vicp[6][0].xyz))), float3(3.0f, 3.0f, 3.0f), r1.xyz);
    r0.yzw = mad(((r0.zzz * asfloat(vicp[7][0].xyz)) * vDomain.zzz), float3(3.0f, 3.0f, 3.0f), r1.xyz);
    r0.xyz = mad((r0.xxx * (vDomain.yyy * asfloat(vicp[8][0].xyz))), float3(3.0f, 3.0f, 3.0f), r0.yzw);
    r0.xyz = mad((((vDomain.xxx * asfloat(vicp[9][0].xyz)) * vDomain.yyy) * vDomain.zzz), float3(6.0f, 6.0f, 6.0f), r0.xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    r0.xyz = mad(asfloat(vpc[6].xyz), vDomain.yyy, mad(asfloat(vpc[4].xyz), vDomain.zzz, (asfloat(vpc[5].xyz) * vDomain.xxx)));
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    o1.xyz = r0.www * r0.xyz;
    {
        output.SV_Position0 = o0.xyzw;
        output.NORMAL0 = o1.xyz;
        return output;
    }
}
