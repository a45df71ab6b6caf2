// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c8 : register(c8);
float4 c11 : register(c11);
bool b3 : register(b3);
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
void l29();
void l329();
void l1100();
void l1329();
void l29() {
    r0.xyzw = r0.xyzw + c8.xyzw;
    [branch] if (!p0.x) l329();
}
void l329() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!b3) l1100();
}
void l1100() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.w) {
    }
    [branch] if (!p0.x) l1329();
}
void l1329() {
    r0.xyzw = r0.xyzw + c11.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    l29();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
