// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c20 : register(c20);
float4 c24 : register(c24);
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
static bool4 p0;
void l8();
void l8() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xyzw = r0.xyzw + c24.xyzw;
    l8();
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
        for (int k1 = 0; k1 < 4; k1++) {
            r0.xyzw = r0.xyzw + c24.xyzw;
            for (int k2 = 0; k2 < 2; k2++) {
                r1.xyzw = r0.xyzw * r1.xyzw;
                r0.xyzw = r0.xyzw + c20.xyzw;
                if (p0.z) break;
                r0.xy = r0.xy + r1.xy;
            }
        }
    }
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
