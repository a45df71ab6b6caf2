// Decompiled by dxsm from ps_3_0 code.
float4 c7 : register(c7);
float4 c8 : register(c8);
sampler2D s0 : register(s0);
struct Input {
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 oC0 = 0;
    r0.xyzw = frac(c7.xyzw);
    r0.xyzw = mad(r0.xyzw, float4(0.15915494, 0.5, 6.2831855, -3.1415927).xxxx, float4(0.15915494, 0.5, 6.2831855, -3.1415927).yyyy);
    r0.xyzw = frac(r0.xyzw);
    r0.xyzw = mad(r0.xyzw, float4(0.15915494, 0.5, 6.2831855, -3.1415927).zzzz, float4(0.15915494, 0.5, 6.2831855, -3.1415927).wwww);
    r0.xyzw = r0.xyzw * r0.xyzw;
    r1.xyzw = mad(r0.xyzw, float4(-2.523985e-7, 2.47609e-5, -0.0013888397, 0.04166664).xxxx, float4(-2.523985e-7, 2.47609e-5, -0.0013888397, 0.04166664).yyyy);
    r1.xyzw = mad(r0.xyzw, r1.xyzw, float4(-2.523985e-7, 2.47609e-5, -0.0013888397, 0.04166664).zzzz);
    r1.xyzw = mad(r0.xyzw, r1.xyzw, float4(-2.523985e-7, 2.47609e-5, -0.0013888397, 0.04166664).wwww);
    r1.xyzw = mad(r0.xyzw, r1.xyzw, (-float4(0.15915494, 0.5, 6.2831855, -3.1415927).yyyy));
    r0.xyzw = mad(r0.xyzw, r1.xyzw, float4(1.0, 0.7071, 0.0, 0.0).xxxx);
    r1.xyzw = c8.xyzw;
    r2.xyzw = min(r1.wzyx, float4(1.21, 1.3, 1.76, -1.33).xyzw);
    r1.xyzw = max(float4(1.0, 0.7071, 0.0, 0.0).yyyy, r2.xyzw);
    r1.xyzw = (tex2Dproj(s0, r1.xyzw)).xyzw;
    oC0.xyzw = r0.xyzw + r1.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
