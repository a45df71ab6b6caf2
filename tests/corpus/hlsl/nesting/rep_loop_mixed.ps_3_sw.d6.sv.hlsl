// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c5 : register(c5);
float4 c8 : register(c8);
float4 c9 : register(c9);
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
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        {
            r0.xyzw = r0.xyzw + c8.xyzw;
            [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                [loop] for (int k3 = 0; k3 < 4; k3++) {
                    r0.xyzw = r0.xyzw + c9.xyzw;
                    {
                        r0.xyzw = r0.xyzw + c5.xyzw;
                        [loop] for (int k5 = 0; k5 < 2; k5++) {
                            r0.xyzw = r0.xyzw + r1.xyzw;
                            r1.xyzw = min(r1.xyzw, r0.xyzw);
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
