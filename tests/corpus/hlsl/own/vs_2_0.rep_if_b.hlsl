// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        if (true) {
            r0.xyzw = r0.xyzw + c1.xyzw;
        } else {
            r0.xyzw = r0.xyzw + (-c1.xyzw);
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
