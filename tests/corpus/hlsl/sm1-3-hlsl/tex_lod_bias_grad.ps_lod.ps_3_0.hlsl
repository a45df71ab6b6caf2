// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
sampler2D s1 : register(s1);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyz = float4(1.0, 0.0, 2.0, 0.0).xxy * v0.xyx;
    r0.w = c0.x;
    r0.xyzw = (tex2Dlod(s0, r0.xyzw)).xyzw;
    r1.xyzw = float4(1.0, 0.0, 2.0, 0.0).zzyy * v0.xyxx;
    r1.xyzw = (tex2Dlod(s1, r1.xyzw)).xyzw;
    oC0.xyzw = r0.xyzw + r1.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
