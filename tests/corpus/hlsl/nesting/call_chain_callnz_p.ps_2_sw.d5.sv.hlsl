// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c13 : register(c13);
float4 c14 : register(c14);
float4 c16 : register(c16);
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
void l1();
void l5();
void l11();
void l13();
void l15();
void l1() {
    r0.xyzw = r0.xyzw + c16.xyzw;
    if (p0.w) l5();
}
void l5() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    if (p0.y) l11();
}
void l11() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    if (p0.x) l13();
}
void l13() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    if (p0.y) l15();
}
void l15() {
    r0.xyzw = r0.xyzw + c13.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r0.xyzw = r0.xyzw + c14.xyzw;
    if (p0.y) l1();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
