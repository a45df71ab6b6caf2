// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c16 : register(c16);
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
void l2();
void l8();
void l11();
void l2() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l8() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    l2();
}
void l11() {
    r0.xyzw = r0.xyzw + c17.xyzw;
    l8();
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c16.xyzw;
    l11();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
