// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c6 : register(c6);
float4 c8 : register(c8);
bool b1 : register(b1);
bool b10 : register(b10);
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
void l220();
void l1291();
void l1622();
void l1852();
void l220() {
    r0.xyzw = r0.xyzw + c6.xyzw;
    [branch] if (b1) l1291();
}
void l1291() {
    r0.xyzw = r0.xyzw + c8.xyzw;
    [branch] if (b10) l1622();
}
void l1622() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (true) l1852();
}
void l1852() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = r0.yzwx;
    [branch] if (true) l220();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
