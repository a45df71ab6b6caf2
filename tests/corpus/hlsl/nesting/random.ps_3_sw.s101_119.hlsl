// Decompiled by dxsm from ps_3_sw code.
float4 c0 : register(c0);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c19 : register(c19);
float4 c22 : register(c22);
float4 c23 : register(c23);
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
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + c17.xyzw;
        r0.xyzw = r0.xyzw + c16.xyzw;
        [loop] for (int k1 = 0; k1 < 4; k1++) {
            r0.xyzw = r0.xyzw + c23.xyzw;
            r0.xyzw = r0.xyzw + c16.xyzw;
            r0.xyzw = r0.xyzw + c22.xyzw;
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r0.xyzw = r0.xyzw + c23.xyzw;
                p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                r0.xyzw = r0.xyzw + c19.xyzw;
            }
        }
    }
    [branch] if (p0.z) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
