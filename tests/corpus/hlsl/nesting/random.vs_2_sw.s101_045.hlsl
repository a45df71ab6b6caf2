// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c55 : register(c55);
float4 c58 : register(c58);
float4 c60 : register(c60);
float4 c62 : register(c62);
bool b7 : register(b7);
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
void l5();
void l6();
void l13();
void l15();
void l5() {
    r0.xyzw = r0.xyzw + c60.xyzw;
    r1.xyzw = r0.yzwx;
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (!b12) l6();
}
void l6() {
    r0.xyzw = r0.xyzw + c55.xyzw;
    r0.xyzw = r0.xyzw + c62.xyzw;
    [branch] if (r0.x > r1.z) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
    }
    [branch] if (!b7) l13();
}
void l13() {
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    [branch] if (p0.x) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        r0.xyzw = r0.xyzw + c58.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c58.xyzw;
        r0.xyzw = r0.xyzw + c62.xyzw;
    }
    if (false) {
    }
    [branch] if (p0.x) l15();
}
void l15() {
    r1.xyzw = r0.yzwx;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    l5();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
