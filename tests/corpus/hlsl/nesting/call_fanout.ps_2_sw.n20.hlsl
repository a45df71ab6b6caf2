// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c12 : register(c12);
float4 c17 : register(c17);
float4 c18 : register(c18);
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
void l1();
void l2();
void l3();
void l5();
void l6();
void l7();
void l9();
void l10();
void l12();
void l13();
void l14();
void l15();
void l1() {
    r0.xy = r0.xy + r1.xy;
}
void l2() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l3() {
    r0.xy = r0.xy + r1.xy;
}
void l5() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l6() {
    r0.xyzw = r0.xyzw + c12.xyzw;
}
void l7() {
    r0.xy = r0.xy + r1.xy;
}
void l9() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l10() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l12() {
    r0.xy = r0.xy + r1.xy;
}
void l13() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l14() {
    r0.xyzw = r0.xyzw + c17.xyzw;
}
void l15() {
    r0.xyzw = r0.xyzw + c18.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c17.xyzw;
    l1();
    l2();
    l3();
    l5();
    l6();
    l7();
    l9();
    l10();
    l12();
    l13();
    l14();
    l15();
    l1();
    l2();
    l3();
    l5();
    l6();
    l7();
    l9();
    l10();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
