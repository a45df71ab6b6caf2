// Decompiled by dxsm from ps_3_0 code.
sampler2D s0 : register(s0);
struct Input {
    float4 v0 : TEXCOORD0_centroid;
    float4 v1 : COLOR0;
    float4 v2 : TEXCOORD1_centroid;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    precise float4 oC0 = 0;
    r0.xyzw = (tex2D(s0, v0.xy)).xyzw;
    r0.xyzw = r0.xyzw * v1.xyzw;
    r0.xyzw = r0.xyzw + v2.xyxy;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
