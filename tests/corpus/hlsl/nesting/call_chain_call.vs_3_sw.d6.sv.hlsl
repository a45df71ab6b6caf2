// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c8 : register(c8);
float4 c13 : register(c13);
float4 c15 : register(c15);
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
void l477();
void l569();
void l991();
void l1187();
void l1454();
void l1693();
void l477() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l569();
}
void l569() {
    r0.xyzw = r0.xyzw + c13.xyzw;
    l991();
}
void l991() {
    r0.xyzw = r0.xyzw + c13.xyzw;
    l1187();
}
void l1187() {
    r0.xyzw = r0.xyzw + c8.xyzw;
    l1454();
}
void l1454() {
    r0.xyzw = r0.xyzw + c15.xyzw;
    l1693();
}
void l1693() {
    r0.xy = r0.xy + r1.xy;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    l477();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
