// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
samplerCUBE s0 : register(s0);
sampler3D s1 : register(s1);
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
    r0.xyz = v0.xyz;
    r0.w = c0.w;
    r0.xyzw = (texCUBElod(s0, r0.xyzw)).xyzw;
    r1.xyzw = mad(v0.xyzx, float4(1.0, 0.0, 0.0, 0.0).xxxy, float4(1.0, 0.0, 0.0, 0.0).yyyx);
    r1.xyzw = (tex3Dbias(s1, r1.xyzw)).xyzw;
    oC0.xyzw = r0.xyzw + r1.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
