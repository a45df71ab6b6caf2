// Decompiled by dxsm from ps_3_0 code.
sampler2D s0 : register(s0);
struct Input {
    float4 v0 : COLOR0;
    float4 v1 : TEXCOORD0;
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
    r0.xyzw = (tex2D(s0, v1.xy)).xyzw;
    oC0.xyzw = r0.xyzw * v0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
