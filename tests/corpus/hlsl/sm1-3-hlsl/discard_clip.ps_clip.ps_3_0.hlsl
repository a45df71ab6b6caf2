// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : TEXCOORD0;
    float4 v1 : COLOR0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oC0 = 0;
    r0.xyzw = float4(-0.25, 0.0, 0.0, 0.0).xxxx + v0.xyzz;
    clip(r0);
    r0.xyzw = (-c0.xxxx) + v1.wwww;
    clip(r0);
    oC0.xyzw = v1.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
