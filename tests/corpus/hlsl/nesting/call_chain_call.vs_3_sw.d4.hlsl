// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c32 : register(c32);
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
void l387();
void l1026();
void l1278();
void l1823();
void l387() {
    r0.xyzw = r0.xyzw + c32.xyzw;
    l1026();
}
void l1026() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    l1278();
}
void l1278() {
    r1.xyzw = r0.xyzw * r1.xyzw;
    l1823();
}
void l1823() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    l387();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
