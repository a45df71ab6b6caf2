// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c19 : register(c19);
float4 c20 : register(c20);
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
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        {
            r0.xyzw = r0.xyzw + c19.xyzw;
            {
                r0.xyzw = r0.xyzw + c19.xyzw;
                [loop] for (int aL3 = 0; aL3 < 2; aL3++) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    [loop] for (int aL4 = 0; aL4 < 3; aL4++) {
                        r0.xyzw = r0.xyzw + c20.xyzw;
                        {
                            r0.xyzw = r0.xyzw * r1.xyzw;
                            r0.xyzw = r0.xyzw + c20.xyzw;
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
