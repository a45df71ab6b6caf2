// Decompiled by dxsm from hs_5_0 code.
struct Input {
    float3 POSITION0 : POSITION0;
    float PSIZE0 : PSIZE0;
};
struct Output {
    float3 POSITION0 : POSITION0;
    float PSIZE0 : PSIZE0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    float SV_TessFactor1 : SV_TessFactor1;
};
static uint4 vicp[2][1] = { (uint4)0, (uint4)0 };
static precise uint4 vpc[2] = { (uint4)0, (uint4)0 };
void fork0(uint vForkInstanceID) {
    vpc[0].x = 0x3f800000u;
    return;
}
void fork1(uint vForkInstanceID) {
    precise uint4 r0 = 0;
    r0.xyz = asuint((-asfloat(vicp[1][0].xyz)) + asfloat(vicp[0][0].xyz));
    r0.x = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.x = asuint(sqrt(asfloat(r0.x)));
    r0.x = asuint(asfloat(r0.x) * 4.0f);
    r0.x = asuint(max(asfloat(r0.x), 1.0f));
    r0.x = asuint(log2(asfloat(r0.x)));
    r0.x = asuint(ceil(asfloat(r0.x)));
    vpc[1].x = asuint(exp2(asfloat(r0.x)));
    return;
}
Patch patch_constants(InputPatch<Input, 2> ip, OutputPatch<Output, 2> op) {
    vicp[0][0].xyz = asuint(ip[0].POSITION0);
    vicp[1][0].xyz = asuint(ip[1].POSITION0);
    vicp[0][0].w = asuint(ip[0].PSIZE0);
    vicp[1][0].w = asuint(ip[1].PSIZE0);
    fork0(0u);
    fork1(0u);
    Patch output;
    output.SV_TessFactor0 = asfloat(vpc[0].x);
    output.SV_TessFactor1 = asfloat(vpc[1].x);
    return output;
}
[domain("isoline")]
[partitioning("pow2")]
[outputtopology("point")]
[outputcontrolpoints(2)]
[patchconstantfunc("patch_constants")]
Output main(InputPatch<Input, 2> input, uint vOutputControlPointID : SV_OutputControlPointID) {
    Output output;
    uint4 vin[2][1] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    vin[0][0].xyz = asuint(input[0].POSITION0);
    vin[1][0].xyz = asuint(input[1].POSITION0);
    vin[0][0].w = asuint(input[0].PSIZE0);
    vin[1][0].w = asuint(input[1].PSIZE0);
    r0.x = vOutputControlPointID;
    o0.xyzw = asuint(float4(1.0f, 1.0f, 1.0f, 2.0f) * asfloat(vin[r0.x][0].xyzw));
    {
        output.POSITION0 = asfloat(o0.xyz);
        output.PSIZE0 = asfloat(o0.w);
        return output;
    }
}
