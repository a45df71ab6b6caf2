// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    r0.x = 1.0 / c0.x;
    o1.x = r0.x * v0.x;
    r0.x = float4(1.0, 0.0, 0.0, 0.0).x + abs(v0.y);
    o1.y = rsqrt(r0.x);
    r0.x = rsqrt(abs(v0.z));
    o1.z = 1.0 / r0.x;
    r0.x = 1.0 / c0.w;
    r0.x = r0.x * v0.w;
    r0.y = frac(abs(r0.x));
    r0.x = (float)(r0.x >= (-r0.x));
    r1.x = lerp((-r0.y), r0.y, r0.x);
    o1.w = r1.x * c0.w;
    o0.xyzw = v0.xyzw;
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    return output;
}
