// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c35 : register(c35);
float4 c37 : register(c37);
float4 c40 : register(c40);
bool b3 : register(b3);
bool b12 : register(b12);
bool b13 : register(b13);
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
void l3();
void l7();
void l13();
void l2() {
    r0.xyzw = r0.xyzw + c37.xyzw;
}
void l3() {
    r0.xyzw = r0.xyzw + c40.xyzw;
}
void l7() {
    r0.xyzw = r0.xyzw + c40.xyzw;
}
void l13() {
    r0.xyzw = r0.xyzw + c35.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (b12) {
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    {
        r0.xyzw = r0.xyzw + c35.xyzw;
    }
    {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (b13) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    l2();
    {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    l3();
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xyzw = r0.xyzw + c35.xyzw;
    }
    l7();
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + c40.xyzw;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b3) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    l13();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
