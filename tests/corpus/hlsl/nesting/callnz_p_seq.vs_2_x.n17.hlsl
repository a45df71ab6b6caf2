// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c47 : register(c47);
float4 c48 : register(c48);
float4 c49 : register(c49);
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
static bool4 p0;
void l0();
void l2();
void l3();
void l4();
void l5();
void l7();
void l8();
void l10();
void l11();
void l12();
void l13();
void l15();
void l0() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l2() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l3() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l4() {
    r0.xyzw = r0.xyzw + c47.xyzw;
}
void l5() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l7() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l8() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l10() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l11() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l12() {
    r0.xyzw = r0.xyzw + c49.xyzw;
}
void l13() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l15() {
    r0.xyzw = r0.xyzw + c48.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.w) l0();
    [branch] if (p0.w) l2();
    [branch] if (p0.z) l3();
    [branch] if (p0.z) l4();
    [branch] if (p0.z) l5();
    [branch] if (p0.z) l7();
    [branch] if (p0.x) l8();
    [branch] if (p0.y) l10();
    [branch] if (p0.w) l11();
    [branch] if (p0.w) l12();
    [branch] if (p0.x) l13();
    [branch] if (p0.z) l15();
    [branch] if (p0.x) l0();
    [branch] if (p0.z) l2();
    [branch] if (p0.z) l3();
    [branch] if (p0.x) l4();
    [branch] if (p0.y) l5();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
