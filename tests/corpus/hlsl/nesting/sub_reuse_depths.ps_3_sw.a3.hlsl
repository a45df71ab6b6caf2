// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
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
void l112();
void l112() {
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.yzwx;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    l112();
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        [loop] for (int k1 = 0; k1 < 4; k1++) {
            r1.xyzw = r0.yzwx;
            {
                r1.xyzw = r0.yzwx;
                l112();
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
