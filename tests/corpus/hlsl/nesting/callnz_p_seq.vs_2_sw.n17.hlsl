// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c29 : register(c29);
float4 c30 : register(c30);
float4 c34 : register(c34);
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
void l1();
void l2();
void l3();
void l4();
void l5();
void l7();
void l8();
void l11();
void l12();
void l13();
void l14();
void l0() {
    r0.xyzw = r0.xyzw + c30.xyzw;
}
void l1() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l2() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l3() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l4() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l5() {
    r0.xyzw = r0.xyzw + c29.xyzw;
}
void l7() {
    r0.xyzw = r0.xyzw + c34.xyzw;
}
void l8() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l11() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l12() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l13() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l14() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (p0.w) l0();
    [branch] if (p0.y) l1();
    [branch] if (p0.x) l2();
    [branch] if (p0.z) l3();
    [branch] if (p0.y) l4();
    [branch] if (p0.z) l5();
    [branch] if (p0.w) l7();
    [branch] if (p0.y) l8();
    [branch] if (p0.z) l11();
    [branch] if (p0.x) l12();
    [branch] if (p0.y) l13();
    [branch] if (p0.x) l14();
    [branch] if (p0.z) l0();
    [branch] if (p0.y) l1();
    [branch] if (p0.y) l2();
    [branch] if (p0.x) l3();
    [branch] if (p0.x) l4();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
