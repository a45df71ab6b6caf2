// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c11 : register(c11);
float4 c16 : register(c16);
bool b11 : register(b11);
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
void l825();
void l1317();
void l1484();
void l825() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (b11) l1317();
}
void l1317() {
    r0.xyzw = r0.xyzw + c11.xyzw;
    [branch] if (false) l1484();
}
void l1484() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c16.xyzw;
    [branch] if (true) l825();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
