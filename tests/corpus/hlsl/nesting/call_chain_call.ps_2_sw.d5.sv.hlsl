// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c9 : register(c9);
float4 c13 : register(c13);
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
void l4();
void l5();
void l9();
void l11();
void l1() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    l4();
}
void l4() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    l5();
}
void l5() {
    r0.xyzw = r0.xyzw + c13.xyzw;
    l9();
}
void l9() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    l11();
}
void l11() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c9.xyzw;
    l1();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
