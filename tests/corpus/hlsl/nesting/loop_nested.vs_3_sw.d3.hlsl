// Decompiled by dxsm from vs_3_sw code.
float4 c1 : register(c1);
float4 c22 : register(c22);
float4 c24 : register(c24);
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
    r1.xyzw = c1.xyzw;
    [loop] for (int aL0 = 0; aL0 < 3; aL0++) {
        r0.xyzw = r0.xyzw + c24.xyzw;
        [loop] for (int aL1 = 0; aL1 < 3; aL1++) {
            r1.xyzw = min(r1.xyzw, r0.xyzw);
            {
                r1.xyzw = r0.yzwx;
                r0.xyzw = r0.xyzw + c22.xyzw;
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
