// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c12 : register(c12);
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
void l9();
void l14();
void l7() {
    r0.xy = r0.xy + r1.xy;
    l9();
}
void l9() {
    r0.xyzw = r0.xyzw + c12.xyzw;
    l14();
}
void l14() {
    r0.xy = r0.xy + r1.xy;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = r0.xyzw * r1.xyzw;
    l7();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
