// Decompiled by dxsm from ps_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
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
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = (tex2D(s0, t0.xy)).xyzw;
    r1.xw = c0.xw;
    r0.x = mad(r0.x, r1.x, c1.x);
    r0.y = mad(r0.w, r1.w, c1.w);
    r1.xyz = r0.xxx;
    r1.w = r0.y;
    oC0.xyzw = r1.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
