// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oT0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    oT0.xy = (float2)(exp2(v0.y));
    oT0.zw = (float2)(exp2(v0.z));
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
