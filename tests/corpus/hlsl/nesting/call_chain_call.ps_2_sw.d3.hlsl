// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c5 : register(c5);
float4 c9 : register(c9);
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
void l7();
void l9();
void l11();
void l7() {
    r0.xy = r0.xy + r1.xy;
    l9();
}
void l9() {
    r0.xy = r0.xy + r1.xy;
    l11();
}
void l11() {
    r0.xyzw = r0.xyzw + c5.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c9.xyzw;
    l7();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
