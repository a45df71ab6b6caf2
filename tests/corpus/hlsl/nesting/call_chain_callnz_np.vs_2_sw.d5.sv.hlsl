// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c26 : register(c26);
float4 c31 : register(c31);
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
void l3();
void l4();
void l6();
void l8();
void l12();
void l3() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    [branch] if (!p0.y) l4();
}
void l4() {
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.z) l6();
}
void l6() {
    r0.xyzw = r0.xyzw + c31.xyzw;
    [branch] if (!p0.x) l8();
}
void l8() {
    r0.xyzw = r0.xyzw + c26.xyzw;
    [branch] if (!p0.y) l12();
}
void l12() {
    r1.xyzw = r0.yzwx;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.z) l3();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
