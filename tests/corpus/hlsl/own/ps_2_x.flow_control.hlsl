// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
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
void l1();
void l1() {
    r0.xyzw = r0.xyzw + c1.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    for (int k0 = 0; k0 < 4; k0++) {
        if (true) {
            l1();
        }
        if (r0.x >= r1.x) break;
    }
    p0.xyzw = r0.xyzw < r1.xyzw;
    r0.xyzw = (p0.xyzw) ? (float4)r1.xyzw : r0.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
