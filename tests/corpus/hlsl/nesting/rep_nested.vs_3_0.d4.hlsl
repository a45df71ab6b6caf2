// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c50 : register(c50);
float4 c53 : register(c53);
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
        r0.xyzw = r0.xyzw * r1.xyzw;
        {
            r0.xyzw = r0.xyzw + c53.xyzw;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                {
                    r0.xy = r0.xy + r1.xy;
                    r0.xyzw = r0.xyzw + c50.xyzw;
                }
            }
        }
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
