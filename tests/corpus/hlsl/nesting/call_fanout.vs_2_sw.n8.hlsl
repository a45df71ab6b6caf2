// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c32 : register(c32);
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
void l3();
void l5();
void l6();
void l7();
void l9();
void l11();
void l0() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l1() {
    r0.xyzw = r0.xyzw + c32.xyzw;
}
void l3() {
    r0.xy = r0.xy + r1.xy;
}
void l5() {
    r0.xy = r0.xy + r1.xy;
}
void l6() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l7() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l9() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l11() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    l0();
    l1();
    l3();
    l5();
    l6();
    l7();
    l9();
    l11();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
