// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
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
void l3();
void l4();
void l5();
void l6();
void l7();
void l8();
void l10();
void l11();
void l12();
void l14();
void l0() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l1() {
    r0.xyzw = r0.xyzw + c19.xyzw;
}
void l3() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l4() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l5() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l6() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l7() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l8() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l10() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l11() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l12() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l14() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    if (p0.y) l0();
    if (p0.z) l1();
    if (p0.w) l3();
    if (p0.w) l4();
    if (p0.y) l5();
    if (p0.z) l6();
    if (p0.w) l7();
    if (p0.y) l8();
    if (p0.x) l10();
    if (p0.w) l11();
    if (p0.z) l12();
    if (p0.z) l14();
    if (p0.x) l0();
    if (p0.x) l1();
    if (p0.y) l3();
    if (p0.w) l4();
    if (p0.w) l5();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
