// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
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
void l209();
void l515();
void l1232();
void l1610();
void l1934();
void l209() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    l515();
}
void l515() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    l1232();
}
void l1232() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    l1610();
}
void l1610() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    l1934();
}
void l1934() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = r1.xyzw + r0.xyzw;
    l209();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
