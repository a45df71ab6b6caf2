// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c16 : register(c16);
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
void l863();
void l904();
void l1015();
void l1181();
void l863() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (!p0.w) l904();
}
void l904() {
    r0.xyzw = r0.xyzw + c16.xyzw;
    [branch] if (!p0.z) l1015();
}
void l1015() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (!p0.z) l1181();
}
void l1181() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.x) l863();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
