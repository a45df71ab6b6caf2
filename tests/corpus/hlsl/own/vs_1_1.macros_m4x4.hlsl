// Decompiled by dxsm from vs_1_1 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
struct Input {
    float4 v0 : POSITION0;
    float4 v3 : NORMAL0;
};
struct Output {
    float4 oPos : POSITION;
    float3 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    float4 v3 = input.v3;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    oPos.xyzw = float4(dot(v0.xyzw, c0.xyzw), dot(v0.xyzw, c1.xyzw), dot(v0.xyzw, c2.xyzw), dot(v0.xyzw, c3.xyzw));
    r0.xyz = float3(dot(v3.xyz, c4.xyz), dot(v3.xyz, c5.xyz), dot(v3.xyz, c6.xyz));
    oD0.xyz = r0.xyz;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyz;
    return output;
}
