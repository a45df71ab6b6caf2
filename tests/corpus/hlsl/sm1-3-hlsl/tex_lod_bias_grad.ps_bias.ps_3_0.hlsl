// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyz = float4(1.0, 0.0, 0.75, 0.0).xxy * v0.xyx;
    r0.w = c0.x;
    r0.xyzw = (tex2Dbias(s0, r0.xyzw)).xyzw;
    oC0.xyzw = r0.xyzw * float4(1.0, 0.0, 0.75, 0.0).zzzz;
    output.oC0 = oC0.xyzw;
    return output;
}
