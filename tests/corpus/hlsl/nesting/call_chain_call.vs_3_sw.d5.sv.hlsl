// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c53 : register(c53);
float4 c59 : register(c59);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
void l236();
void l374();
void l1301();
void l1516();
void l1792();
void l236() {
    r0.xyzw = r0.xyzw + c59.xyzw;
    l374();
}
void l374() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l1301();
}
void l1301() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l1516();
}
void l1516() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    l1792();
}
void l1792() {
    r0.xyzw = r0.xyzw + c53.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c53.xyzw;
    l236();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
