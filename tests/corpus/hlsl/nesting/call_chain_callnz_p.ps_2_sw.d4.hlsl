// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c15 : register(c15);
float4 c18 : register(c18);
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
void l12();
void l13();
void l0() {
    r0.xyzw = r0.xyzw + c15.xyzw;
    if (p0.y) l1();
}
void l1() {
    r0.xyzw = r0.xyzw + c18.xyzw;
    if (p0.z) l12();
}
void l12() {
    r0.xyzw = r0.xyzw + c18.xyzw;
    if (p0.z) l13();
}
void l13() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    if (p0.x) l0();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
