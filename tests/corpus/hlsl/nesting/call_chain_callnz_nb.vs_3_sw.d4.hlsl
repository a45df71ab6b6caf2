// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c19 : register(c19);
bool b0 : register(b0);
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
void l833();
void l1004();
void l1303();
void l1347();
void l833() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (!false) l1004();
}
void l1004() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    [branch] if (!b0) l1303();
}
void l1303() {
    r0.xyzw = r0.xyzw + c19.xyzw;
    [branch] if (!true) l1347();
}
void l1347() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw * r1.xyzw;
    [branch] if (!false) l833();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
