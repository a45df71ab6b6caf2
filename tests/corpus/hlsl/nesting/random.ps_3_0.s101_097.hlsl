// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c9 : register(c9);
float4 c15 : register(c15);
bool b13 : register(b13);
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
void l1444();
void l1857();
void l1871();
void l1936();
void l1444() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (r0.w > r1.x) {
        [branch] if (p0.y) l1857();
    }
}
void l1857() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.w) l1871();
}
void l1871() {
    r0.xyzw = r0.xyzw + c15.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (!b13) l1936();
}
void l1936() {
    r0.xyzw = r0.xyzw + c9.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r1.xyzw = r0.yzwx;
    [branch] if (p0.x) l1444();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
