// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c13 : register(c13);
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
void l876();
void l1231();
void l1929();
void l876() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (!p0.y) l1231();
}
void l1231() {
    r0.xyzw = r0.xyzw + c13.xyzw;
    [branch] if (!p0.z) l1929();
}
void l1929() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (!p0.y) l876();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
