// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c12 : register(c12);
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
    r1.xyzw = c0.xyzw;
    {
        r0.xyzw = r0.xyzw + c12.xyzw;
        [loop] for (int aL1 = 0; aL1 < 2; aL1++) {
            r1.xyzw = r0.xyzw * r1.xyzw;
            [loop] for (int aL2 = 0; aL2 < 3; aL2++) {
                r0.xyzw = r0.xyzw + c17.xyzw;
                r0.xy = r0.xy + r1.xy;
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
