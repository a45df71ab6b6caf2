// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
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
    precise float4 r2 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.w = (-t0.x) + c0.x;
    r1.xyzw = t0.xyzw * c0.yyyy;
    r2.xyzw = t0.xyzw + c0.zzzz;
    r0.xyzw = (r0.wwww >= 0.0) ? r2.xyzw : r1.xyzw;
    r1.x = t0.w * t0.w;
    r1.y = 1.0 / t0.w;
    r0.w = ((-r1.x) >= 0.0) ? r0.w : r1.y;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
