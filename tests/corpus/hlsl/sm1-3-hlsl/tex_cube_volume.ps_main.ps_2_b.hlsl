// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
samplerCUBE s0 : register(s0);
sampler3D s1 : register(s1);
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
    float4 t0 = input.t0;
    float4 t1 = input.t1;
    precise float4 oC0 = 0;
    r0.xyz = t1.xyz * c0.xyz;
    r0.xyzw = (tex3D(s1, r0.xyz)).xyzw;
    r1.xyzw = (texCUBE(s0, t0.xyz)).xyzw;
    r2.xyzw = lerp(r1.xyzw, r0.xyzw, c0.wwww);
    oC0.xyzw = r2.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
