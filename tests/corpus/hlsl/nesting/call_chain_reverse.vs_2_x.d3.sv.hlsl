// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c27 : register(c27);
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
void l7();
void l11();
void l15();
void l7() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l11() {
    r0.xyzw = r0.xyzw + c27.xyzw;
    l7();
}
void l15() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    l11();
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw * r1.xyzw;
    l15();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
