// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c53 : register(c53);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
static bool4 p0;
void l217();
void l229();
void l1384();
void l217() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (p0.z) l229();
}
void l229() {
    r0.xyzw = r0.xyzw + c53.xyzw;
    [branch] if (p0.z) l1384();
}
void l1384() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (p0.z) l217();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
