// Decompiled by dxsm from ps_2_sw code.
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
void l0();
void l2();
void l6();
void l8();
void l9();
void l10();
void l13();
void l14();
void l0() {
    r0.xy = r0.xy + r1.xy;
}
void l2() {
    r0.xyzw = r0.xyzw + c17.xyzw;
}
void l6() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l8() {
    r0.xy = r0.xy + r1.xy;
}
void l9() {
    r1.xyzw = r0.yzwx;
}
void l10() {
    r0.xy = r0.xy + r1.xy;
}
void l13() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l14() {
    r1.xyzw = r0.yzwx;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    l0();
    l2();
    l6();
    l8();
    l9();
    l10();
    l13();
    l14();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
