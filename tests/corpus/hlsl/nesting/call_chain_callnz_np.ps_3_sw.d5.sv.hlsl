// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c19 : register(c19);
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
void l122();
void l485();
void l948();
void l1080();
void l1889();
void l122() {
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.w) l485();
}
void l485() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (!p0.w) l948();
}
void l948() {
    r0.xyzw = r0.xyzw + c19.xyzw;
    [branch] if (!p0.y) l1080();
}
void l1080() {
    r0.xyzw = r0.xyzw + c19.xyzw;
    [branch] if (!p0.w) l1889();
}
void l1889() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.z) l122();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
