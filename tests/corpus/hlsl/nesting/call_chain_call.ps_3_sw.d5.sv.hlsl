// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
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
void l508();
void l917();
void l1123();
void l1932();
void l1974();
void l508() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    l917();
}
void l917() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    l1123();
}
void l1123() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l1932();
}
void l1932() {
    r0.xyzw = r0.xyzw + c8.xyzw;
    l1974();
}
void l1974() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    l508();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
