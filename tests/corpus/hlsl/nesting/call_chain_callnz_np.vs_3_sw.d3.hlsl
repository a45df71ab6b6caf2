// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
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
void l713();
void l722();
void l1925();
void l713() {
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.y) l722();
}
void l722() {
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.y) l1925();
}
void l1925() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    r1.xyzw = r1.xyzw + r0.xyzw;
    [branch] if (!p0.w) l713();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
