// Decompiled by dxsm from ps_2_a code.
float4 c4 : register(c4);
struct Input {
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 oC0 = 0;
    oC0.xyzw = c4.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
