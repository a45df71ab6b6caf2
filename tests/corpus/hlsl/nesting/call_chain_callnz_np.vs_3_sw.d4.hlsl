// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c9 : register(c9);
float4 c11 : register(c11);
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
void l503();
void l595();
void l856();
void l1158();
void l503() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (!p0.z) l595();
}
void l595() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (!p0.w) l856();
}
void l856() {
    r0.xyzw = r0.xyzw + c11.xyzw;
    [branch] if (!p0.x) l1158();
}
void l1158() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xyzw = r0.xyzw + c9.xyzw;
    [branch] if (!p0.w) l503();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
