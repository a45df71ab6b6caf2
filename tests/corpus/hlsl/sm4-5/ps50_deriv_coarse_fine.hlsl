// Decompiled by dxsm from ps_5_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 WORLDPOS0 : WORLDPOS0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    uint4 r2 = 0;
    uint4 r3 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyz = asuint(input.WORLDPOS0);
    r0.xyz = asuint(ddx_fine(asfloat(v1.zxy)));
    r1.xyz = asuint(ddy_fine(asfloat(v1.yzx)));
    r2.xyz = asuint(asfloat(r0.xyz) * asfloat(r1.xyz));
    r0.xyz = asuint(mad(asfloat(r0.zxy), asfloat(r1.yzx), (-asfloat(r2.xyz))));
    r0.w = asuint(dot(asfloat(r0.xyz), asfloat(r0.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r0.xyz = asuint(asfloat(r0.www) * asfloat(r0.xyz));
    r1.xyz = asuint(ddx_coarse(asfloat(v1.zxy)));
    r2.xyz = asuint(ddy_coarse(asfloat(v1.yzx)));
    r3.xyz = asuint(asfloat(r1.xyz) * asfloat(r2.xyz));
    r1.xyz = asuint(mad(asfloat(r1.zxy), asfloat(r2.yzx), (-asfloat(r3.xyz))));
    r0.w = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    r0.w = asuint(rsqrt(asfloat(r0.w)));
    r1.xyz = asuint(mad((-asfloat(r1.xyz)), asfloat(r0.www), asfloat(r0.xyz)));
    o0.xyz = asuint(mad(asfloat(r0.xyz), float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f)));
    r0.x = asuint(dot(asfloat(r1.xyz), asfloat(r1.xyz)));
    o0.w = asuint(sqrt(asfloat(r0.x)));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
