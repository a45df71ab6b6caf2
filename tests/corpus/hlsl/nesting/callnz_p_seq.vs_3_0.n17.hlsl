// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c52 : register(c52);
float4 c56 : register(c56);
float4 c57 : register(c57);
float4 c58 : register(c58);
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
void l98();
void l239();
void l252();
void l422();
void l731();
void l791();
void l930();
void l1429();
void l1621();
void l1728();
void l1804();
void l2041();
void l98() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l239() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l252() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l422() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l731() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l791() {
    r0.xyzw = r0.xyzw + c56.xyzw;
}
void l930() {
    r0.xyzw = r0.xyzw + c58.xyzw;
}
void l1429() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1621() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1728() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l1804() {
    r0.xyzw = r0.xyzw + c57.xyzw;
}
void l2041() {
    r0.xyzw = r0.xyzw + c57.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    r0.xyzw = r0.xyzw + c52.xyzw;
    [branch] if (p0.z) l98();
    [branch] if (p0.w) l239();
    [branch] if (p0.z) l252();
    [branch] if (p0.x) l422();
    [branch] if (p0.x) l731();
    [branch] if (p0.w) l791();
    [branch] if (p0.x) l930();
    [branch] if (p0.w) l1429();
    [branch] if (p0.z) l1621();
    [branch] if (p0.z) l1728();
    [branch] if (p0.z) l1804();
    [branch] if (p0.x) l2041();
    [branch] if (p0.y) l98();
    [branch] if (p0.y) l239();
    [branch] if (p0.w) l252();
    [branch] if (p0.z) l422();
    [branch] if (p0.y) l731();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
