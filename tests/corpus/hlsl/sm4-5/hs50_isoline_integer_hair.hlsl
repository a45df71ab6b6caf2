// Decompiled by dxsm from hs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Hair
// {
//
//   float g_strands;                   // Offset:    0 Size:     4 [unused]
//   float g_segments;                  // Offset:    4 Size:     4
//   float2 pad;                        // Offset:    8 Size:     8 [unused]
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Hair                              cbuffer      NA          NA    0        1
//
cbuffer Hair : register(b0) {
    float g_strands : packoffset(c0);
    float g_segments : packoffset(c0.y);
    float2 pad : packoffset(c0.z);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 POSITION0 : POSITION0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    float SV_TessFactor1 : SV_TessFactor1;
};
static uint4 vicp[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
static precise uint4 vpc[2] = { (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    vpc[0].x = asuint(g_strands);
    return;
}
void fork1(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = asuint(saturate(0.5f + asfloat(vicp[0][0].w)));
    vpc[1].x = asuint(asfloat(r0.x) * g_segments);
    return;
}
Patch patch_constants(InputPatch<Input, 4> ip, OutputPatch<Output, 4> op) {
    vicp[0][0].xyzw = asuint(ip[0].POSITION0);
    vicp[1][0].xyzw = asuint(ip[1].POSITION0);
    vicp[2][0].xyzw = asuint(ip[2].POSITION0);
    vicp[3][0].xyzw = asuint(ip[3].POSITION0);
    fork0(0u);
    fork1(0u);
    Patch output;
    output.SV_TessFactor0 = asfloat(vpc[0].x);
    output.SV_TessFactor1 = asfloat(vpc[1].x);
    return output;
}
[domain("isoline")]
[partitioning("integer")]
[outputtopology("line")]
[outputcontrolpoints(4)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 4> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    output.POSITION0 = input[vOutputControlPointID].POSITION0;
    return output;
}
