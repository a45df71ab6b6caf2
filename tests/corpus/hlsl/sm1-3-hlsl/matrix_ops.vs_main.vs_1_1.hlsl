// Decompiled by dxsm from vs_1_1 code.
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
    float4 oPos : POSITION;
    float3 oT0 : TEXCOORD0;
    float4 oT1 : TEXCOORD1;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    precise float4 oT1 = 0;
    r0.xyz = v1.yyy * c9.xyz;
    r0.xyz = mad(c8.xyz, v1.xxx, r0.xyz);
    r0.xyz = mad(c10.xyz, v1.zzz, r0.xyz);
    oT0.xyz = r0.xyz + r0.xyz;
    oT1.x = dot(c4.xyzw, v0.xyzw);
    oT1.y = dot(c5.xyzw, v0.xyzw);
    oT1.z = dot(c6.xyzw, v0.xyzw);
    oT1.w = dot(c7.xyzw, v0.xyzw);
    r0.x = dot(v0.xyzw, c11.xyzw);
    r0.y = dot(v0.xyzw, c12.xyzw);
    r0.z = dot(v0.xyzw, c13.xyzw);
    r0.w = float4(1.0, 0.0, 0.0, 0.0).x;
    oPos.x = dot(r0.xyzw, c0.xyzw);
    oPos.y = dot(r0.xyzw, c1.xyzw);
    oPos.z = dot(r0.xyzw, c2.xyzw);
    oPos.w = dot(r0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyz;
    output.oT1 = oT1.xyzw;
    return output;
}
