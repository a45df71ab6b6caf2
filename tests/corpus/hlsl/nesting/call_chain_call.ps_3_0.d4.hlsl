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
void l0();
void l352();
void l956();
void l1836();
void l0() {
    r0.xyzw = r0.xyzw + c9.xyzw;
    l352();
}
void l352() {
    r0.xyzw = r0.xyzw + c5.xyzw;
    l956();
}
void l956() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    l1836();
}
void l1836() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    l0();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
