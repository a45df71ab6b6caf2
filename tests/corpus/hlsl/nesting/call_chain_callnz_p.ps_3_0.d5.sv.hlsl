// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c19 : register(c19);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
static bool4 p0;
void l56();
void l540();
void l1072();
void l1683();
void l2011();
void l56() {
    r0.xyzw = r0.xyzw + c19.xyzw;
    [branch] if (p0.x) l540();
}
void l540() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.w) l1072();
}
void l1072() {
    r0.xy = r0.xy + r1.xy;
    [branch] if (p0.z) l1683();
}
void l1683() {
    r0.xyzw = r0.xyzw + c19.xyzw;
    [branch] if (p0.y) l2011();
}
void l2011() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xy = r0.xy + r1.xy;
    [branch] if (p0.x) l56();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
