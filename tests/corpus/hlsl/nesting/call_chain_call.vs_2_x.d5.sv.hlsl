// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c7 : register(c7);
float4 c12 : register(c12);
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
void l5();
void l7();
void l15();
void l2() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    l4();
}
void l4() {
    r0.xyzw = r0.xyzw + c7.xyzw;
    l5();
}
void l5() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    l7();
}
void l7() {
    r0.xyzw = r0.xyzw + c12.xyzw;
    l15();
}
void l15() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xy = r0.xy + r1.xy;
    l2();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
