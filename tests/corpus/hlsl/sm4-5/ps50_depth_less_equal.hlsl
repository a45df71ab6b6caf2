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
    float4 v0 = 0;
    float4 v1 = 0;
    int4 v2 = 0;
    precise float4 o0 = 0;
    uint oDepth = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.x = input.BIAS0;
    v2.x = asint(input.SV_SampleIndex0);
    o0.xyzw = v0.zzzz;
    oDepth = asuint(saturate(mad((-abs(v1.x)), (float)asuint((v2.x + 1)), v0.z)));
    {
        output.SV_Target0 = o0.xyzw;
        output.SV_DepthLessEqual0 = asfloat(oDepth);
        return output;
    }
}
