// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c26 : register(c26);
float4 c28 : register(c28);
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
void l8();
void l12();
void l15();
void l4() {
    r0.xyzw = r0.xyzw + c28.xyzw;
    [branch] if (!p0.y) l8();
}
void l8() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    [branch] if (!p0.z) l12();
}
void l12() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (!p0.w) l15();
}
void l15() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    r0.xyzw = r0.xyzw + c26.xyzw;
    [branch] if (!p0.z) l4();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
