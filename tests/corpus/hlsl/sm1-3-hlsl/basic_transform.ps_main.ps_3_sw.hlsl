// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : COLOR0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = c0.xyzw;
    oC0.xyzw = mad(v0.xyzw, r0.xyzw, float4(0.0625, 0.125, 0.25, 0.0).xyzw);
    output.oC0 = oC0.xyzw;
    return output;
}
