// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
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
    r0.x = 1.0 / v0.y;
    oC0.x = r0.x * v0.x;
    oC0.y = rsqrt(v0.z);
    r0.x = rsqrt(v0.w);
    oC0.z = 1.0 / r0.x;
    r0.x = 1.0 / c0.x;
    r0.x = r0.x * v0.x;
    r0.y = frac(abs(r0.x));
    r0.x = (r0.x >= 0.0) ? r0.y : (-r0.y);
    oC0.w = r0.x * c0.x;
    output.oC0 = oC0.xyzw;
    return output;
}
