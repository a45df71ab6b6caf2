// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
bool b12 : register(b12);
bool b14 : register(b14);
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
void l7();
void l12();
void l15();
void l3() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    l7();
}
void l7() {
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    p0.xyzw = r0.xyzw <= r1.xyzw;
    [branch] if (!b12) l12();
}
void l12() {
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    [branch] if (r0.z <= r1.x) {
        [branch] if (!b14) l15();
    }
}
void l15() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    [branch] if (r0.w <= r1.x) {
    }
    [branch] if (r0.z == r1.y) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    } else {
    }
    [branch] if (!p0.w) l3();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
