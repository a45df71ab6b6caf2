// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c15 : register(c15);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c21 : register(c21);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
static bool4 p0;
void l350();
void l1459();
void l350() {
    r0.xy = r0.xy + r1.xy;
}
void l1459() {
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = r0.xyzw + c21.xyzw;
        [loop] for (int aL1 = 0; aL1 < 2; aL1++) {
            r0.xyzw = max(r0.xyzw, r1.xyzw);
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                r0.xyzw = r0.xyzw + r1.xyzw;
            }
            {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                [loop] for (int aL2 = 0; aL2 < 4; aL2++) {
                    r0.xyzw = r0.xyzw + c15.xyzw;
                    r0.xyzw = r0.xyzw + c20.xyzw;
                    r0.xyzw = r0.xyzw + c19.xyzw;
                }
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    l350();
    r0.xy = r0.xy + r1.xy;
    [branch] if (p0.w) l1459();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
