// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c54 : register(c54);
float4 c55 : register(c55);
float4 c56 : register(c56);
float4 c57 : register(c57);
float4 c58 : register(c58);
float4 c59 : register(c59);
float4 c60 : register(c60);
bool b3 : register(b3);
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
void l5();
void l10();
void l5() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
void l10() {
    r0.xyzw = r0.xyzw + c55.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c57.xyzw;
    }
    l5();
    {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (!b8) {
        r0.xyzw = r0.xyzw + c54.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c59.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c60.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c60.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (true) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    [branch] if (b3) {
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c58.xyzw;
    }
    [branch] if (b10) {
        r0.xyzw = r0.xyzw + c56.xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + c58.xyzw;
    }
    l10();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
