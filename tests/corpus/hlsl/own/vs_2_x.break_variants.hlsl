// Decompiled by dxsm from vs_2_a code.
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
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [loop] for (int k0 = 0; k0 < 10; k0++) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        [flatten] if (r0.x > r1.y) break;
        p0.xyzw = r0.xyzw < r1.xyzw;
        [flatten] if (!p0.y) break;
        [branch] if (r0.z == r1.z) {
            break;
        }
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
