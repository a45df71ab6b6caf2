// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c55 : register(c55);
float4 c56 : register(c56);
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
void l2();
void l4();
void l10();
void l14();
void l2() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
}
void l4() {
    r0.xyzw = r0.xyzw + c55.xyzw;
}
void l10() {
    r0.xyzw = r0.xyzw + c55.xyzw;
}
void l14() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (b10) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    l2();
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (!b10) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c56.xyzw;
    }
    l4();
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    l10();
    l14();
    if (true) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
