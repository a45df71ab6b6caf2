// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c4 : register(c4);
float4 c9 : register(c9);
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
static bool4 p0;
void l3();
void l6();
void l14();
void l3() {
    r0.xyzw = r0.xyzw + c4.xyzw;
    [branch] if (p0.w) l6();
}
void l6() {
    r0.xyzw = r0.xyzw + c9.xyzw;
    [branch] if (p0.z) l14();
}
void l14() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r0.xyzw = r0.xyzw + c4.xyzw;
    [branch] if (p0.x) l3();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
