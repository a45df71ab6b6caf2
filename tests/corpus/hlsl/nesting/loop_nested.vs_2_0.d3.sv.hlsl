// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c18 : register(c18);
float4 c20 : register(c20);
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
    r1.xyzw = c0.xyzw;
    {
        r1.xyzw = r0.xyzw * r1.xyzw;
        [loop] for (int aL1 = 0; aL1 < 2; aL1++) {
            r0.xyzw = r0.xyzw + c20.xyzw;
            {
                r0.xyzw = r0.xyzw + c18.xyzw;
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
