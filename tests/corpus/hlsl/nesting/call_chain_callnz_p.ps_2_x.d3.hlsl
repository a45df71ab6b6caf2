// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c18 : register(c18);
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
void l4();
void l8();
void l9();
void l4() {
    r0.xyzw = r0.xyzw + c18.xyzw;
    if (p0.x) l8();
}
void l8() {
    r0.xyzw = r0.xyzw + c19.xyzw;
    if (p0.z) l9();
}
void l9() {
    r1.xyzw = r0.yzwx;
}
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    if (p0.z) l4();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
