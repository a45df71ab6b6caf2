// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c57 : register(c57);
float4 c62 : register(c62);
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
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    [loop] for (int k0 = 0; k0 < 4; k0++) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
        {
            r0.xyzw = r0.xyzw + c57.xyzw;
            [loop] for (int k2 = 0; k2 < 3; k2++) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                [loop] for (int k3 = 0; k3 < 3; k3++) {
                    r0.xyzw = r0.xyzw + c62.xyzw;
                    [flatten] if (!p0.w) break;
                }
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
