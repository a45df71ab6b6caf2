// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c11 : register(c11);
float4 c12 : register(c12);
float4 c13 : register(c13);
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
void l0();
void l2();
void l3();
void l4();
void l5();
void l8();
void l12();
void l13();
void l0() {
    r0.xyzw = r0.xyzw + c18.xyzw;
}
void l2() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l3() {
    r0.xyzw = r0.xyzw + c11.xyzw;
}
void l4() {
    r0.xyzw = r0.xyzw + c12.xyzw;
}
void l5() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l8() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l12() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l13() {
    r0.xyzw = r0.xyzw + c13.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xy = r0.xy + r1.xy;
    l0();
    l2();
    l3();
    l4();
    l5();
    l8();
    l12();
    l13();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
