// Decompiled by dxsm from ps_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
struct Input {
};
struct Output {
    float4 oC0 : COLOR0;
    float4 oC1 : COLOR1;
};
Output main(Input input) {
    Output output;
    precise float4 oC0 = 0;
    precise float4 oC1 = 0;
    oC0.xyzw = c0.xyzw;
    oC1.xyzw = c1.xyzw;
    output.oC0 = oC0.xyzw;
    output.oC1 = oC1.xyzw;
    return output;
}
