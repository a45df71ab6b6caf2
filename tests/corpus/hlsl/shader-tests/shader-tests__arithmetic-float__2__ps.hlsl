// Decompiled by dxsm from ps_4_0 code.
struct Input {
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    precise uint4 o0 = 0;
    o0.xyzw = uint4(0x7f800000u, 0x7f800000u, 0x7f800000u, 0x7f800000u);
    {
        output.SV_TARGET0 = asfloat(o0.xyzw);
        return output;
    }
}
