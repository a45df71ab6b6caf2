// Decompiled by dxsm from ps_2_0 code.
sampler2D s0 : register(s0);
samplerCUBE s1 : register(s1);
sampler3D s2 : register(s2);
struct Input {
    float4 t0 : TEXCOORD0;
    float4 t1 : TEXCOORD1;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    float4 t0 = input.t0;
    float4 t1 = input.t1;
    precise float4 oC0 = 0;
    r0.xyzw = (tex2D(s0, t0.xy)).xyzw;
    r1.xyzw = (tex2Dproj(s0, t0.xyzw)).xyzw;
    r2.xyzw = (tex2Dbias(s0, t0.xyzw)).xyzw;
    r3.xyzw = (texCUBE(s1, t1.xyz)).xyzw;
    r4.xyzw = (tex3D(s2, t1.xyz)).xyzw;
    r0.xyzw = r0.xyzw + r1.xyzw;
    r0.xyzw = r0.xyzw + r2.xyzw;
    r0.xyzw = r0.xyzw + r3.xyzw;
    r0.xyzw = r0.xyzw + r4.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
