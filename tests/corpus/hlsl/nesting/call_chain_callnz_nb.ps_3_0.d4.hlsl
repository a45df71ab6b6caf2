// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c7 : register(c7);
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
void l290();
void l512();
void l962();
void l1972();
void l290() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!false) l512();
}
void l512() {
    r0.xyzw = r0.xyzw + c7.xyzw;
    [branch] if (!false) l962();
}
void l962() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    [branch] if (!false) l1972();
}
void l1972() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (!false) l290();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
