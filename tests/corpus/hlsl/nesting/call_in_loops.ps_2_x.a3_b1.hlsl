// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c10 : register(c10);
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
void l12();
void l12() {
    for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        r1.xyzw = r0.yzwx;
    }
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c10.xyzw;
        for (int k1 = 0; k1 < 3; k1++) {
            r1.xyzw = r0.yzwx;
            for (int k2 = 0; k2 < 3; k2++) {
                r0.xy = r0.xy + r1.xy;
                l12();
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
