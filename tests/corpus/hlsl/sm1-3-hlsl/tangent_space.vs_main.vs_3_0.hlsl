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
    float4 v3 : BINORMAL0;
    float4 v4 : TEXCOORD0;
};
struct Output {
    float4 o0 : POSITION0;
    float2 o1 : TEXCOORD0;
    float3 o2 : TEXCOORD1;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    float4 v3 = input.v3;
    float4 v4 = input.v4;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    o0.x = dot(v0.xyzw, c0.xyzw);
    o0.y = dot(v0.xyzw, c1.xyzw);
    o0.z = dot(v0.xyzw, c2.xyzw);
    o0.w = dot(v0.xyzw, c3.xyzw);
    o2.x = dot(v2.xyz, c4.xyz);
    o2.y = dot(v3.xyz, c4.xyz);
    o2.z = dot(v1.xyz, c4.xyz);
    o1.xy = v4.xy;
    output.o0 = o0.xyzw;
    output.o1 = o1.xy;
    output.o2 = o2.xyz;
    return output;
}
