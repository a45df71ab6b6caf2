// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c12 : register(c12);
float4 c15 : register(c15);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
static bool4 p0;
void l62();
void l132();
void l376();
void l1585();
void l62() {
    r0.xyzw = r0.xyzw + c15.xyzw;
    [branch] if (!p0.x) l132();
}
void l132() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.x) l376();
}
void l376() {
    r0.xyzw = r0.xyzw + c12.xyzw;
    [branch] if (!p0.y) l1585();
}
void l1585() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (!p0.z) l62();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
