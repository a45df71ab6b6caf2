// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c34 : register(c34);
float4 c36 : register(c36);
float4 c38 : register(c38);
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
void l552();
void l776();
void l1285();
void l1897();
void l552() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    l776();
}
void l776() {
    r0.xyzw = r0.xyzw + c34.xyzw;
    l1285();
}
void l1285() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    l1897();
}
void l1897() {
    r0.xyzw = r0.xyzw + c38.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c36.xyzw;
    l552();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
