// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c22 : register(c22);
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
void l3();
void l12();
void l0() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    l2();
}
void l2() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    l3();
}
void l3() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    l12();
}
void l12() {
    r0.xy = r0.xy + r1.xy;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c22.xyzw;
    l0();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
