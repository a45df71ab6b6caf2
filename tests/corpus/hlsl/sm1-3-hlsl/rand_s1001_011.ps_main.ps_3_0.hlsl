// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c4 : register(c4);
float4 c5 : register(c5);
struct Input {
    float4 v0 : TEXCOORD1;
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
    precise float4 r6 = 0;
    precise float4 r7 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = abs(c4.xyzw);
    r0.xyzw = r0.xyzw + float4(1.0, 0.0, 0.0, 0.0).xxxx;
    r1.x = log2(r0.x);
    r1.y = log2(r0.y);
    r1.z = log2(r0.z);
    r1.w = log2(r0.w);
    r0.w = c5.w;
    r0.xyzw = (-r0.wwww) + c0.xyzw;
    r2.xyzw = saturate(v0.xyzw);
    r3.xyzw = c5.wwww;
    r4.x = float4(1.0, 0.0, 0.0, 0.0).z;
    [loop] for (int k0 = 0; k0 < 2; k0++) {
        r5.xyzw = c0.xyzw;
        r5.xyzw = ((-r4.xxxx) >= 0.0) ? r5.xyzw : c1.xyzw;
        r6.xyzw = saturate(r3.xyzw);
        r6.xyzw = mad(r6.xyzw, r0.xyzw, c5.wwww);
        r7.xyzw = lerp(r1.xyzw, r6.xyzw, r2.xyzw);
        r3.xyzw = mad(r5.xyzw, r7.xyzw, r3.xyzw);
        r4.x = r4.x + float4(1.0, 0.0, 0.0, 0.0).x;
    }
    oC0.xyzw = r3.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
