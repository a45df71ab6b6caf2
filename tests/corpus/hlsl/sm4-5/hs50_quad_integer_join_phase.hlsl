// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Tess
// {
//
//   float g_scale;                     // Offset:    0 Size:     4
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
    float g_scale : packoffset(c0);
    float3 pad : packoffset(c0.y);
};
struct Input {
    float3 POSITION0 : POSITION0;
};
struct Output {
    float3 POSITION0 : POSITION0;
};
struct Patch {
    float SV_TessFactor0[4] : SV_TessFactor0;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
static uint4 vicp[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(asint(vForkInstanceID.x) + 1);
    r0.x = asuint(asint(r0.x) & 3);
    r0.y = vForkInstanceID.x;
    r0.xzw = asuint((-asfloat(vicp[r0.x][0].xyz)) + asfloat(vicp[r0.y][0].xyz));
    r0.x = asuint(dot(asfloat(r0.xzw), asfloat(r0.xzw)));
    r0.x = asuint(sqrt(asfloat(r0.x)));
    r0.x = asuint(asfloat(r0.x) * g_scale);
    r0.x = asuint(max(asfloat(r0.x), 1.0f));
    vpc[r0.y].x = r0.x;
    return;
}
void join1(uint vJoinInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint((-asint(vJoinInstanceID.x)) + 1);
    r0.x = asuint(asfloat(vpc[r0.x].x) + asfloat(vpc[r0.x + 2].x));
    r0.x = asuint(asfloat(r0.x) * 0.5f);
    r0.y = vJoinInstanceID.x;
    vpc[r0.y + 4].x = r0.x;
    return;
}
Patch patch_constants(InputPatch<Input, 4> ip, OutputPatch<Output, 4> op) {
    vicp[0][0].xyz = asuint(ip[0].POSITION0);
    vicp[1][0].xyz = asuint(ip[1].POSITION0);
    vicp[2][0].xyz = asuint(ip[2].POSITION0);
    vicp[3][0].xyz = asuint(ip[3].POSITION0);
    for (uint i0 = 0u; i0 < 4u; i0++) { fork0(i0); }
    for (uint i1 = 0u; i1 < 2u; i1++) { join1(i1); }
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_TessFactor0[3] = asfloat(vpc[3].x);
    output.SV_InsideTessFactor0[0] = asfloat(vpc[4].x);
    output.SV_InsideTessFactor0[1] = asfloat(vpc[5].x);
    return output;
}
[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(4)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 4> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    uint4 vin[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[1][0].xyz = asuint(input[1].POSITION0);
    vin[2][0].xyz = asuint(input[2].POSITION0);
    vin[3][0].xyz = asuint(input[3].POSITION0);
    r0.x = vOutputControlPointID;
    o0.xyz = asuint(float3(1.0f, 1.0f, -1.0f) * asfloat(vin[r0.x][0].xyz));
    {
        output.POSITION0 = asfloat(o0.xyz);
        return output;
    }
}
