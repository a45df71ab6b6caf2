// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c7 : register(c7);
float4 c11 : register(c11);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
static bool4 p0;
void l871();
void l873();
void l881();
void l1045();
void l1531();
void l871() {
    r0.xyzw = r0.xyzw + c7.xyzw;
    [branch] if (p0.z) l873();
}
void l873() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (p0.w) l881();
}
void l881() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.y) l1045();
}
void l1045() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.x) l1531();
}
void l1531() {
    r0.xyzw = r0.xyzw + c11.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r1.xyzw = r0.yzwx;
    [branch] if (p0.y) l871();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
