// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
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
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        [loop] for (int k1 = 0; k1 < 4; k1++) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            {
                r0.xyzw = r0.xyzw + c15.xyzw;
                [loop] for (int k3 = 0; k3 < 4; k3++) {
                    r0.xyzw = r0.xyzw + c15.xyzw;
                    [flatten] if (r0.w > r1.z) break;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
