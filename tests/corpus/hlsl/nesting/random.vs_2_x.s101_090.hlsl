// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c6 : register(c6);
bool b4 : register(b4);
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
static bool4 p0;
void l0();
void l4();
void l12();
void l13();
void l0() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (true) {
        [branch] if (b4) l4();
    }
}
void l4() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    [branch] if (r0.z > r1.z) {
        [branch] if (p0.x) l12();
    }
}
void l12() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    l13();
}
void l13() {
    r0.xyzw = r0.xyzw + c6.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    r0.xyzw = max(r0.xyzw, r1.xyzw);
    [branch] if (b13) l0();
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
