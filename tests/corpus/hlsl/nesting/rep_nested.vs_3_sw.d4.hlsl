// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c38 : register(c38);
float4 c40 : register(c40);
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
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r0.xyzw = r0.xyzw + c40.xyzw;
            {
                r0.xyzw = r0.xyzw + c38.xyzw;
                [loop] for (int k3 = 0; k3 < 3; k3++) {
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    r0.x = dot(r0.xyzw, r1.xyzw);
                }
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
