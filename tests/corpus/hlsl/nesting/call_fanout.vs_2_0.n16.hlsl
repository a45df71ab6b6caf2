// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c30 : register(c30);
float4 c36 : register(c36);
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
void l7();
void l8();
void l10();
void l13();
void l14();
void l15();
void l0() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l1() {
    r0.xyzw = r0.xyzw + c36.xyzw;
}
void l2() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l3() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l4() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l6() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l7() {
    r0.xyzw = r0.xyzw + c36.xyzw;
}
void l8() {
    r0.xyzw = r0.xyzw + c30.xyzw;
}
void l10() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l13() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l14() {
    r1.xyzw = r0.yzwx;
}
void l15() {
    r1.xyzw = r0.yzwx;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw * r1.xyzw;
    l0();
    l1();
    l2();
    l3();
    l4();
    l6();
    l7();
    l8();
    l10();
    l13();
    l14();
    l15();
    l0();
    l1();
    l2();
    l3();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
