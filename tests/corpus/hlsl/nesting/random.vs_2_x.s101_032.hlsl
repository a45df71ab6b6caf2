// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c16 : register(c16);
bool b1 : register(b1);
bool b8 : register(b8);
bool b10 : register(b10);
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
void l7();
void l10();
void l2() {
    r0.xyzw = r0.xyzw + c16.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    [branch] if (b8) {
        [branch] if (b10) l7();
    }
}
void l7() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.w) l10();
}
void l10() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [branch] if (b1) l2();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
