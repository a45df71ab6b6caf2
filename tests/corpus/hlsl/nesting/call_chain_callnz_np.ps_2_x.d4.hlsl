// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c9 : register(c9);
float4 c11 : register(c11);
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
void l2();
void l8();
void l13();
void l14();
void l2() {
    r0.xyzw = r0.xyzw + c9.xyzw;
    if (!p0.x) l8();
}
void l8() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    if (!p0.z) l13();
}
void l13() {
    r0.xyzw = r0.xyzw + c11.xyzw;
    if (!p0.y) l14();
}
void l14() {
    r1.xyzw = r0.yzwx;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    if (!p0.x) l2();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
