// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c17 : register(c17);
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
void l8();
void l8() {
    for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    l8();
    for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        {
            r0.xyzw = r0.xyzw + c17.xyzw;
            l8();
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
