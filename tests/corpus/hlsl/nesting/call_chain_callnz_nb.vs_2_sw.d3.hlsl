// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c56 : register(c56);
bool b11 : register(b11);
bool b14 : register(b14);
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
void l1();
void l3();
void l14();
void l1() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!false) l3();
}
void l3() {
    r0.xyzw = r0.xyzw + c56.xyzw;
    [branch] if (!b14) l14();
}
void l14() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (!b11) l1();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
