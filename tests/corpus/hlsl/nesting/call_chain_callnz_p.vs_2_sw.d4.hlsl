// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c55 : register(c55);
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
void l5();
void l10();
void l12();
void l14();
void l5() {
    r0.xyzw = r0.xyzw + c55.xyzw;
    [branch] if (p0.x) l10();
}
void l10() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (p0.w) l12();
}
void l12() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    [branch] if (p0.w) l14();
}
void l14() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (p0.y) l5();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
