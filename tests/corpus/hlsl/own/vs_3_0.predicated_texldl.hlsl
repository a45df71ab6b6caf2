// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : TEXCOORD0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 o0 = 0;
    bool4 p0 = false;
    r1.xyzw = c0.xyzw;
    p0.xyzw = v1.xyzw > r1.xyzw;
    [branch] if (p0.x) {
        r0.xyzw = (tex2Dlod(s0, v1.xyzw)).xyzw;
    }
    [branch] if (!p0.y) {
        r0.xyzw = v0.xyzw;
    }
    [branch] if (p0.z) {
        r0.xyzw = r0.xyzw + v1.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
