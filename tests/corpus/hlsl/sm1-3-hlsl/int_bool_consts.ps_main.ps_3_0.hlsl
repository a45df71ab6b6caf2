// Decompiled by dxsm from ps_3_0 code.
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
    r0.xyzw = v0.xyzw;
    [loop] for (int k0 = 0; k0 < 7; k0++) {
        r1.xyzw = mad(r0.xyzw, float4(0.0, 1.618, 0.3333, 0.0).yyyy, float4(0.0, 1.618, 0.3333, 0.0).zzzz);
        r0.xyzw = frac(r1.xyzw);
    }
    oC0.xyz = r0.xyz;
    oC0.w = r0.w;
    output.oC0 = oC0.xyzw;
    return output;
}
