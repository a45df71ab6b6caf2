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
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    bool4 p0 = false;
    r1.xyzw = ddx(v0.xyzw);
    r2.xyzw = ddy(v0.xyzw);
    p0.xyzw = v0.xyzw > r1.xyzw;
    r0.xyzw = (p0.xxxx) ? (float4)(tex2Dgrad(s0, v0.xy, r1.xy, r2.xy)).xyzw : r0.xyzw;
    r0.xyzw = (!p0.xxxx) ? (float4)(tex2Dlod(s0, v0.xyzw)).xyzw : r0.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
