// Decompiled by dxsm from ps_2_a code.
sampler2D s0 : register(s0);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r1.xyzw = ddx(t0.xyzw);
    r2.xyzw = ddy(t0.xyzw);
    r0.xyzw = (tex2Dgrad(s0, t0.xy, r1.xy, r2.xy)).xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
