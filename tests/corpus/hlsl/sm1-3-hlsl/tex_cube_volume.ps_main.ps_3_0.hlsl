// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
samplerCUBE s0 : register(s0);
sampler3D s1 : register(s1);
struct Input {
    float4 v0 : TEXCOORD0;
    float4 v1 : TEXCOORD1;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oC0 = 0;
    r0.xyz = c0.xyz * v1.xyz;
    r0.xyzw = (tex3D(s1, r0.xyz)).xyzw;
    r1.xyzw = (texCUBE(s0, v0.xyz)).xyzw;
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    oC0.xyzw = mad(c0.wwww, r0.xyzw, r1.xyzw);
    output.oC0 = oC0.xyzw;
    return output;
}
