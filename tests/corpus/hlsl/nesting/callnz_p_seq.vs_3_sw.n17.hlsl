// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c19 : register(c19);
float4 c21 : register(c21);
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
void l32();
void l76();
void l346();
void l483();
void l867();
void l1063();
void l1124();
void l1329();
void l1414();
void l1456();
void l1662();
void l1783();
void l32() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l76() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l346() {
    r0.xyzw = r0.xyzw + c21.xyzw;
}
void l483() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l867() {
    r0.xyzw = r0.xyzw + c19.xyzw;
}
void l1063() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1124() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1329() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l1414() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1456() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1662() {
    r0.xyzw = r0.xyzw + c19.xyzw;
}
void l1783() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (p0.z) l32();
    [branch] if (p0.y) l76();
    [branch] if (p0.y) l346();
    [branch] if (p0.z) l483();
    [branch] if (p0.w) l867();
    [branch] if (p0.y) l1063();
    [branch] if (p0.x) l1124();
    [branch] if (p0.y) l1329();
    [branch] if (p0.y) l1414();
    [branch] if (p0.x) l1456();
    [branch] if (p0.x) l1662();
    [branch] if (p0.y) l1783();
    [branch] if (p0.x) l32();
    [branch] if (p0.y) l76();
    [branch] if (p0.y) l346();
    [branch] if (p0.z) l483();
    [branch] if (p0.w) l867();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
