// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c46 : register(c46);
float4 c48 : register(c48);
float4 c53 : register(c53);
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
void l175();
void l653();
void l1579();
void l175() {
    r0.xyzw = r0.xyzw + c48.xyzw;
    l653();
}
void l653() {
    r0.xyzw = r0.xyzw + c53.xyzw;
    l1579();
}
void l1579() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c46.xyzw;
    l175();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
