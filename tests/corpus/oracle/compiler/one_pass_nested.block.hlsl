// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    r0.xyzw = v0.xyzw;
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        {
            r0.xyzw = r0.xyzw + c1.xyzw;
            {
                r0.xyzw = r0.xyzw + c2.xyzw;
            }
            r0.xyzw = r0.xyzw + c3.xyzw;
        }
        r0.xyzw = r0.xyzw + c4.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
