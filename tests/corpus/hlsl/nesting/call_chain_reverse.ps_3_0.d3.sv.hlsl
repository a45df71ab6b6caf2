// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c21 : register(c21);
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
void l102();
void l159();
void l1992();
void l102() {
    r0.xyzw = r0.xyzw + c21.xyzw;
}
void l159() {
    r0.xyzw = r0.xyzw + c21.xyzw;
    l102();
}
void l1992() {
    r1.xyzw = r0.yzwx;
    l159();
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l1992();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
