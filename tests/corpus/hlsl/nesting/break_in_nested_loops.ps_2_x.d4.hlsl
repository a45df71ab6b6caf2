// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c7 : register(c7);
float4 c12 : register(c12);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    {
        r0.xyzw = r0.xyzw + c7.xyzw;
        for (int k1 = 0; k1 < 4; k1++) {
            r0.xy = r0.xy + r1.xy;
            for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                {
                    r0.xyzw = r0.xyzw + c12.xyzw;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
