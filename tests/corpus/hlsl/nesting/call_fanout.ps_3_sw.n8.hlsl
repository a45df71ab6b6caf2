// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c14 : register(c14);
float4 c15 : register(c15);
float4 c17 : register(c17);
float4 c19 : register(c19);
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
void l345();
void l751();
void l1198();
void l1217();
void l1574();
void l1631();
void l1661();
void l1830();
void l345() {
    r0.xyzw = r0.xyzw + c17.xyzw;
}
void l751() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l1198() {
    r0.xyzw = r0.xyzw + c21.xyzw;
}
void l1217() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l1574() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l1631() {
    r0.xyzw = r0.xyzw + c19.xyzw;
}
void l1661() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1830() {
    r0.xyzw = r0.xyzw + c15.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c14.xyzw;
    l345();
    l751();
    l1198();
    l1217();
    l1574();
    l1631();
    l1661();
    l1830();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
