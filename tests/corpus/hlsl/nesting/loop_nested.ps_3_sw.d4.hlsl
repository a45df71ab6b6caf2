// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c18 : register(c18);
float4 c23 : register(c23);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        [loop] for (int aL1 = 0; aL1 < 4; aL1++) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            [loop] for (int aL2 = 0; aL2 < 3; aL2++) {
                r0.xyzw = r0.xyzw + c23.xyzw;
                [loop] for (int aL3 = 0; aL3 < 4; aL3++) {
                    r0.xyzw = r0.xyzw + c18.xyzw;
                    r1.xyzw = r0.yzwx;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
