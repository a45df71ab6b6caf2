// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c8 : register(c8);
float4 c10 : register(c10);
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
void l15();
void l15() {
    r0.xyzw = r0.xyzw + c10.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c8.xyzw;
    l15();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
