// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
bool b8 : register(b8);
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
void l13();
void l14();
void l13() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (false) l14();
}
void l14() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (!b8) l13();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
