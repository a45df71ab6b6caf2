// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyz = t0.xyx * float4(1.0, 0.0, 0.75, 0.0).xxy;
    r0.w = c0.x;
    r0.xyzw = (tex2Dbias(s0, r0.xyzw)).xyzw;
    r0.xyzw = r0.xyzw * float4(1.0, 0.0, 0.75, 0.0).zzzz;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
