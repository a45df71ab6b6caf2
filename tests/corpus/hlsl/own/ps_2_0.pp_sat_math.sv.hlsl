// Decompiled by dxsm from ps_2_0 code.
struct Input {
    float4 t0 : TEXCOORD0;
    float4 v0 : COLOR0;
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
    float4 t0 = input.t0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyz = t0.xyz * rsqrt(dot(t0.xyz, t0.xyz));
    r1.x = saturate(dot(r0.xy, v0.xy) + float4(-0.020833334, -0.125, 1.0, 0.5).z);
    r2.xy = float2(cos(r1.x), sin(r1.x)).xy;
    r3.xyzw = ((-t0.xyzw) >= 0.0) ? v0.xyzw : float4(-0.020833334, -0.125, 1.0, 0.5).xyzw;
    r4.xyzw = abs(r3.xyzw);
    r0.w = saturate(mad(r4.x, r2.y, r1.x));
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
