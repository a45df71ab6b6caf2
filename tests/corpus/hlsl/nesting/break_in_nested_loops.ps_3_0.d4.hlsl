// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c21 : register(c21);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
        [loop] for (int k1 = 0; k1 < 3; k1++) {
            r0.xy = r0.xy + r1.xy;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xyzw = r0.xyzw + c21.xyzw;
                {
                    r1.xyzw = r1.xyzw + r0.xyzw;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
