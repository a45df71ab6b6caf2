// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c5 : register(c5);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
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
void l16();
void l123();
void l387();
void l483();
void l686();
void l979();
void l1180();
void l1576();
void l1738();
void l1836();
void l1857();
void l1976();
void l16() {
    r0.xyzw = r0.xyzw + c11.xyzw;
}
void l123() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l387() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l483() {
    r0.xyzw = r0.xyzw + c5.xyzw;
}
void l686() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l979() {
    r0.xyzw = r0.xyzw + c10.xyzw;
}
void l1180() {
    r0.xyzw = r0.xyzw + c9.xyzw;
}
void l1576() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l1738() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
void l1836() {
    r0.xyzw = r0.xyzw + c9.xyzw;
}
void l1857() {
    r0.xyzw = r0.xyzw + c5.xyzw;
}
void l1976() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (p0.y) l16();
    [branch] if (p0.y) l123();
    [branch] if (p0.y) l387();
    [branch] if (p0.y) l483();
    [branch] if (p0.z) l686();
    [branch] if (p0.z) l979();
    [branch] if (p0.w) l1180();
    [branch] if (p0.w) l1576();
    [branch] if (p0.w) l1738();
    [branch] if (p0.x) l1836();
    [branch] if (p0.z) l1857();
    [branch] if (p0.x) l1976();
    [branch] if (p0.z) l16();
    [branch] if (p0.z) l123();
    [branch] if (p0.z) l387();
    [branch] if (p0.z) l483();
    [branch] if (p0.w) l686();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
