// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
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
    r0.xyz = v1.xyz * rsqrt(dot(v1.xyz, v1.xyz));
    r0.x = saturate(dot(r0.xyz, c0.xyz));
    r1.xyzw = (tex2D(s0, v0.xy)).xyzw;
    oC0.xyz = r0.xxx * r1.xyz;
    oC0.w = r1.w;
    output.oC0 = oC0.xyzw;
    return output;
}
