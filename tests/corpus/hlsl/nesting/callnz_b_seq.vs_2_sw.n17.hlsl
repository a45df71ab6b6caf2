// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c34 : register(c34);
float4 c35 : register(c35);
float4 c36 : register(c36);
bool b0 : register(b0);
bool b3 : register(b3);
bool b4 : register(b4);
bool b8 : register(b8);
bool b9 : register(b9);
bool b10 : register(b10);
bool b15 : register(b15);
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
void l1();
void l3();
void l4();
void l6();
void l7();
void l8();
void l9();
void l11();
void l12();
void l13();
void l14();
void l15();
void l1() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l3() {
    r1.xyzw = r0.yzwx;
}
void l4() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l6() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l7() {
    r0.xy = r0.xy + r1.xy;
}
void l8() {
    r1.xyzw = r0.yzwx;
}
void l9() {
    r0.xyzw = r0.xyzw + c34.xyzw;
}
void l11() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l12() {
    r0.xyzw = r0.xyzw + c35.xyzw;
}
void l13() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l14() {
    r0.xyzw = r0.xyzw + c36.xyzw;
}
void l15() {
    r0.xyzw = r0.xyzw + c34.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xy = r0.xy + r1.xy;
    [branch] if (b0) l1();
    [branch] if (b9) l3();
    [branch] if (false) l4();
    [branch] if (true) l6();
    [branch] if (b8) l7();
    [branch] if (b10) l8();
    [branch] if (b10) l9();
    [branch] if (true) l11();
    [branch] if (b10) l12();
    [branch] if (b8) l13();
    [branch] if (b15) l14();
    [branch] if (b9) l15();
    [branch] if (true) l1();
    [branch] if (b3) l3();
    [branch] if (true) l4();
    [branch] if (b4) l6();
    [branch] if (b4) l7();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
