// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c54 : register(c54);
float4 c55 : register(c55);
float4 c57 : register(c57);
float4 c58 : register(c58);
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
void l9();
void l10();
void l12();
void l14();
void l0() {
    r0.xyzw = r0.xyzw + c58.xyzw;
}
void l1() {
    r0.xyzw = r0.xyzw + c54.xyzw;
}
void l2() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l3() {
    r0.xyzw = r0.xyzw + c57.xyzw;
}
void l4() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l6() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l7() {
    r0.xyzw = r0.xyzw + c55.xyzw;
}
void l8() {
    r0.xyzw = r0.xyzw + c58.xyzw;
}
void l9() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l10() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l12() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l14() {
    r0.xyzw = r0.xyzw + c55.xyzw;
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
    l7();
    l8();
    l9();
    l10();
    l12();
    l14();
    l0();
    l1();
    l2();
    l3();
    l4();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
