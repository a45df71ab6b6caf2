// Decompiled by dxsm from ps_2_0 code.
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
    r0.w = mad(t0.x, float4(0.15915494, 0.5, 6.2831855, -3.1415927).x, float4(0.15915494, 0.5, 6.2831855, -3.1415927).y);
    r0.x = frac(r0.w);
    r0.x = mad(r0.x, float4(0.15915494, 0.5, 6.2831855, -3.1415927).z, float4(0.15915494, 0.5, 6.2831855, -3.1415927).w);
    r1.y = float2(cos(t0.x), sin(t0.x)).y;
    r0.x = r1.y;
    r1.x = mad(t0.y, float4(0.15915494, 0.5, 6.2831855, -3.1415927).x, float4(0.15915494, 0.5, 6.2831855, -3.1415927).y);
    r1.x = frac(r1.x);
    r1.x = mad(r1.x, float4(0.15915494, 0.5, 6.2831855, -3.1415927).z, float4(0.15915494, 0.5, 6.2831855, -3.1415927).w);
    r2.x = float2(cos(t0.y), sin(t0.y)).x;
    r0.y = r2.x;
    r1.x = t0.w + float4(1.442695, 2.0, 0.6931472, 0.0).y;
    r1.x = log2(r1.x);
    r0.w = r1.x * float4(1.442695, 2.0, 0.6931472, 0.0).z;
    r1.x = t0.z * float4(1.442695, 2.0, 0.6931472, 0.0).x;
    r0.z = exp2(r1.x);
    r1.x = abs(t0.x);
    r2.x = pow(r1.x, c0.w);
    r0.xyzw = r0.xyzw * r2.xxxx;
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
