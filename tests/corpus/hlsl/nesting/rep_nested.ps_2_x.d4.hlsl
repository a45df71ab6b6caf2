// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c15 : register(c15);
float4 c17 : register(c17);
float4 c18 : register(c18);
float4 c19 : register(c19);
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
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c17.xyzw;
        for (int k1 = 0; k1 < 2; k1++) {
            r0.xyzw = r0.xyzw + c18.xyzw;
            for (int k2 = 0; k2 < 2; k2++) {
                r0.xyzw = r0.xyzw + c18.xyzw;
                for (int k3 = 0; k3 < 4; k3++) {
                    r0.xyzw = r0.xyzw + c19.xyzw;
                    r0.xyzw = r0.xyzw + c15.xyzw;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
