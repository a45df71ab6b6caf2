// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c49 : register(c49);
float4 c50 : register(c50);
float4 c51 : register(c51);
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
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r0.xyzw = r0.xyzw + c49.xyzw;
        [loop] for (int k1 = 0; k1 < 4; k1++) {
            r0.xyzw = r0.xyzw + c51.xyzw;
            {
                r0.x = dot(r0.xyzw, r1.xyzw);
                [loop] for (int k3 = 0; k3 < 2; k3++) {
                    r0.x = dot(r0.xyzw, r1.xyzw);
                    r0.xyzw = r0.xyzw + c50.xyzw;
                }
            }
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
