// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c19 : register(c19);
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
    r1.xyzw = c1.xyzw;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = r0.xyzw * r1.xyzw;
        {
            r0.xyzw = r0.xyzw + c19.xyzw;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                [loop] for (int k3 = 0; k3 < 2; k3++) {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    [loop] for (int k4 = 0; k4 < 4; k4++) {
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                        r1.xyzw = r0.yzwx;
                    }
                }
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
