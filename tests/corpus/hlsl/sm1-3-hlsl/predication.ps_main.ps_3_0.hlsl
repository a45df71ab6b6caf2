// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
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
    precise float4 r2 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.x = c0.x + (-v0.x);
    r1.xyzw = c0.yyyy * v0.xyzw;
    r2.xyzw = c0.zzzz + v0.xyzw;
    r0.xyzw = (r0.xxxx >= 0.0) ? r2.xyzw : r1.xyzw;
    r1.x = 1.0 / v0.w;
    oC0.w = ((-abs(v0.w)) >= 0.0) ? r0.w : r1.x;
    oC0.xyz = r0.xyz;
    output.oC0 = oC0.xyzw;
    return output;
}
