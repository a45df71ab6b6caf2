// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c44 : register(c44);
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
void l605();
void l809();
void l1724();
void l1844();
void l2035();
void l605() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l809();
}
void l809() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l1724();
}
void l1724() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l1844();
}
void l1844() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    l2035();
}
void l2035() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c44.xyzw;
    l605();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
