// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c40 : register(c40);
float4 c43 : register(c43);
float4 c46 : register(c46);
float4 c47 : register(c47);
bool b1 : register(b1);
bool b8 : register(b8);
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
void l2();
void l4();
void l5();
void l7();
void l9();
void l11();
void l2() {
    r0.xy = r0.xy + r1.xy;
}
void l4() {
    r0.xyzw = r0.xyzw + c46.xyzw;
}
void l5() {
    r0.xyzw = r0.xyzw + c47.xyzw;
}
void l7() {
    r0.xyzw = r0.xyzw + c43.xyzw;
}
void l9() {
    r0.xy = r0.xy + r1.xy;
}
void l11() {
    r0.xy = r0.xy + r1.xy;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xyzw = r0.xyzw + c40.xyzw;
    }
    l2();
    [branch] if (b8) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    l4();
    l5();
    if (true) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    l7();
    l9();
    if (true) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    l11();
    [branch] if (b12) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b1) {
    } else {
        r0.xyzw = r0.xyzw + c43.xyzw;
    }
    if (!false) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
