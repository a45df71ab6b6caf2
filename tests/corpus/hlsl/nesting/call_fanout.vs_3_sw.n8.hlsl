// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c17 : register(c17);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c24 : register(c24);
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
void l237();
void l324();
void l468();
void l542();
void l636();
void l1145();
void l1221();
void l1249();
void l237() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l324() {
    r0.xyzw = r0.xyzw + c24.xyzw;
}
void l468() {
    r1.xyzw = r0.yzwx;
}
void l542() {
    r0.xyzw = r0.xyzw + c17.xyzw;
}
void l636() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l1145() {
    r0.xyzw = r0.xyzw + c21.xyzw;
}
void l1221() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l1249() {
    r0.xyzw = r0.xyzw + c20.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r1.xyzw = r0.yzwx;
    l237();
    l324();
    l468();
    l542();
    l636();
    l1145();
    l1221();
    l1249();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
