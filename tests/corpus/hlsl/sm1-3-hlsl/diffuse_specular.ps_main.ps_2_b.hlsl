// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
struct Input {
    float4 v0 : COLOR0;
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
    float4 v0 = input.v0;
    float4 t0 = input.t0;
    float4 t1 = input.t1;
    precise float4 oC0 = 0;
    r0.w = dot(t1.xyz, t1.xyz);
    r0.x = rsqrt(r0.w);
    r0.xyz = mad(t1.xyz, r0.xxx, (-c0.xyz));
    r1.xyz = r0.xyz * rsqrt(dot(r0.xyz, r0.xyz));
    r0.xyz = t0.xyz * rsqrt(dot(t0.xyz, t0.xyz));
    r0.x = saturate(dot(r0.xyz, r1.xyz));
    r1.x = pow(r0.x, c1.x);
    r0.xyzw = r1.xxxx + v0.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
