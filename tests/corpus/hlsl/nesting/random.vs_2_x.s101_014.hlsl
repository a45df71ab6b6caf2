// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c48 : register(c48);
float4 c49 : register(c49);
float4 c55 : register(c55);
bool b3 : register(b3);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oPos;
static bool4 p0;
void l0();
void l1();
void l3();
void l13();
void l0() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
void l1() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l3() {
    r1.xyzw = r0.yzwx;
}
void l13() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    l0();
    [branch] if (r0.x != r1.z) {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    if (!false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.y == r1.w) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (p0.w) l1();
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (!p0.x) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (r0.z == r1.w) {
        r0.xyzw = r0.xyzw + c49.xyzw;
    }
    {
        r0.xyzw = r0.xyzw + c48.xyzw;
    }
    [branch] if (r0.w <= r1.w) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (!false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    l3();
    [branch] if (b3) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c48.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + c48.xyzw;
        [flatten] if (abs(r0.y - r1.w) != 0) break;
    }
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    l13();
    if (!false) {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
