// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c5 : register(c5);
float4 c9 : register(c9);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
void l74();
void l902();
void l1117();
void l1121();
void l1234();
void l1593();
void l1810();
void l1965();
void l74() {
    r1.xyzw = r0.yzwx;
}
void l902() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l1117() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l1121() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1234() {
    r0.xyzw = r0.xyzw + c9.xyzw;
}
void l1593() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l1810() {
    r0.xyzw = r0.xyzw + c5.xyzw;
}
void l1965() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    l74();
    l902();
    l1117();
    l1121();
    l1234();
    l1593();
    l1810();
    l1965();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
