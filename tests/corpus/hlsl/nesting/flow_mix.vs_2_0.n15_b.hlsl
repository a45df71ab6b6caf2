// Decompiled by dxsm from vs_2_0 code.
float4 c[31] : register(c0);
bool b12 : register(b12);
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
void l3();
void l11();
void l13();
void l15();
void l3() {
    r0.xyzw = r0.xyzw + c[30].xyzw;
}
void l11() {
    r0.xyzw = r0.xyzw + c[26].xyzw;
}
void l13() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l15() {
    r0.xyzw = r0.xyzw + c[23].xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c[0].xyzw;
    if (true) {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    l3();
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + c[23].xyzw;
    }
    l11();
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + c[aL0 + 28].xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b12) {
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    l13();
    if (!true) {
        r0.xyzw = r0.xyzw + c[23].xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    l15();
    if (false) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
