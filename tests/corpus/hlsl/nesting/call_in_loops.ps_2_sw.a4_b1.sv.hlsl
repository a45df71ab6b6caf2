// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c10 : register(c10);
float4 c14 : register(c14);
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
void l4();
void l4() {
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        for (int k1 = 0; k1 < 3; k1++) {
            r1.xyzw = r1.xyzw + r0.xyzw;
            for (int k2 = 0; k2 < 3; k2++) {
                r0.xyzw = r0.xyzw + c14.xyzw;
                for (int k3 = 0; k3 < 3; k3++) {
                    r0.xyzw = r0.xyzw + c10.xyzw;
                    l4();
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
