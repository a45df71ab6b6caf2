// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c14 : register(c14);
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
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw + c14.xyzw;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r1.xyzw = min(r1.xyzw, r0.xyzw);
                [loop] for (int k3 = 0; k3 < 3; k3++) {
                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                    [flatten] if (!p0.y) break;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
