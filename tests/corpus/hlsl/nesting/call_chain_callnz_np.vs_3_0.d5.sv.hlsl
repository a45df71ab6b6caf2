// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c12 : register(c12);
float4 c15 : register(c15);
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
void l192();
void l556();
void l1217();
void l1295();
void l1409();
void l192() {
    r0.xyzw = r0.xyzw + c15.xyzw;
    [branch] if (!p0.z) l556();
}
void l556() {
    r0.xyzw = r0.xyzw + c15.xyzw;
    [branch] if (!p0.z) l1217();
}
void l1217() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (!p0.z) l1295();
}
void l1295() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (!p0.y) l1409();
}
void l1409() {
    r0.xyzw = r0.xyzw + c12.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (!p0.x) l192();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
