// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
sampler2D s0 : register(s0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : TEXCOORD0;
};
struct Output {
    float4 o0 : POSITION0;
    float2 o1 : TEXCOORD0;
    float o2 : TEXCOORD1;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    r0.xyzw = float4(1.0, 0.0, 0.0, 0.0).xxyy * v1.xyxx;
    r0.xyzw = (tex2Dlod(s0, r0.xyzw)).xyzw;
    r1.y = mad(r0.x, c4.x, v0.y);
    o2.x = r0.x;
    r1.xzw = v0.xzw;
    o0.x = dot(r1.xyzw, c0.xyzw);
    o0.y = dot(r1.xyzw, c1.xyzw);
    o0.z = dot(r1.xyzw, c2.xyzw);
    o0.w = dot(r1.xyzw, c3.xyzw);
    o1.xy = v1.xy;
    output.o0 = o0.xyzw;
    output.o1 = o1.xy;
    output.o2 = o2.x;
    return output;
}
