// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c5 : register(c5);
float4 c7 : register(c7);
float4 c8 : register(c8);
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
    r1.xyzw = c0.xyzw;
    {
        r0.xyzw = r0.xyzw + c8.xyzw;
        [loop] for (int k1 = 0; k1 < 2; k1++) {
            r0.xyzw = r0.xyzw + c7.xyzw;
            [loop] for (int k2 = 0; k2 < 4; k2++) {
                r0.xy = r0.xy + r1.xy;
                [loop] for (int k3 = 0; k3 < 2; k3++) {
                    r0.xyzw = r0.xyzw + c5.xyzw;
                    [flatten] if (r0.y >= r1.z) break;
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
