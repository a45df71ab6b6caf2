// Decompiled by dxsm from ps_2_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
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
    r0.xyzw = t0.xyzw * c0.xyzw;
    r0.xyzw = mad(t0.xyzw, c1.xyzw, r0.xyzw);
    r0.xyzw = r0.xyzw + float4(1.0, 2.0, 3.0, 0.0).xxxx;
    r0.xyzw = mad(t0.xyzw, c2.xyzw, r0.xyzw);
    r0.xyzw = r0.xyzw + float4(1.0, 2.0, 3.0, 0.0).yyyy;
    r0.xyzw = mad(t0.xyzw, c3.xyzw, r0.xyzw);
    r0.xyzw = r0.xyzw + float4(1.0, 2.0, 3.0, 0.0).zzzz;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
