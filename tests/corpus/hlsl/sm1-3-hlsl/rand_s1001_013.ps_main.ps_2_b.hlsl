// Decompiled by dxsm from ps_2_a code.
struct Input {
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 oC0 = 0;
    r0.xyzw = float4(-1.0, 0.0, 0.0, 0.0).xxxx;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
