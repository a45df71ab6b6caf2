// Decompiled by dxsm from ds_5_0 code.
struct Input {
    float3 CPOINT0 : CPOINT0;
};
struct Patch {
    float SV_TessFactor0 : SV_TessFactor0;
    float SV_TessFactor1 : SV_TessFactor1;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
};
[domain("isoline")]
Output main(Patch constants, float2 domain : SV_DomainLocation, const OutputPatch<Input, 4> input) {
    Output output;
    uint4 vicp[4][1] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 vpc[2] = { (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 vDomain = 0;
    vicp[0][0].xyz = asuint(input[0].CPOINT0);
    vicp[1][0].xyz = asuint(input[1].CPOINT0);
    vicp[2][0].xyz = asuint(input[2].CPOINT0);
    vicp[3][0].xyz = asuint(input[3].CPOINT0);
    vpc[0].x = asuint(constants.SV_TessFactor0);
    vpc[1].x = asuint(constants.SV_TessFactor1);
    vDomain.xy = domain;
    r0.x = (-vDomain.x) + 1.0f;
    r0.y = r0.x * r0.x;
    r0.z = r0.y * vDomain.x;
    r0.y = r0.y * r0.x;
    r0.xz = r0.xz * float2(3.0f, 3.0f);
    r0.yzw = mad(r0.yyy, asfloat(vicp[0][0].xyz), (r0.zzz * asfloat(vicp[1][0].xyz)));
    r1.x = vDomain.x * vDomain.x;
    r0.x = r0.x * r1.x;
    o0.xyz = mad((r1.x * vDomain.x).xxx, asfloat(vicp[3][0].xyz), mad(r0.xxx, asfloat(vicp[2][0].xyz), r0.yzw));
    o0.w = 1.0f;
    {
        output.SV_Position0 = o0.xyzw;
        return output;
    }
}
