// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c56 : register(c56);
float4 c59 : register(c59);
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
void l724();
void l990();
void l1103();
void l1589();
void l1856();
void l724() {
    r0.xyzw = r0.xyzw + c56.xyzw;
    [branch] if (!p0.y) l990();
}
void l990() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (!p0.y) l1103();
}
void l1103() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!p0.x) l1589();
}
void l1589() {
    r0.xyzw = r0.xyzw + c59.xyzw;
    [branch] if (!p0.y) l1856();
}
void l1856() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (!p0.z) l724();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
