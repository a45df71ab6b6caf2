// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
bool b5 : register(b5);
bool b15 : register(b15);
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
void l202();
void l720();
void l998();
void l1890();
void l202() {
    r0.xyzw = r0.xyzw * r1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    [branch] if (!p0.x) l720();
}
void l720() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    [branch] if (b5) {
        [branch] if (!false) l998();
    }
}
void l998() {
    r0.xy = r0.xy + r1.xy;
    r1.xyzw = r0.yzwx;
    r1.xyzw = r1.xyzw + r0.xyzw;
    [branch] if (r0.w <= r1.y) {
        [branch] if (p0.z) l1890();
    }
}
void l1890() {
    r0.xyzw = r0.xyzw + r1.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    r1.xyzw = r0.yzwx;
    [branch] if (p0.z) {
    }
    [branch] if (!b15) l202();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
