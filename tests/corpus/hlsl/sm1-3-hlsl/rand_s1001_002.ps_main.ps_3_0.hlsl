// Decompiled by dxsm from ps_3_0 code.
struct Input {
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 oC0 = 0;
    oC0.xyzw = float4(1.7, 0.188, 1.52, 0.585).xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
