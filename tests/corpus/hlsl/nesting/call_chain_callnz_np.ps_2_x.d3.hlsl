// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c14 : register(c14);
float4 c16 : register(c16);
float4 c20 : register(c20);
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
void l3();
void l6();
void l13();
void l3() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    if (!p0.z) l6();
}
void l6() {
    r0.xyzw = r0.xyzw + c14.xyzw;
    if (!p0.y) l13();
}
void l13() {
    r0.xyzw = r0.xyzw + c20.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r0.xyzw = r0.xyzw + c16.xyzw;
    if (!p0.y) l3();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
