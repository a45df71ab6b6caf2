// Decompiled by dxsm from ps_2_0 code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
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
    float4 t0 = input.t0;
    float4 t1 = input.t1;
    precise float4 oC0 = 0;
    r0.xyzw = (tex2D(s0, t0.xy)).xyzw;
    r1.xyz = t1.xyz * rsqrt(dot(t1.xyz, t1.xyz));
    r1.x = saturate(dot(r1.xyz, c0.xyz));
    r0.xyz = r0.xyz * r1.xxx;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
