// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
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
void l9();
void l14();
void l3() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.x) l9();
}
void l9() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.y) l14();
}
void l14() {
    r0.xy = r0.xy + r1.xy;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (p0.z) l3();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
