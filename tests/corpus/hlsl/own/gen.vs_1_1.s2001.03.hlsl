// Decompiled by dxsm from vs_1_1 code.
float4 c13 : register(c13);
float4 c23 : register(c23);
float4 c24 : register(c24);
float4 c25 : register(c25);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : NORMAL0;
    float4 v2 : TEXCOORD0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
    float4 oT0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    precise float4 oT0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = v1.xyzw;
    r2.xyzw = float4(0.5, 2.0, -1.0, 0.25).xyzw;
    r3.xyzw = v2.xyzw;
    r1.xy = min(r3.xy, c13.xy);
    r2.xyz = float3(dot(r0.xyzw, c23.xyzw), dot(r0.xyzw, c24.xyzw), dot(r0.xyzw, c25.xyzw));
    oPos.xyzw = r0.xyzw;
    oD0.xyzw = r1.xyzw;
    oT0.xyzw = r2.xyzw;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
