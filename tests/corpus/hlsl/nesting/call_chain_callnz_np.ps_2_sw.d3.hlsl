// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c16 : register(c16);
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
void l1();
void l4();
void l11();
void l1() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    if (!p0.w) l4();
}
void l4() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    if (!p0.y) l11();
}
void l11() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    r0.xyzw = r0.xyzw + c16.xyzw;
    if (!p0.x) l1();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
