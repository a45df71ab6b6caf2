// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
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
static bool4 p0;
void l4();
void l8();
void l11();
void l13();
void l4() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    if (!p0.x) l8();
}
void l8() {
    r0.xyzw = r0.xyzw + c9.xyzw;
    if (!p0.y) l11();
}
void l11() {
    r1.xyzw = r0.yzwx;
    if (!p0.y) l13();
}
void l13() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r1.xyzw = r0.xyzw * r1.xyzw;
    if (!p0.x) l4();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
