// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c4 : register(c4);
float4 c5 : register(c5);
struct Input {
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
    precise float4 r5 = 0;
    float4 t1 = input.t1;
    precise float4 oC0 = 0;
    r0.w = saturate(c5.w);
    r1.w = c5.w;
    r2.xyzw = (-r1.wwww) + c0.xyzw;
    r0.xyzw = mad(r0.wwww, r2.xyzw, c5.wwww);
    r3.xyzw = saturate(t1.xyzw);
    r4.xyzw = abs(c4.xyzw);
    r4.xyzw = r4.xyzw + float4(1.0, 0.0, 0.0, 0.0).xxxx;
    r5.x = log2(r4.x);
    r5.y = log2(r4.y);
    r5.z = log2(r4.z);
    r5.w = log2(r4.w);
    r4.xyzw = lerp(r5.xyzw, r0.xyzw, r3.xyzw);
    r0.xyzw = mad(c0.xyzw, r4.xyzw, r1.wwww);
    r1.xyzw = saturate(r0.xyzw);
    r1.xyzw = mad(r1.xyzw, r2.xyzw, c5.wwww);
    r2.xyzw = lerp(r5.xyzw, r1.xyzw, r3.xyzw);
    r0.xyzw = mad(c1.xyzw, r2.xyzw, r0.xyzw);
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
