// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c35 : register(c35);
float4 c36 : register(c36);
float4 c40 : register(c40);
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
void l10();
void l11();
void l13();
void l15();
void l0() {
    r0.xyzw = r0.xyzw + c35.xyzw;
    l2();
}
void l2() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    l10();
}
void l10() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    l11();
}
void l11() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    l13();
}
void l13() {
    r0.xyzw = r0.xyzw + c36.xyzw;
    l15();
}
void l15() {
    r0.xyzw = r0.xyzw + c40.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    l0();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
