// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c6 : register(c6);
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
        r0.xyzw = r0.xyzw + c6.xyzw;
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r1.xyzw = r0.yzwx;
            {
                r1.xyzw = r1.xyzw + r0.xyzw;
                {
                    r0.xyzw = r0.xyzw + c2.xyzw;
                    r1.xyzw = r0.xyzw * r1.xyzw;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
