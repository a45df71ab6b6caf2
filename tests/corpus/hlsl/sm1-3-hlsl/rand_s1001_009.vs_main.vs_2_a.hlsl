// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c7 : register(c7);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oT0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    r0.xy = abs(c7.xy);
    r0.x = rsqrt(r0.x);
    r0.y = rsqrt(r0.y);
    r1.y = 1.0 / r0.y;
    r1.xz = (float2)(1.0 / r0.x);
    r0.x = dot(c5.xyz, r1.xyz);
    r1.x = float4(0.0, 1.0, 0.0, 0.0).x;
    r1.xyzw = max(r1.xxxx, c6.xyzw);
    r1.xyzw = min(r1.xyzw, float4(0.0, 1.0, 0.0, 0.0).yyyy);
    r1.xyzw = frac(r1.xyzw);
    oT0.xyzw = min(r0.xxxx, r1.xyzw);
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
