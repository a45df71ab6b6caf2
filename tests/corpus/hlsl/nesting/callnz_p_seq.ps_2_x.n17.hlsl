// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c14 : register(c14);
float4 c19 : register(c19);
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
void l0();
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
void l15();
void l0() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1() {
    r0.xyzw = r0.xyzw + c19.xyzw;
}
void l2() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l3() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l5() {
    r0.xy = r0.xy + r1.xy;
}
void l6() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l7() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l9() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l10() {
    r0.xyzw = r0.xyzw + c19.xyzw;
}
void l12() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l13() {
    r0.xyzw = r0.xyzw + c14.xyzw;
}
void l15() {
    r0.xyzw = r0.xyzw + c14.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    r1.xyzw = r1.xyzw + r0.xyzw;
    if (p0.w) l0();
    if (p0.y) l1();
    if (p0.z) l2();
    if (p0.y) l3();
    if (p0.x) l5();
    if (p0.x) l6();
    if (p0.y) l7();
    if (p0.z) l9();
    if (p0.z) l10();
    if (p0.y) l12();
    if (p0.x) l13();
    if (p0.x) l15();
    if (p0.z) l0();
    if (p0.z) l1();
    if (p0.y) l2();
    if (p0.z) l3();
    if (p0.w) l5();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
