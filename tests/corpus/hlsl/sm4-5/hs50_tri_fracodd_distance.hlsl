// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Tess
// {
//
//   float3 g_eye;                      // Offset:    0 Size:    12
//   float g_maxTess;                   // Offset:   12 Size:     4
//   float g_near;                      // Offset:   16 Size:     4
//   float g_far;                       // Offset:   20 Size:     4
//   float2 pad;                        // Offset:   24 Size:     8 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Tess                              cbuffer      NA          NA    0        1
//
cbuffer Tess : register(b0) {
    float3 g_eye : packoffset(c0);
    float g_maxTess : packoffset(c0.w);
    float g_near : packoffset(c1);
    float g_far : packoffset(c1.y);
    float2 pad : packoffset(c1.z);
};
struct Input {
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
};
static uint4 vicp[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.xyz = asuint(asfloat(vicp[2][0].xyz) + asfloat(vicp[1][0].xyz));
    r0.xyz = asuint(mad(asfloat(r0.xyz), float3(0.5f, 0.5f, 0.5f), (-g_eye.xyz)));
    r0.x = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.x = asuint(sqrt(asfloat(r0.x)));
    r0.x = asuint(asfloat(r0.x) + (-g_near));
    r0.y = asuint((-g_near) + g_far);
    r0.x = asuint(saturate(asfloat(r0.x) / asfloat(r0.y)));
    r0.z = asuint((-g_maxTess) + 1.0f);
    r1.x = asuint(mad(asfloat(r0.x), asfloat(r0.z), g_maxTess));
    r2.xyz = asuint(asfloat(vicp[0][0].xyz) + asfloat(vicp[2][0].xyz));
    r2.xyz = asuint(mad(asfloat(r2.xyz), float3(0.5f, 0.5f, 0.5f), (-g_eye.xyz)));
    r0.x = asuint(dot(asfloat(r2.xyz), asfloat(r2.xyz)));
    r0.x = asuint(sqrt(asfloat(r0.x)));
    r0.x = asuint(asfloat(r0.x) + (-g_near));
    r0.x = asuint(saturate(asfloat(r0.x) / asfloat(r0.y)));
    r1.y = asuint(mad(asfloat(r0.x), asfloat(r0.z), g_maxTess));
    r0.x = asuint(asfloat(r1.y) + asfloat(r1.x));
    r2.xyz = asuint(asfloat(vicp[1][0].xyz) + asfloat(vicp[0][0].xyz));
    r2.xyz = asuint(mad(asfloat(r2.xyz), float3(0.5f, 0.5f, 0.5f), (-g_eye.xyz)));
    r0.w = asuint(dot(asfloat(r2.xyz), asfloat(r2.xyz)));
    r0.w = asuint(sqrt(asfloat(r0.w)));
    r0.w = asuint(asfloat(r0.w) + (-g_near));
    r0.y = asuint(saturate(asfloat(r0.w) / asfloat(r0.y)));
    r1.z = asuint(mad(asfloat(r0.y), asfloat(r0.z), g_maxTess));
    r0.x = asuint(asfloat(r0.x) + asfloat(r1.z));
    r1.w = asuint(asfloat(r0.x) * 0.33333334f);
    r0.xyzw = asuint(min(asfloat(r1.xyzw), float4(64.0f, 64.0f, 64.0f, 64.0f)));
    vpc[0].x = r0.x;
    vpc[1].x = r0.y;
    vpc[2].x = r0.z;
    vpc[3].x = r0.w;
    return;
}
Patch patch_constants(InputPatch<Input, 3> ip, OutputPatch<Output, 3> op) {
    vicp[0][0].xyz = asuint(ip[0].WORLDPOS0);
    vicp[1][0].xyz = asuint(ip[1].WORLDPOS0);
    vicp[2][0].xyz = asuint(ip[2].WORLDPOS0);
    vicp[0][1].xyz = asuint(ip[0].NORMAL0);
    vicp[1][1].xyz = asuint(ip[1].NORMAL0);
    vicp[2][1].xyz = asuint(ip[2].NORMAL0);
    vicp[0][2].xy = asuint(ip[0].TEXCOORD0);
    vicp[1][2].xy = asuint(ip[1].TEXCOORD0);
    vicp[2][2].xy = asuint(ip[2].TEXCOORD0);
    fork0(0u);
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_InsideTessFactor0 = asfloat(vpc[3].x);
    return output;
}
[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
[maxtessfactor(64.0)]
Output main(InputPatch<Input, 3> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    output.WORLDPOS0 = input[vOutputControlPointID].WORLDPOS0;
    output.NORMAL0 = input[vOutputControlPointID].NORMAL0;
    output.TEXCOORD0 = input[vOutputControlPointID].TEXCOORD0;
    return output;
}
