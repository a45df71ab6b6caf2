// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c17 : register(c17);
float4 c20 : register(c20);
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
void l5();
void l6();
void l11();
void l14();
void l15();
void l5() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l6();
}
void l6() {
    r0.xyzw = r0.xyzw + c20.xyzw;
    l11();
}
void l11() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l14();
}
void l14() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l15();
}
void l15() {
    r0.xyzw = r0.xyzw + c17.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    l5();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
