// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c5 : register(c5);
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
        r0.xyzw = r0.xyzw + c5.xyzw;
        [loop] for (int aL1 = 0; aL1 < 2; aL1++) {
            r0.xyzw = r0.xyzw * r1.xyzw;
            [loop] for (int aL2 = 0; aL2 < 3; aL2++) {
                r0.x = dot(r0.xyzw, r1.xyzw);
                [loop] for (int k3 = 0; k3 < 4; k3++) {
                    r0.x = dot(r0.xyzw, r1.xyzw);
                    r0.xyzw = r0.xyzw + r1.xyzw;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
