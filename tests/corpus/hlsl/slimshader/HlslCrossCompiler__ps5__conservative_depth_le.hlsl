// Decompiled by dxsm from ps_5_0 code.
struct Input {
    float4 v0_x : COLOR0;
    float v1_x : DEPTH0;
};
struct Output {
    float o0_x : SV_Target0;
    float o_SV_DepthLessEqual : SV_DepthLessEqual0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 o0 = 0;
    uint oDepth = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.x = asuint(input.v1_x);
    o0.x = v0.x;
    oDepth = v1.x;
    {
            output.o0_x = asfloat(o0.x);
            output.o_SV_DepthLessEqual = asfloat(oDepth);
            return output;
        }
}
