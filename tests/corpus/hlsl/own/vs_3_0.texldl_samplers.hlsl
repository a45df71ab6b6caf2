// Decompiled by dxsm from vs_3_0 code.
sampler2D s0 : register(s0);
samplerCUBE s1 : register(s1);
sampler3D s2 : register(s2);
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
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 o0 = 0;
    r0.xyzw = (tex2Dlod(s0, v1.xyzw)).xyzw;
    r1.xyzw = (texCUBElod(s1, v1.xyzw)).xyzw;
    r2.xyzw = (tex3Dlod(s2, v1.xyzw)).xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    r0.xyzw = r0.xyzw + r2.xyzw;
    o0.xyzw = v0.xyzw + r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
