// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c22 : register(c22);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oPos;
void l8();
void l8() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c22.xyzw;
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
