// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c16 : register(c16);
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
void l0();
void l1();
void l2();
void l3();
void l4();
void l5();
void l7();
void l8();
void l10();
void l11();
void l14();
void l15();
void l0() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l1() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l2() {
    r1.xyzw = r0.yzwx;
}
void l3() {
    r1.xyzw = r0.yzwx;
}
void l4() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l5() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l7() {
    r0.xyzw = r0.xyzw + c16.xyzw;
}
void l8() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l10() {
    r0.xyzw = r0.xyzw + c18.xyzw;
}
void l11() {
    r0.xyzw = r0.xyzw + c18.xyzw;
}
void l14() {
    r1.xyzw = r0.yzwx;
}
void l15() {
    r0.xyzw = r0.xyzw + c16.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = r0.yzwx;
    l0();
    l1();
    l2();
    l3();
    l4();
    l5();
    l7();
    l8();
    l10();
    l11();
    l14();
    l15();
    l0();
    l1();
    l2();
    l3();
    l4();
    l5();
    l7();
    l8();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
