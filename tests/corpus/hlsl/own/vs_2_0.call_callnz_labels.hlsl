// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c2 : register(c2);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
static precise float4 r0;
static float4 v0;
static precise float4 oPos;
void l1();
void l2();
void l1() {
    r0.xyzw = r0.xyzw + c1.xyzw;
}
void l2() {
    r0.xyzw = r0.xyzw * c2.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    l1();
    [branch] if (!false) l2();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
