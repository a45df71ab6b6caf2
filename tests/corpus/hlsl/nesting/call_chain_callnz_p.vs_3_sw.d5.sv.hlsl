// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c19 : register(c19);
float4 c20 : register(c20);
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
static bool4 p0;
void l299();
void l341();
void l1499();
void l1505();
void l1969();
void l299() {
    r0.xy = r0.xy + r1.xy;
    [branch] if (p0.y) l341();
}
void l341() {
    r1.xyzw = r0.yzwx;
    [branch] if (p0.w) l1499();
}
void l1499() {
    r0.xyzw = r0.xyzw + c19.xyzw;
    [branch] if (p0.x) l1505();
}
void l1505() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (p0.x) l1969();
}
void l1969() {
    r0.xyzw = r0.xyzw + c20.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r1.xyzw = r0.yzwx;
    [branch] if (p0.x) l299();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
