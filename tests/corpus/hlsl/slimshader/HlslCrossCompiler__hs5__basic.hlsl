// Decompiled by dxsm from hs_5_0 code.
static const uint4 icb[2] = { uint4(0x3f800000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x41000000u, 0x00000000u, 0x00000000u, 0x00000000u) };
struct Input {
    float3 CPOINT0 : CPOINT0;
};
struct Output {
    float3 CPOINT0 : CPOINT0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    float SV_TessFactor1 : SV_TessFactor1;
};
static precise uint4 vpc[2] = { (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.x = vForkInstanceID.x;
    vpc[r0.x].x = icb[r0.x].x;
    return;
}
Patch patch_constants(InputPatch<Input, 4> ip, OutputPatch<Output, 4> op) {
    for (uint i0 = 0u; i0 < 2u; i0++) { fork0(i0); }
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
    output.CPOINT0 = input[vOutputControlPointID].CPOINT0;
    return output;
}
