// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c46 : register(c46);
float4 c50 : register(c50);
float4 c51 : register(c51);
bool b4 : register(b4);
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
void l0();
void l0() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
    [branch] if (b12) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (b4) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r0.xyzw = r0.xyzw + c51.xyzw;
    }
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    l0();
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c50.xyzw;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c46.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
