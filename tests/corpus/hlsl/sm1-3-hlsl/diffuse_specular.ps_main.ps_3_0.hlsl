// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
struct Input {
    float4 v0 : COLOR0;
    float4 v1 : TEXCOORD0;
    float4 v2 : TEXCOORD1;
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
    float4 v2 = input.v2;
    precise float4 oC0 = 0;
    r0.x = dot(v2.xyz, v2.xyz);
    r0.x = rsqrt(r0.x);
    r0.xyz = mad(v2.xyz, r0.xxx, (-c0.xyz));
    r1.xyz = r0.xyz * rsqrt(dot(r0.xyz, r0.xyz));
    r0.xyz = v1.xyz * rsqrt(dot(v1.xyz, v1.xyz));
    r0.x = saturate(dot(r0.xyz, r1.xyz));
    r1.x = pow(r0.x, c1.x);
    oC0.xyzw = r1.xxxx + v0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
