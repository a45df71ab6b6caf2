// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c13 : register(c13);
float4 c14 : register(c14);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c18 : register(c18);
float4 c20 : register(c20);
bool b2 : register(b2);
bool b8 : register(b8);
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
void l6();
void l10();
void l13();
void l0() {
    r0.xyzw = r0.xyzw + c16.xyzw;
}
void l1() {
    r0.xyzw = r0.xyzw + c13.xyzw;
}
void l6() {
    r0.xyzw = r0.xyzw + c16.xyzw;
}
void l10() {
    r0.xyzw = r0.xyzw + c15.xyzw;
}
void l13() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    if (!true) {
        r0.xyzw = r0.xyzw + c14.xyzw;
    }
    l0();
    if (!true) {
        r0.xy = r0.xy + r1.xy;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c17.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c20.xyzw;
    }
    [branch] if (p0.z) l1();
    l6();
    [branch] if (b8) {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (p0.x) l10();
    [branch] if (b2) {
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (r0.x < r1.x) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (r0.x <= r1.z) {
        r0.xyzw = r0.xyzw + c18.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (!false) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (p0.z) l13();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
