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
    float3 POSITION0 : POSITION0;
};
struct Patch {
    float SV_TessFactor0[4] : SV_TessFactor0;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float TESSLEVEL0 : TESSLEVEL0;
};
[domain("quad")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 4> input) {
    Output output;
    uint4 vicp[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].POSITION0);
    vicp[1][0].xyz = asuint(input[1].POSITION0);
    vicp[2][0].xyz = asuint(input[2].POSITION0);
    vicp[3][0].xyz = asuint(input[3].POSITION0);
    vpc[0].x = asuint(constants.SV_TessFactor0[0]);
    vpc[1].x = asuint(constants.SV_TessFactor0[1]);
    vpc[2].x = asuint(constants.SV_TessFactor0[2]);
    vpc[3].x = asuint(constants.SV_TessFactor0[3]);
    vpc[4].x = asuint(constants.SV_InsideTessFactor0[0]);
    vpc[5].x = asuint(constants.SV_InsideTessFactor0[1]);
    vDomain.xy = domain;
    r1.xyz = mad(vDomain.xxx, ((-asfloat(vicp[0][0].xyz)) + asfloat(vicp[1][0].xyz)), asfloat(vicp[0][0].xyz));
    r0.xyz = mad(vDomain.yyy, (mad(vDomain.xxx, ((-asfloat(vicp[3][0].xyz)) + asfloat(vicp[2][0].xyz)), asfloat(vicp[3][0].xyz)) + (-r1.xyz)), r1.xyz);
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r0.xyzw, g_viewProj._m03_m13_m23_m33);
    o1.z = mad((asfloat(vpc[0].x) + asfloat(vpc[2].x)), 0.5f, asfloat(vpc[5].x));
    o1.xy = vDomain.xy;
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.TESSLEVEL0 = o1.z;
        return output;
    }
}
