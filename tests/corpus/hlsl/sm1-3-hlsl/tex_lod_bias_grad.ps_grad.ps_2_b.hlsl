// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
struct Input {
    float4 t0 : TEXCOORD0;
    float4 t1 : TEXCOORD1;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    float4 t1 = input.t1;
    precise float4 oC0 = 0;
    r0.xy = t1.xy * c0.xx;
    r1.x = t1.y;
    r1.y = t1.x;
    r0.xyzw = (tex2Dgrad(s0, t0.xy, r0.xy, r1.xy)).xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
