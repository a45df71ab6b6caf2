// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c11 : register(c11);
float4 c13 : register(c13);
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
void l11();
void l11() {
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c11.xyzw;
    }
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    l11();
    for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c13.xyzw;
        for (int k1 = 0; k1 < 4; k1++) {
            r1.xyzw = r0.yzwx;
            l11();
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
