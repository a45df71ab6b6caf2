// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c27 : register(c27);
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
void l3();
void l6();
void l2() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.w) l3();
}
void l3() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    [branch] if (!p0.w) l6();
}
void l6() {
    r0.xyzw = r0.xyzw + c27.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    [branch] if (!p0.w) l2();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
