// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c17 : register(c17);
float4 c18 : register(c18);
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
void l1376();
void l1526();
void l1887();
void l1376() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.z) l1526();
}
void l1526() {
    r0.xyzw = r0.xyzw + c17.xyzw;
    [branch] if (p0.z) l1887();
}
void l1887() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    r0.xyzw = r0.xyzw + c18.xyzw;
    [branch] if (p0.x) l1376();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
