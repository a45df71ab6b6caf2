// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c28 : register(c28);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        [loop] for (int k1 = 0; k1 < 4; k1++) {
            r0.xyzw = r0.xyzw + c28.xyzw;
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r1.xyzw = r0.yzwx;
                [loop] for (int k3 = 0; k3 < 4; k3++) {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    [flatten] if (r0.w >= r1.w) break;
                }
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
