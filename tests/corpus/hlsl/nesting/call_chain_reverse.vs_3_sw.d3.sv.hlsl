// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
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
void l633();
void l1358();
void l1468();
void l633() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l1358() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    l633();
}
void l1468() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    l1358();
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw * r1.xyzw;
    l1468();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
