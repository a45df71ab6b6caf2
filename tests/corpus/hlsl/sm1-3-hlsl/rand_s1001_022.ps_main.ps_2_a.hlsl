// Decompiled by dxsm from ps_2_a code.
float4 c6 : register(c6);
float4 c7 : register(c7);
struct Input {
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 oC0 = 0;
    r0.xyzw = c7.wwww;
    clip(r0);
    r0.xyzw = c6.xyzw;
    r0.xyzw = r0.xyzw * float4(0.7071, 0.0, 0.0, 0.0).xxxx;
    r1.xy = (float2)(exp2(c7.y));
    r1.zw = (float2)(exp2(c7.z));
    r0.xyzw = r0.xyzw * r1.xyzw;
    r1.xyzw = frac(r0.xyzw);
    r0.xyzw = r0.xyzw + (-r1.xyzw);
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
