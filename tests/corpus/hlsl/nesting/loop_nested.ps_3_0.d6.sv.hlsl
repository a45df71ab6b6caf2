// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c8 : register(c8);
float4 c15 : register(c15);
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
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + c15.xyzw;
        [loop] for (int aL1 = 0; aL1 < 2; aL1++) {
            r0.x = dot(r0.xyzw, r1.xyzw);
            {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                [loop] for (int aL3 = 0; aL3 < 3; aL3++) {
                    r0.xyzw = r0.xyzw + c15.xyzw;
                    {
                        r0.xyzw = r0.xyzw + c8.xyzw;
                        {
                            r0.xyzw = r0.xyzw + c8.xyzw;
                            r0.x = dot(r0.xyzw, r1.xyzw);
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
