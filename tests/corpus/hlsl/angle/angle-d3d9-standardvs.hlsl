// Decompiled by dxsm from vs_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
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
    oPos.xyzw = v0.xyzw + c0.xyzw;
    r0.xyzw = mad(v0.xyzw, float4(0.5, -0.5, 1.0, 0.0).xyzz, float4(0.5, -0.5, 1.0, 0.0).xxww);
    oT0.zw = r0.zw;
    oT0.xy = mad(r0.xy, c1.zw, c1.xy);
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
