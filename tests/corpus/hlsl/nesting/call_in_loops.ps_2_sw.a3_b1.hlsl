// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c4 : register(c4);
float4 c6 : register(c6);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 t0;
static precise float4 oC0;
void l13();
void l13() {
    for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c4.xyzw;
        r0.xy = r0.xy + r1.xy;
    }
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        for (int k1 = 0; k1 < 3; k1++) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            for (int k2 = 0; k2 < 2; k2++) {
                r0.xyzw = r0.xyzw + c6.xyzw;
                l13();
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
