// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c24 : register(c24);
float4 c27 : register(c27);
float4 c28 : register(c28);
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
void l149();
void l213();
void l1075();
void l1280();
void l1623();
void l149() {
    r0.x = dot(r0.xyzw, r1.xyzw);
    r1.xyzw = r0.yzwx;
    [branch] if (p0.y) l213();
}
void l213() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (p0.z) {
    }
    [branch] if (r0.z == r1.y) {
        l1075();
    }
}
void l1075() {
    r0.xyzw = r0.xyzw + c24.xyzw;
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (true) l1280();
}
void l1280() {
    r1.xyzw = r0.yzwx;
    r0.xyzw = r0.xyzw + c28.xyzw;
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (r0.x <= r1.x) {
        l1623();
    }
}
void l1623() {
    r0.xyzw = r0.xyzw + c27.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    [branch] if (!p0.w) l149();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
