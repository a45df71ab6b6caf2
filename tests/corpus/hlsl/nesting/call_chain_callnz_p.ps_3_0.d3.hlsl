// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c7 : register(c7);
float4 c9 : register(c9);
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
void l1554();
void l1728();
void l1867();
void l1554() {
    r0.xyzw = r0.xyzw + c10.xyzw;
    [branch] if (p0.z) l1728();
}
void l1728() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.w) l1867();
}
void l1867() {
    r0.xyzw = r0.xyzw + c9.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    r0.xyzw = r0.xyzw + c7.xyzw;
    [branch] if (p0.z) l1554();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
