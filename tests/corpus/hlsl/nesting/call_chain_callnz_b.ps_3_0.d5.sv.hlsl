// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c4 : register(c4);
float4 c8 : register(c8);
bool b4 : register(b4);
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
void l961();
void l1011();
void l1021();
void l1378();
void l1762();
void l961() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (b4) l1011();
}
void l1011() {
    r0.xyzw = r0.xyzw + c4.xyzw;
    [branch] if (b4) l1021();
}
void l1021() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (true) l1378();
}
void l1378() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (true) l1762();
}
void l1762() {
    r0.xyzw = r0.xyzw + c8.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = r0.yzwx;
    [branch] if (true) l961();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
