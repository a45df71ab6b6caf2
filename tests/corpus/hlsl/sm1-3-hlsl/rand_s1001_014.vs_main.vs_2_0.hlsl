// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
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
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    r0.x = c4.x;
    r0.x = dot(float4(0.81, 0.33, 0.28, 0.0).xyz, r0.xxx);
    r0.xy = r0.xx * float4(-0.13919282, 0.17299373, 0.0, 0.0).xy;
    oT0.z = exp2(r0.x);
    oT0.w = exp2(r0.y);
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    oT0.xy = c4.wz;
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
