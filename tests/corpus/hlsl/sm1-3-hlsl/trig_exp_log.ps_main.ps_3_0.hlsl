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
    precise float4 r3 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.x = float4(1.442695, 0.15915494, 0.5, 2.0).w + v0.w;
    r0.x = log2(r0.x);
    r0.w = r0.x * float4(6.2831855, -3.1415927, 0.6931472, 0.0).z;
    r1.x = float4(1.442695, 0.15915494, 0.5, 2.0).x * v0.z;
    r0.z = exp2(r1.x);
    r1.xy = mad(v0.xy, float4(1.442695, 0.15915494, 0.5, 2.0).yy, float4(1.442695, 0.15915494, 0.5, 2.0).zz);
    r1.xy = frac(r1.xy);
    r1.xy = mad(r1.xy, float4(6.2831855, -3.1415927, 0.6931472, 0.0).xx, float4(6.2831855, -3.1415927, 0.6931472, 0.0).yy);
    r2.y = float2(cos(v0.x), sin(v0.x)).y;
    r3.x = float2(cos(v0.y), sin(v0.y)).x;
    r0.y = r3.x;
    r0.x = r2.y;
    r1.x = pow(abs(v0.x), c0.w);
    oC0.xyzw = r0.xyzw * r1.xxxx;
    output.oC0 = oC0.xyzw;
    return output;
}
