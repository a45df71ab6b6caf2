// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c12 : register(c12);
float4 c13 : register(c13);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : NORMAL0;
};
struct Output {
    float4 o0 : POSITION0;
    float3 o1 : TEXCOORD0;
    float4 o2 : TEXCOORD1;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    r0.xyz = c9.xyz * v1.yyy;
    r0.xyz = mad(c8.xyz, v1.xxx, r0.xyz);
    r0.xyz = mad(c10.xyz, v1.zzz, r0.xyz);
    o1.xyz = r0.xyz + r0.xyz;
    o2.x = dot(c4.xyzw, v0.xyzw);
    o2.y = dot(c5.xyzw, v0.xyzw);
    o2.z = dot(c6.xyzw, v0.xyzw);
    o2.w = dot(c7.xyzw, v0.xyzw);
    r0.x = dot(v0.xyzw, c11.xyzw);
    r0.y = dot(v0.xyzw, c12.xyzw);
    r0.z = dot(v0.xyzw, c13.xyzw);
    r0.w = float4(1.0, 0.0, 0.0, 0.0).x;
    o0.x = dot(r0.xyzw, c0.xyzw);
    o0.y = dot(r0.xyzw, c1.xyzw);
    o0.z = dot(r0.xyzw, c2.xyzw);
    o0.w = dot(r0.xyzw, c3.xyzw);
    output.o0 = o0.xyzw;
    output.o1 = o1.xyz;
    output.o2 = o2.xyzw;
    return output;
}
