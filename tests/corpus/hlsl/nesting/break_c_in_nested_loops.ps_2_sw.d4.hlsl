// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
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
    for (int k0 = 0; k0 < 4; k0++) {
        r0.xy = r0.xy + r1.xy;
        for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
            for (int k2 = 0; k2 < 3; k2++) {
                r0.xy = r0.xy + r1.xy;
                for (int k3 = 0; k3 < 3; k3++) {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    if (r0.y <= r1.y) break;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
