// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c7 : register(c7);
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
        r0.xyzw = r0.xyzw + c7.xyzw;
        {
            r0.xyzw = r0.xyzw + c3.xyzw;
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r0.xyzw = r0.xyzw + c3.xyzw;
                {
                    r0.xyzw = r0.xyzw + r1.xyzw;
                    [loop] for (int k4 = 0; k4 < 2; k4++) {
                        r0.xyzw = r0.xyzw + c4.xyzw;
                        r0.xyzw = r0.xyzw * r1.xyzw;
                    }
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
