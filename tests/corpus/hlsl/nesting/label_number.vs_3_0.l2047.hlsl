// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
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
void l2047();
void l2047() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    l2047();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
