// Decompiled by dxsm from ds_5_0 code.
struct Input {
    float3 POSITION0 : POSITION0;
    float PSIZE0 : PSIZE0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    float SV_TessFactor1 : SV_TessFactor1;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float PSIZE0 : PSIZE0;
};
[domain("isoline")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 2> input) {
    Output output;
    uint4 vicp[2][1] = { (uint4)0, (uint4)0 };
    uint4 vpc[2] = { (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 r0 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].POSITION0);
    vicp[1][0].xyz = asuint(input[1].POSITION0);
    vicp[0][0].w = asuint(input[0].PSIZE0);
    vicp[1][0].w = asuint(input[1].PSIZE0);
    vpc[0].x = asuint(constants.SV_TessFactor0);
    vpc[1].x = asuint(constants.SV_TessFactor1);
    vDomain.xy = domain;
    r0.xyzw = mad(vDomain.xxxx, ((-asfloat(vicp[0][0].xyzw)) + asfloat(vicp[1][0].xyzw)), asfloat(vicp[0][0].xyzw));
    o0.xyz = r0.xyz;
    o1.x = (r0.w * asfloat(vpc[1].x)) * 0.015625f;
    o0.w = 1.0f;
    {
        output.SV_Position0 = o0.xyzw;
        output.PSIZE0 = o1.x;
        return output;
    }
}
