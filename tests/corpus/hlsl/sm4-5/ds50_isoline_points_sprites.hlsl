// Decompiled by dxsm from ds_5_0 code.
struct Input {
    float3 v0_x : POSITION0;
    float v0_w : PSIZE0;
};
struct Patch {
    float vpc0_x : SV_TessFactor0;
    float vpc1_x : SV_TessFactor1;
};
struct Output {
    float4 o0_x : SV_Position0;
    float o1_x : PSIZE0;
};
[domain("isoline")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 2> input) {
    Output output;
    uint4 vicp[2][1] = { (uint4)0, (uint4)0 };
    uint4 vpc[2] = { (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 r0 = 0;
    uint4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].v0_x);
    vicp[1][0].xyz = asuint(input[1].v0_x);
    vicp[0][0].w = asuint(input[0].v0_w);
    vicp[1][0].w = asuint(input[1].v0_w);
    vpc[0].x = asuint(constants.vpc0_x);
    vpc[1].x = asuint(constants.vpc1_x);
    vDomain.xy = asuint(domain);
    r0.xyzw = asuint((-asfloat(vicp[0][0].xyzw)) + asfloat(vicp[1][0].xyzw));
    r0.xyzw = asuint(mad(asfloat(vDomain.xxxx), asfloat(r0.xyzw), asfloat(vicp[0][0].xyzw)));
    o0.xyz = r0.xyz;
    r0.x = asuint(asfloat(r0.w) * asfloat(vpc[1].x));
    o1.x = asuint(asfloat(r0.x) * asfloat(0x3c800000u));
    o0.w = 0x3f800000u;
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = asfloat(o1.x);
            return output;
        }
}
