// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c54 : register(c54);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
        [loop] for (int k1 = 0; k1 < 2; k1++) {
            r1.xyzw = r0.yzwx;
            [loop] for (int k2 = 0; k2 < 2; k2++) {
                r0.xyzw = r0.xyzw + c54.xyzw;
                [loop] for (int k3 = 0; k3 < 3; k3++) {
                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                    [loop] for (int k4 = 0; k4 < 3; k4++) {
                        r1.xyzw = r0.xyzw * r1.xyzw;
                        r0.xyzw = r0.xyzw + (-r1.xyzw);
                    }
                }
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
