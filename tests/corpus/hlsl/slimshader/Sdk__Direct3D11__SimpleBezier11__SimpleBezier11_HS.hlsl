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
    float3 POSITION0 : POSITION0;
};
struct Output {
    float3 BEZIERPOS0 : BEZIERPOS0;
};
struct Patch {
    float SV_TessFactor0[4] : SV_TessFactor0;
    float SV_InsideTessFactor0[2] : SV_InsideTessFactor0;
};
static precise uint4 vpc[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x].x = asuint(g_fTessellationFactor);
    return;
}
void fork1(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x + 4].x = asuint(g_fTessellationFactor);
    return;
}
Patch patch_constants(InputPatch<Input, 16> ip, OutputPatch<Output, 16> op) {
    for (uint i0 = 0u; i0 < 4u; i0++) { fork0(i0); }
    for (uint i1 = 0u; i1 < 2u; i1++) { fork1(i1); }
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
[outputtopology("triangle_cw")]
[outputcontrolpoints(16)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 16> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    output.BEZIERPOS0 = input[vOutputControlPointID].POSITION0;
    return output;
}
