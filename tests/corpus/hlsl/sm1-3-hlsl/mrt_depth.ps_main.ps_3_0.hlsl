// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
struct Input {
    float4 v0 : TEXCOORD0;
    float4 v1 : TEXCOORD1;
    float4 v2 : TEXCOORD2;
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
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    precise float4 oC0 = 0;
    precise float4 oC1 = 0;
    precise float4 oC2 = 0;
    precise float4 oC3 = 0;
    precise float4 oDepth = 0;
    oC0.xyzw = (tex2D(s0, v0.xy)).xyzw;
    r0.xyz = v1.xyz * rsqrt(dot(v1.xyz, v1.xyz));
    oC1.xyz = mad(r0.xyz, float4(0.5, 1.0, 0.0, 0.0).xxx, float4(0.5, 1.0, 0.0, 0.0).xxx);
    oC2.y = v2.x * v2.x;
    oDepth.xyzw = mad(v2.xxxx, c0.xxxx, c0.yyyy);
    oC1.w = float4(0.5, 1.0, 0.0, 0.0).y;
    oC2.xzw = float4(0.5, 1.0, 0.0, 0.0).yzz * v2.xxx;
    oC3.xyzw = c0.xyzw;
    output.oC0 = oC0.xyzw;
    output.oC1 = oC1.xyzw;
    output.oC2 = oC2.xyzw;
    output.oC3 = oC3.xyzw;
    output.oDepth = oDepth.x;
    return output;
}
