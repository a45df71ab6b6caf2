// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
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
void l264();
void l865();
void l2011();
void l264() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (p0.w) l865();
}
void l865() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    [branch] if (p0.y) l2011();
}
void l2011() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (p0.w) l264();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
