// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c9 : register(c9);
float4 c14 : register(c14);
float4 c15 : register(c15);
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
void l98();
void l479();
void l665();
void l827();
void l873();
void l943();
void l1025();
void l1726();
void l1762();
void l1772();
void l1866();
void l1931();
void l98() {
    r0.xyzw = r0.xyzw + c15.xyzw;
}
void l479() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l665() {
    r0.xyzw = r0.xyzw + c14.xyzw;
}
void l827() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l873() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l943() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l1025() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l1726() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l1762() {
    r0.xyzw = r0.xyzw + c9.xyzw;
}
void l1772() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l1866() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l1931() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    l98();
    l479();
    l665();
    l827();
    l873();
    l943();
    l1025();
    l1726();
    l1762();
    l1772();
    l1866();
    l1931();
    l98();
    l479();
    l665();
    l827();
    l873();
    l943();
    l1025();
    l1726();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
