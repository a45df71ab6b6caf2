// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
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
    [loop] for (int aL0 = 0; aL0 < 2; aL0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        {
            r0.x = dot(r0.xyzw, r1.xyzw);
            [loop] for (int k2 = 0; k2 < 3; k2++) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                [loop] for (int k3 = 0; k3 < 3; k3++) {
                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    [loop] for (int k4 = 0; k4 < 4; k4++) {
                        r1.xyzw = r1.xyzw + r0.xyzw;
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    }
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
