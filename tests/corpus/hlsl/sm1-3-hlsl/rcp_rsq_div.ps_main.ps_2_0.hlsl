// Decompiled by dxsm from ps_2_0 code.
float4 c0 : register(c0);
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
    r0.w = 1.0 / c0.x;
    r0.x = r0.w * t0.x;
    r0.y = abs(r0.x);
    r0.y = frac(r0.y);
    r0.x = (r0.x >= 0.0) ? r0.y : (-r0.y);
    r0.w = r0.x * c0.x;
    r1.w = 1.0 / t0.y;
    r0.x = r1.w * t0.x;
    r1.x = rsqrt(t0.w);
    r0.z = 1.0 / r1.x;
    r0.y = rsqrt(t0.z);
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
