// Decompiled by dxsm from ps_5_0 code.
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 o0 = 0;
    v0.xyzw = asuint(input.POSITION0);
    o0.xyzw = uint4(0x3f800000u, 0x3f000000u, 0x3ecccccdu, 0x3f800000u);
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
