// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbPerFrame
// {
//
//   float4x4 g_mViewProjection;        // Offset:    0 Size:    64 [unused]
//   float3 g_vCameraPosWorld;          // Offset:   64 Size:    12 [unused]
//   float g_fTessellationFactor;       // Offset:   76 Size:     4
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
    float3 v0_x : POSITION0;
};
struct Output {
    float3 o0_x : BEZIERPOS0;
};
struct Patch {
    float vpc0_x[4] : SV_TessFactor0;
    float vpc4_x[2] : SV_InsideTessFactor0;
};
static uint4 vicp[16][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint4 vocp[16][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x].x = asuint(g_fTessellationFactor);
    return;
}
void fork1(uint vForkInstanceID) {
    uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 4].x = asuint(g_fTessellationFactor);
    return;
}
Patch patch_constants(InputPatch<Input, 16> ip, OutputPatch<Output, 16> op) {
    vicp[0][0].xyz = asuint(ip[0].v0_x);
    vicp[1][0].xyz = asuint(ip[1].v0_x);
    vicp[2][0].xyz = asuint(ip[2].v0_x);
    vicp[3][0].xyz = asuint(ip[3].v0_x);
    vicp[4][0].xyz = asuint(ip[4].v0_x);
    vicp[5][0].xyz = asuint(ip[5].v0_x);
    vicp[6][0].xyz = asuint(ip[6].v0_x);
    vicp[7][0].xyz = asuint(ip[7].v0_x);
    vicp[8][0].xyz = asuint(ip[8].v0_x);
    vicp[9][0].xyz = asuint(ip[9].v0_x);
    vicp[10][0].xyz = asuint(ip[10].v0_x);
    vicp[11][0].xyz = asuint(ip[11].v0_x);
    vicp[12][0].xyz = asuint(ip[12].v0_x);
    vicp[13][0].xyz = asuint(ip[13].v0_x);
    vicp[14][0].xyz = asuint(ip[14].v0_x);
    vicp[15][0].xyz = asuint(ip[15].v0_x);
    vocp[0][0].xyz = asuint(op[0].o0_x);
    vocp[1][0].xyz = asuint(op[1].o0_x);
    vocp[2][0].xyz = asuint(op[2].o0_x);
    vocp[3][0].xyz = asuint(op[3].o0_x);
    vocp[4][0].xyz = asuint(op[4].o0_x);
    vocp[5][0].xyz = asuint(op[5].o0_x);
    vocp[6][0].xyz = asuint(op[6].o0_x);
    vocp[7][0].xyz = asuint(op[7].o0_x);
    vocp[8][0].xyz = asuint(op[8].o0_x);
    vocp[9][0].xyz = asuint(op[9].o0_x);
    vocp[10][0].xyz = asuint(op[10].o0_x);
    vocp[11][0].xyz = asuint(op[11].o0_x);
    vocp[12][0].xyz = asuint(op[12].o0_x);
    vocp[13][0].xyz = asuint(op[13].o0_x);
    vocp[14][0].xyz = asuint(op[14].o0_x);
    vocp[15][0].xyz = asuint(op[15].o0_x);
    for (uint i0 = 0u; i0 < 4u; i0++) { fork0(i0); }
    for (uint i1 = 0u; i1 < 2u; i1++) { fork1(i1); }
    Patch output;
    output.vpc0_x[0] = asfloat(vpc[0].x);
    output.vpc0_x[1] = asfloat(vpc[1].x);
    output.vpc0_x[2] = asfloat(vpc[2].x);
    output.vpc0_x[3] = asfloat(vpc[3].x);
    output.vpc4_x[0] = asfloat(vpc[4].x);
    output.vpc4_x[1] = asfloat(vpc[5].x);
    return output;
}
[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(16)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 16> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    output.o0_x = input[vOutputControlPointID].v0_x;
    return output;
}
