// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c8 : register(c8);
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
void l1();
void l28();
void l507();
void l839();
void l1295();
void l1() {
    r0.xy = r0.xy + r1.xy;
    [branch] if (p0.x) l28();
}
void l28() {
    r0.xyzw = r0.xyzw + c5.xyzw;
    [branch] if (p0.w) l507();
}
void l507() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.y) l839();
}
void l839() {
    r0.xyzw = r0.xyzw + c8.xyzw;
    [branch] if (p0.y) l1295();
}
void l1295() {
    r0.xyzw = r0.xyzw + c6.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r0.xyzw = r0.xyzw + c4.xyzw;
    [branch] if (p0.z) l1();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
