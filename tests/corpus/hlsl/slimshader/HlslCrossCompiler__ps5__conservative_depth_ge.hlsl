// Decompiled by dxsm from ps_5_0 code.
struct Input {
    float4 COLOR0 : COLOR0;
    float DEPTH0 : DEPTH0;
};
struct Output {
    float SV_Target0 : SV_Target0;
    float SV_DepthGreaterEqual0 : SV_DepthGreaterEqual0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    uint oDepth = 0;
    v0.xyzw = input.COLOR0;
    v1.x = input.DEPTH0;
    o0.x = v0.x;
    oDepth = asuint(v1.x);
    {
        output.SV_Target0 = o0.x;
        output.SV_DepthGreaterEqual0 = asfloat(oDepth);
        return output;
    }
}
