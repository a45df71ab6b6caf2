// Decompiled by dxsm from ps_3_0 code.
sampler2D s0 : register(s0);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    oC0.xyzw = (tex2Dproj(s0, v0.xyzw)).xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
