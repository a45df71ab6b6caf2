// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c17 : register(c17);
float4 c18 : register(c18);
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
    r1.xyzw = c1.xyzw;
    for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            {
                r0.xyzw = r0.xyzw + c18.xyzw;
                for (int k3 = 0; k3 < 4; k3++) {
                    r0.xyzw = r0.xyzw + c17.xyzw;
                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
