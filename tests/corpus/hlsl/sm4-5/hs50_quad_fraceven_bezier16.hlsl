// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Tess
// {
//
//   float g_level;                     // Offset:    0 Size:     4
//   float3 pad;                        // Offset:    4 Size:    12 [unused]
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
    float g_level : packoffset(c0);
    float3 pad : packoffset(c0.y);
};
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float3 POSITION0 : POSITION0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    float3 CENTER0 : CENTER0;
    float SV_TessFactor1[3] : SV_TessFactor1;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
static uint4 vicp[16][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static uint vPrim;
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x].x = asuint(g_level);
    return;
}
void fork1(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 4].x = asuint(g_level);
    return;
}
void fork2(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asfloat(vicp[6][0].x) + asfloat(vicp[5][0].x));
    r0.x = asuint(asfloat(r0.x) + asfloat(vicp[9][0].x));
    r0.x = asuint(asfloat(r0.x) + asfloat(vicp[10][0].x));
    vpc[0].y = asuint(asfloat(r0.x) * 0.25f);
    return;
}
void fork3(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asfloat(vicp[6][0].y) + asfloat(vicp[5][0].y));
    r0.x = asuint(asfloat(r0.x) + asfloat(vicp[9][0].y));
    r0.x = asuint(asfloat(r0.x) + asfloat(vicp[10][0].y));
    vpc[0].z = asuint(asfloat(r0.x) * 0.25f);
    return;
}
void fork4(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asfloat(vicp[6][0].z) + asfloat(vicp[5][0].z));
    r0.x = asuint(asfloat(r0.x) + asfloat(vicp[9][0].z));
    r0.x = asuint(asfloat(r0.x) + asfloat(vicp[10][0].z));
    vpc[0].w = asuint(asfloat(r0.x) * 0.25f);
    return;
}
Patch patch_constants(InputPatch<Input, 16> ip, OutputPatch<Output, 16> op, uint vPrim_in : SV_PrimitiveID) {
    vPrim = vPrim_in;
    vicp[0][0].xyz = asuint(ip[0].POSITION0);
    vicp[1][0].xyz = asuint(ip[1].POSITION0);
    vicp[2][0].xyz = asuint(ip[2].POSITION0);
    vicp[3][0].xyz = asuint(ip[3].POSITION0);
    vicp[4][0].xyz = asuint(ip[4].POSITION0);
    vicp[5][0].xyz = asuint(ip[5].POSITION0);
    vicp[6][0].xyz = asuint(ip[6].POSITION0);
    vicp[7][0].xyz = asuint(ip[7].POSITION0);
    vicp[8][0].xyz = asuint(ip[8].POSITION0);
    vicp[9][0].xyz = asuint(ip[9].POSITION0);
    vicp[10][0].xyz = asuint(ip[10].POSITION0);
    vicp[11][0].xyz = asuint(ip[11].POSITION0);
    vicp[12][0].xyz = asuint(ip[12].POSITION0);
    vicp[13][0].xyz = asuint(ip[13].POSITION0);
    vicp[14][0].xyz = asuint(ip[14].POSITION0);
    vicp[15][0].xyz = asuint(ip[15].POSITION0);
    for (uint i0 = 0u; i0 < 4u; i0++) { fork0(i0); }
    for (uint i1 = 0u; i1 < 2u; i1++) { fork1(i1); }
    fork2(0u);
    fork3(0u);
    fork4(0u);
    Patch output;
    output.SV_TessFactor0 = asfloat(vpc[0].x);
    output.CENTER0 = asfloat(vpc[0].yzw);
    output.SV_TessFactor1[0] = asfloat(vpc[1].x);
    output.SV_TessFactor1[1] = asfloat(vpc[2].x);
    output.SV_TessFactor1[2] = asfloat(vpc[3].x);
    output.SV_InsideTessFactor0[0] = asfloat(vpc[4].x);
    output.SV_InsideTessFactor0[1] = asfloat(vpc[5].x);
    return output;
}
[domain("quad")]
[partitioning("fractional_even")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(16)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 16> input, uint vOutputControlPointID : SV_OutputControlPointID, uint vPrim_in : SV_PrimitiveID) {
    Output output;
    uint4 vin[16][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    vPrim = vPrim_in;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[1][0].xyz = asuint(input[1].POSITION0);
    vin[2][0].xyz = asuint(input[2].POSITION0);
    vin[3][0].xyz = asuint(input[3].POSITION0);
    vin[4][0].xyz = asuint(input[4].POSITION0);
    vin[5][0].xyz = asuint(input[5].POSITION0);
    vin[6][0].xyz = asuint(input[6].POSITION0);
    vin[7][0].xyz = asuint(input[7].POSITION0);
    vin[8][0].xyz = asuint(input[8].POSITION0);
    vin[9][0].xyz = asuint(input[9].POSITION0);
    vin[10][0].xyz = asuint(input[10].POSITION0);
    vin[11][0].xyz = asuint(input[11].POSITION0);
    vin[12][0].xyz = asuint(input[12].POSITION0);
    vin[13][0].xyz = asuint(input[13].POSITION0);
    vin[14][0].xyz = asuint(input[14].POSITION0);
    vin[15][0].xyz = asuint(input[15].POSITION0);
    r0.x = asuint(asint(vPrim) & 1);
    r0.x = asuint((float)r0.x);
    r0.y = vOutputControlPointID;
    o0.xyz = asuint(mad(asfloat(r0.xxx), float3(0.001f, 0.001f, 0.001f), asfloat(vin[r0.y][0].xyz)));
    {
        output.POSITION0 = asfloat(o0.xyz);
        return output;
    }
}
