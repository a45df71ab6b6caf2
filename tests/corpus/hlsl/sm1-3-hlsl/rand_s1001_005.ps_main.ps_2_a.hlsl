// Decompiled by dxsm from ps_2_a code.
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
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = abs(t0.wzyx);
    r0.xyzw = r0.xyzw + float4(0.5, 0.0, 0.0, 0.0).xxxx;
    r1.x = rsqrt(r0.x);
    r1.y = rsqrt(r0.y);
    r1.z = rsqrt(r0.z);
    r1.w = rsqrt(r0.w);
    oC0.xyzw = r1.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
