// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c14 : register(c14);
float4 c16 : register(c16);
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
void l178();
void l369();
void l483();
void l1502();
void l178() {
    r0.xyzw = r0.xyzw + c16.xyzw;
    [branch] if (p0.w) l369();
}
void l369() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.x) l483();
}
void l483() {
    r0.xyzw = r0.xyzw + c11.xyzw;
    [branch] if (p0.w) l1502();
}
void l1502() {
    r0.xyzw = r0.xyzw + c14.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r0.xyzw = r0.xyzw + c10.xyzw;
    [branch] if (p0.w) l178();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
