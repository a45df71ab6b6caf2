// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c46 : register(c46);
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
void l156();
void l1494();
void l1972();
void l156() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.y) l1494();
}
void l1494() {
    r0.xyzw = r0.xyzw + c46.xyzw;
    [branch] if (!p0.y) l1972();
}
void l1972() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (!p0.y) l156();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
