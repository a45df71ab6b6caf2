// Decompiled by dxsm from ps_2_a code.
float4 c3 : register(c3);
float4 c7 : register(c7);
float4 c8 : register(c8);
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
    float4 t0 = input.t0;
    float4 t1 = input.t1;
    precise float4 oC0 = 0;
    r0.xyzw = frac(c3.xyzw);
    r0.xyzw = (-r0.xyzw) + c3.xyzw;
    r1.zw = frac(t1.zz);
    r1.xy = frac(t1.yy);
    r2.zw = r0.zw + (-r1.ww);
    r2.xy = r0.xy + (-r1.yy);
    r0.xyzw = saturate(c7.xyzw);
    r0.xyzw = mad(r0.xyzw, r2.xyzw, r1.xyzw);
    r1.xyzw = min(c8.wwww, t0.xyzw);
    r2.xyzw = frac(r1.xyzw);
    r1.xyzw = r1.xyzw + (-r2.xyzw);
    r2.xyzw = max(r1.xyzw, r0.xyzw);
    oC0.xyzw = r2.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
