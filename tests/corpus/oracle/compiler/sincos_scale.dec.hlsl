// Decompiled by dxsm from ps_3_0 code.
int4 i0 : register(i0);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 r0 = 0;
    float4 r1 = 0;
    float4 r2 = 0;
    float4 v0 = input.v0;
    float4 oC0 = 0;
    r1.xyzw = float4(63.69427, 0.5, 0.0, 0.0).zzzz;
    [loop] for (int k0 = 0; k0 < i0.x; k0++) {
        r0.x = mad(v0.x, float4(0.2, 0.5, 6.2831855, -3.1415927).x, float4(0.2, 0.5, 6.2831855, -3.1415927).y);
        r0.x = frac(r0.x);
        r0.x = mad(r0.x, float4(0.2, 0.5, 6.2831855, -3.1415927).z, float4(0.2, 0.5, 6.2831855, -3.1415927).w);
        r2.xy = float2(cos(v0.x * 1.2566371), sin(v0.x * 1.2566371)).xy;
        r1.xy = r1.xy + r2.xy;
        r0.y = mad(v0.y, float4(63.69427, 0.5, 0.0, 0.0).x, float4(63.69427, 0.5, 0.0, 0.0).y);
        r0.y = frac(r0.y);
        r0.y = mad(r0.y, float4(0.2, 0.5, 6.2831855, -3.1415927).z, float4(0.2, 0.5, 6.2831855, -3.1415927).w);
        r2.y = float2(cos(v0.y * 400.2029), sin(v0.y * 400.2029)).y;
        r1.z = r1.z + r2.y;
    }
    oC0.xyzw = r1.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
