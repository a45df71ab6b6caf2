// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c17 : register(c17);
float4 c23 : register(c23);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oPos;
void l0();
void l1();
void l2();
void l3();
void l4();
void l6();
void l9();
void l10();
void l11();
void l13();
void l14();
void l15();
void l0() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l1() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l2() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l3() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l4() {
    r0.xyzw = r0.xyzw + c17.xyzw;
}
void l6() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l9() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l10() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l11() {
    r0.xyzw = r0.xyzw + c23.xyzw;
}
void l13() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l14() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l15() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l0();
    l1();
    l2();
    l3();
    l4();
    l6();
    l9();
    l10();
    l11();
    l13();
    l14();
    l15();
    l0();
    l1();
    l2();
    l3();
    l4();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
