// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c42 : register(c42);
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
void l624();
void l870();
void l1034();
void l624() {
    r1.xyzw = r0.yzwx;
    l870();
}
void l870() {
    r1.xyzw = r0.yzwx;
    [branch] if (!false) l1034();
}
void l1034() {
    r0.xyzw = r0.xyzw + c42.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c47.xyzw;
    l624();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
