// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c13 : register(c13);
float4 c16 : register(c16);
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
void l426();
void l1326();
void l1788();
void l1906();
void l1916();
void l426() {
    r0.xyzw = r0.xyzw + c16.xyzw;
    [branch] if (!p0.x) l1326();
}
void l1326() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (!p0.x) l1788();
}
void l1788() {
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.y) l1906();
}
void l1906() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (!p0.y) l1916();
}
void l1916() {
    r0.xyzw = r0.xyzw + c13.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.x) l426();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
