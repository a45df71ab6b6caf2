// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c36 : register(c36);
float4 c38 : register(c38);
float4 c39 : register(c39);
float4 c42 : register(c42);
float4 c43 : register(c43);
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
void l2();
void l3();
void l4();
void l6();
void l7();
void l8();
void l9();
void l10();
void l11();
void l14();
void l15();
void l0() {
    r1.xyzw = r0.yzwx;
}
void l2() {
    r0.xyzw = r0.xyzw + c36.xyzw;
}
void l3() {
    r0.xyzw = r0.xyzw + c43.xyzw;
}
void l4() {
    r0.xyzw = r0.xyzw + c39.xyzw;
}
void l6() {
    r1.xyzw = r0.yzwx;
}
void l7() {
    r0.xyzw = r0.xyzw + c38.xyzw;
}
void l8() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l9() {
    r0.xyzw = r0.xyzw + c42.xyzw;
}
void l10() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l11() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l14() {
    r0.xyzw = r0.xyzw + c43.xyzw;
}
void l15() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r1.xyzw = r0.yzwx;
    l0();
    l2();
    l3();
    l4();
    l6();
    l7();
    l8();
    l9();
    l10();
    l11();
    l14();
    l15();
    l0();
    l2();
    l3();
    l4();
    l6();
    l7();
    l8();
    l9();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
