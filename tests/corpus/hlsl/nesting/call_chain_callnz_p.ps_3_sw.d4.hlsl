// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c21 : register(c21);
float4 c24 : register(c24);
float4 c25 : register(c25);
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
void l893();
void l964();
void l1457();
void l1966();
void l893() {
    r1.xyzw = r0.yzwx;
    [branch] if (p0.z) l964();
}
void l964() {
    r0.xyzw = r0.xyzw + c21.xyzw;
    [branch] if (p0.z) l1457();
}
void l1457() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    [branch] if (p0.y) l1966();
}
void l1966() {
    r0.xyzw = r0.xyzw + c24.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r0.xyzw = r0.xyzw + c25.xyzw;
    [branch] if (p0.y) l893();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
