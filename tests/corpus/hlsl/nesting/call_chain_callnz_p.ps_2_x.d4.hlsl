// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c19 : register(c19);
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
void l2();
void l11();
void l13();
void l0() {
    r1.xyzw = r0.yzwx;
    if (p0.x) l2();
}
void l2() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    if (p0.x) l11();
}
void l11() {
    r0.xyzw = r0.xyzw + c19.xyzw;
    if (p0.z) l13();
}
void l13() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r0.xy = r0.xy + r1.xy;
    if (p0.y) l0();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
