// Decompiled by dxsm from vs_2_0 code.
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
    float4 oPos : POSITION;
    float2 oT0 : TEXCOORD0;
    float3 oT1 : TEXCOORD1;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    float4 v3 = input.v3;
    float4 v4 = input.v4;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    precise float4 oT1 = 0;
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    oT1.x = dot(v2.xyz, c4.xyz);
    oT1.y = dot(v3.xyz, c4.xyz);
    oT1.z = dot(v1.xyz, c4.xyz);
    oT0.xy = v4.xy;
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xy;
    output.oT1 = oT1.xyz;
    return output;
}
