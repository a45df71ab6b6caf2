// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c55 : register(c55);
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
void l349();
void l837();
void l1755();
void l1783();
void l1800();
void l2029();
void l349() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    l837();
}
void l837() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l1755();
}
void l1755() {
    r0.xyzw = r0.xyzw + c55.xyzw;
    l1783();
}
void l1783() {
    r0.xyzw = r0.xyzw + c59.xyzw;
    l1800();
}
void l1800() {
    r1.xyzw = r1.xyzw + r0.xyzw;
    l2029();
}
void l2029() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r1.xyzw = r0.yzwx;
    l349();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
