// Decompiled by dxsm from vs_2_a code.
float4 c[57] : register(c0);
bool b6 : register(b6);
bool b10 : register(b10);
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
void l4();
void l10();
void l15();
void l4() {
    r0.xyzw = r0.xyzw + c[56].xyzw;
}
void l10() {
    r1.xyzw = r0.yzwx;
}
void l15() {
    r0.xyzw = r0.xyzw + c[50].xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c[1].xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    [branch] if (r0.y == r1.w) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (b6) {
        r0.xyzw = r0.xyzw + c[53].xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c[49].xyzw;
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    l4();
    [branch] if (b10) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c[51].xyzw;
    } else {
        r0.xyzw = r0.xyzw + c[55].xyzw;
    }
    if (false) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (!p0.w) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (p0.z) {
        r0.xyzw = r0.xyzw + c[55].xyzw;
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c[49].xyzw;
    }
    [branch] if (p0.y) l10();
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xyzw = r0.xyzw + c[aL0 + 55].xyzw;
    }
    if (false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c[49].xyzw;
    }
    {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (p0.y) l15();
    [branch] if (r0.w >= r1.x) {
        r0.xyzw = r0.xyzw + c[50].xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c[55].xyzw;
    } else {
        r0.xyzw = r0.xyzw + c[54].xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xyzw = r0.xyzw + c[49].xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (p0.y) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
