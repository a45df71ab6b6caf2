// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
struct Input {
    float4 t0 : TEXCOORD0;
    float4 t1 : TEXCOORD1;
    float4 t2 : TEXCOORD2;
};
struct Output {
    float4 oC0 : COLOR0;
    float4 oC1 : COLOR1;
    float4 oC2 : COLOR2;
    float4 oC3 : COLOR3;
    float oDepth : DEPTH;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 t0 = input.t0;
    float4 t1 = input.t1;
    float4 t2 = input.t2;
    precise float4 oC0 = 0;
    precise float4 oC1 = 0;
    precise float4 oC2 = 0;
    precise float4 oC3 = 0;
    precise float4 oDepth = 0;
    r0.xyzw = (tex2D(s0, t0.xy)).xyzw;
    oC0.xyzw = r0.xyzw;
    r0.xyz = t1.xyz * rsqrt(dot(t1.xyz, t1.xyz));
    r0.xyz = mad(r0.xyz, float4(0.5, 1.0, 0.0, 0.0).xxx, float4(0.5, 1.0, 0.0, 0.0).xxx);
    r0.w = float4(0.5, 1.0, 0.0, 0.0).y;
    oC1.xyzw = r0.xyzw;
    r0.y = t2.x * t2.x;
    r0.x = t2.x;
    r0.zw = float4(0.5, 1.0, 0.0, 0.0).zz;
    oC2.xyzw = r0.xyzw;
    oC3.xyzw = c0.xyzw;
    r0.x = saturate(mad(t2.x, c0.x, c0.y));
    oDepth.xyzw = r0.xxxx;
    output.oC0 = oC0.xyzw;
    output.oC1 = oC1.xyzw;
    output.oC2 = oC2.xyzw;
    output.oC3 = oC3.xyzw;
    output.oDepth = oDepth.x;
    return output;
}
