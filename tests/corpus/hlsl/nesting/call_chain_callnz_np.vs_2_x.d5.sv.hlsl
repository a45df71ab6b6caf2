// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
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
void l4();
void l9();
void l10();
void l12();
void l13();
void l4() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    [branch] if (!p0.w) l9();
}
void l9() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.y) l10();
}
void l10() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (!p0.y) l12();
}
void l12() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (!p0.y) l13();
}
void l13() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.w) l4();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
