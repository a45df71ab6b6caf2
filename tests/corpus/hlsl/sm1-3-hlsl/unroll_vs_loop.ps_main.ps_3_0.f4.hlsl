// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = c0.xyzw * v0.xyzw;
    r0.xyzw = r0.xyzw + float4(0.0, 1.0, 2.0, 3.0).xxxx;
    r0.xyzw = r0.xyzw + float4(0.0, 1.0, 2.0, 3.0).xxxx;
    r1.xyzw = c1.xyzw * v0.xyzw;
    r1.xyzw = r1.xyzw + float4(0.0, 1.0, 2.0, 3.0).yyyy;
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.xyzw = c2.xyzw * v0.xyzw;
    r1.xyzw = r1.xyzw + float4(0.0, 1.0, 2.0, 3.0).zzzz;
    r0.xyzw = r0.xyzw + r1.xyzw;
    r1.xyzw = c3.xyzw * v0.xyzw;
    r1.xyzw = r1.xyzw + float4(0.0, 1.0, 2.0, 3.0).wwww;
    r0.xyzw = r0.xyzw + r1.xyzw;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
