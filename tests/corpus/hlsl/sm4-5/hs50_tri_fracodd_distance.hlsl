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
    float3 v0_x : WORLDPOS0;
    float3 v1_x : NORMAL0;
    float2 v2_x : TEXCOORD0;
};
struct Output {
    float3 o0_x : WORLDPOS0;
    float3 o1_x : NORMAL0;
    float2 o2_x : TEXCOORD0;
};
struct Patch {
    float vpc0_x[3] : SV_TessFactor0;
    float vpc3_x : SV_InsideTessFactor0;
};
static uint4 vicp[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint4 vocp[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    r0.xyz = asuint(asfloat(vicp[2][0].xyz) + asfloat(vicp[1][0].xyz));
    r0.xyz = asuint(mad(asfloat(r0.xyz), asfloat(uint3(0x3f000000u, 0x3f000000u, 0x3f000000u)), (-g_eye.xyz)));
    r0.x = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.x = asuint(sqrt(asfloat(r0.x)));
    r0.x = asuint(asfloat(r0.x) + (-g_near));
    r0.y = asuint((-g_near) + g_far);
    r0.x = asuint(saturate(asfloat(r0.x) / asfloat(r0.y)));
    r0.z = asuint((-g_maxTess) + asfloat(0x3f800000u));
    r1.x = asuint(mad(asfloat(r0.x), asfloat(r0.z), g_maxTess));
    r2.xyz = asuint(asfloat(vicp[0][0].xyz) + asfloat(vicp[2][0].xyz));
    r2.xyz = asuint(mad(asfloat(r2.xyz), asfloat(uint3(0x3f000000u, 0x3f000000u, 0x3f000000u)), (-g_eye.xyz)));
    r0.x = asuint(dot(asfloat(r2.xyz), asfloat(r2.xyz)));
    r0.x = asuint(sqrt(asfloat(r0.x)));
    r0.x = asuint(asfloat(r0.x) + (-g_near));
    r0.x = asuint(saturate(asfloat(r0.x) / asfloat(r0.y)));
    r1.y = asuint(mad(asfloat(r0.x), asfloat(r0.z), g_maxTess));
    r0.x = asuint(asfloat(r1.y) + asfloat(r1.x));
    r2.xyz = asuint(asfloat(vicp[1][0].xyz) + asfloat(vicp[0][0].xyz));
    r2.xyz = asuint(mad(asfloat(r2.xyz), asfloat(uint3(0x3f000000u, 0x3f000000u, 0x3f000000u)), (-g_eye.xyz)));
    r0.w = asuint(dot(asfloat(r2.xyz), asfloat(r2.xyz)));
    r0.w = asuint(sqrt(asfloat(r0.w)));
    r0.w = asuint(asfloat(r0.w) + (-g_near));
    r0.y = asuint(saturate(asfloat(r0.w) / asfloat(r0.y)));
    r1.z = asuint(mad(asfloat(r0.y), asfloat(r0.z), g_maxTess));
    r0.x = asuint(asfloat(r0.x) + asfloat(r1.z));
    r1.w = asuint(asfloat(r0.x) * asfloat(0x3eaaaaabu));
    r0.xyzw = asuint(min(asfloat(r1.xyzw), asfloat(uint4(0x42800000u, 0x42800000u, 0x42800000u, 0x42800000u))));
    vpc[0].x = r0.x;
    vpc[1].x = r0.y;
    vpc[2].x = r0.z;
    vpc[3].x = r0.w;
    return;
}
Patch patch_constants(InputPatch<Input, 3> ip, OutputPatch<Output, 3> op) {
    vicp[0][0].xyz = asuint(ip[0].v0_x);
    vicp[1][0].xyz = asuint(ip[1].v0_x);
    vicp[2][0].xyz = asuint(ip[2].v0_x);
    vicp[0][1].xyz = asuint(ip[0].v1_x);
    vicp[1][1].xyz = asuint(ip[1].v1_x);
    vicp[2][1].xyz = asuint(ip[2].v1_x);
    vicp[0][2].xy = asuint(ip[0].v2_x);
    vicp[1][2].xy = asuint(ip[1].v2_x);
    vicp[2][2].xy = asuint(ip[2].v2_x);
    vocp[0][0].xyz = asuint(op[0].o0_x);
    vocp[1][0].xyz = asuint(op[1].o0_x);
    vocp[2][0].xyz = asuint(op[2].o0_x);
    vocp[0][1].xyz = asuint(op[0].o1_x);
    vocp[1][1].xyz = asuint(op[1].o1_x);
    vocp[2][1].xyz = asuint(op[2].o1_x);
    vocp[0][2].xy = asuint(op[0].o2_x);
    vocp[1][2].xy = asuint(op[1].o2_x);
    vocp[2][2].xy = asuint(op[2].o2_x);
    fork0(0u);
    Patch output;
    output.vpc0_x[0] = asfloat(vpc[0].x);
    output.vpc0_x[1] = asfloat(vpc[1].x);
    output.vpc0_x[2] = asfloat(vpc[2].x);
    output.vpc3_x = asfloat(vpc[3].x);
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
    output.o0_x = input[vOutputControlPointID].v0_x;
    output.o1_x = input[vOutputControlPointID].v1_x;
    output.o2_x = input[vOutputControlPointID].v2_x;
    return output;
}
