// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c43 : register(c43);
float4 c45 : register(c45);
float4 c47 : register(c47);
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
void l505();
void l676();
void l743();
void l1028();
void l1291();
void l505() {
    r0.xyzw = r0.xyzw + c47.xyzw;
    r0.xyzw = r0.xyzw + c45.xyzw;
    [branch] if (r0.y <= r1.z) {
        [branch] if (false) l676();
    }
}
void l676() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l743();
}
void l743() {
    r0.xy = r0.xy + r1.xy;
    r0.xy = r0.xy + r1.xy;
    [branch] if (false) l1028();
}
void l1028() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    r0.xyzw = r0.xyzw + c43.xyzw;
    [branch] if (false) l1291();
}
void l1291() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r0.x = dot(r0.xyzw, r1.xyzw);
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.w) l505();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
