// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 t0;
static precise float4 oC0;
static bool4 p0;
void l0();
void l1();
void l2();
void l6();
void l15();
void l0() {
    r0.xy = r0.xy + r1.xy;
    if (p0.w) l1();
}
void l1() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    if (p0.x) l2();
}
void l2() {
    r1.xyzw = r0.yzwx;
    if (p0.x) l6();
}
void l6() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    if (p0.y) l15();
}
void l15() {
    r0.xy = r0.xy + r1.xy;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r0.xyzw = r0.xyzw * r1.xyzw;
    if (p0.w) l0();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
