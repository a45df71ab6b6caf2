// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c32 : register(c32);
float4 c34 : register(c34);
float4 c36 : register(c36);
float4 c37 : register(c37);
bool b1 : register(b1);
bool b15 : register(b15);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 o0;
static bool4 p0;
void l61();
void l177();
void l552();
void l1181();
void l61() {
    r0.xyzw = r0.xyzw + c37.xyzw;
    r0.x = dot(r0.xyzw, r1.xyzw);
    [branch] if (r0.x < r1.x) {
        [branch] if (b1) l177();
    }
}
void l177() {
    r1.xyzw = r0.yzwx;
    [branch] if (!p0.x) {
        r0.xyzw = r0.xyzw + c32.xyzw;
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
        r0.xyzw = r0.xyzw + c36.xyzw;
    }
    [branch] if (r0.y != r1.x) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (!b15) l552();
}
void l552() {
    r0.xyzw = r0.xyzw + c32.xyzw;
    [branch] if (!p0.x) l1181();
}
void l1181() {
    r0.xyzw = r0.xyzw + c34.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    [branch] if (!p0.y) l61();
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
