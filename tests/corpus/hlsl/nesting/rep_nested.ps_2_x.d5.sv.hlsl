// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c6 : register(c6);
float4 c8 : register(c8);
float4 c9 : register(c9);
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
    for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c6.xyzw;
        for (int k1 = 0; k1 < 3; k1++) {
            r1.xyzw = r0.xyzw * r1.xyzw;
            for (int k2 = 0; k2 < 2; k2++) {
                r0.xyzw = r0.xyzw + c8.xyzw;
                for (int k3 = 0; k3 < 3; k3++) {
                    r0.xyzw = r0.xyzw + c9.xyzw;
                    for (int k4 = 0; k4 < 2; k4++) {
                        r0.xyzw = r0.xyzw + c8.xyzw;
                        r0.x = dot(r0.xyzw, r1.xyzw);
                    }
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
