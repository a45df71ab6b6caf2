// Decompiled by dxsm from ps_5_0 code.
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float BIAS0 : BIAS0;
    nointerpolation uint SV_SampleIndex0 : SV_SampleIndex0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
    float SV_DepthLessEqual0 : SV_DepthLessEqual0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint oDepth = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.x = asuint(input.BIAS0);
    v2.x = asuint(input.SV_SampleIndex0);
    o0.xyzw = v0.zzzz;
    r0.x = asuint(asint(v2.x) + 1);
    r0.x = asuint((float)r0.x);
    oDepth = asuint(saturate(mad((-abs(asfloat(v1.x))), asfloat(r0.x), asfloat(v0.z))));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        output.SV_DepthLessEqual0 = asfloat(oDepth);
        return output;
    }
}
