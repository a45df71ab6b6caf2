// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c2 : register(c2);
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
void l1070();
void l1797();
void l1984();
void l1070() {
    r0.xyzw = r0.xyzw + c2.xyzw;
    l1797();
}
void l1797() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l1984();
}
void l1984() {
    r1.xyzw = r0.yzwx;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    l1070();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
