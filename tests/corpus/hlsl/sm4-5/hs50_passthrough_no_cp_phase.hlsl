// Decompiled by dxsm from hs_5_0 code.
static const uint4 icb[3] = { uint4(0x40400000u, 0x40000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x40400000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x40800000u, 0x00000000u, 0x00000000u) };
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 POSITION0 : POSITION0;
};
struct Patch {
    float SV_TessFactor0[3] : SV_TessFactor0;
    float SV_InsideTessFactor0 : SV_InsideTessFactor0;
};
static precise uint4 vpc[4] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x].x = icb[r0.x].y;
    return;
}
void fork1(uint vForkInstanceID) {
    vpc[3].x = 0x40400000u;
    return;
}
Patch patch_constants(InputPatch<Input, 3> ip, OutputPatch<Output, 3> op) {
    for (uint i0 = 0u; i0 < 3u; i0++) { fork0(i0); }
    fork1(0u);
    Patch output;
    output.SV_TessFactor0[0] = asfloat(vpc[0].x);
    output.SV_TessFactor0[1] = asfloat(vpc[1].x);
    output.SV_TessFactor0[2] = asfloat(vpc[2].x);
    output.SV_InsideTessFactor0 = asfloat(vpc[3].x);
    return output;
}
[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 3> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    output.POSITION0 = input[vOutputControlPointID].POSITION0;
    return output;
}
