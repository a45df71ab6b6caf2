// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c12 : register(c12);
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
void l869();
void l1107();
void l1272();
void l869() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (!p0.z) l1107();
}
void l1107() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (!p0.x) l1272();
}
void l1272() {
    r0.xyzw = r0.xyzw + c12.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (!p0.w) l869();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
