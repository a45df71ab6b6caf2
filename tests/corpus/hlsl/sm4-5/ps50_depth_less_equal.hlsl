// Decompiled by dxsm from ps_5_0 code.
struct Input {
    noperspective float4 v0_x : SV_Position0;
    float v1_x : BIAS0;
    nointerpolation uint v2_x : SV_SampleIndex0;
};
struct Output {
    float4 o0_x : SV_Target0;
    float o_SV_DepthLessEqual : SV_DepthLessEqual0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint oDepth = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.x = asuint(input.v1_x);
    v2.x = asuint(input.v2_x);
    o0.xyzw = v0.zzzz;
    r0.x = asuint(asint(v2.x) + asint(0x00000001u));
    r0.x = asuint((float)r0.x);
    oDepth = asuint(saturate(mad((-abs(asfloat(v1.x))), asfloat(r0.x), asfloat(v0.z))));
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o_SV_DepthLessEqual = asfloat(oDepth);
            return output;
        }
}
