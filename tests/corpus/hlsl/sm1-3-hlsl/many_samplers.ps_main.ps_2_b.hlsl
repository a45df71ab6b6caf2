// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
sampler2D s1 : register(s1);
sampler2D s2 : register(s2);
sampler2D s3 : register(s3);
sampler2D s4 : register(s4);
sampler2D s5 : register(s5);
sampler2D s6 : register(s6);
sampler2D s7 : register(s7);
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
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    float4 t0 = input.t0;
    float4 t1 = input.t1;
    precise float4 oC0 = 0;
    r0.xyzw = (tex2D(s0, t0.xy)).xyzw;
    r1.xy = t0.xy + t0.xy;
    r0.xyzw = (tex2D(s1, r0.xy)).xyzw;
    r2.x = r0.z + t1.x;
    r2.y = r0.w + t1.y;
    r2.xyzw = (tex2D(s2, r2.xy)).xyzw;
    r3.x = r2.z;
    r3.y = r2.w;
    r1.xyzw = (tex2D(s5, r1.xy)).xyzw;
    r0.xyzw = (tex2D(s7, r0.xy)).xyzw;
    r2.xyzw = (tex2D(s3, r2.xy)).xyzw;
    r3.xyzw = (tex2D(s6, r3.xy)).xyzw;
    r4.xyzw = (tex2D(s4, t1.xy)).xyzw;
    r2.xyzw = r2.xyzw + r4.xyzw;
    r1.xyzw = r1.xyzw + r2.xyzw;
    r0.xyzw = mad(r3.xyzw, r0.xyzw, (-r1.xyzw));
    r0.xyzw = mad(c0.xyzw, r0.xyzw, r1.xyzw);
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
