// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c7 : register(c7);
float4 c11 : register(c11);
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
void l7();
void l7() {
    r0.xy = r0.xy + r1.xy;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c11.xyzw;
        for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw + c7.xyzw;
            for (int k2 = 0; k2 < 3; k2++) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                {
                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                    l7();
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
