// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c10 : register(c10);
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
void l193();
void l273();
void l517();
void l1145();
void l193() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (p0.y) l273();
}
void l273() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (p0.w) l517();
}
void l517() {
    r0.xyzw = r0.xyzw + c10.xyzw;
    [branch] if (p0.y) l1145();
}
void l1145() {
    r0.xy = r0.xy + r1.xy;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (p0.x) l193();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
