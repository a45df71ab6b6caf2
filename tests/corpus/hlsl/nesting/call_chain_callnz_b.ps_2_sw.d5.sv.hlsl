// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c23 : register(c23);
float4 c24 : register(c24);
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
void l1();
void l5();
void l9();
void l14();
void l15();
void l1() {
    r0.xyzw = r0.xyzw + c24.xyzw;
    if (false) l5();
}
void l5() {
    r0.xyzw = r0.xyzw + c23.xyzw;
    if (false) l9();
}
void l9() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    if (true) l14();
}
void l14() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    if (false) l15();
}
void l15() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    r1.xyzw = r1.xyzw + r0.xyzw;
    if (true) l1();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
