// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c61 : register(c61);
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
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c61.xyzw;
        {
            r0.xy = r0.xy + r1.xy;
            {
                r1.xyzw = r0.xyzw * r1.xyzw;
                [loop] for (int k3 = 0; k3 < 3; k3++) {
                    r1.xyzw = r0.xyzw * r1.xyzw;
                    [flatten] if (r0.y >= r1.z) break;
                }
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
