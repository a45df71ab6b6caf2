// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c17 : register(c17);
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
void l780();
void l943();
void l1229();
void l1622();
void l780() {
    r0.xyzw = r0.xyzw + c10.xyzw;
    [branch] if (!p0.y) l943();
}
void l943() {
    r0.xyzw = r0.xyzw + c11.xyzw;
    [branch] if (!p0.z) l1229();
}
void l1229() {
    r0.xyzw = r0.xyzw + c17.xyzw;
    [branch] if (!p0.x) l1622();
}
void l1622() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.z) l780();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
