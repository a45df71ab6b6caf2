// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c34 : register(c34);
float4 c38 : register(c38);
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
void l2();
void l4();
void l10();
void l13();
void l15();
void l2() {
    r0.xyzw = r0.xyzw + c34.xyzw;
    l4();
}
void l4() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    l10();
}
void l10() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l13();
}
void l13() {
    r1.xyzw = r0.yzwx;
    l15();
}
void l15() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c38.xyzw;
    l2();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
