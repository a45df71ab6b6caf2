// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
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
void l1058();
void l1484();
void l1830();
void l1058() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l1484();
}
void l1484() {
    r0.xy = r0.xy + r1.xy;
    l1830();
}
void l1830() {
    r0.xy = r0.xy + r1.xy;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l1058();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
