// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c8 : register(c8);
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
void l625();
void l1661();
void l1719();
void l1809();
void l625() {
    r0.xyzw = r0.xyzw + c8.xyzw;
    [branch] if (p0.w) l1661();
}
void l1661() {
    r0.xyzw = r0.xyzw + c15.xyzw;
    [branch] if (p0.x) l1719();
}
void l1719() {
    r0.xyzw = r0.xyzw + c8.xyzw;
    [branch] if (p0.z) l1809();
}
void l1809() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (p0.z) l625();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
