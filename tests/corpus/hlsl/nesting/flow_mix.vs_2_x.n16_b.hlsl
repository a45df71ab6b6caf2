// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c19 : register(c19);
float4 c20 : register(c20);
bool b1 : register(b1);
bool b5 : register(b5);
bool b6 : register(b6);
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
static bool4 p0;
void l3();
void l5();
void l8();
void l9();
void l3() {
    r1.xyzw = r0.xyzw * r1.xyzw;
}
void l5() {
    r0.xyzw = r0.xyzw + c17.xyzw;
}
void l8() {
    r1.xyzw = r0.yzwx;
}
void l9() {
    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [branch] if (r0.y > r1.w) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    l3();
    [branch] if (p0.w) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b12) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b6) {
    } else {
        r1.xyzw = r0.yzwx;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c19.xyzw;
    }
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = r0.xyzw + c16.xyzw;
    }
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        [flatten] if (p0.x) break;
    }
    [branch] if (p0.x) l5();
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.y > r1.y) {
        r1.xyzw = r0.yzwx;
    }
    l8();
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        [flatten] if (abs(r0.z - r1.y) == 0) break;
    }
    [branch] if (p0.z) l9();
    if (!false) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (!b1) {
        r1.xyzw = r0.yzwx;
    } else {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (r0.z != r1.w) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b5) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.w > r1.z) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (p0.z) {
        r0.xyzw = r0.xyzw + c20.xyzw;
    } else {
        r1.xyzw = r0.yzwx;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
