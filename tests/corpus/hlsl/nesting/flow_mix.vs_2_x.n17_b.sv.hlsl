// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c50 : register(c50);
float4 c51 : register(c51);
float4 c52 : register(c52);
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
void l4();
void l6();
void l8();
void l9();
void l10();
void l12();
void l14();
void l0() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l4() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l6() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l8() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l9() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l10() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l12() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l14() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    l0();
    {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (r0.y <= r1.y) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c52.xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    l4();
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (!p0.w) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    [branch] if (!b3) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c51.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r1.xyzw + r0.xyzw;
        [flatten] if (r0.y >= r1.x) break;
    }
    l6();
    l8();
    [branch] if (p0.w) l9();
    [branch] if (p0.z) l10();
    [branch] if (p0.w) l12();
    [branch] if (p0.y) l14();
    [branch] if (p0.x) {
        r0.xyzw = r0.xyzw + c50.xyzw;
    }
    [branch] if (!p0.w) {
        r0.xyzw = r0.xyzw + c52.xyzw;
    }
    [branch] if (!p0.x) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
