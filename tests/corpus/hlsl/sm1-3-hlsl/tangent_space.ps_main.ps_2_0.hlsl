// Decompiled by dxsm from ps_2_0 code.
sampler2D s0 : register(s0);
sampler2D s1 : register(s1);
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
    r0.xyzw = (tex2D(s0, t0.xy)).xyzw;
    r1.xyzw = (tex2D(s1, t0.xy)).xyzw;
    r0.xyz = mad(r0.xyz, float4(2.0, -1.0, 0.0, 0.0).xxx, float4(2.0, -1.0, 0.0, 0.0).yyy);
    r2.xyz = t1.xyz * rsqrt(dot(t1.xyz, t1.xyz));
    r0.x = saturate(dot(r0.xyz, r2.xyz));
    r0.xyzw = r0.xxxx * r1.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
