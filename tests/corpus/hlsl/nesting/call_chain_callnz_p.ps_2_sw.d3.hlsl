// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
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
void l5();
void l10();
void l4() {
    r0.xy = r0.xy + r1.xy;
    if (p0.w) l5();
}
void l5() {
    r1.xyzw = r0.yzwx;
    if (p0.w) l10();
}
void l10() {
    r1.xyzw = r0.yzwx;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r0.xy = r0.xy + r1.xy;
    if (p0.y) l4();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
