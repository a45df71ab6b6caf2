// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c31 : register(c31);
float4 c32 : register(c32);
float4 c34 : register(c34);
float4 c37 : register(c37);
bool b0 : register(b0);
bool b2 : register(b2);
bool b4 : register(b4);
bool b6 : register(b6);
bool b13 : register(b13);
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
void l4();
void l5();
void l6();
void l7();
void l9();
void l10();
void l11();
void l12();
void l14();
void l15();
void l0() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l2() {
    r0.xyzw = r0.xyzw + c34.xyzw;
}
void l4() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l5() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l6() {
    r1.xyzw = r0.yzwx;
}
void l7() {
    r1.xyzw = r0.yzwx;
}
void l9() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l10() {
    r0.xyzw = r0.xyzw + c34.xyzw;
}
void l11() {
    r0.xyzw = r0.xyzw + c32.xyzw;
}
void l12() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l14() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l15() {
    r0.xyzw = r0.xyzw + c31.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c37.xyzw;
    [branch] if (b4) l0();
    [branch] if (true) l2();
    [branch] if (false) l4();
    [branch] if (b2) l5();
    [branch] if (false) l6();
    [branch] if (b13) l7();
    [branch] if (b0) l9();
    [branch] if (false) l10();
    [branch] if (b4) l11();
    [branch] if (true) l12();
    [branch] if (true) l14();
    [branch] if (b2) l15();
    [branch] if (false) l0();
    [branch] if (b6) l2();
    [branch] if (false) l4();
    [branch] if (b6) l5();
    [branch] if (false) l6();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
