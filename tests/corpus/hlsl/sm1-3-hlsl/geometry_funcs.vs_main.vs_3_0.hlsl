// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : NORMAL0;
    float4 v2 : TANGENT0;
};
struct Output {
    float4 o0 : POSITION0;
    float3 o1 : TEXCOORD0;
    float o2 : TEXCOORD1;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    r0.xyz = v1.xyz;
    r1.xyz = r0.zxy * v2.yzx;
    o1.xyz = mad(r0.yzx, v2.zxy, (-r1.xyz));
    r0.xyz = (-c4.xyz) + v0.xyz;
    r0.x = dot(r0.xyz, r0.xyz);
    r0.x = rsqrt(r0.x);
    o2.x = 1.0 / r0.x;
    o0.x = dot(v0.xyzw, c0.xyzw);
    o0.y = dot(v0.xyzw, c1.xyzw);
    o0.z = dot(v0.xyzw, c2.xyzw);
    o0.w = dot(v0.xyzw, c3.xyzw);
    output.o0 = o0.xyzw;
    output.o1 = o1.xyz;
    output.o2 = o2.x;
    return output;
}
