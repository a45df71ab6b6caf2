// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c10 : register(c10);
float4 c13 : register(c13);
float4 c15 : register(c15);
float4 c16 : register(c16);
bool b2 : register(b2);
bool b8 : register(b8);
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
void l6();
void l8();
void l10();
void l13();
void l6() {
    r0.xyzw = r0.xyzw * r1.xyzw;
}
void l8() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
void l10() {
    r0.xy = r0.xy + r1.xy;
}
void l13() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    if (!false) {
        r0.xyzw = r0.xyzw + c15.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (p0.y) l6();
    if (!true) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (p0.z) l8();
    [branch] if (r0.y >= r1.x) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (r0.x >= r1.w) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (r0.y < r1.y) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c13.xyzw;
    }
    [branch] if (b2) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b10) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        [flatten] if (!p0.z) break;
    }
    [branch] if (p0.y) l10();
    [branch] if (!p0.z) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    [branch] if (b8) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (false) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    l13();
    [branch] if (r0.z >= r1.z) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
