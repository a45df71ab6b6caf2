// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c43 : register(c43);
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
void l4();
void l13();
void l3() {
    r0.xyzw = r0.xyzw + c43.xyzw;
    [branch] if (!p0.z) l4();
}
void l4() {
    r0.xy = r0.xy + r1.xy;
    [branch] if (!p0.z) l13();
}
void l13() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.z) l3();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
