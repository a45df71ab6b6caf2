// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c12 : register(c12);
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
void l45();
void l224();
void l1435();
void l45() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    l224();
}
void l224() {
    r0.xyzw = r0.xyzw + c12.xyzw;
    l1435();
}
void l1435() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    l45();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
