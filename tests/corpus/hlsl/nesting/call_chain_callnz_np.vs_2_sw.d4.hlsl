// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c58 : register(c58);
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
void l2();
void l9();
void l10();
void l13();
void l2() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.y) l9();
}
void l9() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.x) l10();
}
void l10() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (!p0.y) l13();
}
void l13() {
    r0.xyzw = r0.xyzw + c58.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    [branch] if (!p0.z) l2();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
