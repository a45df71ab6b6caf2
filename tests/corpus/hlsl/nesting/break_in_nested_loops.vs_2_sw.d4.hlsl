// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c60 : register(c60);
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
    {
        r1.xyzw = r1.xyzw + r0.xyzw;
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r1.xyzw = r0.xyzw * r1.xyzw;
                {
                    r0.xyzw = r0.xyzw + c60.xyzw;
                }
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
