// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c55 : register(c55);
float4 c58 : register(c58);
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
void l760();
void l834();
void l1024();
void l1100();
void l1335();
void l1464();
void l1697();
void l1819();
void l760() {
    r0.xy = r0.xy + r1.xy;
}
void l834() {
    r0.xyzw = r0.xyzw + c58.xyzw;
}
void l1024() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l1100() {
    r0.xyzw = r0.xyzw + c55.xyzw;
}
void l1335() {
    r0.xy = r0.xy + r1.xy;
}
void l1464() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l1697() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l1819() {
    r1.xyzw = r0.yzwx;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c58.xyzw;
    l760();
    l834();
    l1024();
    l1100();
    l1335();
    l1464();
    l1697();
    l1819();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
