// Decompiled by dxsm from ps_2_0 code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
struct Input {
    float4 t0 : TEXCOORD0_centroid;
    float4 v0 : COLOR0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 t0 = input.t0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = (tex2D(s0, t0.xy)).xyzw;
    r0.xyzw = r0.xyzw * v0.xyzw;
    r0.xyzw = r0.xyzw * c0.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
