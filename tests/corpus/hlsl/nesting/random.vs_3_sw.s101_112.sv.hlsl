// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c17 : register(c17);
float4 c21 : register(c21);
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
void l256();
void l256() {
    {
        r0.xyzw = r0.xyzw + r1.xyzw;
        {
            r1.xyzw = r0.xyzw * r1.xyzw;
            if (!true) {
                r1.xyzw = r1.xyzw + r0.xyzw;
                p0.xyzw = r0.xyzw >= r1.xyzw;
            }
            p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.x = dot(r0.xyzw, r1.xyzw);
                r0.xyzw = r0.xyzw + (-r1.xyzw);
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    r0.xyzw = r0.xyzw + c21.xyzw;
    r0.xyzw = r0.xyzw + c17.xyzw;
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r0.xyzw = r0.xyzw + c17.xyzw;
        [loop] for (int k1 = 0; k1 < 2; k1++) {
            r1.xyzw = r0.xyzw * r1.xyzw;
            r0.x = dot(r0.xyzw, r1.xyzw);
            [branch] if (p0.w) l256();
        }
    }
    p0.xyzw = r0.xyzw >= r1.xyzw;
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
