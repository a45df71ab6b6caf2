// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c17 : register(c17);
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
void l3();
void l4();
void l6();
void l9();
void l10();
void l11();
void l3() {
    r0.xyzw = r0.xyzw + c24.xyzw;
    l4();
}
void l4() {
    r0.xy = r0.xy + r1.xy;
    l6();
}
void l6() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l9();
}
void l9() {
    r0.xy = r0.xy + r1.xy;
    l10();
}
void l10() {
    r0.xyzw = r0.xyzw + c17.xyzw;
    l11();
}
void l11() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c23.xyzw;
    l3();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
