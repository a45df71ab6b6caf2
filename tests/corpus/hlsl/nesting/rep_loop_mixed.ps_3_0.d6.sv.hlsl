// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c16 : register(c16);
float4 c17 : register(c17);
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
    r1.xyzw = c1.xyzw;
    [loop] for (int aL0 = 0; aL0 < 4; aL0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        {
            r1.xyzw = r0.xyzw * r1.xyzw;
            [loop] for (int aL1 = 0; aL1 < 3; aL1++) {
                r0.xy = r0.xy + r1.xy;
                [loop] for (int k3 = 0; k3 < 4; k3++) {
                    r0.xyzw = r0.xyzw + c17.xyzw;
                    [loop] for (int k4 = 0; k4 < 2; k4++) {
                        r0.xy = r0.xy + r1.xy;
                        {
                            r1.xyzw = r1.xyzw + r0.xyzw;
                            r0.xyzw = r0.xyzw + c16.xyzw;
                        }
                    }
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
