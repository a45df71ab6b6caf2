// Decompiled by dxsm from ps_2_0 code.
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
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = (tex2D(s0, t0.xy)).xyzw;
    r1.w = r0.w + (-c0.x);
    r1.xyzw = (r1.wwww >= 0.0) ? float4(-0.0, -1.0, 0.0, 0.0).xxxx : float4(-0.0, -1.0, 0.0, 0.0).yyyy;
    clip(r1);
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
