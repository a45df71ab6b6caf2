// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c12 : register(c12);
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
void l364();
void l364() {
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r1.xyzw = r0.yzwx;
        [loop] for (int k1 = 0; k1 < 2; k1++) {
            r1.xyzw = r0.xyzw * r1.xyzw;
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r0.xyzw = r0.xyzw + r1.xyzw;
                r0.xyzw = r0.xyzw + c12.xyzw;
            }
        }
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    {
        r1.xyzw = r1.xyzw + r0.xyzw;
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = max(r0.xyzw, r1.xyzw);
            l364();
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
