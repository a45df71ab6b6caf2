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
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = mad(t0.xyzw, float4(1.618, 0.3333, 0.0, 0.0).xxxx, float4(1.618, 0.3333, 0.0, 0.0).yyyy);
    r0.xyzw = frac(r0.xyzw);
    r0.xyzw = mad(r0.xyzw, float4(1.618, 0.3333, 0.0, 0.0).xxxx, float4(1.618, 0.3333, 0.0, 0.0).yyyy);
    r0.xyzw = frac(r0.xyzw);
    r0.xyzw = mad(r0.xyzw, float4(1.618, 0.3333, 0.0, 0.0).xxxx, float4(1.618, 0.3333, 0.0, 0.0).yyyy);
    r0.xyzw = frac(r0.xyzw);
    r0.xyzw = mad(r0.xyzw, float4(1.618, 0.3333, 0.0, 0.0).xxxx, float4(1.618, 0.3333, 0.0, 0.0).yyyy);
    r0.xyzw = frac(r0.xyzw);
    r0.xyzw = mad(r0.xyzw, float4(1.618, 0.3333, 0.0, 0.0).xxxx, float4(1.618, 0.3333, 0.0, 0.0).yyyy);
    r0.xyzw = frac(r0.xyzw);
    r0.xyzw = mad(r0.xyzw, float4(1.618, 0.3333, 0.0, 0.0).xxxx, float4(1.618, 0.3333, 0.0, 0.0).yyyy);
    r0.xyzw = frac(r0.xyzw);
    r0.xyzw = mad(r0.xyzw, float4(1.618, 0.3333, 0.0, 0.0).xxxx, float4(1.618, 0.3333, 0.0, 0.0).yyyy);
    r0.xyzw = frac(r0.xyzw);
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
