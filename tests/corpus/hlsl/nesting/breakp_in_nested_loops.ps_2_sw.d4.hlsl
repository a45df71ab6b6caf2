// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c16 : register(c16);
float4 c19 : register(c19);
float4 c21 : register(c21);
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
    bool4 p0 = false;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw < r1.xyzw;
    {
        r0.xyzw = r0.xyzw + c19.xyzw;
        for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw + c21.xyzw;
            for (int k2 = 0; k2 < 4; k2++) {
                r1.xyzw = r0.xyzw * r1.xyzw;
                for (int k3 = 0; k3 < 1; k3++) {
                    r0.xyzw = r0.xyzw + c16.xyzw;
                    if (!p0.z) break;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
