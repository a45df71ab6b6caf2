// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c34 : register(c34);
float4 c36 : register(c36);
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
void l9();
void l10();
void l15();
void l0() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (p0.x) l9();
}
void l9() {
    r1.xyzw = r0.yzwx;
    [branch] if (p0.y) l10();
}
void l10() {
    r0.xyzw = r0.xyzw + c34.xyzw;
    [branch] if (p0.z) l15();
}
void l15() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    r0.xyzw = r0.xyzw + c36.xyzw;
    [branch] if (p0.y) l0();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
