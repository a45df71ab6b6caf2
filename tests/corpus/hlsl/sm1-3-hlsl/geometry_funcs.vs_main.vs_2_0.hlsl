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
};
struct Output {
    float4 oPos : POSITION;
    float3 oT0 : TEXCOORD0;
    float oT1 : TEXCOORD1;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    precise float4 oT1 = 0;
    r0.xyz = v1.xyz;
    r1.xyz = r0.zxy * v2.yzx;
    oT0.xyz = mad(r0.yzx, v2.zxy, (-r1.xyz));
    r0.xyz = v0.xyz + (-c4.xyz);
    r0.x = dot(r0.xyz, r0.xyz);
    r0.x = rsqrt(r0.x);
    oT1.x = 1.0 / r0.x;
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyz;
    output.oT1 = oT1.x;
    return output;
}
