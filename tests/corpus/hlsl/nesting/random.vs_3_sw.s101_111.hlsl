// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c14 : register(c14);
float4 c15 : register(c15);
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
void l407();
void l560();
void l407() {
    r0.xyzw = r0.xyzw + c15.xyzw;
    r1.xyzw = min(r1.xyzw, r0.xyzw);
    r0.xyzw = r0.xyzw + c14.xyzw;
}
void l560() {
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
    [branch] if (r0.x >= r1.x) {
        [branch] if (!p0.z) l407();
    }
    r0.xyzw = r0.xyzw + r1.xyzw;
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        {
            r1.xyzw = min(r1.xyzw, r0.xyzw);
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            l560();
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
