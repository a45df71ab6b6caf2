// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c5 : register(c5);
float4 c8 : register(c8);
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
void l623();
void l766();
void l1385();
void l2005();
void l623() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l766();
}
void l766() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    l1385();
}
void l1385() {
    r0.xyzw = r0.xyzw + c2.xyzw;
    l2005();
}
void l2005() {
    r0.xyzw = r0.xyzw + c5.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c8.xyzw;
    l623();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
