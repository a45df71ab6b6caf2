// Decompiled by dxsm from ps_3_0 code.
sampler2D s0 : register(s0);
sampler2D s1 : register(s1);
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
    r0.xyzw = (tex2D(s0, v0.xy)).xyzw;
    r0.xyz = mad(r0.xyz, float4(2.0, -1.0, 0.0, 0.0).xxx, float4(2.0, -1.0, 0.0, 0.0).yyy);
    r1.xyz = v1.xyz * rsqrt(dot(v1.xyz, v1.xyz));
    r0.x = saturate(dot(r0.xyz, r1.xyz));
    r1.xyzw = (tex2D(s1, v0.xy)).xyzw;
    oC0.xyzw = r0.xxxx * r1.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
