// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c33 : register(c33);
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
void l123();
void l1593();
void l1954();
void l123() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l1593() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    l123();
}
void l1954() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    l1593();
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.xyzw = r0.xyzw + c33.xyzw;
    l1954();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
